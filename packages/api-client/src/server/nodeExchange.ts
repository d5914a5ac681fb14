import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { knownBody } from './bytesResponse.js';
import { DISCARDED_AT_MOST_BYTES } from './deadline.js';
import { joinedHeader } from './nodeHeader.js';

/**
 * Reading a request from Node's own `http` server and writing its answer, for `toNodeListener`
 * and the proxy's Node path. Types only from Node: the rest of `/server` runs in a browser too.
 */

/** A request Node's `http` server passed on, as Express and Connect pass it too. */
export type NodeIncoming = IncomingMessage & { originalUrl?: string };

/** How a handler serves Node's requests itself, without fetch's Request and Response. */
export type NodeServe = (incoming: NodeIncoming, outgoing: ServerResponse) => Promise<void>;

/** A fetch Request made from Node's, with the address of the connection it came on. */
export class NodeRequest extends Request {
  constructor(
    input: URL,
    init: RequestInit,
    readonly socketAddress: string | undefined,
  ) {
    super(input, init);
  }
}

/** The connection's address `request` came from, when it was made from Node's. */
export const socketAddressOf = (request: Request) =>
  request instanceof NodeRequest ? request.socketAddress : undefined;

export const hasBody = (incoming: IncomingMessage) =>
  incoming.method !== 'GET' && incoming.method !== 'HEAD';

/** `ReadableStream.from` (Node 20.6 and later), which TypeScript's DOM library does not declare yet. */
const streamFrom = (source: AsyncIterable<Uint8Array>) =>
  (
    ReadableStream as unknown as {
      from(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array>;
    }
  ).from(source);

/** The base a request's target is read against: its protocol and `Host`. */
export const baseOf = (incoming: IncomingMessage) =>
  `${(incoming.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'}://${incoming.headers.host ?? 'localhost'}`;

/** What a request whose Host and target make no address (`Host: a b`, `[::1`) is answered, 400. */
export const UNREADABLE_ADDRESS = "The request's Host and path do not make an address.";

/** The address a request names (its target read against `baseOf`), or null when it names none. */
export function addressOf(incoming: NodeIncoming): URL | null {
  try {
    return new URL(incoming.originalUrl ?? incoming.url ?? '/', baseOf(incoming));
  } catch {
    return null;
  }
}

/**
 * A fetch Request of Node's `incoming`, whose `signal` is `signal`, remembered with its socket's
 * address. Its body is `body` when given (bytes read already), else a stream over `incoming`.
 */
export function toRequest(
  incoming: NodeIncoming,
  signal: AbortSignal,
  body?: Uint8Array<ArrayBuffer>,
  url = addressOf(incoming),
) {
  if (!url) throw new TypeError(UNREADABLE_ADDRESS);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    const line = joinedHeader(value);
    if (line !== null && !name.startsWith(':')) headers.set(name, line);
  }
  const streamed = !body && hasBody(incoming);
  return new NodeRequest(
    url,
    {
      method: incoming.method,
      headers,
      // A web stream over Node's (not `node:stream`'s Readable.toWeb), so importing this module
      // in a browser, where the rest of `/server` runs too, costs nothing.
      body: body ?? (streamed ? streamFrom(incoming) : undefined),
      signal,
      // Node's fetch needs this to accept a streamed body.
      ...(streamed ? { duplex: 'half' } : {}),
    } as RequestInit,
    incoming.socket.remoteAddress,
  );
}

/**
 * Whether the answer to `incoming` leaves its body unread (a 401, a 413 answered before it was
 * read to the end): the connection is then closed after the answer rather than kept for another
 * request, which would read the rest as one.
 */
export const leavesBodyUnread = (incoming: IncomingMessage) =>
  hasBody(incoming) && !incoming.readableEnded;

/**
 * How much of a body left unread (past `maxBodyBytes`, or never asked for) is read and dropped
 * after the answer, and for how long. A connection closed under a client still sending is reset,
 * and most clients then lose the answer with it ("fetch failed" for a 413); read to its end, the
 * client receives the answer, and the connection goes on. Past these, it is closed all the same.
 */
const DISCARDED_AT_MOST = { bytes: DISCARDED_AT_MOST_BYTES, ms: 10_000 };

/**
 * Whether the rest of `incoming`'s body is read and dropped once `outgoing` is answered (false:
 * the connection must close with the answer). Node's parser frames the body it drops as it framed
 * the rest (Content-Length, chunks), so nothing of it is read as a request of its own.
 */
function discardsUnreadBody(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
  if (!leavesBodyUnread(incoming)) return true;
  if (incoming.destroyed || Number(incoming.headers['content-length']) > DISCARDED_AT_MOST.bytes) {
    return false;
  }
  let dropped = 0;
  const giveUp = () => {
    incoming.off('data', onData);
    outgoing.socket?.destroy();
  };
  const onData = (chunk: Uint8Array) => {
    dropped += chunk.byteLength;
    if (dropped > DISCARDED_AT_MOST.bytes) giveUp();
  };
  const timer = setTimeout(giveUp, DISCARDED_AT_MOST.ms);
  timer.unref?.();
  incoming.on('data', onData);
  incoming.once('end', () => clearTimeout(timer));
  incoming.once('close', () => clearTimeout(timer));
  incoming.resume();
  return true;
}

/** Writes an answer made of bytes or text already held: headers and body in one write. */
export function writeWhole(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Uint8Array | string,
): void {
  // A server's failure (its deadline passed on a body that stalls) closes: nothing more is awaited.
  if (status >= 500 || !discardsUnreadBody(incoming, outgoing)) headers.connection = 'close';
  outgoing.writeHead(status, headers);
  outgoing.end(body);
}

/** Writes a fetch Response to Node's `outgoing`. */
export async function writeResponse(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  response: Response,
): Promise<void> {
  outgoing.statusCode = response.status;
  if (leavesBodyUnread(incoming)) outgoing.setHeader('Connection', 'close');
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
}
