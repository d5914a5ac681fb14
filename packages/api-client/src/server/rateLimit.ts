import { ProxyConfigError } from './proxyConfig.js';

/**
 * A limit per client, for the proxy's `rateLimit` or `createRateLimiter`: `max` requests in
 * `windowMs`, refilled evenly, counted per `key`.
 */
export interface RateLimitOptions {
  /** The window over which `max` requests are allowed, in milliseconds. */
  windowMs: number;
  /** Requests allowed per client within `windowMs`; bursts up to `max` pass at once. */
  max: number;
  /**
   * Who the client is. Behind a load balancer that sets it, the first `X-Forwarded-For` address;
   * a signed-in user's id where there is one. Only trust a header your own infrastructure sets.
   */
  key: (request: Request) => string | Promise<string>;
}

/**
 * Takes one request from `key`'s allowance and says whether it may go on. Counts are kept in this
 * process's memory, so each instance of a server keeps its own.
 */
export type RateLimiter = (key: string) => RateLimitVerdict;

/**
 * Whether a request may go on; if not, the whole seconds (at least 1) until one may, for a
 * `Retry-After` header.
 */
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per client key: `max` tokens, refilled evenly over `windowMs`. Kept in this
 * process's memory, which suits one server; several instances each keep their own count.
 */
export function createRateLimiter({ windowMs, max, key }: RateLimitOptions): RateLimiter {
  if (
    !(Number.isFinite(windowMs) && windowMs > 0) ||
    !(Number.isInteger(max) && max > 0) ||
    typeof key !== 'function'
  ) {
    throw new ProxyConfigError(
      'createPartnerProxy is not configured: `rateLimit` needs `windowMs` above 0, `max` a whole number above 0 and a `key` function, like { windowMs: 60_000, max: 10, key: (request) => clientAddress(request) }.',
    );
  }
  const refillPerMs = max / windowMs;
  const buckets = new Map<string, Bucket>();
  let lastSweep = Date.now();

  /** Forgets clients whose bucket has refilled: they are as if never seen. */
  function sweep(now: number) {
    lastSweep = now;
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) * refillPerMs >= max) buckets.delete(key);
    }
  }

  return function take(key: string): RateLimitVerdict {
    const now = Date.now();
    if (now - lastSweep >= windowMs) sweep(now);
    const bucket = buckets.get(key) ?? { tokens: max, updatedAt: now };
    bucket.tokens = Math.min(max, bucket.tokens + (now - bucket.updatedAt) * refillPerMs);
    bucket.updatedAt = now;
    buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)),
    };
  };
}
