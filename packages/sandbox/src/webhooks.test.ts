import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createWebhookHandler,
  type PartnerEvent,
  toNodeListener,
  type WebhookHandlerOptions,
} from '@unistay/api-client/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type SandboxOptions } from './createSandbox.js';
import { startSandboxServer } from './node.js';
import { SANDBOX_PARTNERS, type SandboxPartner } from './seed.js';

const [partner, otherPartner] = SANDBOX_PARTNERS as [SandboxPartner, SandboxPartner];
const TOKEN = 'whsec-partner-webhook';
const ROOM = {
  id: 'room_riverside_ensuite',
  period: 'bp_riverside_ensuite_51',
  operator: 'op_northgate',
};

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/**
 * A partner's receiver on a real HTTP server: createWebhookHandler behind Node's adapter, counting
 * the calls that reach it and the events it handles.
 */
async function startReceiver(options: Partial<WebhookHandlerOptions> = {}) {
  const handled: PartnerEvent[] = [];
  const statuses: number[] = [];
  const handler = createWebhookHandler({
    accessToken: TOKEN,
    onEvent: (event) => {
      handled.push(event);
    },
    log: () => {},
    ...options,
  });
  let requests = 0;
  const server = createServer(
    toNodeListener(async (request) => {
      requests += 1;
      const response = await handler(request);
      statuses.push(response.status);
      return response;
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/partner-api`;
  return { url, handled, statuses, requests: () => requests };
}

function sandboxDeliveringTo(url: string, options: SandboxOptions = {}) {
  return createSandbox({
    webhooks: [{ url, events: ['contract.added'], accessToken: TOKEN }],
    webhookDelivery: { backoffMs: 10, timeoutMs: 5000 },
    ...options,
  });
}

async function bookThroughHostedCheckout(
  sandbox: ReturnType<typeof createSandbox>,
  as: SandboxPartner = partner,
) {
  const started = await sandbox.handle(
    new Request(`http://sandbox.test/api/rooms/${ROOM.id}/checkout/start`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-API-PARTNER-ID': as.partnerId,
        Authorization: `Bearer ${as.accessToken}`,
      },
      body: JSON.stringify({ booking_period_id: ROOM.period, operator_id: ROOM.operator }),
    }),
  );
  const { session_token: sessionToken } = (await started.json()).data;
  await sandbox.handle(
    new Request(`http://sandbox.test/__sandbox/checkout/${sessionToken}/complete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    }),
  );
  const booking = sandbox.bookings().at(-1);
  if (!booking) throw new Error('No booking was made.');
  return { sessionToken, bookingId: booking.booking_id };
}

describe('webhook deliveries', () => {
  it('posts a hosted booking to the receiver as contract.added, in the public shape', async () => {
    const receiver = await startReceiver();
    const sandbox = sandboxDeliveringTo(receiver.url);
    const { sessionToken, bookingId } = await bookThroughHostedCheckout(sandbox);
    await sandbox.webhooks.idle();

    expect(receiver.handled).toEqual([
      {
        known: true,
        type: 'contract.added',
        payload: {
          booking: {
            id: bookingId,
            status: 'confirmed',
            created_at: expect.any(String),
            session_token: sessionToken,
            channel: 'hosted',
          },
          booking_period: {
            id: ROOM.period,
            startDate: expect.stringMatching(/^\d\d-\d\d-\d{4}$/),
            endDate: expect.stringMatching(/^\d\d-\d\d-\d{4}$/),
            contract: {
              holding_fee: expect.stringMatching(/^\d+\.\d\d$/),
              maximum_bookings: expect.any(Number),
              instalments: 3,
              price_per_week: expect.stringMatching(/^\d+\.\d\d$/),
            },
          },
          room_type: {
            id: ROOM.id,
            name: expect.any(String),
            property: { id: expect.any(String), name: 'Riverside House' },
          },
        },
      },
    ]);
    const [delivery] = sandbox.webhooks.deliveries();
    expect(delivery).toMatchObject({
      type: 'contract.added',
      state: 'delivered',
      url: receiver.url,
    });
    expect(delivery?.attempts).toEqual([
      expect.objectContaining({ status: 200, answer: '{"received":true}' }),
    ]);
  });

  it('retries when the first answers are lost, and the receiver handles the booking once', async () => {
    const receiver = await startReceiver();
    const sandbox = sandboxDeliveringTo(receiver.url, {
      webhookDelivery: { backoffMs: 10, failFirst: 2 },
    });
    await bookThroughHostedCheckout(sandbox);
    await sandbox.webhooks.idle();

    // Three calls reached the receiver; it handled the first and acknowledged the repeats.
    expect(receiver.statuses).toEqual([200, 200, 200]);
    expect(receiver.handled).toHaveLength(1);
    const [delivery] = sandbox.webhooks.deliveries();
    expect(delivery?.state).toBe('delivered');
    expect(delivery?.attempts.map((attempt) => [attempt.status, attempt.answer])).toEqual([
      [null, 'The answer (200) was lost on its way back (fault).'],
      [null, 'The answer (200) was lost on its way back (fault).'],
      [200, '{"received":true,"duplicate":true}'],
    ]);
  });

  it('retries a failing handler until it succeeds, backing off twice as long each time', async () => {
    let failures = 2;
    const receiver = await startReceiver({
      onEvent: () => {
        if (failures-- > 0) throw new Error('database unavailable');
      },
    });
    const sandbox = sandboxDeliveringTo(receiver.url, { webhookDelivery: { backoffMs: 40 } });
    await bookThroughHostedCheckout(sandbox);
    await sandbox.webhooks.idle();

    expect(receiver.statuses).toEqual([500, 500, 200]);
    const attempts = sandbox.webhooks.deliveries()[0]?.attempts ?? [];
    const [first = 0, second = 0, third = 0] = attempts.map((attempt) => Date.parse(attempt.at));
    expect(second - first).toBeGreaterThanOrEqual(40);
    expect(third - second).toBeGreaterThanOrEqual(80);
    expect(sandbox.webhooks.deliveries()[0]?.state).toBe('delivered');
  });

  it('gives up after the last attempt when the receiver refuses its token', async () => {
    const receiver = await startReceiver({ accessToken: 'a-rotated-token' });
    const sandbox = sandboxDeliveringTo(receiver.url, {
      webhookDelivery: { backoffMs: 5, attempts: 3 },
    });
    await bookThroughHostedCheckout(sandbox);
    await sandbox.webhooks.idle();
    expect(receiver.handled).toEqual([]);
    const [delivery] = sandbox.webhooks.deliveries();
    expect(delivery?.state).toBe('failed');
    expect(delivery?.next_attempt_at).toBeNull();
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([401, 401, 401]);
  });

  it("sends each subscription only its events, and only its partner's when it names one", async () => {
    const bookings = await startReceiver();
    const everything = await startReceiver();
    const sandbox = createSandbox({
      webhooks: [
        {
          url: bookings.url,
          events: ['contract.added'],
          accessToken: TOKEN,
          partnerId: partner.partnerId,
        },
        { url: everything.url, events: ['*'], accessToken: TOKEN },
      ],
      webhookDelivery: { backoffMs: 10 },
    });
    await bookThroughHostedCheckout(sandbox, otherPartner);
    const enquiry = sandbox.events().length;
    const moved = await sandbox.handle(
      new Request(
        `http://sandbox.test/__sandbox/enquiries/${await firstEnquiryId(sandbox)}/status`,
        {
          method: 'POST',
          body: JSON.stringify({ status: 'resolved' }),
        },
      ),
    );
    expect(moved.status).toBe(200);
    await sandbox.webhooks.idle();
    expect(sandbox.events()).toHaveLength(enquiry + 1);
    expect(bookings.handled).toEqual([]);
    expect(everything.handled.map((event) => event.type)).toEqual([
      'contract.added',
      'enquiry.updated',
    ]);
    expect(everything.handled[1]?.payload).toMatchObject({ status: 'resolved' });
  });

  it('takes, lists without secrets, and removes subscriptions over its own routes', async () => {
    const sandbox = createSandbox();
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await sandbox.handle(
        new Request(`http://sandbox.test${path}`, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      return { status: response.status, json: await response.json() };
    };
    // What a form on another site can send without asking first: refused.
    const simple = await sandbox.handle(
      new Request('http://sandbox.test/__sandbox/webhooks', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ url: 'http://169.254.169.254/', events: ['*'] }),
      }),
    );
    expect(simple.status).toBe(415);
    expect(sandbox.webhooks.list()).toEqual([]);
    const refused = await call('POST', '/__sandbox/webhooks', { url: 'ftp://x', events: [] });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(
      'Not a webhook: ✖ Give an absolute http(s) address.\n  → at url\n✖ Name at least one event type, like "contract.added", or "*".\n  → at events',
    );

    const added = await call('POST', '/__sandbox/webhooks', {
      url: 'https://partner.test/hooks',
      events: ['contract.added'],
      accessToken: TOKEN,
      headers: { 'X-Hook-Secret': 'value' },
    });
    expect(added.status).toBe(201);
    const listed = await call('GET', '/__sandbox/webhooks');
    expect(listed.json.webhooks).toEqual([
      {
        id: added.json.id,
        url: 'https://partner.test/hooks',
        events: ['contract.added'],
        accessToken: 'set',
        headers: ['X-Hook-Secret'],
      },
    ]);
    expect(JSON.stringify(listed.json)).not.toContain(TOKEN);
    expect((await call('DELETE', `/__sandbox/webhooks/${added.json.id}`)).json.webhooks).toEqual(
      [],
    );
    expect((await call('DELETE', `/__sandbox/webhooks/${added.json.id}`)).status).toBe(404);
    expect((await call('GET', '/__sandbox/webhooks/deliveries')).json).toEqual({ deliveries: [] });
  });

  it('cuts off an attempt still waiting for its answer on reset: nothing logged, nothing retried', async () => {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let calls = 0;
    const receiver = await startReceiver({
      onEvent: async () => {
        calls += 1;
        await finished;
      },
    });
    const sandbox = sandboxDeliveringTo(receiver.url);
    await bookThroughHostedCheckout(sandbox);
    await expect.poll(() => calls).toBe(1);
    sandbox.reset();
    finish();
    await sandbox.webhooks.idle();
    expect(sandbox.webhooks.deliveries()).toEqual([]);
    expect(receiver.requests()).toBe(1);
    expect(calls).toBe(1);
  });

  it('stops pending retries on reset and keeps the subscriptions it was created with', async () => {
    const receiver = await startReceiver();
    const sandbox = sandboxDeliveringTo(receiver.url, {
      webhookDelivery: { backoffMs: 60_000, failFirst: 1, failAs: 'unreachable' },
    });
    await bookThroughHostedCheckout(sandbox);
    await expect.poll(() => sandbox.webhooks.deliveries()[0]?.attempts.length).toBe(1);
    expect(sandbox.webhooks.deliveries()[0]?.attempts[0]?.answer).toBe(
      'The receiver could not be reached (fault).',
    );
    sandbox.reset();
    await sandbox.webhooks.idle();
    expect(sandbox.webhooks.deliveries()).toEqual([]);
    expect(sandbox.webhooks.list()).toHaveLength(1);
    expect(receiver.statuses).toEqual([]);
  });
});

async function firstEnquiryId(sandbox: ReturnType<typeof createSandbox>): Promise<string> {
  const listed = await sandbox.handle(
    new Request('http://sandbox.test/api/enquiries?filter[status]=pending', {
      headers: {
        'X-API-PARTNER-ID': partner.partnerId,
        Authorization: `Bearer ${partner.accessToken}`,
      },
    }),
  );
  return (await listed.json()).data.items[0].id;
}

describe('the sandbox server', () => {
  it('opens the Partner API to other origins, but not the webhook routes', async () => {
    const served = await startSandboxServer({ port: 0 });
    try {
      const origin = { Origin: 'https://another-site.example' };
      const api = await fetch(`${served.url}/api/rooms`, { headers: origin });
      expect(api.headers.get('access-control-allow-origin')).toBe('*');
      for (const [method, path] of [
        ['OPTIONS', '/__sandbox/webhooks'],
        ['GET', '/__sandbox/webhooks/deliveries'],
        ['OPTIONS', '/__sandbox/webhooks/faults'],
      ] as const) {
        const response = await fetch(`${served.url}${path}`, { method, headers: origin });
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
      }
    } finally {
      await served.close();
    }
  });
});
