import type { IncomingMessage, ServerResponse } from 'node:http';
import { partnerErrorResponse } from '../partnerErrorResponse.js';
import { knownBody } from './knownBody.js';

type FetchHandler = (request: Request) => Response | Promise<Response>;

/** The address each request made by `toNodeListener` came from: a fetch Request has no such field. */
const socketAddresses = new WeakMap<Request, string>();

/** How far `clientAddress` believes `X-Forwarded-For`, which anyone can send. */
export interface ClientAddressOptions {
  /**
   * How many proxies of your own (load balancers, CDNs) stand in front of this server, each
   * appending the address it was called from to `X-Forwarded-For`. Default 0: the header is not
   * read at all, since anyone can send one. With 1, the last address in the header is the client's;
   * with 2, the one before it; an address a client wrote itself, further left, is never taken.
   */
  trustedProxies?: number;
}

/**
 * Where a request came from, for limits kept per client: the connection's address for a request
 * that arrived through `toNodeListener`, or, behind `trustedProxies` proxies of your own, the
 * address the nearest of them saw. Undefined when neither is known (another server's request
 * without the header): key such requests together rather than not at all.
 *
 * @example
 * rateLimit: { windowMs: 60_000, max: 10, key: (request) => clientAddress(request) ?? 'unknown' }
 */
export function clientAddress(
  request: Request,
  { trustedProxies = 0 }: ClientAddressOptions = {},
): string | undefined {
  if (trustedProxies > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    const address = forwarded[forwarded.length - trustedProxies] ?? forwarded[0];
    if (address) return address;
  }
  return socketAddresses.get(request);
}

/**
 * Runs a fetch-standard handler (the proxy, the sandbox) in Node's `http` server, Express or
 * Connect. The handler sees the whole original URL (Express's `originalUrl`), so set the proxy's
 * `basePath` to where you mount it. A client that goes away aborts `request.signal`.
 */
export function toNodeListener(handler: FetchHandler) {
  return async function nodeListener(
    incoming: IncomingMessage & { originalUrl?: string },
    outgoing: ServerResponse,
  ): Promise<void> {
    const controller = new AbortController();
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) controller.abort();
    });
    let response: Response;
    try {
      const request = toRequest(incoming, controller.signal);
      if (incoming.socket.remoteAddress)
        socketAddresses.set(request, incoming.socket.remoteAddress);
      response = await handler(request);
    } catch {
      response = partnerErrorResponse(500, 'The server failed to handle the request.');
    }
    outgoing.statusCode = response.status;
    // Answered before its body was read to the end (a 401, a 413): the rest is left unread, so
    // the connection is closed after this answer rather than kept for another request.
    if (hasBody(incoming) && !incoming.readableEnded) outgoing.setHeader('Connection', 'close');
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') outgoing.setHeader(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) outgoing.setHeader('set-cookie', cookies);
    const bytes = knownBody(response);
    if (bytes) {
      outgoing.end(bytes);
      return;
    }
    if (!response.body) {
      outgoing.end();
      return;
    }
    try {
      // Most answers (every Partner API envelope) arrive as one chunk: sent with `end`, Node adds
      // a Content-Length and writes headers and body at once, rather than chunk by chunk.
      const reader = response.body.getReader();
      const first = await reader.read();
      const second = first.done ? first : await reader.read();
      if (second.done) {
        outgoing.end(first.value);
        return;
      }
      outgoing.write(first.value);
      outgoing.write(second.value);
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        outgoing.write(next.value);
      }
    } catch {
      // The client went away, or the body failed mid-way (an upstream cut off): the connection is
      // cut rather than ended, so a client cannot take half an answer for a whole one.
      outgoing.destroy();
      return;
    }
    outgoing.end();
  };
}

const hasBody = (incoming: IncomingMessage) =>
  incoming.method !== 'GET' && incoming.method !== 'HEAD';

/** `ReadableStream.from` (Node 20.6 and later), which TypeScript's DOM library does not declare yet. */
const streamFrom = (source: AsyncIterable<Uint8Array>) =>
  (
    ReadableStream as unknown as {
      from(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array>;
    }
  ).from(source);

function toRequest(incoming: IncomingMessage & { originalUrl?: string }, signal: AbortSignal) {
  const encrypted = (incoming.socket as { encrypted?: boolean }).encrypted;
  const url = new URL(
    incoming.originalUrl ?? incoming.url ?? '/',
    `${encrypted ? 'https' : 'http'}://${incoming.headers.host ?? 'localhost'}`,
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(url, {
    method: incoming.method,
    headers,
    // A web stream over Node's (not `node:stream`'s Readable.toWeb), so importing this module in
    // a browser, where the rest of `/server` runs too, costs nothing.
    body: hasBody(incoming) ? streamFrom(incoming) : undefined,
    signal,
    // Node's fetch needs this to accept a streamed body.
    ...(hasBody(incoming) ? { duplex: 'half' } : {}),
  } as RequestInit);
}
