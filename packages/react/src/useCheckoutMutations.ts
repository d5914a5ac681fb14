'use client';
import { useMutation } from '@tanstack/react-query';
import { createCheckoutMutations } from './queries/checkoutMutations.js';
import { useQueryFactory } from './useQueryFactory.js';

/**
 * Starts a checkout: `mutate({ roomId, booking_period_id, operator_id })` resolves to the session
 * (card provider keys, session token, hosted `checkout_url`). Never retried on its own.
 */
export function useStartCheckout() {
  return useMutation(useQueryFactory(createCheckoutMutations).start());
}

/**
 * Completes a custom checkout and creates the booking. Retried on network failures and 5xx with
 * the same session token, which the API answers as already completed: never a second booking.
 */
export function useCompleteCheckout() {
  return useMutation(useQueryFactory(createCheckoutMutations).complete());
}
