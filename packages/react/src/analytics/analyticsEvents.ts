import type { PartnerApiErrorKind } from '@unistay/api-client';
import type { CheckoutStepId } from '../checkout/checkoutAnswers.js';

/**
 * The version of the events' names and payloads. A change that renames or removes anything raises
 * it, and docs/analytics.md says what changed; a field added keeps it.
 */
export const ANALYTICS_EVENTS_VERSION = 1;

/**
 * A room as the events name it: the catalogue's data and the period chosen, never anything a
 * student typed.
 */
export interface AnalyticsRoom {
  roomId: string;
  roomName?: string | undefined;
  propertyName?: string | undefined;
  operatorId?: string | undefined;
  /** The booking period, once one is chosen. */
  periodId?: string | undefined;
  periodLabel?: string | undefined;
  /** Its weekly price, in `currency`'s major units. */
  pricePerWeek?: number | undefined;
  /** ISO 4217, like `GBP`. */
  currency?: string | undefined;
}

/** Which enquiry form: a question about nothing in particular, or about one room. */
export type AnalyticsEnquiryKind = 'general' | 'specific';

/** How the student pays for the stay. */
export type AnalyticsPaymentPlan = 'full' | 'instalments';

/**
 * Every step of a student's journey that Unistay reports, by `name`. No event carries a name,
 * an email, a phone number, a date of birth, an address, a message or anything else the student
 * typed: only ids and what the catalogue says.
 */
export type UnistayAnalyticsEvent =
  | { name: 'room_list_viewed'; rooms: AnalyticsRoom[] }
  | { name: 'room_viewed'; room: AnalyticsRoom }
  | { name: 'period_chosen'; room: AnalyticsRoom }
  | { name: 'enquiry_started'; kind: AnalyticsEnquiryKind; room?: AnalyticsRoom }
  | { name: 'enquiry_sent'; kind: AnalyticsEnquiryKind; room?: AnalyticsRoom }
  /** Refused or failed: the kind of failure only, never the fields or messages. */
  | { name: 'enquiry_failed'; kind: AnalyticsEnquiryKind; reason: PartnerApiErrorKind }
  | { name: 'hosted_checkout_started'; room: AnalyticsRoom }
  | { name: 'custom_checkout_started'; room: AnalyticsRoom }
  | { name: 'checkout_step_viewed'; step: CheckoutStepId; room: AnalyticsRoom }
  | { name: 'payment_details_given'; room: AnalyticsRoom; plan: AnalyticsPaymentPlan }
  /** The card provider's code (`card_declined`), never its message. */
  | { name: 'payment_failed'; code: string; room: AnalyticsRoom }
  /**
   * A booking made, once per booking: `value` is what was paid now (the period's holding
   * deposit) in `currency`, both left out when the checkout was not told them.
   */
  | {
      name: 'purchase';
      bookingId: string;
      value?: number;
      currency?: string;
      room: AnalyticsRoom;
      plan: AnalyticsPaymentPlan;
    }
  /** Paid, and no booking confirmed (yet): `reference` is the payment's, for support. */
  | { name: 'payment_without_booking'; reference: string; room: AnalyticsRoom };

/** The events' names: `room_viewed`, `purchase`… */
export type AnalyticsEventName = UnistayAnalyticsEvent['name'];

/** An event as destinations receive it: with the version of the names and payloads. */
export type AnalyticsDelivery = UnistayAnalyticsEvent & {
  version: typeof ANALYTICS_EVENTS_VERSION;
};
