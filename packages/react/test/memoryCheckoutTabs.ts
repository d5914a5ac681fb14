import {
  type CheckoutTabs,
  heldReference,
  readPaymentRecord,
} from '../src/checkout/checkoutTabs.js';

/**
 * Tabs that share one in-memory record, lock and handed-over checkout: what a test gives several
 * controllers to play several tabs of one browser. Each `tab()` is a tab, open until its
 * `close()`; a write is heard by every other tab, a moment later, as a storage event is.
 */
export function memoryCheckoutTabs({ now = Date.now }: { now?: () => number } = {}) {
  let saved: unknown = null;
  let locked = false;
  /** The completions' queue: each runs once the one before it has ended. */
  let turns: Promise<unknown> = Promise.resolve();
  let handed: { reference: string; draft: unknown } | null = null;
  /** The pages open, each with what waits for it to close. */
  const open = new Map<string, Set<() => void>>();
  const listeners = new Set<{ listener: () => void; tab: object }>();
  return {
    tab(): CheckoutTabs & { close(): void } {
      const self = {};
      const marked: string[] = [];
      return {
        handOver(draft) {
          const reference = heldReference(draft);
          // A copy, as storage keeps one.
          if (reference) handed = { reference, draft: JSON.parse(JSON.stringify(draft)) };
        },
        takeOver(reference) {
          if (!handed || handed.reference !== reference) return null;
          const { draft } = handed;
          handed = null;
          return draft;
        },
        markOpen(page) {
          if (!open.has(page)) open.set(page, new Set());
          marked.push(page);
        },
        whenClosed(page, signal) {
          const waiting = open.get(page);
          if (!waiting) return Promise.resolve();
          return new Promise<void>((resolve) => {
            waiting.add(resolve);
            signal.addEventListener('abort', () => waiting.delete(resolve));
          });
        },
        /** The tab is closed: whatever waited for it hears so. */
        close() {
          for (const page of marked) {
            for (const resolve of open.get(page) ?? []) resolve();
            open.delete(page);
          }
        },
        read: () => readPaymentRecord(saved, now()),
        write(record) {
          // As in the browser: a payment's answers go with its record, and with the booking.
          const removed = record ? null : readPaymentRecord(saved, now());
          if (record?.state === 'booked' || (removed && handed?.reference === removed.reference)) {
            handed = null;
          }
          saved = record ? { ...record } : null;
          // As a browser's storage event: a task of its own in each other tab, never at once.
          for (const each of listeners) {
            if (each.tab !== self) setImmediate(() => listeners.has(each) && each.listener());
          }
        },
        subscribe(listener) {
          const entry = { listener, tab: self };
          listeners.add(entry);
          return () => listeners.delete(entry);
        },
        inTurn(task) {
          const mine = turns.then(task);
          turns = mine.catch(() => {});
          return mine;
        },
        async exclusive(task) {
          if (locked) return { ran: false };
          locked = true;
          try {
            return { ran: true, value: await task() };
          } finally {
            locked = false;
          }
        },
      };
    },
    /** What storage holds, as another program (or a cleared store) would see it. */
    clear() {
      saved = null;
      for (const { listener } of listeners) listener();
    },
  };
}
