import { PartnerApiError } from '@unistay/api-client';

const MAX_READ_RETRIES = 3;
const MAX_COMPLETION_RETRIES = 2;

/**
 * The longest `Retry-After` waited for on the student's behalf. A server asking for longer (or a
 * header of any size from a broken one) gets no automatic retry: the request fails as usual and
 * the view offers "Try again", rather than a page that waits for an hour or a timer past its
 * 24.8-day overflow, which fires at once.
 */
export const MAX_RETRY_AFTER_SECONDS = 60;

const waitsTooLong = (error: PartnerApiError) =>
  error.retryAfterSeconds !== null && error.retryAfterSeconds > MAX_RETRY_AFTER_SECONDS;

/** Reads retry on network failures, timeouts, 5xx and 429; never on any other 4xx. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return (
    PartnerApiError.is(error) &&
    error.retryable &&
    !waitsTooLong(error) &&
    failureCount < MAX_READ_RETRIES
  );
}

/**
 * Completing checkout is the one write that may be retried: sending the same session token again
 * is answered as already completed, so a retry can never make a second booking.
 */
export function shouldRetryCompletion(failureCount: number, error: unknown): boolean {
  return (
    PartnerApiError.is(error) &&
    error.retryable &&
    !waitsTooLong(error) &&
    failureCount < MAX_COMPLETION_RETRIES
  );
}

/**
 * Waits as long as the API's Retry-After asks, up to `MAX_RETRY_AFTER_SECONDS`; otherwise backs
 * off exponentially, up to 30 s.
 */
export function retryDelay(attempt: number, error: unknown): number {
  if (PartnerApiError.is(error) && error.retryAfterSeconds !== null) {
    return Math.min(error.retryAfterSeconds, MAX_RETRY_AFTER_SECONDS) * 1000;
  }
  return Math.min(1000 * 2 ** attempt, 30_000);
}
