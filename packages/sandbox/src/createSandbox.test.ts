import { ENQUIRY_STATUSES } from '@unistay/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandbox, type SandboxOptions } from './createSandbox.js';
import { SANDBOX_PARTNERS, type SandboxPartner } from './seed.js';

const [partner, otherPartner] = SANDBOX_PARTNERS as [SandboxPartner, SandboxPartner];
const BASE = 'http://sandbox.test';

interface CallOptions {
  method?: string;
  body?: unknown;
  as?: SandboxPartner | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls a sandbox the way a client would, as `partner` unless told otherwise. */
function caller(sandbox: ReturnType<typeof createSandbox>) {
  return async function call(path: string, options: CallOptions = {}) {
    const headers = new Headers(options.headers);
    const as = options.as === undefined ? partner : options.as;
    if (as) {
      headers.set('X-API-PARTNER-ID', as.partnerId);
      headers.set('Authorization', `Bearer ${as.accessToken}`);
    }
    const body =
      options.body === undefined || typeof options.body === 'string'
        ? (options.body as string | undefined)
        : JSON.stringify(options.body);
    if (body !== undefined && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    const response = await sandbox.handle(
      new Request(`${BASE}${path}`, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: options.signal,
      }),
    );
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the JSON it expects the sandbox to answer
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: response.status, headers: response.headers, json, text };
  };
}

const student = {
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  contact_number: '+447700900123',
  message: 'Is the studio free in September?',
  // Both listed as required by the reference; its examples send strings holding JSON.
  metadata: '{"source":"portal"}',
  additional_fields: '{}',
};

const resident = {
  first_name: 'Amara',
  last_name: 'Okafor',
  gender: 'female',
  email: 'amara@example.com',
  contact_number: '+447700900123',
  date_of_birth: '27-03-2004',
  first_line: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  country: 'gb',
  nationality: 'gb',
};
const guarantor = {
  ...resident,
  first_name: 'Ngozi',
  relationship: 'Mother',
  date_of_birth: '02-11-1975',
};
const course = {
  university: 'University of Leeds',
  year_of_study: 'Foundation',
  course_title: 'Law',
};
const UK_ROOM = {
  room: 'room_riverside_ensuite',
  period: 'bp_riverside_ensuite_51',
  operator: 'op_northgate',
};

let sandbox: ReturnType<typeof createSandbox>;
let call: ReturnType<typeof caller>;
let clock: number;
function useSandbox(options: SandboxOptions = {}) {
  clock = Date.parse('2026-11-21T10:00:00Z');
  sandbox = createSandbox({ now: () => clock, ...options });
  call = caller(sandbox);
}
beforeEach(() => useSandbox());

async function startCheckout(room = UK_ROOM) {
  const started = await call(`/api/rooms/${room.room}/checkout/start`, {
    body: { booking_period_id: room.period, operator_id: room.operator },
  });
  expect(started.status).toBe(201);
  const { session_token, card_provider, checkout_url } = started.json.data;
  const intentId = card_provider.client_secret.split('_secret_')[0];
  const confirm = (card_number: string, authenticated = false) =>
    call(`/__sandbox/payment_intents/${intentId}/confirm`, {
      body: { client_secret: card_provider.client_secret, card_number, authenticated },
      as: null,
    });
  const complete = (overrides: Record<string, unknown> = {}, roomId = room.room) =>
    call(`/api/rooms/${roomId}/checkout`, {
      body: {
        session_token,
        paying_in_instalments: true,
        has_uk_based_guarantor: true,
        is_using_scheme: false,
        resident_details: resident,
        supporting_contact_details: guarantor,
        course_details: course,
        ...overrides,
      },
    });
  return { session_token, card_provider, checkout_url, intentId, confirm, complete };
}

describe('authentication', () => {
  it.each([
    ['no credentials', null, {}],
    ['a partner id alone', null, { 'X-API-PARTNER-ID': partner.partnerId }],
    ['a token alone', null, { Authorization: `Bearer ${partner.accessToken}` }],
    [
      "another partner's token",
      null,
      {
        'X-API-PARTNER-ID': partner.partnerId,
        Authorization: `Bearer ${otherPartner.accessToken}`,
      },
    ],
    [
      'a token without Bearer',
      null,
      { 'X-API-PARTNER-ID': partner.partnerId, Authorization: partner.accessToken },
    ],
  ])('refuses %s with 401 in the public error shape', async (_, as, headers) => {
    const { status, json } = await call('/api/enquiries', { as, headers });
    expect(status).toBe(401);
    expect(json).toEqual({
      success: false,
      code: 401,
      locale: 'en',
      message: 'Unauthenticated.',
      data: null,
    });
  });
});

describe('enquiries', () => {
  it('is seeded the same every time, with every status for each partner', async () => {
    const first = await call('/api/enquiries?per_page=100');
    const again = await caller(createSandbox())('/api/enquiries?per_page=100');
    expect(first.json.data.items.map((e: { id: string }) => e.id)).toEqual(
      again.json.data.items.map((e: { id: string }) => e.id),
    );
    expect(first.json.data.meta.total).toBe(57);
    const other = await call('/api/enquiries?per_page=100', { as: otherPartner });
    expect(other.json.data.meta.total).toBe(48);
    for (const list of [first, other]) {
      const statuses = new Set(list.json.data.items.map((e: { status: string }) => e.status));
      expect([...statuses].sort()).toEqual([...ENQUIRY_STATUSES].sort());
    }
  });

  it('gives a new enquiry an id no other sandbox of its seed, nor a reset, gives again', async () => {
    const create = async () =>
      (await call('/api/enquiries/general', { body: student })).json.data.enquiry_id as string;
    const first = await create();
    useSandbox();
    const second = await create();
    await call('/__sandbox/reset', { method: 'POST', as: null });
    const ids = [first, second, await create()];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^ENQ-[A-Z2-9]{6}$/);
  });

  it('puts a new enquiry at the top of page 1, pending', async () => {
    const created = await call('/api/enquiries/general', { body: student });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      success: true,
      code: 201,
      data: { enquiry_id: expect.any(String) },
    });
    const { json } = await call('/api/enquiries');
    expect(json.data.items[0]).toMatchObject({
      id: created.json.data.enquiry_id,
      status: 'pending',
    });
    expect(json.data.meta.total).toBe(58);
  });

  it("answers another partner's enquiry exactly as a missing one", async () => {
    const { json: list } = await call('/api/enquiries');
    const theirs = await call(`/api/enquiries/${list.data.items[0].id}`, { as: otherPartner });
    const missing = await call('/api/enquiries/ENQ-NOPE', { as: otherPartner });
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual(missing.json);
  });

  it('pages with the reference meta and links, and caps per_page at 100', async () => {
    const last = await call('/api/enquiries?page=6');
    expect(last.json.data.meta).toMatchObject({
      total: 57,
      count: 7,
      per_page: 10,
      current_page: 6,
      total_pages: 6,
    });
    expect(last.json.data.links.next).toBeNull();
    expect(last.json.data.links.prev).toBe(`${BASE}/api/enquiries?page=5`);
    const first = await call('/api/enquiries');
    expect(first.json.data.links.prev).toBeNull();
    expect(first.json.data.meta.links[0]).toEqual({
      url: null,
      label: '&laquo; Previous',
      active: false,
    });
    expect((await call('/api/enquiries?per_page=500')).json.data.meta.per_page).toBe(100);
    const beyond = await call('/api/enquiries?page=9');
    expect(beyond.json.data).toMatchObject({
      items: [],
      meta: { current_page: 9, total_pages: 6 },
    });
  });

  it('filters by status and keeps the filter in the links', async () => {
    const { json } = await call('/api/enquiries?filter[status]=resolved&per_page=5');
    expect(json.data.items.length).toBeGreaterThan(0);
    expect(json.data.items.filter((e: { status: string }) => e.status !== 'resolved')).toEqual([]);
    expect(json.data.links.first).toContain('filter%5Bstatus%5D=resolved');
  });

  it.each([
    ['page=0', { page: ['The page field must be an integer of at least 1.'] }],
    ['per_page=ten', { per_page: ['The per page field must be an integer of at least 1.'] }],
    ['filter[status]=archived', { 'filter.status': ['The selected filter.status is invalid.'] }],
  ])('refuses %s with 422 field errors', async (query, messages) => {
    const { status, json } = await call(`/api/enquiries?${query}`);
    expect(status).toBe(422);
    expect(json.data.messages).toEqual(messages);
  });

  it("answers missing fields with the API's own messages", async () => {
    const { status, json } = await call('/api/enquiries/general', {
      body: { first_name: 'Amara' },
    });
    expect(status).toBe(422);
    expect(json).toMatchObject({
      success: false,
      code: 422,
      message: 'The given data was invalid.',
    });
    expect(json.data.messages).toEqual({
      last_name: ['The last name field is required.'],
      email: ['The email field is required.'],
      contact_number: ['The contact number field is required.'],
      message: ['The message field is required.'],
      metadata: ['The metadata field is required.'],
      additional_fields: ['The additional fields field is required.'],
    });
  });

  it('refuses a phone number no country has, as a server-side check would', async () => {
    const { status, json } = await call('/api/enquiries/general', {
      body: { ...student, contact_number: '+99955501234' },
    });
    expect(status).toBe(422);
    expect(json.data.messages).toEqual({
      contact_number: ['The phone number is invalid.'],
    });
  });

  it('stores JSON-string fields and gives them back as strings holding JSON', async () => {
    const created = await call('/api/enquiries/general', {
      body: { ...student, metadata: '{"source":"portal"}', additional_fields: { budget: 250 } },
    });
    const { json } = await call(`/api/enquiries/${created.json.data.enquiry_id}`);
    expect(json.data.item).toMatchObject({
      metadata: '{"source":"portal"}',
      additional_fields: '{"budget":250}',
    });
    const bad = await call('/api/enquiries/general', {
      body: { ...student, metadata: '{not json' },
    });
    expect(bad.json.data.messages).toEqual({
      metadata: ['The metadata field must be a valid JSON string holding an object.'],
    });
  });

  it('creates a specific enquiry with the names of its property and room, and checks they belong together', async () => {
    const place = {
      operator_id: 'op_harbour',
      property_id: 'prop_harbour_view',
      room_id: 'room_harbour_studio',
    };
    const created = await call('/api/enquiries', { body: { ...student, ...place } });
    const { json } = await call(`/api/enquiries/${created.json.data.enquiry_id}`);
    expect(json.data.item).toMatchObject({
      ...place,
      property_name: 'Harbour View',
      room_name: 'Harbour Studio',
    });
    const wrongRoom = await call('/api/enquiries', {
      body: { ...student, ...place, room_id: 'room_maple_ensuite' },
    });
    expect(wrongRoom.json.data.messages).toEqual({ room_id: ['The selected room id is invalid.'] });
  });

  it('refuses a body that is not a JSON object', async () => {
    const { status, json } = await call('/api/enquiries/general', { body: '{"first_name":' });
    expect(status).toBe(400);
    expect(json.message).toBe('The request body must be a JSON object.');
  });

  it('answers unknown routes 404', async () => {
    expect((await call('/api/universities')).status).toBe(404);
    expect((await call('/api/enquiries/E1', { method: 'DELETE' })).status).toBe(404);
    expect((await call('/__sandbox/nothing', { as: null })).status).toBe(404);
  });

  it("moves an enquiry's status through the sandbox route, and resets", async () => {
    const { json } = await call('/api/enquiries');
    const id = json.data.items[0].id;
    const moved = await call(`/__sandbox/enquiries/${id}/status`, {
      body: { status: 'resolved' },
      as: null,
    });
    expect(moved.json).toEqual({ id, status: 'resolved' });
    expect((await call(`/api/enquiries/${id}`)).json.data.item.status).toBe('resolved');
    await call('/api/enquiries/general', { body: student });
    await call('/__sandbox/reset', { method: 'POST', as: null });
    const after = await call('/api/enquiries');
    expect(after.json.data.meta.total).toBe(57);
    expect(after.json.data.items[0]).toEqual(json.data.items[0]);
  });
});

describe('request body types', () => {
  it.each([
    ['/api/enquiries/general', 'text/plain', student],
    ['/api/enquiries/general', null, student],
    ['/api/enquiries', 'application/x-www-form-urlencoded', student],
    ['/api/rooms/room_riverside_ensuite/checkout/start', 'application/vnd.api+json', {}],
    ['/api/rooms/room_riverside_ensuite/checkout', 'text/json', {}],
  ])('refuses POST %s sent as %s with a 415 that says what it takes', async (path, type, body) => {
    const headers: Record<string, string> = {
      'X-API-PARTNER-ID': partner.partnerId,
      Authorization: `Bearer ${partner.accessToken}`,
    };
    if (type) headers['Content-Type'] = type;
    const response = await sandbox.handle(
      new Request(`${BASE}${path}`, {
        method: 'POST',
        headers,
        body: new Blob([JSON.stringify(body)]),
      }),
    );

    expect(response.status).toBe(415);
    const json = await response.json();
    expect(json).toMatchObject({ success: false, code: 415, data: null });
    expect(json.message).toMatch(
      /^Send this request's body as application\/(vnd\.api\+json or application\/)?json; its Content-Type is /,
    );
  });

  it.each([
    ['application/vnd.api+json', 201],
    ['application/json; charset=utf-8', 201],
  ])('takes an enquiry sent as %s', async (type, status) => {
    const { status: answered } = await call('/api/enquiries/general', {
      body: student,
      headers: { 'Content-Type': type },
    });
    expect(answered).toBe(status);
  });

  it("reads a body in Firefox's pages, whose requests have no body stream (through MSW there)", async () => {
    const request = (body: string) => {
      const made = new Request(`${BASE}/api/enquiries/general`, {
        method: 'POST',
        headers: {
          'X-API-PARTNER-ID': partner.partnerId,
          Authorization: `Bearer ${partner.accessToken}`,
          'Content-Type': 'application/json',
        },
        body,
      });
      // As Firefox has it: no `Request.prototype.body` at all.
      Object.defineProperty(made, 'body', { value: undefined });
      return made;
    };
    expect((await sandbox.handle(request(JSON.stringify(student)))).status).toBe(201);
    // Held to the sandbox's limit all the same, its length not declared.
    const tooLarge = request(JSON.stringify({ ...student, message: 'x'.repeat(2 * 1024 * 1024) }));
    tooLarge.headers.delete('content-length');
    expect((await sandbox.handle(tooLarge)).status).toBe(413);
  });
});

describe('checkout', () => {
  it('starts a session with a sandbox card provider and a hosted checkout address', async () => {
    const { card_provider, session_token, checkout_url } = await startCheckout();
    expect(card_provider.public_key).toMatch(/^pk_sandbox_/);
    expect(card_provider.client_secret).toMatch(/^pi_sandbox_\w+_secret_\w+$/);
    expect(session_token).toMatch(/^cs_sandbox_/);
    expect(checkout_url).toBe(`${BASE}/__sandbox/checkout/${session_token}`);
    const noHosted = await call('/api/rooms/room_castle_flat/checkout/start', {
      body: { booking_period_id: 'bp_castle_flat_51', operator_id: 'op_northgate' },
    });
    expect(noHosted.json.data.checkout_url).toBeNull();
  });

  it('hands out session tokens and client secrets no other sandbox of its seed, nor a reset, gives again', async () => {
    const first = await startCheckout();
    useSandbox();
    const second = await startCheckout();
    await call('/__sandbox/reset', { method: 'POST', as: null });
    const third = await startCheckout();
    const tokens = [first, second, third].map((started) => started.session_token);
    const secrets = [first, second, third].map((started) => started.card_provider.client_secret);
    expect(new Set(tokens).size).toBe(3);
    expect(new Set(secrets).size).toBe(3);
    for (const secret of secrets)
      expect(secret).toMatch(/^pi_sandbox_[a-z0-9]{14}_secret_[a-z0-9]{16}$/);
  });

  it('refuses an unknown room, and a booking period or operator that is not the room’s', async () => {
    const unknown = await call('/api/rooms/room_nowhere/checkout/start', {
      body: { booking_period_id: 'bp', operator_id: 'op' },
    });
    expect(unknown.status).toBe(404);
    const period = await call(`/api/rooms/${UK_ROOM.room}/checkout/start`, {
      body: { booking_period_id: 'bp_maple_ensuite_8m', operator_id: UK_ROOM.operator },
    });
    expect(period.json.data.messages).toEqual({
      booking_period_id: ['The selected booking period id is invalid.'],
    });
    const operator = await call(`/api/rooms/${UK_ROOM.room}/checkout/start`, {
      body: { booking_period_id: UK_ROOM.period, operator_id: 'op_maple' },
    });
    expect(operator.json.data.messages).toEqual({
      operator_id: ['The selected operator id is invalid.'],
    });
  });

  it('books once the payment has succeeded, records the event, and answers a replay with the API message key', async () => {
    const checkout = await startCheckout();
    const early = await checkout.complete();
    expect(early.status).toBe(422);
    expect(early.json.data.messages).toEqual({
      payment: ['The payment for this checkout has not succeeded.'],
    });

    expect((await checkout.confirm('4242 4242 4242 4242')).json.status).toBe('succeeded');
    const booked = await checkout.complete();
    expect(booked.status).toBe(201);
    expect(booked.json).toMatchObject({
      success: true,
      code: 1020,
      message: 'api.booking_created_successfully',
      data: { booking_id: expect.stringMatching(/^BK-/) },
    });
    const replay = await checkout.complete();
    // As the public API answers it: a failure carrying the message key, no booking in it.
    expect(replay.status).toBe(400);
    expect(replay.json).toEqual({
      success: false,
      code: 400,
      locale: 'en',
      message: 'api.booking_already_completed',
      data: null,
    });
    expect(sandbox.bookings()).toHaveLength(1);
    expect(sandbox.paymentIntent(checkout.intentId)?.charges).toBe(1);
    const events = (await call('/__sandbox/events', { as: null })).json.events;
    // Listed for anyone to read, without the token that would complete or read this checkout.
    expect(JSON.stringify(events)).not.toContain(checkout.session_token);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'contract.added',
        partner_id: partner.partnerId,
        payload: expect.objectContaining({
          booking: expect.objectContaining({ id: booked.json.data.booking_id, channel: 'custom' }),
        }),
      }),
    ]);
  });

  it('declines the decline card, then takes a good one, charging once', async () => {
    const checkout = await startCheckout();
    const declined = await checkout.confirm('4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.json.error).toEqual({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect((await checkout.confirm('4242424242424242')).json.status).toBe('succeeded');
    expect((await checkout.confirm('4242424242424242')).json.status).toBe('succeeded');
    expect(sandbox.paymentIntent(checkout.intentId)?.charges).toBe(1);
  });

  it('asks for authentication, then succeeds once authenticated', async () => {
    const checkout = await startCheckout();
    expect((await checkout.confirm('4000002500003155')).json.status).toBe('requires_action');
    expect((await checkout.complete()).json.data.messages).toHaveProperty('payment');
    expect((await checkout.confirm('4000002500003155', true)).json.status).toBe('succeeded');
    expect((await checkout.complete()).status).toBe(201);
  });

  it("sends the redirect card to the bank's page, and back to the return address, charging once", async () => {
    const checkout = await startCheckout();
    const confirmRedirect = (return_url?: string) =>
      call(`/__sandbox/payment_intents/${checkout.intentId}/confirm`, {
        body: {
          client_secret: checkout.card_provider.client_secret,
          card_number: '4000 0000 0000 3220',
          ...(return_url ? { return_url } : {}),
        },
        as: null,
      });
    // Without a return address the bank could send the student nowhere.
    const nowhere = await confirmRedirect();
    expect(nowhere.status).toBe(400);
    expect(nowhere.json.error.message).toMatch(/return_url/);
    expect((await confirmRedirect('javascript:alert(1)')).status).toBe(400);

    const asked = await confirmRedirect('https://partner.test/rooms/1?tab=book');
    expect(asked.json.status).toBe('requires_action');
    const bank = new URL(asked.json.next_action.redirect_to_url.url);
    expect(bank.pathname).toBe(`/__sandbox/bank/${checkout.intentId}`);

    const page = await sandbox.handle(new Request(bank));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Confirm your payment');
    // The card provider's own confirmation does not pass the bank's page.
    const bypass = await call(`/__sandbox/payment_intents/${checkout.intentId}/confirm`, {
      body: {
        client_secret: checkout.card_provider.client_secret,
        card_number: '4000000000003220',
        authenticated: true,
        return_url: 'https://partner.test/rooms/1?tab=book',
      },
    });
    expect(bypass.json.status).toBe('requires_action');
    expect(sandbox.paymentIntent(checkout.intentId)?.charges).toBe(0);

    const answer = (value: string, clientSecret = checkout.card_provider.client_secret) =>
      sandbox.handle(
        new Request(bank.origin + bank.pathname, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_secret: clientSecret,
            return_url: 'https://partner.test/rooms/1?tab=book',
            answer: value,
          }).toString(),
        }),
      );
    expect((await answer('confirm', 'pi_wrong_secret_x')).status).toBe(404);
    const confirmed = await answer('confirm');
    expect(confirmed.status).toBe(303);
    const back = new URL(confirmed.headers.get('Location') ?? '');
    expect(back.origin + back.pathname).toBe('https://partner.test/rooms/1');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      tab: 'book',
      payment_intent: checkout.intentId,
      payment_intent_client_secret: checkout.card_provider.client_secret,
      redirect_status: 'succeeded',
    });
    // Answered twice (a double submit, the Back button): no second charge.
    expect((await answer('confirm')).status).toBe(303);
    expect(sandbox.paymentIntent(checkout.intentId)?.charges).toBe(1);
    expect((await checkout.complete()).status).toBe(201);
  });

  it("takes nothing when the student cancels on the bank's page", async () => {
    const checkout = await startCheckout();
    const asked = await call(`/__sandbox/payment_intents/${checkout.intentId}/confirm`, {
      body: {
        client_secret: checkout.card_provider.client_secret,
        card_number: '4000000000003220',
        return_url: 'https://partner.test/back',
      },
    });
    const bank = new URL(asked.json.next_action.redirect_to_url.url);
    const cancelled = await sandbox.handle(
      new Request(bank.origin + bank.pathname, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `${bank.searchParams.toString()}&answer=cancel`,
      }),
    );
    expect(
      new URL(cancelled.headers.get('Location') ?? '').searchParams.get('redirect_status'),
    ).toBe('failed');
    const intent = sandbox.paymentIntent(checkout.intentId);
    expect(intent).toMatchObject({ status: 'requires_payment_method', charges: 0 });
    expect(intent?.last_error?.code).toBe('payment_intent_authentication_failure');
  });

  it('keeps a payment processing until its time on the sandbox clock, then charges it once', async () => {
    const checkout = await startCheckout();
    expect((await checkout.confirm('4000 0000 0000 0077')).json.status).toBe('processing');
    expect((await checkout.complete()).json.data.messages).toHaveProperty('payment');
    expect((await call(`/__sandbox/payment_intents/${checkout.intentId}`)).json.status).toBe(
      'processing',
    );
    // Confirming again while it is processing moves no money.
    expect((await checkout.confirm('4242424242424242')).json.status).toBe('processing');

    clock += 3_000;
    expect((await call(`/__sandbox/payment_intents/${checkout.intentId}`)).json.status).toBe(
      'succeeded',
    );
    expect((await checkout.complete()).status).toBe(201);
    expect(sandbox.paymentIntent(checkout.intentId)?.charges).toBe(1);
  });

  it('lists every payment with what it was for, at GET /__sandbox/payments', async () => {
    const paid = await startCheckout();
    await paid.confirm('4242424242424242');
    const unpaid = await startCheckout();

    const listed = await call('/__sandbox/payments', { as: null });

    expect(listed.json.payments).toEqual([
      expect.objectContaining({
        intent_id: paid.intentId,
        session_token: paid.session_token,
        room_id: UK_ROOM.room,
        booking_period_id: UK_ROOM.period,
        status: 'succeeded',
        charges: 1,
      }),
      expect.objectContaining({ intent_id: unpaid.intentId, charges: 0 }),
    ]);
    expect(sandbox.payments()).toEqual(listed.json.payments);
  });

  it("fails reading a payment's status when told to, for checkouts that must not guess", async () => {
    const checkout = await startCheckout();
    sandbox.faults.add({ route: 'payment_intents.retrieve', status: 503, times: 1 });

    const failed = await call(`/__sandbox/payment_intents/${checkout.intentId}`, { as: null });
    const again = await call(`/__sandbox/payment_intents/${checkout.intentId}`, { as: null });

    expect([failed.status, again.status]).toEqual([503, 200]);
  });

  it('refuses a card that is not a test card, and a wrong client secret', async () => {
    const checkout = await startCheckout();
    expect((await checkout.confirm('4111 1111 1111 1111')).json.error.code).toBe(
      'incorrect_number',
    );
    const wrongSecret = await call(`/__sandbox/payment_intents/${checkout.intentId}/confirm`, {
      body: { client_secret: 'nope', card_number: '4242424242424242' },
      as: null,
    });
    expect(wrongSecret.status).toBe(400);
  });

  it('binds a session to its room, its partner and its lifetime', async () => {
    const checkout = await startCheckout();
    await checkout.confirm('4242424242424242');
    const otherRoom = await checkout.complete({}, 'room_riverside_studio');
    expect(otherRoom.json.data.messages).toEqual({
      session_token: ['The session token does not belong to this room.'],
    });
    const otherPartnersCall = await call(`/api/rooms/${UK_ROOM.room}/checkout`, {
      as: otherPartner,
      body: {
        session_token: checkout.session_token,
        paying_in_instalments: false,
        has_uk_based_guarantor: false,
        is_using_scheme: false,
        resident_details: resident,
        supporting_contact_details: guarantor,
        course_details: course,
      },
    });
    expect(otherPartnersCall.json.data.messages).toEqual({
      session_token: ['The session token is invalid.'],
    });
    clock += 31 * 60 * 1000;
    const expired = await checkout.complete();
    expect(expired.json.data.messages).toEqual({
      session_token: ['The session token has expired: start checkout again.'],
    });
  });

  it('needs a guarantor or the scheme for UK instalments, and a supporting contact', async () => {
    const checkout = await startCheckout();
    await checkout.confirm('4242424242424242');
    const neither = await checkout.complete({
      has_uk_based_guarantor: false,
      is_using_scheme: false,
    });
    expect(neither.json.data.messages).toHaveProperty('has_uk_based_guarantor');
    const noContact = await checkout.complete({ supporting_contact_details: undefined });
    expect(noContact.json.data.messages).toEqual({
      supporting_contact_details: ['The supporting contact details field is required.'],
    });
    expect(
      (await checkout.complete({ has_uk_based_guarantor: false, is_using_scheme: true })).status,
    ).toBe(201);
  });

  it('reads date_of_birth in the wire format only', async () => {
    const checkout = await startCheckout();
    await checkout.confirm('4242424242424242');
    const iso = await checkout.complete({
      resident_details: { ...resident, date_of_birth: '2004-03-27' },
    });
    expect(iso.json.data.messages).toEqual({
      'resident_details.date_of_birth': [
        'The resident details.date of birth field must match the format d-m-Y.',
      ],
    });
    useSandbox({ dateOfBirthFormat: 'MM-DD-YYYY' });
    const american = await startCheckout();
    await american.confirm('4242424242424242');
    const swapped = await american.complete({
      resident_details: { ...resident, date_of_birth: '03-27-2004' },
      supporting_contact_details: { ...guarantor, date_of_birth: '11-02-1975' },
    });
    expect(swapped.status).toBe(201);
  });
});

describe('hosted checkout', () => {
  it('serves a page that books, records the event and escapes what it echoes', async () => {
    const { checkout_url, session_token } = await startCheckout();
    const path = new URL(checkout_url).pathname;
    const hostile = 'https://partner.test/back?x="><script>alert(1)</script>';
    const page = await call(`${path}?return_url=${encodeURIComponent(hostile)}`, { as: null });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).toContain('Riverside House');
    expect(page.text).not.toContain('<script>');

    const booked = await call(`${path}/complete`, {
      as: null,
      body: 'return_url=https%3A%2F%2Fpartner.test%2Fdone',
    });
    expect(booked.text).toMatch(/Booking confirmed.*BK-/s);
    expect(booked.text).toContain('href="https://partner.test/done"');
    const again = await call(`${path}/complete`, { as: null, body: '' });
    expect(again.text).toContain(sandbox.bookings()[0]?.booking_id);
    expect(sandbox.bookings()).toEqual([
      expect.objectContaining({ channel: 'hosted', session_token }),
    ]);
    expect(sandbox.events()).toHaveLength(1);
  });

  it('says so for a link that is unknown or expired', async () => {
    expect((await call('/__sandbox/checkout/cs_nope', { as: null })).status).toBe(404);
    const { checkout_url } = await startCheckout();
    clock += 31 * 60 * 1000;
    const expired = await call(new URL(checkout_url).pathname, { as: null });
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('expired');
  });
});

describe('faults', () => {
  it('answers with the fault after handling the request, when told to: the write still happens', async () => {
    sandbox.faults.add({
      route: 'enquiries.createGeneral',
      status: 503,
      afterHandling: true,
      times: 1,
    });

    const lost = await call('/api/enquiries/general', { body: student });
    const listed = await call('/api/enquiries?per_page=1');

    expect(lost.status).toBe(503);
    expect(lost.json).toEqual({
      success: false,
      code: 503,
      locale: 'en',
      message: 'Service Unavailable',
      data: null,
    });
    expect(listed.json.data.items[0]).toMatchObject({
      first_name: 'Amara',
      message: student.message,
    });
    expect(listed.json.data.meta.total).toBe(58);
  });

  it('injects a status for a number of requests, over HTTP', async () => {
    const added = await call('/__sandbox/faults', {
      as: null,
      body: { route: 'enquiries.list', status: 503, times: 1 },
    });
    expect(added.status).toBe(201);
    const failed = await call('/api/enquiries');
    expect(failed.status).toBe(503);
    expect(failed.json).toMatchObject({ success: false, code: 503 });
    expect((await call('/api/enquiries')).status).toBe(200);
  });

  it('refuses a fault it cannot apply, saying which field and why', async () => {
    const refused = await call('/__sandbox/faults', {
      as: null,
      body: { route: 'enquiries.list', status: 700, times: '2' },
    });
    expect(refused.status).toBe(400);
    const text = JSON.stringify(refused.json);
    expect(text).toContain('Not a fault');
    expect(text).toMatch(/too big[^"]*at status/);
    expect(text).toMatch(/expected number[^"]*at times/);
    expect((await call('/api/enquiries')).status).toBe(200);
  });

  it('answers 429 with Retry-After, and a 422 with field errors', async () => {
    useSandbox({
      faults: [
        { route: 'enquiries.list', retryAfterSeconds: 7 },
        { route: 'enquiries.createGeneral', status: 422, fieldErrors: { email: ['Taken.'] } },
      ],
    });
    const limited = await call('/api/enquiries');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    const invalid = await call('/api/enquiries/general', { body: student });
    expect(invalid.json.data.messages).toEqual({ email: ['Taken.'] });
  });

  it('sends a malformed body, and hangs until the caller gives up', async () => {
    sandbox.faults.add({ route: 'enquiries.get', malformed: true });
    const malformed = await call('/api/enquiries/ENQ-1');
    expect(malformed.status).toBe(200);
    expect(malformed.json).toBeUndefined();

    sandbox.faults.add({ route: 'enquiries.list', timeout: true });
    // On a clock of the test's own, so "until the caller gives up" is checked over minutes at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const controller = new AbortController();
      const pending = call('/api/enquiries', { signal: controller.signal });
      let settled = false;
      void pending.then(
        () => (settled = true),
        () => (settled = true),
      );
      // Five minutes pass, every timer due by then fired and what it started run: an answer the
      // sandbox gave, at once or after any wait shorter than that, would be here by now.
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(settled).toBe(false);
      controller.abort();
      await expect(pending).resolves.toMatchObject({ status: 504 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('delays by the latency asked for, then answers as usual', async () => {
    sandbox.faults.add({ route: '*', latencyMs: 60, times: 1 });
    const started = performance.now();
    const { status } = await call('/api/enquiries');
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('refuses a fault it does not understand, lists and clears faults', async () => {
    const bad = await call('/__sandbox/faults', {
      as: null,
      body: { route: 'enquiries.delete', status: 503 },
    });
    expect(bad.status).toBe(400);
    await call('/__sandbox/faults', {
      as: null,
      body: {
        faults: [
          { route: '*', status: 500 },
          { route: 'enquiries.get', latencyMs: 5 },
        ],
      },
    });
    expect((await call('/__sandbox/faults', { as: null })).json.faults).toHaveLength(2);
    await call('/__sandbox/faults', { as: null, method: 'DELETE' });
    expect((await call('/api/enquiries')).status).toBe(200);
  });
});

describe("catalogue, through the API's own routes", () => {
  it('has properties in the UK, Australia and Canada, each room with periods dated DD-MM-YYYY', async () => {
    const properties = (await call('/api/properties?per_page=100')).json.data.items;
    expect(
      new Set(properties.map((p: { address: { country: string } }) => p.address.country)),
    ).toEqual(new Set(['gb', 'au', 'ca']));
    const rooms = (await call('/api/rooms?per_page=100')).json.data.items;
    expect(rooms.length).toBeGreaterThan(20);
    for (const room of rooms) {
      expect(room.booking_periods.length).toBeGreaterThan(0);
      for (const period of room.booking_periods) {
        expect(period).toMatchObject({
          start_date: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
          end_date: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
          price_per_week: expect.stringMatching(/^\d+\.\d{2}$/),
        });
      }
    }
  });

  it('pages the rooms of a city, keeping the filter in its links', async () => {
    const first = (await call('/api/rooms?filter[city]=london')).json.data;
    expect(first.meta).toMatchObject({ total: 22, per_page: 10, current_page: 1, total_pages: 3 });
    expect(first.items.map((room: { property: { city: string } }) => room.property.city)).toEqual(
      Array(10).fill('London'),
    );
    expect(first.links.next).toBe('http://sandbox.test/api/rooms?page=2&filter%5Bcity%5D=london');
    const last = (await call('/api/rooms?filter[city]=london&page=3')).json.data;
    expect(last.items).toHaveLength(2);
    const ids = new Set([...first.items, ...last.items].map((room: { id: string }) => room.id));
    expect(ids.size).toBe(12);
  });

  it('filters by move-in month, price range and amenities, and sorts by price', async () => {
    const february = (await call('/api/rooms?filter[move_in_date]=02-2027&per_page=100')).json.data;
    expect(february.items.length).toBeGreaterThan(0);
    for (const room of february.items) {
      expect(
        room.booking_periods.some((p: { start_date: string }) => p.start_date.endsWith('-02-2027')),
      ).toBe(true);
    }
    const cheap = (await call('/api/rooms?filter[price_range]=200-260&per_page=100')).json.data
      .items;
    expect(cheap.length).toBeGreaterThan(0);
    expect(
      cheap.filter(
        (room: { price: string }) => Number(room.price) < 200 || Number(room.price) > 260,
      ),
    ).toEqual([]);
    const withGym = (await call('/api/rooms?filter[amenities]=gym&per_page=100')).json.data.items;
    expect(withGym.length).toBeGreaterThan(0);
    for (const room of withGym) {
      expect(room.amenities.general).toContainEqual(
        expect.objectContaining({ name: 'gym', status: true }),
      );
    }
    const sorted = (await call('/api/rooms?sort[price]=desc&per_page=100')).json.data.items;
    const prices = sorted.map((room: { price: string }) => Number(room.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("refuses malformed filters with the API's 422", async () => {
    const { status, json } = await call('/api/rooms?filter[move_in_date]=2027-09&sort[price]=up');
    expect(status).toBe(422);
    expect(Object.keys(json.data.messages).sort()).toEqual(['filter.move_in_date', 'sort.price']);
  });

  it('serves one room, its booking periods and a property, and 404s what it does not have', async () => {
    const room = (await call('/api/rooms/room_riverside_ensuite')).json.data.item;
    expect(room).toMatchObject({
      id: 'room_riverside_ensuite',
      operator_id: 'op_northgate',
      currency: 'GBP',
    });
    const periods = (await call('/api/rooms/room_riverside_ensuite/booking-periods')).json.data
      .items;
    expect(periods).toEqual(room.booking_periods);
    const property = (await call('/api/properties/prop_riverside')).json.data.item;
    expect(property.rooms.map((r: { id: string }) => r.id)).toContain('room_riverside_ensuite');
    expect((await call('/api/rooms/room_nowhere')).status).toBe(404);
    expect((await call('/api/properties/prop_nowhere')).status).toBe(404);
  });

  it('serves the images it links to, from itself', async () => {
    const room = (await call('/api/rooms/room_riverside_ensuite')).json.data.item;
    const address = new URL(room.images[0].medium);
    expect(address.origin).toBe('http://sandbox.test');
    const image = await sandbox.handle(new Request(address));
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('Classic Ensuite');
  });
});
