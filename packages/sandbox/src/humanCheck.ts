import type { HumanVerifier } from '@unistay/api-client/server';

const PASS = 'sandbox-human-pass:';
const FAIL = 'sandbox-human-fail:';
/** Tokens remembered as used at most: past it the oldest is forgotten. */
const KEPT = 10_000;

/**
 * A token as the sandbox's test widget gives it: `pass` is a person's (good once, as a real
 * provider's), `fail` one the check refuses. Each is new, so two are never the same token.
 */
export function sandboxHumanToken(kind: 'pass' | 'fail'): string {
  return `${kind === 'pass' ? PASS : FAIL}${crypto.randomUUID()}`;
}

/**
 * The sandbox's human check, for the proxy's `humanCheck.verify` in demos and tests: a token from
 * `sandboxHumanToken('pass')` passes once, as Turnstile's does (a second use is refused, as
 * `timeout-or-duplicate`); any other is refused. Never for a site on the internet.
 */
export function sandboxHumanVerifier(): HumanVerifier {
  const used = new Set<string>();
  return async (token) => {
    if (!token.startsWith(PASS) || token.length > 200 || used.has(token)) return false;
    used.add(token);
    for (const oldest of used) {
      if (used.size <= KEPT) break;
      used.delete(oldest);
    }
    return true;
  };
}
