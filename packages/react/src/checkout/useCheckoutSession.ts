'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStartCheckout } from '../useStartCheckout.js';
import type { CardProvider } from './cardProvider.js';
import { type CheckoutAction, type CheckoutState, checkoutReducer } from './checkoutReducer.js';
import type { CheckoutEvent } from './useCheckout.js';

/**
 * The checkout's state with a dispatch that answers at once: what the reducer made of an event is
 * known before React renders, so a second click in the same tick sees the first.
 */
export interface CheckoutStore {
  state: CheckoutState;
  read(): CheckoutState;
  dispatch(event: CheckoutAction): CheckoutState;
}

export function useCheckoutStore(init: () => CheckoutState): CheckoutStore {
  const current = useRef<CheckoutState | null>(null);
  current.current ??= init();
  const [state, setState] = useState(current.current);
  const read = useCallback(() => current.current as CheckoutState, []);
  const dispatch = useCallback((event: CheckoutAction) => {
    const next = checkoutReducer(current.current as CheckoutState, event);
    current.current = next;
    setState(next);
    return next;
  }, []);
  return { state, read, dispatch };
}

const DEFAULT_SESSION_TTL_MS = 30 * 60 * 1000;

export interface CheckoutSessionOptions {
  roomId: string;
  operatorId: string;
  bookingPeriodId: string | undefined;
  cardProvider: CardProvider;
  /** Where a payment that needs a redirect comes back to. Default: this page. */
  returnUrl?: string | undefined;
  /** How long a session lives; an unpaid one is restarted before then. Default 30 minutes. */
  sessionTtlMs?: number | undefined;
  /** The clock sessions are aged by. Default `Date.now`. */
  now?: (() => number) | undefined;
  onEvent?: ((event: CheckoutEvent) => void) | undefined;
  /** Completes the booking once a redirect-based payment is found to have succeeded. */
  complete: () => Promise<void>;
}

const REDIRECT_PARAMS = [
  'redirect_status',
  'payment_intent_client_secret',
  'setup_intent_client_secret',
];

/**
 * The checkout session behind the payment step: started as the review opens, started again before
 * an unpaid one expires (checked every twentieth of its life, at least every second), and, back
 * from a redirect-based payment, the payment's status read and the booking completed.
 */
export function useCheckoutSession(store: CheckoutStore, options: CheckoutSessionOptions) {
  const { mutateAsync: startAsync } = useStartCheckout();
  const latest = useRef(options);
  latest.current = options;
  const { read, dispatch } = store;

  /** `retry` is the student's "Try again" after a failed start; nothing else starts again then. */
  const ensure = useCallback(
    async ({ retry = false }: { retry?: boolean } = {}) => {
      const { bookingPeriodId, now = Date.now, sessionTtlMs, onEvent } = latest.current;
      const before = read();
      const ttlMs = sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
      const event = {
        type: 'session_requested',
        bookingPeriodId,
        now: now(),
        ttlMs,
        retry,
      } as const;
      if (dispatch(event) === before || !bookingPeriodId) return;
      try {
        const { roomId, operatorId, returnUrl } = latest.current;
        const started = await startAsync({
          roomId,
          operator_id: operatorId,
          booking_period_id: bookingPeriodId,
        });
        dispatch({
          type: 'session_started',
          session: {
            token: started.session_token,
            publicKey: started.card_provider.public_key,
            clientSecret: started.card_provider.client_secret,
            bookingPeriodId,
            startedAt: now(),
            ...(returnUrl ? { returnUrl } : {}),
          },
        });
        onEvent?.({ type: before.session ? 'session_restarted' : 'checkout_started' });
      } catch {
        dispatch({ type: 'session_failed' });
      }
    },
    [read, dispatch, startAsync],
  );

  /**
   * The payment's status read from the card provider, for when the page cannot know it: back from a
   * redirect, or a confirmation that failed without an answer. Paid completes; unknown is never
   * taken for unpaid.
   */
  const checkPayment = useCallback(async () => {
    const { session } = read();
    if (!session) return;
    try {
      const status = await latest.current.cardProvider.retrieveStatus(session);
      if (dispatch({ type: 'redirect_returned', status }).paid) {
        latest.current.onEvent?.({ type: 'payment_succeeded' });
        await latest.current.complete();
      }
    } catch {
      dispatch({ type: 'redirect_check_failed' });
    }
  }, [read, dispatch]);

  // Before the session timer below: a page coming back from paying must not start a new session.
  const returnChecked = useRef(false);
  useEffect(() => {
    if (returnChecked.current || typeof window === 'undefined') return;
    const query = new URLSearchParams(window.location.search);
    if (!REDIRECT_PARAMS.some((name) => query.has(name))) return;
    const before = read();
    if (dispatch({ type: 'redirect_detected' }) === before) return;
    returnChecked.current = true;
    void checkPayment();
  }, [read, dispatch, checkPayment]);

  const reviewing = store.state.step === 'review';
  const ttlMs = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
  useEffect(() => {
    if (!reviewing) return;
    void ensure();
    const timer = setInterval(() => void ensure(), Math.max(1000, ttlMs * 0.05));
    return () => clearInterval(timer);
  }, [reviewing, ensure, ttlMs]);

  return { ensure, checkPayment };
}
