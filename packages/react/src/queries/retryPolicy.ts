import type { PartnerApiError } from '@unistay/api-client';

const MAX_READ_RETRIES = 3;
const MAX_COMPLETION_RETRIES = 2;

/**
 * The longest `Retry-After` waited for on the student's behalf. A server asking for longer (or a
 * header of any size from a broken one) gets no automatic retry: the request fails as usual and
 * the view offers "Try again", rather than a page that waits for an hour or a timer past its
 * 24.8-day overflow, which fires at once.
 */
export const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * The error as a PartnerApiError, by the brand `PartnerApiError.is` reads: asking the class itself
 * would bring it (its constructor, its kinds by status) into every bundle that only reads.
 */
const partnerError = (error: unknown) =>
  (error as Partial<PartnerApiError> | null)?.type === 'PartnerApiError'
    ? (error as PartnerApiError)
    : null;

const waitsTooLong = (error: PartnerApiError) =>
  error.retryAfterSeconds !== null && error.retryAfterSeconds > MAX_RETRY_AFTER_SECONDS;

/** Whether the request may succeed if sent again, soon enough to wait for on the student's behalf. */
function retryable(error: unknown): boolean {
  const known = partnerError(error);
  return Boolean(known?.retryable && !waitsTooLong(known));
}

/** Reads retry on network failures, timeouts, 5xx and 429; never on any other 4xx. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return retryable(error) && failureCount < MAX_READ_RETRIES;
}

/**
 * Completing checkout is the one write that may be retried: sending the same session token again
 * is answered as already completed, so a retry can never make a second booking.
 */
export function shouldRetryCompletion(failureCount: number, error: unknown): boolean {
  return retryable(error) && failureCount < MAX_COMPLETION_RETRIES;
}

/**
 * Waits as long as the API's Retry-After asks, up to `MAX_RETRY_AFTER_SECONDS`; otherwise backs
 * off exponentially, up to 30 s.
 */
export function retryDelay(attempt: number, error: unknown): number {
  const retryAfterSeconds = partnerError(error)?.retryAfterSeconds;
  if (typeof retryAfterSeconds === 'number') {
    return Math.min(retryAfterSeconds, MAX_RETRY_AFTER_SECONDS) * 1000;
  }
  return Math.min(1000 * 2 ** attempt, 30_000);
}
