import { PartnerApiError } from '@unistay/api-client';
import { errorFromResponse } from '@unistay/api-client/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_RETRY_AFTER_SECONDS,
  retryDelay,
  shouldRetryCompletion,
  shouldRetryRead,
} from './retryPolicy.js';

/** What a server may send as Retry-After: seconds of any size, dates, and anything else. */
const retryAfterHeader = fc.oneof(
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
  fc.integer({ min: -10, max: 10 * 24 * 60 * 60 }).map(String),
  fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
  fc.string(),
);

describe('retrying after a Retry-After', () => {
  it('never waits longer than the cap, and gives up on a longer ask (any header a server sends)', () => {
    fc.assert(
      fc.property(retryAfterHeader, fc.integer({ min: 0, max: 5 }), (header, attempt) => {
        // As the client reads a 429 and its header.
        const error = errorFromResponse(429, new Headers({ 'Retry-After': header }), {});
        expect(PartnerApiError.is(error)).toBe(true);
        const delay = retryDelay(attempt, error);
        expect(Number.isFinite(delay)).toBe(true);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(MAX_RETRY_AFTER_SECONDS * 1000);
        const asksTooLong = (error.retryAfterSeconds ?? 0) > MAX_RETRY_AFTER_SECONDS;
        expect(shouldRetryRead(0, error)).toBe(!asksTooLong);
        expect(shouldRetryCompletion(0, error)).toBe(!asksTooLong);
      }),
      { numRuns: 500 },
    );
  });
});
