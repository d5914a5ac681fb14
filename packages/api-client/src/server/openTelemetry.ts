import {
  context,
  type Meter,
  metrics,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import type {
  ProxyRequestEvent,
  ServerEvent,
  ServerTelemetry,
  WebhookDeliveryEvent,
} from './serverEvents.js';

/** What `openTelemetry` takes: a tracer and a meter, each the global provider's by default. */
export interface OpenTelemetryOptions {
  /** Default: `trace.getTracer('@unistay/api-client')`, of the provider your SDK registered. */
  tracer?: Tracer;
  /** Default: `metrics.getMeter('@unistay/api-client')`. */
  meter?: Meter;
}

const SCOPE = '@unistay/api-client';

/**
 * The proxy's and the webhook receiver's requests as OpenTelemetry spans and metrics, for
 * `telemetry` in `createPartnerProxy` and `createWebhookHandler`. This entry imports
 * `@opentelemetry/api` (an optional peer); the rest of the package never does, so a server without
 * OpenTelemetry carries none of it.
 *
 * A proxied request is a server span named by its method and route (`POST enquiries.createGeneral`),
 * a child of whatever span is active as it ends (your HTTP server's), with one child for each step
 * that did work (`limitBySender`, `checkHuman`, `sendUpstream`, …) carrying its decision and
 * reason. Attributes follow the HTTP semantic conventions; none holds a student's data or a token.
 *
 * Metrics: `http.server.request.duration` (s; method, route, status), `unistay.proxy.requests`
 * (route, outcome), `unistay.proxy.refusals` (guard, reason), `unistay.proxy.upstream.duration` (s;
 * route, status), `unistay.proxy.store.errors`, `unistay.webhook.deliveries` (event type, outcome)
 * and `unistay.webhook.duplicates` (event type).
 *
 * @example
 * import { openTelemetry } from '@unistay/api-client/server/otel';
 * const proxy = createPartnerProxy({ ...options, telemetry: openTelemetry() });
 */
export function openTelemetry({
  tracer = trace.getTracer(SCOPE),
  meter = metrics.getMeter(SCOPE),
}: OpenTelemetryOptions = {}): ServerTelemetry {
  const counter = (name: string, description: string) => meter.createCounter(name, { description });
  const seconds = (name: string, description: string) =>
    meter.createHistogram(name, { description, unit: 's' });
  const requestDuration = seconds(
    'http.server.request.duration',
    'How long the proxy took to answer a request.',
  );
  const requests = counter(
    'unistay.proxy.requests',
    'Requests the proxy answered, by route and outcome.',
  );
  const refusals = counter(
    'unistay.proxy.refusals',
    'Requests a step of the proxy answered with a refusal, by guard and reason.',
  );
  const upstreamDuration = seconds(
    'unistay.proxy.upstream.duration',
    'How long the Partner API took to answer a forwarded request.',
  );
  const storeErrors = counter(
    'unistay.proxy.store.errors',
    'Calls to the stores of the limits, passes, duplicates and checkouts that failed.',
  );
  const deliveries = counter(
    'unistay.webhook.deliveries',
    "The API's webhook calls, by event type and outcome.",
  );
  const duplicates = counter(
    'unistay.webhook.duplicates',
    'Webhook calls of an event handled before, answered without handling it again.',
  );

  function recordRequest(event: ProxyRequestEvent) {
    const route = event.route ?? 'unmatched';
    const http = {
      'http.request.method': event.method,
      'http.route': route,
      'http.response.status_code': event.status,
    };
    const span = tracer.startSpan(
      event.route ? `${event.method} ${event.route}` : event.method,
      {
        kind: SpanKind.SERVER,
        startTime: event.startedAt,
        attributes: {
          ...http,
          'unistay.outcome': event.outcome,
          ...(event.guard ? { 'unistay.guard': event.guard } : {}),
          ...(event.reason ? { 'unistay.reason': event.reason } : {}),
        },
      },
      context.active(),
    );
    const parent = trace.setSpan(context.active(), span);
    for (const step of event.steps) {
      const child = tracer.startSpan(
        step.step,
        {
          kind: step.step === 'sendUpstream' ? SpanKind.CLIENT : SpanKind.INTERNAL,
          startTime: step.startedAt,
          attributes: {
            'unistay.decision': step.decision,
            ...(step.status === undefined ? {} : { 'http.response.status_code': step.status }),
            ...(step.reason ? { 'unistay.reason': step.reason } : {}),
          },
        },
        parent,
      );
      child.end(step.endedAt);
    }
    // A server span is an error for a 5xx only: a 4xx is the client's (semantic conventions).
    if (event.status >= 500) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: event.reason ?? `${event.status}` });
    }
    span.end(event.endedAt);

    requestDuration.record((event.endedAt - event.startedAt) / 1000, http);
    requests.add(1, { 'http.route': route, 'unistay.outcome': event.outcome });
    if (event.outcome === 'answered' && event.status >= 400 && event.guard) {
      refusals.add(1, { 'unistay.guard': event.guard, 'unistay.reason': event.reason ?? '' });
    }
    if (event.upstreamMs !== undefined) {
      upstreamDuration.record(event.upstreamMs / 1000, {
        'http.route': route,
        'http.response.status_code': event.status,
      });
    }
  }

  function recordDelivery(event: WebhookDeliveryEvent) {
    const type = event.eventType ?? 'unread';
    const span = tracer.startSpan(
      `webhook ${type}`,
      {
        kind: SpanKind.SERVER,
        startTime: event.startedAt,
        attributes: {
          'http.request.method': 'POST',
          'http.response.status_code': event.status,
          'unistay.webhook.type': type,
          'unistay.outcome': event.outcome,
        },
      },
      context.active(),
    );
    if (event.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end(event.endedAt);
    deliveries.add(1, { 'unistay.webhook.type': type, 'unistay.outcome': event.outcome });
    if (event.outcome === 'duplicate') duplicates.add(1, { 'unistay.webhook.type': type });
  }

  return {
    record(event: ServerEvent) {
      if (event.type === 'proxy.request') recordRequest(event);
      else if (event.type === 'proxy.store_error') storeErrors.add(1);
      else recordDelivery(event);
    },
  };
}
