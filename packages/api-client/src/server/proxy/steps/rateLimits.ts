import { sha256Hex } from '../../digest.js';
import { type ProxyAnswer, partnerError } from '../../proxyExchange.js';
import type { RateLimitVerdict } from '../../rateLimit.js';
import { serverStep } from '../failures.js';
import type { Limit } from '../guards.js';
import type { ForwardContext, ProxyStep } from '../pipeline.js';

/** How often a store that stays down is reported. */
const STORE_ERROR_LOG_MS = 60_000;

/**
 * Rules keyed by who sends (an address) count every request, before the human check, so a script
 * spends its own allowance. A rule whose key is only in the body (an email, with `emailInBody`) is
 * left for `limitByBody`: counted before the check, anyone could spend a student's allowance by
 * sending her address.
 */
export const limitBySender: ProxyStep = async (context, next) => {
  for (const limit of context.configuration.limits) {
    if (!limit.routes.has(context.route.name)) continue;
    const refused = await overLimit(context, limit, undefined);
    if (refused === 'no key') context.limitsKeyedByBody.push(limit);
    else if (refused) return refused;
  }
  return next();
};

/** The rules whose key is in the body, counted once the request passed the human check. */
export const limitByBody: ProxyStep = async (context, next) => {
  if (!context.json) return next();
  for (const limit of context.limitsKeyedByBody) {
    const refused = await overLimit(context, limit, context.json);
    if (refused && refused !== 'no key') return refused;
  }
  return next();
};

/** The answer when `limit` refuses the request (429, or 503 with its store down and `deny`). */
async function overLimit(
  { settings, request, deadline, route }: ForwardContext,
  limit: Limit,
  body: Record<string, unknown> | undefined,
): Promise<ProxyAnswer | 'no key' | null> {
  const key = await serverStep(settings.log, deadline, 'rateLimit.key', () =>
    limit.rule.key(request.fetchRequest(), { route: route.name, body }),
  );
  if (key === null || key === undefined || key === '') return 'no key';
  let verdict: RateLimitVerdict;
  try {
    const storedAs = `${limit.name}:${await storeKey(String(key))}`;
    verdict = await settings.stores.within(
      limit.store,
      () => limit.store.take(storedAs, limit.rule),
      deadline,
    );
  } catch (error) {
    if (deadline.aborted) throw deadline.reason;
    const { onStoreError } = settings;
    settings.log.atMostEvery(
      'rate limit store',
      STORE_ERROR_LOG_MS,
      `createPartnerProxy: the rate limit store did not answer (${limit.name}); requests are ${onStoreError === 'allow' ? 'let through uncounted' : 'answered 503'} while it does not (\`rateLimit.onStoreError: '${onStoreError}'\`).`,
      error,
    );
    if (onStoreError === 'allow') return null;
    const busy = 'The server cannot take requests right now: try again in a moment.';
    return partnerError(503, busy, { retryAfter: '5' });
  }
  if (verdict.allowed) return null;
  return partnerError(429, 'Too many requests: wait a moment, then try again.', {
    retryAfter: String(verdict.retryAfterSeconds),
  });
}

/**
 * A key as the store keeps it: as given up to 200 characters, else its SHA-256, so a key taken
 * from a body (an email of 60 000 characters) cannot make a store's key as large.
 */
async function storeKey(key: string): Promise<string> {
  return key.length <= 200 ? key : `sha256:${await sha256Hex(key)}`;
}
