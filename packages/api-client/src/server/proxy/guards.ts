import type { PartnerRouteName } from '../../routes.js';
import { createHumanPass } from '../humanCheck.js';
import { ProxyConfigError } from '../proxyConfig.js';
import {
  checkRateLimitRule,
  createMemoryRateLimitStore,
  type RateLimitRule,
  type RateLimitStore,
} from '../rateLimit.js';
import type { PartnerProxyOptions } from './proxyOptions.js';
import { routesWhere } from './routePolicy.js';

/**
 * The guards the partner's options make, built once with the configuration: the rate limit rules
 * (`limitBySender`, `limitByBody`) and the human pass (`checkHuman`).
 */

/** A rule, checked, with what the proxy needs of it at each request. */
export interface Limit {
  rule: RateLimitRule;
  name: string;
  routes: ReadonlySet<PartnerRouteName>;
  store: RateLimitStore;
}

/** The rules given, checked, each with its store and the routes it counts. */
export function limitsOf(rateLimit: PartnerProxyOptions['rateLimit']): Limit[] {
  if (!rateLimit) return [];
  const rules: readonly RateLimitRule[] = Array.isArray(rateLimit)
    ? rateLimit
    : [rateLimit as RateLimitRule];
  // One memory store for the rules given none: their names keep their counts apart.
  let memory: RateLimitStore | undefined;
  const byDefault = routesWhere((policy) => policy.rateLimitedByDefault);
  return rules.map((rule, index) => {
    checkRateLimitRule(rule, index + 1);
    memory ??= rule.store ? undefined : createMemoryRateLimitStore();
    return {
      rule,
      name: rule.name ?? `rule${index + 1}`,
      routes: new Set(rule.routes ?? byDefault),
      store: rule.store ?? (memory as RateLimitStore),
    };
  });
}

const HUMAN_PASS_COOKIE = 'unistay_human';
const DEFAULT_TRUST_MS = 30 * 60 * 1000;
/** A checkout restarts its session a few times at most (a period changed, Try again, its age). */
const HUMAN_PASS_USES = 10;

export type HumanPass = ReturnType<typeof createHumanPass>;

/** The signed pass a verified visitor is trusted by, or null when none is kept. */
export function humanPassOf(options: PartnerProxyOptions): HumanPass | null {
  if (!options.verifyHuman) return null;
  const trustForMs = options.trustHumansForMs ?? DEFAULT_TRUST_MS;
  if (!(Number.isFinite(trustForMs) && trustForMs >= 0)) {
    throw new ProxyConfigError(
      'createPartnerProxy is not configured: `trustHumansForMs` is how long a verified visitor is trusted, in milliseconds (0 checks every request).',
    );
  }
  if (trustForMs === 0) return null;
  const given = options.humanCookieSecret;
  const token = typeof options.accessToken === 'string' ? options.accessToken : '';
  if (given === undefined ? !token : given.length < 32) {
    throw new ProxyConfigError(
      'createPartnerProxy is not configured: `humanCookieSecret` (32 characters or more) signs the cookie a verified visitor is trusted by; give one when `accessToken` is a function, or set `trustHumansForMs: 0`.',
    );
  }
  // From the access token by default: a secret this server already keeps, never sent anywhere.
  const secret = given ?? `access token\u0000${token}`;
  const store = options.humanPassStore ?? createMemoryRateLimitStore();
  return createHumanPass(secret, HUMAN_PASS_COOKIE, { trustForMs, uses: HUMAN_PASS_USES, store });
}
