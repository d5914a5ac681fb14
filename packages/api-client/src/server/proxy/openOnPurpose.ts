import { ProxyConfigError } from '../proxyConfig.js';
import type { RateLimitRule } from '../rateLimit.js';
import type { PartnerProxyOptions } from './proxyOptions.js';

/**
 * Names no real Partner API can answer at (RFC 2606 and 6761): the sandbox, tests and a developer's
 * machine. Anything else is taken for the live API. `.internal` is not among them: a partner's own
 * egress proxy to the live API may well be named so.
 */
const RESERVED_SUFFIXES = ['.test', '.example', '.invalid', '.localhost', '.local'];
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org', 'localhost'];

/** Whether `upstream` (a checked base address) may be the live API: not loopback, not a test name. */
export function isLiveUpstream(upstream: string): boolean {
  const host = new URL(upstream).hostname.toLowerCase().replace(/\.$/, '');
  if (host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)) return false;
  if (RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) {
    return false;
  }
  return !RESERVED_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/**
 * On a live API, the guards a proxy would otherwise run without by omission, each named with how
 * to set it or to open it in words. Thrown as the configuration's error: every route answers 500
 * with the sentence (logged once) and nothing reaches the API until the partner says.
 */
export function checkOpenOnPurpose(options: PartnerProxyOptions, upstream: string): void {
  const { trustedProxies } = options;
  if (
    trustedProxies !== undefined &&
    !(Number.isSafeInteger(trustedProxies) && trustedProxies >= 0)
  ) {
    throw new ProxyConfigError(
      'createPartnerProxy is not configured: `trustedProxies` is how many proxies of your own stand in front of this server, a whole number (0, 1, 2...).',
    );
  }
  if (!isLiveUpstream(upstream)) return;
  const unsaid: string[] = [];
  if (options.humanCheck === undefined) {
    unsaid.push(
      "`humanCheck` is not given: give `{ verify: turnstileVerifier(...) }` (or hCaptcha's, or your own), or `humanCheck: 'off'` to let any script send enquiries and start checkouts, with your reason beside it.",
    );
  }
  if (trustedProxies === undefined && options.visitor === undefined) {
    unsaid.push(
      '`trustedProxies` is not said: give how many proxies of your own stand in front of this server (1 behind one load balancer, 0 where clients connect to it directly), and key your per-address rules by `clientNetwork(request, { trustedProxies })`.',
    );
  }
  const inMemory = guardsInMemory(options);
  if (inMemory.length > 0 && options.singleInstance !== true) {
    unsaid.push(
      `${inMemory.join(', ')} keep${inMemory.length === 1 ? 's' : ''} counts in this process's memory: give every instance one shared store (\`createRedisRateLimitStore(redis)\`), or say \`singleInstance: true\` where this process alone serves the site.`,
    );
  }
  if (unsaid.length > 0) {
    throw new ProxyConfigError(
      `createPartnerProxy will not run in front of the live API (${new URL(upstream).host}) with a guard left open by omission: ${unsaid.join(' ')} See docs/proxy.md#in-front-of-the-live-api.`,
    );
  }
}

/** The guards whose store is this process's memory by default, named as options. */
function guardsInMemory(options: PartnerProxyOptions): string[] {
  const named: string[] = [];
  const rules: readonly Partial<RateLimitRule>[] = options.rateLimit
    ? Array.isArray(options.rateLimit.rules)
      ? options.rateLimit.rules
      : [options.rateLimit.rules as RateLimitRule]
    : [];
  rules.forEach((rule, index) => {
    if (!rule.store) named.push(`\`rateLimit\` rule ${index + 1}`);
  });
  const { humanCheck, deduplicate, checkout } = options;
  if (typeof humanCheck === 'object' && !humanCheck.passStore && humanCheck.trustForMs !== 0) {
    named.push('`humanCheck.passStore`');
  }
  if (deduplicate && !deduplicate.store) named.push('`deduplicate.store`');
  if (!checkout?.store) named.push('`checkout.store`');
  return named;
}
