import type { CheckoutDraft } from './checkoutDraft.js';
import type { CheckoutState } from './checkoutMachine.js';
import { heldSession, sessionReference } from './checkoutMachine.js';

/**
 * What one tab tells the browser's other tabs about a room's payment: that it is being made, that
 * it may have been made, or that the booking is made. Never an answer the student typed, never a
 * client secret: only the card provider's reference, which is what the student quotes to support.
 */
export interface SharedPaymentRecord {
  /** The tab that wrote it: random for each page, so a duplicated tab is another tab. */
  tab: string;
  state: 'paying' | 'held' | 'booked';
  /** The payment's reference at the card provider (`pi_…`). */
  reference: string | null;
  /** Once booked: the booking's id, when the API named it. */
  bookingId?: string | null;
  /** When it was written (ms since the epoch): a record outlives no tab for long. */
  at: number;
  /**
   * The payment left for the bank's own page: the tab that wrote it is gone, and the bank may yet
   * confirm it for a while (`BANK_RETURN_TTL_MS`), so a read "unpaid" does not release the room.
   */
  leftForBank?: true;
  /**
   * Written as the student left for the API's hosted checkout page (`useHostedCheckout`): they may
   * pay there, and nothing here can read whether they did. A custom checkout offers no card while
   * it stands (`HOSTED_CHECKOUT_HOLD_MS`), unless the student says they did not pay there.
   */
  hostedCheckout?: true;
}

/**
 * Where the tabs of one browser share a room's payment record, and the lock that paying takes so
 * two tabs never confirm a payment for the room at once. `browserCheckoutTabs` keeps it in
 * localStorage, hears other tabs through the `storage` event, and locks with the Web Locks API;
 * `useCheckout` gives each checkout one.
 */
export interface CheckoutTabs {
  read(): SharedPaymentRecord | null;
  /** Writes the record, or removes it (null); other tabs hear of it, this one does not. */
  write(record: SharedPaymentRecord | null): void;
  /** Calls `listener` when another tab changes the record. */
  subscribe(listener: () => void): () => void;
  /**
   * Runs `task` while no other tab of this browser runs one for the room: `{ ran: false }`,
   * without running it, when another tab holds the lock.
   */
  exclusive<Value>(
    task: () => Promise<Value>,
  ): Promise<{ ran: true; value: Value } | { ran: false }>;
  /**
   * Runs `task` once no other tab of this browser is running one for the room: a queue, where
   * `exclusive` refuses. Completing the booking waits its turn, so a tab completing it again reads
   * what the tab that made it said. Without it, tabs complete side by side.
   */
  inTurn?<Value>(task: () => Promise<Value>): Promise<Value>;
  /**
   * Keeps the checkout of a payment this tab holds (its draft: answers and session, never card
   * data) for whichever page outlives it: the page the bank sends the student back to, should
   * that be another tab or this one with its session storage gone, or another tab once this one
   * is closed. Taken by that page, ended by the booking or the payment read unpaid, heeded for as
   * long as the record of the payment (`HELD_RECORD_TTL_MS`).
   */
  handOver?(draft: CheckoutDraft): void;
  /**
   * The draft handed over for the payment `reference`, once (or, with `leave`, left for the page
   * that takes it): null when there is none. Whatever it is asked for (`null`: nothing), a
   * hand-over past its time is removed.
   */
  takeOver?(reference: string | null, options?: { leave?: boolean }): unknown;
  /** Marks the page `tab` open for as long as it lives, so the other tabs learn when it closes. */
  markOpen?(tab: string): void;
  /**
   * Resolves once the page `tab` is closed (at once when no open page is `tab`: a page reloaded
   * since, or one that never marked itself), unless `signal` aborts first. Never resolves where
   * the browser cannot tell (no Web Locks): a payment's record then waits for its own tab.
   */
  whenClosed?(tab: string, signal: AbortSignal): Promise<void>;
  /**
   * Resolves once no tab of this browser confirms a payment for the room (`exclusive` holds no
   * lock): at once when none does, or where the browser cannot tell (no Web Locks).
   */
  whenConfirmed?(): Promise<void>;
}

/**
 * How long a payment that left for the bank's page is waited for: for an hour, no other session of
 * the room is paid for, and no other tab takes its checkout over (the page the bank returns to
 * does).
 */
export const BANK_RETURN_TTL_MS = 60 * 60 * 1000;

/**
 * How long a hosted checkout the student left for holds the room's custom checkout: as long as
 * the checkout session it pays into is taken to live (`DEFAULT_SESSION_TTL_MS`).
 */
export const HOSTED_CHECKOUT_HOLD_MS = 30 * 60 * 1000;

/** How long a record of a payment that may have been made is heeded: a day, then it is stale. */
export const HELD_RECORD_TTL_MS = 24 * 60 * 60 * 1000;

import { BOOKED_RECORD_TTL_MS } from './toldBookings.js';

export { BOOKED_RECORD_TTL_MS };

const STATES = new Set(['paying', 'held', 'booked']);

/** A stored record, field by field (storage is input from outside); null when it is not one. */
export function readPaymentRecord(value: unknown, now: number): SharedPaymentRecord | null {
  if (!value || typeof value !== 'object') return null;
  const { tab, state, reference, bookingId, at, leftForBank, hostedCheckout } = value as Record<
    string,
    unknown
  >;
  if (typeof tab !== 'string' || typeof state !== 'string' || !STATES.has(state)) return null;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  const hosted = hostedCheckout === true && state === 'held';
  const ttl =
    state === 'booked'
      ? BOOKED_RECORD_TTL_MS
      : hosted
        ? HOSTED_CHECKOUT_HOLD_MS
        : HELD_RECORD_TTL_MS;
  // A record from the future is as stale as an old one: a clock moved, or a hand wrote it.
  if (now - at > ttl || at - now > ttl) return null;
  return {
    tab,
    state: state as SharedPaymentRecord['state'],
    reference: typeof reference === 'string' && reference !== '' ? reference : null,
    ...(state === 'booked' ? { bookingId: typeof bookingId === 'string' ? bookingId : null } : {}),
    at,
    ...(leftForBank === true && state !== 'booked' ? { leftForBank: true as const } : {}),
    ...(hosted ? { hostedCheckout: true as const } : {}),
  };
}

/**
 * The record `useHostedCheckout` writes as the student leaves for the hosted checkout page: held,
 * with no reference (the hosted page's payment is not this browser's to read).
 */
export const hostedCheckoutRecord = (at: number): SharedPaymentRecord => ({
  tab: 'hosted-checkout',
  state: 'held',
  reference: null,
  at,
  hostedCheckout: true,
});

/**
 * The record a tab in `state` shares: a payment being made (`paying`), one that may have been
 * made (`held`: being read, unknown, processing or paid), or the booking. Null when this tab holds
 * no payment (nothing started, or an unpaid session).
 */
export function paymentRecordOf(
  state: CheckoutState,
  tab: string,
  at: number,
): SharedPaymentRecord | null {
  const { phase } = state;
  if (phase.name === 'booked') {
    return {
      tab,
      state: 'booked',
      reference: phase.reference,
      bookingId: phase.booking.booking_id,
      at,
    };
  }
  const session = heldSession(state);
  if (!session || isOnlyReading(phase)) return null;
  const reference = sessionReference(session);
  return { tab, state: phase.name === 'paying' ? 'paying' : 'held', reference, at };
}

/**
 * A session this page is only reading, with no payment of its own behind it: kept through a
 * reload or a copy of the tab, or about to be replaced. The tab that paid it, if any, tells of its
 * payment itself; said again here, it would make every tab holding the same session read it too,
 * and redraw the card fields a student is typing into.
 */
const isOnlyReading = (phase: CheckoutState['phase']) =>
  phase.name === 'releasing' ||
  (phase.name === 'unsure' && phase.reason === 'restored') ||
  (phase.name === 'checking' && !phase.afterPayment && !phase.resumed);

/**
 * What a payment record says of a room, in `useRoomCheckout`'s words: one that may hold a payment
 * (being made, or made and not yet booked) is `held`, a booking `booked`. A hosted checkout left
 * for is `none`: hosted checkout stays on offer (the student may have come Back without paying),
 * and the custom checkout, once opened, says it was left for before it offers a card.
 */
export const roomCheckoutOfRecord = (record: SharedPaymentRecord | null) =>
  !record || record.hostedCheckout ? 'none' : record.state === 'booked' ? 'booked' : 'held';

/** The payment a draft holds (`pi_…`), one that may have been made; null when it holds none. */
export function heldReference(draft: CheckoutDraft): string | null {
  const { phase } = draft;
  return phase.name === 'paid' || phase.name === 'unsure' ? sessionReference(phase.session) : null;
}

type LockManager = {
  request<Value>(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    task: (lock: unknown) => Promise<Value>,
  ): Promise<Value>;
};

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (blocked cookies, some private modes): this tab knows only itself.
    return null;
  }
}

/**
 * The browser's tabs, for one room's checkout: the record in localStorage under `key`, other tabs
 * heard through the `storage` event, and the Web Locks API's lock of the same name. Where storage
 * is refused the tab shares nothing; where Web Locks are missing, the record alone keeps tabs
 * apart (a tab checks it, under the lock where there is one, before it pays).
 */
export function browserCheckoutTabs(
  key: string,
  {
    now = Date.now,
    onRefused,
  }: {
    now?: () => number;
    /**
     * Called each time the browser's storage refuses a write (full, or blocked): the tabs cannot
     * tell each other of a payment then, and only the partner's server keeps the checkout.
     */
    onRefused?: (error: unknown) => void;
  } = {},
): CheckoutTabs {
  const storage = localStorageOrNull();
  const locks =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { locks?: LockManager }).locks;
  const handedOverKey = `${key}:held-checkout`;
  const openKey = (tab: string) => `${key}:open:${tab}`;
  /** The pages this one marked open: once each, however often its checkout reconnects. */
  const markedOpen = new Set<string>();
  const remove = (name: string) => {
    try {
      storage?.removeItem(name);
    } catch {
      // Nothing to remove from a store that refuses.
    }
  };
  /** The draft handed over, with the payment it is for; null when there is none to read. */
  const handedOver = (): { reference: unknown; at: number; draft: unknown } | null => {
    let saved: unknown;
    try {
      saved = JSON.parse(storage?.getItem(handedOverKey) ?? 'null');
    } catch {
      return null;
    }
    if (!saved || typeof saved !== 'object') return null;
    const { reference, at, draft } = saved as Record<string, unknown>;
    return { reference, at: typeof at === 'number' ? at : Number.NaN, draft };
  };
  const read = () => {
    try {
      const saved = storage?.getItem(key);
      return saved ? readPaymentRecord(JSON.parse(saved), now()) : null;
    } catch {
      return null;
    }
  };
  return {
    read,
    write(record) {
      // A payment's record removed (read unpaid, or a hold ended): its answers go with it.
      const removed = record ? null : read();
      if (removed?.reference && handedOver()?.reference === removed.reference)
        remove(handedOverKey);
      try {
        if (record) storage?.setItem(key, JSON.stringify(record));
        else storage?.removeItem(key);
      } catch (error) {
        // A full store shares nothing; this tab's own checkout goes on, and the page is told.
        onRefused?.(error);
      }
      // Booked: no page needs the answers any more.
      if (record?.state === 'booked') remove(handedOverKey);
    },
    handOver(draft) {
      const reference = heldReference(draft);
      if (!reference) return;
      try {
        storage?.setItem(handedOverKey, JSON.stringify({ reference, at: now(), draft }));
      } catch (error) {
        // Refused: the payment is found in this tab only (and by the server), and the page is told.
        onRefused?.(error);
      }
    },
    takeOver(reference, { leave = false } = {}) {
      const saved = handedOver();
      if (!saved) return null;
      const fresh = Math.abs(now() - saved.at) <= HELD_RECORD_TTL_MS;
      // Stale, or another payment's: nothing to take, and nothing to keep (answers, no longer
      // than the payment's record).
      if (!fresh) remove(handedOverKey);
      if (!fresh || reference === null || saved.reference !== reference) return null;
      if (!leave) remove(handedOverKey);
      return saved.draft;
    },
    markOpen(tab) {
      if (markedOpen.has(tab)) return;
      markedOpen.add(tab);
      // Held for the page's life: the browser releases it as the page closes or navigates away.
      locks?.request(openKey(tab), {}, () => new Promise<never>(() => {})).catch(() => {});
    },
    whenClosed(tab, signal) {
      if (!locks) return new Promise<void>(() => {});
      return new Promise<void>((resolve) => {
        // Granted only once no page holds it: that page is gone. Released at once.
        locks.request(openKey(tab), { signal }, async () => resolve()).catch(() => {});
      });
    },
    subscribe(listener) {
      if (typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        // `key` null: another tab cleared the whole store.
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    async exclusive(task) {
      if (!locks) return { ran: true, value: await task() };
      return locks.request(key, { ifAvailable: true }, async (lock) =>
        lock ? { ran: true as const, value: await task() } : { ran: false as const },
      );
    },
    async whenConfirmed() {
      const held = (await locks?.query?.())?.held ?? [];
      if (!held.some((lock) => lock.name === key)) return;
      // Waited for in a shared mode, and let go at once: it keeps no tab from confirming after.
      await locks?.request(key, { mode: 'shared' }, async () => {});
    },
    inTurn(task) {
      // A lock of its own: completions queue behind each other, never behind a payment.
      return locks ? locks.request(`${key}:completing`, {}, task) : task();
    },
  };
}
