import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type LaravelRequest,
  type LaravelUpstream,
  startLaravelUpstream,
} from '../../test/laravelUpstream.js';
import { head, rawHttp } from '../../test/rawHttp.js';
import { HUMAN_TOKEN_HEADER } from '../humanToken.js';
import { createPartnerProxy, type PartnerProxyOptions } from './createPartnerProxy.js';
import { createMemoryRateLimitStore, emailInBody } from './rateLimit.js';
import { clientAddress, toNodeListener } from './toNodeListener.js';

/**
 * Served through toNodeListener, the proxy reads Node's request and writes its answer itself,
 * without fetch's Request and Response: each answer here is held to the one its fetch handler
 * gives, over real HTTP, in front of a real upstream reached through Node's own pool.
 */

const PARTNER_ID = 'partner-123';
const TOKEN = 'server-secret-token';

const servers: Server[] = [];
async function listen(listener: (incoming: IncomingMessage, outgoing: ServerResponse) => unknown) {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

let laravel: LaravelUpstream;
beforeAll(async () => {
  laravel = await startLaravelUpstream();
});
afterAll(() => laravel.stop());

/** An answer with headers the proxy must not pass on among them, its body echoing the request's. */
const echo =
  (status: number) =>
  (response: ServerResponse): void => {
    response.writeHead(status, {
      'Content-Type': 'application/vnd.api+json',
      'Retry-After': '7',
      'Set-Cookie': 'upstream_session=1',
      'X-Upstream-Secret': 'kept upstream',
    });
    const body = laravel.received.at(-1)?.body;
    response.end(
      JSON.stringify({ success: true, code: 0, locale: 'en', message: 'OK ✓', data: { body } }),
    );
  };
beforeEach(() => {
  laravel.reset();
  for (const route of ['GET /api/enquiries', 'GET /api/rooms', 'GET /api/rooms/r1']) {
    laravel.route(route, echo(200));
  }
  for (const route of ['POST /api/enquiries', 'POST /api/enquiries/general']) {
    laravel.route(route, echo(201));
  }
  laravel.route('GET /api/rooms/busy', echo(429));
  laravel.route('GET /api/rooms/moved', (response) =>
    response.writeHead(302, { Location: 'https://elsewhere.test/api/enquiries' }).end(),
  );
  laravel.route('GET /api/rooms/empty', (response) => response.writeHead(204).end());
});
const received = () => laravel.received;

/** One proxy, asked as a fetch handler and served over Node's http. */
/** The head of an enquiry's POST whose body says it is `length` bytes long. */
const enquiryHead = (length: number) =>
  head(
    'POST /api/enquiries/general HTTP/1.1',
    'Host: proxy.test',
    'Content-Type: application/json',
    `Content-Length: ${length}`,
  );

async function bothWays(options: Partial<PartnerProxyOptions> = {}) {
  const proxy = createPartnerProxy({
    upstream: laravel.url,
    partnerId: PARTNER_ID,
    accessToken: TOKEN,
    publicEnquiryReads: true,
    maxBodyBytes: 1024,
    log: () => {},
    ...options,
  });
  return { proxy, address: await listen(toNodeListener(proxy)) };
}

/** What a client reads of an answer, and what the API received for it. */
async function seen(answer: Response, upstreamCalls: readonly LaravelRequest[]) {
  return {
    status: answer.status,
    headers: [
      'content-type',
      'cache-control',
      'retry-after',
      'set-cookie',
      'x-upstream-secret',
    ].map((name) => [name, answer.headers.get(name)]),
    body: await answer.text(),
    upstream: upstreamCalls.map(({ sent, target, headers, body }) => ({
      method: sent,
      url: target,
      body,
      headers: Object.fromEntries(
        Object.entries(headers).filter(([name]) => !['host', 'connection'].includes(name)),
      ),
    })),
  };
}

const browser = {
  Accept: 'application/json',
  'Accept-Language': 'nl',
  Authorization: 'Bearer browser-token',
  Cookie: 'staff_session=1',
  Origin: 'https://attacker.example',
  'X-API-PARTNER-ID': 'browser-partner',
  'X-HTTP-Method-Override': 'GET',
};
const json = (body: string, type = 'application/json') => ({
  method: 'POST',
  headers: { ...browser, 'Content-Type': type },
  body,
});

describe("the proxy on Node's own http", () => {
  it("is the proxy's own Node entry, `proxy.node`, that toNodeListener gives", async () => {
    const { proxy, address } = await bothWays();
    expect(toNodeListener(proxy)).toBe(proxy.node);
    // A handler of your own around it has no Node entry: it is served as any fetch handler.
    const wrapped = (request: Request) => proxy(request);
    expect(toNodeListener(wrapped)).not.toBe(proxy.node);
    const served = await fetch(`${address}/api/rooms?page=1`, { headers: browser });
    expect(served.status).toBe(200);
  });

  it.each<[string, string, RequestInit?]>([
    [
      'a list page, its query kept to what it takes',
      '/api/enquiries?page=2&per_page=5&include=all',
    ],
    ['a query value the route refuses', '/api/enquiries?per_page=1000'],
    ['a query whose value is escaped', '/api/rooms?filter%5Bcity%5D=london&sort[price]=%61sc'],
    ['a creation', '/api/enquiries/general', json('{"email":"amara@example.com","note":"✓"}')],
    [
      'a JSON:API creation',
      '/api/enquiries',
      json('{"email":"a@example.com"}', 'application/vnd.api+json; charset=utf-8'),
    ],
    ['a body of the wrong type', '/api/enquiries/general', json('{}', 'text/plain')],
    ['a body that is not JSON', '/api/enquiries/general', json('{"email":')],
    ['a body that holds _method', '/api/enquiries/general', json('{"_method":"GET"}')],
    [
      'a body past maxBodyBytes',
      '/api/enquiries/general',
      json(JSON.stringify({ message: 'x'.repeat(2000) })),
    ],
    ['an unknown route', '/api/partners'],
    ['a method the route does not take', '/api/enquiries/E1', { method: 'DELETE' }],
    ['an upstream 429', '/api/rooms/busy'],
    ['an upstream redirect', '/api/rooms/moved'],
    ['an upstream 204, which a fetch Response cannot carry', '/api/rooms/empty'],
  ])('answers %s as its fetch handler does', async (_case, path, init = {}) => {
    const { proxy, address } = await bothWays();
    const headers = { ...browser, ...(init.headers as Record<string, string> | undefined) };

    const fetched = await seen(
      await proxy(new Request(`http://proxy.test${path}`, { ...init, headers })),
      laravel.received.splice(0),
    );
    const served = await seen(
      await fetch(`${address}${path}`, { ...init, headers }),
      laravel.received,
    );

    expect(served).toEqual(fetched);
    expect(served.headers).toContainEqual(['cache-control', 'no-store']);
    for (const call of served.upstream) {
      expect(call.headers).toMatchObject({
        authorization: `Bearer ${TOKEN}`,
        'x-api-partner-id': PARTNER_ID,
      });
      expect(call.headers.cookie).toBeUndefined();
      expect(call.headers.origin).toBeUndefined();
    }
  });

  it('resolves dot segments and reads a path as new URL does, whatever Host says', async () => {
    const { address } = await bothWays({ allow: ['rooms.get'] });
    const send = (target: string, host = 'proxy.test') =>
      rawHttp(address, [head(`GET ${target} HTTP/1.1`, `Host: ${host}`, 'Connection: close')]);

    expect((await send('/api/enquiries/../rooms/r1')).status).toBe(200);
    expect((await send('/api/rooms/./r1')).status).toBe(200);
    expect((await send('//api/rooms/r1')).status).toBe(404);
    expect(received().map((call) => call.target)).toEqual(['/api/rooms/r1', '/api/rooms/r1']);
    expect(received()).toHaveLength(2);
  });

  it("answers a Host no address can have 400, on the proxy's Node entry and on any fetch handler served by toNodeListener", async () => {
    const { proxy, address } = await bothWays({ allow: ['rooms.get'] });
    const wrapped = await listen(toNodeListener((request: Request) => proxy(request)));
    for (const served of [address, wrapped]) {
      for (const host of ['a b', '[::1', 'proxy.test:99999', 'a%20b']) {
        const answer = await rawHttp(served, [
          head('GET /api/rooms/r1 HTTP/1.1', `Host: ${host}`, 'Connection: close'),
        ]);
        expect(
          answer.status,
          `${host} on ${served === address ? 'proxy.node' : 'a fetch handler'}`,
        ).toBe(400);
        expect(answer.text).toContain('do not make an address');
      }
    }
    expect(received()).toHaveLength(0);
  });

  it("gives authorize a Request of the client's, with its address, and forwards the body it left unread", async () => {
    const seenBy: unknown[] = [];
    const { address } = await bothWays({
      authorize: (request) => {
        seenBy.push([request.method, request.url, clientAddress(request), request.signal.aborted]);
        return request.headers.get('cookie') === 'staff_session=valid';
      },
    });
    const send = (cookie: string) =>
      fetch(`${address}/api/enquiries/general`, {
        ...json('{"email":"amara@example.com"}'),
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
      });

    const [allowed, refused] = [await send('staff_session=valid'), await send('tracking=1')];

    expect([allowed.status, refused.status]).toEqual([201, 403]);
    const url = `${address}/api/enquiries/general`;
    expect(seenBy).toEqual([
      ['POST', url, '127.0.0.1', false],
      ['POST', url, '127.0.0.1', false],
    ]);
    expect(received().map((call) => call.body)).toEqual(['{"email":"amara@example.com"}']);
    expect(received()[0]?.headers.cookie).toBeUndefined();
  });

  it.each([
    ['reads a copy of its body', (request: Request) => request.clone().json()],
    ['reads its body', (request: Request) => request.json()],
    ['leaves its body unread', async () => ({ email: 'amara@example.com' })],
  ])('answers as its fetch handler does when authorize %s', async (_case, read) => {
    const { proxy, address } = await bothWays({
      authorize: async (request) => (await read(request)).email === 'amara@example.com',
    });
    const init = json('{"email":"amara@example.com"}');

    const fetched = await seen(
      await proxy(new Request('http://proxy.test/api/enquiries/general', init)),
      laravel.received.splice(0),
    );
    const served = await seen(
      await fetch(`${address}/api/enquiries/general`, init),
      laravel.received,
    );

    expect(served).toEqual(fetched);
  });

  it('answers a body that middleware in front read already as the empty body it now is', async () => {
    const { proxy } = await bothWays();
    const listener = toNodeListener(proxy);
    const address = await listen((incoming, outgoing) => {
      // As a body parser does before the proxy is reached.
      incoming.resume();
      incoming.on('end', () => void listener(incoming, outgoing));
    });

    const answer = await fetch(
      `${address}/api/enquiries/general`,
      json('{"email":"a@example.com"}'),
    );

    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe('The request body is not JSON: send a JSON object.');
    expect(received()).toEqual([]);
  });

  it('limits by client address and by the email in the body', async () => {
    const store = createMemoryRateLimitStore();
    const { address } = await bothWays({
      rateLimit: {
        rules: [
          {
            name: 'client',
            windowMs: 60_000,
            max: 3,
            key: (request) => clientAddress(request) ?? '',
            store,
          },
          { name: 'email', windowMs: 60_000, max: 1, key: emailInBody, store },
        ],
      },
    });
    const send = (email: string) =>
      fetch(`${address}/api/enquiries/general`, json(JSON.stringify({ email })));

    const statuses = [];
    for (const email of ['a@example.com', 'a@example.com', 'b@example.com', 'c@example.com']) {
      const answer = await send(email);
      statuses.push([answer.status, answer.headers.get('retry-after')]);
    }

    expect(statuses).toEqual([
      [201, '7'],
      [429, '60'],
      [201, '7'],
      [429, '20'],
    ]);
    expect(received()).toHaveLength(2);
  });

  it('checks the human, then trusts them through a cookie, not Secure over plain http', async () => {
    const tokens: string[] = [];
    const { address } = await bothWays({
      humanCheck: {
        verify: (token, request) => {
          tokens.push(`${token} from ${clientAddress(request)}`);
          return token === 'person';
        },
      },
    });
    const send = (headers: Record<string, string>) =>
      fetch(`${address}/api/enquiries/general`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: '{}',
      });

    const missing = await send({});
    const robot = await send({ [HUMAN_TOKEN_HEADER]: 'robot' });
    const person = await send({ [HUMAN_TOKEN_HEADER]: 'person' });
    const pass = person.headers.get('set-cookie') ?? '';
    const trusted = await send({ Cookie: pass.split(';')[0] ?? '' });
    const behindTls = await send({ [HUMAN_TOKEN_HEADER]: 'person', 'X-Forwarded-Proto': 'https' });

    expect([missing.status, robot.status, person.status, trusted.status]).toEqual([
      403, 403, 201, 201,
    ]);
    expect(pass).toMatch(
      /^unistay_human=\d+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Strict$/,
    );
    expect(trusted.headers.get('set-cookie')).toBeNull();
    expect(behindTls.headers.get('set-cookie')).toMatch(/; Secure$/);
    expect(tokens).toEqual([
      'robot from 127.0.0.1',
      'person from 127.0.0.1',
      'person from 127.0.0.1',
    ]);
  });

  it('answers the same enquiry sent again with the first answer, without sending it again', async () => {
    const { address } = await bothWays({ deduplicate: { windowMs: 60_000 } });
    const send = () =>
      fetch(
        `${address}/api/enquiries/general`,
        json('{"email":"amara@example.com","message":"Hi"}'),
      );

    const first = await send();
    const again = await send();

    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(received()).toHaveLength(1);
  });

  it('answers a body past maxBodyBytes 413 while the client is still sending, reads the rest, and answers its next request on the same connection, on both Node paths', async () => {
    const { proxy, address } = await bothWays({ allow: ['rooms.get', 'enquiries.createGeneral'] });
    // The fetch path, as Deno, Bun and workerd serve the proxy: the body read from a web stream.
    const wrapped = await listen(toNodeListener((request: Request) => proxy(request)));
    const size = 200 * 1024;
    for (const served of [address, wrapped]) {
      const answer = await rawHttp(
        served,
        [
          enquiryHead(size),
          // Sent in parts after the answer could have come: a client does not wait to read.
          ...Array.from({ length: 8 }, () => 'x'.repeat(size / 8)),
          head('GET /api/rooms/r1 HTTP/1.1', 'Host: proxy.test', 'Connection: close'),
        ],
        { pauseMs: 20, idleMs: 2_000 },
      );
      const path = served === address ? 'proxy.node' : 'a fetch handler';
      expect([path, answer.status]).toEqual([path, 413]);
      // The next request's answer, on the same connection.
      expect([path, answer.text.match(/HTTP\/1\.1 \d{3} /g)]).toEqual([
        path,
        ['HTTP/1.1 413 ', 'HTTP/1.1 200 '],
      ]);
    }
    expect(received().map((call) => call.target)).toEqual(['/api/rooms/r1', '/api/rooms/r1']);
  });

  it('ends a body that stalls at the deadline as 504, and closes its connection', async () => {
    const { address } = await bothWays({ timeoutMs: 200 });

    const answer = await rawHttp(address, [enquiryHead(100), '{"email":'], { idleMs: 2_000 });

    expect(answer.status).toBe(504);
    expect(answer.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(received()).toEqual([]);
  });

  it('forwards nothing of a body whose client hangs up half way, and logs nothing', async () => {
    const logged: string[] = [];
    const { address } = await bothWays({ log: (message) => logged.push(message) });
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((connected) => socket.once('connect', connected));

    socket.write(
      `${head('POST /api/enquiries/general HTTP/1.1', 'Host: proxy.test', 'Content-Type: application/json', 'Content-Length: 100')}{"email":`,
    );
    await new Promise((written) => setTimeout(written, 50));
    socket.destroy();
    // What the proxy then answers goes nowhere; a request after it shows it has settled.
    await new Promise((settled) => setTimeout(settled, 50));
    const after = await fetch(
      `${address}/api/enquiries/general`,
      json('{"email":"a@example.com"}'),
    );

    expect(after.status).toBe(201);
    expect(received().map((call) => call.body)).toEqual(['{"email":"a@example.com"}']);
    expect(logged).toEqual([]);
  });
});
