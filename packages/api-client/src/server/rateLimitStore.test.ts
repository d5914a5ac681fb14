import type { Server } from 'node:http';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer } from '../../test/redisServer.js';
import { serveOnLoopback } from '../../test/serveOnLoopback.js';
import { HUMAN_TOKEN_HEADER } from '../humanToken.js';
import { createPartnerProxy, type PartnerProxyOptions } from './createPartnerProxy.js';
import {
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  type DuplicateStore,
  emailInBody,
  type RateLimitStore,
} from './rateLimit.js';
import type { RedisClientLike } from './redisClient.js';
import { clientAddress } from './toNodeListener.js';

/**
 * The proxy's limits held across instances: two proxies, each on its own HTTP port and its own
 * Redis connection, sharing one count in a real `redis-server`, through node-redis and ioredis.
 */

type Redis2 = Awaited<ReturnType<typeof startRedisServer>>;
let redis: Redis2;
/** How each client opened here is closed: at once, whether or not its server is still there. */
const closers: (() => void)[] = [];
const servers: Server[] = [];

/** A connected client of `library`, closed after the file's tests; its errors are expected here. */
async function connect(library: 'node-redis' | 'ioredis', url = redis.url) {
  if (library === 'node-redis') {
    const client = createClient({ url });
    client.on('error', () => {});
    await client.connect();
    closers.push(() => client.destroy());
    return client as RedisClientLike;
  }
  const client = new Redis(url, { lazyConnect: true });
  client.on('error', () => {});
  await client.connect();
  closers.push(() => client.disconnect());
  return client;
}

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  for (const close of closers) close();
  await redis?.stop();
});

/** Counts what reaches the API, and answers as it does. */
function countingUpstream() {
  const calls: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    calls.push(String(input));
    return Response.json({ success: true, code: 0, message: 'OK', data: { enquiry_id: 'E1' } });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

/** A proxy served over HTTP on a free loopback port; resolves with its address. */
async function serve(options: Partial<PartnerProxyOptions> & Pick<PartnerProxyOptions, 'fetch'>) {
  const proxy = createPartnerProxy({
    upstream: 'https://partner-api.test',
    partnerId: 'partner-1',
    accessToken: 'token-1',
    log: () => {},
    ...options,
  });
  return serveOnLoopback(proxy, servers);
}

const enquiry = (origin: string, email = 'amara@example.com', headers = {}) =>
  fetch(`${origin}/api/enquiries/general`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email, first_name: 'Amara', message: 'Is there a room?' }),
  });

let run = 0;
const prefix = () => `test:${++run}:`;

describe.each(['node-redis', 'ioredis'] as const)('Redis through %s', (library) => {
  it('lets max of 50 concurrent requests through two instances (more only as the time taken refills), then max again after the window', async () => {
    const upstream = countingUpstream();
    // One request refills every 300 ms: a burst answered within that passes exactly 10, and on a
    // slow machine each 300 ms the burst takes may let one more through, as GCRA should.
    const windowMs = 3000;
    const rule = (store: RateLimitStore) => ({ windowMs, max: 10, key: () => 'one client', store });
    const storePrefix = prefix();
    const [first, second] = await Promise.all([
      serve({
        fetch: upstream.fetch,
        rateLimit: {
          rules: rule(createRedisRateLimitStore(await connect(library), { prefix: storePrefix })),
        },
      }),
      serve({
        fetch: upstream.fetch,
        rateLimit: {
          rules: rule(createRedisRateLimitStore(await connect(library), { prefix: storePrefix })),
        },
      }),
    ]);

    /** Fifty at once across both instances: as many pass as GCRA allows in the time taken. */
    const burst = async () => {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => enquiry(index % 2 ? first : second)),
      );
      const refilled = Math.floor((performance.now() - started) / (windowMs / 10));
      const passed = answers.filter((answer) => answer.status === 200).length;
      expect(passed).toBeGreaterThanOrEqual(10);
      expect(passed).toBeLessThanOrEqual(10 + refilled);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(50 - passed);
      return { answers, passed };
    };
    const { answers, passed } = await burst();
    expect(upstream.calls).toHaveLength(passed);
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused?.json()).toMatchObject({ success: false, code: 429 });

    await new Promise((resolve) => setTimeout(resolve, windowMs + 100));
    const again = await burst();
    expect(upstream.calls).toHaveLength(passed + again.passed);
  });

  it('limits one email address however many clients send for it, and keeps long keys short', async () => {
    const upstream = countingUpstream();
    const client = await connect(library);
    const store = createRedisRateLimitStore(client, { prefix: prefix() });
    const origin = await serve({
      fetch: upstream.fetch,
      rateLimit: {
        rules: [
          {
            windowMs: 60_000,
            max: 100,
            key: (request) => clientAddress(request, { trustedProxies: 1 }) ?? null,
            store,
          },
          {
            windowMs: 60_000,
            max: 2,
            key: emailInBody,
            store,
            routes: ['enquiries.createGeneral'],
          },
        ],
      },
    });
    const from = (address: string, email: string) =>
      enquiry(origin, email, { 'X-Forwarded-For': address });
    const statuses = [
      (await from('203.0.113.1', 'amara@example.com')).status,
      (await from('203.0.113.2', ' Amara@Example.com ')).status,
      (await from('203.0.113.3', 'AMARA@example.com')).status,
      (await from('203.0.113.4', 'finn@example.com')).status,
    ];
    expect(statuses).toEqual([200, 200, 429, 200]);

    // An email of 60 000 characters is counted under a hash, not a key as long.
    const long = `${'a'.repeat(60_000)}@example.com`;
    expect((await from('203.0.113.5', long)).status).toBe(200);
    const send = (args: string[]) =>
      'call' in client
        ? client.call(args[0] as string, ...args.slice(1))
        : client.sendCommand(args);
    const keys = (await send(['KEYS', '*'])) as string[];
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThan(300);
  });

  it('answers the same enquiry sent again, through either instance, with the first answer, and sends each only once', async () => {
    let next = 0;
    let failNext = false;
    const sent: string[] = [];
    const fetch = (async (_input: string | URL | Request, init?: RequestInit) => {
      sent.push(String(init?.body));
      if (failNext) {
        failNext = false;
        return Response.json({ success: false, code: 503, message: 'Down' }, { status: 503 });
      }
      next += 1;
      return Response.json(
        { success: true, code: 201, message: 'Created', data: { enquiry_id: `E${next}` } },
        { status: 201 },
      );
    }) as typeof globalThis.fetch;
    const storePrefix = prefix();
    const deduplicate = async () => ({
      windowMs: 60_000,
      store: createRedisRateLimitStore(await connect(library), { prefix: storePrefix }),
    });
    const [first, second] = await Promise.all([
      serve({ fetch, deduplicate: await deduplicate() }),
      serve({ fetch, deduplicate: await deduplicate() }),
    ]);
    const idOf = async (answer: Response) =>
      ((await answer.json()) as { data: { enquiry_id: string } }).data.enquiry_id;

    const original = await enquiry(first, 'amara@example.com');
    expect(original.status).toBe(201);
    const again = await enquiry(second, '  AMARA@example.com ');
    expect(again.status).toBe(201);
    expect(await idOf(again)).toBe(await idOf(original));
    expect(sent).toHaveLength(1);

    // Another sender is another enquiry.
    expect(await idOf(await enquiry(first, 'finn@example.com'))).toBe('E2');
    // One the API refused is forgotten: sent again, it goes to the API again.
    failNext = true;
    expect((await enquiry(first, 'lucia@example.com')).status).toBe(503);
    expect((await enquiry(second, 'lucia@example.com')).status).toBe(201);
    expect(sent).toHaveLength(4);

    // Five of the same at once, across both: the API hears of one.
    const same = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        enquiry(index % 2 ? first : second, 'noor@example.com'),
      ),
    );
    expect(sent).toHaveLength(5);
    expect(same.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(same.every((answer) => answer.status === 201 || answer.status === 429)).toBe(true);
  });

  it("with Redis gone, lets requests through or refuses them as onStoreError says, within the store's second", async () => {
    const own = await startRedisServer();
    const upstream = countingUpstream();
    const logged: string[] = [];
    const options = async (onStoreError: 'allow' | 'deny') => ({
      fetch: upstream.fetch,
      log: (message: string) => logged.push(message),
      rateLimit: {
        onStoreError,
        rules: {
          windowMs: 60_000,
          max: 100,
          key: () => 'one client',
          store: createRedisRateLimitStore(await connect(library, own.url), { prefix: prefix() }),
        },
      },
    });
    const allowing = await serve(await options('allow'));
    const denying = await serve(await options('deny'));
    expect((await enquiry(allowing)).status).toBe(200);
    expect((await enquiry(denying)).status).toBe(200);

    await own.stop();
    const started = performance.now();
    const [allowed, denied] = await Promise.all([enquiry(allowing), enquiry(denying)]);
    const tookMs = performance.now() - started;
    expect(allowed.status).toBe(200);
    expect(denied.status).toBe(503);
    expect(denied.headers.get('retry-after')).toBe('5');
    expect(tookMs).toBeLessThan(5000);
    // Logged, and not again for the next request.
    expect((await enquiry(allowing)).status).toBe(200);
    expect(logged.filter((message) => message.includes('rate limit store'))).toHaveLength(2);
  });
});

describe('every guard with its store failing', () => {
  /** One Redis behind every guard, as the guide sets them up; each answer 1.5 s late once `slow`. */
  async function guarded() {
    const own = await startRedisServer();
    const client = (await connect('node-redis', own.url)) as {
      sendCommand(args: string[]): Promise<unknown>;
    };
    const lag = { slow: false };
    const late: RedisClientLike = {
      sendCommand: async (args: string[]) => {
        if (lag.slow) await new Promise((resolve) => setTimeout(resolve, 1500));
        return client.sendCommand(args);
      },
    };
    const store = createRedisRateLimitStore(late, { prefix: prefix() });
    const upstream = countingUpstream();
    const address = await serve({
      fetch: upstream.fetch,
      rateLimit: { rules: { windowMs: 60_000, max: 100, key: () => 'one client', store } },
      humanCheck: { verify: (token) => token === 'person', passStore: store },
      deduplicate: { windowMs: 60_000, store },
    });
    // A student passes the check while the store answers: her pass works.
    const first = await enquiry(address, 'amara@example.com', PERSON);
    const pass = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect((await enquiry(address, 'amara@example.com', { Cookie: pass })).status).toBe(200);
    expect(upstream.calls).toHaveLength(1);
    return { own, lag, upstream, address, pass };
  }
  const PERSON = { [HUMAN_TOKEN_HEADER]: 'person' };

  it('asks a store that failed again only a few seconds later: one request waits its second, not each request for each guard', async () => {
    let asked = 0;
    const never = <T>() => {
      asked += 1;
      return new Promise<T>(() => {});
    };
    const silent: RateLimitStore & DuplicateStore = {
      take: never,
      claimDuplicate: never,
      keepAnswer: never,
      releaseDuplicate: never,
    };
    const upstream = countingUpstream();
    const address = await serve({
      fetch: upstream.fetch,
      rateLimit: { rules: { windowMs: 60_000, max: 100, key: () => 'one client', store: silent } },
      deduplicate: { windowMs: 60_000, store: silent },
    });
    const statuses = [];
    for (let request = 0; request < 5; request++) {
      statuses.push((await enquiry(address, `student${request}@example.com`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(upstream.calls).toHaveLength(5);
    expect(asked).toBe(1);
  });

  it.each([
    ['stopped', 'stop'],
    ['slowed past its second', 'slow'],
  ] as const)(
    'Redis %s: a script without a token is refused, no pass is taken, and a student with a token gets through',
    async (_, failure) => {
      const { own, lag, upstream, address, pass } = await guarded();
      if (failure === 'stop') await own.stop();
      else lag.slow = true;

      expect((await enquiry(address, 'bot@example.com')).status).toBe(403);
      // A pass needs its uses counted: with no store to count them, the check is asked again.
      expect((await enquiry(address, 'amara@example.com', { Cookie: pass })).status).toBe(403);
      // Limits and duplicates let a checked student through (`onStoreError: 'allow'`, the default).
      const student = await enquiry(address, 'finn@example.com', PERSON);
      expect(student.status).toBe(200);
      expect(upstream.calls).toHaveLength(2);
      if (failure === 'slow') await own.stop();
    },
  );
});

describe('the memory store', () => {
  it('never lets more through in any stretch of time than max and what refilled in it (generated traffic)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 100, max: 60_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 200 }),
        async (max, windowMs, gaps) => {
          let now = 0;
          const store = createMemoryRateLimitStore({ now: () => now });
          const allowedAt: number[] = [];
          for (const gap of gaps) {
            now += gap;
            if ((await store.take('client', { windowMs, max })).allowed) allowedAt.push(now);
          }
          const interval = windowMs / max;
          for (let first = 0; first < allowedAt.length; first++) {
            for (let last = first; last < allowedAt.length; last++) {
              const stretch = (allowedAt[last] as number) - (allowedAt[first] as number);
              expect(last - first + 1).toBeLessThanOrEqual(max + Math.floor(stretch / interval));
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lets a burst of max through, then one a window / max, on its clock', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore({ now: () => now });
    const limit = { windowMs: 60_000, max: 3 };
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await store.take('a', limit));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]).toEqual({ allowed: false, retryAfterSeconds: 20 });
    now = 20_000;
    expect(await store.take('a', limit)).toEqual({ allowed: true });
    expect((await store.take('a', limit)).allowed).toBe(false);
    expect(await store.take('b', limit)).toEqual({ allowed: true });
  });

  it('remembers an enquiry sent: being sent, then its answer, until the window ends', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore({ now: () => now });
    expect(await store.claimDuplicate('same', 1000)).toEqual({ state: 'claimed' });
    expect(await store.claimDuplicate('same', 1000)).toEqual({ state: 'pending' });
    await store.keepAnswer('same', '201 {"data":{"enquiry_id":"E1"}}', 1000);
    await store.releaseDuplicate('same');
    expect(await store.claimDuplicate('same', 1000)).toEqual({
      state: 'answered',
      answer: '201 {"data":{"enquiry_id":"E1"}}',
    });
    now = 1001;
    expect(await store.claimDuplicate('same', 1000)).toEqual({ state: 'claimed' });
    await store.releaseDuplicate('same');
    expect(await store.claimDuplicate('same', 1000)).toEqual({ state: 'claimed' });
  });

  it('never forgets a client still limited to make room: newcomers share one allowance while it is full', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore({ maxKeys: 2, now: () => now });
    const limit = { windowMs: 60_000, max: 1 };
    await store.take('student', limit);
    await store.take('b', limit);
    // Full of clients still limited: the newcomers count together, and the student stays locked.
    expect(await store.take('c', limit)).toEqual({ allowed: true });
    expect((await store.take('d', limit)).allowed).toBe(false);
    expect((await store.take('student', limit)).allowed).toBe(false);
    // A minute on, every allowance is full again: a newcomer takes the room of one that is.
    now = 60_000;
    expect(await store.take('e', limit)).toEqual({ allowed: true });
    expect((await store.take('e', limit)).allowed).toBe(false);
  });

  it('holds a locked client through generated floods of fresh keys', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 40 }),
        fc.array(fc.tuple(fc.nat({ max: 10_000 }), fc.integer({ min: 0, max: 3_000 })), {
          minLength: 1,
          maxLength: 400,
        }),
        async (maxKeys, flood) => {
          let now = 0;
          const store = createMemoryRateLimitStore({ maxKeys, now: () => now });
          const perEmail = { windowMs: 3_600_000, max: 2 };
          await store.take('victim@example.com', perEmail);
          await store.take('victim@example.com', perEmail);
          // Strangers, each new or seen before, at any pace: twenty minutes at most.
          for (const [key, step] of flood) {
            now += step;
            await store.take(`stranger-${key}`, { windowMs: 60_000, max: 5 });
          }
          expect((await store.take('victim@example.com', perEmail)).allowed).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts no more clients apart than maxKeys: past it, every newcomer shares one allowance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 500 }),
        async (maxKeys, newcomers) => {
          const store = createMemoryRateLimitStore({ maxKeys, now: () => 0 });
          const limit = { windowMs: 60_000, max: 3 };
          let allowed = 0;
          for (let each = 0; each < newcomers; each++) {
            if ((await store.take(`client-${each}`, limit)).allowed) allowed += 1;
          }
          // Each counted client was let through once; the rest, together, three times.
          expect(allowed).toBe(Math.min(newcomers, maxKeys + 3));
        },
      ),
      { numRuns: 60 },
    );
  });
});
