import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LaravelUpstream, startLaravelUpstream } from '../../test/laravelUpstream.js';
import { head, rawHttp } from '../../test/rawHttp.js';
import { startRedisServer } from '../../test/redisServer.js';
import { createPartnerClient } from '../createPartnerClient.js';
import { partnerCredentials } from '../transport.js';
import {
  createPartnerProxy,
  isEnquiryRead,
  type PartnerProxy,
  type PartnerProxyOptions,
} from './createPartnerProxy.js';
import { createWebhookHandler } from './createWebhookHandler.js';
import {
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  type DuplicateStore,
  emailInBody,
  type RateLimitStore,
} from './rateLimit.js';
import type { RedisClientLike } from './redisClient.js';
import { clientNetwork, toNodeListener } from './toNodeListener.js';
import { createMemoryWebhookStore, type WebhookStore } from './webhookStore.js';

/**
 * The server parts attacked as an attacker on the internet would: over real HTTP, with raw sockets
 * where a client would normalise the request, in front of an upstream that routes as the real
 * API's framework (Laravel) does. Each attack that once worked, and each that held, stays here.
 */

const PARTNER_ID = 'partner-123';
const TOKEN = 'server-secret-token';
const MiB = 1024 * 1024;

let laravel: LaravelUpstream;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
const servers: Server[] = [];
/** Closes each Redis client opened here, after the file's tests. */
const closers: (() => void)[] = [];

async function serve(handler: (request: Request) => Promise<Response>) {
  const server = createServer(toNodeListener(handler));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What every proxy here is given: this upstream, its credentials, and a quiet log. */
const baseOptions = () => ({
  upstream: laravel.url,
  partnerId: PARTNER_ID,
  accessToken: TOKEN,
  log: () => {},
});

/** The proxy as the guide sets it up: enquiry reads for signed-in staff only (nobody, here). */
const serveProxy = (options: Partial<PartnerProxyOptions> = {}) =>
  serve(
    createPartnerProxy({
      upstream: laravel.url,
      partnerId: PARTNER_ID,
      accessToken: TOKEN,
      authorize: (_request, route) => !isEnquiryRead(route),
      timeoutMs: 2_000,
      log: () => {},
      ...options,
    }),
  );

beforeAll(async () => {
  [laravel, redis] = await Promise.all([startLaravelUpstream(), startRedisServer()]);
});
afterEach(() => laravel.reset());
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  for (const close of closers) close();
  await Promise.all([laravel.stop(), redis?.stop()]);
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const enquiry = { first_name: 'Amara', email: 'amara@example.com', message: 'Hello' };

describe('method override: a POST read upstream as a GET of every enquiry', () => {
  it.each([
    ['with the documented authorize', {}],
    ['with no authorize at all', { authorize: undefined }],
  ])(
    'refuses {"_method":"GET"} in a JSON body, %s: 400, the API never called',
    async (_, options) => {
      const proxy = await serveProxy(options);

      const answer = await fetch(`${proxy}/api/enquiries`, json({ _method: 'GET' }));

      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toMatch(/_method/);
      expect(laravel.received).toEqual([]);
    },
  );

  it('refuses `_method` written with a JSON escape, which JSON.parse and PHP both read as _method', async () => {
    const proxy = await serveProxy();

    const answer = await fetch(`${proxy}/api/enquiries`, json('{"\\u005fmethod":"GET"}'));

    expect(answer.status).toBe(400);
    expect(laravel.received).toEqual([]);
  });

  it.each([
    ['application/x-www-form-urlencoded', '_method=GET'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="_method"\r\n\r\nGET\r\n--x--',
    ],
    ['text/plain', '{"_method":"GET"}'],
    ['', '{"_method":"GET"}'],
  ])('refuses a body of type "%s" with 415: only JSON is forwarded', async (type, body) => {
    const proxy = await serveProxy();

    const answer = await rawHttp(proxy, [
      head(
        'POST /api/enquiries HTTP/1.1',
        'Host: proxy.test',
        ...(type ? [`Content-Type: ${type}`] : []),
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
      ),
      body,
    ]);

    expect(answer.status).toBe(415);
    expect(laravel.received).toEqual([]);
  });

  it("pins the route's method in X-HTTP-Method-Override, whatever the browser sent", async () => {
    const proxy = await serveProxy();

    const answer = await fetch(`${proxy}/api/enquiries?_method=GET`, {
      ...json(enquiry),
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'X-HTTP-Method-Override': 'GET',
        'X-Method-Override': 'GET',
      },
    });

    expect(answer.status).toBe(201);
    expect(laravel.received).toHaveLength(1);
    const [call] = laravel.received;
    expect(call).toMatchObject({ sent: 'POST', routedAs: 'POST', path: '/api/enquiries' });
    expect(call?.headers['x-http-method-override']).toBe('POST');
    expect(call?.headers['x-method-override']).toBeUndefined();
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toBe(JSON.stringify(enquiry));
  });

  it('is pinned by the header alone: a body key Laravel ignores (`_METHOD`) still routes as POST', async () => {
    const proxy = await serveProxy();

    const answer = await fetch(`${proxy}/api/enquiries`, json({ ...enquiry, _METHOD: 'GET' }));

    expect(answer.status).toBe(201);
    expect(laravel.received.map((call) => call.routedAs)).toEqual(['POST']);
  });

  it('answers the enquiry list only through authorize, the one way to read it', async () => {
    const proxy = await serveProxy();

    const answer = await fetch(`${proxy}/api/enquiries`);

    expect(answer.status).toBe(403);
    expect(laravel.received).toEqual([]);
  });
});

describe('upstream answers: bounded in size, never a redirect followed', () => {
  it('cuts off an answer past maxResponseBytes with a 502 and cancels the upstream call', async () => {
    let written = 0;
    laravel.route('GET /api/rooms', (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (written < 120 * MiB && !response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    // Only the cap may end these: a deadline as short as the others' ended most of them as 504 on a
    // machine busy enough to take 2 s to pass 32 MiB along (the deadline has tests of its own).
    const proxy = await serveProxy({ timeoutMs: 60_000 });

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${proxy}/api/rooms`).then((answer) => answer.status)),
    );

    expect(answers).toEqual(Array(8).fill(502));
    // Eight answers of 120 MiB asked for: each stopped a little past the 4 MiB cap (and the
    // sockets' buffers), not read to its end.
    expect(written).toBeLessThan(8 * 24 * MiB);
  });

  it('refuses an answer whose Content-Length is past the cap before reading it', async () => {
    laravel.route('GET /api/properties', (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': 120 * MiB });
      response.write('{"success":true,"data":[');
    });
    const proxy = await serveProxy();

    const answer = await fetch(`${proxy}/api/properties`);

    expect(answer.status).toBe(502);
  });

  it('refuses per_page past 100 on every list, without asking the API', async () => {
    const proxy = await serveProxy();

    const statuses = await Promise.all(
      ['/api/rooms', '/api/properties'].map(async (path) => {
        const answer = await fetch(`${proxy}${path}?per_page=9999999`);
        return answer.status;
      }),
    );

    expect(statuses).toEqual([422, 422]);
    expect(laravel.received).toEqual([]);
  });

  it.each([
    [302, 'GET', '/api/rooms/r1'],
    [307, 'POST', '/api/enquiries/general'],
    [308, 'POST', '/api/rooms/r1/checkout/start'],
  ])(
    'answers a %i from the API with a 502, sending the credentials nowhere else',
    async (status, method, path) => {
      const elsewhere: Record<string, string | string[] | undefined>[] = [];
      const attacker = await serve(async (request) => {
        elsewhere.push(Object.fromEntries(request.headers));
        return new Response('{}');
      });
      laravel.route(`${method} ${path}`, (response) => {
        response.writeHead(status, { Location: `${attacker}/collect` });
        response.end();
      });
      const proxy = await serveProxy();

      const answer = await fetch(
        `${proxy}${path}`,
        method === 'POST' ? json({ booking_period_id: 'p1' }) : {},
      );

      expect(answer.status).toBe(502);
      expect(elsewhere).toEqual([]);
    },
  );
});

describe('the client on a server: its credentials go to the base address alone', () => {
  it('refuses to follow a redirect, as an invalid_response, and sends nothing elsewhere', async () => {
    const elsewhere: string[] = [];
    const attacker = await serve(async (request) => {
      elsewhere.push(request.headers.get('x-api-partner-id') ?? '');
      return new Response('{}');
    });
    laravel.route('GET /api/enquiries', (response) => {
      response.writeHead(302, { Location: `${attacker}/collect` });
      response.end();
    });
    const client = createPartnerClient({
      baseUrl: laravel.url,
      credentials: partnerCredentials({ partnerId: PARTNER_ID, accessToken: TOKEN }),
    });

    const error = await client.enquiries.list().catch((caught: unknown) => caught);

    expect(error).toMatchObject({ kind: 'invalid_response', status: 302 });
    expect(elsewhere).toEqual([]);
  });
});

describe('the webhook receiver: one booking, one key; keys of a fixed size', () => {
  const WEBHOOK_TOKEN = 'whsec_attack_suite';

  /** A store that records the keys it is given, over the default memory store. */
  function recordingStore() {
    const inner = createMemoryWebhookStore();
    const keys: string[] = [];
    const store: WebhookStore = {
      claim: (key, ttl) => {
        keys.push(key);
        return inner.claim(key, ttl);
      },
      markHandled: (key, ttl) => inner.markHandled(key, ttl),
      release: (key) => inner.release(key),
    };
    return { store, keys };
  }

  async function serveReceiver() {
    const handled: unknown[] = [];
    const { store, keys } = recordingStore();
    const address = await serve(
      createWebhookHandler({
        accessToken: WEBHOOK_TOKEN,
        store,
        onEvent: (event) => {
          handled.push(event.payload);
        },
        log: () => {},
      }),
    );
    const deliver = (body: string) =>
      fetch(address, {
        method: 'POST',
        headers: { Authorization: `Bearer ${WEBHOOK_TOKEN}`, 'Content-Type': 'application/json' },
        body,
      });
    return { deliver, handled, keys };
  }

  it('handles two bookings whose ids differ past 2^53, which JSON reads as one number', async () => {
    const { deliver, handled } = await serveReceiver();
    // Written as the API would: the ids as digits, which JSON.parse rounds to the same number.
    const booking = (id: string) => `{"type":"contract.added","payload":{"booking":{"id":${id}}}}`;

    const answers = await Promise.all(
      ['9007199254740993', '9007199254740992'].map(async (id) =>
        (await deliver(booking(id))).json(),
      ),
    );

    expect(answers).toEqual([{ received: true }, { received: true }]);
    expect(handled).toHaveLength(2);
  });

  it('still treats a redelivered booking of an exact id as a duplicate', async () => {
    const { deliver, handled } = await serveReceiver();
    const body = '{"type":"contract.added","payload":{"booking":{"id":4102}}}';

    await deliver(body);
    const again = await deliver(body);

    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(handled).toHaveLength(1);
  });

  it('refuses a type of 200 KiB, and keys every other event by a digest of one size', async () => {
    const { deliver, keys } = await serveReceiver();

    const longType = await deliver(JSON.stringify({ type: 't'.repeat(200 * 1024), payload: {} }));
    const longId = await deliver(
      JSON.stringify({
        type: 'contract.added',
        payload: { booking: { id: 'i'.repeat(200 * 1024) } },
      }),
    );
    const unknown = await deliver(JSON.stringify({ type: 'x'.repeat(128), payload: {} }));

    expect([longType.status, longId.status, unknown.status]).toEqual([400, 200, 200]);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('what held, kept held', () => {
  it.each([
    '/api/rooms/r1/../../enquiries',
    '/api/rooms/%2e%2e/enquiries',
    '/api/rooms/r1/%2E%2E/%2E%2E/enquiries',
    '/api/rooms/r1/..%2F..%2Fenquiries/booking-periods',
    '/api/enquiries/ENQ-1%2F..%2F..',
    '/api/rooms/..%5c..%5cenquiries',
    '//api/enquiries',
  ])(
    'never reaches the enquiry list through GET %s (dot segments sent as written)',
    async (path) => {
      const proxy = await serveProxy();

      const answer = await rawHttp(proxy, [
        head(`GET ${path} HTTP/1.1`, 'Host: proxy.test', 'Connection: close'),
      ]);

      // Dot segments are resolved before the route is matched, so what is checked is what would be
      // forwarded: the enquiry list, refused by authorize (403), or no route at all (404).
      expect([403, 404]).toContain(answer.status);
      expect(laravel.received).toEqual([]);
    },
  );

  it('forwards its own credentials when Connection names them as hop-by-hop headers', async () => {
    const proxy = await serveProxy();

    const answer = await rawHttp(proxy, [
      head(
        'POST /api/enquiries/general HTTP/1.1',
        'Host: proxy.test',
        'Connection: close, X-API-PARTNER-ID, Authorization',
        'X-API-PARTNER-ID: attacker-partner',
        'Authorization: Bearer attacker-token',
        'Content-Type: application/json',
        `Content-Length: ${JSON.stringify(enquiry).length}`,
      ),
      JSON.stringify(enquiry),
    ]);

    expect(answer.status).toBe(201);
    expect(laravel.received).toHaveLength(1);
    expect(laravel.received[0]?.headers).toMatchObject({
      'x-api-partner-id': PARTNER_ID,
      authorization: `Bearer ${TOKEN}`,
    });
  });

  const smuggled = 'GET /api/enquiries HTTP/1.1\r\nHost: proxy.test\r\n\r\n';
  it.each([
    [
      'CL.TE',
      `${head(
        'POST /api/enquiries/general HTTP/1.1',
        'Host: proxy.test',
        'Content-Type: application/json',
        'Content-Length: 5',
        'Transfer-Encoding: chunked',
      )}0\r\n\r\n${smuggled}`,
    ],
    [
      'TE.CL',
      `${head(
        'POST /api/enquiries/general HTTP/1.1',
        'Host: proxy.test',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        'Content-Length: 3',
      )}${(2 + smuggled.length).toString(16)}\r\n{}${smuggled}\r\n0\r\n\r\n`,
    ],
    [
      'an obfuscated Transfer-Encoding',
      `${head(
        'POST /api/enquiries/general HTTP/1.1',
        'Host: proxy.test',
        'Content-Type: application/json',
        'Content-Length: 2',
        'Transfer-Encoding: xchunked',
      )}{}${smuggled}`,
    ],
  ])('refuses %s smuggling with 400: no second request reaches the API', async (_, request) => {
    const proxy = await serveProxy({ publicEnquiryReads: true, authorize: undefined });

    const answer = await rawHttp(proxy, [request]);

    expect(answer.status).toBe(400);
    expect(answer.answers).toBe(1);
    expect(laravel.received.filter((call) => call.routedAs === 'GET')).toEqual([]);
  });

  it('refuses a chunked body once it passes maxBodyBytes: 413, the API never called', async () => {
    const proxy = await serveProxy({ maxBodyBytes: 1024 });
    const chunk = `400\r\n${'x'.repeat(1024)}\r\n`;

    const answer = await rawHttp(proxy, [
      head(
        'POST /api/enquiries/general HTTP/1.1',
        'Host: proxy.test',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
      ),
      chunk,
      chunk,
      chunk,
    ]);

    expect(answer.status).toBe(413);
    expect(laravel.received).toEqual([]);
  });

  it('ends a body that trickles in as 504 at the deadline', async () => {
    const proxy = await serveProxy({ timeoutMs: 300 });

    const answer = await rawHttp(
      proxy,
      [
        head(
          'POST /api/enquiries/general HTTP/1.1',
          'Host: proxy.test',
          'Content-Type: application/json',
          'Content-Length: 1000',
        ),
        '{"first',
        '_name"',
      ],
      { pauseMs: 200 },
    );

    expect(answer.status).toBe(504);
    expect(laravel.received).toEqual([]);
  });

  it('ends an upstream body that never ends as 504 at the deadline', async () => {
    laravel.route('GET /api/rooms/r2', (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const timer = setInterval(() => response.write(' '), 20);
      response.on('close', () => clearInterval(timer));
    });
    const proxy = await serveProxy({ timeoutMs: 300 });

    const answer = await fetch(`${proxy}/api/rooms/r2`);

    expect(answer.status).toBe(504);
  });

  it('cancels the upstream call when the client hangs up', async () => {
    let upstreamClosed: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      upstreamClosed = resolve;
    });
    let reached: () => void = () => {};
    const upstreamReached = new Promise<void>((resolve) => {
      reached = resolve;
    });
    laravel.route('GET /api/rooms/r3', (response) => {
      reached();
      response.on('close', () => upstreamClosed());
    });
    const proxy = await serveProxy({ timeoutMs: 60_000 });
    const client = new AbortController();

    const asking = fetch(`${proxy}/api/rooms/r3`, { signal: client.signal }).catch(() => null);
    await upstreamReached;
    client.abort();

    await closed;
    expect(await asking).toBeNull();
  });
});

/** Each store the guards keep their counts in: this process's memory, and a real Redis server. */
const STORES: [string, () => Promise<RateLimitStore & DuplicateStore>][] = [
  ['memory', async () => createMemoryRateLimitStore()],
  [
    'Redis',
    async () => {
      const client = createClient({ url: redis.url });
      client.on('error', () => {});
      await client.connect();
      closers.push(() => client.destroy());
      // A prefix a test: what one test counted never counts in another's.
      const prefix = `attack:${crypto.randomUUID()}:`;
      return createRedisRateLimitStore(client as RedisClientLike, { prefix });
    },
  ],
];

describe.each(STORES)(
  'the guards turned against the students they protect (%s store)',
  (_, makeStore) => {
    let store: RateLimitStore & DuplicateStore;
    beforeEach(async () => {
      store = await makeStore();
    });
    /** Behind a load balancer of the partner's own: the visitor is the address it saw. */
    const behindOneProxy = {
      visitor: (request: Request) => clientNetwork(request, { trustedProxies: 1 }),
    };
    const from = (address: string, headers: Record<string, string> = {}) => ({
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
      ...headers,
    });
    const post = (proxy: string, path: string, headers: Record<string, string>, body: unknown) =>
      fetch(`${proxy}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const student = {
      email: 'amara.okafor@example.com',
      message: 'Is the Classic Ensuite free from September?',
      room_id: 'room_1',
      first_name: 'Amara',
      last_name: 'Okafor',
      phone: '+44 7700 900123',
    };
    const creations = () =>
      laravel.received.filter(({ path }) => path.startsWith('/api/enquiries'));

    const PATHS = [
      ['the Node path', (proxy: PartnerProxy) => proxy],
      ['the fetch path', (proxy: PartnerProxy) => (request: Request) => proxy(request)],
    ] as const;
    /** Twenty enquiries an hour for one inbox, and each from a person. */
    const perInbox = () => ({
      humanCheck: { verify: (token: string) => token.startsWith('person'), passStore: store },
      rateLimit: {
        rules: {
          windowMs: 60 * 60_000,
          max: 20,
          key: emailInBody,
          routes: ['enquiries.createGeneral', 'enquiries.createSpecific'] as const,
          store,
        },
      },
      ...behindOneProxy,
    });
    /** A token the check passes: a new one each call, as a widget gives. */
    const person = () => ({ 'X-Unistay-Human-Token': `person-${crypto.randomUUID()}` });

    it.each(PATHS)(
      "twenty enquiries in a student's name with no human token spend none of her allowance (%s)",
      async (_, path) => {
        const address = await serve(path(createPartnerProxy({ ...baseOptions(), ...perInbox() })));
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const refused = await post(
            address,
            '/api/enquiries/general',
            from('198.51.100.66'),
            student,
          );
          expect(refused.status).toBe(403);
        }
        const hers = await post(address, '/api/enquiries/general', from('203.0.113.7', person()), {
          ...student,
          message: 'Is parking included?',
        });
        expect(hers.status).toBe(201);
        expect(creations()).toHaveLength(1);
      },
    );

    it.each(PATHS)(
      'one inbox gets twenty enquiries an hour however its address is spelt: +tags, dots, case, googlemail (%s)',
      async (_, path) => {
        const address = await serve(path(createPartnerProxy({ ...baseOptions(), ...perInbox() })));
        const spellings = [
          (n: number) => `victim+${n}@gmail.com`,
          (n: number) =>
            `${'victim'.slice(0, 1 + (n % 5))}.${'victim'.slice(1 + (n % 5))}@gmail.com`,
          (n: number) => `Victim+n${n}@GoogleMail.com`,
        ];
        const statuses: number[] = [];
        for (let n = 0; n < 25; n += 1) {
          const email = (spellings[n % spellings.length] as (n: number) => string)(n);
          const answer = await post(
            address,
            '/api/enquiries/general',
            from(`198.51.100.${n}`, person()),
            { ...student, email, message: `Question ${n}` },
          );
          statuses.push(answer.status);
        }
        expect(statuses).toEqual([...Array(20).fill(201), ...Array(5).fill(429)]);
        expect(creations()).toHaveLength(20);
      },
    );

    it.each(PATHS)(
      'a pass replayed from ten other networks, or on new enquiries, creates nothing (%s)',
      async (_, path) => {
        const proxy = createPartnerProxy({
          ...baseOptions(),
          humanCheck: { verify: (token) => token === 'person', passStore: store },
          ...behindOneProxy,
        });
        const address = await serve(path(proxy));
        const passed = await post(
          address,
          '/api/enquiries/general',
          from('203.0.113.7', { 'X-Unistay-Human-Token': 'person' }),
          student,
        );
        expect(passed.status).toBe(201);
        const pass = passed.headers.get('set-cookie')?.split(';')[0] ?? '';

        const statuses: number[] = [];
        for (let network = 0; network < 10; network++) {
          for (let request = 0; request < 5; request++) {
            const body = { ...student, message: `Spam ${network}.${request}` };
            const answer = await post(
              address,
              '/api/enquiries/general',
              from(`198.51.100.${network}`, { Cookie: pass }),
              body,
            );
            statuses.push(answer.status);
          }
        }
        // From the student's own network, another enquiry needs a fresh check too.
        const another = { ...student, message: 'And a parking space?' };
        statuses.push(
          (
            await post(
              address,
              '/api/enquiries/general',
              from('203.0.113.7', { Cookie: pass }),
              another,
            )
          ).status,
        );
        expect(statuses).toEqual(Array(51).fill(403));
        expect(creations()).toHaveLength(1);
      },
    );

    it('a pass earned on an enquiry does not start a checkout, on this instance or another', async () => {
      const options = {
        upstream: laravel.url,
        partnerId: PARTNER_ID,
        accessToken: TOKEN,
        log: () => {},
        humanCheck: { verify: (token: string) => token === 'person', passStore: store },
        ...behindOneProxy,
      };
      const [one, two] = await Promise.all([
        serve(createPartnerProxy(options)),
        serve(createPartnerProxy(options)),
      ]);
      const home = '203.0.113.7';
      const passed = await post(
        one,
        '/api/enquiries/general',
        from(home, { 'X-Unistay-Human-Token': 'person' }),
        student,
      );
      const pass = passed.headers.get('set-cookie')?.split(';')[0] ?? '';
      const start = { operator_id: 'op_1', booking_period_id: 'bp_1' };
      for (const instance of [one, two]) {
        const answer = await post(
          instance,
          '/api/rooms/room_1/checkout/start',
          from(home, { Cookie: pass }),
          start,
        );
        expect(answer.status).toBe(403);
      }
      expect(laravel.received.filter(({ path }) => path.includes('/checkout/'))).toEqual([]);
    });

    it("an attacker's enquiry in a student's name never answers hers: what differs is sent, and only the same visitor is answered from memory", async () => {
      const proxy = await serveProxy({
        deduplicate: { windowMs: 60_000, store },
        ...behindOneProxy,
      });
      const attacker = { ...student, first_name: 'Mallory', phone: '+44 7700 900999' };
      await post(proxy, '/api/enquiries/general', from('198.51.100.66'), attacker);
      // The student, her email written her own way, her own name and phone, and a field more.
      const hers = {
        ...student,
        email: '  Amara.Okafor@Example.com ',
        nationality: 'ng',
      };
      const answered = await post(proxy, '/api/enquiries/general', from('203.0.113.7'), hers);
      expect(answered.status).toBe(201);
      // A third party repeats her whole enquiry from elsewhere: it is sent, not answered with hers.
      await post(proxy, '/api/enquiries/general', from('192.0.2.44'), hers);
      // She sends it again herself (a double click): answered from memory, the API hears nothing.
      const again = await post(proxy, '/api/enquiries/general', from('203.0.113.7'), hers);
      expect(again.status).toBe(201);
      // Then with her phone corrected, and once with a field the API must refuse: both are sent.
      const corrected = { ...hers, phone: '+44 7700 900124' };
      await post(proxy, '/api/enquiries/general', from('203.0.113.7'), corrected);
      await post(proxy, '/api/enquiries/general', from('203.0.113.7'), {
        ...hers,
        first_name: { not: 'a name' },
      });

      const sent = creations().map(({ body }) => JSON.parse(body) as { phone: string });
      expect(sent.map((body) => body.phone)).toEqual([
        '+44 7700 900999',
        '+44 7700 900123',
        '+44 7700 900123',
        '+44 7700 900124',
        '+44 7700 900123',
      ]);
    });

    it("one partner's remembered answer never reaches another's, on a shared store", async () => {
      const partnerOne = await serveProxy({ deduplicate: { windowMs: 60_000, store } });
      const partnerTwo = await serveProxy({
        partnerId: 'partner-456',
        deduplicate: { windowMs: 60_000, store },
      });
      await post(partnerOne, '/api/enquiries/general', from('203.0.113.7'), student);
      const second = await post(partnerTwo, '/api/enquiries/general', from('203.0.113.7'), student);
      expect(second.status).toBe(201);
      expect(creations().map(({ headers }) => headers['x-api-partner-id'])).toEqual([
        PARTNER_ID,
        'partner-456',
      ]);
    });
  },
);
