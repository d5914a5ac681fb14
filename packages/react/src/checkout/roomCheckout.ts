'use client';
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_SCOPE } from '../queries/queryScope.js';
import { useUnistay } from '../UnistayProvider.js';
import type { CheckoutStore } from './checkoutController.js';
import { heldSession } from './checkoutMachine.js';
import {
  browserCheckoutTabs,
  hostedCheckoutRecord,
  readPaymentRecord,
  roomCheckoutOfRecord,
} from './checkoutTabs.js';
import { pageOpenedAt } from './pageVisit.js';
import { bookedBeforeThisVisit, rememberBooking, toldOfBooking } from './toldBookings.js';

/**
 * What this browser knows of a room's custom checkout, from this page's checkout, the tab's draft
 * and the record the browser's tabs share:
 * - `none`: nothing begun;
 * - `started`: answers given or a session started, nothing paid;
 * - `held`: a payment may have been made (being made, processing, paid and not yet booked), here
 *   or in another tab: resume it, and offer no other way to pay until it settles;
 * - `booked`: the booking is made.
 */
export type RoomCheckoutState = 'none' | 'started' | 'held' | 'booked';

/** Where a room's checkout keeps its draft in the tab (session storage), and its steps theirs. */
export const checkoutDraftKey = (roomId: string) => `unistay:checkout:${roomId}`;
/** Where the browser's tabs share a room's payment (local storage, and the Web Locks' name). */
export const checkoutTabsKey = (scope: string, roomId: string) =>
  `unistay:checkout-payment:${scope}:${roomId}`;

/**
 * Tells the room's custom checkout, in every tab, that the student left for its hosted checkout
 * page and may pay there, as `useHostedCheckout` does when it sends them. A record of a payment
 * being made in a custom checkout stays: it says more. A record of a booking does not: the server
 * has just started this checkout, so it keeps no booking of this visitor's for the room, and the
 * record is of other dates, or false (any script of the site can write it); kept, it would leave
 * the other tabs offering a card while the student pays on the hosted page. A hold already there
 * is renewed, as a new visit to the hosted page pays into a new session. Returns what ends this
 * hold.
 */
export function holdForHostedCheckout(roomId: string, scope = DEFAULT_SCOPE, now = Date.now()) {
  const tabs = browserCheckoutTabs(checkoutTabsKey(scope, roomId));
  const current = tabs.read();
  // Left for again: the hold lasts as long as the session this visit pays into.
  if (!current || current.hostedCheckout || current.state === 'booked') {
    tabs.write(hostedCheckoutRecord(now));
  }
  return () => {
    if (tabs.read()?.hostedCheckout) tabs.write(null);
  };
}

const ORDER: readonly RoomCheckoutState[] = ['none', 'started', 'held', 'booked'];
const most = (a: RoomCheckoutState, b: RoomCheckoutState) =>
  ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;

function stored(storage: 'sessionStorage' | 'localStorage', key: string): unknown {
  try {
    const saved = typeof window === 'undefined' ? null : window[storage].getItem(key);
    return saved ? JSON.parse(saved) : null;
  } catch {
    return null;
  }
}

/** What a tab's draft says, read as loosely as it is safe to: it only decides what is offered. */
function fromDraft(draft: unknown): RoomCheckoutState {
  if (!draft || typeof draft !== 'object') return 'none';
  const { phase, answers, step } = draft as Record<string, { name?: unknown } | unknown>;
  const name = (phase as { name?: unknown } | undefined)?.name;
  if (name === 'booked') return 'booked';
  if (name === 'paid' || name === 'unsure') return 'held';
  const answered = answers && typeof answers === 'object' && Object.keys(answers).length > 0;
  return answered || (step && step !== 'stay') ? 'started' : 'none';
}

/**
 * A room's checkout in this browser, read now: the provider's checkout where this page has one,
 * else the tab's draft, and the other tabs' record.
 */
export function readRoomCheckout(
  roomId: string,
  { checkouts, scope }: { checkouts: ReadonlyMap<string, unknown>; scope: string },
  now = Date.now(),
  openedAt = pageOpenedAt(),
): RoomCheckoutState {
  const entry = checkouts.get(roomId) as { store: CheckoutStore } | undefined;
  let here: RoomCheckoutState;
  if (entry) {
    // Booked, or holding a session that may have been paid into (being paid or read, processing,
    // paid: a read of one kept through a reload too, which tells the other tabs nothing); else
    // started once anything is.
    // A card this checkout holds back for another tab's payment (or its word of a booking) holds
    // the room's other ways to pay too: the record it heard may be gone since (a script of this
    // very tab removed it, which no storage event tells), and the checkout still waits on it.
    const state = entry.store.read();
    const begun = state.phase.name !== 'idle' || Object.keys(state.answers).length > 0;
    const heldElsewhere = Boolean(state.elsewhere && !state.elsewhere.hostedCheckout);
    here =
      state.phase.name === 'booked'
        ? 'booked'
        : heldSession(state) || heldElsewhere
          ? 'held'
          : begun
            ? 'started'
            : 'none';
  } else {
    here = fromDraft(stored('sessionStorage', checkoutDraftKey(roomId)));
  }
  const key = checkoutTabsKey(scope, roomId);
  const record = readPaymentRecord(stored('localStorage', key), now);
  // A booking told of before this page opened is a later visit's: this page starts afresh.
  const earlier = record !== null && bookedBeforeThisVisit(record, openedAt);
  // Told of once in this visit, a booking stays told of (`toldBookings.ts`): a page that was open
  // while the room was paid for offers hosted checkout no more. The custom checkout still asks the
  // server what it holds.
  rememberBooking(checkouts, key, record, openedAt);
  const toldStill = toldOfBooking(checkouts, key, now);
  return most(here, toldStill ? 'booked' : roomCheckoutOfRecord(earlier ? null : record));
}

/**
 * A room's custom checkout in this browser (`RoomCheckoutState`), kept up to date: what a page
 * reads to resume a checkout after a reload (open the wizard where one is `started` or `held`)
 * and to offer hosted checkout only when no payment for the room may be under way.
 *
 * @example
 * const checkout = useRoomCheckout(room.id);
 * const resume = checkout === 'started' || checkout === 'held';
 */
export function useRoomCheckout(roomId: string): RoomCheckoutState {
  const { checkouts, scope } = useUnistay();
  const read = () => readRoomCheckout(roomId, { checkouts, scope });
  const subscribe = useCallback(
    (listener: () => void) => {
      // This page's checkout of the room, the one begun since, and another tab's record.
      const hearEntry = () =>
        (checkouts.get(roomId) as { store: CheckoutStore } | undefined)?.store.subscribe(listener);
      let stopEntry = hearEntry();
      const stopRegistry = checkouts.subscribe(() => {
        stopEntry?.();
        stopEntry = hearEntry();
        listener();
      });
      window.addEventListener('storage', listener);
      return () => {
        stopEntry?.();
        stopRegistry();
        window.removeEventListener('storage', listener);
      };
    },
    [checkouts, roomId],
  );
  return useSyncExternalStore(subscribe, read, () => 'none');
}
