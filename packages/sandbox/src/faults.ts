import {
  API_ROUTES,
  type PartnerRouteName,
  partnerErrorResponse,
} from '@unistay/api-client/contract';
import * as z from 'zod/mini';
import { parseWith } from './parseWith.js';

/**
 * The card provider's two calls the sandbox simulates: reading a payment's status (what a checkout
 * asks after a redirect, or when a confirmation went unanswered) and confirming it.
 */
export const CARD_PROVIDER_ROUTES = [
  'payment_intents.retrieve',
  'payment_intents.confirm',
] as const;
export type FaultRoute = PartnerRouteName | (typeof CARD_PROVIDER_ROUTES)[number];
const routeNames: [FaultRoute, ...FaultRoute[]] = [
  ...CARD_PROVIDER_ROUTES,
  ...(Object.keys(API_ROUTES) as PartnerRouteName[]),
];

/**
 * A fault to inject on a Partner API route, for stories and tests of how a UI copes. Settable in
 * `createSandbox({ faults })`, with `sandbox.faults.add()`, or over HTTP at `/__sandbox/faults`.
 */
export const faultSchema = z.strictObject({
  /**
   * The route, by name (`enquiries.list`, `checkout.complete`, ...; the card provider's
   * `payment_intents.retrieve` and `payment_intents.confirm`), or `*` for every API route.
   */
  route: z.union([z.enum(routeNames), z.literal('*')]),
  /** Wait this long before answering (then answer as usual, or with the fault below). */
  latencyMs: z.optional(z.int().check(z.nonnegative(), z.maximum(600_000))),
  /** Answer with this HTTP status, in the API's error shape. */
  status: z.optional(z.int().check(z.minimum(400), z.maximum(599))),
  /** With status 429 (the default when only this is set): the Retry-After header. */
  retryAfterSeconds: z.optional(z.int().check(z.nonnegative())),
  /** Field errors for an injected 422. */
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** The error body's message. */
  message: z.optional(z.string()),
  /** Never answer, until the caller gives up (its timeout or abort). */
  timeout: z.optional(z.boolean()),
  /** Answer 200 with a body that is not JSON. */
  malformed: z.optional(z.boolean()),
  /**
   * Handle the request as usual, then answer with the fault instead: the answer lost on its way
   * back, though the write happened (a booking made, an enquiry stored). For tests of retries.
   */
  afterHandling: z.optional(z.boolean()),
  /** How many requests it hits; then it is gone. Default: until cleared. */
  times: z.optional(z.int().check(z.positive())),
});
/**
 * A fault to inject, as `createSandbox({ faults })`, `sandbox.faults.add()` and `/__sandbox/faults`
 * take it: the route, and how it fails (late, with a status, never, with a body that is not JSON,
 * or with the answer lost after the write).
 */
export type Fault = z.input<typeof faultSchema>;
/** A fault in force, with the id to find it by. */
export interface ActiveFault extends z.output<typeof faultSchema> {
  id: number;
}

const STATUS_MESSAGES: Record<number, string> = {
  429: 'Too Many Attempts.',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Faults in force at most; adding one more drops the oldest, as the sandbox's other records do. */
export const FAULTS_KEPT = 100;

export function createFaults(initial: readonly Fault[] = []) {
  let active: ActiveFault[] = [];
  let nextId = 1;

  function add(fault: Fault): number {
    const parsed = parseWith(faultSchema, fault);
    const id = nextId++;
    active.push({ ...parsed, id });
    if (active.length > FAULTS_KEPT) active.splice(0, active.length - FAULTS_KEPT);
    return id;
  }
  initial.forEach(add);

  /** The fault for this request, counting it against `times`. */
  function take(route: FaultRoute): ActiveFault | null {
    const everyRoute = !(CARD_PROVIDER_ROUTES as readonly string[]).includes(route);
    const fault = active.find(
      (candidate) => candidate.route === route || (everyRoute && candidate.route === '*'),
    );
    if (!fault) return null;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) active = active.filter((candidate) => candidate !== fault);
    }
    return fault;
  }

  /** Applies a fault: null means go on and answer as usual (after any latency). */
  async function apply(fault: ActiveFault, signal: AbortSignal): Promise<Response | null> {
    if (fault.latencyMs) await delay(fault.latencyMs, signal);
    if (fault.timeout) {
      await delay(600_000, signal);
      return partnerErrorResponse(504, STATUS_MESSAGES[504] as string);
    }
    if (fault.malformed) {
      return new Response('{"success": true, "data": {"ite', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const status = fault.status ?? (fault.retryAfterSeconds !== undefined ? 429 : undefined);
    if (status === undefined) return null;
    const headers: Record<string, string> = {};
    if (fault.retryAfterSeconds !== undefined)
      headers['Retry-After'] = String(fault.retryAfterSeconds);
    const message =
      fault.message ??
      (status === 422 ? 'The given data was invalid.' : (STATUS_MESSAGES[status] ?? 'Error'));
    return partnerErrorResponse(status, message, {
      headers,
      data: fault.fieldErrors ? { messages: fault.fieldErrors } : null,
    });
  }

  return {
    add,
    take,
    apply,
    list: (): readonly ActiveFault[] => active,
    clear() {
      active = [];
    },
  };
}
export type Faults = ReturnType<typeof createFaults>;

/** Resolves after `ms`, or as soon as `signal` aborts. */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
