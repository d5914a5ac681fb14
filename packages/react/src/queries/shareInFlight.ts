import { humanTokenOf } from './humanToken.js';

const inFlightByOwner = new WeakMap<object, Map<string, Promise<unknown>>>();

/** JSON with sorted keys, so `{a, b}` and `{b, a}` are the same call. */
function stableKey(value: unknown): string {
  return JSON.stringify(value, (_, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(
          Object.entries(nested as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : nested,
  );
}

/**
 * Wraps a write so that an identical call made while the first is still in flight gets the first
 * call's promise instead of a second request: StrictMode's double-run effects, a double click and
 * two components asking at once all send one POST. Once settled, the same call may be sent again.
 */
export function shareInFlight<Variables, Result>(
  owner: object,
  name: string,
  send: (variables: Variables) => Promise<Result>,
): (variables: Variables) => Promise<Result> {
  return (variables) => {
    let inFlight = inFlightByOwner.get(owner);
    if (!inFlight) {
      inFlight = new Map();
      inFlightByOwner.set(owner, inFlight);
    }
    const calls = inFlight;
    // A call carrying a human token is another than the same without one: the proxy may take one
    // and refuse the other.
    const carried =
      variables && typeof variables === 'object' && humanTokenOf(variables)
        ? ':with human token'
        : '';
    const key = `${name}:${stableKey(variables)}${carried}`;
    const pending = calls.get(key);
    if (pending) return pending as Promise<Result>;
    const sent = send(variables).finally(() => calls.delete(key));
    calls.set(key, sent);
    return sent;
  };
}
