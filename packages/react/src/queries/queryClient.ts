import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetryRead } from './retryPolicy.js';

/**
 * A QueryClient with Unistay's retry policy as its default: reads retried on network failures,
 * timeouts, 5xx and 429 (waiting as `Retry-After` asks, up to a minute), writes never. For apps
 * that have none, and for a server's QueryClient of one request.
 */
export function createUnistayQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, retryDelay },
      mutations: { retry: false },
    },
  });
}
