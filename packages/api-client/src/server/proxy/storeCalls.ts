import { beforeDeadline, type Deadline } from '../../transport.js';

/** How long a store may take to answer before its guard decides without it. */
const STORE_TIMEOUT_MS = 1000;
/** How long a store that failed is taken as failed before it is asked again. */
const STORE_RETRY_MS = 5_000;

/** Calls to the stores a proxy keeps its counts in (rate limits, human passes, duplicates). */
export interface StoreCalls {
  /**
   * `work`'s answer within a second and the request's deadline, or a throw. A store that failed
   * a moment ago is taken as failed at once, so a store that is down costs one request a second
   * every few seconds, not every request a second for every guard.
   */
  within<T>(store: object, work: () => Promise<T>, deadline: Deadline): Promise<T>;
}

/**
 * One proxy's calls to its stores, with when each store that failed is asked again; `failed` is
 * told of each call that failed or timed out (not of those skipped while it is taken as down).
 */
export function createStoreCalls(failed: () => void = () => {}): StoreCalls {
  // Keyed by the stores the proxy was given: a handful, for its whole life.
  const downUntil = new Map<object, number>();
  return {
    async within(store, work, deadline) {
      if (Date.now() < (downUntil.get(store) ?? 0)) {
        throw new Error('The store failed a moment ago; it is asked again in a few seconds.');
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('The store did not answer in time.')),
          STORE_TIMEOUT_MS,
        );
      });
      try {
        const result = await beforeDeadline(Promise.race([work(), late]), deadline);
        downUntil.delete(store);
        return result;
      } catch (error) {
        if (!deadline.aborted) {
          downUntil.set(store, Date.now() + STORE_RETRY_MS);
          failed();
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
