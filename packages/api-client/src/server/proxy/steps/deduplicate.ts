import { sha256Hex } from '../../digest.js';
import { type ProxyAnswer, partnerError } from '../../proxyExchange.js';
import type { ProxyStep } from '../pipeline.js';

/**
 * With `deduplicate`, an enquiry sent again by the same visitor within the window is answered with
 * the API's answer to the first, not sent again; one still being sent is answered 429 with
 * `Retry-After: 1`. A store that does not answer lets enquiries through unchecked (logged once).
 */
export const deduplicate: ProxyStep = async (context, next) => {
  const { settings, deadline } = context;
  const watch = settings.deduplicate;
  const key = watch ? await context.enquiryKey() : null;
  if (!watch || !key) return next();
  const { store, windowMs } = watch;
  // Held as being sent no longer than a request may take: a server that dies mid-send does not
  // block the same enquiry for the whole window.
  const sendingMs = Math.min(windowMs, settings.timeoutMs + 5_000);
  const claim = await settings.stores
    .within(store, () => store.claimDuplicate(key, sendingMs), deadline)
    .catch((error: unknown) => {
      if (deadline.aborted) throw deadline.reason;
      settings.log.once(
        'createPartnerProxy: the `deduplicate` store did not answer; enquiries are sent without the check while it does not.',
        error,
      );
      return null;
    });
  if (claim?.state === 'answered') return replay(claim.answer);
  if (claim?.state === 'pending') {
    return partnerError(429, 'This enquiry is being sent already: wait a moment.', {
      retryAfter: '1',
    });
  }
  if (!claim) return next();
  let kept = false;
  try {
    const answer = await next();
    if (answer.status >= 200 && answer.status < 300) {
      const text =
        typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body);
      await settings.stores
        .within(store, () => store.keepAnswer(key, `${answer.status} ${text}`, windowMs), deadline)
        .catch(() => {});
      kept = true;
    }
    return answer;
  } finally {
    if (!kept) void store.releaseDuplicate(key).catch(() => {});
  }
};

/**
 * What makes two enquiries the same: `who` (the partner, its API, the route, the visitor) and the
 * whole body, its strings trimmed and its email lowercased, its keys in order. Kept as a SHA-256,
 * never as the enquiry.
 */
export async function fingerprint(
  who: readonly string[],
  body: Record<string, unknown>,
): Promise<string> {
  let same: string;
  try {
    same = JSON.stringify([who, normalised(body, 0)]);
  } catch {
    // Nested past what can be written out again: such a body is never another's, so its own.
    same = `${JSON.stringify(who)}${crypto.randomUUID()}`;
  }
  return sha256Hex(same);
}

/** A body as compared: strings trimmed, the email lowercased, keys sorted; deep ends as they are. */
function normalised(value: unknown, depth: number, key?: string): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return key === 'email' ? trimmed.toLowerCase() : trimmed;
  }
  if (!value || typeof value !== 'object' || depth > 16) return value;
  if (Array.isArray(value)) return value.map((item) => normalised(item, depth + 1));
  const record = value as Record<string, unknown>;
  return Object.keys(record)
    .sort()
    .map((name) => [name, normalised(record[name], depth + 1, name)]);
}

/** The API's answer to the first of the same enquiries, given again (`status body`). */
function replay(kept: string): ProxyAnswer {
  const space = kept.indexOf(' ');
  const status = Number(kept.slice(0, space));
  return {
    status: Number.isInteger(status) && status >= 200 && status < 300 ? status : 200,
    headers: { 'cache-control': 'no-store', 'content-type': 'application/json' },
    body: kept.slice(space + 1),
  };
}
