import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import {
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { afterEach, describe, expect, it } from 'vitest';
import { ENQUIRY, sandboxProxy } from '../../test/sandboxProxy.js';
import type { PartnerProxyOptions } from './createPartnerProxy.js';
import { createWebhookHandler } from './createWebhookHandler.js';
import { HUMAN_TOKEN_HEADER } from './humanCheck.js';
import { openTelemetry } from './openTelemetry.js';

/**
 * The proxy's and the receiver's requests as OpenTelemetry sees them, through the SDK's own
 * in-memory exporters (and once its OTLP HTTP exporter, to a receiver here), in front of the real
 * sandbox: the spans and metrics a partner's dashboards and alerts read.
 */

const shutdowns: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(shutdowns.splice(0).map((shutdown) => shutdown()));
});

function observed() {
  const spans = new InMemorySpanExporter();
  const tracerProvider = new TracerProvider({
    spanProcessors: [new SimpleSpanProcessor({ exporter: spans })],
  });
  const metricsExporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  const reader = new PeriodicExportingMetricReader({
    exporter: metricsExporter,
    exportIntervalMillis: 60_000,
  });
  const meterProvider = new MeterProvider({ readers: [reader] });
  shutdowns.push(
    () => tracerProvider.shutdown(),
    () => meterProvider.shutdown(),
  );
  const telemetry = openTelemetry({
    tracer: tracerProvider.getTracer('test'),
    meter: meterProvider.getMeter('test'),
  });
  /** Each metric's points, by name, once collected. */
  const metrics = async () => {
    await reader.forceFlush();
    const collected = metricsExporter.getMetrics().at(-1);
    const points = new Map<string, { attributes: Record<string, unknown>; value: unknown }[]>();
    for (const scope of collected?.scopeMetrics ?? []) {
      for (const metric of scope.metrics) {
        points.set(
          metric.descriptor.name,
          metric.dataPoints.map(({ attributes, value }) => ({ attributes, value })),
        );
      }
    }
    return points;
  };
  return { telemetry, spans: () => spans.getFinishedSpans(), metrics };
}

function proxyWith(options: Partial<PartnerProxyOptions>) {
  const { send, secrets } = sandboxProxy(options);
  return {
    send: (token: string) =>
      send('/api/enquiries/general', ENQUIRY, { [HUMAN_TOKEN_HEADER]: token }),
    secrets: [...secrets, 'person'],
  };
}

/** A counter's total for each value of one of its attributes. */
function by(
  points: readonly { attributes: Record<string, unknown>; value: unknown }[],
  key: string,
) {
  const totals: Record<string, number> = {};
  for (const { attributes, value } of points) {
    const name = String(attributes[key]);
    totals[name] = (totals[name] ?? 0) + Number(value);
  }
  return totals;
}

const named = (spans: readonly ReadableSpan[], name: string) =>
  spans.filter((span) => span.name === name);

describe('openTelemetry', () => {
  it('a request is a server span by its route, with a child for each guard that worked, by the HTTP conventions', async () => {
    const { telemetry, spans } = observed();
    const { send, secrets } = proxyWith({ telemetry });
    expect((await send('person')).status).toBe(201);

    const [request] = named(spans(), 'POST enquiries.createGeneral');
    expect(request?.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': 'enquiries.createGeneral',
      'http.response.status_code': 201,
      'unistay.outcome': 'forwarded',
    });
    const children = spans().filter(
      (span) => span.parentSpanContext?.spanId === request?.spanContext().spanId,
    );
    expect(children.map((span) => [span.name, span.attributes['unistay.decision']])).toEqual(
      expect.arrayContaining([
        ['checkHuman', 'passed'],
        ['sendUpstream', 'answered'],
      ]),
    );
    // Each child within its request, in time.
    for (const child of children) {
      expect(child.startTime[0] * 1e3 + child.startTime[1] / 1e6).toBeGreaterThanOrEqual(
        (request?.startTime[0] ?? 0) * 1e3 + (request?.startTime[1] ?? 0) / 1e6 - 1,
      );
    }
    const everything = JSON.stringify(spans().map((span) => span.attributes));
    for (const value of [ENQUIRY.email, ENQUIRY.first_name, ENQUIRY.message, ...secrets]) {
      expect(everything).not.toContain(value);
    }
  });

  it('counts requests by route and outcome, refusals by guard and reason, and times the API', async () => {
    const { telemetry, metrics } = observed();
    const { send } = proxyWith({ telemetry });
    expect((await send('person')).status).toBe(201);
    expect((await send('robot')).status).toBe(403);
    expect((await send('robot')).status).toBe(403);

    const points = await metrics();
    const requested = points.get('unistay.proxy.requests') ?? [];
    expect(by(requested, 'unistay.outcome')).toEqual({ forwarded: 1, answered: 2 });
    expect(by(requested, 'http.route')).toEqual({ 'enquiries.createGeneral': 3 });
    expect(points.get('unistay.proxy.refusals')).toEqual([
      {
        attributes: { 'unistay.guard': 'checkHuman', 'unistay.reason': 'human_check_failed' },
        value: 2,
      },
    ]);
    const upstream = points.get('unistay.proxy.upstream.duration');
    expect(upstream).toHaveLength(1);
    expect(upstream?.[0]?.value).toMatchObject({ count: 1 });
    const requests = points.get('http.server.request.duration') ?? [];
    expect(requests.reduce((sum, point) => sum + (point.value as { count: number }).count, 0)).toBe(
      3,
    );
  });

  it("a 5xx marks the request an error; a refusal is the client's, and does not", async () => {
    const { telemetry, spans } = observed();
    const down = proxyWith({
      telemetry,
      humanCheck: 'off',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect((await down.send('person')).status).toBeGreaterThanOrEqual(500);
    const refusing = proxyWith({ telemetry });
    expect((await refusing.send('robot')).status).toBe(403);

    const [failed, refused] = named(spans(), 'POST enquiries.createGeneral');
    expect(failed?.status.code).toBe(2); // SpanStatusCode.ERROR
    expect(refused?.status.code).toBe(0); // UNSET
  });

  it('counts webhook deliveries by type and outcome, and the duplicates dropped', async () => {
    const { telemetry, metrics } = observed();
    const handler = createWebhookHandler({
      accessToken: 'registered-webhook-token',
      onEvent: () => {},
      log: () => {},
      telemetry,
    });
    const delivery = () =>
      handler(
        new Request('https://partner.example/webhooks', {
          method: 'POST',
          headers: { Authorization: 'Bearer registered-webhook-token' },
          body: JSON.stringify({
            type: 'contract.added',
            payload: { booking: { booking_id: 'BK-1' } },
          }),
        }),
      );
    await delivery();
    await delivery();
    const points = await metrics();
    const delivered = points.get('unistay.webhook.deliveries') ?? [];
    expect(by(delivered, 'unistay.outcome')).toEqual({ handled: 1, duplicate: 1 });
    expect(by(delivered, 'unistay.webhook.type')).toEqual({ 'contract.added': 2 });
    expect(points.get('unistay.webhook.duplicates')).toEqual([
      { attributes: { 'unistay.webhook.type': 'contract.added' }, value: 1 },
    ]);
  });

  it('reaches a collector over OTLP/HTTP, as a partner deploys it', async () => {
    const received: { path: string; body: string }[] = [];
    const collector = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    shutdowns.push(() => new Promise((resolve) => collector.close(() => resolve())));
    const { port } = collector.address() as AddressInfo;
    const tracerProvider = new TracerProvider({
      spanProcessors: [
        new SimpleSpanProcessor({
          exporter: new OTLPTraceExporter({ url: `http://127.0.0.1:${port}/v1/traces` }),
        }),
      ],
    });
    shutdowns.push(() => tracerProvider.shutdown());
    const { send } = proxyWith({
      telemetry: openTelemetry({ tracer: tracerProvider.getTracer('test') }),
    });
    expect((await send('person')).status).toBe(201);
    await tracerProvider.forceFlush();

    const traces = received.filter(({ path }) => path === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    const sent = traces.map(({ body }) => body).join('\n');
    expect(sent).toContain('POST enquiries.createGeneral');
    expect(sent).toContain('sendUpstream');
    expect(sent).not.toContain(ENQUIRY.email);
  });
});
