'use client';
import type {
  CardFieldsHandle,
  CardFieldsProps,
  CardPaymentResult,
  CardPaymentSession,
  CardPaymentStatus,
  CardProvider,
} from '@unistay/react/checkout';
import { useEffect, useId, useRef, useState } from 'react';
import { type CardWords, cardWords } from './cardProviderWords.js';

export type { CardWords } from './cardProviderWords.js';
export { isSandboxPublicKey } from './publicKey.js';

/**
 * What `sandboxCardProvider` takes: where the sandbox's own routes are and the fetch that reaches
 * them.
 */
export interface SandboxCardProviderOptions {
  /** Where the sandbox's own routes are (`/__sandbox/...`). Default: this origin. */
  baseUrl?: string;
  /** The fetch it calls the sandbox with: a test's own, straight to `sandbox.handle`. */
  fetch?: typeof fetch;
}

interface IntentAnswer {
  status?: CardPaymentStatus;
  error?: { code: string; message: string };
  next_action?: { type?: string; redirect_to_url?: { url?: unknown } } | null;
}

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** What `sandboxCardPayment` needs: the card, and the student's answer when the "bank" asks. */
export interface SandboxCardPaymentOptions extends SandboxCardProviderOptions {
  clientSecret: string;
  /** The card number as typed (spaces allowed); read when `confirm` is called. */
  cardNumber: () => string;
  /** The student's answer to the "bank" (3-D Secure): true to confirm, false to cancel. */
  authenticate: () => Promise<boolean>;
  /** The words for failures, in the student's language; read when a payment ends. */
  words: () => CardWords;
  /**
   * Where the bank sends the student back to, when the card confirms on the bank's page. Default:
   * this page; none outside a browser.
   */
  returnUrl?: (() => string | undefined) | undefined;
  /** Leaves for the bank's page. Default: `window.location.assign`. */
  navigate?: ((url: string) => void) | undefined;
}

/**
 * One payment through the sandbox's card provider, without its fields: what the fields confirm
 * with, and what a test drives directly (`cardNumber`: a test card; `authenticate`: the answer).
 */
export function sandboxCardPayment({
  baseUrl = '',
  fetch: fetchImpl = globalThis.fetch,
  clientSecret,
  cardNumber,
  authenticate,
  words,
  returnUrl = () => (typeof window === 'undefined' ? undefined : window.location.href),
  navigate = (url) => window.location.assign(url),
}: SandboxCardPaymentOptions): CardFieldsHandle {
  const intentUrl = intentUrlFor(baseUrl, clientSecret);
  const confirmIntent = async (authenticated: boolean) => {
    const response = await fetchImpl(`${intentUrl}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_secret: clientSecret,
        card_number: cardNumber(),
        authenticated,
        return_url: returnUrl(),
      }),
    });
    const answer = (await response.json()) as IntentAnswer;
    // An answer that is neither the intent nor its error (a fault, a proxy's page) says nothing
    // about the payment: a failure without an answer, which the checkout asks the provider about.
    if (!answer.status && !answer.error) {
      throw new Error(`The sandbox's card provider answered ${response.status}.`);
    }
    return answer;
  };
  const failed = (error: { code: string; message: string }): CardPaymentResult => ({
    status: 'failed',
    message: wordsFor(error, words()),
    code: error.code,
  });
  return {
    async confirm(): Promise<CardPaymentResult> {
      const first = await confirmIntent(false);
      if (first.error) return failed(first.error);
      if (first.status === 'succeeded') return { status: 'succeeded' };
      // Not failed, not yet paid: the checkout says so in its own words and offers no second try.
      if (first.status === 'processing') return { status: 'failed', code: 'processing' };
      // The bank's own page: the student leaves, and the page they come back to reads the payment.
      const bankPage = first.next_action?.redirect_to_url?.url;
      if (first.status === 'requires_action' && typeof bankPage === 'string') {
        navigate(bankPage);
        return { status: 'redirected' };
      }
      if (first.status !== 'requires_action') {
        return { status: 'failed', message: words().notCompleted };
      }
      // The "bank" asks the student to confirm, as 3-D Secure would.
      if (!(await authenticate())) return { status: 'failed', message: words().notConfirmed };
      const second = await confirmIntent(true);
      if (second.error) return failed(second.error);
      return second.status === 'succeeded'
        ? { status: 'succeeded' }
        : { status: 'failed', message: words().notCompleted };
    },
  };
}

const intentUrlFor = (baseUrl: string, clientSecret: string) =>
  `${baseUrl.replace(/\/+$/, '')}/__sandbox/payment_intents/${encodeURIComponent(intentIdOf(clientSecret))}`;

/** The sandbox's errors by code, in the student's language, as a card provider words them. */
const wordsFor = (error: { code: string; message: string }, words: CardWords) =>
  error.code === 'card_declined'
    ? words.declined
    : error.code === 'incorrect_number'
      ? words.useTestCard
      : error.message;

/**
 * The sandbox's card provider: one card-number field confirming through the sandbox, with its
 * test cards, including the authentication step. For demos, stories and tests; never for money.
 */
export function sandboxCardProvider({
  baseUrl = '',
  fetch: fetchImpl,
}: SandboxCardProviderOptions = {}): CardProvider {
  // Made once per provider, not per render: its identity is as stable as the provider's.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function Fields({ clientSecret, returnUrl, onReady, locale }: CardFieldsProps) {
    const id = useId();
    const words = cardWords(locale);
    // Read when a payment ends, so an answer after the language changed comes in the new one.
    const wordsNow = useRef(words);
    wordsNow.current = words;
    const cardNumber = useRef('');
    const [authenticating, setAuthenticating] = useState<((done: boolean) => void) | null>(null);
    // The bank's question waiting for an answer: fields that go (the page moved on) cancel it, so
    // the payment ends, unpaid, rather than wait for an answer no one can give.
    const pendingAnswer = useRef<((done: boolean) => void) | null>(null);
    useEffect(() => () => pendingAnswer.current?.(false), []);

    useEffect(() => {
      onReady(
        sandboxCardPayment({
          baseUrl,
          ...(fetchImpl ? { fetch: fetchImpl } : {}),
          clientSecret,
          cardNumber: () => cardNumber.current,
          authenticate: async () => {
            const confirmed = await new Promise<boolean>((resolve) => {
              pendingAnswer.current = resolve;
              setAuthenticating(() => resolve);
            });
            pendingAnswer.current = null;
            setAuthenticating(null);
            return confirmed;
          },
          words: () => wordsNow.current,
          returnUrl: () => returnUrl ?? window.location.href,
        }),
      );
      return () => onReady(null);
    }, [clientSecret, returnUrl, onReady]);

    return (
      <div className="unistay-field" data-provider="sandbox">
        <label htmlFor={id} className="unistay-label">
          {words.cardNumber}
        </label>
        <p id={`${id}-hint`} className="unistay-hint">
          {words.testCards}
        </p>
        <input
          id={id}
          className="unistay-input"
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-number"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            cardNumber.current = event.target.value;
          }}
        />
        {authenticating && (
          <div role="dialog" aria-labelledby={`${id}-bank`} className="unistay-notice">
            <p id={`${id}-bank`}>{words.bankAsks}</p>
            <button type="button" className="unistay-submit" onClick={() => authenticating(true)}>
              {words.confirmPayment}
            </button>{' '}
            <button
              type="button"
              className="unistay-secondary-button"
              onClick={() => authenticating(false)}
            >
              {words.cancel}
            </button>
          </div>
        )}
      </div>
    );
  }

  return {
    name: 'sandbox',
    Fields,
    async retrieveStatus({ clientSecret }: CardPaymentSession) {
      const response = await (fetchImpl ?? globalThis.fetch)(intentUrlFor(baseUrl, clientSecret));
      const intent = (await response.json().catch(() => ({}))) as IntentAnswer;
      // Unknown is not unpaid: a status that cannot be read is a failure, never a guess.
      if (!response.ok || !intent.status) {
        throw new Error(`The payment's status could not be read (HTTP ${response.status}).`);
      }
      return intent.status;
    },
  };
}
