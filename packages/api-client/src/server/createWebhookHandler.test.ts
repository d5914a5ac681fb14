import { describe, expect, it } from 'vitest';
import type { PartnerEvent } from '../webhookEvents.js';
import { createWebhookHandler, type WebhookHandlerOptions } from './createWebhookHandler.js';
import { createMemoryWebhookStore } from './webhookStore.js';

const TOKEN = 'whsec-registered-token';
const URL_ = 'https://partner.test/webhooks/partner-api';

/** The booking event as the API posts it. */
const BOOKING_EVENT = {
  type: 'contract.added',
  payload: {
    booking: { id: 'BK-1001', status: 'confirmed', session_token: 'cs_123' },
    booking_period: {
      id: 'bp_2026',
      startDate: '12-09-2026',
      endDate: '28-06-2027',
      contract: {
        holding_fee: '250.00',
        maximum_bookings: 1,
        instalments: 3,
        price_per_week: '289.00',
      },
    },
    room_type: { id: 'room_ensuite', name: 'Classic En-suite', property: { id: 'p1', name: 'X' } },
  },
};

function receiver(options: Partial<WebhookHandlerOptions> = {}) {
  const events: PartnerEvent[] = [];
  const logs: string[] = [];
  const handle = createWebhookHandler({
    accessToken: TOKEN,
    onEvent: (event) => {
      events.push(event);
    },
    log: (message) => logs.push(message),
    ...options,
  });
  return { handle, events, logs };
}

function delivery(
  body: unknown,
  { headers = {}, token = TOKEN }: { headers?: Record<string, string>; token?: string | null } = {},
) {
  return new Request(URL_, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A body that records whether anything read it. */
function watchedBody(text: string) {
  let read = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        read = true;
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
      // Nothing is pulled ahead of a read.
    },
    { highWaterMark: 0 },
  );
  return { stream, wasRead: () => read };
}

describe('createWebhookHandler', () => {
  it('hands a booking event to onEvent, typed, and answers 200', async () => {
    const { handle, events } = receiver();
    const response = await handle(delivery(BOOKING_EVENT));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(events).toHaveLength(1);
    const [event] = events;
    if (!event?.known || event.type !== 'contract.added') throw new Error('not a booking event');
    expect(event.payload.booking?.id).toBe('BK-1001');
    expect(event.payload.booking_period?.contract?.price_per_week).toBe('289.00');
    expect(event.payload.room_type?.name).toBe('Classic En-suite');
  });

  it('handles a redelivered event once and acknowledges the repeats', async () => {
    const { handle, events } = receiver();
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++)
      answers.push(await handle(delivery(BOOKING_EVENT)));
    expect(events).toHaveLength(1);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await answers[2]?.json()).toEqual({ received: true, duplicate: true });
    // Another booking is another event.
    const other = structuredClone(BOOKING_EVENT);
    other.payload.booking.id = 'BK-1002';
    await handle(delivery(other));
    expect(events).toHaveLength(2);
  });

  it('tells updates of one room apart by their bodies, and repeats of one update by the same', async () => {
    const { handle, events } = receiver();
    const update = (price: string) => ({ type: 'room.updated', payload: { id: 'room_1', price } });
    await handle(delivery(update('289.00')));
    await handle(delivery(update('289.00')));
    await handle(delivery(update('299.00')));
    expect(events.map((event) => (event.payload as { price: string }).price)).toEqual([
      '289.00',
      '299.00',
    ]);
  });

  it('remembers a change keyed by its body for an hour, a booking for a week', async () => {
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const { handle, events } = receiver({ store: createMemoryWebhookStore({ now: () => clock }) });
    const moved = { type: 'enquiry.updated', payload: { id: 'ENQ-1', status: 'resolved' } };
    await handle(delivery(moved));
    await handle(delivery(BOOKING_EVENT));
    clock += 30 * 60 * 1000;
    await handle(delivery(moved)); // a retry within the hour: the same event
    expect(events).toHaveLength(2);
    // An hour on, the enquiry moved back and on again: a new event with the same body.
    clock += 31 * 60 * 1000;
    await handle(delivery(moved));
    expect(events.map((event) => event.type)).toEqual([
      'enquiry.updated',
      'contract.added',
      'enquiry.updated',
    ]);
    clock += 6 * 24 * 60 * 60 * 1000;
    expect(await (await handle(delivery(BOOKING_EVENT))).json()).toEqual({
      received: true,
      duplicate: true,
    });
  });

  it('reads a known event without a payload as an empty one, rather than refusing it', async () => {
    const { handle, events } = receiver();
    expect((await handle(delivery({ type: 'room.deleted' }))).status).toBe(200);
    expect(events).toEqual([{ known: true, type: 'room.deleted', payload: {} }]);
  });

  it('lets go of a claim the store granted after the deadline, so the next delivery is handled', async () => {
    const store = createMemoryWebhookStore();
    let land = () => {};
    const landing = new Promise<void>((resolve) => {
      land = resolve;
    });
    let late: Promise<unknown> | undefined;
    const { handle, events } = receiver({
      // The first call's claim never lands in time; the calls after it must not time out too.
      timeoutMs: 1_000,
      store: {
        ...store,
        claim: (key, ttl) => {
          if (late) return store.claim(key, ttl);
          late = landing.then(() => store.claim(key, ttl));
          return late as ReturnType<typeof store.claim>;
        },
      },
    });
    expect((await handle(delivery(BOOKING_EVENT))).status).toBe(503);
    // The store grants the claim only now, after the answer: nobody is handling the event.
    land();
    await late;
    await expect.poll(async () => (await handle(delivery(BOOKING_EVENT))).status).toBe(200);
    expect(events).toHaveLength(1);
  });

  it('refuses a wrong or missing token with 401 without reading the body', async () => {
    const { handle, events } = receiver();
    for (const token of ['someone-elses-token', `${TOKEN}x`, null]) {
      const body = watchedBody(JSON.stringify(BOOKING_EVENT));
      const response = await handle(
        new Request(URL_, {
          method: 'POST',
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          body: body.stream,
          duplex: 'half',
        } as RequestInit),
      );
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(await response.json()).toEqual({ error: 'This webhook call is not authenticated.' });
      expect(body.wasRead()).toBe(false);
    }
    expect(events).toEqual([]);
  });

  it('checks every registered header, and the token too when both are given', async () => {
    const headers = { 'X-Partner-Webhook': 'hook-secret', 'X-Environment': 'production' };
    const { handle, events } = receiver({ headers });
    expect((await handle(delivery(BOOKING_EVENT, { headers }))).status).toBe(200);
    const wrong = { ...headers, 'X-Environment': 'staging' };
    expect((await handle(delivery(BOOKING_EVENT, { headers: wrong }))).status).toBe(401);
    const missing = { 'X-Partner-Webhook': 'hook-secret' };
    expect((await handle(delivery(BOOKING_EVENT, { headers: missing }))).status).toBe(401);
    expect((await handle(delivery(BOOKING_EVENT, { headers, token: 'nope' }))).status).toBe(401);
    expect(events).toHaveLength(1);

    const headersOnly = receiver({ accessToken: undefined, headers });
    expect(
      (await headersOnly.handle(delivery(BOOKING_EVENT, { headers, token: null }))).status,
    ).toBe(200);
  });

  it('reads the token from a function, for a rotated secret', async () => {
    let current = 'first-token';
    const { handle } = receiver({ accessToken: async () => current });
    expect((await handle(delivery(BOOKING_EVENT, { token: 'first-token' }))).status).toBe(200);
    current = 'second-token';
    expect((await handle(delivery(BOOKING_EVENT, { token: 'first-token' }))).status).toBe(401);
  });

  it('answers 413 past maxBodyBytes, whether the size is declared or not', async () => {
    const { handle, events } = receiver({ maxBodyBytes: 1024 });
    const large = { type: 'room.updated', payload: { id: 'r', description: 'x'.repeat(2000) } };
    const declared = await handle(delivery(large));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'The body is larger than 1024 bytes.' });

    const streamed = await handle(
      new Request(URL_, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}` },
        body: new Response(JSON.stringify(large)).body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(events).toEqual([]);
  });

  it('answers 400 to a body that is not JSON, has no type, or a known type whose payload is not an object', async () => {
    const { handle, events } = receiver();
    const cases: [unknown, string][] = [
      [
        '{"type": "contract.added", ',
        'The body is not JSON: send {"type": "...", "payload": {...}}.',
      ],
      [[1, 2], 'The body must be a JSON object: {"type": "...", "payload": {...}}.'],
      [{ payload: {} }, 'The body has no `type`: send {"type": "...", "payload": {...}}.'],
      [
        { type: 'contract.added', payload: 'BK-1' },
        'The payload of a contract.added event must be an object.',
      ],
    ];
    for (const [body, error] of cases) {
      const response = await handle(delivery(body));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(events).toEqual([]);
  });

  it('passes an event of an unknown type on as it came, never refusing it', async () => {
    const { handle, events } = receiver();
    const body = { type: 'university.added', payload: { id: 42, name: 'UCL' } };
    expect((await handle(delivery(body))).status).toBe(200);
    expect(events).toEqual([
      { known: false, type: 'university.added', payload: { id: 42, name: 'UCL' } },
    ]);
  });

  it('reads a booking tolerantly: a field of another type is dropped, not a refusal', async () => {
    const { handle, events } = receiver();
    const odd = structuredClone(BOOKING_EVENT) as Record<string, unknown> & typeof BOOKING_EVENT;
    (odd.payload as Record<string, unknown>).room_type = 'room_ensuite';
    (odd.payload.booking as Record<string, unknown>).status = { code: 3 };
    expect((await handle(delivery(odd))).status).toBe(200);
    const [event] = events;
    if (!event?.known || event.type !== 'contract.added') throw new Error('not a booking event');
    expect(event.payload.room_type).toBeUndefined();
    expect(event.payload.booking?.status).toBeUndefined();
    expect(event.payload.booking?.id).toBe('BK-1001');
  });

  it('answers 500 when onEvent throws, and handles the redelivery as new', async () => {
    let failures = 1;
    const handled: string[] = [];
    const { handle, logs } = receiver({
      onEvent: () => {
        if (failures-- > 0) throw new Error('database unavailable');
        handled.push('BK-1001');
      },
    });
    const failed = await handle(delivery(BOOKING_EVENT));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      error: 'The event could not be handled: send it again.',
    });
    expect(logs).toEqual(['createWebhookHandler: `onEvent` threw; the call was answered 500.']);
    expect((await handle(delivery(BOOKING_EVENT))).status).toBe(200);
    expect(await (await handle(delivery(BOOKING_EVENT))).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect(handled).toEqual(['BK-1001']);
  });

  it('answers 503 when onEvent outlives the deadline, and remembers it once it finishes', async () => {
    let finish = () => {};
    const calls: number[] = [];
    const { handle } = receiver({
      // Long enough that a redelivery, checked under load, answers before its own deadline: only
      // onEvent, which never ends until told, outlives it.
      timeoutMs: 1_000,
      onEvent: () =>
        new Promise<void>((resolve) => {
          calls.push(calls.length);
          finish = resolve;
        }),
    });
    const late = await handle(delivery(BOOKING_EVENT));
    expect(late.status).toBe(503);
    expect(late.headers.get('Retry-After')).toBe('10');
    // While it still runs, a redelivery waits its turn rather than running it twice.
    expect((await handle(delivery(BOOKING_EVENT))).status).toBe(409);
    finish();
    await expect
      .poll(async () => (await handle(delivery(BOOKING_EVENT))).json())
      .toEqual({ received: true, duplicate: true });
    expect(calls).toHaveLength(1);
  });

  it('answers 503 when the store fails, so the sender tries again', async () => {
    const { handle, events, logs } = receiver({
      store: {
        ...createMemoryWebhookStore(),
        claim: async () => {
          throw new Error('connection refused');
        },
      },
    });
    const response = await handle(delivery(BOOKING_EVENT));
    expect(response.status).toBe(503);
    expect(events).toEqual([]);
    expect(logs).toEqual(['createWebhookHandler: the store failed; the call was answered 503.']);
  });

  it('takes POST only', async () => {
    const { handle } = receiver();
    const response = await handle(
      new Request(URL_, { headers: { Authorization: `Bearer ${TOKEN}` } }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });

  it('refuses to receive anything without a token or headers, naming both options, logged once', async () => {
    const { handle, logs, events } = receiver({ accessToken: undefined });
    for (let call = 0; call < 2; call++) {
      const response = await handle(delivery(BOOKING_EVENT));
      expect(response.status).toBe(500);
      expect((await response.json()).error).toContain('Give `accessToken` or `headers`');
    }
    expect(logs).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('names a malformed option without echoing its value', async () => {
    const { handle } = receiver({
      accessToken: 'Bearer secret-value',
      headers: { Authorization: 'x', 'X-Hook': 'two\nlines' },
    });
    const { error } = await (await handle(delivery(BOOKING_EVENT))).json();
    expect(error).toContain('`accessToken` holds spaces or control characters');
    expect(error).toContain('is Authorization (give that as `accessToken`)');
    expect(error).toContain('`headers` has no usable value for "X-Hook"');
    expect(error).not.toContain('secret-value');
    expect(error).not.toContain('two');
  });
});
