import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sandboxHumanToken } from '@unistay/sandbox';
import { createServer as createDevServer, preview } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLaravelUpstream } from '../../../packages/api-client/test/laravelUpstream.js';
import { PROXY_PROTECTIONS } from '../src/protections.js';
import { createDemoApi } from './partnerApi.js';

const LIVE = {
  PARTNER_API_URL: 'https://partner-api.test',
  PARTNER_ID: 'partner-1',
  PARTNER_ACCESS_TOKEN: 'secret-token',
};

const booking = (id: string, session: string) =>
  JSON.stringify({
    type: 'contract.added',
    payload: { booking: { id, session_token: session }, room_type: { name: 'Classic Ensuite' } },
  });

describe('the demo live, in front of an API that routes as Laravel does', () => {
  it('never lets a POST read every enquiry through method override, signed in or not', async () => {
    const laravel = await startLaravelUpstream();
    try {
      const api = createDemoApi({ ...LIVE, PARTNER_API_URL: laravel.url });
      const post = (body: string, type = 'application/json') =>
        api.handle(
          new Request('http://localhost/api/enquiries', {
            method: 'POST',
            headers: { 'Content-Type': type, Origin: 'http://localhost' },
            body,
          }),
        );

      const answers = [
        await post('{"_method":"GET"}'),
        await post('_method=GET', 'application/x-www-form-urlencoded'),
        await api.handle(new Request('http://localhost/api/enquiries')),
      ];

      expect(answers.map((answer) => answer.status)).toEqual([400, 415, 403]);
      expect(laravel.received).toEqual([]);
    } finally {
      await laravel.stop();
    }
  });
});

describe("the demo server's webhook receiver", () => {
  it('live, takes calls carrying the registered token and confirms the session they name', async () => {
    const api = createDemoApi({ ...LIVE, PARTNER_WEBHOOK_TOKEN: 'whsec-live' });
    const post = (authorization: string) =>
      api.handle(
        new Request('http://demo.test/webhooks/partner-api', {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/json' },
          body: booking('BK-1', 'cs_live_1'),
        }),
      );
    expect((await post('Bearer guessed')).status).toBe(401);
    const unconfirmed = await api.handle(new Request('http://demo.test/demo/bookings/cs_live_1'));
    expect(await unconfirmed.json()).toEqual({ confirmed: false });

    expect((await post('Bearer whsec-live')).status).toBe(200);
    const confirmed = await api.handle(new Request('http://demo.test/demo/bookings/cs_live_1'));
    expect(await confirmed.json()).toMatchObject({
      confirmed: true,
      booking_id: 'BK-1',
      room: 'Classic Ensuite',
    });
    // Real bookings: the list of received events is for signed-in staff only.
    const events = await api.handle(new Request('http://demo.test/demo/webhook-events'));
    expect(events.status).toBe(403);
  });

  it('live without PARTNER_WEBHOOK_TOKEN, takes no call and says which variable to set', async () => {
    const api = createDemoApi(LIVE);
    const response = await api.handle(
      new Request('http://demo.test/webhooks/partner-api', {
        method: 'POST',
        body: booking('BK-2', 'cs_live_2'),
      }),
    );
    expect(response.status).toBe(503);
    expect((await response.json()).error).toContain('Set PARTNER_WEBHOOK_TOKEN');
  });

  it("on the sandbox, limits each client's writes as it says, and a reset starts the count again", async () => {
    const api = createDemoApi({});
    const start = () =>
      api.handle(
        new Request('http://demo.test/api/rooms/room_riverside_ensuite/checkout/start', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            booking_period_id: 'bp_riverside_ensuite_51',
            operator_id: 'op_northgate',
          }),
        }),
      );
    const { max } = PROXY_PROTECTIONS.perAddress;
    // Counted before the human check: a script without one still spends its allowance.
    const statuses = [];
    for (let sent = 0; sent <= max; sent++) statuses.push((await start()).status);
    expect(statuses).toEqual([...Array(max).fill(403), 429]);
    const refused = await start();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    await api.handle(new Request('http://demo.test/__sandbox/reset', { method: 'POST' }));
    expect((await start()).status).toBe(403);
  });

  it('on the sandbox, a reset from a page on another origin is refused and clears no count, and a used human token stays used', async () => {
    const api = createDemoApi({});
    const start = (token?: string) =>
      api.handle(
        new Request('http://demo.test/api/rooms/room_riverside_ensuite/checkout/start', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { 'X-Unistay-Human-Token': token } : {}),
          },
          body: JSON.stringify({
            booking_period_id: 'bp_riverside_ensuite_51',
            operator_id: 'op_northgate',
          }),
        }),
      );
    const token = sandboxHumanToken('pass');
    expect((await start(token)).status).toBe(201);
    const { max } = PROXY_PROTECTIONS.perAddress;
    for (let sent = 1; sent < max; sent++) await start();
    expect((await start()).status).toBe(429);

    // A page elsewhere posts the reset, as any site a visitor opens could.
    const reset = (headers: Record<string, string> = {}) =>
      api.handle(new Request('http://demo.test/__sandbox/reset', { method: 'POST', headers }));
    expect((await reset({ Origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await start()).status).toBe(429);

    // The demo's own reset starts the counts again, but a token once used is never good again.
    expect((await reset()).status).toBe(200);
    const replayed = await start(token);
    expect(replayed.status).toBe(403);
    expect(((await replayed.json()) as { code: string }).code).toBe('human_check_failed');
  });

  it('on the sandbox, confirms a hosted booking from the event the sandbox delivers', async () => {
    const api = createDemoApi({});
    const first = await bookThroughHostedCheckout(api);
    expect(first).toMatchObject({ confirmed: true, booking_id: expect.stringMatching(/^BK-/) });
    const { events } = await (
      await api.handle(new Request('http://demo.test/demo/webhook-events'))
    ).json();
    expect(events).toEqual([expect.objectContaining({ type: 'contract.added' })]);

    // After a reset, the next booking (an id of its own) is confirmed as well.
    await api.handle(new Request('http://demo.test/__sandbox/reset', { method: 'POST' }));
    const again = await bookThroughHostedCheckout(api);
    expect(again).toMatchObject({ confirmed: true, booking_id: expect.stringMatching(/^BK-/) });
    expect(again.booking_id).not.toBe(first.booking_id);
  });
});

describe('the demo server settings', () => {
  it('takes DEMO_TRUSTED_PROXIES as a whole number only, saying what it is', () => {
    expect(createDemoApi({ DEMO_TRUSTED_PROXIES: '2' }).mode).toBe('sandbox');
    expect(createDemoApi({ DEMO_TRUSTED_PROXIES: '' }).mode).toBe('sandbox');
    for (const setting of ['yes', '-1', '1.5']) {
      expect(() => createDemoApi({ DEMO_TRUSTED_PROXIES: setting })).toThrow(
        `DEMO_TRUSTED_PROXIES is the number of proxies of your own in front of the demo (0, 1, 2...), not "${setting}".`,
      );
    }
  });
});

/**
 * DNS rebinding: a page on the attacker's site, whose name is then made to resolve to 127.0.0.1,
 * calls the demo as its own origin, with its own name in `Host`. Vite's host check
 * (`server.allowedHosts`, `preview.allowedHosts`) runs before the middleware the demo's plugin
 * adds, so it refuses such a request before any of the demo's routes run.
 */
describe("the demo's dev and preview servers, to a request for another host", () => {
  const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
  const root = fileURLToPath(new URL('..', import.meta.url));
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    vi.unstubAllEnvs();
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  const ask = (port: number, method: string, path: string, host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: { Host: host, Origin: `http://${host}` },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      sent.on('error', reject);
      sent.end(method === 'POST' ? '{"password":"guess"}' : undefined);
    });

  async function expectOwnHostsOnly(port: number) {
    for (const [method, path] of [
      ['GET', '/__sandbox/events'],
      ['GET', '/api/rooms'],
      ['POST', '/demo/staff/sign-in'],
      ['POST', '/__sandbox/reset'],
    ] as const) {
      for (const host of ['rebind.attacker.test', `rebind.attacker.test:${port}`]) {
        // Vite's own refusal, not one of the demo's routes answering 403.
        expect(await ask(port, method, path, host), path).toEqual({
          status: 403,
          body: expect.stringContaining('Blocked request. This host ("rebind.attacker.test")'),
        });
      }
    }
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'demo.internal']) {
      expect((await ask(port, 'GET', '/api/rooms', `${host}:${port}`)).status, host).toBe(200);
    }
  }

  it('the dev server answers 403', async () => {
    vi.stubEnv('DEMO_ALLOWED_HOSTS', 'demo.internal');
    const server = await createDevServer({
      configFile,
      root,
      logLevel: 'silent',
      server: { port: 0, watch: null, ws: false },
    });
    closers.push(() => server.close());
    await server.listen();
    const address = server.httpServer?.address();
    if (!address || typeof address === 'string')
      throw new Error('The dev server is not listening.');
    await expectOwnHostsOnly(address.port);
  }, 30_000);

  it('the preview server answers 403', async () => {
    vi.stubEnv('DEMO_ALLOWED_HOSTS', 'demo.internal');
    const server = await preview({ configFile, root, logLevel: 'silent', preview: { port: 0 } });
    closers.push(() => server.close());
    await expectOwnHostsOnly((server.httpServer.address() as AddressInfo).port);
  }, 30_000);
});

async function bookThroughHostedCheckout(api: ReturnType<typeof createDemoApi>) {
  const started = await api.handle(
    new Request('http://demo.test/api/rooms/room_riverside_ensuite/checkout/start', {
      method: 'POST',
      // On the sandbox the proxy asks for a human check, as a partner's would.
      headers: {
        'Content-Type': 'application/json',
        'X-Unistay-Human-Token': sandboxHumanToken('pass'),
      },
      body: JSON.stringify({
        booking_period_id: 'bp_riverside_ensuite_51',
        operator_id: 'op_northgate',
      }),
    }),
  );
  const { session_token: session } = (await started.json()).data;
  await api.handle(
    new Request(`http://demo.test/__sandbox/checkout/${session}/complete`, { method: 'POST' }),
  );
  await api.sandbox?.webhooks.idle();
  return (await api.handle(new Request(`http://demo.test/demo/bookings/${session}`))).json();
}
