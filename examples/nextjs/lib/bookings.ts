import 'server-only';
import { createBookingConfirmations } from '@unistay/demo/bookingConfirmations';

// The Vite demo's record of bookings, by the checkout session each completed. On globalThis:
// Next bundles each route on its own, and the webhook's route and the status route must see one
// record. A partner keeps bookings in its database instead, in the receiver's `onEvent`.
const store = globalThis as typeof globalThis & {
  unistayBookings?: ReturnType<typeof createBookingConfirmations>;
};
store.unistayBookings ??= createBookingConfirmations();

/** The bookings the webhook learned: `onEvent` records, `confirmation(session)` answers. */
export const bookings = store.unistayBookings;
