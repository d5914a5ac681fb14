import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPartnerProxy } from './createPartnerProxy.js';
import { nodeTransport } from './upstream.js';

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A real HTTP server answering as `handle` says; it counts the connections it was given. */
async function startUpstream(handle: Handler) {
  const seen: {
    method?: string;
    url?: string;
    headers: IncomingMessage['headers'];
    body: string;
  }[] = [];
  let connections = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      handle(request, response, body);
    });
  });
  let clientClosed: (at: number) => void = () => {};
  server.on('connection', (socket) => {
    connections += 1;
    // 'end' is the client's own close; a connection the server ends itself never sees it.
    socket.on('end', () => clientClosed(performance.now()));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    server,
    seen,
    connections: () => connections,
    /** When the client next closes a connection it holds. */
    closedByClient: () =>
      new Promise<number>((resolve) => {
        clientClosed = resolve;
      }),
  };
}

const envelope = (data: unknown) =>
  JSON.stringify({ success: true, code: 0, locale: 'en', message: 'OK', data });

/** The proxy on Node with no fetch given: it sends through Node's own http and its pool. */
const proxyTo = (upstream: string, options: { maxResponseBytes?: number } = {}) =>
  createPartnerProxy({
    upstream,
    partnerId: 'partner-1',
    accessToken: 'secret-token',
    publicEnquiryReads: true,
    log: () => {},
    ...options,
  });

const list = (proxy: ReturnType<typeof proxyTo>, query = '?page=2&per_page=5') =>
  proxy(new Request(`https://partner.example/api/enquiries${query}`));

describe("the proxy upstream through Node's own http", () => {
  it('is what the proxy uses on Node when no fetch is given, and nothing elsewhere', () => {
    expect(nodeTransport()).not.toBeNull();
    // An edge runtime or a browser: no Node modules to take, so the proxy uses fetch.
    expect(nodeTransport({})).toBeNull();
  });

  it('forwards the request with the credentials, answers with the status, body and headers, and keeps its connection', async () => {
    const upstream = await startUpstream((_, response) => {
      response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '7' });
      response.end(envelope({ items: [] }));
    });
    const proxy = proxyTo(upstream.url);
    const answers = [];
    for (let sent = 0; sent < 20; sent++) answers.push(await list(proxy));
    const [first] = answers;
    expect(first?.status).toBe(429);
    expect(first?.headers.get('retry-after')).toBe('7');
    expect(first?.headers.get('content-type')).toBe('application/json');
    expect(await first?.json()).toMatchObject({ data: { items: [] } });
    expect(upstream.seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/enquiries?page=2&per_page=5',
      headers: { authorization: 'Bearer secret-token', 'x-api-partner-id': 'partner-1' },
    });
    // Twenty requests one after another: one connection, kept alive.
    expect(upstream.connections()).toBe(1);
  });

  it('sends a creation with its body and length, fifty at once', async () => {
    const upstream = await startUpstream((_, response, body) => {
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end(envelope({ echoed: JSON.parse(body).message }));
    });
    const proxy = proxyTo(upstream.url);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        proxy(
          new Request('https://partner.example/api/enquiries/general', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: 'amara@example.com', message: `question ${index}` }),
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    expect(await answers[49]?.json()).toMatchObject({ data: { echoed: 'question 49' } });
    expect(Number(upstream.seen[0]?.headers['content-length'])).toBe(
      Buffer.byteLength(upstream.seen[0]?.body ?? ''),
    );
  });

  it('never follows a redirect: the credentials go nowhere else', async () => {
    const elsewhere = await startUpstream((_, response) => response.end(envelope({})));
    const upstream = await startUpstream((_, response) => {
      response.writeHead(302, { Location: `${elsewhere.url}/api/enquiries` });
      response.end();
    });
    const answer = await list(proxyTo(upstream.url));
    expect(answer.status).toBe(502);
    expect((await answer.json()).message).toBe('The Partner API answered with a redirect.');
    expect(elsewhere.seen).toEqual([]);
  });

  it('refuses an answer past maxResponseBytes, said up front or streamed', async () => {
    const big = 'x'.repeat(4096);
    const declared = await startUpstream((_, response) => {
      response.writeHead(200, { 'Content-Length': String(big.length) });
      response.end(big);
    });
    const streamed = await startUpstream((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      for (let part = 0; part < 8; part++) response.write(big);
      response.end();
    });
    for (const upstream of [declared, streamed]) {
      const answer = await list(proxyTo(upstream.url, { maxResponseBytes: 1024 }));
      expect(answer.status).toBe(502);
      expect((await answer.json()).message).toBe(
        'The Partner API answered more than this server takes.',
      );
    }
  });

  it('lets an idle connection go a second before the API said it would close it, and still waits for a slow answer', async () => {
    // A server that closes idle connections says so (`Keep-Alive: timeout=3`). Reused as it
    // closes, a connection fails the request sent on it: the pool must let it go first.
    let answered = 0;
    const upstream = await startUpstream((_, response) => {
      const answer = () => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(envelope({ items: [] }));
      };
      // The second answer takes longer than the pool keeps an idle connection.
      answered += 1;
      if (answered === 2) setTimeout(answer, 4_500);
      else answer();
    });
    upstream.server.keepAliveTimeout = 3_000;
    const proxy = proxyTo(upstream.url);
    expect((await list(proxy)).status).toBe(200);
    const answeredAt = performance.now();
    const letGoAfter = await upstream.closedByClient();
    expect(letGoAfter - answeredAt).toBeLessThan(2_900);
    // The pool's idle limit is not a limit on an answer the API is still writing.
    expect((await list(proxy)).status).toBe(200);
  }, 15_000);

  it('answers 502 when the API cannot be reached, or its answer is cut off', async () => {
    const closed = await startUpstream(() => {});
    const unreachable = closed.url;
    servers.pop()?.close();
    const cutOff = await startUpstream((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"success":true,');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    for (const upstream of [unreachable, cutOff.url]) {
      const answer = await list(proxyTo(upstream));
      expect(answer.status).toBe(502);
      expect((await answer.json()).message).toBe('The Partner API could not be reached.');
    }
  });
});
