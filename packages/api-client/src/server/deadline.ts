import type { IncomingMessage } from 'node:http';
import { beforeDeadline, type Deadline } from '../transport.js';

/** A deadline the proxy ends itself: at its time, or sooner when the client goes away. */
export interface ProxyDeadline extends Deadline {
  /** Ends it now, with `reason`; a deadline ended already keeps its first reason. */
  end(reason: unknown): void;
  /** Stops its timer: the request is answered. */
  clear(): void;
}

/**
 * A deadline `timeoutMs` from now (0 or Infinity: none), whose reason is then `onTimeout()`: a timer
 * and a list of listeners, where an AbortController costs a Node 20 request far more (its signal is
 * made transferable to workers). `abortSignalOf` makes a signal of it for a step that needs one.
 */
export function createDeadline(timeoutMs: number, onTimeout: () => unknown): ProxyDeadline {
  return new TimerDeadline(timeoutMs, onTimeout);
}

class TimerDeadline implements ProxyDeadline {
  aborted = false;
  reason: unknown;
  private listeners: (() => void)[] = [];
  private readonly timer: ReturnType<typeof setTimeout> | undefined;

  constructor(timeoutMs: number, onTimeout: () => unknown) {
    this.timer =
      timeoutMs > 0 && timeoutMs < 2 ** 31
        ? setTimeout(() => this.end(onTimeout()), timeoutMs)
        : undefined;
  }

  addEventListener(_type: 'abort', listener: () => void) {
    this.listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void) {
    const at = this.listeners.indexOf(listener);
    if (at !== -1) this.listeners.splice(at, 1);
  }

  end(reason: unknown) {
    if (this.aborted) return;
    this.clear();
    this.aborted = true;
    this.reason = reason;
    const { listeners } = this;
    this.listeners = [];
    for (const listener of listeners) listener();
  }

  clear() {
    clearTimeout(this.timer);
  }
}

/** `deadline` as an AbortSignal, for a step that takes only one (fetch). */
export function abortSignalOf(deadline: Deadline): AbortSignal {
  if (deadline instanceof AbortSignal) return deadline;
  const controller = new AbortController();
  if (deadline.aborted) controller.abort(deadline.reason);
  else deadline.addEventListener('abort', () => controller.abort(deadline.reason));
  return controller.signal;
}

/**
 * A step of the partner's own code (`authorize`, a token function, a store) under the deadline.
 * Past the deadline its reason is thrown; any other failure, thrown or rejected, becomes
 * `failure(error)`, the answer the handler gives for it.
 */
export async function partnerStep<T>(
  work: () => T | Promise<T>,
  deadline: Deadline,
  failure: (error: unknown) => Error,
): Promise<T> {
  try {
    return await beforeDeadline(Promise.resolve().then(work), deadline);
  } catch (error) {
    if (deadline.aborted) throw deadline.reason;
    throw failure(error);
  }
}

/**
 * A request's body, or 'too_large' once it passes `limit` bytes, whether its `Content-Length`
 * says so or it arrives longer. A body whose `Content-Length` says it is too large is read to its
 * end and dropped while that is under 1 MiB, so its sender receives the refusal; past that, or
 * sent in chunks, the rest is never read. A body still
 * arriving when `signal` aborts is cancelled, so a slow upload cannot hold the request.
 *
 * @example
 * const body = await readBodyWithin(request, 4 * 1024, AbortSignal.timeout(5_000));
 * if (body === 'too_large') return new Response('Too large', { status: 413 });
 */
export function readBodyWithin(
  request: Request,
  limit: number,
  signal: AbortSignal,
): Promise<Uint8Array<ArrayBuffer> | 'too_large'> {
  return readRequestWithin(request, limit, signal);
}

/**
 * How much of a request's body past its limit is read and dropped before it is refused. A
 * runtime may close the connection under a client still sending once the answer is given (one
 * run in four in workerd), and the client then loses the 413 with it; read to its end, it is
 * received. Past this, the rest is left unread, as before.
 */
export const DISCARDED_AT_MOST_BYTES = 1024 * 1024;

/** What `readBodyWithin` does, under any deadline: the proxy's own is no AbortSignal. */
export function readRequestWithin(
  request: Request,
  limit: number,
  deadline: Deadline,
): Promise<Uint8Array<ArrayBuffer> | 'too_large'> {
  const declared = Number(request.headers.get('content-length'));
  // Past what is read to be dropped, refused unread: its connection closes after the answer.
  if (declared > limit && declared > DISCARDED_AT_MOST_BYTES) return Promise.resolve('too_large');
  // Firefox has no `Request.prototype.body`: a request made in its pages (the sandbox answering
  // through MSW) gives its body whole or not at all. It is in memory already; held to the limit.
  if (request.body === undefined) {
    if (declared > limit) return Promise.resolve('too_large');
    return readWholeWithin(request, limit, deadline);
  }
  // Only a body whose length is said is waited for: one sent in chunks of no said length could
  // trickle on, and is refused as it passes the limit.
  return readStreamWithin(request.body, request.headers, limit, deadline, {
    discardUpTo: declared > limit ? DISCARDED_AT_MOST_BYTES : 0,
  });
}

async function readWholeWithin(
  request: Request,
  limit: number,
  deadline: Deadline,
): Promise<Uint8Array<ArrayBuffer> | 'too_large'> {
  const body = new Uint8Array(await beforeDeadline(request.arrayBuffer(), deadline));
  return body.byteLength > limit ? 'too_large' : body;
}

/**
 * A body from Node's own `http` (a request to its server, or an answer to its client) read from
 * the socket as it arrives, with no web stream on the way: what `readBodyWithin` does for a fetch
 * Request. Past the limit or the deadline, reading stops and the rest is left unread; the caller
 * closes the connection (toNodeListener after its answer, the upstream transport at once).
 */
export function readIncomingWithin(
  incoming: IncomingMessage,
  limit: number,
  deadline: Deadline,
): Promise<Uint8Array<ArrayBuffer> | 'too_large'> {
  if (Number(incoming.headers['content-length']) > limit) return Promise.resolve('too_large');
  if (deadline.aborted) return Promise.reject(deadline.reason);
  // Read to its end already (by a body parser mounted in front): nothing is left to read, as a
  // stream over it finds.
  if (incoming.readableEnded) return Promise.resolve(new Uint8Array());
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('close', onClose);
      deadline.removeEventListener('abort', onAbort);
    };
    const onData = (chunk: Uint8Array) => {
      size += chunk.byteLength;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      incoming.pause();
      resolve('too_large');
    };
    const onEnd = () => {
      stop();
      resolve(joinChunks(chunks, size));
    };
    // Closed before its end (the client went away, the connection to the API was lost): no half
    // body is taken.
    const onClose = () => {
      stop();
      reject(
        deadline.aborted ? deadline.reason : new Error('The body was cut off before its end.'),
      );
    };
    const onAbort = () => {
      stop();
      incoming.pause();
      reject(deadline.reason);
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('close', onClose);
    deadline.addEventListener('abort', onAbort);
  });
}

/**
 * A body stream read whole, at most `limit` bytes of it, under `signal`: what `readBodyWithin`
 * does for a request, for any body (an upstream answer's, say). Past the limit the stream is
 * cancelled, which also ends the fetch it came from; with `discardUpTo`, a body up to that size
 * is first read to its end and dropped (a client's upload, whose sender then hears the refusal).
 */
export async function readStreamWithin(
  stream: ReadableStream<Uint8Array> | null,
  headers: Headers,
  limit: number,
  signal: Deadline,
  { discardUpTo = 0 }: { discardUpTo?: number } = {},
): Promise<Uint8Array<ArrayBuffer> | 'too_large'> {
  const declared = Number(headers.get('content-length'));
  if (declared > limit && !(declared <= discardUpTo)) {
    stream?.cancel().catch(() => {});
    return 'too_large';
  }
  // Refused whatever it holds: said too large to read, it is only read to be dropped.
  const tooLarge = declared > limit;
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  try {
    for (;;) {
      const { done, value } = await beforeDeadline(reader.read(), signal);
      if (done) {
        ended = true;
        break;
      }
      size += value.byteLength;
      if (size > discardUpTo && size > limit) return 'too_large';
      if (size <= limit) chunks.push(value);
    }
  } finally {
    if (!ended) reader.cancel().catch(() => {});
  }
  return tooLarge || size > limit ? 'too_large' : joinChunks(chunks, size);
}

/** `chunks`, `size` bytes in all, as one array; one chunk (most answers) is taken as it is. */
export function joinChunks(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  if (chunks.length === 1) return chunks[0] as Uint8Array<ArrayBuffer>;
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
