import 'server-only';
import type { PartnerEvent } from '@unistay/api-client/server';

/** What the return page is told about a checkout session's booking. */
export type BookingConfirmation =
  | { confirmed: false }
  | { confirmed: true; bookingId: string | null; room: string | null; property: string | null };

const KEPT = 500;

// On globalThis: Next bundles each route on its own, and the webhook's route and the status
// route must see one record. A partner keeps bookings in its database instead, in `onEvent`.
const store = globalThis as typeof globalThis & {
  unistayBookings?: Map<string, BookingConfirmation>;
};
store.unistayBookings ??= new Map();
const bySession = store.unistayBookings;

/** Records a booking from the API's `contract.added` event, by the checkout session it completed. */
export function recordBookingEvent(event: PartnerEvent) {
  if (!event.known || event.type !== 'contract.added') return;
  const { booking, room_type: room } = event.payload;
  if (!booking?.session_token) return;
  bySession.set(booking.session_token, {
    confirmed: true,
    bookingId: booking.id ?? null,
    room: room?.name ?? null,
    property: room?.property?.name ?? null,
  });
  // Oldest first: a Map keeps insertion order.
  for (const oldest of bySession.keys()) {
    if (bySession.size <= KEPT) break;
    bySession.delete(oldest);
  }
}

export const bookingConfirmation = (sessionToken: string): BookingConfirmation =>
  bySession.get(sessionToken) ?? { confirmed: false };
