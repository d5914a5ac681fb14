import { API_ROUTES, type PartnerRouteName } from '../../routes.js';
import { partnerCredentials, type TransportFailure } from '../../transport.js';
import { checkProxyConfig, type ProxyConfig, ProxyConfigError } from '../proxyConfig.js';
import type { KnownBase } from '../proxyExchange.js';
import { createMemoryRateLimitStore, type DuplicateStore } from '../rateLimit.js';
import { eventClock, eventSink, type ServerEvent } from '../serverEvents.js';
import { defaultSender, type UpstreamSender } from '../upstream.js';
import { type CheckoutMemory, checkoutMemoryOf } from './checkoutMemory.js';
import { transportFailure } from './failures.js';
import { type HumanPass, humanPassOf, type Limit, limitsOf } from './guards.js';
import { checkOpenOnPurpose } from './openOnPurpose.js';
import { createProxyLog, type ProxyLog } from './proxyLog.js';
import { humanCheckGiven, MOVED_OPTIONS, type PartnerProxyOptions } from './proxyOptions.js';
import { createStoreCalls, type StoreCalls } from './storeCalls.js';

/** What the partner's options make of every request, worked out once, as the proxy is made. */
export interface ProxySettings {
  /** The partner's own functions (`authorize`, `visitor`, `humanCheck.verify`, `accessToken`). */
  readonly options: PartnerProxyOptions;
  readonly basePath: string;
  readonly allowed: ReadonlySet<PartnerRouteName>;
  readonly maxBodyBytes: number;
  readonly maxResponseBytes: number;
  readonly timeoutMs: number;
  readonly send: UpstreamSender;
  readonly log: ProxyLog;
  /** Where each request's event goes (`telemetry`, `onEvent`); null when nothing listens. */
  readonly tell: ((event: ServerEvent) => void) | null;
  readonly fail: TransportFailure;
  readonly stores: StoreCalls;
  readonly onStoreError: 'allow' | 'deny';
  readonly deduplicate: { windowMs: number; store: DuplicateStore } | null;
  /** The Host its Node requests came with last, known to parse (`fromNodeRequest`). */
  readonly knownBase: KnownBase;
  /**
   * What the deployment's environment gives (the API's address, the partner's ID and token, the
   * limits and the human pass built on them): checked at the first request, not here, so a build
   * without the server's secrets still imports the module that makes the proxy.
   */
  configuration(): Configuration | ProxyConfigError;
}

/** The checked configuration, with the guards made from it. */
export interface Configuration extends ProxyConfig {
  /** Sets `X-API-PARTNER-ID` and the token (a function asked afresh) on each upstream request. */
  credentials: ReturnType<typeof partnerCredentials>;
  limits: readonly Limit[];
  humanPass: HumanPass | null;
  /**
   * Each visitor's checkout, kept (`rememberCheckout`); or why it cannot be, which closes the
   * checkout routes alone (the forms go on working).
   */
  checkout: CheckoutMemory | ProxyConfigError;
}

const DEFAULT_ALLOW = Object.keys(API_ROUTES) as PartnerRouteName[];

export function proxySettings(options: PartnerProxyOptions): ProxySettings {
  const log = createProxyLog(options.log);
  const tell = eventSink(options, (message, error) => log.once(message, error));
  let configuration: Configuration | ProxyConfigError | undefined;
  return {
    options,
    basePath: (options.basePath ?? '').replace(/\/+$/, ''),
    allowed: new Set(options.allow ?? DEFAULT_ALLOW),
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024,
    maxResponseBytes: options.maxResponseBytes ?? 4 * 1024 * 1024,
    timeoutMs: options.timeoutMs ?? 30_000,
    send: defaultSender(options.fetch),
    log,
    tell,
    fail: transportFailure(log),
    stores: createStoreCalls(() => tell?.({ type: 'proxy.store_error', at: eventClock() })),
    onStoreError: options.rateLimit?.onStoreError ?? 'allow',
    deduplicate: options.deduplicate
      ? {
          windowMs: options.deduplicate.windowMs,
          store: options.deduplicate.store ?? createMemoryRateLimitStore(),
        }
      : null,
    knownBase: { last: '' },
    configuration() {
      configuration ??= configure(options);
      return configuration;
    },
  };
}

function configure(options: PartnerProxyOptions): Configuration | ProxyConfigError {
  try {
    checkNoMovedOptions(options);
    const checked = checkProxyConfig(options);
    checkOpenOnPurpose(options, checked.upstream);
    const { partnerId } = checked;
    return {
      ...checked,
      credentials: partnerCredentials({ partnerId, accessToken: options.accessToken }),
      limits: limitsOf(options.rateLimit),
      humanPass: humanPassOf(humanCheckGiven(options), options.accessToken),
      checkout: checkoutMemoryOf(options, partnerId, checked.upstream),
    };
  } catch (error) {
    if (error instanceof ProxyConfigError) return error;
    throw error;
  }
}

/**
 * Options given the way they were before the guards had groups: a proxy that ignored them would
 * run without its human check or with the wrong limits, so it refuses to run and says where each is.
 */
function checkNoMovedOptions(options: PartnerProxyOptions): void {
  const byName: Record<string, unknown> = { ...options };
  const moved = Object.keys(MOVED_OPTIONS)
    .filter((name) => byName[name] !== undefined)
    .map((name) => `\`${name}\` is now \`${MOVED_OPTIONS[name]}\`.`);
  const { rateLimit } = options;
  if (rateLimit && !('rules' in rateLimit)) {
    moved.push('`rateLimit` is now `{ rules, onStoreError }`: give the rule or rules as `rules`.');
  }
  if (moved.length > 0) {
    throw new ProxyConfigError(
      `createPartnerProxy is not configured: ${moved.join(' ')} See docs/migrating.md.`,
    );
  }
}
