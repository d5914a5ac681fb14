import type { ServerResponse } from 'node:http';
import { type PartnerErrorDetails, partnerErrorJson } from '../partnerErrorResponse.js';
import type { Deadline } from '../transport.js';
import { BytesResponse } from './bytesResponse.js';
import { readIncomingWithin, readRequestWithin, readStreamWithin } from './deadline.js';
import { addressOf, baseOf, type NodeIncoming, toRequest, writeWhole } from './nodeExchange.js';
import { joinedHeader } from './nodeHeader.js';

/**
 * A request as the proxy reads it, whether it came as a fetch Request (an edge runtime, a
 * framework's route) or through Node's own `http` server, where making a Request, its Headers and
 * its body's stream is much of what forwarding costs. Its fetch Request is made on Node only for
 * the partner's own functions (`authorize`, a rate limit's `key`, `humanCheck.verify`), which take one.
 */
export interface ProxyRequest {
  readonly method: string;
  /** The path as `new URL` reads it: dot segments resolved, escapes kept. */
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
  /** Whether it came over https. */
  readonly secure: boolean;
  /** A header's value (any case of its name), several joined with `, `; null when absent. */
  header(name: string): string | null;
  /** Its body, at most `limit` bytes, under `deadline`: as `readBodyWithin` reads it. */
  body(limit: number, deadline: Deadline): Promise<Uint8Array<ArrayBuffer> | 'too_large'>;
  /** The fetch Request the partner's own functions are given. */
  fetchRequest(): Request;
  /**
   * Calls `listener` once the client goes away before its answer (at once if it has); returns
   * what stops listening.
   */
  whenGone(listener: () => void): () => void;
}

/**
 * An answer of the proxy, held whole: written to Node's socket as it is, or made a fetch
 * Response. Header names are lowercase; `cookies` are the Set-Cookie headers to add.
 */
export interface ProxyAnswer {
  status: number;
  headers: Record<string, string>;
  cookies?: readonly string[];
  body: Uint8Array<ArrayBuffer> | string;
  /** Why the proxy answered so, for its telemetry where the body's code does not say (never sent). */
  reason?: string;
}

/** A failure in the Partner API's own error shape (as `partnerErrorResponse`), marked no-store. */
export function partnerError(
  status: number,
  message: string,
  details: PartnerErrorDetails & { retryAfter?: string } = {},
): ProxyAnswer {
  const headers: Record<string, string> = {
    'cache-control': 'no-store',
    'content-type': 'application/json',
  };
  if (details.retryAfter) headers['retry-after'] = details.retryAfter;
  return { status, headers, body: partnerErrorJson(status, message, details) };
}

/** The statuses a fetch Response is made without a body for. */
const NO_BODY: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/** `answer` as a fetch Response; one of bytes is known to `toNodeListener` by them. */
export function answerResponse({ status, headers, cookies = [], body }: ProxyAnswer): Response {
  // A partner's own answer may be one that has no body (a 204 from `authorize`).
  const response =
    typeof body === 'string' || NO_BODY.has(status)
      ? new Response(NO_BODY.has(status) ? null : body, { status, headers })
      : new BytesResponse(body, { status, headers });
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  return response;
}

/**
 * A Response of the partner's own (`authorize`'s refusal) as the proxy's answer: its status, its
 * headers and cookies, and its body, read whole under the deadline, at most `limit` bytes.
 */
export async function answerOfResponse(
  response: Response,
  limit: number,
  deadline: Deadline,
): Promise<ProxyAnswer | 'too_large'> {
  const body = await readStreamWithin(response.body, response.headers, limit, deadline);
  if (body === 'too_large') return body;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  return { status: response.status, headers, cookies: response.headers.getSetCookie(), body };
}

/** Writes `answer` to Node's `outgoing`: headers and body at once. */
export function writeAnswer(
  incoming: NodeIncoming,
  outgoing: ServerResponse,
  { status, headers, cookies = [], body }: ProxyAnswer,
): void {
  writeWhole(
    incoming,
    outgoing,
    status,
    cookies.length > 0 ? { ...headers, 'set-cookie': [...cookies] } : headers,
    body,
  );
}

/** The proxy's view of a fetch Request. */
export function fromFetchRequest(request: Request): ProxyRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    pathname: url.pathname,
    searchParams: url.searchParams,
    secure: url.protocol === 'https:',
    header: (name) => request.headers.get(name),
    body: (limit, deadline) => readRequestWithin(request, limit, deadline),
    fetchRequest: () => request,
    whenGone(listener) {
      const { signal } = request;
      if (signal.aborted) {
        listener();
        return () => {};
      }
      signal.addEventListener('abort', listener, { once: true });
      return () => signal.removeEventListener('abort', listener);
    },
  };
}

/**
 * A target whose path `new URL` keeps as it is (no dot segment, escape, backslash or fragment, and
 * not `//`, which it reads as a host), with a query of printable ASCII: split as it stands.
 */
const PLAIN_TARGET = /^\/(?!\/)[\w~./-]*(?:\?[\x21\x22\x24-\x7e]*)?$/;
/**
 * The last base (protocol and Host) `new URL` was seen to take, kept by one proxy: its requests
 * mostly come with one Host, which is then not parsed again.
 */
export interface KnownBase {
  last: string;
}

/**
 * The proxy's view of a request in Node's `http` server, read from it as it is: its target split
 * rather than parsed when `new URL` would leave it unchanged, its body read from the socket, and a
 * fetch Request made only if the partner's functions ask for one. Null when its Host and target
 * make no address.
 */
export function fromNodeRequest(
  incoming: NodeIncoming,
  outgoing: ServerResponse,
  knownBase: KnownBase,
): ProxyRequest | null {
  const target = incoming.originalUrl ?? incoming.url ?? '/';
  const base = baseOf(incoming);
  let pathname: string;
  let searchParams: URLSearchParams;
  let secure: boolean;
  if (
    PLAIN_TARGET.test(target) &&
    !target.includes('/.') &&
    (base === knownBase.last || URL.canParse(base))
  ) {
    knownBase.last = base;
    const query = target.indexOf('?');
    pathname = query === -1 ? target : target.slice(0, query);
    searchParams = new URLSearchParams(query === -1 ? '' : target.slice(query + 1));
    secure = base.startsWith('https:');
  } else {
    // A Host no address can have: the client's mistake, answered 400 by the caller.
    const url = addressOf(incoming);
    if (!url) return null;
    ({ pathname, searchParams } = url);
    secure = url.protocol === 'https:';
  }

  let controller: AbortController | undefined;
  let made: Request | undefined;
  let read: Uint8Array<ArrayBuffer> | undefined;
  let gone = false;
  let onGone: (() => void) | undefined;
  outgoing.on('close', () => {
    if (outgoing.writableFinished) return;
    gone = true;
    controller?.abort();
    onGone?.();
  });
  return {
    method: incoming.method ?? 'GET',
    pathname,
    searchParams,
    secure,
    header(name) {
      return joinedHeader(incoming.headers[name.toLowerCase()]);
    },
    async body(limit, deadline) {
      // Once a function of the partner's has begun to read the Request made for it (or a copy of
      // it), its stream holds what was read from the socket: the body is read from it, as before.
      const bytes =
        made && (incoming.readableFlowing !== null || made.body?.locked)
          ? await readRequestWithin(made, limit, deadline)
          : await readIncomingWithin(incoming, limit, deadline);
      if (bytes !== 'too_large') read = bytes;
      return bytes;
    },
    fetchRequest() {
      if (!made) {
        controller = new AbortController();
        if (gone) controller.abort();
        made = toRequest(incoming, controller.signal, read);
      }
      return made;
    },
    whenGone(listener) {
      if (gone) listener();
      onGone = listener;
      return () => {
        onGone = undefined;
      };
    },
  };
}
