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

describe('which failures are retried', () => {
  const kinds = [
    'validation',
    'unauthorized',
    'forbidden',
    'not_found',
    'not_acceptable',
    'conflict',
    'rate_limited',
    'server',
    'network',
    'timeout',
    'aborted',
    'invalid_response',
  ] as const;

  it('retries a PartnerApiError that says so (any kind, any attempt), and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.integer({ min: 0, max: 5 }), (kind, attempt) => {
        const error = new PartnerApiError({ kind, message: 'refused' });
        expect(shouldRetryRead(attempt, error)).toBe(error.retryable && attempt < 3);
        expect(shouldRetryCompletion(attempt, error)).toBe(error.retryable && attempt < 2);
      }),
    );
    // Another library's error that calls itself retryable is not the API's to judge.
    const foreign = Object.assign(new Error('busy'), { retryable: true, retryAfterSeconds: 1 });
    for (const thrown of [new TypeError('Failed to fetch'), foreign, null, undefined]) {
      expect(shouldRetryRead(0, thrown)).toBe(false);
      expect(shouldRetryCompletion(0, thrown)).toBe(false);
      expect(retryDelay(2, thrown)).toBe(4000);
    }
  });

  it('knows a PartnerApiError from another copy of the library by its brand', () => {
    // What `instanceof` misses when a bundle holds two copies: the same fields, another class.
    const copy = { ...new PartnerApiError({ kind: 'server', message: 'down' }) };
    copy.retryAfterSeconds = 5;
    expect(shouldRetryRead(0, copy)).toBe(true);
    expect(retryDelay(0, copy)).toBe(5000);
  });
});
