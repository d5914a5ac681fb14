/** The reason a request's deadline signal aborts with once its time is up. */
export class DeadlineExceeded extends Error {
  override name = 'DeadlineExceeded';
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
