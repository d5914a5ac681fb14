/**
 * What the proxy and the webhook receiver tell of each request they handle, once it is answered:
 * the vocabulary of `onServerEvent` (a structured log) and of `openTelemetry` (spans and metrics)
 * alike.
 * Nothing in it is a student's: no address, no body, no token, no cookie; a route by its name, a
 * guard by its step, a refusal by the code the proxy answered it with.
 */

/** A step of the proxy that did work for a request: passed it on, or answered it itself. */
export interface ProxyStepEvent {
  /** The step, as `createPartnerProxy`'s steps are named: `checkHuman`, `limitBySender`, … */
  step: string;
  /**
   * `passed`: it let the request on; `answered`: it answered (a refusal, or a kept answer);
   * `failed`: it could not decide (its provider or the API unreachable, the deadline past).
   */
  decision: 'passed' | 'answered' | 'failed';
  /** The status it answered with. */
  status?: number;
  /** Why it answered: the answer's error code (`human_check_failed`), else `http_<status>`. */
  reason?: string;
  /** When it began and ended, in milliseconds since the epoch (fractional). */
  startedAt: number;
  endedAt: number;
}

/** One request through `createPartnerProxy`, once answered. */
export interface ProxyRequestEvent {
  type: 'proxy.request';
  method: string;
  /** The route's name (`enquiries.create`); null when the request matched none (404). */
  route: string | null;
  /** The status the browser was answered with. */
  status: number;
  /**
   * `forwarded`: the Partner API answered it (whatever its status); `answered`: a step of the
   * proxy did (a guard's refusal, a kept session, a duplicate's first answer); `failed`: nobody
   * could (the upstream unreachable or too slow, or the proxy's own error).
   */
  outcome: 'forwarded' | 'answered' | 'failed';
  /** The step that answered, where a step did. */
  guard?: string;
  /** Why: the answer's error code, else `http_<status>`. */
  reason?: string;
  startedAt: number;
  endedAt: number;
  /** How long the Partner API took to answer, where the request reached it. */
  upstreamMs?: number;
  /** The steps that did work, in order (a step with nothing to do for the route is left out). */
  steps: ProxyStepEvent[];
}

/** One call of the API's webhooks to `createWebhookHandler`, once answered. */
export interface WebhookDeliveryEvent {
  type: 'webhook.delivery';
  /** The event's type (`contract.added`), once its body was read; null before. */
  eventType: string | null;
  /**
   * `handled`: your `onEvent` ran; `duplicate`: an event handled before, answered without running
   * it again; `refused`: not authenticated, not JSON, too large, not POST; `failed`: your `onEvent`
   * threw or its store failed, and the API will send it again.
   */
  outcome: 'handled' | 'duplicate' | 'refused' | 'failed';
  status: number;
  startedAt: number;
  endedAt: number;
}

/**
 * A store the proxy keeps its counts in (rate limits, human passes, duplicates, checkouts) failed
 * or did not answer within a second: its guard then decides without it, as `onStoreError` (or,
 * for the checkout, refusing rather than starting a second session) says.
 */
export interface ProxyStoreErrorEvent {
  type: 'proxy.store_error';
  at: number;
}

/** Whatever the proxy or the webhook receiver tells, by its `type`. */
export type ServerEvent = ProxyRequestEvent | ProxyStoreErrorEvent | WebhookDeliveryEvent;

/**
 * Where the events go: `openTelemetry()` of `@unistay/api-client/server/otel` (spans and metrics),
 * or one of your own. Called after the answer is made; what it throws is logged, never answered.
 */
export interface ServerTelemetry {
  record(event: ServerEvent): void;
}

/** What the proxy's and the receiver's options take to tell of their requests. */
export interface ServerEventOptions {
  /** Spans and metrics of every request: `openTelemetry({ tracer, meter })`. */
  telemetry?: ServerTelemetry;
  /**
   * Each request's event, as a structured log line would carry it, for a server without OTel.
   * (Not `onEvent`: that is the webhook receiver's handler of the API's events.)
   */
  onServerEvent?: (event: ServerEvent) => void;
}

/** Now, in fractional milliseconds since the epoch, as spans take their times. */
export const eventClock = (): number => performance.timeOrigin + performance.now();

/**
 * The one function the proxy or the receiver tells its events to, or null when nothing listens
 * (then nothing is measured at all). What a listener throws goes to `log`, once.
 */
export function eventSink(
  { telemetry, onServerEvent }: ServerEventOptions,
  log: (message: string, error: unknown) => void,
): ((event: ServerEvent) => void) | null {
  const listeners = [
    telemetry && ((event: ServerEvent) => telemetry.record(event)),
    onServerEvent,
  ].filter((listener): listener is (event: ServerEvent) => void => typeof listener === 'function');
  if (listeners.length === 0) return null;
  return (event) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log('A telemetry listener threw: its event was not recorded.', error);
      }
    }
  };
}

/** Why an answer was given: its error code when it carries one (the API's shape), else its status. */
export function reasonOf(status: number, body: Uint8Array | string): string {
  if (status < 400 || typeof body !== 'string' || body.length > 4096) return `http_${status}`;
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'string' && /^[a-z0-9_.]{1,64}$/.test(code) ? code : `http_${status}`;
  } catch {
    return `http_${status}`;
  }
}
