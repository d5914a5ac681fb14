import * as z from 'zod/mini';
import {
  errorKindForStatus,
  type FieldErrors,
  PartnerApiError,
  parseRetryAfter,
} from './PartnerApiError.js';

/** The envelope around every successful response. */
export function envelopeSchema<Data extends z.ZodMiniType>(data: Data) {
  return z.object({
    success: z.literal(true),
    code: z.union([z.number(), z.string()]),
    locale: z.optional(z.string()),
    message: z.optional(z.string()),
    data,
  });
}

const messageList = z.pipe(
  z.union([z.array(z.string()), z.string()]),
  z.transform((value: string[] | string) => (Array.isArray(value) ? value : [value])),
);
const fieldMessagesSchema = z.record(z.string(), messageList);

/** The error body: the API's `{success:false, code, locale, message, data:{messages}}`, or Laravel's `{message, errors}`. */
const errorBodySchema = z.object({
  code: z.optional(z.union([z.number(), z.string()])),
  locale: z.optional(z.string()),
  message: z.optional(z.string()),
  data: z.catch(z.nullish(z.looseObject({ messages: z.optional(fieldMessagesSchema) })), undefined),
  errors: z.catch(z.optional(fieldMessagesSchema), undefined),
});

const DEFAULT_MESSAGES: Record<PartnerApiError['kind'], string> = {
  validation: 'The Partner API refused the request.',
  unauthorized: 'The Partner API refused the credentials: check the partner ID and access token.',
  forbidden: 'This partner may not do that.',
  not_found: 'The Partner API has no such resource.',
  not_acceptable: 'The Partner API cannot answer in that format.',
  conflict: 'The request conflicts with the current state.',
  rate_limited: 'Too many requests: wait, then try again.',
  server: 'The Partner API had an error.',
  network: 'The Partner API could not be reached.',
  timeout: 'The Partner API timed out.',
  aborted: 'The request was cancelled.',
  invalid_response: 'The Partner API answered outside its contract.',
};

export function defaultErrorMessage(kind: PartnerApiError['kind']) {
  return DEFAULT_MESSAGES[kind];
}

/** A PartnerApiError from a failed HTTP response's status, headers and (already parsed) body. */
export function errorFromResponse(
  status: number,
  headers: Headers,
  body: unknown,
  kind = errorKindForStatus(status),
): PartnerApiError {
  const parsed = errorBodySchema.safeParse(body);
  const content = parsed.success ? parsed.data : {};
  const fieldErrors: FieldErrors = { ...content.errors, ...content.data?.messages };
  const { messages: _messages, ...data } = content.data ?? {};
  return new PartnerApiError({
    kind,
    status,
    code: content.code,
    locale: content.locale,
    message: content.message || DEFAULT_MESSAGES[kind],
    fieldErrors,
    retryAfterSeconds: parseRetryAfter(headers.get('retry-after')),
    data: Object.keys(data).length > 0 ? data : null,
  });
}

/**
 * Zod's default wording lives in locale modules we do not ship (they would double the size of a
 * form); this says enough for a developer reading a validation or contract error. Messages our
 * schemas set themselves take precedence over it.
 */
export function describeIssue(issue: z.core.$ZodRawIssue): string {
  if (issue.code !== 'invalid_type') return issue.code.replaceAll('_', ' ');
  return issue.input === undefined ? 'required' : `expected ${issue.expected}`;
}

/** Parse options that word zod's issues with `describeIssue`. */
export const DESCRIBED_ISSUES = { error: describeIssue } as const;

/** Field errors keyed by dotted path, from a zod error. */
export function fieldErrorsFromZod(error: z.core.$ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return fieldErrors;
}

/** A one-line summary of field errors for an error message. */
export function describeFieldErrors(fieldErrors: FieldErrors): string {
  return Object.entries(fieldErrors)
    .map(([field, messages]) => `${field}: ${messages.join('; ')}`)
    .join(' | ');
}
