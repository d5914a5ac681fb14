import type { PartnerRouteName } from '../../routes.js';
import { createHumanPass } from '../humanCheck.js';
import { ProxyConfigError } from '../proxyConfig.js';
import {
  checkRateLimitRule,
  createMemoryRateLimitStore,
  type RateLimitRule,
  type RateLimitStore,
} from '../rateLimit.js';
import type { PartnerProxyOptions, ProxyHumanCheckOptions } from './proxyOptions.js';
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

/** The rules `rateLimit` gives, one or a list, as a list (none without it). */
export const rulesOf = (rateLimit: PartnerProxyOptions['rateLimit']): readonly RateLimitRule[] =>
  !rateLimit
    ? []
    : Array.isArray(rateLimit.rules)
      ? rateLimit.rules
      : [rateLimit.rules as RateLimitRule];

/** The rules given, checked, each with its store and the routes it counts. */
export function limitsOf(rateLimit: PartnerProxyOptions['rateLimit']): Limit[] {
  const rules = rulesOf(rateLimit);
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
export function humanPassOf(
  humanCheck: ProxyHumanCheckOptions | undefined,
  accessToken: PartnerProxyOptions['accessToken'],
): HumanPass | null {
  if (!humanCheck) return null;
  if (typeof humanCheck.verify !== 'function') {
    throw new ProxyConfigError(
      "createPartnerProxy is not configured: `humanCheck.verify` checks the widget's token with its provider: give `turnstileVerifier(...)`, `hcaptchaVerifier(...)` or your own.",
    );
  }
  const trustForMs = humanCheck.trustForMs ?? DEFAULT_TRUST_MS;
  if (!(Number.isFinite(trustForMs) && trustForMs >= 0)) {
    throw new ProxyConfigError(
      'createPartnerProxy is not configured: `humanCheck.trustForMs` is how long a verified visitor is trusted, in milliseconds (0 checks every request).',
    );
  }
  if (trustForMs === 0) return null;
  const chosen = humanCheck.cookieSecret;
  const token = typeof accessToken === 'string' ? accessToken : '';
  if (chosen === undefined ? !token : chosen.length < 32) {
    throw new ProxyConfigError(
      'createPartnerProxy is not configured: `humanCheck.cookieSecret` (32 characters or more) signs the cookie a verified visitor is trusted by; give one when `accessToken` is a function, or set `humanCheck.trustForMs: 0`.',
    );
  }
  // From the access token by default: a secret this server already keeps, never sent anywhere.
  const secret = chosen ?? `access token\u0000${token}`;
  const store = humanCheck.passStore ?? createMemoryRateLimitStore();
  return createHumanPass(secret, HUMAN_PASS_COOKIE, { trustForMs, uses: HUMAN_PASS_USES, store });
}
