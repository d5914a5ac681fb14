import type { PartnerRouteMatch, PartnerRouteName } from '../../routes.js';
import type { AccessToken } from '../../transport.js';
import type { CardPaymentStatusReader } from '../cardPaymentStatus.js';
import type { HumanVerifier } from '../humanCheck.js';
import type { CheckoutStore, DuplicateStore, RateLimitRule, RateLimitStore } from '../rateLimit.js';
import type { ServerEventOptions } from '../serverEvents.js';

/**
 * Decides whether a request that matched an allowed route is forwarded, before its body is read:
 * true forwards it, false answers 403, a Response of your own is answered as it is. A throw answers
 * 500; not settling within the proxy's `timeoutMs` answers 504.
 */
export type PartnerProxyAuthorize = (
  request: Request,
  route: PartnerRouteMatch,
) => boolean | Response | Promise<boolean | Response>;

/**
 * What `createPartnerProxy` needs: where the API is and the partner's credentials (checked at the
 * first request), and optionally which routes pass, who may read enquiries and the limits on each
 * request.
 */
export interface PartnerProxyOptions extends ServerEventOptions {
  /**
   * The Partner API's base address (paths begin with `/api` below it). Like `partnerId` and
   * `accessToken`, it is checked at the first request, not here, so a build without the server's
   * secrets still imports the module that creates the proxy.
   */
  upstream: string;
  /** Your partner ID, sent upstream as `X-API-PARTNER-ID`. */
  partnerId: string;
  /** A string, or a function called for each request (to read a rotated token, say). */
  accessToken: AccessToken;
  /** Where the proxy is mounted in your server, like `/partner`; removed before matching. Default `''`. */
  basePath?: string;
  /** The routes forwarded. Default: the reference's six endpoints and the catalogue's five reads. */
  allow?: readonly PartnerRouteName[];
  /**
   * Asked before forwarding any route; return false (403) or a Response of your own to refuse.
   * The enquiry reads (`enquiries.list`, `enquiries.get`) hold every student's personal data and are
   * forwarded only when this is given (check your staff's login here) or `publicEnquiryReads` is set.
   */
  authorize?: PartnerProxyAuthorize;
  /**
   * Forward the enquiry reads to anyone, with no `authorize`. For demos on fictional data and
   * internal tools behind your own network only: on the internet it publishes every student's
   * name, email, phone number and message. Default false.
   */
  publicEnquiryReads?: boolean;
  /**
   * Limits on how often a client may call, answered 429 with `Retry-After`. Checked after
   * `authorize`, before the API.
   */
  rateLimit?: ProxyRateLimitOptions;
  /**
   * Asks whether a public form's request comes from a person, on the two creations and checkout
   * start. Missing or refused: 403, with `data.reason` `'human_check_required'` or
   * `'human_check_failed'` for the form to word. Checked after the limits keyed by who sends,
   * under the deadline. `'off'` runs without one on purpose: required on a live API when no check
   * is given (see `trustedProxies`), so no proxy goes live without one by omission.
   */
  humanCheck?: ProxyHumanCheckOptions | 'off';
  /**
   * Answers the same enquiry sent again within `windowMs` with the API's answer to the first,
   * without sending it again: a form submitted twice, a bot repeating itself. Opt in: off by
   * default.
   */
  deduplicate?: ProxyDeduplicateOptions;
  /**
   * The proxy keeps each visitor's checkout of a room (a signed HttpOnly cookie names the visitor):
   * the session the API started, given again to every tab and reload, so one room and period is
   * paid through one card payment, which the card provider charges at most once; and the booking,
   * so a page says "Booking confirmed" only for one this server recorded. On by default, in this
   * process's memory: give every instance one Redis store. See docs/checkout.md.
   */
  checkout?: ProxyCheckoutOptions;
  /**
   * Who sends a request, for what the proxy keeps for one visitor and no other: a human pass, and
   * an enquiry's answer given again (`deduplicate`). Default `clientNetwork(request, {
   * trustedProxies })` with the proxy's `trustedProxies`: the connection's address (an IPv6 one by
   * its /64) where the proxy serves Node through `toNodeListener`, or behind proxies of your own
   * the address the nearest saw. Where it is undefined (a fetch-only server with none said),
   * passes and answers are bound to no visitor: give what your platform says of the client.
   */
  visitor?: (request: Request) => string | null | undefined;
  /**
   * How many proxies of your own (a load balancer, a CDN, Vercel's edge) stand in front of this
   * server: the default `visitor` is `clientNetwork(request, { trustedProxies })`, and your
   * per-address rules should key by the same. Default 0, where `X-Forwarded-For` is never read.
   *
   * On a live API (an upstream that is neither a loopback address nor a name reserved for tests,
   * like `.test` or `example.com`), three things are not guessed, and the proxy answers 500 naming
   * each one missing until it is said: `humanCheck` (or `'off'`), this (or `visitor`), and
   * `singleInstance` (or a shared store given to every guard: the memory store is not one). Behind a load balancer an unsaid 0 would
   * count every student as one address, and on a fetch-only server count none.
   */
  trustedProxies?: number;
  /**
   * Says this process is the only one serving the site, so the guards' memory stores see every
   * request. On a live API, required unless every guard is given a shared store (`rateLimit` rules'
   * `store`, `humanCheck.passStore`, `checkout.store`, `deduplicate.store`): with several
   * instances, memory counts each instance's share and a second tab could start a second payment.
   */
  singleInstance?: boolean;
  /** Largest request body forwarded. Default 64 KiB. */
  maxBodyBytes?: number;
  /**
   * Largest answer taken from the API; past it the answer is a 502 and the upstream call is
   * cancelled, so an upstream that answers without end cannot fill this server's memory. Default
   * 4 MiB (a page of 100 rooms is about 200 KiB).
   */
  maxResponseBytes?: number;
  /**
   * The deadline of the whole request: reading its body, `authorize`, the access token and the
   * upstream call. Default 30 000 ms; past it the answer is 504.
   */
  timeoutMs?: number;
  /**
   * The fetch used upstream: inject the sandbox's, or one with your agent. Default: on Node,
   * Node's own `http`/`https` with a keep-alive pool (faster than Node's fetch); elsewhere fetch.
   */
  fetch?: typeof fetch;
  /** Where configuration and server-side failures are reported, each once. Default `console.error`. */
  log?: (message: string, error?: unknown) => void;
}

/** `rateLimit`: the rules, and what happens while their store is down. */
export interface ProxyRateLimitOptions {
  /**
   * A rule `{ windowMs, max, key, store?, routes? }`, or a list of them, each counted on its own
   * (by client address and, for the creations, by the email in the body, say). By default a rule
   * counts the POST routes (enquiries and checkout) in this process's memory; give every instance
   * one `createRedisRateLimitStore` to count them together.
   */
  rules: RateLimitRule | readonly RateLimitRule[];
  /**
   * When a rule's store fails or does not answer within a second (Redis down, say): `'allow'`
   * lets the request through uncounted (the default: the forms keep working), `'deny'` answers 503.
   * Either way it is logged, at most once a minute.
   */
  onStoreError?: 'allow' | 'deny';
}

/** `humanCheck`: how a person is told from a script, and how long one is trusted. */
export interface ProxyHumanCheckOptions {
  /**
   * Checks the token the forms send from their widget in `X-Unistay-Human-Token` with the
   * provider: `turnstileVerifier`, `hcaptchaVerifier`, or yours.
   */
  verify: HumanVerifier;
  /**
   * How long a visitor who passed the check is trusted, through a signed HttpOnly cookie the proxy
   * sets, for what the check was passed for and nothing else: a pass earned starting a checkout
   * lets that visitor start it again (near expiry, after a change) without a new widget; one
   * earned on an enquiry lets the same enquiry be sent again (Try again after a failure). Every
   * new enquiry needs a fresh token. A pass is bound to the visitor's network (`visitor`) and
   * good for ten uses. Default 30 minutes, a checkout session's life; 0 checks every request.
   */
  trustForMs?: number;
  /**
   * Where each pass's uses are counted. Default this process's memory: give the Redis rate limit
   * store where several instances serve one site, or a pass is good for ten uses on each. A store
   * that does not answer takes no pass: the visitor does the check again.
   */
  passStore?: RateLimitStore;
  /**
   * The secret the pass's cookie is signed with. Default: derived from `accessToken` when it is a
   * string; give one (32 characters or more) when it is a function.
   */
  cookieSecret?: string;
}

/** `checkout`: where each visitor's checkout is kept, and how its payment is read. */
export interface ProxyCheckoutOptions {
  /**
   * Where each visitor's checkout is kept. Default this process's memory: give
   * `createRedisRateLimitStore(redis)` where several instances serve one site, or a tab served by
   * another instance could start a second payment. A store that does not answer closes the
   * checkout (503, "cannot be started safely"), never opens a second session.
   */
  store?: CheckoutStore;
  /**
   * Reads a payment's status from the card provider before a session is replaced (other dates, or
   * an aged session): only an unpaid one is. Default: Stripe's API for Stripe keys (with the public
   * key, as Stripe.js reads it), the sandbox at `upstream` for the sandbox's; give your own for
   * another provider.
   */
  paymentStatus?: CardPaymentStatusReader;
  /**
   * How long a session is given again to a start of the same dates (with its age, so the page
   * renews it in time); past it, its payment is read and, unpaid, a new one is started. Default 25
   * minutes: the API's sessions live 30, and a page renews its own at 27.
   */
  sessionMaxAgeMs?: number;
  /**
   * The secret the visitor's cookie is signed with (32 characters or more). Default:
   * `humanCheck.cookieSecret`, or else derived from `accessToken` when it is a string; give one when
   * it is a function, or the checkout routes answer 500 naming this option.
   */
  cookieSecret?: string;
}

/**
 * `deduplicate`: the same is the whole body (strings trimmed, the email in any case), the route,
 * this partner and API, and the visitor (`visitor`): the answer names the first enquiry, so only
 * who could have sent it gets it, and an enquiry that differs in any field is sent. While the
 * first is still being sent, the same one is answered 429 with `Retry-After: 1`.
 */
export interface ProxyDeduplicateOptions {
  windowMs: number;
  /** Where answers are remembered, by fingerprint. Default this process's memory; the Redis rate limit store serves here too. */
  store?: DuplicateStore;
}

/**
 * The options that moved into a guard's group, with where each is now: given the old way, the
 * proxy answers 500 and says where, rather than run without the guard.
 */
export const MOVED_OPTIONS: Readonly<Record<string, string>> = {
  verifyHuman: 'humanCheck.verify',
  trustHumansForMs: 'humanCheck.trustForMs',
  humanPassStore: 'humanCheck.passStore',
  humanCookieSecret: 'humanCheck.cookieSecret',
  onStoreError: 'rateLimit.onStoreError',
};

/** The human check given, or undefined where none is (left out, or `'off'`). */
export function humanCheckGiven(options: PartnerProxyOptions): ProxyHumanCheckOptions | undefined {
  const { humanCheck } = options;
  return typeof humanCheck === 'object' && humanCheck !== null ? humanCheck : undefined;
}
