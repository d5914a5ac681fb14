import { Redis } from 'ioredis';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer } from '../../test/redisServer.js';
import { createWebhookHandler } from './createWebhookHandler.js';
import {
  createMemoryWebhookStore,
  createRedisWebhookStore,
  type WebhookStore,
} from './webhookStore.js';

const TOKEN = 'whsec-registered-token';

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let nodeRedis: ReturnType<typeof createClient>;
let ioredis: Redis;

beforeAll(async () => {
  redis = await startRedisServer();
  nodeRedis = await createClient({ url: redis.url }).connect();
  ioredis = new Redis(redis.url, { lazyConnect: true });
  await ioredis.connect();
});

afterAll(async () => {
  await nodeRedis?.quit();
  await ioredis?.quit();
  await redis?.stop();
});

let run = 0;
/** A fresh store each time: memory, or Redis under a prefix of its own. */
const STORES: [string, () => WebhookStore][] = [
  ['in memory', () => createMemoryWebhookStore()],
  [
    'in Redis through node-redis',
    () => createRedisWebhookStore(nodeRedis, { prefix: `test:${++run}:` }),
  ],
  [
    'in Redis through ioredis',
    () => createRedisWebhookStore(ioredis, { prefix: `test:${++run}:` }),
  ],
];

const delivery = (body: unknown) =>
  new Request('https://partner.test/webhooks/partner-api', {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const booking = (id: string) => ({
  type: 'contract.added',
  payload: { booking: { id }, booking_period: { id: 'bp_1' }, room_type: { id: 'room_1' } },
});

describe('the memory store', () => {
  it('keeps its keys within maxBytes, forgetting the oldest first', async () => {
    const store = createMemoryWebhookStore({ maxBytes: 64 * 1024 });
    const longKey = (index: number) => `${index}:${'k'.repeat(8 * 1024)}`;

    for (let index = 0; index < 100; index++) await store.markHandled(longKey(index), 60_000);

    // About 16 KiB an entry: three fit in 64 KiB, and they are the newest.
    expect(await store.claim(longKey(99), 60_000)).toBe('handled');
    expect(await store.claim(longKey(97), 60_000)).toBe('handled');
    expect(await store.claim(longKey(0), 60_000)).toBe('claimed');
  });
});

describe.each(STORES)('a webhook store %s', (_name, createStore) => {
  it('lets one claim through, then reports the key in progress, then handled', async () => {
    const store = createStore();
    expect(await store.claim('contract.added:BK-1', 60_000)).toBe('claimed');
    expect(await store.claim('contract.added:BK-1', 60_000)).toBe('in_progress');
    await store.markHandled('contract.added:BK-1', 60_000);
    expect(await store.claim('contract.added:BK-1', 60_000)).toBe('handled');
    expect(await store.claim('contract.added:BK-2', 60_000)).toBe('claimed');
  });

  it('lets exactly one of many simultaneous claims through', async () => {
    const store = createStore();
    const claims = await Promise.all(
      Array.from({ length: 25 }, () => store.claim('contract.added:BK-race', 60_000)),
    );
    expect(claims.filter((claim) => claim === 'claimed')).toHaveLength(1);
    expect(claims.filter((claim) => claim === 'in_progress')).toHaveLength(24);
  });

  it('forgets a released claim, so the next delivery handles the event', async () => {
    const store = createStore();
    await store.claim('contract.added:BK-3', 60_000);
    await store.release('contract.added:BK-3');
    expect(await store.claim('contract.added:BK-3', 60_000)).toBe('claimed');
  });

  it('keeps an event handled when a late failure releases its old claim', async () => {
    const store = createStore();
    await store.claim('contract.added:BK-8', 60_000);
    await store.markHandled('contract.added:BK-8', 60_000);
    await store.release('contract.added:BK-8');
    expect(await store.claim('contract.added:BK-8', 60_000)).toBe('handled');
  });

  it('forgets a claim and a handled event once their time is up', async () => {
    const store = createStore();
    await store.claim('contract.added:BK-4', 40);
    await expect.poll(() => store.claim('contract.added:BK-4', 60_000)).toBe('claimed');
    await store.markHandled('contract.added:BK-4', 40);
    await expect.poll(() => store.claim('contract.added:BK-4', 60_000)).toBe('claimed');
  });

  it('behind two receivers, as two instances of a server, handles a redelivered event once', async () => {
    const store = createStore();
    const handled: string[] = [];
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const receiver = () =>
      createWebhookHandler({
        accessToken: TOKEN,
        store,
        onEvent: async (event) => {
          if (event.known && event.type === 'contract.added') {
            handled.push(event.payload.booking?.id ?? '');
          }
          await finished;
        },
      });
    const [first, second] = [receiver(), receiver()];
    const handling = first(delivery(booking('BK-5')));
    await expect.poll(() => handled).toEqual(['BK-5']);
    // A retry reaching the other instance meanwhile is told to come back later, not handled.
    const retry = await second(delivery(booking('BK-5')));
    expect(retry.status).toBe(409);
    expect(retry.headers.get('Retry-After')).toBe('10');
    finish();
    expect((await handling).status).toBe(200);
    const later = await second(delivery(booking('BK-5')));
    expect(await later.json()).toEqual({ received: true, duplicate: true });
    expect(later.status).toBe(200);
    expect(handled).toEqual(['BK-5']);
  });
});

describe('the in-memory store', () => {
  it('keeps at most maxEntries keys, forgetting the oldest first', async () => {
    const store = createMemoryWebhookStore({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) {
      await store.claim(key, 60_000);
      await store.markHandled(key, 60_000);
    }
    expect(await store.claim('a', 60_000)).toBe('claimed');
    expect(await store.claim('d', 60_000)).toBe('handled');
  });
});

describe('the Redis store', () => {
  it('keeps its keys under its prefix, with the time to live it was given', async () => {
    const store = createRedisWebhookStore(nodeRedis, { prefix: 'partner-a:' });
    await store.claim('contract.added:BK-7', 60_000);
    await store.markHandled('contract.added:BK-7', 120_000);
    expect(await nodeRedis.get('partner-a:contract.added:BK-7')).toBe('handled');
    const ttl = await nodeRedis.pTTL('partner-a:contract.added:BK-7');
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });
});
