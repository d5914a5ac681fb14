/**
 * How a request reaches the Partner API, for the client and the proxy alike: the partner's
 * credentials, set at send time, and one deadline that also follows the caller's signal and tells
 * a timeout from an abort. Each caller words the failures in its own terms: errors for the client,
 * answers for the proxy.
 */

/** A string, or a function asked for the token at every request (to read a rotated token, say). */
export type AccessToken = string | (() => string | Promise<string>);

/**
 * Sets the partner's credentials on a request's headers, within the request's deadline; made by
 * `partnerCredentials`. Rejects with an `UnusableAccessToken`, the deadline's reason, or whatever
 * the token function threw.
 */
export type PartnerCredentials = (headers: Headers, deadline: AbortSignal) => Promise<void>;

/**
 * Where credentials are set: a fetch `Headers`, or anything with its `set` (the proxy keeps its
 * upstream headers in a plain record).
 */
export interface HeaderSetter {
  set(name: string, value: string): void;
}

/** Thrown for an access token that cannot be sent: the message says why, never holding the token. */
export class UnusableAccessToken extends Error {
  override name = 'UnusableAccessToken';
}

// Control characters or spaces in a header value could split or forge headers upstream.
export const HEADER_SAFE = /^[\x21-\x7e]+$/;

/** Why a token (given, or returned by the token function) cannot be sent, or null. */
export function accessTokenProblem(token: unknown): string | null {
  if (typeof token !== 'string' || token === '') {
    return '`accessToken` is empty: give the access token, or a function that returns it.';
  }
  if (!HEADER_SAFE.test(token)) {
    return '`accessToken` holds spaces or control characters: give the token alone, without "Bearer ".';
  }
  return null;
}

/**
 * The partner's credentials for `createPartnerClient` (on your server: they are secrets) and for
 * the proxy: `X-API-PARTNER-ID`, and `Authorization: Bearer …` with the token, asked of a function
 * afresh at every request and checked before it is sent.
 *
 * @example
 * createPartnerClient({
 *   baseUrl: process.env.PARTNER_API_URL,
 *   credentials: partnerCredentials({ partnerId, accessToken: () => vault.read('partner-token') }),
 * });
 */
export function partnerCredentials({
  partnerId,
  accessToken,
}: {
  partnerId: string;
  accessToken: AccessToken;
}): (headers: HeaderSetter, deadline: Deadline) => Promise<void> {
  return async (headers, deadline) => {
    const token =
      typeof accessToken === 'function'
        ? await beforeDeadline(accessToken(), deadline)
        : accessToken;
    const problem = accessTokenProblem(token);
    if (problem) throw new UnusableAccessToken(problem);
    headers.set('X-API-PARTNER-ID', partnerId);
    headers.set('Authorization', `Bearer ${token}`);
  };
}

/**
 * What a step needs of a deadline: whether it has passed, why, and word when it does. An
 * AbortSignal is one; so is the proxy's own timer (`createDeadline`), which is much cheaper to make
 * on Node than a signal is.
 */
export interface Deadline {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/**
 * `work`, unless `signal` aborts first: then its reason is thrown. For steps that take no signal of
 * their own (a partner's `authorize`, a token function), so a hanging one cannot hold the request.
 */
export function beforeDeadline<T>(work: T | Promise<T>, signal: Deadline): Promise<T> {
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
 * Why a request ended before its answer was read: its deadline passed, the caller's signal
 * aborted, or the API could not be reached (`cause` being what fetch threw).
 */
export type TransportFailureKind = 'timeout' | 'aborted' | 'network';

/** How a caller words a failure of the transport: what it returns is thrown. */
export type TransportFailure = (kind: TransportFailureKind, cause?: unknown) => unknown;

/**
 * Runs `work` with a signal that aborts after `timeoutMs` (0 or Infinity: never) with
 * `fail('timeout')` as its reason, or with `fail('aborted')` as soon as `signal` aborts: every
 * step of a request under one deadline, a timeout told from an abort. Nothing runs for a signal
 * aborted already.
 */
export async function withDeadline<T>(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  fail: TransportFailure,
  work: (deadline: AbortSignal) => Promise<T>,
): Promise<T> {
  if (signal?.aborted) throw fail('aborted');
  const deadline = new AbortController();
  const end = (kind: TransportFailureKind) => () => deadline.abort(fail(kind));
  const onAbort = end('aborted');
  const timer =
    timeoutMs > 0 && timeoutMs < 2 ** 31 ? setTimeout(end('timeout'), timeoutMs) : undefined;
  signal?.addEventListener('abort', onAbort);
  try {
    return await work(deadline.signal);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * `fetch` under `deadline`, and its answer's body read by `read` under it too: the deadline's
 * signal aborts a body still arriving. Nothing is sent once the deadline has passed (during the
 * credentials, say). Rejects with the deadline's reason when it ended the exchange, else with
 * `fail('network', cause)`, `cause` being what fetch or `read` threw.
 */
export async function fetchWithin<Body>(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  deadline: AbortSignal,
  fail: TransportFailure,
  read: (response: Response) => Promise<Body>,
): Promise<[Response, Body]> {
  try {
    if (deadline.aborted) throw deadline.reason;
    const response = await fetchImpl(url, { ...init, signal: deadline });
    return [response, await read(response)];
  } catch (cause) {
    throw deadline.aborted ? deadline.reason : fail('network', cause);
  }
}
