import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox } from './createSandbox.js';
import { FAULTS_KEPT } from './faults.js';
import { startSandboxServer } from './node.js';
import { SANDBOX_PARTNERS, type SandboxPartner } from './seed.js';
import { KEPT } from './store.js';
import { ANSWER_NOT_SHOWN, WEBHOOKS_KEPT } from './webhooks.js';

/**
 * Attacks on the sandbox over real HTTP, each sent as it was found: DNS rebinding (a page whose
 * name re-points to 127.0.0.1 subscribing a webhook to an intranet address and reading the answer
 * back), pages on other origins calling the sandbox's own routes, and bodies sent to fill memory.
 * Raw sockets where a client would normalise the request (a Content-Length it does not send).
 */

const [partner] = SANDBOX_PARTNERS as [SandboxPartner];
const CREDENTIALS = {
  'X-API-PARTNER-ID': partner.partnerId,
  Authorization: `Bearer ${partner.accessToken}`,
};
const ROOM = {
  id: 'room_riverside_ensuite',
  period: 'bp_riverside_ensuite_51',
  operator: 'op_northgate',
};
/** What the attacker's intranet server answers: it must never show up in the sandbox. */
const INTRANET_SECRET = 'intranet-secret: payroll for March';
const ATTACKER_NAME = 'rebind.attacker.test';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function serve(options: Parameters<typeof startSandboxServer>[0] = {}) {
  const served = await startSandboxServer({ port: 0, ...options });
  cleanups.push(() => served.close());
  return { ...served, port: Number(new URL(served.url).port) };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP request, through Node's `http` so the `Host` header is sent as given (as a browser
 * sends the name of the page it is on). Connects to 127.0.0.1 whatever the name, as a rebound
 * name does.
 */
function send(
  port: number,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { Host: `127.0.0.1:${port}`, ...headers } },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk) => (text += chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }),
        );
      },
    );
    outgoing.on('error', reject);
    if (body !== undefined) {
      outgoing.setHeader('Content-Type', 'application/json');
      outgoing.end(JSON.stringify(body));
    } else outgoing.end();
  });
}

/**
 * Writes `head` and `parts` to a raw connection and resolves with everything the server sent
 * until it closed the connection. The server may close it while parts are still being written:
 * the write errors that follow are what the test expects, not failures.
 */
function sendRaw(port: number, head: string, parts: (string | Buffer)[] = []): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const giveUp = setTimeout(() => socket.destroy(), 10_000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(received);
    });
    socket.on('connect', () => {
      socket.write(head);
      for (const part of parts) socket.write(part);
    });
  });
}

const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

/** An HTTP server on `host` answering every request with `text`, counting them. */
async function startServerAnswering(text: string, host = '127.0.0.1') {
  let requests = 0;
  const server = createServer((_, outgoing) => {
    requests += 1;
    outgoing.setHeader('Content-Type', 'text/plain');
    outgoing.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as { port: number };
  return { port, requests: () => requests };
}

/** The id of a pending enquiry: moving its status raises an event, which webhooks hear of. */
async function pendingEnquiryId(port: number): Promise<string> {
  const listed = await send(port, '/api/enquiries?filter[status]=pending', {
    headers: CREDENTIALS,
  });
  return JSON.parse(listed.text).data.items[0].id;
}

/** Subscribes `url` and raises an event, as the attacker's page did; the delivery log after. */
async function subscribeAndTrigger(
  served: Awaited<ReturnType<typeof serve>>,
  url: string,
  headers: Record<string, string> = {},
) {
  const subscribed = await send(served.port, '/__sandbox/webhooks', {
    method: 'POST',
    headers,
    body: { url, events: ['*'], headers: { 'X-Internal-Admin': 'yes' } },
  });
  expect(subscribed.status).toBe(201);
  const id = await pendingEnquiryId(served.port);
  const moved = await send(served.port, `/__sandbox/enquiries/${id}/status`, {
    method: 'POST',
    headers,
    body: { status: 'contacted' },
  });
  expect(moved.status).toBe(200);
  await served.sandbox.webhooks.idle();
  const log = await send(served.port, '/__sandbox/webhooks/deliveries', { headers });
  return { text: log.text, deliveries: JSON.parse(log.text).deliveries };
}

describe('DNS rebinding, step by step', () => {
  it('refuses every request addressed to another name 421, before any route runs', async () => {
    const served = await serve();
    const page = {
      Host: `${ATTACKER_NAME}:${served.port}`,
      // To the browser the page and the sandbox now share an origin: the Origin check alone
      // would let this through.
      Origin: `http://${ATTACKER_NAME}:${served.port}`,
    };
    // Before: 201, and the sandbox posted to the intranet and logged its answer.
    const subscribed = await send(served.port, '/__sandbox/webhooks', {
      method: 'POST',
      headers: page,
      body: { url: 'http://10.0.0.5/admin', events: ['*'], headers: { 'X-Internal-Admin': 'yes' } },
    });
    expect(subscribed.status).toBe(421);
    expect(subscribed.text).toBe(
      'Misdirected request: this sandbox answers to localhost, 127.0.0.1, [::1] only.\n',
    );
    expect(served.sandbox.webhooks.list()).toEqual([]);

    for (const [method, path] of [
      ['OPTIONS', '/__sandbox/webhooks'],
      ['POST', '/__sandbox/reset'],
      ['GET', '/__sandbox/webhooks/deliveries'],
      ['GET', '/__sandbox/events'],
      ['GET', '/api/enquiries'],
    ] as const) {
      const answer = await send(served.port, path, {
        method,
        headers: { ...page, ...CREDENTIALS },
      });
      expect([method, path, answer.status]).toEqual([method, path, 421]);
    }
  });

  it('answers its own names on any port, and the names it is given', async () => {
    const served = await serve({ allowedHosts: ['Sandbox.Internal'] });
    for (const host of [
      `127.0.0.1:${served.port}`,
      'localhost:3000',
      'LOCALHOST',
      `[::1]:${served.port}`,
      'sandbox.internal:8080',
    ]) {
      const answer = await send(served.port, '/__sandbox/faults', { headers: { Host: host } });
      expect([host, answer.status]).toEqual([host, 200]);
    }
    for (const host of [
      '127.0.0.2',
      'localhost.',
      'evil@localhost',
      'sandbox.internal.attacker.test',
    ]) {
      const answer = await send(served.port, '/__sandbox/faults', { headers: { Host: host } });
      expect([host, answer.status]).toEqual([host, 421]);
    }
    // HTTP/1.0 allows a request without Host; no browser sends one, and it is refused too.
    const noHost = await sendRaw(served.port, 'GET /__sandbox/faults HTTP/1.0\r\n\r\n');
    expect(noHost).toMatch(/^HTTP\/1\.1 421 /);
  });

  it('answers the host it listens on, and refuses allowed names that are not names', async () => {
    const served = await serve({ host: 'localhost' });
    expect(served.hosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    await expect(
      startSandboxServer({ port: 0, allowedHosts: ['sandbox.internal:8080'] }),
    ).rejects.toThrow(
      'allowedHosts takes host names without a port, like sandbox.internal; not sandbox.internal:8080.',
    );
  });

  it('refuses the subscription from a page on another origin, reaching it by its own name', async () => {
    const served = await serve();
    const subscribed = await send(served.port, '/__sandbox/webhooks', {
      method: 'POST',
      headers: { Origin: `http://${ATTACKER_NAME}:${served.port}` },
      body: { url: 'http://10.0.0.5/admin', events: ['*'] },
    });
    expect(subscribed.status).toBe(403);
    expect(JSON.parse(subscribed.text)).toEqual({
      error: {
        code: 'other_origin',
        message: 'The sandbox only takes calls to its own routes from pages on its own origin.',
      },
    });
    expect(served.sandbox.webhooks.list()).toEqual([]);
  });

  it("keeps its developer tools to this machine: from another address, with or without Origin, 403; the student's pages still open", async () => {
    const sandbox = createSandbox();
    // A Request as toNodeListener makes one of Node's, remembering its connection's address.
    const from = (address: string, path: string, init: RequestInit = {}) =>
      sandbox.handle(
        Object.assign(new Request(`http://shop.example${path}`, init), { socketAddress: address }),
      );
    const tools: [string, RequestInit?][] = [
      ['/__sandbox/reset', { method: 'POST' }],
      ['/__sandbox/payments'],
      ['/__sandbox/events'],
      ['/__sandbox/faults'],
      ['/__sandbox/webhooks'],
      ['/__sandbox/webhooks/deliveries'],
      ['/__sandbox/enquiries/E1/status', { method: 'POST', body: '{"status":"closed"}' }],
      ['/__sandbox/payments/', {}],
    ];
    for (const [path, init] of tools) {
      for (const address of ['203.0.113.9', '10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1']) {
        const sameOrigin = { ...init, headers: { Origin: 'http://shop.example' } };
        for (const sent of [init, sameOrigin]) {
          const answer = await from(address, path, sent);
          expect([path, address, answer.status]).toEqual([path, address, 403]);
          expect(await answer.json()).toMatchObject({ error: { code: 'remote_tool' } });
        }
      }
      for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        const answer = await from(address, path, init);
        expect([path, address, answer.status]).not.toEqual([path, address, 403]);
      }
    }
    // What a student's browser opens from anywhere: the images, the card provider's intents, the
    // bank's and the hosted checkout's pages.
    for (const path of [
      '/__sandbox/images/room_riverside_ensuite-1.svg',
      '/__sandbox/hosted-checkout.css',
      '/__sandbox/payment_intents/pi_none',
      '/__sandbox/bank/pi_none',
      '/__sandbox/checkout/cs_none',
    ]) {
      const answer = await from('203.0.113.9', path);
      expect([path, answer.status]).not.toEqual([path, 403]);
    }
    expect(sandbox.webhooks.list()).toEqual([]);
  });

  it('never shows the answer of a receiver elsewhere: status and timing only', async () => {
    // The intranet server, really answering over HTTP; the sandbox reaches it by an intranet name
    // (its fetch sends that name to this machine), as it would reach one in another network.
    const intranet = await startServerAnswering(INTRANET_SECRET);
    const served = await serve({
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        url.host = `127.0.0.1:${intranet.port}`;
        return fetch(url, init);
      },
    });
    const { text, deliveries } = await subscribeAndTrigger(
      served,
      'http://intranet.corp.test/admin',
    );
    expect(intranet.requests()).toBe(1);
    expect(deliveries[0].attempts).toEqual([
      {
        at: expect.any(String),
        status: 200,
        answer: ANSWER_NOT_SHOWN,
        duration_ms: expect.any(Number),
      },
    ]);
    expect(text).not.toContain('payroll');
  });

  const nonLoopback = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
  it.runIf(nonLoopback)(
    'never shows the answer of a receiver at a non-loopback address of this machine',
    async () => {
      const intranet = await startServerAnswering(INTRANET_SECRET, nonLoopback);
      const served = await serve();
      const { text, deliveries } = await subscribeAndTrigger(
        served,
        `http://${nonLoopback}:${intranet.port}/admin`,
      );
      expect(intranet.requests()).toBe(1);
      expect(deliveries[0].attempts[0]).toMatchObject({ status: 200, answer: ANSWER_NOT_SHOWN });
      expect(text).not.toContain('payroll');
    },
  );

  it('shows the start of a loopback receiver’s answer, reading a few KiB of an endless one', async () => {
    let closed = false;
    let sent = 0;
    const endless = createServer((_, outgoing) => {
      outgoing.setHeader('Content-Type', 'text/plain');
      const line = Buffer.alloc(1024, 'x');
      const more = () => {
        while (!outgoing.destroyed && outgoing.write(line)) sent += line.length;
      };
      outgoing.on('drain', more);
      outgoing.on('close', () => {
        closed = true;
      });
      more();
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise((resolve) => {
          endless.closeAllConnections();
          endless.close(() => resolve());
        }),
    );
    const served = await serve();
    const { port } = endless.address() as { port: number };
    const { deliveries } = await subscribeAndTrigger(served, `http://localhost:${port}/hook`);
    expect(deliveries[0].attempts[0]).toMatchObject({ status: 200, answer: 'x'.repeat(200) });
    await expect.poll(() => closed).toBe(true);
    // What the receiver managed to write before the sandbox hung up: buffers, not the answer.
    expect(sent).toBeLessThan(16 * 1024 * 1024);
  });

  it(`keeps at most ${WEBHOOKS_KEPT} subscriptions, refusing the next with a sentence`, async () => {
    const served = await serve();
    for (let index = 0; index < WEBHOOKS_KEPT; index += 1) {
      const added = await send(served.port, '/__sandbox/webhooks', {
        method: 'POST',
        body: { url: `http://localhost:9/hook-${index}`, events: ['*'] },
      });
      expect(added.status).toBe(201);
    }
    const refused = await send(served.port, '/__sandbox/webhooks', {
      method: 'POST',
      body: { url: 'http://localhost:9/one-more', events: ['*'] },
    });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).error.message).toBe(
      `The sandbox keeps at most ${WEBHOOKS_KEPT} webhooks: remove one (DELETE /__sandbox/webhooks/{id}) before adding another.`,
    );
    expect(served.sandbox.webhooks.list()).toHaveLength(WEBHOOKS_KEPT);
  });
});

describe('pages on other origins', () => {
  const fault = { route: 'enquiries.list', status: 503 };

  it('refuses a cross-origin Origin on /__sandbox/faults 403, and changes nothing', async () => {
    const served = await serve();
    for (const origin of [
      'https://another-site.example',
      'null',
      `http://127.0.0.1:${served.port + 1}`,
    ]) {
      const answer = await send(served.port, '/__sandbox/faults', {
        method: 'POST',
        headers: { Origin: origin },
        body: fault,
      });
      expect([origin, answer.status]).toEqual([origin, 403]);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
    const read = await send(served.port, '/__sandbox/events', {
      headers: { Origin: 'https://another-site.example' },
    });
    expect(read.status).toBe(403);
    expect(served.sandbox.faults.list()).toEqual([]);
  });

  it('takes the same origin, and tools that send no Origin', async () => {
    const served = await serve();
    const samePage = await send(served.port, '/__sandbox/faults', {
      method: 'POST',
      headers: { Origin: `http://127.0.0.1:${served.port}` },
      body: fault,
    });
    expect(samePage.status).toBe(201);
    const tool = await send(served.port, '/__sandbox/faults', { method: 'POST', body: fault });
    expect(tool.status).toBe(201);
    // curl and Node's fetch send no Origin.
    const fetched = await fetch(`${served.url}/__sandbox/faults`, { method: 'DELETE' });
    expect(fetched.status).toBe(200);
  });

  it('still lets the card provider confirm from the partner’s page, and pages show images', async () => {
    const served = await serve();
    const partnerPage = { Origin: 'https://partner-shop.example' };
    const started = await send(served.port, `/api/rooms/${ROOM.id}/checkout/start`, {
      method: 'POST',
      headers: { ...CREDENTIALS, ...partnerPage },
      body: { booking_period_id: ROOM.period, operator_id: ROOM.operator },
    });
    const secret: string = JSON.parse(started.text).data.card_provider.client_secret;
    const intent = secret.split('_secret_')[0];

    const preflight = await send(served.port, `/__sandbox/payment_intents/${intent}/confirm`, {
      method: 'OPTIONS',
      headers: { ...partnerPage, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const confirmed = await send(served.port, `/__sandbox/payment_intents/${intent}/confirm`, {
      method: 'POST',
      headers: partnerPage,
      body: { client_secret: secret, card_number: '4242424242424242' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(confirmed.text).status).toBe('succeeded');

    const image = await send(served.port, `/__sandbox/images/${ROOM.id}-1.svg`, {
      headers: partnerPage,
    });
    expect(image.status).toBe(200);
  });

  it('is refused in the sandbox core too, so an in-process mount (the demo) refuses it', async () => {
    const sandbox = createSandbox({ publicUrl: 'https://sandbox.example' });
    const faults = (origin: string) =>
      sandbox.handle(
        new Request('http://localhost:5173/__sandbox/faults', {
          method: 'POST',
          headers: { Origin: origin, 'Content-Type': 'application/json' },
          body: JSON.stringify(fault),
        }),
      );
    expect((await faults('https://another-site.example')).status).toBe(403);
    expect((await faults('http://localhost:5173')).status).toBe(201);
    // Behind a proxy, the page's origin is the public address.
    expect((await faults('https://sandbox.example')).status).toBe(201);
  });
});

describe('bodies that would fill memory', () => {
  const HUGE = 805_306_368;
  const chunked = (chunks: number) => {
    const chunk = Buffer.alloc(16 * 1024, ' ');
    return Array.from({ length: chunks }, () => [`4000\r\n`, chunk, '\r\n']).flat();
  };

  it('refuses a sandbox route’s body from its Content-Length, 413, without reading it', async () => {
    const served = await serve();
    // Before: `request.text()` waited for all 768 MiB, holding them in memory.
    const raw = await sendRaw(
      served.port,
      `POST /__sandbox/webhooks HTTP/1.1\r\nHost: 127.0.0.1:${served.port}\r\nContent-Type: application/json\r\nContent-Length: ${HUGE}\r\n\r\n`,
      ['{"url":"http://10.0.0.5/","events":["*"],"headers":{"X-Pad":"'],
    );
    expect(statusOf(raw)).toBe(413);
    expect(raw).toMatch(/\r\nConnection: close\r\n/i);
    expect(bodyOf(raw)).toEqual({
      error: { code: 'sandbox_error', message: 'The request body is larger than 65536 bytes.' },
    });
    expect(served.sandbox.webhooks.list()).toEqual([]);
  });

  it('refuses a chunked sandbox body once it passes 64 KiB, 413', async () => {
    const served = await serve();
    // Five chunks of 16 KiB and no end: only a cap while reading can answer.
    const raw = await sendRaw(
      served.port,
      `POST /__sandbox/faults HTTP/1.1\r\nHost: 127.0.0.1:${served.port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      chunked(5),
    );
    expect(statusOf(raw)).toBe(413);
    expect(bodyOf(raw).error.code).toBe('sandbox_error');
  });

  it('refuses the API’s bodies past 64 KiB in the API’s error shape, declared or chunked', async () => {
    const served = await serve();
    const head = (framing: string) =>
      `POST /api/enquiries/general HTTP/1.1\r\nHost: 127.0.0.1:${served.port}\r\nX-API-PARTNER-ID: ${partner.partnerId}\r\nAuthorization: Bearer ${partner.accessToken}\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`;
    const declared = await sendRaw(served.port, head(`Content-Length: ${HUGE}`), [
      '{"first_name":"',
    ]);
    const streamed = await sendRaw(served.port, head('Transfer-Encoding: chunked'), chunked(5));
    for (const raw of [declared, streamed]) {
      expect(statusOf(raw)).toBe(413);
      expect(bodyOf(raw)).toEqual({
        success: false,
        code: 413,
        locale: 'en',
        message: 'The request body is larger than 65536 bytes.',
        data: null,
      });
    }
  });

  it('refuses the hosted checkout form’s body past 64 KiB', async () => {
    const served = await serve();
    const started = await send(served.port, `/api/rooms/${ROOM.id}/checkout/start`, {
      method: 'POST',
      headers: CREDENTIALS,
      body: { booking_period_id: ROOM.period, operator_id: ROOM.operator },
    });
    const token: string = JSON.parse(started.text).data.session_token;
    const raw = await sendRaw(
      served.port,
      `POST /__sandbox/checkout/${token}/complete HTTP/1.1\r\nHost: 127.0.0.1:${served.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${HUGE}\r\n\r\n`,
      ['return_url='],
    );
    expect(statusOf(raw)).toBe(413);
    expect(served.sandbox.bookings()).toEqual([]);
  });
});

describe('stores that would grow without end', () => {
  /** A sandbox called in-process, as fast as a loop of requests can. */
  function inProcess() {
    const sandbox = createSandbox();
    const post = async (path: string, body: unknown, as: SandboxPartner | null = partner) => {
      const response = await sandbox.handle(
        new Request(`http://sandbox.test${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(as ? CREDENTIALS : {}) },
          body: JSON.stringify(body),
        }),
      );
      return { status: response.status, json: await response.json() };
    };
    return { sandbox, post };
  }

  it(`keeps the latest ${KEPT.events} events`, async () => {
    const { sandbox, post } = inProcess();
    const id = await firstEnquiryId(sandbox);
    for (let move = 0; move < KEPT.events + 10; move += 1) {
      await post(`/__sandbox/enquiries/${id}/status`, { status: `status-${move}` }, null);
    }
    expect(sandbox.events()).toHaveLength(KEPT.events);
    expect(sandbox.events()[0]?.id).toBe('evt_11');
  });

  it(`keeps the latest ${FAULTS_KEPT} faults`, () => {
    const { sandbox } = inProcess();
    for (let index = 0; index < FAULTS_KEPT + 5; index += 1) {
      sandbox.faults.add({ route: 'rooms.list', latencyMs: index });
    }
    expect(sandbox.faults.list()).toHaveLength(FAULTS_KEPT);
    expect(sandbox.faults.list()[0]?.latencyMs).toBe(5);
  });

  it(`keeps the latest ${KEPT.checkouts} checkout sessions, each with its payment intent`, async () => {
    const { sandbox, post } = inProcess();
    const start = () =>
      post(`/api/rooms/${ROOM.id}/checkout/start`, {
        booking_period_id: ROOM.period,
        operator_id: ROOM.operator,
      });
    const first = (await start()).json.data;
    for (let index = 0; index < KEPT.checkouts; index += 1) await start();
    const intent = first.card_provider.client_secret.split('_secret_')[0];
    expect(sandbox.paymentIntent(intent)).toBeUndefined();
    const confirm = await post(
      `/__sandbox/payment_intents/${intent}/confirm`,
      { client_secret: first.card_provider.client_secret, card_number: '4242424242424242' },
      null,
    );
    expect(confirm.status).toBe(404);
  });

  it(`keeps the seeded enquiries and the latest ${KEPT.createdEnquiries} made over the API`, async () => {
    const { sandbox, post } = inProcess();
    const student = {
      first_name: 'Amara',
      last_name: 'Okafor',
      email: 'amara@example.com',
      contact_number: '+447700900123',
      message: 'Is the studio free in September?',
      metadata: '{}',
      additional_fields: '{}',
    };
    const firstMade = (await post('/api/enquiries/general', student)).json.data.enquiry_id;
    for (let index = 0; index < KEPT.createdEnquiries; index += 1) {
      await post('/api/enquiries/general', student);
    }
    const listed = await sandbox.handle(
      new Request('http://sandbox.test/api/enquiries', { headers: CREDENTIALS }),
    );
    expect((await listed.json()).data.meta.total).toBe(57 + KEPT.createdEnquiries);
    const gone = await sandbox.handle(
      new Request(`http://sandbox.test/api/enquiries/${firstMade}`, { headers: CREDENTIALS }),
    );
    expect(gone.status).toBe(404);
  });
});

async function firstEnquiryId(sandbox: ReturnType<typeof createSandbox>): Promise<string> {
  const listed = await sandbox.handle(
    new Request('http://sandbox.test/api/enquiries?filter[status]=pending', {
      headers: CREDENTIALS,
    }),
  );
  return (await listed.json()).data.items[0].id;
}
