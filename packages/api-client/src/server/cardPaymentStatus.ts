import { readStreamWithin } from './deadline.js';

/**
 * A payment's status as its card provider reads it back, named as Stripe names them; any other
 * word a provider answers is passed on as it is and treated as not known to be unpaid.
 */
export type CardPaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** What a checkout session gave for paying: the card provider's public key and client secret. */
export interface CardPaymentKeys {
  publicKey: string;
  clientSecret: string;
}

/**
 * Reads a payment's status from its card provider with what the browser was given for it (the
 * public key and the client secret, as Stripe.js reads one), under `signal`. Throws when the
 * provider cannot say: an unknown status is never taken for unpaid.
 */
export type CardPaymentStatusReader = (
  payment: CardPaymentKeys,
  signal: AbortSignal,
) => Promise<CardPaymentStatus | (string & {})>;

/** The statuses in which no money has moved and none can move without the student paying again. */
export const UNPAID_STATUSES: ReadonlySet<string> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'canceled',
]);

/** A client secret is the payment's id, `_secret_`, then the secret: `pi_123_secret_abc`. */
export function paymentIdOf(clientSecret: string): string | null {
  const id = clientSecret.split('_secret_')[0] ?? '';
  return /^[A-Za-z0-9_]{1,128}$/.test(id) && id !== clientSecret ? id : null;
}

/** The largest answer a status read takes: a payment intent is a few kilobytes. */
const MAX_STATUS_BYTES = 64 * 1024;

/**
 * Reads a payment's status where its public key says it lives: Stripe's (`pk_live_…`,
 * `pk_test_…`) from Stripe's API with that key, as Stripe.js does in the browser; the sandbox's
 * (`pk_sandbox_…`) from the sandbox at `sandboxOrigin` (the proxy's upstream, when it is one).
 * Any other key throws, naming the option to give.
 */
export function cardPaymentStatusByKey({
  sandboxOrigin,
  fetch: fetchImpl = globalThis.fetch,
}: {
  sandboxOrigin: string;
  fetch?: typeof fetch;
}): CardPaymentStatusReader {
  return async ({ publicKey, clientSecret }, signal) => {
    const id = paymentIdOf(clientSecret);
    if (!id) throw new Error('The client secret names no payment.');
    const secret = `client_secret=${encodeURIComponent(clientSecret)}`;
    let url: string;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (/^pk_(live|test)_/.test(publicKey)) {
      url = `https://api.stripe.com/v1/payment_intents/${id}?${secret}`;
      headers.authorization = `Bearer ${publicKey}`;
    } else if (publicKey.startsWith('pk_sandbox_')) {
      url = `${sandboxOrigin.replace(/\/+$/, '')}/__sandbox/payment_intents/${id}?${secret}`;
    } else {
      throw new Error(
        `No reader for a card provider whose public key is not Stripe's or the sandbox's (${publicKey.slice(0, 8)}…): give \`checkout.paymentStatus\`.`,
      );
    }
    const answer = await fetchImpl(url, { headers, signal, redirect: 'manual' });
    const body = await readStreamWithin(answer.body, answer.headers, MAX_STATUS_BYTES, signal);
    if (!answer.ok || body === 'too_large') {
      throw new Error(`The card provider answered the status read with HTTP ${answer.status}.`);
    }
    const status = (JSON.parse(new TextDecoder().decode(body)) as { status?: unknown }).status;
    if (typeof status !== 'string' || status === '' || status.length > 64) {
      throw new Error("The card provider's answer holds no status.");
    }
    return status;
  };
}
