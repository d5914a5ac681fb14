import { PARTNER_ROUTES, type PartnerRouteName, partnerErrorResponse } from '@unistay/api-client';
import * as z from 'zod';

const routeNames = Object.keys(PARTNER_ROUTES) as [PartnerRouteName, ...PartnerRouteName[]];

/**
 * A fault to inject on a Partner API route, for stories and tests of how a UI copes. Settable in
 * `createSandbox({ faults })`, with `sandbox.faults.add()`, or over HTTP at `/__sandbox/faults`.
 */
export const faultSchema = z
  .object({
    /** The route, by name (`enquiries.list`, `checkout.complete`, ...), or `*` for every route. */
    route: z.union([z.enum(routeNames), z.literal('*')]),
    /** Wait this long before answering (then answer as usual, or with the fault below). */
    latencyMs: z.number().int().nonnegative().max(600_000).optional(),
    /** Answer with this HTTP status, in the API's error shape. */
    status: z.number().int().min(400).max(599).optional(),
    /** With status 429 (the default when only this is set): the Retry-After header. */
    retryAfterSeconds: z.number().int().nonnegative().optional(),
    /** Field errors for an injected 422. */
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    /** The error body's message. */
    message: z.string().optional(),
    /** Never answer, until the caller gives up (its timeout or abort). */
    timeout: z.boolean().optional(),
    /** Answer 200 with a body that is not JSON. */
    malformed: z.boolean().optional(),
    /** How many requests it hits; then it is gone. Default: until cleared. */
    times: z.number().int().positive().optional(),
  })
  .strict();
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

export function createFaults(initial: readonly Fault[] = []) {
  let active: ActiveFault[] = [];
  let nextId = 1;

  function add(fault: Fault): number {
    const parsed = faultSchema.parse(fault);
    const id = nextId++;
    active.push({ ...parsed, id });
    return id;
  }
  initial.forEach(add);

  /** The fault for this request, counting it against `times`. */
  function take(route: PartnerRouteName): ActiveFault | null {
    const fault = active.find((candidate) => candidate.route === route || candidate.route === '*');
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
      data: fault.fieldErrors ? { messages: fault.fieldErrors } : {},
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
