import { HUMAN_TOKEN_HEADER, type PartnerApiError } from '@unistay/api-client';

/**
 * Where variables carry their human token: a symbol key, so it is part of the variables (a copy
 * keeps it, `shareInFlight` sees it) and never of a body sent as JSON.
 */
const HUMAN_TOKEN = Symbol('unistay human token');
type Carrying = { [HUMAN_TOKEN]?: string };

/**
 * `variables` (an enquiry's body, or checkout start's arguments) carrying a human-verification
 * widget's token: the mutation sends it in the `X-Unistay-Human-Token` header, which the proxy's
 * `humanCheck.verify` reads, never in the body. A copy: the original carries nothing.
 *
 * @example
 * createEnquiry.mutate(withHumanToken(body, turnstileToken));
 */
export function withHumanToken<Variables extends object>(
  variables: Variables,
  token: string,
): Variables {
  return token ? { ...variables, [HUMAN_TOKEN]: token } : { ...variables };
}

/** The human token `variables` carry, if any. */
export const humanTokenOf = (variables: object): string | undefined =>
  (variables as Carrying)[HUMAN_TOKEN];

/** The headers a write sends for `variables`: its human token's, when it carries one. */
export function humanTokenHeaders(variables: object): Record<string, string> | undefined {
  const token = humanTokenOf(variables);
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

/**
 * A human check's life on one page, the same for the forms, the custom checkout and the hosted
 * checkout button: the widget's token is good for one write; once the proxy took one (any answer
 * but its refusal), it trusts this student a while (its signed cookie), so writes go without a
 * new check until it refuses one.
 */
export interface HumanCheckSession {
  /** The widget's token; null when it expired. */
  give(token: string | null): void;
  /** A write must wait for the widget: no token in hand, and not trusted now. */
  needed(): boolean;
  /** The token for the write about to be sent, taken (a token is good once); null for none. */
  take(): string | null;
  /**
   * What the answer to a write sent with `sent` (its token, or null) says of the check, `error`
   * null when it succeeded; the trust it gives or takes is kept.
   */
  answered(
    sent: string | null,
    error: Partial<PartnerApiError> | null,
  ): 'refused' | 'unknown' | 'taken';
}

/** A page's human check; `trusted` when the proxy trusts this student already. */
export function createHumanCheckSession({ trusted = false } = {}): HumanCheckSession {
  let token: string | null = null;
  return {
    give(given) {
      token = given;
    },
    needed: () => !token && !trusted,
    take() {
      const taken = token;
      token = null;
      return taken;
    },
    answered(sent, error) {
      const answer = humanCheckAnswer(error);
      if (answer === 'refused') trusted = false;
      else if (answer === 'taken' && (sent || !error)) trusted = true;
      return answer;
    },
  };
}
