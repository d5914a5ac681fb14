import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CompleteCheckoutRequest,
  createPartnerClient,
  hasNextPage,
  iteratePages,
  PartnerApiError,
  type PartnerApiErrorKind,
  type PartnerClientOptions,
  partnerCredentials,
} from '@unistay/api-client';
import { createPartnerProxy, toNodeListener } from '@unistay/api-client/server';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withCookies } from '../../../test/cookieJar.js';
import { createSandbox, type Sandbox } from './createSandbox.js';
import { sandboxHandlers } from './msw.js';
import { startSandboxServer } from './node.js';
import { SANDBOX_PARTNERS } from './seed.js';

// The client's contract with the API, proved against the sandbox over each way a partner runs it.

const [partner, otherPartner] = SANDBOX_PARTNERS;
const credentials = { credentials: partner && partnerCredentials(partner) };

interface Transport {
  name: string;
  start(): Promise<{ baseUrl: string; sandbox: Sandbox; stop(): Promise<void> | void }>;
}

const transports: Transport[] = [
  {
    name: 'HTTP on loopback',
    async start() {
      const server = await startSandboxServer({ port: 0 });
      return { baseUrl: server.url, sandbox: server.sandbox, stop: server.close };
    },
  },
  {
    name: 'MSW',
    async start() {
      const sandbox = createSandbox();
      const baseUrl = 'https://partner-api.test';
      const server = setupServer(...sandboxHandlers(sandbox, { baseUrl }));
      server.listen({ onUnhandledRequest: 'error' });
      return { baseUrl, sandbox, stop: () => server.close() };
    },
  },
];

const student = {
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  contact_number: '+44 7700 900123',
  message: 'Can I pay the holding deposit from abroad?',
};
const resident = {
  first_name: 'Amara',
  last_name: 'Okafor',
  gender: 'female',
  email: 'amara@example.com',
  contact_number: '+44 7700 900123',
  date_of_birth: '2004-03-27',
  first_line: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  country: 'gb',
  nationality: 'ng',
};
const booking = (session_token: string): CompleteCheckoutRequest => ({
  session_token,
  paying_in_instalments: true,
  has_uk_based_guarantor: true,
  resident_details: resident,
  supporting_contact_details: {
    ...resident,
    first_name: 'Ngozi',
    relationship: 'Mother',
    date_of_birth: '1975-11-02',
  },
  course_details: {
    university: 'University of Leeds',
    year_of_study: 'Undergraduate - First year',
    course_title: 'Law',
  },
});
const UK_ROOM = {
  roomId: 'room_riverside_ensuite',
  booking_period_id: 'bp_riverside_ensuite_51',
  operator_id: 'op_northgate',
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

/** Pays for a checkout through the card-provider simulation, as the payment step will. */
async function pay(sandbox: Sandbox, clientSecret: string, card = '4242424242424242') {
  const intentId = clientSecret.split('_secret_')[0];
  const response = await sandbox.handle(
    new Request(`http://sandbox.test/__sandbox/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      body: JSON.stringify({ client_secret: clientSecret, card_number: card }),
    }),
  );
  return response.json();
}

describe.each(transports)('the client against the sandbox over $name', (transport) => {
  let baseUrl: string;
  let sandbox: Sandbox;
  let stop: () => Promise<void> | void;
  const client = (options: Partial<PartnerClientOptions> = {}) =>
    createPartnerClient({ baseUrl, ...credentials, ...options });

  beforeAll(async () => {
    ({ baseUrl, sandbox, stop } = await transport.start());
  });
  afterAll(() => stop());
  beforeEach(() => sandbox.reset());

  it('lists the first page, newest first, with its pagination', async () => {
    const page = await client().enquiries.list();
    expect(page.items).toHaveLength(10);
    expect(page.meta).toMatchObject({
      total: 57,
      count: 10,
      per_page: 10,
      current_page: 1,
      total_pages: 6,
    });
    expect(hasNextPage(page)).toBe(true);
    expect(page.links.prev).toBeNull();
  });

  it('walks every page to the last, each enquiry once', async () => {
    const pages = [];
    const enquiries = client().enquiries;
    for await (const page of iteratePages((page) => enquiries.list({ perPage: 10, page }))) {
      pages.push(page);
    }
    expect(pages.map((page) => page.meta.current_page)).toEqual([1, 2, 3, 4, 5, 6]);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(57);
    expect(hasNextPage(pages[5] as (typeof pages)[number])).toBe(false);
  });

  it('filters by status with the page size asked for', async () => {
    const page = await client().enquiries.list({ status: 'pending', perPage: 25 });
    expect(page.meta.per_page).toBe(25);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.filter((item) => item.status !== 'pending')).toEqual([]);
  });

  it.each(['string', 'object'] as const)(
    'round-trips metadata and additional_fields sent as %s, reading them back as objects',
    async (jsonFieldEncoding) => {
      const api = client({ jsonFieldEncoding });
      const metadata = { source: 'portal', campaign: { name: 'autumn', year: 2027 } };
      const { enquiry_id } = await api.enquiries.createGeneral({
        ...student,
        metadata,
        additional_fields: { budget: 250 },
      });
      const enquiry = await api.enquiries.get({ id: enquiry_id });
      expect(enquiry).toMatchObject({
        id: enquiry_id,
        status: 'pending',
        contact_number: '+447700900123',
        metadata,
        additional_fields: { budget: 250 },
        property_name: null,
      });
      expect((await api.enquiries.list()).items[0]?.id).toBe(enquiry_id);
    },
  );

  it('creates a specific enquiry that names its property and room', async () => {
    const { enquiry_id } = await client().enquiries.createSpecific({
      ...student,
      operator_id: 'op_maple',
      property_id: 'prop_maple_court',
      room_id: 'room_maple_ensuite',
    });
    expect(await client().enquiries.get({ id: enquiry_id })).toMatchObject({
      property_name: 'Maple Court',
      room_name: 'Ensuite Suite',
    });
  });

  it("delivers the API's 422 field errors as fieldErrors", async () => {
    const error = await failure(
      client().enquiries.createGeneral({ ...student, contact_number: '+999 5550 1234' }),
    );
    expect(error).toMatchObject({
      kind: 'validation',
      status: 422,
      retryable: false,
      fieldErrors: { contact_number: ['The phone number is invalid.'] },
    });
  });

  it('books a room: start, pay, complete; a replay resolves as already completed', async () => {
    const { roomId } = UK_ROOM;
    const session = await client().checkout.start(UK_ROOM);
    expect(session.card_provider.public_key).toMatch(/^pk_sandbox_/);
    const unpaid = await failure(
      client().checkout.complete({ roomId, ...booking(session.session_token) }),
    );
    expect(unpaid.fieldErrors).toEqual({
      payment: ['The payment for this checkout has not succeeded.'],
    });

    await pay(sandbox, session.card_provider.client_secret);
    const booked = await client().checkout.complete({
      roomId,
      ...booking(session.session_token),
    });
    expect(booked).toEqual({ booking_id: expect.stringMatching(/^BK-/), already_completed: false });
    const replay = await client().checkout.complete({
      roomId,
      ...booking(session.session_token),
    });
    // The public API's replay names no booking; the client still resolves it as completed.
    expect(replay).toEqual({ booking_id: null, already_completed: true });
    expect(sandbox.bookings()).toHaveLength(1);
  });

  it('sends date_of_birth in the wire order, which the API reads or refuses', async () => {
    const { roomId } = UK_ROOM;
    const session = await client().checkout.start(UK_ROOM);
    await pay(sandbox, session.card_provider.client_secret);
    // The sandbox reads DD-MM-YYYY; a client set to MM-DD-YYYY sends 03-27-2004, which has no 27th month.
    const wrongOrder = await failure(
      client({ dateOfBirthFormat: 'MM-DD-YYYY' }).checkout.complete({
        roomId,
        ...booking(session.session_token),
      }),
    );
    expect(wrongOrder.fieldErrors).toEqual({
      'resident_details.date_of_birth': [
        'The resident details.date of birth field must match the format d-m-Y.',
      ],
    });
    await expect(
      client().checkout.complete({ roomId, ...booking(session.session_token) }),
    ).resolves.toMatchObject({
      already_completed: false,
    });
  });

  describe('every kind of failure', () => {
    it.each<[string, PartnerApiErrorKind, number, boolean]>([
      ['403', 'forbidden', 403, false],
      ['406', 'not_acceptable', 406, false],
      ['409', 'conflict', 409, false],
      ['503', 'server', 503, true],
    ])('reads an injected %s as %s', async (_, kind, status, retryable) => {
      sandbox.faults.add({ route: 'enquiries.list', status, times: 1 });
      expect(await failure(client().enquiries.list())).toMatchObject({ kind, status, retryable });
      await expect(client().enquiries.list()).resolves.toBeTruthy();
    });

    it('reads 429 as rate_limited with the Retry-After', async () => {
      sandbox.faults.add({ route: 'enquiries.get', retryAfterSeconds: 7 });
      const error = await failure(client().enquiries.get({ id: 'ENQ-ANY' }));
      expect(error).toMatchObject({
        kind: 'rate_limited',
        status: 429,
        retryAfterSeconds: 7,
        retryable: true,
      });
    });

    it('reads wrong credentials as unauthorized, and a missing or foreign enquiry as not_found', async () => {
      const wrong = partnerCredentials({
        partnerId: partner?.partnerId ?? '',
        accessToken: 'wrong',
      });
      expect((await failure(client({ credentials: wrong }).enquiries.list())).kind).toBe(
        'unauthorized',
      );
      expect((await failure(client().enquiries.get({ id: 'ENQ-NOPE' }))).kind).toBe('not_found');
      const theirs = await client({
        credentials: otherPartner && partnerCredentials(otherPartner),
      }).enquiries.list();
      expect((await failure(client().enquiries.get({ id: theirs.items[0]?.id ?? '' }))).kind).toBe(
        'not_found',
      );
    });

    it('reads a body that is not JSON as invalid_response', async () => {
      sandbox.faults.add({ route: 'enquiries.list', malformed: true });
      expect(await failure(client().enquiries.list())).toMatchObject({
        kind: 'invalid_response',
        status: 200,
      });
    });

    it('times out a request that hangs, and tells an abort apart', async () => {
      sandbox.faults.add({ route: 'enquiries.list', timeout: true });
      expect(await failure(client({ timeoutMs: 100 }).enquiries.list())).toMatchObject({
        kind: 'timeout',
        retryable: true,
      });

      const controller = new AbortController();
      const pending = client().enquiries.list({}, { signal: controller.signal });
      setTimeout(() => controller.abort(), 20);
      expect(await failure(pending)).toMatchObject({ kind: 'aborted', retryable: false });
    });
  });
});

describe('the client in a browser, through the proxy to the sandbox', () => {
  const sandbox = createSandbox();
  const upstreamSeen: Headers[] = [];
  const proxy = createPartnerProxy({
    upstream: 'https://sandbox.test',
    partnerId: partner?.partnerId ?? '',
    accessToken: partner?.accessToken ?? '',
    // A test of forwarding, on fictional data: the reads are opened as a demo would.
    publicEnquiryReads: true,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      upstreamSeen.push(request.headers);
      return sandbox.handle(request);
    },
  });
  const server = createServer(toNodeListener(proxy));
  let browser: ReturnType<typeof createPartnerClient>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // A browser keeps the proxy's cookies (its visitor, whose checkout a completion must be).
    browser = createPartnerClient({
      baseUrl: `http://127.0.0.1:${port}`,
      fetch: withCookies((request) => fetch(request)),
    });
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('lists, creates and books holding no credentials, which the proxy adds', async () => {
    const { enquiry_id } = await browser.enquiries.createGeneral(student);
    expect((await browser.enquiries.list()).items[0]?.id).toBe(enquiry_id);

    const session = await browser.checkout.start(UK_ROOM);
    await pay(sandbox, session.card_provider.client_secret);
    expect(
      await browser.checkout.complete({
        roomId: UK_ROOM.roomId,
        ...booking(session.session_token),
      }),
    ).toMatchObject({
      booking_id: expect.stringMatching(/^BK-/),
    });
    // Four calls crossed the proxy (create, list, start, complete; paying is the sandbox's own
    // route), each with the server's token.
    expect(upstreamSeen.map((headers) => headers.get('authorization'))).toEqual(
      Array(4).fill(`Bearer ${partner?.accessToken}`),
    );
  });

  it('passes the API’s errors through unchanged', async () => {
    sandbox.faults.add({ route: 'enquiries.list', retryAfterSeconds: 3, times: 1 });
    expect(await failure(browser.enquiries.list())).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 3,
    });
    const invalid = await failure(
      browser.enquiries.createGeneral({ ...student, contact_number: '+999 5550 1234' }),
    );
    expect(invalid.fieldErrors).toHaveProperty('contact_number');
  });
});

describe('a Partner API that cannot be reached', () => {
  it('is a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(
      createPartnerClient({ baseUrl: `http://127.0.0.1:${port}`, ...credentials }).enquiries.list(),
    );
    expect(error).toMatchObject({ kind: 'network', status: null, retryable: true });
  });
});
