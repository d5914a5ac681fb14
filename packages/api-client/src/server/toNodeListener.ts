import type { IncomingMessage, ServerResponse } from 'node:http';
import { partnerErrorResponse } from '../partnerErrorResponse.js';

type FetchHandler = (request: Request) => Response | Promise<Response>;

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
      response = await handler(toRequest(incoming, controller.signal));
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
      // The client went away mid-body; nothing is left to tell it.
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
