import { beforeDeadline } from '../transport.js';

/**
 * A step of the partner's own code (`authorize`, a token function, a store) under the deadline.
 * Past the deadline its reason is thrown; any other failure, thrown or rejected, becomes
 * `failure(error)`, the answer the handler gives for it.
 */
export async function partnerStep<T>(
  work: () => T | Promise<T>,
  deadline: AbortSignal,
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
 * A request's body, or 'too_large' as soon as it passes `limit` bytes: refused up front when its
 * `Content-Length` says so, else while it arrives (the rest is never read). A body still arriving
 * when `signal` aborts is cancelled, so a slow upload cannot hold the request.
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
  // Refused unread: the connection it came on is closed after the answer (toNodeListener).
  if (Number(request.headers.get('content-length')) > limit) return Promise.resolve('too_large');
  return readStreamWithin(request.body, request.headers, limit, signal);
}

/**
 * A body stream read whole, at most `limit` bytes of it, under `signal`: what `readBodyWithin`
 * does for a request, for any body (an upstream answer's, say). Past the limit the stream is
 * cancelled, which also ends the fetch it came from.
 */
export async function readStreamWithin(
  stream: ReadableStream<Uint8Array> | null,
  headers: Headers,
  limit: number,
  signal: AbortSignal,
): Promise<Uint8Array<ArrayBuffer> | 'too_large'> {
  const declared = Number(headers.get('content-length'));
  if (declared > limit) {
    stream?.cancel().catch(() => {});
    return 'too_large';
  }
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await beforeDeadline(reader.read(), signal);
      if (done) break;
      size += value.byteLength;
      if (size > limit) return 'too_large';
      chunks.push(value);
    }
  } finally {
    if (size > limit || signal.aborted) reader.cancel().catch(() => {});
  }
  return joinChunks(chunks, size);
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
