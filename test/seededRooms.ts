import { type BookingPeriod, createCatalogue } from '@unistay/sandbox';

/** The rooms the stories and tests book most, one in each country the checkout words apart. */
export type SeededRoomId = 'room_riverside_ensuite' | 'room_harbour_studio' | 'room_maple_ensuite';

let catalogue: ReturnType<typeof createCatalogue> | undefined;

/**
 * A room of the sandbox's seed as the checkout takes it (`CustomCheckoutWizard`'s props,
 * `useCheckout`'s options): read from the seed rather than copied, so the rooms the stories and
 * tests book are the rooms the sandbox sells.
 */
export function seededRoom(roomId: SeededRoomId) {
  catalogue ??= createCatalogue();
  for (const property of catalogue.properties) {
    const room = property.rooms.find((candidate) => candidate.id === roomId);
    if (!room) continue;
    return {
      roomId,
      operatorId: room.operator_id,
      propertyCountry: property.country,
      currency: property.currency,
      bookingPeriods: room.booking_periods.map(periodAsListed),
    };
  }
  throw new Error(`The sandbox's seed has no room ${roomId}.`);
}

/** A period as the API lists it for a room: without the sandbox's own count of places. */
const periodAsListed = ({ maximum_bookings: _, ...period }: BookingPeriod) => period;
