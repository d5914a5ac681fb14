'use client';
import { useMutation } from '@tanstack/react-query';
import { useUnistay } from './UnistayProvider.js';

/**
 * Starts a checkout: `mutate({ roomId, booking_period_id, operator_id })` resolves to the session
 * (card provider keys, session token, hosted `checkout_url`). Never retried on its own.
 */
export function useStartCheckout() {
  return useMutation(useUnistay().checkoutMutations.start());
}
