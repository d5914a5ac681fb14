import { pageOpenedAt, returnedPayment } from './pageVisit.js';

/**
 * The bookings a page was told of by the browser's other tabs while it was open, kept by the
 * page's Unistay (its provider's registry of checkouts) for the hour a record of a booking is
 * heeded, whatever becomes of the record since: a script of this very tab may remove it (which no
 * storage event tells), a later visit's tab write over it. A view of the room shown later (its
 * photo still loading when the booking was made) knows of it as well as one shown then.
 */
const toldOfBookings = new WeakMap<object, Map<string, number>>();

/** What of a tab's shared record tells of a booking, and when. */
interface BookingRecord {
  state: string;
  at: number;
  reference: string | null;
}

/** How long other tabs are told of a booking once made (its record's hour). */
export const BOOKED_RECORD_TTL_MS = 60 * 60 * 1000;

/** A booking told of before this page opened is a later visit's, unless the bank sent the student back here for its payment. */
export const bookedBeforeThisVisit = (record: BookingRecord, openedAt = pageOpenedAt()) =>
  record.state === 'booked' && record.at < openedAt && record.reference !== returnedPayment();

/** Keeps `record` where it tells of a booking of this visit (its key, the room's record's key). */
export function rememberBooking(
  page: object,
  key: string,
  record: BookingRecord | null,
  openedAt = pageOpenedAt(),
) {
  if (record?.state !== 'booked' || bookedBeforeThisVisit(record, openedAt)) return;
  const told = toldOfBookings.get(page) ?? new Map<string, number>();
  toldOfBookings.set(page, told);
  told.set(key, Math.max(told.get(key) ?? 0, record.at));
}

/** Whether `page` was told of a booking of the room whose record's key is `key`, within its hour. */
export function toldOfBooking(page: object, key: string, now = Date.now()): boolean {
  const at = toldOfBookings.get(page)?.get(key);
  return at !== undefined && now - at < BOOKED_RECORD_TTL_MS;
}

/**
 * Hears the browser's other tabs for the page's whole life, from its provider's mount: every
 * booking their records tell of for a room of `scope` is kept (`rememberBooking`), though no view
 * of the room is shown yet. Returns what stops it.
 */
export function hearToldBookings(page: object, scope: string): () => void {
  if (typeof window === 'undefined') return () => {};
  const prefix = `unistay:checkout-payment:${scope}:`;
  const hear = (key: string | null) => {
    if (!key?.startsWith(prefix)) return;
    try {
      // Read only as far as a booking and its time: the view reads the whole record as it shows.
      const record = JSON.parse(window.localStorage.getItem(key) ?? 'null');
      if (record?.state === 'booked' && Number.isFinite(record.at)) {
        rememberBooking(page, key, { ...record, reference: record.reference ?? null });
      }
    } catch {
      // Storage that cannot be read tells of nothing.
    }
  };
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      hear(window.localStorage.key(index));
    }
  } catch {
    // Storage refused (a private window's settings): the views read what they can.
  }
  const listener = (event: StorageEvent) => hear(event.key);
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
