import { partnerErrorResponse } from '../partnerErrorResponse.js';
import {
  API_ROUTES,
  matchPartnerRoute,
  type PartnerRouteMatch,
  type PartnerRouteName,
} from '../routes.js';
import {
  type AccessToken,
  fetchWithin,
  type PartnerCredentials,
  partnerCredentials,
  type TransportFailure,
  UnusableAccessToken,
  withDeadline,
} from '../transport.js';
import { partnerStep, readBodyWithin, readStreamWithin } from './deadline.js';
import { forwardedQuery } from './forwardedQuery.js';
import { checkProxyConfig, type ProxyConfig, ProxyConfigError } from './proxyConfig.js';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from './rateLimit.js';
import { createLogOnce } from './serverLog.js';

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
   * A per-client limit on the POST routes (enquiries and checkout), answered 429 with
   * `Retry-After`: abusive traffic through your token can get you rate-limited upstream.
   */
  rateLimit?: RateLimitOptions;
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
  /** The fetch used upstream: inject the sandbox's, or one with your agent. */
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
  const timeoutMs = options.timeoutMs ?? 30_000;
  const logOnce = createLogOnce(options.log);
  let config:
    | (ProxyConfig & { credentials: PartnerCredentials; limiter?: RateLimiter })
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

  async function forward(request: Request, deadline: AbortSignal): Promise<Response> {
    const url = new URL(request.url);
    if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
      return partnerErrorResponse(404, 'Not found.');
    }
    const path = url.pathname.slice(basePath.length);
    const route = matchPartnerRoute(request.method, path);
    if (!route || !allowed.has(route.name)) return partnerErrorResponse(404, 'Not found.');

    config ??= configOrError(options);
    if (config instanceof ProxyConfigError) {
      logOnce(config.message);
      return partnerErrorResponse(500, config.message);
    }
    const { upstream, credentials, limiter } = config;

    if (isEnquiryRead(route) && !options.authorize && !options.publicEnquiryReads) {
      return partnerErrorResponse(403, ENQUIRY_READS_REFUSED);
    }
    const query = forwardedQuery(route.name, url.searchParams);
    if ('problem' in query) {
      return partnerErrorResponse(422, query.problem, {
        data: { messages: { [query.field.replace(/\[(\w+)\]/g, '.$1')]: [query.problem] } },
      });
    }
    const { method } = API_ROUTES[route.name];
    const isPost = method === 'POST';
    const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (isPost && !(mediaType && JSON_MEDIA_TYPES.includes(mediaType))) {
      return partnerErrorResponse(
        415,
        `Send this request's body as JSON, with Content-Type: application/json; its Content-Type is ${mediaType || 'missing'}.`,
      );
    }
    if (isPost && limiter && options.rateLimit) {
      const { key: keyOf } = options.rateLimit;
      const key = await serverStep(() => keyOf(request), deadline, 'rateLimit.key');
      const verdict = limiter(key);
      if (!verdict.allowed) {
        return partnerErrorResponse(429, 'Too many requests: wait a moment, then try again.', {
          headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
        });
      }
    }
    if (options.authorize) {
      const { authorize } = options;
      const verdict = await serverStep(() => authorize(request, route), deadline, 'authorize');
      if (verdict instanceof Response) return verdict;
      if (!verdict) return partnerErrorResponse(403, 'Not allowed.');
    }

    // The API is a Laravel application, which takes a POST's method from X-HTTP-Method-Override
    // or from `_method` in its body: both are pinned to the route's own, so a POST this proxy
    // allows is never read upstream as a GET of every student's enquiry.
    const headers = new Headers({ 'X-HTTP-Method-Override': method });
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (isPost) {
      const read = await readBodyWithin(request, maxBodyBytes, deadline);
      if (read === 'too_large') {
        return partnerErrorResponse(413, `The request body is larger than ${maxBodyBytes} bytes.`);
      }
      const problem = jsonBodyProblem(read);
      if (problem) return partnerErrorResponse(400, problem);
      body = read;
      headers.set('Content-Type', mediaType as string);
    }
    await partnerStep(
      () => credentials(headers, deadline),
      deadline,
      (error) => {
        if (!(error instanceof UnusableAccessToken)) return serverFailure('accessToken')(error);
        logOnce(
          `createPartnerProxy: the accessToken function returned no usable token. ${error.message}`,
        );
        return new ProxyFailure(500, 'The server could not read its Partner API credentials.');
      },
    );

    const [response, responseBody] = await fetchWithin(
      options.fetch ?? globalThis.fetch,
      `${upstream}${path}${query.query}`,
      // A redirect would be followed with X-API-PARTNER-ID (fetch drops only Authorization).
      { method, headers, body, redirect: 'manual' },
      deadline,
      fail,
      async (answer) => {
        if (!isRedirect(answer)) {
          return readStreamWithin(answer.body, answer.headers, maxResponseBytes, deadline);
        }
        await answer.body?.cancel();
        return 'redirect' as const;
      },
    );
    if (responseBody === 'redirect') {
      logOnce(
        `createPartnerProxy: the Partner API answered ${route.name} with a redirect (HTTP ${response.status}${response.headers.get('location') ? ` to ${response.headers.get('location')}` : ''}); it was not followed, so the credentials went nowhere else. Check \`upstream\`.`,
      );
      return partnerErrorResponse(502, 'The Partner API answered with a redirect.');
    }
    if (responseBody === 'too_large') {
      logOnce(
        `createPartnerProxy: an answer of the Partner API to ${route.name} was larger than ${maxResponseBytes} bytes (\`maxResponseBytes\`); it was cut off and answered 502.`,
      );
      return partnerErrorResponse(502, 'The Partner API answered more than this server takes.');
    }
    const responseHeaders = new Headers({ 'Cache-Control': 'no-store' });
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    return new Response(responseBody, { status: response.status, headers: responseHeaders });
  }

  /** How a failure of the partner's own code (`what`) is answered: a 500, logged once. */
  const serverFailure = (what: string) => (error: unknown) => {
    logOnce(`createPartnerProxy: \`${what}\` threw; the request was answered 500.`, error);
    return new ProxyFailure(500, 'The server failed to handle the request.');
  };
  /** A step of the partner's own code, under the deadline; its failure is the server's: a 500. */
  const serverStep = <T>(step: () => T | Promise<T>, deadline: AbortSignal, what: string) =>
    partnerStep(step, deadline, serverFailure(what));

  return async function partnerProxy(request) {
    try {
      return await withDeadline(timeoutMs, request.signal, fail, (deadline) =>
        forward(request, deadline),
      );
    } catch (error) {
      if (error instanceof ProxyFailure) return partnerErrorResponse(error.status, error.message);
      logOnce('createPartnerProxy: the request failed unexpectedly.', error);
      return partnerErrorResponse(500, 'The server failed to handle the request.');
    }
  };
}

/** A redirect, as fetch gives it with `redirect: 'manual'` (an opaque one in a browser). */
const isRedirect = (answer: Response) =>
  answer.type === 'opaqueredirect' || (answer.status >= 300 && answer.status < 400);

/**
 * Why a POST body is refused, or null: it must be a JSON object without `_method`, the one key a
 * Laravel application reads as the request's method. Other keys pass: the API ignores what it does
 * not take, and a list of them here would refuse fields a newer client sends.
 */
function jsonBodyProblem(body: Uint8Array): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return 'The request body is not JSON: send a JSON object.';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return 'The request body must be a JSON object.';
  }
  if (Object.hasOwn(parsed, '_method')) {
    return 'The request body may not hold `_method`: each route is forwarded with its own method.';
  }
  return null;
}

function configOrError(options: PartnerProxyOptions) {
  try {
    const config = checkProxyConfig(options);
    const credentials = partnerCredentials({
      partnerId: config.partnerId,
      accessToken: options.accessToken,
    });
    return options.rateLimit
      ? { ...config, credentials, limiter: createRateLimiter(options.rateLimit) }
      : { ...config, credentials };
  } catch (error) {
    if (error instanceof ProxyConfigError) return error;
    throw error;
  }
}
