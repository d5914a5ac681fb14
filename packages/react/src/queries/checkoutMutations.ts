import { mutationOptions } from '@tanstack/react-query';
import type {
  Booking,
  CheckoutSession,
  CompleteCheckoutArgs,
  PartnerApiError,
  StartCheckoutArgs,
} from '@unistay/api-client';
import { humanTokenHeaders } from './humanToken.js';
import {
  type QueryFactoryOptions,
  type QueryScope,
  scopePrefix,
  writeOptions,
} from './queryScope.js';
import { retryDelay, shouldRetryCompletion } from './retryPolicy.js';
import { shareInFlight } from './shareInFlight.js';

/** Mutation keys for a scope's checkouts, to watch them with `useIsMutating`. */
export function checkoutKeys(scope: QueryScope = {}) {
  const all = [...scopePrefix(scope), 'checkout'] as const;
  return {
    all,
    start: () => [...all, 'start'] as const,
    complete: () => [...all, 'complete'] as const,
  };
}

/**
 * A completion's booking; `resent` where its request went more than once (an attempt before got
 * no answer, or a 5xx), so an "already completed" answer may be this very completion's booking.
 */
export type CompletedBooking = Booking & { resent?: true };

/**
 * `mutationOptions` for the two checkout calls. Both share a call still in flight (a double click
 * sends one request); completing is retried on network failures and 5xx with the same session
 * token, which the API answers as already completed: never a second booking.
 *
 * @example
 * const checkout = createCheckoutMutations({ client, queryClient });
 * const { mutate: startCheckout } = useMutation(checkout.start());
 */
export function createCheckoutMutations(options: QueryFactoryOptions) {
  const { client } = options;
  const keys = checkoutKeys(options);
  const start = shareInFlight(client, 'checkout.start', (variables: StartCheckoutArgs) =>
    client.checkout.start(variables, {
      ...writeOptions(options),
      headers: humanTokenHeaders(variables),
    }),
  );
  const complete = shareInFlight(client, 'checkout.complete', (variables: CompleteCheckoutArgs) =>
    client.checkout.complete(variables, {
      ...writeOptions(options),
      headers: humanTokenHeaders(variables),
    }),
  );
  // Each retry of a mutation calls it again with the same variables: counted by them.
  const sent = new WeakMap<CompleteCheckoutArgs, number>();
  const completeCounted = async (variables: CompleteCheckoutArgs): Promise<CompletedBooking> => {
    const times = (sent.get(variables) ?? 0) + 1;
    sent.set(variables, times);
    const booking = await complete(variables);
    return times > 1 ? { ...booking, resent: true } : booking;
  };
  return {
    keys,
    start: () =>
      mutationOptions<CheckoutSession, PartnerApiError, StartCheckoutArgs>({
        mutationKey: keys.start(),
        mutationFn: start,
        retry: false,
      }),
    complete: () =>
      mutationOptions<CompletedBooking, PartnerApiError, CompleteCheckoutArgs>({
        mutationKey: keys.complete(),
        mutationFn: completeCounted,
        retry: shouldRetryCompletion,
        retryDelay,
      }),
  };
}
/** What `createCheckoutMutations` returns. */
export type CheckoutMutations = ReturnType<typeof createCheckoutMutations>;
