/**
 * What went wrong with a call, to `switch` on: `validation` (refused as sent, or never sent: see
 * `fieldErrors`); the refusals by HTTP status (`unauthorized` 401, `forbidden` 403, `not_found` 404
 * or 410, `not_acceptable` 406, `conflict` 409, `rate_limited` 429, `server` 5xx; any other 4xx is
 * `validation`); no answer (`network`, `timeout`, `aborted`); and `invalid_response`, an answer
 * outside the API's contract.
 */
export type PartnerApiErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'not_acceptable'
  | 'conflict'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'invalid_response';

/** Field paths (dotted for nested objects, like `resident_details.email`) to their messages. */
export type FieldErrors = Record<string, string[]>;

export interface PartnerApiErrorInit {
  kind: PartnerApiErrorKind;
  message: string;
  /** The HTTP status; null when no response arrived (network, timeout, abort, checked before sending). */
  status?: number | null;
  /** The API's application code from the error body. */
  code?: number | string | null;
  locale?: string | null;
  fieldErrors?: FieldErrors;
  retryAfterSeconds?: number | null;
  /**
   * What the error body's `data` holds beside its field messages, when it is an object: the
   * partner's proxy says there what a page needs to go on (the checkout to resume, the booking
   * made). Null when it held nothing else.
   */
  data?: Readonly<Record<string, unknown>> | null;
  cause?: unknown;
}

const RETRYABLE_KINDS: ReadonlySet<PartnerApiErrorKind> = new Set([
  'rate_limited',
  'server',
  'network',
  'timeout',
]);

/**
 * Every failure of a Partner API call. Switch on `kind`; `PartnerApiError.is(value)` also works
 * where `instanceof` fails (two copies of the library in one bundle). It carries what the API said,
 * never the request's headers or the access token.
 */
export class PartnerApiError extends Error {
  override readonly name = 'PartnerApiError';
  /** Survives duplicated bundles, where `instanceof` does not. */
  readonly type = 'PartnerApiError' as const;
  declare readonly kind: PartnerApiErrorKind;
  declare readonly status: number | null;
  declare readonly code: number | string | null;
  declare readonly locale: string | null;
  declare readonly fieldErrors: FieldErrors;
  declare readonly retryAfterSeconds: number | null;
  /** The error body's `data` besides its field messages, when an object (`PartnerApiErrorInit.data`). */
  declare readonly data: Readonly<Record<string, unknown>> | null;
  /** Whether the same request may succeed if sent again (network, timeout, 5xx, 429). */
  declare readonly retryable: boolean;

  constructor(init: PartnerApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.locale = init.locale ?? null;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.data = init.data ?? null;
    this.retryable = RETRYABLE_KINDS.has(init.kind);
  }

  static is(value: unknown): value is PartnerApiError {
    return (value as { type?: unknown } | null | undefined)?.type === 'PartnerApiError';
  }
}

const KIND_OF_STATUS: Partial<Record<number, PartnerApiErrorKind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  406: 'not_acceptable',
  408: 'timeout',
  409: 'conflict',
  410: 'not_found',
  429: 'rate_limited',
};

/** The kind an HTTP failure status stands for. */
export function errorKindForStatus(status: number): PartnerApiErrorKind {
  // Any other 4xx: the request was refused as sent, and sending it again will not help.
  return KIND_OF_STATUS[status] ?? (status >= 500 ? 'server' : 'validation');
}

/** Retry-After is either seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
