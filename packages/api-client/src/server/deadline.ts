/** The reason a request's deadline signal aborts with once its time is up. */
export class DeadlineExceeded extends Error {
  override name = 'DeadlineExceeded';
}

/** The reason a request's deadline signal aborts with when its client went away. */
export const CLIENT_GONE = Symbol('client gone');

/**
 * Runs `work` with a signal that aborts after `timeoutMs` (with a DeadlineExceeded) or as soon as
 * the request's client goes away (with CLIENT_GONE): every step of a request, under one deadline.
 */
export async function withDeadline<T>(
  request: Request,
  timeoutMs: number,
  work: (deadline: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = new AbortController();
  const timer =
    timeoutMs > 0 && timeoutMs < 2 ** 31
      ? setTimeout(() => deadline.abort(new DeadlineExceeded()), timeoutMs)
      : undefined;
  const onClientGone = () => deadline.abort(CLIENT_GONE);
  if (request.signal.aborted) onClientGone();
  request.signal.addEventListener('abort', onClientGone, { once: true });
  try {
    return await work(deadline.signal);
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', onClientGone);
  }
}

/**
 * `work`, unless `signal` aborts first: then its reason is thrown. For steps that take no signal of
 * their own (a partner's `authorize`, a token function), so a hanging one cannot hold the request.
 */
export function beforeDeadline<T>(work: T | Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(work).then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

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
