/**
 * Asks a human-verification provider whether a widget's token is a person's: `true` to let the
 * request on. Given the request, for its client's address. Called under the proxy's deadline.
 */
export type HumanVerifier = (token: string, request: Request) => boolean | Promise<boolean>;

import type { RateLimitStore } from './rateLimit.js';
import { cookieValue, createSigner, isRandomId, randomId, serverCookie } from './signedCookie.js';

export { HUMAN_TOKEN_HEADER } from '../humanToken.js';

/** What the two ready-made verifiers take. */
export interface SiteverifyOptions {
  /** Your secret key from the provider's dashboard: it stays on your server. */
  secret: string;
  /**
   * The hostnames of the pages your widget is on (`rooms.example`, `www.rooms.example`). A site key
   * can be used on any page that copies it: the provider names the site the check was solved on,
   * and a token solved anywhere else is refused. Its test keys answer `example.com`.
   */
  hostnames: readonly string[];
  /** The client's address, sent to the provider as `remoteip` when known (`clientAddress`). */
  remoteIp?: (request: Request) => string | null | undefined;
  /** The fetch the provider is called with. Default: the global one. */
  fetch?: typeof fetch;
  /** The provider's address: a test's own server answering as the provider does. */
  endpoint?: string;
}

/** What `turnstileVerifier` takes. */
export interface TurnstileVerifierOptions extends SiteverifyOptions {
  /**
   * The widget's `action` (`data-action`), which Turnstile keeps from being changed: a token from
   * another of your widgets on the same site key (a sign-in, a newsletter) is refused.
   */
  action?: string;
}

/** What `hcaptchaVerifier` takes. */
export interface HcaptchaVerifierOptions extends SiteverifyOptions {
  /** Your site key: sent to hCaptcha, which refuses a token issued for another. */
  sitekey?: string;
}

/** A token longer than any provider issues is no token (Turnstile's are at most 2048). */
const MAX_TOKEN_LENGTH = 4096;

/**
 * A verifier for a provider's `siteverify` endpoint (Cloudflare Turnstile and hCaptcha share the
 * shape): the token and secret posted as a form, `{ success: true, hostname }` back for a person
 * on one of `hostnames`, and whatever else `holds` asks of the answer. A token is good once: a
 * second use answers false (`timeout-or-duplicate`).
 */
function siteverify(
  name: string,
  defaultEndpoint: string,
  { secret, hostnames, remoteIp, fetch: fetchImpl, endpoint }: SiteverifyOptions,
  {
    sent = {},
    holds = () => true,
  }: { sent?: Record<string, string>; holds?: (answer: Record<string, unknown>) => boolean } = {},
): HumanVerifier {
  if (typeof secret !== 'string' || secret === '') {
    throw new TypeError(`${name}: give the secret key from the provider's dashboard.`);
  }
  const sites = new Set(
    (Array.isArray(hostnames) ? hostnames : []).map((site) => String(site).trim().toLowerCase()),
  );
  if (sites.size === 0 || sites.has('')) {
    throw new TypeError(
      `${name}: give hostnames, the sites your pages with the widget are on (a token solved on any other is refused; the provider's test keys answer example.com).`,
    );
  }
  return async (token, request) => {
    if (!token || token.length > MAX_TOKEN_LENGTH) return false;
    const form = new URLSearchParams({ secret, response: token, ...sent });
    const address = remoteIp?.(request);
    if (address) form.set('remoteip', address);
    const answer = await (fetchImpl ?? fetch)(endpoint ?? defaultEndpoint, {
      method: 'POST',
      body: form,
      signal: request.signal,
    });
    if (!answer.ok) throw new Error(`${name}: the provider answered ${answer.status}.`);
    const result = (await answer.json()) as Record<string, unknown>;
    return (
      result.success === true &&
      typeof result.hostname === 'string' &&
      sites.has(result.hostname.toLowerCase()) &&
      holds(result)
    );
  };
}

/**
 * Cloudflare Turnstile's siteverify, with your secret key: a token solved on one of `hostnames`,
 * by the widget of `action` when given.
 */
export const turnstileVerifier = (options: TurnstileVerifierOptions) =>
  siteverify(
    'turnstileVerifier',
    'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    options,
    { holds: (answer) => options.action === undefined || answer.action === options.action },
  );

/** hCaptcha's siteverify, with your secret key: a token solved on one of `hostnames`. */
export const hcaptchaVerifier = (options: HcaptchaVerifierOptions) =>
  siteverify('hcaptchaVerifier', 'https://api.hcaptcha.com/siteverify', options, {
    sent: options.sitekey ? { sitekey: options.sitekey } : {},
  });

/** What a human pass is bound to, and how often it may be used. */
export interface HumanPassOptions {
  /** How long a pass lives. */
  trustForMs: number;
  /** How many requests a pass lets through in its life (one more comes back over it). */
  uses: number;
  /** Where each pass's uses are counted, by its random id. */
  store: RateLimitStore;
}

/**
 * A visitor trusted as a person, for a while, for one purpose: an HMAC-signed expiry and random id
 * in an HttpOnly cookie, bound to a `scope` (the route, the visitor's network, and for an
 * enquiry the enquiry itself) that the proxy computes again at each use, and spent by use in
 * `store`. So the checkout can start its session again (near expiry, after a change), and a form
 * can send the same enquiry again after a failure, without a new widget; nothing else.
 */
export function createHumanPass(
  secret: string,
  cookieName: string,
  { trustForMs, uses, store }: HumanPassOptions,
) {
  const signer = createSigner(secret, 'unistay human pass');
  const signed = (expires: string, id: string, scope: string) =>
    signer.sign(`${expires}.${id}.${scope}`);
  return {
    /**
     * Whether a request's Cookie header carries a pass this server signed for `scope` that has not
     * expired, and spends one of its uses; false once they are spent, or the store cannot say.
     */
    async holds(cookies: string | null, scope: string, now = Date.now()): Promise<boolean> {
      const value = cookieValue(cookies, cookieName);
      if (!value || value.length > 160) return false;
      const [expires = '', id = '', signature = ''] = value.split('.');
      if (!/^\d{1,15}$/.test(expires) || Number(expires) <= now) return false;
      if (!isRandomId(id)) return false;
      if (!(await signer.verify(`${expires}.${id}.${scope}`, signature))) return false;
      // Refilled over `uses` lives, so a pass spends `uses` at once and one more in its own life.
      const verdict = await store
        .take(`human-pass:${id}`, { windowMs: trustForMs * uses, max: uses })
        .catch(() => null);
      return verdict?.allowed === true;
    },
    /** The Set-Cookie header of a new pass for `scope`. */
    async cookie(secure: boolean, scope: string, now = Date.now()): Promise<string> {
      const expires = String(now + trustForMs);
      const id = randomId();
      const value = `${expires}.${id}.${await signed(expires, id, scope)}`;
      return serverCookie(cookieName, value, { maxAgeMs: trustForMs, secure, sameSite: 'Strict' });
    },
  };
}
