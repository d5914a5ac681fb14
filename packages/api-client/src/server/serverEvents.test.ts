import { describe, expect, it } from 'vitest';
import { ENQUIRY, sandboxProxy, TYPED } from '../../test/sandboxProxy.js';
import type { PartnerProxyOptions } from './createPartnerProxy.js';
import { createWebhookHandler } from './createWebhookHandler.js';
import { HUMAN_TOKEN_HEADER } from './humanCheck.js';
import type { ProxyRequestEvent, ServerEvent, WebhookDeliveryEvent } from './serverEvents.js';

/**
 * What the proxy and the webhook receiver tell of each request (`onServerEvent`, and through it
 * `openTelemetry`): a partner's one view of every guard's decisions and of the upstream's health,
 * in front of the real sandbox. Never a student's data.
 */

function partnerServer(options: Partial<PartnerProxyOptions> = {}) {
  const events: ServerEvent[] = [];
  const logged: string[] = [];
  const server = sandboxProxy({
    log: (message) => logged.push(message),
    onServerEvent: (event) => events.push(event),
    ...options,
  });
  const requests = () =>
    events.filter((event): event is ProxyRequestEvent => event.type === 'proxy.request');
  return { ...server, requests, logged, events: () => events };
}

/** Nothing a student typed, nor a token, in what is told. */
function expectNothingPersonal(events: readonly ServerEvent[], secrets: readonly string[]) {
  const told = JSON.stringify(events);
  for (const value of [...TYPED, 'person', ...secrets]) {
    expect(told).not.toContain(value);
  }
}

describe("the proxy's events", () => {
  it('an enquiry forwarded: its route, the API answering, how long it took, and each step that did work', async () => {
    const { send, requests, secrets } = partnerServer();
    const answer = await send('/api/enquiries/general', ENQUIRY, {
      [HUMAN_TOKEN_HEADER]: 'person',
    });
    expect(answer.status).toBe(201);

    const [event] = requests();
    expect(event).toMatchObject({
      method: 'POST',
      route: 'enquiries.createGeneral',
      status: 201,
      outcome: 'forwarded',
    });
    expect(event?.guard).toBeUndefined();
    expect(event?.upstreamMs).toBeGreaterThanOrEqual(0);
    expect(event?.endedAt).toBeGreaterThanOrEqual(event?.startedAt ?? Number.NaN);
    // The human check worked for it and let it on; the API's answer is the forwarding step's.
    expect(event?.steps.map(({ step, decision }) => `${step} ${decision}`)).toEqual(
      expect.arrayContaining(['checkHuman passed', 'sendUpstream answered']),
    );
    expect(event?.steps.at(-1)).toMatchObject({ step: 'sendUpstream', status: 201 });
    expectNothingPersonal(requests(), secrets);
  });

  it('a refusal: the guard that answered and why, and the API never asked', async () => {
    const { send, requests, reached } = partnerServer();
    const refused = await send('/api/enquiries/general', ENQUIRY, {
      [HUMAN_TOKEN_HEADER]: 'robot',
    });
    expect(refused.status).toBe(403);
    expect(requests()).toEqual([
      expect.objectContaining({
        route: 'enquiries.createGeneral',
        status: 403,
        outcome: 'answered',
        guard: 'checkHuman',
        reason: 'human_check_failed',
      }),
    ]);
    expect(requests()[0]?.upstreamMs).toBeUndefined();
    expect(requests()[0]?.steps.map(({ step }) => step)).not.toContain('sendUpstream');
    expect(reached()).toBe(0);
  });

  it('a rate limit: the rule that answered 429, after the first request went through', async () => {
    const { send, requests } = partnerServer({
      humanCheck: 'off',
      rateLimit: { rules: { windowMs: 60_000, max: 1, key: () => 'one address' } },
    });
    await send('/api/enquiries/general', ENQUIRY);
    const limited = await send('/api/enquiries/general', { ...ENQUIRY, message: 'Again?' });
    expect(limited.status).toBe(429);
    expect(requests().map(({ outcome, guard, status }) => [outcome, guard, status])).toEqual([
      ['forwarded', undefined, 201],
      ['answered', 'limitBySender', 429],
    ]);
  });

  it('a path that is no route: matched by nothing, and told as such', async () => {
    const { proxy, requests } = partnerServer();
    const answer = await proxy(new Request('https://partner.example/api/admin/users'));
    expect(answer.status).toBe(404);
    expect(requests()).toEqual([
      expect.objectContaining({
        route: null,
        status: 404,
        outcome: 'answered',
        guard: 'matchRoute',
      }),
    ]);
  });

  it('a setting missing: every request answered 500, told as the configuration', async () => {
    const { send, requests } = partnerServer({ humanCheck: 'off', partnerId: '' });
    expect((await send('/api/enquiries/general', ENQUIRY)).status).toBe(500);
    expect(requests()).toEqual([
      expect.objectContaining({
        status: 500,
        outcome: 'answered',
        guard: 'matchRoute',
        reason: 'proxy_configuration',
      }),
    ]);
  });

  it('the API unreachable: failed, with the status the browser was given', async () => {
    const { send, requests } = partnerServer({
      humanCheck: 'off',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const answer = await send('/api/enquiries/general', ENQUIRY);
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(requests()).toEqual([
      expect.objectContaining({ status: answer.status, outcome: 'failed' }),
    ]);
  });

  it("the human check's provider unreachable: failed, at the check, and the API never asked", async () => {
    const { send, requests, reached } = partnerServer({
      humanCheck: {
        verify: async () => {
          throw new TypeError('fetch failed');
        },
      },
    });
    const answer = await send('/api/enquiries/general', ENQUIRY, {
      [HUMAN_TOKEN_HEADER]: 'person',
    });
    expect(answer.status).toBe(503);
    expect(requests()).toEqual([
      expect.objectContaining({ status: 503, outcome: 'failed', guard: 'checkHuman' }),
    ]);
    expect(requests()[0]?.steps.at(-1)).toMatchObject({ step: 'checkHuman', decision: 'failed' });
    expect(reached()).toBe(0);
  });

  it('a store that fails: told once for each call that failed, and the request let through as `onStoreError` says', async () => {
    const down = {
      take: async (): Promise<never> => {
        throw new Error('ECONNREFUSED');
      },
    };
    const { send, requests, events } = partnerServer({
      humanCheck: 'off',
      rateLimit: { rules: { windowMs: 60_000, max: 5, key: () => 'one address', store: down } },
    });
    expect((await send('/api/enquiries/general', ENQUIRY)).status).toBe(201);
    expect(events().filter((event) => event.type === 'proxy.store_error')).toHaveLength(1);
    expect(requests()).toEqual([expect.objectContaining({ outcome: 'forwarded', status: 201 })]);
  });

  it('a listener that throws costs the request nothing: it is answered, and the throw logged once', async () => {
    const { send, logged } = partnerServer({
      humanCheck: 'off',
      onServerEvent: () => {
        throw new Error('the log is down');
      },
    });
    expect((await send('/api/enquiries/general', ENQUIRY)).status).toBe(201);
    expect((await send('/api/enquiries/general', { ...ENQUIRY, message: 'And?' })).status).toBe(
      201,
    );
    expect(logged.filter((line) => line.includes('telemetry listener'))).toHaveLength(1);
  });
});

describe("the webhook receiver's events", () => {
  const TOKEN = 'registered-webhook-token';
  const booking = (id: string) =>
    JSON.stringify({ type: 'contract.added', payload: { booking: { booking_id: id } } });
  const call = (body: string, token = TOKEN) =>
    new Request('https://partner.example/webhooks', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body,
    });

  function receiver(onEvent: () => void | Promise<void> = () => {}) {
    const events: WebhookDeliveryEvent[] = [];
    const handler = createWebhookHandler({
      accessToken: TOKEN,
      onEvent,
      log: () => {},
      onServerEvent: (event) => events.push(event as WebhookDeliveryEvent),
    });
    return { handler, events };
  }

  it('a booking handled, then delivered again: handled once, the repeat told as a duplicate', async () => {
    const { handler, events } = receiver();
    expect((await handler(call(booking('BK-1')))).status).toBe(200);
    expect((await handler(call(booking('BK-1')))).status).toBe(200);
    expect(events.map(({ eventType, outcome, status }) => [eventType, outcome, status])).toEqual([
      ['contract.added', 'handled', 200],
      ['contract.added', 'duplicate', 200],
    ]);
  });

  it('a call not authenticated is refused before its body is read: no type told', async () => {
    const { handler, events } = receiver();
    expect((await handler(call(booking('BK-2'), 'guessed'))).status).toBe(401);
    expect(events).toEqual([
      expect.objectContaining({ eventType: null, outcome: 'refused', status: 401 }),
    ]);
    expect(JSON.stringify(events)).not.toContain(TOKEN);
  });

  it('a handler that throws: failed, so the API sends it again', async () => {
    const { handler, events } = receiver(() => {
      throw new Error('the queue is down');
    });
    expect((await handler(call(booking('BK-3')))).status).toBe(500);
    expect(events).toEqual([
      expect.objectContaining({ eventType: 'contract.added', outcome: 'failed', status: 500 }),
    ]);
  });
});
