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
 * The body, or 'too_large' as soon as it passes `limit` (the rest is never read). A body still
 * arriving when `signal` aborts is cancelled, so a slow upload cannot hold the request.
 */
export async function readBodyWithin(
  request: Request,
  limit: number,
  signal: AbortSignal,
): Promise<Uint8Array<ArrayBuffer> | 'too_large'> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit) return 'too_large';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
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
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
