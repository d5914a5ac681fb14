import type {
  CheckoutSession,
  CompleteCheckoutArgs,
  PartnerApiErrorKind,
  StartCheckoutArgs,
} from '@unistay/api-client';
import {
  type SupportingContactContext,
  type SupportingContactKind,
  supportingContactKind,
} from '@unistay/api-client/schemas';
import type { CompletedBooking } from '../queries/checkoutMutations.js';
import type { CardProvider } from './cardProvider.js';
import { type CheckoutStepId, planFlags, type StayAnswers } from './checkoutAnswers.js';
import type { CheckoutTabs } from './checkoutTabs.js';

/** What happened, for analytics and support: never an answer the student typed, never card data. */
export type CheckoutAnalyticsEvent =
  | { type: 'step'; step: CheckoutStepId }
  | { type: 'checkout_started' }
  | { type: 'session_restarted' }
  /** The stay step answered with another period than before. */
  | { type: 'period_chosen'; booking_period_id: string }
  /** "Pay and book" with the card's details given: the card provider is asked to take it. */
  | { type: 'payment_requested' }
  | { type: 'payment_failed'; code?: string }
  | { type: 'payment_succeeded' }
  | { type: 'booking_created'; booking_id: string | null }
  | { type: 'complete_failed'; kind: PartnerApiErrorKind; fields: string[] }
  /** Paid, and the booking could not be confirmed (yet): support will need `reference`. */
  | { type: 'payment_without_booking'; reference: string }
  /**
   * The browser's storage refused the record its tabs share (full, or blocked), once a page: the
   * tabs cannot tell each other of a payment, and the partner's server alone keeps the checkout.
   */
  | { type: 'tabs_unshared' };

/**
 * What a custom checkout is for (the room, its operator and country, perhaps a fixed period), the
 * card provider it pays through, and what to tell you as it goes.
 */
export interface CheckoutOptions {
  roomId: string;
  operatorId: string;
  /** A fixed period; otherwise the stay step's answer. */
  bookingPeriodId?: string | undefined;
  /** The property's country (`gb`, `au`, `ca`): it decides which supporting contact is asked. */
  propertyCountry: string;
  /** Where payments go: `stripeCardProvider`, or `sandboxCardProvider` in development. */
  cardProvider: CardProvider;
  /** Called once when the booking is made, with its id (null when the API did not name it). */
  onBookingCreated?: ((booking: { booking_id: string | null }) => void) | undefined;
  onStepChange?: ((step: CheckoutStepId) => void) | undefined;
  /** What happened, for analytics: never an answer the student typed, never card data. */
  onEvent?: ((event: CheckoutAnalyticsEvent) => void) | undefined;
  /** Replaces `supportingContactKind`. */
  rules?: ((context: SupportingContactContext) => SupportingContactKind) | undefined;
  /** Where a payment that needs a redirect comes back to. Default: this page. */
  returnUrl?: string | undefined;
  /** How long a checkout session lives; it is restarted before then if nothing was paid. */
  sessionTtlMs?: number | undefined;
  /** The clock sessions are aged by. Default `Date.now`. */
  now?: (() => number) | undefined;
  /**
   * The partner's proxy checks for a human (`humanCheck.verify`) before a session starts: the checkout
   * waits in `human_check` for the widget's token (`passHumanCheck`) before its first start, and
   * again whenever the proxy refuses one for it. Restarts need none while the proxy trusts the
   * student.
   */
  humanCheck?: boolean | undefined;
  /**
   * Where the browser's tabs share this room's payment (`browserCheckoutTabs`): a tab offers no
   * card fields while another pays or holds a payment for the room, and two tabs never confirm at
   * once. `useCheckout` gives one; without it, the checkout knows only its own tab.
   */
  tabs?: CheckoutTabs | undefined;
  /**
   * The payment this page's address names (`payment_intent`: the bank sent the student back for
   * it): a booking the other tabs tell of with it is this page's, however long ago it was made.
   */
  returnedPayment?: string | null | undefined;
  /**
   * The payment this page was confirming before it was reloaded (its reference): the other tabs
   * were told it had gone to the bank as the page went away, but it went nowhere but this page (the
   * bank's question in the page, left by the reload), so this page offers it again rather than
   * wait an hour for a return from the bank.
   */
  reloadedWhilePaying?: string | null | undefined;
}

/** The two API calls a checkout makes: the hooks' mutations, or a client's methods. */
export interface CheckoutServices {
  start(variables: StartCheckoutArgs): Promise<CheckoutSession>;
  complete(variables: CompleteCheckoutArgs): Promise<CompletedBooking>;
}

export const DEFAULT_SESSION_TTL_MS = 30 * 60 * 1000;

/** The supporting contact the rules ask for, given the stay step's answers. */
export function contactKindFor(
  stay: StayAnswers | undefined,
  {
    rules = supportingContactKind,
    propertyCountry,
  }: Pick<CheckoutOptions, 'rules' | 'propertyCountry'>,
): SupportingContactKind {
  return rules({
    propertyCountry,
    paying_in_instalments: stay?.plan === 'instalments',
    is_using_scheme: Boolean(stay && planFlags(stay, propertyCountry).is_using_scheme),
  });
}
