import type { ComponentType } from 'react';

/** What start checkout gave for paying: the card provider's keys for this checkout. */
export interface CardPaymentSession {
  publicKey: string;
  clientSecret: string;
  /** Where a payment that needs a redirect (3-D Secure, bank apps) comes back to. */
  returnUrl?: string;
}

export type CardPaymentResult =
  | { status: 'succeeded' }
  /** The student was sent away to confirm; the page comes back to `returnUrl`. */
  | { status: 'redirected' }
  /**
   * `message`: the provider's own words for the student, in their language; without them the
   * checkout says the card could not be charged in its own words.
   */
  | { status: 'failed'; message?: string; code?: string };

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

export interface CardFieldsProps extends CardPaymentSession {
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
