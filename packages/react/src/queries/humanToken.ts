import { HUMAN_TOKEN_HEADER, type PartnerApiError } from '@unistay/api-client';

const tokens = new WeakMap<object, string>();

/**
 * `variables` (an enquiry's body, or checkout start's arguments) carrying a human-verification
 * widget's token: the mutation sends it in the `X-Unistay-Human-Token` header, which the proxy's
 * `verifyHuman` reads, never in the body. A copy: the original carries nothing.
 *
 * @example
 * createEnquiry.mutate(withHumanToken(body, turnstileToken));
 */
export function withHumanToken<Variables extends object>(
  variables: Variables,
  token: string,
): Variables {
  const carried = { ...variables };
  if (token) tokens.set(carried, token);
  return carried;
}

/** The human token `variables` carry, if any. */
export const humanTokenOf = (variables: object): string | undefined => tokens.get(variables);

/** The headers a write sends for `variables`: its human token's, when it carries one. */
export function humanTokenHeaders(variables: object): Record<string, string> | undefined {
  const token = tokens.get(variables);
  return token ? { [HUMAN_TOKEN_HEADER]: token } : undefined;
}

/**
 * What the answer to a write sent behind a human check says of the check (`error` null: it
 * succeeded): `refused` for the check itself; `unknown` when nothing answered or the proxy refused
 * before its check (its limits, `authorize`); else `taken`: the proxy took the token, and trusts
 * the student a while.
 */
export function humanCheckAnswer(
  error: Partial<PartnerApiError> | null,
): 'refused' | 'unknown' | 'taken' {
  if (error?.code === 'human_check_required' || error?.code === 'human_check_failed') {
    return 'refused';
  }
  const before = error?.status === 403 || error?.status === 429 || error?.kind === 'network';
  return before ? 'unknown' : 'taken';
}
