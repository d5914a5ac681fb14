import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerProxy } from './createPartnerProxy.js';
import { toNodeListener } from './toNodeListener.js';

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
    expect(calls).toHaveLength(0);
  });

  it('turns a handler that throws into a 500 in the API error shape', async () => {
    const response = await fetch(`${failingAddress}/anything`);

    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ success: false, code: 500, locale: 'en' });
    expect(text).not.toContain(TOKEN);
  });
});
