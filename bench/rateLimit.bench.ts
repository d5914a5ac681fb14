/**
 * What the proxy's rate limit costs a request: the proxy handler alone (an upstream that answers
 * at once, so only the proxy's own work is timed), with no limit, with the memory store, and with
 * the Redis store through node-redis and ioredis on a `redis-server` over loopback. Each setting
 * sends the same creations, one at a time for the latency (p50, p99) and 50 at a time for the
 * throughput, interleaved over three rounds so every setting sees the same machine.
 *
 *   pnpm bench:limits [--json <file>]
 *
 * With --json, the figures are written there too (scripts/bench.mjs reads them).
 */
import { writeFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { createClient } from 'redis';
import {
  createMemoryRateLimitStore,
  createPartnerProxy,
  createRedisRateLimitStore,
  type RateLimitStore,
} from '../packages/api-client/src/server/index.ts';
import { startRedisServer } from '../packages/api-client/test/redisServer.ts';

const SEQUENTIAL = 3_000;
const CONCURRENT = 6_000;
const AT_ONCE = 50;
const ROUNDS = 3;

const redis = await startRedisServer();
const nodeRedis = await createClient({ url: redis.url }).connect();
const ioredis = new Redis(redis.url);

const answer = JSON.stringify({
  success: true,
  code: 0,
  message: 'OK',
  data: { enquiry_id: 'E1' },
});
const body = JSON.stringify({ email: 'amara@example.com', message: 'Is the studio still free?' });

function proxyWith(store: RateLimitStore | null) {
  return createPartnerProxy({
    upstream: 'https://partner-api.test',
    partnerId: 'partner-1',
    accessToken: 'token-1',
    fetch: async () => new Response(answer, { headers: { 'Content-Type': 'application/json' } }),
    // Never refusing: what is measured is the counting, not the 429s.
    ...(store
      ? { rateLimit: { rules: { windowMs: 1_000, max: 1e9, key: () => 'client', store } } }
      : {}),
  });
}

const SETTINGS: [string, ReturnType<typeof proxyWith>][] = [
  ['no limit', proxyWith(null)],
  ['memory store', proxyWith(createMemoryRateLimitStore())],
  ['Redis, node-redis', proxyWith(createRedisRateLimitStore(nodeRedis, { prefix: 'bench:a:' }))],
  ['Redis, ioredis', proxyWith(createRedisRateLimitStore(ioredis, { prefix: 'bench:b:' }))],
];

const request = () =>
  new Request('https://partner.example/api/enquiries/general', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });

async function latencies(proxy: ReturnType<typeof proxyWith>) {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    const response = await proxy(request());
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`Answered ${response.status}.`);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

async function throughput(proxy: ReturnType<typeof proxyWith>) {
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (sent < CONCURRENT) {
        sent++;
        await (await proxy(request())).arrayBuffer();
      }
    }),
  );
  return CONCURRENT / ((performance.now() - started) / 1000);
}

// Warm-up, discarded: the first setting measured would otherwise pay for the JIT.
for (const [, proxy] of SETTINGS) await throughput(proxy);

const results = new Map<string, { p50: number[]; p99: number[]; rps: number[] }>(
  SETTINGS.map(([name]) => [name, { p50: [], p99: [], rps: [] }]),
);
for (let round = 1; round <= ROUNDS; round++) {
  // Each round starts with another setting, so none is always measured first.
  const order = [...SETTINGS.slice(round - 1), ...SETTINGS.slice(0, round - 1)];
  for (const [name, proxy] of order) {
    const { p50, p99 } = await latencies(proxy);
    const rps = await throughput(proxy);
    const each = results.get(name) ?? { p50: [], p99: [], rps: [] };
    each.p50.push(p50);
    each.p99.push(p99);
    each.rps.push(rps);
    results.set(name, each);
  }
  console.log(`  round ${round} of ${ROUNDS} done`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const base = results.get('no limit');
console.log(
  `\nThe proxy handler, a creation, median of ${ROUNDS} rounds (${SEQUENTIAL} one at a time for latency, ${CONCURRENT} ${AT_ONCE} at a time for throughput; Redis over loopback):`,
);
console.log(
  `${'setting'.padEnd(20)}  p50 ms  p99 ms  added p50  added p99  requests/s  of no limit`,
);
for (const [name, { p50, p99, rps }] of results) {
  const added = (values: number[], of: number[] | undefined) =>
    of ? (median(values) - median(of)).toFixed(3) : '-';
  console.log(
    `${name.padEnd(20)}  ${median(p50).toFixed(3).padStart(6)}  ${median(p99).toFixed(3).padStart(6)}  ${added(p50, base?.p50).padStart(9)}  ${added(p99, base?.p99).padStart(9)}  ${median(rps).toFixed(0).padStart(10)}  ${base ? (median(rps) / median(base.rps)).toFixed(2).padStart(11) : ''}`,
  );
}

const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0 && process.argv[jsonAt + 1]) {
  const settings = [...results].map(([name, { p50, p99, rps }]) => ({
    name,
    p50: median(p50),
    p99: median(p99),
    rps: median(rps),
  }));
  writeFileSync(
    process.argv[jsonAt + 1] as string,
    JSON.stringify({
      rounds: ROUNDS,
      sequential: SEQUENTIAL,
      concurrent: CONCURRENT,
      atOnce: AT_ONCE,
      settings,
    }),
  );
}

await nodeRedis.quit();
ioredis.disconnect();
await redis.stop();
