import type { PartnerRouteMatch } from '../../routes.js';
import type { ProxyDeadline } from '../deadline.js';
import type { ProxyAnswer, ProxyRequest } from '../proxyExchange.js';
import type { Limit } from './guards.js';
import type { RoutePolicy } from './routePolicy.js';
import type { Configuration, ProxySettings } from './settings.js';

/**
 * One request on its way through the proxy's steps: what it is, what the proxy was told, and what
 * each step found for the steps after it (the query to forward, the body read).
 */
export interface ForwardContext {
  readonly request: ProxyRequest;
  readonly deadline: ProxyDeadline;
  readonly settings: ProxySettings;
  readonly configuration: Configuration;
  readonly route: PartnerRouteMatch;
  /** What the route allows and what guards it. */
  readonly policy: RoutePolicy;
  /** The path below `basePath`, as forwarded. */
  readonly path: string;
  /** The query string forwarded (`''` or `?…`): `checkQuery`'s. */
  query: string;
  /** The body's media type, lowercase: `checkContentType`'s, for a route that takes a body. */
  mediaType: string | undefined;
  /** The body as read and as parsed: `readBody`'s. */
  body: Uint8Array<ArrayBuffer> | undefined;
  json: Record<string, unknown> | undefined;
  /** The rate limit rules whose key is in the body, counted after the human check. */
  limitsKeyedByBody: Limit[];
  /** The human pass just earned (`checkHuman`): its cookie is set on what the API answers. */
  passCookie: string | null;
  /** Who sends it (`visitor`), asked once, when a step first needs it; at most 128 characters. */
  visitor(): string;
  /** An enquiry creation's fingerprint (its body and who sends it); null for any other request. */
  enquiryKey(): Promise<string | null>;
}

/**
 * A step of the proxy: answers the request itself (a refusal), or passes it on with `next` and
 * answers what the steps after it answered, having done what it does around them.
 */
export type ProxyStep = (
  context: ForwardContext,
  next: () => Promise<ProxyAnswer>,
) => Promise<ProxyAnswer>;

/** Runs `steps` in order; the last one answers. */
export function runSteps(
  steps: readonly ProxyStep[],
  context: ForwardContext,
): Promise<ProxyAnswer> {
  const from = (index: number): Promise<ProxyAnswer> => {
    const step = steps[index];
    if (!step) throw new Error('The proxy ran out of steps before one answered.');
    return step(context, () => from(index + 1));
  };
  return from(0);
}
