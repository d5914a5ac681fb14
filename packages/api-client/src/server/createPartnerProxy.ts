import { HUMAN_TOKEN_HEADER } from '../humanToken.js';
import {
  API_ROUTES,
  matchPartnerRoute,
  type PartnerRouteMatch,
  type PartnerRouteName,
} from '../routes.js';
import {
  type AccessToken,
  accessTokenProblem,
  beforeDeadline,
  type Deadline,
  type TransportFailure,
} from '../transport.js';
import { createDeadline, type ProxyDeadline, partnerStep } from './deadline.js';
import { forwardedQuery } from './forwardedQuery.js';
import { createHumanPass, type HumanVerifier } from './humanCheck.js';
import { type NodeIncoming, servedOnNode, writeResponse } from './nodeExchange.js';
import { checkProxyConfig, type ProxyConfig, ProxyConfigError } from './proxyConfig.js';
import {
  answerResponse,
  fromFetchRequest,
  fromNodeRequest,
  type ProxyAnswer,
  type ProxyRequest,
  partnerError,
  writeAnswer,
} from './proxyExchange.js';
import {
  checkRateLimitRule,
  createMemoryRateLimitStore,
  type DuplicateStore,
  type RateLimitContext,
  type RateLimitRule,
  type RateLimitStore,
  type RateLimitVerdict,
} from './rateLimit.js';
import { createLogOnce } from './serverLog.js';
import { clientNetwork } from './toNodeListener.js';
import { fetchSender, nodeSender, type UpstreamAnswer, type UpstreamSender } from './upstream.js';

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
export interface PartnerProxyOptions {
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
   * Limits on how often a client may call, answered 429 with `Retry-After`: a rule
   * `{ windowMs, max, key, store?, routes? }`, or a list of them, each counted on its own (by client
   * address and, for the creations, by the email in the body, say). By default a rule counts the
   * POST routes (enquiries and checkout) in this process's memory; give every instance one
   * `createRedisRateLimitStore` to count them together. Checked after `authorize`, before the API.
   */
  rateLimit?: RateLimitRule | readonly RateLimitRule[];
  /**
   * When a rule's store fails or does not answer within a second (Redis down, say): `'allow'`
   * lets the request through uncounted (the default: the forms keep working), `'deny'` answers 503.
   * Either way it is logged, at most once a minute.
   */
  onStoreError?: 'allow' | 'deny';
  /**
   * Asks whether a public form's request comes from a person, on the two creations and checkout
   * start: the forms send their widget's token in `X-Unistay-Human-Token`, and this checks it with
   * the provider (`turnstileVerifier`, `hcaptchaVerifier`, or yours). Missing or refused: 403, with
   * `data.reason` `'human_check_required'` or `'human_check_failed'` for the form to word. Checked
   * after the rate limits, under the deadline.
   */
  verifyHuman?: HumanVerifier;
  /**
   * How long a visitor who passed the check is trusted, through a signed HttpOnly cookie the proxy
   * sets, for what the check was passed for and nothing else: a pass earned starting a checkout
   * lets that visitor start it again (near expiry, after a change) without a new widget; one
   * earned on an enquiry lets the same enquiry be sent again (Try again after a failure). Every
   * new enquiry needs a fresh token. A pass is bound to the visitor's network (`visitor`) and
   * good for ten uses. Default 30 minutes, a checkout session's life; 0 checks every request.
   */
  trustHumansForMs?: number;
  /**
   * Where each human pass's uses are counted. Default this process's memory: give the Redis rate
   * limit store where several instances serve one site, or a pass is good for ten uses on each.
   * A store that does not answer takes no pass: the visitor does the check again.
   */
  humanPassStore?: RateLimitStore;
  /**
   * Who sends a request, for what the proxy keeps for one visitor and no other: a human pass, and
   * an enquiry's answer given again (`deduplicate`). Default `clientNetwork(request)`: the
   * connection's address (an IPv6 one by its /64) where the proxy serves Node through
   * `toNodeListener`; behind proxies of your own, give `clientNetwork(request, { trustedProxies })`.
   * Where it is undefined (a fetch-only server), passes and answers are bound to no visitor.
   */
  visitor?: (request: Request) => string | null | undefined;
  /**
   * Answers the same enquiry sent again within `windowMs` with the API's answer to the first,
   * without sending it again: a form submitted twice, a bot repeating itself. The same is the
   * whole body (strings trimmed, the email in any case), the route, this partner and API, and the
   * visitor (`visitor`): the answer names the first enquiry, so only who could have sent it gets
   * it, and an enquiry that differs in any field is sent. Remembered by fingerprint in `store`
   * (default this process's memory; the Redis rate limit store serves here too). While the first
   * is still being sent, the same one is answered 429 with `Retry-After: 1`. Opt in: off by
   * default.
   */
  deduplicate?: { windowMs: number; store?: DuplicateStore };
  /**
   * The secret that cookie is signed with. Default: derived from `accessToken` when it is a string;
   * give one (32 characters or more) when it is a function.
   */
  humanCookieSecret?: string;
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

/**
 * The handler `createPartnerProxy` makes. It never rejects: every failure of its own is answered
 * (4xx or 5xx) in the API's error shape, so the browser's client reads it like any other.
 */
export type PartnerProxy = (request: Request) => Promise<Response>;

const DEFAULT_ALLOW = Object.keys(API_ROUTES) as PartnerRouteName[];
const ENQUIRY_READS: ReadonlySet<PartnerRouteName> = new Set(['enquiries.list', 'enquiries.get']);

/**
 * Whether a route reads enquiries, which hold students' personal data: what `authorize` checks
 * your staff's login for, while letting the public forms and checkout through.
 */
export function isEnquiryRead(route: Pick<PartnerRouteMatch, 'name'>): boolean {
  return ENQUIRY_READS.has(route.name);
}

// Only what the API needs from a browser crosses; cookies, the browser's own Authorization, any
// partner header it sends and any method override never do. The Content-Type is the proxy's own.
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language'];
/** The body types the API's POST routes take (the enquiry creations are JSON:API). */
const JSON_MEDIA_TYPES: readonly string[] = ['application/json', 'application/vnd.api+json'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'retry-after'];

/**
 * What the proxy answers an enquiry read with (403) while it has neither `authorize` nor
 * `publicEnquiryReads`, telling the developer how to allow it.
 */
export const ENQUIRY_READS_REFUSED =
  "Enquiries hold students' personal data, so this proxy does not forward enquiry reads until it is told who may read them: give createPartnerProxy an `authorize` function that checks your staff's login, or set `publicEnquiryReads: true` for a demo or an internal tool.";

/** Thrown inside the proxy for a request it cannot complete, answered `status` with `message`. */
class ProxyFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A fetch-standard handler that forwards the browser's Partner API calls with your server's
 * credentials, so the access token never reaches a browser. Only the allowed method and path pairs
 * are forwarded, each with only the query parameters it takes; anything else is answered 404
 * without reaching the API.
 */
export function createPartnerProxy(options: PartnerProxyOptions): PartnerProxy {
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const allowed = new Set(options.allow ?? DEFAULT_ALLOW);
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;
  const maxResponseBytes = options.maxResponseBytes ?? 4 * 1024 * 1024;
  // Your fetch when given; else, on Node, Node's own http with a keep-alive pool; else fetch.
  const send: UpstreamSender = options.fetch
    ? fetchSender(() => options.fetch as typeof fetch)
    : (nodeSender() ?? fetchSender(() => globalThis.fetch));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const logOnce = createLogOnce(options.log);
  const onStoreError = options.onStoreError ?? 'allow';
  const deduplicate = options.deduplicate
    ? {
        windowMs: options.deduplicate.windowMs,
        store: options.deduplicate.store ?? createMemoryRateLimitStore(),
      }
    : null;
  let lastStoreErrorLogged = Number.NEGATIVE_INFINITY;
  let config:
    | (ProxyConfig & {
        limits: readonly Limit[];
        humanPass: HumanPass | null;
      })
    | ProxyConfigError
    | undefined;

  /** How the transport's failures are answered: past the deadline 504, the rest 502. */
  const fail: TransportFailure = (kind, cause) => {
    if (kind === 'timeout') return new ProxyFailure(504, 'The request did not complete in time.');
    if (kind === 'aborted') {
      return new ProxyFailure(502, 'The request was abandoned before it completed.');
    }
    logOnce('createPartnerProxy: the Partner API could not be reached.', cause);
    return new ProxyFailure(502, 'The Partner API could not be reached.');
  };

  async function forward(
    request: ProxyRequest,
    deadline: ProxyDeadline,
  ): Promise<ProxyAnswer | Response> {
    const { pathname } = request;
    if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
      return partnerError(404, 'Not found.');
    }
    const path = pathname.slice(basePath.length);
    const route = matchPartnerRoute(request.method, path);
    if (!route || !allowed.has(route.name)) return partnerError(404, 'Not found.');

    config ??= configOrError(options);
    if (config instanceof ProxyConfigError) {
      logOnce(config.message);
      return partnerError(500, config.message);
    }
    const { upstream, partnerId, limits, humanPass } = config;

    if (isEnquiryRead(route) && !options.authorize && !options.publicEnquiryReads) {
      return partnerError(403, ENQUIRY_READS_REFUSED);
    }
    const query = forwardedQuery(route.name, request.searchParams);
    if ('problem' in query) {
      return partnerError(422, query.problem, {
        data: { messages: { [query.field.replace(/\[(\w+)\]/g, '.$1')]: [query.problem] } },
      });
    }
    const { method } = API_ROUTES[route.name];
    const isPost = method === 'POST';
    const mediaType = request.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (isPost && !(mediaType && JSON_MEDIA_TYPES.includes(mediaType))) {
      return partnerError(
        415,
        `Send this request's body as JSON, with Content-Type: application/json; its Content-Type is ${mediaType || 'missing'}.`,
      );
    }
    if (options.authorize) {
      const { authorize } = options;
      const verdict = await serverStep(
        () => authorize(request.fetchRequest(), route),
        deadline,
        'authorize',
      );
      if (verdict instanceof Response) return verdict;
      if (!verdict) return partnerError(403, 'Not allowed.');
    }

    // The API is a Laravel application, which takes a POST's method from X-HTTP-Method-Override
    // or from `_method` in its body: both are pinned to the route's own, so a POST this proxy
    // allows is never read upstream as a GET of every student's enquiry.
    const headers: Record<string, string> = { 'x-http-method-override': method };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.header(name);
      if (value) headers[name] = value;
    }
    let body: Uint8Array<ArrayBuffer> | undefined;
    let json: Record<string, unknown> | undefined;
    if (isPost) {
      const read = await request.body(maxBodyBytes, deadline);
      if (read === 'too_large') {
        return partnerError(413, `The request body is larger than ${maxBodyBytes} bytes.`);
      }
      const parsed = parseJsonBody(read);
      if (typeof parsed === 'string') return partnerError(400, parsed);
      body = read;
      json = parsed;
      headers['content-type'] = mediaType as string;
    }
    // Rules keyed by who sends (an address) count every request, before the human check, so a
    // script spends its own allowance. Rules keyed by what the body names (an email, with
    // `emailInBody`: a key only given the body) count only a request that passed the check:
    // counted before it, anyone could spend a student's allowance by sending her address.
    const bodyKeyed: Limit[] = [];
    for (const limit of limits) {
      if (!limit.routes.has(route.name)) continue;
      const context = { route: route.name, body: undefined };
      const refused = await overLimit(limit, request, context, deadline);
      if (refused === 'no key') bodyKeyed.push(limit);
      else if (refused) return refused;
    }
    // What this request is, for what the proxy keeps of it: this visitor's enquiry, or its start.
    const creation = json && ENQUIRY_CREATIONS.has(route.name);
    const visitor =
      (creation && deduplicate) || options.verifyHuman
        ? ((options.visitor ?? clientNetwork)(request.fetchRequest()) ?? '').slice(0, 128)
        : '';
    const enquiryKey =
      creation && json ? await fingerprint([partnerId, upstream, route.name, visitor], json) : null;
    let passCookie: string | null = null;
    if (options.verifyHuman && HUMAN_ROUTES.has(route.name)) {
      // A pass opens what it was earned for: this visitor's checkout start, or this very enquiry.
      const scope = enquiryKey ?? `${route.name}\u0000${visitor}`;
      const checked = await checkHuman(options.verifyHuman, humanPass, request, deadline, scope);
      if (typeof checked === 'object' && checked) return checked;
      passCookie = checked;
    }
    for (const limit of json ? bodyKeyed : []) {
      const refused = await overLimit(limit, request, { route: route.name, body: json }, deadline);
      if (refused && refused !== 'no key') return refused;
    }
    const queryString = query.query;
    const routeName = route.name;
    let duplicate: { key: string; store: DuplicateStore; windowMs: number } | null = null;
    if (deduplicate && enquiryKey) {
      const key = enquiryKey;
      // Held as being sent no longer than a request may take: a server that dies mid-send does
      // not block the same enquiry for the whole window.
      const sendingMs = Math.min(deduplicate.windowMs, timeoutMs + 5_000);
      const { store } = deduplicate;
      const claim = await withinStoreTimeout(
        store,
        () => store.claimDuplicate(key, sendingMs),
        deadline,
      ).catch((error: unknown) => {
        if (deadline.aborted) throw deadline.reason;
        logOnce(
          'createPartnerProxy: the `deduplicate` store did not answer; enquiries are sent without the check while it does not.',
          error,
        );
        return null;
      });
      if (claim?.state === 'answered') return replay(claim.answer);
      if (claim?.state === 'pending') {
        return partnerError(429, 'This enquiry is being sent already: wait a moment.', {
          retryAfter: '1',
        });
      }
      if (claim) duplicate = { key, store: deduplicate.store, windowMs: deduplicate.windowMs };
    }
    try {
      const answer = await sendUpstream();
      if (duplicate && answer.status >= 200 && answer.status < 300) {
        const text =
          typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body);
        const { store, key, windowMs } = duplicate;
        await withinStoreTimeout(
          store,
          () => store.keepAnswer(key, `${answer.status} ${text}`, windowMs),
          deadline,
        ).catch(() => {});
        duplicate = null;
      }
      if (passCookie) answer.cookie = passCookie;
      return answer;
    } finally {
      if (duplicate) void duplicate.store.releaseDuplicate(duplicate.key).catch(() => {});
    }

    async function sendUpstream(): Promise<ProxyAnswer> {
      const { accessToken } = options;
      // A token given as a string was checked with the rest of the configuration.
      const token =
        typeof accessToken === 'string'
          ? accessToken
          : await partnerStep(accessToken, deadline, serverFailure('accessToken'));
      const problem = accessTokenProblem(token);
      if (problem) {
        logOnce(
          `createPartnerProxy: the accessToken function returned no usable token. ${problem}`,
        );
        throw new ProxyFailure(500, 'The server could not read its Partner API credentials.');
      }
      headers['x-api-partner-id'] = partnerId;
      headers.authorization = `Bearer ${token}`;

      let answer: UpstreamAnswer;
      try {
        if (deadline.aborted) throw deadline.reason;
        answer = await send(
          `${upstream}${path}${queryString}`,
          { method, headers, body },
          deadline,
          maxResponseBytes,
        );
      } catch (cause) {
        throw deadline.aborted ? deadline.reason : fail('network', cause);
      }
      const responseBody = answer.body;
      if (responseBody === 'redirect') {
        const location = answer.header('location');
        logOnce(
          `createPartnerProxy: the Partner API answered ${routeName} with a redirect (HTTP ${answer.status}${location ? ` to ${location}` : ''}); it was not followed, so the credentials went nowhere else. Check \`upstream\`.`,
        );
        return partnerError(502, 'The Partner API answered with a redirect.');
      }
      if (responseBody === 'too_large') {
        logOnce(
          `createPartnerProxy: an answer of the Partner API to ${routeName} was larger than ${maxResponseBytes} bytes (\`maxResponseBytes\`); it was cut off and answered 502.`,
        );
        return partnerError(502, 'The Partner API answered more than this server takes.');
      }
      const { status } = answer;
      // What a fetch Response refuses to be made of (Node's http would send it): answered 500 on
      // Node as elsewhere.
      if (status < 200 || status > 599 || status === 204 || status === 205) {
        throw new RangeError(
          `The Partner API answered HTTP ${status}, which has no body to forward.`,
        );
      }
      const responseHeaders: Record<string, string> = { 'cache-control': 'no-store' };
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = answer.header(name);
        if (value) responseHeaders[name] = value;
      }
      return { status, headers: responseHeaders, body: responseBody };
    }
  }

  /**
   * A person, or the answer that says the check is missing or failed. A visitor holding a pass is
   * a person; one passing the check now gets a pass (its cookie is returned, to set).
   */
  async function checkHuman(
    verify: HumanVerifier,
    pass: HumanPass | null,
    request: ProxyRequest,
    deadline: Deadline,
    scope: string,
  ): Promise<ProxyAnswer | string | null> {
    if (
      pass &&
      (await withinStoreTimeout(
        pass,
        () => pass.holds(request.header('cookie'), scope),
        deadline,
      ).catch(() => false))
    )
      return null;
    const token = request.header(HUMAN_TOKEN_HEADER)?.trim() ?? '';
    if (!token) {
      return partnerError(403, HUMAN_CHECK_REQUIRED, {
        code: 'human_check_required',
        data: { reason: 'human_check_required' },
      });
    }
    const person = await partnerStep(
      () => verify(token, request.fetchRequest()),
      deadline,
      (error) => {
        logOnce('createPartnerProxy: `verifyHuman` failed; the request was answered 503.', error);
        return new ProxyFailure(
          503,
          'The check that you are not a robot could not be made: try again in a moment.',
        );
      },
    );
    if (person !== true) {
      return partnerError(403, HUMAN_CHECK_FAILED, {
        code: 'human_check_failed',
        data: { reason: 'human_check_failed' },
      });
    }
    if (!pass) return null;
    return pass.cookie(request.secure || request.header('x-forwarded-proto') === 'https', scope);
  }

  /** The answer when `limit` refuses the request (429, or 503 with its store down and `deny`). */
  async function overLimit(
    limit: Limit,
    request: ProxyRequest,
    context: RateLimitContext,
    deadline: Deadline,
  ): Promise<ProxyAnswer | 'no key' | null> {
    const key = await serverStep(
      () => limit.rule.key(request.fetchRequest(), context),
      deadline,
      'rateLimit.key',
    );
    if (key === null || key === undefined || key === '') return 'no key';
    let verdict: RateLimitVerdict;
    try {
      const storedAs = `${limit.name}:${await storeKey(String(key))}`;
      verdict = await withinStoreTimeout(
        limit.store,
        () => limit.store.take(storedAs, limit.rule),
        deadline,
      );
    } catch (error) {
      if (deadline.aborted) throw deadline.reason;
      const now = Date.now();
      if (now - lastStoreErrorLogged >= STORE_ERROR_LOG_MS) {
        lastStoreErrorLogged = now;
        (options.log ?? console.error)(
          `createPartnerProxy: the rate limit store did not answer (${limit.name}); requests are ${onStoreError === 'allow' ? 'let through uncounted' : 'answered 503'} while it does not (\`onStoreError: '${onStoreError}'\`).`,
          error,
        );
      }
      if (onStoreError === 'allow') return null;
      const busy = 'The server cannot take requests right now: try again in a moment.';
      return partnerError(503, busy, { retryAfter: '5' });
    }
    if (verdict.allowed) return null;
    return partnerError(429, 'Too many requests: wait a moment, then try again.', {
      retryAfter: String(verdict.retryAfterSeconds),
    });
  }

  /** How a failure of the partner's own code (`what`) is answered: a 500, logged once. */
  const serverFailure = (what: string) => (error: unknown) => {
    logOnce(`createPartnerProxy: \`${what}\` threw; the request was answered 500.`, error);
    return new ProxyFailure(500, 'The server failed to handle the request.');
  };
  /** A step of the partner's own code, under the deadline; its failure is the server's: a 500. */
  const serverStep = <T>(step: () => T | Promise<T>, deadline: Deadline, what: string) =>
    partnerStep(step, deadline, serverFailure(what));

  /** The answer to `request`, under one deadline that its client going away also ends. */
  async function answer(request: ProxyRequest): Promise<ProxyAnswer | Response> {
    const deadline = createDeadline(timeoutMs, () => fail('timeout'));
    const stopListening = request.whenGone(() => deadline.end(fail('aborted')));
    try {
      if (deadline.aborted) throw deadline.reason;
      return await forward(request, deadline);
    } catch (error) {
      if (error instanceof ProxyFailure) return partnerError(error.status, error.message);
      logOnce('createPartnerProxy: the request failed unexpectedly.', error);
      return partnerError(500, 'The server failed to handle the request.');
    } finally {
      deadline.clear();
      stopListening();
    }
  }

  const partnerProxy: PartnerProxy = async (request) =>
    answerResponse(await answer(fromFetchRequest(request)));
  // Served through toNodeListener, the same answers are read from Node's request and written to
  // its socket as they are: no fetch Request, Headers, Response or web stream for each request.
  return servedOnNode(partnerProxy, async (incoming: NodeIncoming, outgoing) => {
    let reply: ProxyAnswer | Response;
    try {
      reply = await answer(fromNodeRequest(incoming, outgoing));
    } catch {
      reply = partnerError(500, 'The server failed to handle the request.');
    }
    if (reply instanceof Response) await writeResponse(incoming, outgoing, reply);
    else writeAnswer(incoming, outgoing, reply);
  });
}

// One for the process: not streaming, each decode stands alone.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A POST body as an object, or why it is refused: it must be a JSON object without `_method`, the
 * one key a Laravel application reads as the request's method. Other keys pass: the API ignores
 * what it does not take, and a list of them here would refuse fields a newer client sends.
 */
function parseJsonBody(body: Uint8Array): Record<string, unknown> | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(strictUtf8.decode(body));
  } catch {
    return 'The request body is not JSON: send a JSON object.';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return 'The request body must be a JSON object.';
  }
  if (Object.hasOwn(parsed, '_method')) {
    return 'The request body may not hold `_method`: each route is forwarded with its own method.';
  }
  return parsed as Record<string, unknown>;
}

/** A rule, checked, with what the proxy needs of it at each request. */
interface Limit {
  rule: RateLimitRule;
  name: string;
  routes: ReadonlySet<PartnerRouteName>;
  store: RateLimitStore;
}

const POST_ROUTES = (Object.keys(API_ROUTES) as PartnerRouteName[]).filter(
  (name) => API_ROUTES[name].method === 'POST',
);
/** How long a store may take to answer before `onStoreError` decides. */
const STORE_TIMEOUT_MS = 1000;
const STORE_ERROR_LOG_MS = 60_000;

function limitsOf(rateLimit: PartnerProxyOptions['rateLimit']): Limit[] {
  if (!rateLimit) return [];
  const rules: readonly RateLimitRule[] = Array.isArray(rateLimit)
    ? rateLimit
    : [rateLimit as RateLimitRule];
  // One memory store for the rules given none: their names keep their counts apart.
  let memory: RateLimitStore | undefined;
  return rules.map((rule, index) => {
    checkRateLimitRule(rule, index + 1);
    memory ??= rule.store ? undefined : createMemoryRateLimitStore();
    return {
      rule,
      name: rule.name ?? `rule${index + 1}`,
      routes: new Set(rule.routes ?? POST_ROUTES),
      store: rule.store ?? (memory as RateLimitStore),
    };
  });
}

/**
 * The stores that failed a moment ago, with when they are asked again: until then each guard
 * takes them as failed at once, so a store that is down costs one request a second every few
 * seconds, not every request a second for every guard.
 */
const storeDownUntil = new WeakMap<object, number>();
const STORE_RETRY_MS = 5_000;

/** A store's answer within a second and the request's deadline, or a throw. */
async function withinStoreTimeout<T>(
  store: object,
  work: () => Promise<T>,
  deadline: Deadline,
): Promise<T> {
  if (Date.now() < (storeDownUntil.get(store) ?? 0)) {
    throw new Error('The store failed a moment ago; it is asked again in a few seconds.');
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The store did not answer in time.')),
      STORE_TIMEOUT_MS,
    );
  });
  try {
    const answer = await beforeDeadline(Promise.race([work(), late]), deadline);
    storeDownUntil.delete(store);
    return answer;
  } catch (error) {
    if (!deadline.aborted) storeDownUntil.set(store, Date.now() + STORE_RETRY_MS);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A key as the store keeps it: as given up to 200 characters, else its SHA-256, so a key taken
 * from a body (an email of 60 000 characters) cannot make a store's key as large.
 */
async function storeKey(key: string): Promise<string> {
  return key.length <= 200 ? key : `sha256:${await sha256Hex(key)}`;
}

function configOrError(options: PartnerProxyOptions) {
  try {
    return {
      ...checkProxyConfig(options),
      limits: limitsOf(options.rateLimit),
      humanPass: humanPassOf(options),
    };
  } catch (error) {
    if (error instanceof ProxyConfigError) return error;
    throw error;
  }
}

/** The routes `verifyHuman` guards: what the public forms and the checkout's start send. */
const HUMAN_ROUTES: ReadonlySet<PartnerRouteName> = new Set([
  'enquiries.createGeneral',
  'enquiries.createSpecific',
  'checkout.start',
]);
const HUMAN_CHECK_REQUIRED =
  'Confirm that you are not a robot (the check just above the button), then send again.';
const HUMAN_CHECK_FAILED =
  'The check that you are not a robot failed or expired: do it again, then send again.';
const HUMAN_PASS_COOKIE = 'unistay_human';
const DEFAULT_TRUST_MS = 30 * 60 * 1000;
/** A checkout restarts its session a few times at most (a period changed, Try again, its age). */
const HUMAN_PASS_USES = 10;

type HumanPass = ReturnType<typeof createHumanPass>;

/** The signed pass a verified visitor is trusted by, or null when none is kept. */
function humanPassOf(options: PartnerProxyOptions): HumanPass | null {
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

/** The routes `deduplicate` watches: the two creations. */
const ENQUIRY_CREATIONS: ReadonlySet<PartnerRouteName> = new Set([
  'enquiries.createGeneral',
  'enquiries.createSpecific',
]);

/**
 * What makes two enquiries the same: `who` (the partner, its API, the route, the visitor) and the
 * whole body, its strings trimmed and its email lowercased, its keys in order. Kept as a SHA-256,
 * never as the enquiry.
 */
async function fingerprint(who: readonly string[], body: Record<string, unknown>): Promise<string> {
  let same: string;
  try {
    same = JSON.stringify([who, normalised(body, 0)]);
  } catch {
    // Nested past what can be written out again: such a body is never another's, so its own.
    same = `${JSON.stringify(who)}${crypto.randomUUID()}`;
  }
  return sha256Hex(same);
}

/** A body as compared: strings trimmed, the email lowercased, keys sorted; deep ends as they are. */
function normalised(value: unknown, depth: number, key?: string): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return key === 'email' ? trimmed.toLowerCase() : trimmed;
  }
  if (!value || typeof value !== 'object' || depth > 16) return value;
  if (Array.isArray(value)) return value.map((item) => normalised(item, depth + 1));
  const record = value as Record<string, unknown>;
  return Object.keys(record)
    .sort()
    .map((name) => [name, normalised(record[name], depth + 1, name)]);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The API's answer to the first of the same enquiries, given again (`status body`). */
function replay(kept: string): ProxyAnswer {
  const space = kept.indexOf(' ');
  const status = Number(kept.slice(0, space));
  return {
    status: Number.isInteger(status) && status >= 200 && status < 300 ? status : 200,
    headers: { 'cache-control': 'no-store', 'content-type': 'application/json' },
    body: kept.slice(space + 1),
  };
}
