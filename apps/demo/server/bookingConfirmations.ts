import type { PartnerEvent } from '@unistay/api-client/server';
import type { BookingConfirmation, ReceivedEvent } from '../src/demoRoutes.js';

const KEPT = 500;

/**
 * What the demo's webhook receiver learned: each booking by the checkout session it completed, so
 * the page a student returns to from hosted checkout can ask whether theirs is confirmed, and the
 * last events received, for the Sandbox page. In memory, as befits a demo; a partner records
 * bookings in its own database, in the same `onEvent`.
 */
export function createBookingConfirmations(now = () => Date.now()) {
  const bySession = new Map<string, BookingConfirmation>();
  let received: ReceivedEvent[] = [];

  function onEvent(event: PartnerEvent, { key }: { key: string }) {
    const receivedAt = new Date(now()).toISOString();
    received.push({ key, type: event.type, received_at: receivedAt });
    if (received.length > KEPT) received.shift();
    if (!event.known || event.type !== 'contract.added') return;
    const { booking, room_type: room } = event.payload;
    if (!booking?.session_token) return;
    bySession.set(booking.session_token, {
      confirmed: true,
      booking_id: booking.id ?? null,
      room: room?.name ?? null,
      property: room?.property?.name ?? null,
      received_at: receivedAt,
    });
    // Oldest first: a Map keeps insertion order.
    for (const oldest of bySession.keys()) {
      if (bySession.size <= KEPT) break;
      bySession.delete(oldest);
    }
  }

  return {
    onEvent,
    confirmation: (sessionToken: string): BookingConfirmation =>
      bySession.get(sessionToken) ?? { confirmed: false },
    received: (): readonly ReceivedEvent[] => received,
    /** Forgets everything, as the sandbox does on its reset. */
    clear() {
      bySession.clear();
      received = [];
    },
  };
}
