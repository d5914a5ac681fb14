import type { UnistayAnalyticsEvent } from '../analytics/analyticsEvents.js';
import { amountOf, describedRoom } from '../analytics/analyticsRoom.js';
import type { CheckoutAnalyticsEvent } from './checkoutController.js';
import type { CheckoutState } from './checkoutMachine.js';

/** A booking period as the partner's room data carries it, with an optional label. */
export interface BookingPeriodOption {
  id: string;
  label?: string;
  start_date?: string;
  end_date?: string;
  price_per_week?: string;
  holding_deposit?: string;
}

/** What a checkout knows of its room from the catalogue: what its analytics events name. */
export interface CheckoutCatalogue {
  roomId: string;
  operatorId: string;
  bookingPeriodId?: string | undefined;
  bookingPeriods?: readonly BookingPeriodOption[] | undefined;
  roomName?: string | undefined;
  propertyName?: string | undefined;
  currency?: string | undefined;
}

/**
 * The room a checkout's events name: the catalogue's data it was given, with the period chosen
 * (the stay step's answer, `chosen` when given, or the fixed one).
 */
export function checkoutRoom(state: CheckoutState, catalogue: CheckoutCatalogue, chosen?: string) {
  const periodId = chosen ?? state.answers.stay?.booking_period_id ?? catalogue.bookingPeriodId;
  const period = catalogue.bookingPeriods?.find(({ id }) => id === periodId);
  const room = describedRoom({
    roomId: catalogue.roomId,
    roomName: catalogue.roomName,
    propertyName: catalogue.propertyName,
    operatorId: catalogue.operatorId,
    currency: catalogue.currency,
    periodId,
    periodLabel: period?.label,
    pricePerWeek: amountOf(period?.price_per_week),
  });
  return { room, period };
}

/**
 * A checkout's report as the analytics stream says it, with the room and the period chosen;
 * null for what the stream does not count (a session started again, a completion refused).
 */
export function checkoutAnalyticsEvent(
  event: CheckoutAnalyticsEvent,
  state: CheckoutState,
  catalogue: CheckoutCatalogue,
): UnistayAnalyticsEvent | null {
  const chosen = event.type === 'period_chosen' ? event.booking_period_id : undefined;
  const { room, period } = checkoutRoom(state, catalogue, chosen);
  const plan = state.answers.stay?.plan ?? 'full';
  switch (event.type) {
    case 'step':
      return { name: 'checkout_step_viewed', step: event.step, room };
    case 'period_chosen':
      return { name: 'period_chosen', room };
    case 'payment_requested':
      return { name: 'payment_details_given', room, plan };
    case 'payment_failed':
      return { name: 'payment_failed', code: event.code ?? 'unknown', room };
    case 'booking_created': {
      // What was paid now is the period's holding deposit, in the room's currency: said when both
      // are known, never guessed.
      const value = amountOf(period?.holding_deposit);
      const paid = value !== undefined && room.currency ? { value, currency: room.currency } : {};
      const reference = state.phase.name === 'booked' ? state.phase.reference : null;
      return {
        name: 'purchase',
        // The API may not name the booking: the payment's reference keys it then (a purchase is
        // reported once either way; the key is for GA4 not to count it twice).
        bookingId:
          event.booking_id ?? reference ?? `${catalogue.roomId}-${Date.now().toString(36)}`,
        ...paid,
        room,
        plan,
      };
    }
    case 'payment_without_booking':
      return { name: 'payment_without_booking', reference: event.reference, room };
    default:
      return null;
  }
}
