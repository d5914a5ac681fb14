import { PartnerApiError } from '@unistay/api-client';

const MAX_READ_RETRIES = 3;
const MAX_COMPLETION_RETRIES = 2;

/** Reads retry on network failures, timeouts, 5xx and 429; never on any other 4xx. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return PartnerApiError.is(error) && error.retryable && failureCount < MAX_READ_RETRIES;
}

/**
 * Completing checkout is the one write that may be retried: sending the same session token again
 * is answered as already completed, so a retry can never make a second booking.
 */
export function shouldRetryCompletion(failureCount: number, error: unknown): boolean {
  return PartnerApiError.is(error) && error.retryable && failureCount < MAX_COMPLETION_RETRIES;
}

/** Waits as long as the API's Retry-After asks; otherwise backs off exponentially, up to 30 s. */
export function retryDelay(attempt: number, error: unknown): number {
  if (PartnerApiError.is(error) && error.retryAfterSeconds !== null) {
    return error.retryAfterSeconds * 1000;
  }
  return Math.min(1000 * 2 ** attempt, 30_000);
}
