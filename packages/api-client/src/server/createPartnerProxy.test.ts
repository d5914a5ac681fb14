import { afterEach, describe, expect, it, vi } from 'vitest';
import { startStallingServer } from '../../test/stallingServer.js';
import type { PartnerRouteMatch } from '../routes.js';
import { accessTokenProblem } from '../transport.js';
import {
  createPartnerProxy,
  ENQUIRY_READS_REFUSED,
  isEnquiryRead,
  type PartnerProxyOptions,
} from './createPartnerProxy.js';

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

/**
 * A proxy with the test's credentials in front of `upstream`. Enquiry reads are opened here so the
 * forwarding tests can use them; the secure default has tests of its own, which pass `undefined`.
 */
function proxyTo(
  upstream: ReturnType<typeof recordingUpstream>,
  options: Partial<PartnerProxyOptions> = {},
) {
  return createPartnerProxy({
    upstream: UPSTREAM,
    partnerId: PARTNER_ID,
    accessToken: TOKEN,
    fetch: upstream.fetch,
    publicEnquiryReads: true,
    log: () => {},
    ...options,
  });
}

/**
 * A request as a browser would send it, carrying credentials of its own that must not cross; a
 * POST says its body is JSON, as the client's are.
 */
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
      ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
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
        'x-http-method-override': 'POST',
      });
    });

    it('keeps the query parameters the enquiry list takes', async () => {
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
    it('refuses a declared Content-Length over the limit, whatever the body holds; reads it to drop it only while it is small', async () => {
      for (const [declared, read] of [
        [64 * 1024 + 1, true],
        [1024 * 1024 + 1, false],
      ] as const) {
        const upstream = recordingUpstream();
        const request = browserRequest('POST', '/api/enquiries/general', {
          body: '{}',
          headers: { 'Content-Length': String(declared) },
        });

        await expectApiError(await proxyTo(upstream)(request), 413);
        // Read and dropped, the sender hears the refusal; past 1 MiB it is not waited for.
        expect([declared, request.bodyUsed]).toEqual([declared, read]);
        expect(upstream.calls).toHaveLength(0);
      }
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
      // A JSON object of exactly 64 KiB: {"message":"xxx…"}.
      const body = JSON.stringify({ message: 'x'.repeat(64 * 1024 - '{"message":""}'.length) });

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

    it('passes a Response it returns straight back: its status, headers, cookies and body', async () => {
      const upstream = recordingUpstream();
      const refusal = new Response('Log in first', {
        status: 401,
        headers: [
          ['Content-Type', 'text/plain; charset=utf-8'],
          ['WWW-Authenticate', 'Bearer realm="staff"'],
          ['Set-Cookie', 'session=; Max-Age=0'],
          ['Set-Cookie', 'return_to=/staff; HttpOnly'],
        ],
      });

      const response = await proxyTo(upstream, { authorize: () => refusal })(
        browserRequest('GET', '/api/enquiries'),
      );

      expect(response.status).toBe(401);
      expect(await response.text()).toBe('Log in first');
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="staff"');
      expect(response.headers.getSetCookie()).toEqual([
        'session=; Max-Age=0',
        'return_to=/staff; HttpOnly',
      ]);
      expect(upstream.calls).toHaveLength(0);
    });

    it('passes back a Response that has no body, as one with none', async () => {
      const upstream = recordingUpstream();
      const response = await proxyTo(upstream, {
        authorize: () => new Response(null, { status: 204 }),
      })(browserRequest('GET', '/api/enquiries'));

      expect(response.status).toBe(204);
      expect(response.body).toBeNull();
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

  describe('enquiry reads, secure by default', () => {
    it.each([
      ['enquiries.list', true],
      ['enquiries.get', true],
      ['enquiries.createGeneral', false],
      ['enquiries.createSpecific', false],
      ['checkout.start', false],
      ['checkout.complete', false],
    ] as const)('isEnquiryRead(%s) is %s', (name, reads) => {
      expect(isEnquiryRead({ name })).toBe(reads);
    });

    it.each([
      ['GET', '/api/enquiries'],
      ['GET', '/api/enquiries/E1'],
    ])(
      'refuses %s %s with a 403 naming the options to set, when no authorize is given',
      async (method, path) => {
        const upstream = recordingUpstream();
        const proxy = proxyTo(upstream, { publicEnquiryReads: undefined });

        const response = await proxy(browserRequest(method, path));

        const text = await expectApiError(response, 403);
        expect(JSON.parse(text).message).toBe(ENQUIRY_READS_REFUSED);
        expect(ENQUIRY_READS_REFUSED).toContain('`authorize`');
        expect(ENQUIRY_READS_REFUSED).toContain('`publicEnquiryReads: true`');
        expect(upstream.calls).toHaveLength(0);
      },
    );

    it.each([
      ['POST', '/api/enquiries'],
      ['POST', '/api/enquiries/general'],
      ['POST', '/api/rooms/r1/checkout/start'],
    ])('still forwards %s %s, which public forms need', async (method, path) => {
      const upstream = recordingUpstream();
      const proxy = proxyTo(upstream, { publicEnquiryReads: undefined });

      const response = await proxy(browserRequest(method, path, { body: '{}' }));

      expect(response.status).toBe(200);
      expect(upstream.calls.map((call) => call.url)).toEqual([`${UPSTREAM}${path}`]);
    });

    it('forwards the reads with publicEnquiryReads: true, or when authorize allows them', async () => {
      const open = recordingUpstream();
      await proxyTo(open, { publicEnquiryReads: true })(browserRequest('GET', '/api/enquiries/E1'));
      expect(open.calls).toHaveLength(1);

      const guarded = recordingUpstream();
      const proxy = proxyTo(guarded, {
        publicEnquiryReads: undefined,
        authorize: (request) => request.headers.get('cookie') === 'staff=yes',
      });
      const refused = await proxy(browserRequest('GET', '/api/enquiries'));
      const allowed = await proxy(
        browserRequest('GET', '/api/enquiries', { headers: { Cookie: 'staff=yes' } }),
      );
      expect([refused.status, allowed.status]).toEqual([403, 200]);
      expect(guarded.calls).toHaveLength(1);
    });
  });

  describe('configuration', () => {
    const SECRET_PARTNER = 'partner-secret-id\n';
    /** Options as a caller without the types may give them. */
    const untyped = (options: object) => options as Partial<PartnerProxyOptions>;
    it.each<[string, Partial<PartnerProxyOptions>, string]>([
      ['upstream missing', { upstream: undefined }, '`upstream` is missing'],
      [
        'upstream not a URL',
        { upstream: 'partner-api.example.com' },
        '`upstream` is not an absolute http(s) address',
      ],
      [
        'upstream of another scheme',
        { upstream: 'ftp://partner-api.test' },
        '`upstream` is not an absolute http(s) address',
      ],
      [
        'upstream with credentials',
        { upstream: `https://user:${TOKEN}@partner-api.test` },
        '`upstream` must be a plain base address',
      ],
      ['partnerId missing', { partnerId: undefined }, '`partnerId` is missing'],
      [
        'partnerId with a newline',
        { partnerId: SECRET_PARTNER },
        '`partnerId` holds spaces or control characters',
      ],
      ['accessToken missing', { accessToken: undefined }, '`accessToken` is missing'],
      ['accessToken with "Bearer "', { accessToken: `Bearer ${TOKEN}` }, 'without "Bearer "'],
      [
        'rateLimit with max 0',
        { rateLimit: { rules: { windowMs: 1000, max: 0, key: () => 'k' } } },
        '`rateLimit` rule 1 needs',
      ],
      // Options given as they were before the guards had groups: run as given, the proxy would
      // have no human check and no limit at all.
      [
        'a human check given as `verifyHuman`',
        untyped({ verifyHuman: () => true, trustHumansForMs: 60_000 }),
        '`verifyHuman` is now `humanCheck.verify`. `trustHumansForMs` is now `humanCheck.trustForMs`.',
      ],
      [
        'a rule given as the whole of `rateLimit`',
        untyped({ rateLimit: { windowMs: 1000, max: 5, key: () => 'k' } }),
        '`rateLimit` is now `{ rules, onStoreError }`',
      ],
      [
        'a human check with no `verify`',
        untyped({ humanCheck: {} }),
        '`humanCheck.verify` checks the widget',
      ],
    ])(
      '%s: built without complaint, then every request answered 500 with a sentence, logged once',
      async (_case, options, sentence) => {
        const upstream = recordingUpstream();
        const log = vi.fn();
        // As a route module does at build time, where the server's secrets are not set.
        const proxy = proxyTo(upstream, { ...options, log });

        const first = await proxy(browserRequest('POST', '/api/enquiries/general', { body: '{}' }));
        const second = await proxy(browserRequest('GET', '/api/enquiries'));

        for (const response of [first, second]) {
          const text = await expectApiError(response, 500);
          expect(JSON.parse(text).message).toContain(sentence);
          expect(text).not.toContain(TOKEN);
          expect(text).not.toContain('partner-secret-id');
        }
        expect(log).toHaveBeenCalledTimes(1);
        expect(log.mock.calls[0]?.[0]).toContain(sentence);
        expect(upstream.calls).toHaveLength(0);
      },
    );

    it('normalises a base address with a path and trailing slashes', async () => {
      const upstream = recordingUpstream();
      await proxyTo(upstream, { upstream: 'https://partner-api.test/v2//' })(
        browserRequest('GET', '/api/enquiries/E1'),
      );
      expect(upstream.calls.map((call) => call.url)).toEqual([
        'https://partner-api.test/v2/api/enquiries/E1',
      ]);
    });
  });

  describe('query parameters', () => {
    it('forwards only page, per_page and filter[status] to the list, dropping the rest', async () => {
      const upstream = recordingUpstream();

      await proxyTo(upstream)(
        browserRequest(
          'GET',
          '/api/enquiries?include=partner&page=3&api_token=x&filter[status]=resolved&per_page=25&filter[email]=a',
        ),
      );

      const forwarded = new URL(upstream.calls[0]?.url ?? '');
      expect(Object.fromEntries(forwarded.searchParams)).toEqual({
        page: '3',
        per_page: '25',
        'filter[status]': 'resolved',
      });
    });

    it.each([
      ['page=0', 'page', 'The query parameter page must be a whole number from 1 to 10000.'],
      ['page=2.5', 'page', 'The query parameter page must be a whole number from 1 to 10000.'],
      ['page=10001', 'page', 'The query parameter page must be a whole number from 1 to 10000.'],
      [
        'per_page=-10',
        'per_page',
        'The query parameter per_page must be a whole number from 1 to 100.',
      ],
      [
        'per_page=9999999',
        'per_page',
        'The query parameter per_page must be a whole number from 1 to 100.',
      ],
      [
        'filter[status]=archived',
        'filter.status',
        'The query parameter filter[status] must be one of pending, in_progress, resolved, closed.',
      ],
    ])('answers ?%s with a 422 on %s, without asking upstream', async (query, field, message) => {
      const upstream = recordingUpstream();

      const response = await proxyTo(upstream)(browserRequest('GET', `/api/enquiries?${query}`));

      const text = await expectApiError(response, 422);
      expect(JSON.parse(text).data).toEqual({ messages: { [field]: [message] } });
      expect(upstream.calls).toHaveLength(0);
    });

    it.each([
      ['GET', '/api/enquiries/E1?page=2&include=notes'],
      ['POST', '/api/enquiries/general?page=2&debug=1'],
      ['POST', '/api/rooms/r1/checkout/start?operator_id=other'],
    ])('forwards no query at all on %s %s', async (method, path) => {
      const upstream = recordingUpstream();

      await proxyTo(upstream)(
        browserRequest(method, path, method === 'POST' ? { body: '{}' } : {}),
      );

      expect(upstream.calls.map((call) => call.url)).toEqual([`${UPSTREAM}${path.split('?')[0]}`]);
    });
  });

  describe('one deadline for the whole request', () => {
    /** A promise that never settles, like a hung database call. */
    const never = <T>() => new Promise<T>(() => {});

    it('ends a slow upload as 504, never reaching upstream', async () => {
      const upstream = recordingUpstream();
      const trickle = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"first_name":'));
          // ...and nothing more arrives.
        },
      });

      const response = await proxyTo(upstream, { timeoutMs: 30 })(
        browserRequest('POST', '/api/enquiries/general', { body: trickle, duplex: 'half' }),
      );

      await expectApiError(response, 504);
      expect(upstream.calls).toHaveLength(0);
    });

    it('ends a hanging authorize as 504', async () => {
      const upstream = recordingUpstream();

      const response = await proxyTo(upstream, { timeoutMs: 30, authorize: never })(
        browserRequest('GET', '/api/enquiries'),
      );

      await expectApiError(response, 504);
      expect(upstream.calls).toHaveLength(0);
    });

    it('ends a hanging access-token function as 504', async () => {
      const upstream = recordingUpstream();

      const response = await proxyTo(upstream, { timeoutMs: 30, accessToken: never })(
        browserRequest('POST', '/api/enquiries/general', { body: '{}' }),
      );

      await expectApiError(response, 504);
      expect(upstream.calls).toHaveLength(0);
    });

    it('ends an upstream answer whose body stops arriving as 504', async () => {
      const upstream = await startStallingServer();
      try {
        const response = await createPartnerProxy({
          upstream: upstream.url,
          partnerId: PARTNER_ID,
          accessToken: TOKEN,
          publicEnquiryReads: true,
          timeoutMs: 100,
          log: () => {},
        })(browserRequest('GET', '/api/enquiries'));
        await expectApiError(response, 504);
      } finally {
        await upstream.stop();
      }
    });

    it('aborts the upstream call when the browser goes away: 502, not a timeout', async () => {
      let upstreamSignal: AbortSignal | undefined;
      let reached: () => void = () => {};
      const upstreamReached = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const upstream = recordingUpstream(({ signal }) => {
        upstreamSignal = signal ?? undefined;
        reached();
        return new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason));
        });
      });
      const browser = new AbortController();

      const answering = proxyTo(upstream, { timeoutMs: 60_000 })(
        browserRequest('GET', '/api/enquiries', { signal: browser.signal }),
      );
      await upstreamReached;
      browser.abort();
      const response = await answering;

      expect(upstreamSignal?.aborted).toBe(true);
      const text = await expectApiError(response, 502);
      expect(JSON.parse(text).message).toBe('The request was abandoned before it completed.');
    });

    it('refuses a token function that returns an unusable token with the sentence the client gives', async () => {
      const upstream = recordingUpstream();
      const log = vi.fn();
      const token = `Bearer ${TOKEN}`;

      const response = await proxyTo(upstream, { accessToken: async () => token, log })(
        browserRequest('POST', '/api/enquiries/general', { body: '{}' }),
      );

      expect(await expectApiError(response, 500)).not.toContain(TOKEN);
      expect(log.mock.calls[0]?.[0]).toContain(accessTokenProblem(token));
      expect(upstream.calls).toHaveLength(0);
    });

    it.each<[string, Partial<PartnerProxyOptions>]>([
      [
        'an access-token function that throws',
        {
          accessToken: () => {
            throw new Error(`vault said ${TOKEN}`);
          },
        },
      ],
      ['an access-token function that returns nothing', { accessToken: async () => '' }],
      [
        'an authorize that throws',
        {
          authorize: () => {
            throw new Error(`session store holding ${TOKEN}`);
          },
        },
      ],
      [
        'a rate-limit key that throws',
        {
          rateLimit: {
            rules: {
              windowMs: 1000,
              max: 5,
              key: () => {
                throw new Error('no client address');
              },
            },
          },
        },
      ],
    ])('answers %s with a 500 that holds no secret, and logs it once', async (_case, options) => {
      const upstream = recordingUpstream();
      const log = vi.fn();
      const proxy = proxyTo(upstream, { ...options, log });

      for (let i = 0; i < 2; i++) {
        const response = await proxy(
          browserRequest('POST', '/api/enquiries/general', { body: '{}' }),
        );
        expect(await expectApiError(response, 500)).not.toContain(TOKEN);
      }

      expect(log).toHaveBeenCalledTimes(1);
      expect(upstream.calls).toHaveLength(0);
    });
  });

  describe('rateLimit', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const fromClient = (client: string, path = '/api/enquiries/general') =>
      browserRequest('POST', path, { body: '{}', headers: { 'X-Client': client } });

    it('answers 429 with Retry-After past max in the window, per client, and lets them in again later', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const upstream = recordingUpstream();
      const proxy = proxyTo(upstream, {
        rateLimit: {
          rules: {
            windowMs: 60_000,
            max: 2,
            key: (request) => request.headers.get('x-client') ?? '',
          },
        },
      });

      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await proxy(fromClient('a'))).status);
      const limited = await proxy(fromClient('a', '/api/rooms/r1/checkout/start'));
      const otherClient = await proxy(fromClient('b'));

      expect(statuses).toEqual([200, 200, 429]);
      expect(limited.status).toBe(429);
      // One request's worth refills in 30 s.
      expect(limited.headers.get('retry-after')).toBe('30');
      expect(JSON.parse(await limited.text())).toMatchObject({ success: false, code: 429 });
      expect(otherClient.status).toBe(200);
      expect(upstream.calls).toHaveLength(3);

      vi.advanceTimersByTime(30_000);
      expect((await proxy(fromClient('a'))).status).toBe(200);
      expect((await proxy(fromClient('a'))).status).toBe(429);
    });

    it('never limits the reads', async () => {
      const upstream = recordingUpstream();
      const proxy = proxyTo(upstream, {
        rateLimit: { rules: { windowMs: 60_000, max: 1, key: () => 'everyone' } },
      });

      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await proxy(browserRequest('GET', '/api/enquiries'))).status);

      expect(statuses).toEqual([200, 200, 200]);
    });
  });

  describe('the catalogue', () => {
    it('forwards the catalogue reads to anyone, with only their own query parameters', async () => {
      const upstream = recordingUpstream();
      const proxy = proxyTo(upstream, { publicEnquiryReads: undefined });

      const responses = [
        await proxy(
          browserRequest(
            'GET',
            '/api/rooms?filter[city]=london&sort[price]=desc&include=secrets&page=2',
          ),
        ),
        await proxy(browserRequest('GET', '/api/rooms/room_1?debug=1')),
        await proxy(browserRequest('GET', '/api/rooms/room_1/booking-periods')),
        await proxy(
          browserRequest('GET', '/api/properties?filter[amenities]=wifi,gym&api_token=x'),
        ),
        await proxy(browserRequest('GET', '/api/properties/prop_1')),
      ];

      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect(upstream.calls.map((call) => decodeURIComponent(call.url))).toEqual([
        `${UPSTREAM}/api/rooms?page=2&filter[city]=london&sort[price]=desc`,
        `${UPSTREAM}/api/rooms/room_1`,
        `${UPSTREAM}/api/rooms/room_1/booking-periods`,
        `${UPSTREAM}/api/properties?filter[amenities]=wifi,gym`,
        `${UPSTREAM}/api/properties/prop_1`,
      ]);
    });

    it.each([
      ['filter[move_in_date]=2027-09', 'filter.move_in_date'],
      ['filter[price_range]=cheap', 'filter.price_range'],
      ['sort[price]=up', 'sort.price'],
      ['filter[city]=<script>', 'filter.city'],
    ])('answers /api/rooms?%s with a 422 on %s', async (query, field) => {
      const upstream = recordingUpstream();
      const response = await proxyTo(upstream)(browserRequest('GET', `/api/rooms?${query}`));
      const text = await expectApiError(response, 422);
      expect(Object.keys(JSON.parse(text).data.messages)).toEqual([field]);
      expect(upstream.calls).toHaveLength(0);
    });
  });
});
