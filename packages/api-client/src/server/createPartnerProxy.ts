import type { PartnerRouteMatch } from '../routes.js';
import { createDeadline } from './deadline.js';
import { type NodeIncoming, type NodeServe, UNREADABLE_ADDRESS } from './nodeExchange.js';
import { visitorStarted } from './proxy/checkoutMemory.js';
import { ProxyFailure } from './proxy/failures.js';
import { type ProxySteps, runSteps } from './proxy/pipeline.js';
import type { PartnerProxyOptions } from './proxy/proxyOptions.js';
import { ROUTE_POLICY } from './proxy/routePolicy.js';
import { type ProxySettings, proxySettings } from './proxy/settings.js';
import { authorize } from './proxy/steps/authorize.js';
import { checkContentType } from './proxy/steps/checkContentType.js';
import { checkHuman } from './proxy/steps/checkHuman.js';
import { checkQuery } from './proxy/steps/checkQuery.js';
import { checkReaders } from './proxy/steps/checkReaders.js';
import { deduplicate } from './proxy/steps/deduplicate.js';
import { matchRoute } from './proxy/steps/matchRoute.js';
import { limitByBody, limitBySender } from './proxy/steps/rateLimits.js';
import { readBody } from './proxy/steps/readBody.js';
import { rememberCheckout } from './proxy/steps/rememberCheckout.js';
import { sendUpstream } from './proxy/steps/sendUpstream.js';
import { ProxyConfigError } from './proxyConfig.js';
import {
  answerResponse,
  fromFetchRequest,
  fromNodeRequest,
  type ProxyAnswer,
  type ProxyRequest,
  partnerError,
  writeAnswer,
} from './proxyExchange.js';
import { eventClock, type ProxyStepEvent, reasonOf } from './serverEvents.js';

export type {
  PartnerProxyAuthorize,
  PartnerProxyOptions,
  ProxyCheckoutOptions,
  ProxyHumanCheckOptions,
} from './proxy/proxyOptions.js';
export { ENQUIRY_READS_REFUSED } from './proxy/steps/checkReaders.js';

/**
 * The handler `createPartnerProxy` makes. It never rejects: every failure of its own is answered
 * (4xx or 5xx) in the API's error shape, so the browser's client reads it like any other.
 */
export type PartnerProxy = (request: Request) => Promise<Response>;

/**
 * Whether a route reads enquiries, which hold students' personal data: what `authorize` checks
 * your staff's login for, while letting the public forms and checkout through.
 */
export function isEnquiryRead(route: Pick<PartnerRouteMatch, 'name'>): boolean {
  return ROUTE_POLICY[route.name].readers === 'staff';
}

/**
 * What a request goes through once `matchRoute` has found its route (and the configuration), in
 * this order; each step is in its own file under `proxy/steps`, and the route's row in
 * `ROUTE_POLICY` says what each one allows. The first to answer ends the request.
 */
export const PROXY_STEPS: ProxySteps = {
  checkReaders, // only staff read enquiries: refused while nothing says who staff are
  checkQuery, // the route's own query parameters, each value checked (422)
  checkContentType, // a body is JSON (415)
  authorize, // the partner's `authorize` (403, or its own answer)
  readBody, // at most `maxBodyBytes` (413), a JSON object without `_method` (400)
  limitBySender, // rate limits keyed by who sends (429)
  checkHuman, // `humanCheck.verify`, or a pass earned before (403)
  limitByBody, // rate limits keyed by what the body names, once a person sent it (429)
  deduplicate, // the same enquiry again: the first one's answer (or 429 while it is sent)
  rememberCheckout, // one session a visitor and room, paid once; the booking recorded (409, 503)
  sendUpstream, // with the partner's credentials; the API's answer made the proxy's
};

/** The step that forwards: its answer is the API's, and its time the API's. */
const FORWARDING_STEP = 'sendUpstream' satisfies keyof typeof PROXY_STEPS;

/**
 * A fetch-standard handler that forwards the browser's Partner API calls with your server's
 * credentials, so the access token never reaches a browser. Only the allowed method and path pairs
 * are forwarded, each with only the query parameters it takes; anything else is answered 404
 * without reaching the API.
 */
export function createPartnerProxy(options: PartnerProxyOptions): PartnerProxy & {
  /**
   * The same proxy for Node's own `http` server (Express, Connect; what `toNodeListener` gives
   * for it): it reads Node's request and writes its socket as they are, with no fetch Request,
   * Headers, Response or web stream for each request.
   */
  readonly node: NodeServe;
  /**
   * Whether the browser that sent `request` (its visitor cookie) started the checkout session
   * `sessionToken` of room `roomId` through this proxy: for a route of your own that acts on a
   * session (a measurement beacon, a support form), so it never acts on another student's. False
   * for anyone else, where the checkout is not kept (its options missing), or when the store does
   * not answer in time.
   */
  checkoutStartedBy(
    request: Request,
    checkout: { roomId: string; sessionToken: string },
  ): Promise<boolean>;
} {
  const settings = proxySettings(options);
  const node: NodeServe = async (incoming: NodeIncoming, outgoing) => {
    let reply: ProxyAnswer;
    try {
      const request = fromNodeRequest(incoming, outgoing, settings.knownBase);
      reply = request ? await handle(request, settings) : partnerError(400, UNREADABLE_ADDRESS);
    } catch {
      reply = partnerError(500, 'The server failed to handle the request.');
    }
    writeAnswer(incoming, outgoing, reply);
  };
  const checkoutStartedBy = async (
    request: Request,
    checkout: { roomId: string; sessionToken: string },
  ) => {
    const configuration = settings.configuration();
    if (configuration instanceof ProxyConfigError) return false;
    const memory = configuration.checkout;
    if (memory instanceof ProxyConfigError) return false;
    return visitorStarted(memory, request.headers.get('cookie'), checkout, settings.timeoutMs);
  };
  return Object.assign(
    async (request: Request) => answerResponse(await handle(fromFetchRequest(request), settings)),
    { node, checkoutStartedBy },
  );
}

/**
 * The answer to `request`, under one deadline that its client going away also ends; told, once
 * made, to `telemetry` and `onServerEvent` where the options give them.
 */
async function handle(request: ProxyRequest, settings: ProxySettings): Promise<ProxyAnswer> {
  if (!settings.tell) return runRequest(request, settings);
  const startedAt = eventClock();
  const steps: ProxyStepEvent[] = [];
  const seen: { route: string | null; failed: boolean } = { route: null, failed: false };
  const reply = await runRequest(request, settings, { steps, seen });
  const last = steps.at(-1);
  const forwarded = !seen.failed && last?.step === FORWARDING_STEP && last.decision === 'answered';
  // Who answered, where the API did not: a step (or the one that failed), or the route's match.
  const answeredBy = forwarded
    ? undefined
    : last
      ? last.step
      : seen.failed
        ? undefined
        : 'matchRoute';
  settings.tell({
    type: 'proxy.request',
    method: request.method,
    route: seen.route,
    status: reply.status,
    outcome: seen.failed ? 'failed' : forwarded ? 'forwarded' : 'answered',
    ...(answeredBy ? { guard: answeredBy } : {}),
    ...(forwarded ? {} : { reason: reply.reason ?? reasonOf(reply.status, reply.body) }),
    startedAt,
    endedAt: eventClock(),
    ...(forwarded && last ? { upstreamMs: last.endedAt - last.startedAt } : {}),
    steps,
  });
  return reply;
}

/** What `handle` records of a request as it goes: its steps, its route, whether it failed. */
interface Recording {
  steps: ProxyStepEvent[];
  seen: { route: string | null; failed: boolean };
}

/** `request` matched to its route and run through the steps; `recording` is told what it did. */
async function runRequest(
  request: ProxyRequest,
  settings: ProxySettings,
  recording?: Recording,
): Promise<ProxyAnswer> {
  const deadline = createDeadline(settings.timeoutMs, () => settings.fail('timeout'));
  const stopListening = request.whenGone(() => deadline.end(settings.fail('aborted')));
  try {
    if (deadline.aborted) throw deadline.reason;
    const context = matchRoute(request, deadline, settings);
    if (!('route' in context)) return context;
    if (!recording) return await runSteps(PROXY_STEPS, context);
    recording.seen.route = context.route.name;
    return await runSteps(PROXY_STEPS, context, (step) => recording.steps.push(step));
  } catch (error) {
    if (recording) recording.seen.failed = true;
    if (error instanceof ProxyFailure) return partnerError(error.status, error.message);
    settings.log.once('createPartnerProxy: the request failed unexpectedly.', error);
    return partnerError(500, 'The server failed to handle the request.');
  } finally {
    deadline.clear();
    stopListening();
  }
}
