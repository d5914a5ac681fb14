import { mutationOptions } from '@tanstack/react-query';
import type {
  Booking,
  CheckoutSession,
  CompleteCheckoutArgs,
  PartnerApiError,
  PartnerClient,
  StartCheckoutArgs,
} from '@unistay/api-client';
import { retryDelay, shouldRetryCompletion } from './retryPolicy.js';
import { shareInFlight } from './shareInFlight.js';

/** What `useStartCheckout`'s `mutate` takes: the client's `checkout.start` arguments. */
export type StartCheckoutVariables = StartCheckoutArgs;
/** What `useCompleteCheckout`'s `mutate` takes: the client's `checkout.complete` arguments. */
export type CompleteCheckoutVariables = CompleteCheckoutArgs;

export const checkoutKeys = {
  all: ['unistay', 'checkout'] as const,
};

/** `mutationOptions` for the two checkout calls, bound to a client. */
export function createCheckoutMutations(client: PartnerClient) {
  const start = shareInFlight(client, 'checkout.start', (variables: StartCheckoutVariables) =>
    client.checkout.start(variables),
  );
  const complete = shareInFlight(
    client,
    'checkout.complete',
    (variables: CompleteCheckoutVariables) => client.checkout.complete(variables),
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
