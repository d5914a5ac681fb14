'use client';
import { useMutation } from '@tanstack/react-query';
import { useUnistay } from './UnistayProvider.js';

/**
 * Completes a custom checkout and creates the booking. Retried on network failures and 5xx with
 * the same session token, which the API answers as already completed: never a second booking.
 */
export function useCompleteCheckout() {
  return useMutation(useUnistay().checkoutMutations.complete());
}
