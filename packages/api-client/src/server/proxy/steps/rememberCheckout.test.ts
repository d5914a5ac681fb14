import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox } from '@unistay/sandbox';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer } from '../../../../test/redisServer.js';
import { RENEWING_HEADER, START_ANEW_HEADER } from '../../../checkout.js';
import { createPartnerProxy, type PartnerProxyOptions } from '../../createPartnerProxy.js';
import {
  type CheckoutStore,
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
} from '../../rateLimit.js';
import { toNodeListener } from '../../toNodeListener.js';

/**
 * The partner's server as the record of each visitor's checkout (issue: one card payment per
 * room, whatever the browser remembers): the proxy in front of the real sandbox, asked as a
 * browser's tabs ask it, with the sandbox's own record of payments and bookings as the judge.
 */

const ROOM = 'room_riverside_ensuite';
const OPERATOR = 'op_northgate';
const PERIODS = ['bp_riverside_ensuite_51', 'bp_riverside_ensuite_44'] as const;
const ORIGIN = 'https://partner.example';

/** The sandbox behind a proxy, and what reached the sandbox's checkout start. */
function partnerServer(
  options:
    | Partial<PartnerProxyOptions>
    | ((partner: { accessToken: string }) => Partial<PartnerProxyOptions>) = {},
) {
  const sandbox = createSandbox();
  const [partner] = sandbox.partners;
  const own =
    typeof options === 'function' ? options({ accessToken: partner?.accessToken ?? '' }) : options;
  let starts = 0;
  let completions = 0;
  const logged: string[] = [];
  const proxy = createPartnerProxy({
    upstream: 'https://partner-api.test',
    partnerId: partner?.partnerId ?? '',
    accessToken: partner?.accessToken ?? '',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/checkout')) completions += 1;
      if (new URL(request.url).pathname.endsWith('/checkout/start')) {
        starts += 1;
        // As long as the API takes to start a session, so that tabs starting together overlap.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return sandbox.handle(request);
    },
    log: (message) => logged.push(message),
    ...own,
  });
  return { sandbox, proxy, logged, starts: () => starts, completions: () => completions };
}

/** What the proxy answered, as these tests read it: a session, a booking or a refusal. */
interface Answered {
  code?: number | string;
  message?: string;
  data: {
    [key: string]: unknown;
    session_token: string;
    booking_id: string;
    card_provider: { client_secret: string };
  };
}

/** A browser: its cookie jar, shared by its tabs, as a browser keeps it (by name). */
function browser(proxy: (request: Request) => Promise<Response>) {
  const jar = new Map<string, string>();
  const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await proxy(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
        body: JSON.stringify(body),
      }),
    );
    for (const set of answer.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const json = (await answer.json()) as Answered;
    return { status: answer.status, json, cookies: answer.headers.getSetCookie() };
  };
  return {
    jar,
    start: (period: string = PERIODS[0], headers?: Record<string, string>) =>
      send(
        `/api/rooms/${ROOM}/checkout/start`,
        { booking_period_id: period, operator_id: OPERATOR },
        headers,
      ),
    complete: (sessionToken: string, headers?: Record<string, string>) =>
      send(
        `/api/rooms/${ROOM}/checkout`,
        {
          session_token: sessionToken,
          paying_in_instalments: false,
          has_uk_based_guarantor: false,
          is_using_scheme: false,
          resident_details: RESIDENT,
          supporting_contact_details: { ...RESIDENT, first_name: 'Ngozi', relationship: 'Mother' },
          course_details: {
            university: 'University of Leeds',
            year_of_study: 'Foundation',
            course_title: 'Law',
          },
        },
        headers,
      ),
  };
}

const RESIDENT = {
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

/** Pays a session's payment with a sandbox test card, as the card fields would. */
async function pay(
  sandbox: ReturnType<typeof createSandbox>,
  session: { card_provider: { client_secret: string } },
  card: string,
) {
  const secret = session.card_provider.client_secret;
  const id = secret.split('_secret_')[0];
  const answer = await sandbox.handle(
    new Request(`https://partner-api.test/__sandbox/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_secret: secret, card_number: card }),
    }),
  );
  expect(answer.status).toBe(200);
}

/** Every card payment the sandbox took, by room and period: the record that counts money. */
async function charges(sandbox: ReturnType<typeof createSandbox>) {
  const answer = await sandbox.handle(new Request('https://partner-api.test/__sandbox/payments'));
  const { payments } = (await answer.json()) as {
    payments: { room_id: string; booking_period_id: string; charges: number }[];
  };
  return payments.reduce((sum, payment) => sum + payment.charges, 0);
}

describe('the proxy keeps each visitor’s checkout', () => {
  it('gives every tab of one visitor the same session for a room and dates: one start reaches the API', async () => {
    const { proxy, starts } = partnerServer();
    const student = browser(proxy);
    const first = await student.start();
    expect(first.status).toBe(201);
    expect(first.cookies.join('\n')).toMatch(
      /unistay_visitor=\d+\.[\w-]{22}\.[\w-]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure$/m,
    );
    // A session this server keeps says its age, 0 as it starts: the page knows the server decides.
    expect(first.json.data.session_age_ms).toBe(0);
    const tabs = await Promise.all([student.start(), student.start(), student.start()]);
    for (const tab of tabs) {
      expect(tab.status).toBe(201);
      // The same session, with how long ago it began, so each page renews it in time.
      expect(tab.json.data).toEqual({
        ...first.json.data,
        session_age_ms: expect.any(Number),
      });
      expect(tab.json.data.session_age_ms).toBeLessThan(5_000);
    }
    expect(starts()).toBe(1);
  });

  it('of tabs that start at the same moment, one starts the session and the others are given it', async () => {
    const { proxy, starts } = partnerServer();
    const student = browser(proxy);
    await student.start(PERIODS[1]); // a visitor with a cookie, and a session for other dates
    const together = await Promise.all(Array.from({ length: 6 }, () => student.start()));
    const tokens = new Set(together.map((tab) => tab.json.data?.session_token));
    expect(together.map((tab) => tab.status)).toEqual(Array(6).fill(201));
    expect(tokens.size).toBe(1);
    expect(starts()).toBe(2);
  });

  it('a cookie missing, forged, expired or from another partner is a new visitor, never an error nor another’s checkout', async () => {
    const { proxy, starts } = partnerServer();
    const student = browser(proxy);
    const theirs = await student.start();
    const [, value = ''] = (student.jar.get('unistay_visitor') ?? '').match(/^(.*)$/) ?? [];
    const [expires, id, signature] = value.split('.');
    const other = partnerServer({ accessToken: 'another-partner-token' });
    const elsewhere = browser(other.proxy);
    await elsewhere.start();
    const strangers = [
      '',
      `${expires}.${id}.${signature?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${Number(expires) + 1000}.${id}.${signature}`,
      `1000.${id}.${signature}`,
      elsewhere.jar.get('unistay_visitor') ?? '',
      'x'.repeat(5000),
    ];
    for (const stranger of strangers) {
      const visit = browser(proxy);
      if (stranger) visit.jar.set('unistay_visitor', stranger);
      const started = await visit.start();
      expect(started.status).toBe(201);
      expect(started.json.data.session_token).not.toBe(theirs.json.data.session_token);
      expect(visit.jar.get('unistay_visitor')).not.toBe(stranger);
    }
    expect(starts()).toBe(1 + strangers.length);
  });

  it('starts other dates while the payment is unpaid, and refuses to while it is under way or taken (409 with that session)', async () => {
    const { proxy, sandbox, starts } = partnerServer();
    const student = browser(proxy);
    const first = (await student.start(PERIODS[0])).json.data;
    // Unpaid: the other dates start a session of their own.
    const second = await student.start(PERIODS[1]);
    expect(second.status).toBe(201);
    expect(second.json.data.session_token).not.toBe(first.session_token);
    // Waiting for the bank: no other session, but the one to finish.
    await pay(sandbox, second.json.data, '4000002500003155');
    const waiting = await student.start(PERIODS[0]);
    expect(waiting.status).toBe(409);
    expect(waiting.json.code).toBe('payment_under_way');
    expect(waiting.json.data).toMatchObject({
      payment_status: 'requires_action',
      booking_period_id: PERIODS[1],
      checkout: { ...second.json.data, session_age_ms: expect.any(Number) },
    });
    // Taken: still none, but its booking to complete.
    await pay(sandbox, second.json.data, '4242424242424242');
    const taken = await student.start(PERIODS[0]);
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({
      code: 'payment_taken',
      data: {
        booking_period_id: PERIODS[1],
        checkout: { ...second.json.data, session_age_ms: expect.any(Number) },
      },
    });
    // A payment still processing is one under way too.
    const other = browser(proxy);
    const processing = (await other.start(PERIODS[0])).json.data;
    await pay(sandbox, processing, '4000000000000077');
    const meanwhile = await other.start(PERIODS[1]);
    expect(meanwhile.json.data).toMatchObject({ payment_status: 'processing' });
    expect(starts()).toBe(3);
    expect(await charges(sandbox)).toBe(1);
  });

  it('a booking made is answered to a start of the same dates for an hour, though other dates were started since; “book it again” starts afresh', async () => {
    const { proxy, sandbox, starts } = partnerServer();
    const student = browser(proxy);
    const session = (await student.start()).json.data;
    await pay(sandbox, session, '4242424242424242');
    const booked = await student.complete(session.session_token);
    expect(booked.status).toBe(201);
    const bookingId = booked.json.data.booking_id;

    const again = await student.start();
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: 'checkout_booked',
      data: { booking_id: bookingId, booking_period_id: PERIODS[0] },
    });
    // Other dates start afresh, and the booked dates are still told of once they have.
    expect((await student.start(PERIODS[1])).status).toBe(201);
    expect((await student.start(PERIODS[0])).json).toMatchObject({
      code: 'checkout_booked',
      data: { booking_id: bookingId, booking_period_id: PERIODS[0] },
    });
    // Another student on the same computer: a new session, its payment a new one.
    const fresh = await student.start(PERIODS[0], { [START_ANEW_HEADER]: 'true' });
    expect(fresh.status).toBe(201);
    expect(fresh.json.data.session_token).not.toBe(session.session_token);
    // And the tabs after it are given that new session, not the booking.
    expect((await student.start()).json.data.session_token).toBe(fresh.json.data.session_token);
    expect(starts()).toBe(3);
    expect(await charges(sandbox)).toBe(1);
  });

  it('a session other dates replaced is read before its dates start again: paid in a tab that held it, it is resumed and its booking told of', async () => {
    const { proxy, sandbox, starts } = partnerServer();
    const student = browser(proxy);
    const first = (await student.start(PERIODS[0])).json.data;
    // Other dates, the first still unpaid: it is replaced, and a tab that held it pays it.
    expect((await student.start(PERIODS[1])).status).toBe(201);
    await pay(sandbox, first, '4242424242424242');
    const again = await student.start(PERIODS[0]);
    expect(again.json).toMatchObject({
      code: 'payment_taken',
      data: { booking_period_id: PERIODS[0], checkout: { session_token: first.session_token } },
    });
    const booked = await student.complete(first.session_token);
    expect(booked.status).toBe(201);
    expect((await student.start(PERIODS[0])).json).toMatchObject({
      code: 'checkout_booked',
      data: { booking_id: booked.json.data.booking_id, booking_period_id: PERIODS[0] },
    });
    expect(starts()).toBe(2);
    expect(await charges(sandbox)).toBe(1);
  });

  it('a completion answered “already completed” names the booking the proxy recorded', async () => {
    const { proxy, sandbox } = partnerServer();
    const student = browser(proxy);
    const session = (await student.start()).json.data;
    await pay(sandbox, session, '4242424242424242');
    const made = await student.complete(session.session_token);
    const replay = await student.complete(session.session_token);
    expect(replay.status).toBe(400);
    // The API does not name the booking again; the proxy, which recorded it, does.
    expect(replay.json.data.booking_id).toBe(made.json.data.booking_id);
    const again = await student.start();
    expect(again.json.data.booking_id).toBe(made.json.data.booking_id);
  });

  it('completes only a session it started for this visitor: another browser’s script is refused without reaching the API, a person is let through', async () => {
    const { proxy, sandbox, completions } = partnerServer();
    const student = browser(proxy);
    const session = (await student.start()).json.data;
    await pay(sandbox, session, '4242424242424242');
    // 120 completions of the student's session from a script's own browser (and with no cookie):
    // refused, and none reaches the API.
    const script = browser(proxy);
    await script.start(PERIODS[1]);
    const refusals = await Promise.all(
      Array.from({ length: 120 }, () => script.complete(session.session_token)),
    );
    expect(new Set(refusals.map((answer) => answer.status))).toEqual(new Set([403]));
    expect(refusals[0]?.json.code).toBe('checkout_not_started_here');
    expect(refusals[0]?.json.message).toMatch(/contact us with your payment reference/);
    expect((await browser(proxy).complete(session.session_token)).status).toBe(403);
    expect(completions()).toBe(0);
    // The student who started it completes it, in any of their tabs.
    const made = await student.complete(session.session_token);
    expect([made.status, completions()]).toEqual([201, 1]);

    // With a human check, a student whose record is gone (cookies cleared while paying, a store
    // restarted) completes their paid session once the check is passed.
    const checked = partnerServer({ humanCheck: { verify: async (token) => token === 'person' } });
    const paying = browser(checked.proxy);
    const paid = (await paying.start(PERIODS[0], { 'X-Unistay-Human-Token': 'person' })).json.data;
    await pay(checked.sandbox, paid, '4242424242424242');
    const cleared = browser(checked.proxy);
    const asked = await cleared.complete(paid.session_token);
    expect([asked.status, asked.json.code]).toEqual([403, 'human_check_required']);
    const robot = await cleared.complete(paid.session_token, { 'X-Unistay-Human-Token': 'bot' });
    expect([robot.status, robot.json.code]).toEqual([403, 'human_check_failed']);
    expect(checked.completions()).toBe(0);
    const person = await cleared.complete(paid.session_token, {
      'X-Unistay-Human-Token': 'person',
    });
    expect([person.status, checked.completions()]).toEqual([201, 1]);
    expect(person.json.data.booking_id).toMatch(/\S/);
  });

  it('tells a route of the partner’s own whether this browser started a session: never for another student’s', async () => {
    const { proxy } = partnerServer();
    const student = browser(proxy);
    const { session_token } = (await student.start()).json.data;
    const other = browser(proxy);
    await other.start();
    const asking = (jar: Map<string, string>) =>
      new Request(`${ORIGIN}/measurement/checkout`, {
        method: 'POST',
        headers: { Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
    const session = { roomId: ROOM, sessionToken: session_token };
    expect(await proxy.checkoutStartedBy(asking(student.jar), session)).toBe(true);
    expect(await proxy.checkoutStartedBy(asking(other.jar), session)).toBe(false);
    expect(await proxy.checkoutStartedBy(asking(new Map()), session)).toBe(false);
    expect(
      await proxy.checkoutStartedBy(asking(student.jar), { ...session, roomId: 'room_other' }),
    ).toBe(false);
  });

  it('a rule keyed by the session token limits one session’s completions, as proxy.md shows', async () => {
    const { proxy, completions } = partnerServer({
      rateLimit: {
        rules: {
          name: 'completions',
          routes: ['checkout.complete'],
          max: 3,
          windowMs: 600_000,
          key: (_request, { body }) =>
            typeof body?.session_token === 'string' ? body.session_token : null,
        },
      },
    });
    const student = browser(proxy);
    const session = (await student.start()).json.data;
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await student.complete(session.session_token)).status);
    // Unpaid: the API refuses each; past three, the proxy does, without asking it.
    expect(answers.slice(3)).toEqual([429, 429]);
    expect(completions()).toBe(3);
  });

  it('a page renewing its unpaid session is given a new one once the payment reads unpaid, never while it is under way; two tabs renewing together, one', async () => {
    const { proxy, sandbox, starts } = partnerServer();
    const student = browser(proxy);
    const first = (await student.start()).json.data;
    const renewing = { [RENEWING_HEADER]: first.session_token };
    const renewed = await student.start(PERIODS[0], renewing);
    expect(renewed.status).toBe(201);
    expect(renewed.json.data.session_token).not.toBe(first.session_token);
    // Another tab renewing the same session a moment later is given the renewed one.
    const late = await student.start(PERIODS[0], renewing);
    expect(late.json.data.session_token).toBe(renewed.json.data.session_token);
    await pay(sandbox, renewed.json.data, '4000002500003155');
    const refused = await student.start(PERIODS[0], {
      [RENEWING_HEADER]: renewed.json.data.session_token,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.data).toMatchObject({ payment_status: 'requires_action' });
    expect(starts()).toBe(2);
  });

  it('past the session’s age the payment is read first; unpaid, a new session starts', async () => {
    const { proxy, starts } = partnerServer({ checkout: { sessionMaxAgeMs: 1 } });
    const student = browser(proxy);
    const first = (await student.start()).json.data;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await student.start();
    expect(second.status).toBe(201);
    expect(second.json.data.session_token).not.toBe(first.session_token);
    expect(starts()).toBe(2);
  });

  it('a store that fails, or a payment whose status cannot be read, closes the checkout: 503, no second session', async () => {
    const failing: CheckoutStore = {
      readCheckout: () => Promise.reject(new Error('down')),
      claimCheckout: () => Promise.reject(new Error('down')),
      keepCheckout: () => Promise.reject(new Error('down')),
      releaseCheckout: () => Promise.reject(new Error('down')),
    };
    const down = partnerServer({ checkout: { store: failing } });
    const refused = await browser(down.proxy).start();
    expect(refused.status).toBe(503);
    expect(refused.json.code).toBe('checkout_unsafe');
    expect(refused.json.message).toMatch(/cannot be started safely.*Nothing has been paid/);
    expect(down.starts()).toBe(0);
    expect(down.logged.join('\n')).toContain('checkout.store');

    // Started, but not kept: not given either, or the next tab would start a second session.
    const memory = createMemoryRateLimitStore();
    const forgetful = partnerServer({
      checkout: {
        store: { ...memory, keepCheckout: () => Promise.reject(new Error('read-only')) },
      },
    });
    const unkept = await browser(forgetful.proxy).start();
    expect(unkept.status).toBe(503);
    expect(unkept.json.code).toBe('checkout_unsafe');

    const unread = partnerServer({
      checkout: { paymentStatus: () => Promise.reject(new Error('provider down')) },
    });
    const student = browser(unread.proxy);
    await student.start(PERIODS[0]);
    const other = await student.start(PERIODS[1]);
    expect(other.status).toBe(503);
    expect(unread.starts()).toBe(1);
    expect(unread.logged.join('\n')).toContain('checkout.paymentStatus');
  });

  it('without a secret to sign visitors by, the checkout answers 500 naming the option; the forms go on', async () => {
    const { proxy, starts } = partnerServer((partner) => ({
      accessToken: async () => partner.accessToken,
    }));
    const refused = await browser(proxy).start();
    expect(refused.status).toBe(500);
    expect(refused.json.message).toContain('checkout.cookieSecret');
    expect(starts()).toBe(0);
    const read = await proxy(new Request(`${ORIGIN}/api/rooms/${ROOM}`));
    expect(read.status).toBe(200);
  });
});

describe('the checkout kept across instances, in Redis, over real HTTP', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const closers: (() => void)[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    for (const close of closers) close();
    await redis?.stop();
  });

  async function instance(sandbox: ReturnType<typeof createSandbox>, store: CheckoutStore) {
    const [partner] = sandbox.partners;
    const proxy = createPartnerProxy({
      upstream: 'https://partner-api.test',
      partnerId: partner?.partnerId ?? '',
      accessToken: partner?.accessToken ?? '',
      fetch: async (input, init) => {
        // As long as the API takes to start a session, so that tabs starting together overlap.
        if (String(input).endsWith('/checkout/start'))
          await new Promise((ok) => setTimeout(ok, 20));
        return sandbox.handle(new Request(input, init));
      },
      checkout: { store },
      log: () => {},
    });
    const server: Server = createServer(toNodeListener(proxy));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => {
      server.closeAllConnections();
      server.close();
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('two instances sharing one Redis give a visitor’s tabs one session, whichever instance each reaches', async () => {
    const sandbox = createSandbox();
    const client = new Redis(redis.url, { lazyConnect: true });
    client.on('error', () => {});
    await client.connect();
    closers.push(() => client.disconnect());
    const store = createRedisRateLimitStore(client, { prefix: `test:${Date.now()}:` });
    const instances = [await instance(sandbox, store), await instance(sandbox, store)];
    let cookie = '';
    const start = async (base: string, period: string = PERIODS[0]) => {
      const answer = await fetch(`${base}/api/rooms/${ROOM}/checkout/start`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify({ booking_period_id: period, operator_id: OPERATOR }),
      });
      const visitor = answer.headers
        .getSetCookie()
        .find((set) => set.startsWith('unistay_visitor='));
      cookie = visitor?.split(';')[0] ?? cookie;
      return { status: answer.status, json: (await answer.json()) as Answered };
    };
    // Other dates first: the tabs then replace that session together, through both instances.
    await start(instances[0] as string, PERIODS[1]);
    const tabs = await Promise.all(
      Array.from({ length: 8 }, (_, tab) => start(instances[tab % 2] as string)),
    );
    const tokens = new Set(tabs.map((tab) => tab.json.data.session_token));
    expect(tokens.size).toBe(1);
    expect((await start(instances[1] as string)).json.data.session_token).toBe([...tokens][0]);
    const answer = await sandbox.handle(new Request('https://partner-api.test/__sandbox/payments'));
    expect(((await answer.json()) as { payments: unknown[] }).payments).toHaveLength(2);
  });

  it('the memory store keeps a record it has not forgotten: full of them, it refuses a new one rather than forget one', async () => {
    const store = createMemoryRateLimitStore({ maxKeys: 2 });
    expect(await store.claimCheckout('a', null, 60_000)).toBe(true);
    await store.keepCheckout('a', '{"a":1}', 60_000);
    expect(await store.claimCheckout('a', null, 60_000)).toBe(false);
    expect(await store.claimCheckout('a', '{"a":1}', 60_000)).toBe(true);
    await store.keepCheckout('b', '{"b":1}', 60_000);
    await expect(store.claimCheckout('c', null, 60_000)).rejects.toThrow(/as many checkouts/);
    expect(await store.readCheckout('b')).toEqual({ state: 'kept', value: '{"b":1}' });
  });

  it('the memory store full of checkouts looks at a few of them for room, however many it holds: refused while those live, it reaches an expired one in a few starts', async () => {
    let clock = 0;
    const store = createMemoryRateLimitStore({ maxKeys: 1_000, now: () => clock });
    // The oldest hundreds live a day; behind them, one that lived a minute.
    for (let index = 0; index < 999; index++) await store.keepCheckout(`day ${index}`, '{}', 864e5);
    await store.keepCheckout('minute', '{}', 60_000);
    clock = 120_000;
    // The first start looks at the oldest few, all live: refused (503), not a scan of the store.
    await expect(store.claimCheckout('new', null, 60_000)).rejects.toThrow(/as many checkouts/);
    // Those it looked at went to the back: the next starts look at others, and find room.
    let claimed = false;
    for (let attempt = 0; attempt < 40 && !claimed; attempt++) {
      claimed = await store.claimCheckout('new', null, 60_000).catch(() => false);
    }
    expect(claimed).toBe(true);
    expect(await store.readCheckout('day 0')).toEqual({ state: 'kept', value: '{}' });
  });
});
