import { type CheckoutTabs, readPaymentRecord } from '../src/checkout/checkoutTabs.js';

/**
 * Tabs that share one in-memory record and lock: what a test gives several controllers to play
 * several tabs of one browser. Each `tab()` is a tab; a write is heard by every other tab, a
 * moment later, as a storage event is.
 */
export function memoryCheckoutTabs({ now = Date.now }: { now?: () => number } = {}) {
  let saved: unknown = null;
  let locked = false;
  const listeners = new Set<{ listener: () => void; tab: object }>();
  return {
    tab(): CheckoutTabs {
      const self = {};
      return {
        read: () => readPaymentRecord(saved, now()),
        write(record) {
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
