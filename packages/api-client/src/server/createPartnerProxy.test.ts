import { describe, expect, it } from 'vitest';
import type { PartnerRouteMatch } from '../routes.js';
import { createPartnerProxy, type PartnerProxyOptions } from './createPartnerProxy.js';

const UPSTREAM = 'https://partner-api.test';
const PARTNER_ID = 'partner-123';
const TOKEN = 'server-secret-token';

interface UpstreamCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

/** An upstream fetch that records each call and answers with `respond` (a JSON envelope by default). */
function recordingUpstream(
  respond: (init: RequestInit) => Response | Promise<Response> = () =>
    Response.json({ success: true, code: 0, locale: 'en', message: 'OK', data: {} }),
) {
  const calls: UpstreamCall[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body == null ? undefined : await new Response(init.body).text(),
    });
    return respond(init);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A proxy with the test's credentials in front of `upstream`. */
function proxyTo(
  upstream: ReturnType<typeof recordingUpstream>,
  options: Partial<PartnerProxyOptions> = {},
) {
  return createPartnerProxy({
    upstream: UPSTREAM,
    partnerId: PARTNER_ID,
    accessToken: TOKEN,
    fetch: upstream.fetch,
    ...options,
  });
}

/** A request as a browser would send it, carrying credentials of its own that must not cross. */
function browserRequest(
  method: string,
  path: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string>; duplex?: 'half' } = {},
) {
  return new Request(`https://app.test${path}`, {
    method,
    ...init,
    headers: {
      Authorization: 'Bearer browser-token',
      Cookie: 'session=browser-session',
      'X-API-PARTNER-ID': 'browser-partner',
      ...init.headers,
    },
  });
}

/** Checks the response is a failure in the API's error shape, and returns its body text. */
async function expectApiError(response: Response, status: number) {
  expect(response.status).toBe(status);
  const text = await response.text();
  expect(JSON.parse(text)).toMatchObject({ success: false, code: status, locale: 'en' });
  return text;
}

const enquiry = { first_name: 'Amara', last_name: 'Okafor', email: 'amara@example.com' };

describe('createPartnerProxy', () => {
  describe('forwarding an allowed call', () => {
    it('sends the body unchanged with the server credentials, not the browser ones', async () => {
      const upstream = recordingUpstream();
      const body = JSON.stringify(enquiry);

      await proxyTo(upstream)(
        browserRequest('POST', '/api/enquiries/general', {
          body,
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Accept-Language': 'en-GB',
            'X-Forwarded-For': '203.0.113.7',
          },
        }),
      );

      expect(upstream.calls).toHaveLength(1);
      const [call] = upstream.calls;
      expect(call?.url).toBe(`${UPSTREAM}/api/enquiries/general`);
      expect(call?.method).toBe('POST');
      expect(call?.body).toBe(body);
      expect(Object.fromEntries(call?.headers ?? [])).toEqual({
        accept: 'application/json',
        'accept-language': 'en-GB',
        authorization: `Bearer ${TOKEN}`,
        'content-type': 'application/json',
        'x-api-partner-id': PARTNER_ID,
      });
    });

    it('keeps the query string of the enquiry list', async () => {
      const upstream = recordingUpstream();

      await proxyTo(upstream)(browserRequest('GET', '/api/enquiries?page=2&per_page=25'));

      expect(upstream.calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
        { url: `${UPSTREAM}/api/enquiries?page=2&per_page=25`, method: 'GET', body: undefined },
      ]);
      expect(upstream.calls[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
      expect(upstream.calls[0]?.headers.get('cookie')).toBeNull();
    });

    it("returns the upstream's status and body, without its cookies, marked no-store", async () => {
      const answer = {
        success: true,
        code: 0,
        locale: 'en',
        message: 'Created',
        data: { id: 'E1' },
      };
      const upstream = recordingUpstream(() =>
        Response.json(answer, {
          status: 201,
          headers: { 'Set-Cookie': 'upstream=secret', 'X-Powered-By': 'partner-api' },
        }),
      );

      const response = await proxyTo(upstream)(
        browserRequest('POST', '/api/enquiries/general', { body: JSON.stringify(enquiry) }),
      );

      expect(response.status).toBe(201);
      expect(await response.json()).toEqual(answer);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
    });

    it('passes Retry-After back from a rate-limited upstream', async () => {
      const upstream = recordingUpstream(
        () => new Response('{}', { status: 429, headers: { 'Retry-After': '30' } }),
      );

      const response = await proxyTo(upstream)(browserRequest('GET', '/api/enquiries/E1'));

      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('30');
    });

    it('asks an access-token function afresh for every request', async () => {
      const upstream = recordingUpstream();
      let issued = 0;
      const proxy = proxyTo(upstream, { accessToken: async () => `rotated-${++issued}` });

      await proxy(browserRequest('GET', '/api/enquiries/E1'));
      await proxy(browserRequest('GET', '/api/enquiries/E2'));

      expect(upstream.calls.map((call) => call.headers.get('authorization'))).toEqual([
        'Bearer rotated-1',
        'Bearer rotated-2',
      ]);
    });
  });

  describe('refusing what is not allowed, without reaching upstream', () => {
    it.each([
      ['DELETE', '/api/enquiries/E1'],
      ['PUT', '/api/enquiries/E1'],
      ['GET', '/api/rooms/r1/checkout'],
      ['POST', '/api/enquiries/E1'],
      ['GET', '/api/enquiries/../admin'],
      ['GET', '/api/enquiries/%2e%2e/admin'],
      ['GET', '/api/enquiries/..%2Fadmin'],
      ['GET', '/api/enquiries/E1%2F..%2F..%2Fadmin'],
      ['POST', '/api/rooms/..%2F..%2Fadmin/checkout'],
      ['GET', '/api/enquiries/E1/extra'],
      ['POST', '/__sandbox/reset'],
      ['GET', '/api/other'],
    ])('answers %s %s with a 404 in the API error shape', async (method, path) => {
      const upstream = recordingUpstream();

      const response = await proxyTo(upstream)(
        browserRequest(method, path, method === 'GET' ? {} : { body: '{}' }),
      );

      await expectApiError(response, 404);
      expect(upstream.calls).toHaveLength(0);
    });

    it('answers 404 for a route left out of `allow`', async () => {
      const upstream = recordingUpstream();
      const proxy = proxyTo(upstream, {
        allow: ['enquiries.createSpecific', 'enquiries.createGeneral'],
      });

      await expectApiError(await proxy(browserRequest('GET', '/api/enquiries')), 404);
      expect(upstream.calls).toHaveLength(0);

      await proxy(browserRequest('POST', '/api/enquiries/general', { body: '{}' }));
      expect(upstream.calls).toHaveLength(1);
    });
  });

  describe('limiting the body', () => {
    it('refuses a declared Content-Length over the limit before reading the body', async () => {
      const upstream = recordingUpstream();
      const request = browserRequest('POST', '/api/enquiries/general', {
        body: '{}',
        headers: { 'Content-Length': String(64 * 1024 + 1) },
      });

      await expectApiError(await proxyTo(upstream)(request), 413);
      expect(request.bodyUsed).toBe(false);
      expect(upstream.calls).toHaveLength(0);
    });

    it('refuses a streamed body once it passes maxBodyBytes', async () => {
      const upstream = recordingUpstream();
      const chunk = new TextEncoder().encode('x'.repeat(10));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 3; i++) controller.enqueue(chunk);
          controller.close();
        },
      });
      const request = browserRequest('POST', '/api/enquiries/general', { body, duplex: 'half' });

      expect(request.headers.get('content-length')).toBeNull();
      await expectApiError(await proxyTo(upstream, { maxBodyBytes: 25 })(request), 413);
      expect(upstream.calls).toHaveLength(0);
    });

    it('forwards a body of exactly maxBodyBytes', async () => {
      const upstream = recordingUpstream();
      const body = 'x'.repeat(64 * 1024);

      await proxyTo(upstream)(browserRequest('POST', '/api/enquiries/general', { body }));

      expect(upstream.calls[0]?.body).toBe(body);
    });
  });

  describe('authorize', () => {
    it('answers 403 when it refuses, and forwards what it allows', async () => {
      const upstream = recordingUpstream();
      const seen: PartnerRouteMatch[] = [];
      const proxy = proxyTo(upstream, {
        authorize: (_request, route) => {
          seen.push(route);
          return route.name !== 'enquiries.list';
        },
      });

      await expectApiError(await proxy(browserRequest('GET', '/api/enquiries')), 403);
      expect(upstream.calls).toHaveLength(0);

      const allowed = await proxy(browserRequest('GET', '/api/enquiries/E1'));
      expect(allowed.status).toBe(200);
      expect(upstream.calls.map((call) => call.url)).toEqual([`${UPSTREAM}/api/enquiries/E1`]);
      expect(seen).toEqual([
        { name: 'enquiries.list', params: {} },
        { name: 'enquiries.get', params: { id: 'E1' } },
      ]);
    });

    it('passes a Response it returns straight back', async () => {
      const upstream = recordingUpstream();
      const refusal = new Response('Log in first', { status: 401 });

      const response = await proxyTo(upstream, { authorize: () => refusal })(
        browserRequest('GET', '/api/enquiries'),
      );

      expect(response).toBe(refusal);
      expect(upstream.calls).toHaveLength(0);
    });
  });

  describe('basePath', () => {
    it('strips the base path before matching and forwarding', async () => {
      const upstream = recordingUpstream();

      const response = await proxyTo(upstream, { basePath: '/partner' })(
        browserRequest('GET', '/partner/api/enquiries?page=2'),
      );

      expect(response.status).toBe(200);
      expect(upstream.calls.map((call) => call.url)).toEqual([`${UPSTREAM}/api/enquiries?page=2`]);
    });

    it.each(['/api/enquiries', '/partnerx/api/enquiries'])(
      'answers 404 for %s, outside the base path',
      async (path) => {
        const upstream = recordingUpstream();

        const response = await proxyTo(upstream, { basePath: '/partner' })(
          browserRequest('GET', path),
        );

        await expectApiError(response, 404);
        expect(upstream.calls).toHaveLength(0);
      },
    );
  });

  describe('upstream failures', () => {
    it('answers 504 when the upstream does not answer within timeoutMs', async () => {
      // Like a real fetch, it settles only when aborted.
      const upstream = recordingUpstream(
        ({ signal }) =>
          new Promise((_resolve, reject) => {
            signal?.addEventListener('abort', () => reject(signal.reason));
          }),
      );

      const response = await proxyTo(upstream, { timeoutMs: 20 })(
        browserRequest('GET', '/api/enquiries'),
      );

      expect(await expectApiError(response, 504)).not.toContain(TOKEN);
    });

    it('answers 502 when the upstream cannot be reached', async () => {
      const upstream = recordingUpstream(() => {
        throw new TypeError(`fetch failed with Authorization: Bearer ${TOKEN}`);
      });

      const response = await proxyTo(upstream)(browserRequest('GET', '/api/enquiries'));

      expect(await expectApiError(response, 502)).not.toContain(TOKEN);
    });
  });
});
