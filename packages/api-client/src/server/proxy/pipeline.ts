import type { PartnerRouteMatch } from '../../routes.js';
import type { ProxyDeadline } from '../deadline.js';
import type { ProxyAnswer, ProxyRequest } from '../proxyExchange.js';
import { eventClock, type ProxyStepEvent, reasonOf } from '../serverEvents.js';
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

/** The proxy's steps by name, in the order they run. */
export type ProxySteps = Readonly<Record<string, ProxyStep>>;

/** Each list of steps as name and step, made once, not for every request. */
const NAMED = new WeakMap<ProxySteps, [string, ProxyStep][]>();
function namedSteps(steps: ProxySteps): [string, ProxyStep][] {
  const known = NAMED.get(steps);
  if (known) return known;
  const named = Object.entries(steps);
  NAMED.set(steps, named);
  return named;
}

/**
 * Runs `steps` in order; the last one answers. With `record`, each step that did work is told to
 * it as it passes the request on or answers it: one that passes it on at once, with nothing to do
 * for this route, is not.
 */
export function runSteps(
  steps: ProxySteps,
  context: ForwardContext,
  record?: (step: ProxyStepEvent) => void,
): Promise<ProxyAnswer> {
  const named = namedSteps(steps);
  const from = (index: number): Promise<ProxyAnswer> => {
    const [name, step] = named[index] ?? [];
    if (!name || !step) throw new Error('The proxy ran out of steps before one answered.');
    if (!record) return step(context, () => from(index + 1));
    const startedAt = eventClock();
    let passed = false;
    // A step that passes the request on before it first waits had nothing to do for it.
    let waited = false;
    const next = () => {
      passed = true;
      if (waited) record({ step: name, decision: 'passed', startedAt, endedAt: eventClock() });
      return from(index + 1);
    };
    const answered = step(context, next);
    waited = true;
    return answered.then(
      (answer) => {
        if (passed) return answer;
        const { status, body } = answer;
        const reason = answer.reason ?? reasonOf(status, body);
        record({
          step: name,
          decision: 'answered',
          status,
          reason,
          startedAt,
          endedAt: eventClock(),
        });
        return answer;
      },
      (error: unknown) => {
        if (!passed) record({ step: name, decision: 'failed', startedAt, endedAt: eventClock() });
        throw error;
      },
    );
  };
  return from(0);
}
