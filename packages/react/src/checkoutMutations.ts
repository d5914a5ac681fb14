import { mutationOptions } from '@tanstack/react-query';
import type {
  Booking,
  CheckoutSession,
  CompleteCheckoutRequest,
  PartnerApiError,
  PartnerClient,
  StartCheckoutRequest,
} from '@unistay/api-client';
import { retryDelay, shouldRetryCompletion } from './retryPolicy.js';
import { shareInFlight } from './shareInFlight.js';

export type StartCheckoutVariables = StartCheckoutRequest & { roomId: string };
export type CompleteCheckoutVariables = CompleteCheckoutRequest & { roomId: string };

export const checkoutKeys = {
  all: ['unistay', 'checkout'] as const,
};

/** `mutationOptions` for the two checkout calls, bound to a client. */
export function createCheckoutMutations(client: PartnerClient) {
  const start = shareInFlight(
    client,
    'checkout.start',
    ({ roomId, ...body }: StartCheckoutVariables) => client.checkout.start(roomId, body),
  );
  const complete = shareInFlight(
    client,
    'checkout.complete',
    ({ roomId, ...body }: CompleteCheckoutVariables) => client.checkout.complete(roomId, body),
  );
  return {
    start: () =>
      mutationOptions<CheckoutSession, PartnerApiError, StartCheckoutVariables>({
        mutationKey: [...checkoutKeys.all, 'start'],
        mutationFn: start,
        retry: false,
      }),
    complete: () =>
      mutationOptions<Booking, PartnerApiError, CompleteCheckoutVariables>({
        mutationKey: [...checkoutKeys.all, 'complete'],
        mutationFn: complete,
        retry: shouldRetryCompletion,
        retryDelay,
      }),
  };
}
export type CheckoutMutations = ReturnType<typeof createCheckoutMutations>;
