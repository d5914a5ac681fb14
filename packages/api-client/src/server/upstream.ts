import type { IncomingMessage } from 'node:http';
import type { Deadline } from '../transport.js';
import { abortSignalOf, readIncomingWithin, readStreamWithin } from './deadline.js';
import { joinedHeader } from './nodeHeader.js';

/**
 * What the proxy sends upstream: the request's method, the headers it chose (by lowercase name),
 * the body it read.
 */
export interface UpstreamRequest {
  method: string;
  headers: Record<string, string>;
  body: Uint8Array | undefined;
}

/**
 * An upstream answer, read whole: its status, its headers, and its body, or why it was not kept
 * (`redirect`: never followed, so the credentials go nowhere else; `too_large`: past the limit).
 */
export interface UpstreamAnswer {
  status: number;
  header(name: string): string | null;
  body: Uint8Array<ArrayBuffer> | 'redirect' | 'too_large';
}

/**
 * Sends a request upstream and reads its answer, at most `maxBytes` of it, under `deadline`. A
 * failure to connect, or an answer cut off, rejects.
 */
export type UpstreamSender = (
  url: string,
  request: UpstreamRequest,
  deadline: Deadline,
  maxBytes: number,
) => Promise<UpstreamAnswer>;

/** An answer's head as a transport gives it, with its body still to read or to leave. */
export interface UpstreamResponse {
  status: number;
  header(name: string): string | null;
  /** The body to its end, at most `limit` bytes: past them, 'too_large' and the rest left unread. */
  read(limit: number): Promise<Uint8Array<ArrayBuffer> | 'too_large'>;
  /** Leaves the body unread and ends the exchange. */
  discard(): void;
}

/**
 * Sends one request and resolves with its answer's head, under `deadline`: input and output only.
 * What is done with the answer (redirects, sizes) is `upstreamSender`'s, the same for every one.
 */
export type UpstreamTransport = (
  url: string,
  request: UpstreamRequest,
  deadline: Deadline,
) => Promise<UpstreamResponse>;

/**
 * Whether an answer is a redirect, as fetch gives one with `redirect: 'manual'` (status 0 is the
 * opaque one a browser gives). Never followed where the partner's credentials were sent: it would
 * carry X-API-PARTNER-ID wherever it points (fetch drops only Authorization).
 */
const isRedirect = (status: number) => status === 0 || (status >= 300 && status < 400);

/**
 * The policy every upstream call follows, over any transport: a redirect is never followed (the
 * client given credentials refuses one too), and an answer larger than `maxBytes`, said or found,
 * is not kept.
 */
export function upstreamSender(transport: UpstreamTransport): UpstreamSender {
  return async (url, request, deadline, maxBytes) => {
    const response = await transport(url, request, deadline);
    const { status, header } = response;
    const refused = isRedirect(status)
      ? 'redirect'
      : Number(header('content-length')) > maxBytes
        ? 'too_large'
        : null;
    if (refused) {
      response.discard();
      return { status, header, body: refused };
    }
    return { status, header, body: await response.read(maxBytes) };
  };
}

/** Upstream through a fetch: yours, the sandbox's, or the runtime's on an edge runtime. */
export function fetchTransport(fetchImpl: () => typeof fetch): UpstreamTransport {
  return async (url, { method, headers, body }, deadline) => {
    const answer = await fetchImpl()(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: abortSignalOf(deadline),
    } as RequestInit);
    return {
      status: answer.status,
      header: (name) => answer.headers.get(name),
      read: (limit) => readStreamWithin(answer.body, answer.headers, limit, deadline),
      discard: () => {
        answer.body?.cancel().catch(() => {});
      },
    };
  };
}

type NodeHttp = typeof import('node:http');
const IDLE_CONNECTION_MS = 4_000;
let pools: Record<'http:' | 'https:', import('node:http').Agent> | undefined;
type NodeHttps = typeof import('node:https');
type BuiltinModules = { getBuiltinModule?: (id: string) => unknown };

/**
 * Upstream through Node's own `http` and `https` with a keep-alive pool, on Node (20.16 and later):
 * no WHATWG streams, no Request and Response objects on the way, which is where fetch spends its
 * time in Node. Null elsewhere (an edge runtime, a browser): the proxy uses fetch there. Node's
 * modules are taken from `process.getBuiltinModule`, so no bundler for another runtime sees them.
 */
export function nodeTransport(
  process = (globalThis as { process?: BuiltinModules }).process,
): UpstreamTransport | null {
  if (typeof process?.getBuiltinModule !== 'function') return null;
  const http = process.getBuiltinModule('node:http') as NodeHttp | undefined;
  const https = process.getBuiltinModule('node:https') as NodeHttps | undefined;
  if (!http?.request || !https?.request) return null;
  // One pool a protocol for the process, however many proxies it makes: connections to the API
  // are reused request after request, as fetch's are. An idle connection is let go before the
  // API closes it: a request sent on one the API is closing fails (ECONNRESET, a 502 to the
  // student). With `timeout` set, Node's agent keeps an idle connection a second less than the
  // API's `Keep-Alive: timeout=N` says, and IDLE_CONNECTION_MS when it says nothing (Node's own
  // servers close after 5 s). The timeout closes idle connections only; a slow answer still
  // arrives, bounded by the proxy's deadline.
  pools ??= {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 128, timeout: IDLE_CONNECTION_MS }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 128, timeout: IDLE_CONNECTION_MS }),
  };
  const { 'http:': plain, 'https:': tls } = pools;
  return (url, { method, headers, body }, deadline) =>
    new Promise<UpstreamResponse>((resolve, reject) => {
      if (deadline.aborted) {
        reject(deadline.reason);
        return;
      }
      const target = new URL(url);
      const secure = target.protocol === 'https:';
      const outgoing = body ? { ...headers, 'content-length': String(body.byteLength) } : headers;
      const request = (secure ? https : http).request(
        target,
        { method, headers: outgoing, agent: secure ? tls : plain },
        (response: IncomingMessage) => {
          // From here the body's reader answers the deadline.
          deadline.removeEventListener('abort', onDeadline);
          response.on('error', () => {});
          resolve({
            status: response.statusCode ?? 502,
            header: (name) => joinedHeader(response.headers[name.toLowerCase()]),
            async read(limit) {
              try {
                const read = await readIncomingWithin(response, limit, deadline);
                if (read === 'too_large') response.destroy();
                return read;
              } catch (error) {
                response.destroy();
                throw error;
              }
            },
            discard: () => response.destroy(),
          });
        },
      );
      // The deadline ends the exchange while it connects and sends: listened to here rather than
      // given as the request's `signal`, which a cheaper deadline than an AbortSignal cannot be.
      const onDeadline = () => request.destroy(new Error('The deadline passed.'));
      deadline.addEventListener('abort', onDeadline, { once: true });
      request.on('error', (error) => {
        deadline.removeEventListener('abort', onDeadline);
        reject(error);
      });
      request.end(body);
    });
}

/** The upstream transport the proxy uses: `fetch` when given; on Node, Node's own http; else fetch. */
export function defaultSender(fetchImpl: typeof fetch | undefined): UpstreamSender {
  const transport = fetchImpl
    ? fetchTransport(() => fetchImpl)
    : (nodeTransport() ?? fetchTransport(() => globalThis.fetch));
  return upstreamSender(transport);
}
