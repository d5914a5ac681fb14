import type { AccessToken } from '../createPartnerClient.js';
import { partnerErrorResponse } from '../partnerErrorResponse.js';
import {
  matchPartnerRoute,
  PARTNER_ROUTES,
  type PartnerRouteMatch,
  type PartnerRouteName,
} from '../routes.js';

export type PartnerProxyAuthorize = (
  request: Request,
  route: PartnerRouteMatch,
) => boolean | Response | Promise<boolean | Response>;

export interface PartnerProxyOptions {
  /** The Partner API's base address (paths begin with `/api` below it). */
  upstream: string;
  partnerId: string;
  /** A string, or a function called for each request (to read a rotated token, say). */
  accessToken: AccessToken;
  /** Where the proxy is mounted in your server, like `/partner`; removed before matching. Default `''`. */
  basePath?: string;
  /** The routes forwarded. Default: all six endpoints of the reference. */
  allow?: readonly PartnerRouteName[];
  /**
   * Asked before forwarding; return false (403) or a Response of your own to refuse. Use it at
   * least for `enquiries.list`, which holds every student's data: it belongs behind staff login.
   */
  authorize?: PartnerProxyAuthorize;
  /** Largest request body forwarded. Default 64 KiB. */
  maxBodyBytes?: number;
  /** How long the upstream may take. Default 30 000 ms. */
  timeoutMs?: number;
  /** The fetch used upstream: inject the sandbox's, or one with your agent. */
  fetch?: typeof fetch;
}

export type PartnerProxy = (request: Request) => Promise<Response>;

const DEFAULT_ALLOW = Object.keys(PARTNER_ROUTES) as PartnerRouteName[];
// Only what the API needs from a browser crosses; cookies, the browser's own Authorization and any
// partner header it sends never do.
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'accept-language'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'retry-after'];

/**
 * A fetch-standard handler that forwards the browser's Partner API calls with your server's
 * credentials, so the access token never reaches a browser. Only the allowed method and path pairs
 * are forwarded; anything else is answered 404 without reaching the API.
 */
export function createPartnerProxy(options: PartnerProxyOptions): PartnerProxy {
  const upstream = options.upstream.replace(/\/+$/, '');
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const allowed = new Set(options.allow ?? DEFAULT_ALLOW);
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;
  const timeoutMs = options.timeoutMs ?? 30_000;

  return async function partnerProxy(request) {
    const url = new URL(request.url);
    if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
      return partnerErrorResponse(404, 'Not found.');
    }
    const path = url.pathname.slice(basePath.length);
    const route = matchPartnerRoute(request.method, path);
    if (!route || !allowed.has(route.name)) return partnerErrorResponse(404, 'Not found.');

    if (options.authorize) {
      const verdict = await options.authorize(request, route);
      if (verdict instanceof Response) return verdict;
      if (!verdict) return partnerErrorResponse(403, 'Not allowed.');
    }

    let body: Uint8Array<ArrayBuffer> | undefined;
    if (PARTNER_ROUTES[route.name].method === 'POST') {
      const read = await readLimited(request, maxBodyBytes);
      if (read === 'too_large') {
        return partnerErrorResponse(413, `The request body is larger than ${maxBodyBytes} bytes.`);
      }
      body = read;
    }

    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    headers.set('X-API-PARTNER-ID', options.partnerId);
    const token =
      typeof options.accessToken === 'function' ? await options.accessToken() : options.accessToken;
    headers.set('Authorization', `Bearer ${token}`);

    const query = route.name === 'enquiries.list' ? url.search : '';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const forwardAbort = () => controller.abort();
    request.signal.addEventListener('abort', forwardAbort, { once: true });
    try {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      const response = await fetchImpl(`${upstream}${path}${query}`, {
        method: request.method,
        headers,
        body,
        signal: controller.signal,
      });
      const responseBody = await response.arrayBuffer();
      const responseHeaders = new Headers({ 'Cache-Control': 'no-store' });
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = response.headers.get(name);
        if (value) responseHeaders.set(name, value);
      }
      return new Response(responseBody, { status: response.status, headers: responseHeaders });
    } catch {
      return controller.signal.aborted && !request.signal.aborted
        ? partnerErrorResponse(504, 'The Partner API did not answer in time.')
        : partnerErrorResponse(502, 'The Partner API could not be reached.');
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forwardAbort);
    }
  };
}

/** The body, or 'too_large' as soon as it passes the limit (without reading the rest). */
async function readLimited(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | 'too_large'> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit) return 'too_large';
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too_large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
