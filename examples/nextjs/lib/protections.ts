import 'server-only';
import {
  clientAddress,
  clientNetwork,
  createMemoryRateLimitStore,
  emailInBody,
  type HumanVerifier,
  type PartnerProxyOptions,
  turnstileVerifier,
} from '@unistay/api-client/server';
import { PROXY_PROTECTIONS } from '@unistay/demo/protections';
import { sandboxHumanVerifier } from '@unistay/sandbox';
import { turnstileKeys } from './contentSecurityPolicy';
import { type HumanCheckSetting, TURNSTILE_ACTION } from './humanCheckSetting';
import { onSandboxCredentials } from './settings';

type Env = Record<string, string | undefined>;

/** The human check these settings ask for (`HumanCheckSetting`). */
export function humanCheckSetting(env: Env = process.env): HumanCheckSetting {
  const turnstile = turnstileKeys(env);
  if (turnstile) return { kind: 'turnstile', siteKey: turnstile.siteKey };
  return onSandboxCredentials(env) ? { kind: 'sandbox' } : null;
}

/**
 * How many proxies of the partner's own (a load balancer, Vercel's edge) stand in front, each
 * adding the address it was called from to `X-Forwarded-For`. Unset is 0: Next.js keeps an
 * `X-Forwarded-For` the client sent, so with no proxy of yours in front no address can be believed,
 * and nothing is counted by address (the per-email limit, the human check and the duplicate check
 * still hold). Anything but a whole number stops the server rather than count the wrong address.
 */
export function trustedProxies(env: Env = process.env): number {
  const setting = env.TRUSTED_PROXIES?.trim();
  if (!setting) return 0;
  const count = Number(setting);
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new Error(
      `TRUSTED_PROXIES is the number of proxies of your own in front of this app (0, 1, 2...), not ${JSON.stringify(setting)}.`,
    );
  }
  return count;
}

/** The client's address, as the nearest trusted proxy saw it; null with none trusted. */
export function clientAddressOf(request: Request, env: Env = process.env): string | null {
  const proxies = trustedProxies(env);
  return proxies > 0 ? (clientAddress(request, { trustedProxies: proxies }) ?? null) : null;
}

/** The client's network, as the nearest trusted proxy saw it; null with none trusted. */
export function clientNetworkOf(request: Request, env: Env = process.env): string | null {
  const proxies = trustedProxies(env);
  return proxies > 0 ? (clientNetwork(request, { trustedProxies: proxies }) ?? null) : null;
}

const VERIFIERS_KEY = Symbol.for('unistay.example.humanVerifiers');
const kept = globalThis as { [VERIFIERS_KEY]?: Map<string, HumanVerifier> };

/**
 * The server's side of the human check (`humanCheckSetting`), null where there is none. One for
 * the process: a token is good once, on the proxy and the staff sign-in alike, though Next.js
 * bundles the two apart (each its own copy of this module), hence `globalThis`.
 */
export function humanVerifier(env: Env = process.env): HumanVerifier | null {
  const setting = humanCheckSetting(env);
  if (!setting) return null;
  const secret = turnstileKeys(env)?.secret ?? '';
  const site = env.SITE_URL?.trim();
  const key = setting.kind === 'turnstile' ? `turnstile ${secret} ${site}` : 'sandbox';
  kept[VERIFIERS_KEY] ??= new Map();
  let verifier = kept[VERIFIERS_KEY].get(key);
  if (!verifier) {
    if (setting.kind === 'turnstile' && !(site && URL.canParse(site))) {
      throw new Error(
        'Set SITE_URL (like https://rooms.example) with the Turnstile keys: a token solved on any other site is refused.',
      );
    }
    verifier =
      setting.kind === 'turnstile'
        ? turnstileVerifier({
            secret,
            // The token must come from this site's pages, and from this app's widgets.
            hostnames: [new URL(site as string).hostname],
            action: TURNSTILE_ACTION,
            remoteIp: (request) => clientAddressOf(request, env),
          })
        : sandboxHumanVerifier();
    kept[VERIFIERS_KEY].set(key, verifier);
  }
  return verifier;
}

/**
 * The proxy's guards, with the Vite demo's numbers (`PROXY_PROTECTIONS`): limits by client
 * network (behind trusted proxies only) and by inbox, the human check on both enquiries and the
 * checkout's start, and the same enquiry answered once.
 * The counts live in this process's memory: one instance, as SINGLE_INSTANCE=yes says on live
 * credentials (lib/settings.ts closes the app otherwise). With several, give every guard
 * `createRedisRateLimitStore` (docs/proxy.md).
 */
export function proxyGuards(env: Env = process.env): Partial<PartnerProxyOptions> {
  const { perAddress, perEmail, duplicateWindowMs, trustHumansForMs } = PROXY_PROTECTIONS;
  const store = createMemoryRateLimitStore();
  const verifyHuman = humanVerifier(env);
  return {
    rateLimit: {
      rules: [
        // A request from no known network (none trusted) is left out of this one, not lumped in.
        { ...perAddress, store, key: (request) => clientNetworkOf(request, env) },
        {
          ...perEmail,
          store,
          key: emailInBody,
          routes: ['enquiries.createGeneral', 'enquiries.createSpecific'],
        },
      ],
    },
    // No verifier only where HUMAN_CHECK=off was set on live credentials (lib/settings.ts closes the
    // app otherwise): the operator's words, passed on as the proxy's.
    humanCheck: verifyHuman ? { verify: verifyHuman, trustForMs: trustHumansForMs } : 'off',
    visitor: (request) => clientNetworkOf(request, env),
    trustedProxies: trustedProxies(env),
    singleInstance: onSandboxCredentials(env) || env.SINGLE_INSTANCE?.trim() === 'yes',
    deduplicate: { windowMs: duplicateWindowMs, store },
  };
}
