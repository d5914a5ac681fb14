'use client';
import { type ComponentType, createElement } from 'react';

/** What start checkout gave for paying: the card provider's keys for this checkout. */
export interface CardPaymentSession {
  publicKey: string;
  clientSecret: string;
  /** Where a payment that needs a redirect (3-D Secure, bank apps) comes back to. */
  returnUrl?: string;
}

/**
 * What confirming a payment in the card fields gave: paid, sent away to confirm with the bank, or
 * failed with the provider's words. A confirmation that throws is not a failure: the checkout then
 * reads the payment's status, since the card may have been charged.
 */
export type CardPaymentResult =
  | { status: 'succeeded' }
  /** The student was sent away to confirm; the page comes back to `returnUrl`. */
  | { status: 'redirected' }
  /**
   * `message`: the provider's own words for the student, in their language; without them the
   * checkout says the card could not be charged in its own words.
   */
  | { status: 'failed'; message?: string; code?: string };

/**
 * A payment's status as a card provider reads it back, named as Stripe names them. `succeeded`
 * completes the booking; `processing` may yet succeed, so no second payment is offered; `canceled`
 * drops the session for a new one; the others mean unpaid, and the same session is offered again.
 */
export type CardPaymentStatus =
  | 'succeeded'
  | 'processing'
  | 'requires_payment_method'
  | 'requires_action'
  | 'canceled';

/** Given by the card fields once ready; `useCheckout().pay(handle)` calls `confirm`. */
export interface CardFieldsHandle {
  confirm(): Promise<CardPaymentResult>;
}

/**
 * What a card provider's `Fields` component is given: the session's keys to pay into, where to hand
 * its handle once ready, and the student's language.
 */
export interface CardFieldsProps extends CardPaymentSession {
  /**
   * Give it the handle once the fields can take a payment, and null when they no longer can
   * (unmounted, or another session's keys given).
   */
  onReady: (handle: CardFieldsHandle | null) => void;
  /**
   * The student's language (BCP 47), for the provider's own labels and messages. It may change
   * while the fields are shown: a provider follows it without losing what was typed when it can.
   */
  locale?: string;
}

/**
 * A card payment provider: its own fields (card data never touches Unistay's code or storage),
 * and a way to read a payment's status after a redirect. `stripeCardProvider` and
 * `sandboxCardProvider` implement it.
 */
export interface CardProvider {
  name: string;
  Fields: ComponentType<CardFieldsProps>;
  retrieveStatus(session: CardPaymentSession): Promise<CardPaymentStatus>;
}

/**
 * One card provider that is another by the key each checkout session gives: the API names the card
 * provider in `card_provider.public_key` (a Stripe key, `pk_live_...` or `pk_test_...`; the
 * sandbox's, `pk_sandbox_...`), so a page that can meet either pays through the right one.
 * `choose` must return the same provider for the same key each time: make the providers once,
 * outside a component, as the example below does.
 *
 * @example
 * const stripe = stripeCardProvider();
 * const sandbox = sandboxCardProvider({ baseUrl: 'http://127.0.0.1:4010' });
 * const cardProvider = cardProviderByKey((key) => (isSandboxPublicKey(key) ? sandbox : stripe));
 */
export function cardProviderByKey(choose: (publicKey: string) => CardProvider): CardProvider {
  // Made once per provider, not per render: its identity is as stable as the provider's.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function Fields(props: CardFieldsProps) {
    return createElement(choose(props.publicKey).Fields, props);
  }
  return {
    name: 'by-key',
    Fields,
    retrieveStatus: (session) => choose(session.publicKey).retrieveStatus(session),
  };
}
