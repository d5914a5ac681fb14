import { createLogOnce } from '../serverLog.js';

/**
 * Where the proxy reports configuration and server-side failures: the partner's `log` (default
 * `console.error`), never once per request. A misconfigured or failing server would otherwise say
 * the same sentence on every request.
 */
export interface ProxyLog {
  /** Said once for the life of the proxy. */
  once(message: string, error?: unknown): void;
  /** Said at most once every `everyMs` for `topic`, whatever its words: a store that stays down. */
  atMostEvery(topic: string, everyMs: number, message: string, error?: unknown): void;
}

export function createProxyLog(
  log: (message: string, error?: unknown) => void = console.error,
): ProxyLog {
  const lastSaid = new Map<string, number>();
  return {
    once: createLogOnce(log),
    atMostEvery(topic, everyMs, message, error) {
      const now = Date.now();
      if (now - (lastSaid.get(topic) ?? Number.NEGATIVE_INFINITY) < everyMs) return;
      lastSaid.set(topic, now);
      log(message, error);
    },
  };
}
