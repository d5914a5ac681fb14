import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerProxy, type PartnerProxyOptions } from './createPartnerProxy.js';
import { clientAddress, toNodeListener } from './toNodeListener.js';

const PARTNER_ID = 'partner-123';
const TOKEN = 'server-secret-token';
const MAX_BODY_BYTES = 1024;

interface UpstreamCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

const calls: UpstreamCall[] = [];
/** The upstream: records each call and answers 201 with a small envelope. */
const recordingFetch = async (input: string | URL | Request, init: RequestInit = {}) => {
  calls.push({
    url: String(input),
    method: init.method ?? 'GET',
    headers: new Headers(init.headers),
    body: init.body == null ? undefined : await new Response(init.body).text(),
  });
  return Response.json(
    { success: true, code: 0, locale: 'en', message: 'Created', data: { id: 'E1' } },
    { status: 201 },
  );
};

/** Listens on a free local port; resolves to the server's base address. */
async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A body without a Content-Length, so it crosses as chunked transfer encoding. */
function chunkedBody(chunks: number, chunkBytes: number) {
  const chunk = new TextEncoder().encode('x'.repeat(chunkBytes));
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(chunk);
      else controller.close();
    },
  });
}

/** A proxy with the test's credentials in front of the recording upstream, served over HTTP. */
async function serveProxy(options: Partial<PartnerProxyOptions> = {}) {
  const server = createServer(
    toNodeListener(
      createPartnerProxy({
        upstream: 'https://partner-api.test',
        partnerId: PARTNER_ID,
        accessToken: TOKEN,
        fetch: recordingFetch as typeof fetch,
        ...options,
      }),
    ),
  );
  return { server, address: await listen(server) };
}

function close(server: Server) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
}

describe('toNodeListener', () => {
  const proxyServer = createServer(
    toNodeListener(
      createPartnerProxy({
        upstream: 'https://partner-api.test',
        partnerId: PARTNER_ID,
        accessToken: TOKEN,
        maxBodyBytes: MAX_BODY_BYTES,
        fetch: recordingFetch as typeof fetch,
      }),
    ),
  );
  const failingServer = createServer(
    toNodeListener(() => {
      throw new Error(`handler broke holding ${TOKEN}`);
    }),
  );
  let proxyAddress = '';
  let failingAddress = '';

  beforeAll(async () => {
    proxyAddress = await listen(proxyServer);
    failingAddress = await listen(failingServer);
  });

  afterAll(() => Promise.all([close(proxyServer), close(failingServer)]));

  it('forwards a POST body intact over real HTTP, with the server credentials', async () => {
    calls.length = 0;
    const body = JSON.stringify({ first_name: 'Amara', message: 'Is the studio free? ✓' });

    const response = await fetch(`${proxyAddress}/api/enquiries/general`, {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/json',
        Authorization: 'Bearer browser-token',
        Cookie: 'session=browser-session',
      },
    });

    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, data: { id: 'E1' } });
    expect(response.headers.get('connection')).toBe('keep-alive');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://partner-api.test/api/enquiries/general');
    expect(calls[0]?.body).toBe(body);
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(calls[0]?.headers.get('x-api-partner-id')).toBe(PARTNER_ID);
    expect(calls[0]?.headers.get('cookie')).toBeNull();
  });

  it.each([
    ['declared by Content-Length', () => 'x'.repeat(MAX_BODY_BYTES + 1)],
    ['streamed in chunks', () => chunkedBody(3, MAX_BODY_BYTES / 2)],
  ])('answers 413 over real HTTP for a body over maxBodyBytes, %s', async (_how, makeBody) => {
    calls.length = 0;

    const response = await fetch(`${proxyAddress}/api/enquiries/general`, {
      method: 'POST',
      body: makeBody(),
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);

    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, code: 413 });
    // The rest of the body is read and dropped, so a client still sending receives the answer.
    expect(response.headers.get('connection')).not.toBe('close');
    expect(calls).toHaveLength(0);
  });

  it('turns a handler that throws into a 500 in the API error shape', async () => {
    const response = await fetch(`${failingAddress}/anything`);

    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ success: false, code: 500, locale: 'en' });
    expect(text).not.toContain(TOKEN);
  });

  describe('a browser on another page, over real HTTP', () => {
    const browserHeaders = {
      Origin: 'https://attacker.example',
      Cookie: 'staff_session=valid; tracking=1',
      Authorization: 'Bearer browser-token',
      'X-API-PARTNER-ID': 'browser-partner',
    };
    it('gets no enquiry list from a proxy set up as the README first shows, whatever it carries', async () => {
      calls.length = 0;
      const { server, address } = await serveProxy();

      const response = await fetch(`${address}/api/enquiries`, { headers: browserHeaders });

      expect(response.status).toBe(403);
      expect((await response.json()).message).toContain('publicEnquiryReads');
      expect(calls).toHaveLength(0);
      await close(server);
    });

    it("reaches upstream only through authorize, with the server's credentials and none of its own", async () => {
      calls.length = 0;
      const { server, address } = await serveProxy({
        authorize: (request) =>
          request.headers.get('cookie')?.includes('staff_session=valid') ?? false,
      });

      const withoutLogin = await fetch(`${address}/api/enquiries/E1`, {
        headers: { ...browserHeaders, Cookie: 'tracking=1' },
      });
      const withLogin = await fetch(`${address}/api/enquiries/E1`, { headers: browserHeaders });

      expect([withoutLogin.status, withLogin.status]).toEqual([403, 201]);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
      expect(calls[0]?.headers.get('x-api-partner-id')).toBe(PARTNER_ID);
      expect(calls[0]?.headers.get('cookie')).toBeNull();
      expect(calls[0]?.headers.get('origin')).toBeNull();
      await close(server);
    });
  });

  it('ends an upload that stalls as 504 within the deadline, over real HTTP', async () => {
    calls.length = 0;
    const { server, address } = await serveProxy({ timeoutMs: 200 });
    let stop = () => {};
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"first_name":'));
        stop = () => controller.close();
      },
    });

    const response = await fetch(`${address}/api/enquiries/general`, {
      method: 'POST',
      body: stalled,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);

    expect(response.status).toBe(504);
    expect(await response.text()).not.toContain(TOKEN);
    expect(calls).toHaveLength(0);
    stop();
    await close(server);
  });

  it('answers 429 with Retry-After once a client passes the rate limit, over real HTTP', async () => {
    const { server, address } = await serveProxy({
      rateLimit: {
        rules: {
          windowMs: 60_000,
          max: 1,
          // Behind one load balancer of the partner's own, which appends the address it saw.
          key: (request) => clientAddress(request, { trustedProxies: 1 }) ?? 'unknown',
        },
      },
    });
    const send = (client: string) =>
      fetch(`${address}/api/enquiries/general`, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.9.9, ${client}` },
      });

    const [first, second, other] = [
      await send('203.0.113.7'),
      await send('203.0.113.7'),
      await send('198.51.100.2'),
    ];

    expect([first.status, second.status, other.status]).toEqual([201, 429, 201]);
    expect(second.headers.get('retry-after')).toBe('60');
    await close(server);
  });

  it('starts with no secrets set, as a build does, and says what is missing at the first request', async () => {
    const env: Record<string, string | undefined> = {};
    const logged: string[] = [];
    const server = createServer(
      toNodeListener(
        createPartnerProxy({
          upstream: env.PARTNER_API_URL as string,
          partnerId: env.PARTNER_ID as string,
          accessToken: env.PARTNER_ACCESS_TOKEN as string,
          log: (message) => logged.push(message),
        }),
      ),
    );
    const address = await listen(server);

    const response = await fetch(`${address}/api/enquiries/general`, {
      method: 'POST',
      body: '{}',
    });

    expect(response.status).toBe(500);
    const { message } = await response.json();
    expect(message).toMatch(
      /`upstream` is missing.*`partnerId` is missing.*`accessToken` is missing/,
    );
    expect(logged).toEqual([message]);
    await close(server);
  });

  it.each([
    ['one chunk', ['{"success":true}'], '16', null],
    ['three chunks', ['{"success"', ':', 'true}'], null, 'chunked'],
  ])(
    'sends an answer in %s whole, with a Content-Length when it is one',
    async (_how, chunks, length, encoding) => {
      const server = createServer(
        toNodeListener(() => {
          const encoder = new TextEncoder();
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
              controller.close();
            },
          });
          return new Response(body, { headers: { 'Content-Type': 'application/json' } });
        }),
      );
      const address = await listen(server);

      const response = await fetch(`${address}/anything`);

      expect(await response.text()).toBe('{"success":true}');
      expect(response.headers.get('content-length')).toBe(length);
      expect(response.headers.get('transfer-encoding')).toBe(encoding);
      await close(server);
    },
  );
});
