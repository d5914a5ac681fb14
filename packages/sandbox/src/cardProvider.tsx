'use client';
import type {
  CardFieldsProps,
  CardPaymentResult,
  CardPaymentSession,
  CardPaymentStatus,
  CardProvider,
} from '@unistay/react';
import { useEffect, useId, useRef, useState } from 'react';
import { type CardWords, cardWords } from './cardProviderWords.js';

export interface SandboxCardProviderOptions {
  /** Where the sandbox's own routes are (`/__sandbox/...`). Default: this origin. */
  baseUrl?: string;
}

interface IntentAnswer {
  status?: CardPaymentStatus;
  error?: { code: string; message: string };
}

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/**
 * The sandbox's card provider: one card-number field confirming through the sandbox, with its
 * test cards, including the authentication step. For demos, stories and tests; never for money.
 */
export function sandboxCardProvider({
  baseUrl = '',
}: SandboxCardProviderOptions = {}): CardProvider {
  const root = baseUrl.replace(/\/+$/, '');
  const intentUrl = (clientSecret: string) =>
    `${root}/__sandbox/payment_intents/${encodeURIComponent(intentIdOf(clientSecret))}`;

  /** The sandbox's errors by code, in the student's language, as a card provider words them. */
  const wordsFor = (error: { code: string; message: string }, words: CardWords) =>
    error.code === 'card_declined'
      ? words.declined
      : error.code === 'incorrect_number'
        ? words.useTestCard
        : error.message;

  async function confirmIntent(clientSecret: string, cardNumber: string, authenticated: boolean) {
    const response = await fetch(`${intentUrl(clientSecret)}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_secret: clientSecret, card_number: cardNumber, authenticated }),
    });
    return (await response.json()) as IntentAnswer;
  }

  // Made once per provider, not per render: its identity is as stable as the provider's.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function Fields({ clientSecret, onReady, locale }: CardFieldsProps) {
    const id = useId();
    const words = cardWords(locale);
    // Read when a payment ends, so an answer after the language changed comes in the new one.
    const wordsNow = useRef(words);
    wordsNow.current = words;
    const cardNumber = useRef('');
    const [authenticating, setAuthenticating] = useState<((done: boolean) => void) | null>(null);

    useEffect(() => {
      onReady({
        async confirm(): Promise<CardPaymentResult> {
          const first = await confirmIntent(clientSecret, cardNumber.current, false);
          if (first.error) {
            const message = wordsFor(first.error, wordsNow.current);
            return { status: 'failed', message, code: first.error.code };
          }
          if (first.status === 'succeeded') return { status: 'succeeded' };
          if (first.status !== 'requires_action') {
            return { status: 'failed', message: wordsNow.current.notCompleted };
          }
          // The "bank" asks the student to confirm, as 3-D Secure would.
          const confirmed = await new Promise<boolean>((resolve) =>
            setAuthenticating(() => resolve),
          );
          setAuthenticating(null);
          if (!confirmed) return { status: 'failed', message: wordsNow.current.notConfirmed };
          const second = await confirmIntent(clientSecret, cardNumber.current, true);
          return second.status === 'succeeded'
            ? { status: 'succeeded' }
            : {
                status: 'failed',
                message: second.error
                  ? wordsFor(second.error, wordsNow.current)
                  : wordsNow.current.notCompleted,
              };
        },
      });
      return () => onReady(null);
    }, [clientSecret, onReady]);

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
      const response = await fetch(intentUrl(clientSecret));
      const intent = (await response.json()) as IntentAnswer;
      return intent.status ?? 'requires_payment_method';
    },
  };
}
