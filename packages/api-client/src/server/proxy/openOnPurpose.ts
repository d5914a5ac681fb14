import { ProxyConfigError } from '../proxyConfig.js';
import { isInProcessStore } from '../rateLimit.js';
import { rulesOf } from './guards.js';
import type { PartnerProxyOptions } from './proxyOptions.js';
import { ROUTE_POLICY, routesWhere } from './routePolicy.js';

/**
 * Names no real Partner API can answer at (RFC 2606 and 6761): the sandbox, tests and a developer's
 * machine. Anything else is taken for the live API. `.internal` and `.local` are not among them: a
 * partner's own egress proxy to the live API, or a company's domain, may well be named so.
 */
const RESERVED_SUFFIXES = ['.test', '.example', '.invalid', '.localhost'];
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
 * The settings each guard is said by, checked for every upstream; and, in front of the live API,
 * the guards a proxy would otherwise run without by omission, each named with how to set it or
 * open it in words. Thrown as the configuration's error: every route answers 500 with the sentence
 * (logged once) and nothing reaches the API until the partner says.
 */
export function checkOpenOnPurpose(options: PartnerProxyOptions, upstream: string): void {
  const { trustedProxies, humanCheck } = options;
  if (
    humanCheck !== undefined &&
    humanCheck !== 'off' &&
    (typeof humanCheck !== 'object' || humanCheck === null)
  ) {
    // An empty setting read as `false` or `''` would otherwise run with no check at all.
    throw new ProxyConfigError(
      "createPartnerProxy is not configured: `humanCheck` is `{ verify }`, or `'off'` to run without one on purpose.",
    );
  }
  if (
    trustedProxies !== undefined &&
    !(Number.isSafeInteger(trustedProxies) && trustedProxies >= 0)
  ) {
    throw new ProxyConfigError(
      'createPartnerProxy is not configured: `trustedProxies` is how many proxies of your own stand in front of this server, a whole number (0, 1, 2...).',
    );
  }
  if (!isLiveUpstream(upstream)) return;
  const allowed = new Set(options.allow ?? Object.keys(ROUTE_POLICY));
  const unsaid: string[] = [];
  const checksHumans = routesWhere((policy) => policy.humanCheck).some((name) => allowed.has(name));
  if (humanCheck === undefined && checksHumans) {
    unsaid.push(
      "`humanCheck` is not given: give `{ verify: turnstileVerifier(...) }` (or hCaptcha's, or your own), or `humanCheck: 'off'` to let any script send enquiries and start checkouts, with your reason beside it.",
    );
  }
  if (trustedProxies === undefined && options.visitor === undefined) {
    unsaid.push(
      '`trustedProxies` is not said: give how many proxies of your own stand in front of this server (1 behind one load balancer, 0 where clients connect to it directly), and key your per-address rules by `clientNetwork(request, { trustedProxies })`.',
    );
  }
  const inMemory = guardsInMemory(options, allowed.has('checkout.start'));
  if (inMemory.length > 0 && options.singleInstance !== true) {
    unsaid.push(
      `${inMemory.join(', ')} keep${inMemory.length === 1 ? 's' : ''} counts in this process's memory: give every instance one shared store (\`createRedisRateLimitStore(redis)\`), or say \`singleInstance: true\` where this process alone serves the site.`,
    );
  }
  if (unsaid.length > 0) {
    throw new ProxyConfigError(
      `createPartnerProxy will not run in front of the live API with a guard left open by omission: ${unsaid.join(' ')} See docs/proxy.md#in-front-of-the-live-api.`,
    );
  }
}

/** The guards kept in this process's memory (by default, or given the memory store), named as options. */
function guardsInMemory(options: PartnerProxyOptions, keepsCheckouts: boolean): string[] {
  const inMemory = (store: object | undefined) => !store || isInProcessStore(store);
  const named: string[] = [];
  rulesOf(options.rateLimit).forEach((rule, index) => {
    if (inMemory(rule.store)) named.push(`\`rateLimit\` rule ${index + 1}`);
  });
  const { humanCheck, deduplicate, checkout } = options;
  if (typeof humanCheck === 'object' && humanCheck.trustForMs !== 0) {
    if (inMemory(humanCheck.passStore)) named.push('`humanCheck.passStore`');
  }
  if (deduplicate && inMemory(deduplicate.store)) named.push('`deduplicate.store`');
  if (keepsCheckouts && inMemory(checkout?.store)) named.push('`checkout.store`');
  return named;
}
