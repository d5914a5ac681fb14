/**
 * What the proxy costs: the same 10,000 requests (list pages and creations, 50 at a time) sent to
 * the sandbox's HTTP server directly and through createPartnerProxy on its Node adapter, over
 * loopback, the sandbox, the proxy and the load generator each in a process of its own, as they
 * would be deployed. Three rounds each, interleaved so both see the same machine; the
 * sandbox is reset before each round so its store does not grow across them.
 *
 *   pnpm bench:proxy [--json <file>]
 *
 * With --json, the rounds' figures are written there too (scripts/bench.mjs reads them).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { BENCH_GOALS } from '../scripts/gates.mjs';

const REQUESTS = 10_000;
const CONNECTIONS = 50;
const ROUNDS = 3;

/** Starts a server of the benchmark in its own process; resolves once it reports its address. */
function startServer<T>(args: string[]): Promise<{ child: ChildProcess; ready: T }> {
  const child = fork(new URL('./proxyBenchServer.ts', import.meta.url).pathname, args, {
    execArgv: ['--expose-gc', '--import', 'tsx', '--conditions=@unistay/source'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as T }));
    child.once('exit', (code) => reject(new Error(`A benchmark server exited (${code}).`)));
  });
}

/** Sends a request over IPC and waits for the answer. */
function ask<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });
}

const sandbox = await startServer<{
  url: string;
  partner: { partnerId: string; accessToken: string };
}>(['sandbox']);
const { partner } = sandbox.ready;
const proxy = await startServer<{ url: string }>([
  'proxy',
  sandbox.ready.url,
  partner.partnerId,
  partner.accessToken,
]);
const bare = await startServer<{ url: string }>([
  'bare',
  sandbox.ready.url,
  partner.partnerId,
  partner.accessToken,
]);
const upstream = { url: sandbox.ready.url };
const proxyUrl = proxy.ready.url;
const bareUrl = bare.ready.url;

const enquiry = JSON.stringify({
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  contact_number: '+447700900123',
  message: 'Is the studio still free from September?',
  metadata: '{"source":"bench"}',
  additional_fields: '{}',
});

/** Two list pages and a creation, in turn on every connection. */
function requests(credentials: Record<string, string>) {
  const accept = { Accept: 'application/json', ...credentials };
  return [
    { method: 'GET' as const, path: '/api/enquiries?page=1&per_page=10', headers: accept },
    { method: 'GET' as const, path: '/api/enquiries?page=3&per_page=25', headers: accept },
    {
      method: 'POST' as const,
      path: '/api/enquiries/general',
      headers: { ...accept, 'Content-Type': 'application/vnd.api+json' },
      body: enquiry,
    },
  ];
}

type BenchRequest = ReturnType<typeof requests>[number];

/**
 * `total` requests, `concurrency` at a time on keep-alive connections, each connection sending
 * `list` in turn; timed to the microsecond (autocannon ends its runs on a one-second tick, too
 * coarse for a ratio of two runs of a few seconds).
 */
async function send(url: string, list: BenchRequest[], total: number, concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const one = (item: BenchRequest) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const outgoing = httpRequest(
        `${url}${item.path}`,
        { method: item.method, headers: item.headers, agent },
        (response) => {
          if ((response.statusCode ?? 500) >= 300) errors += 1;
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      outgoing.on('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.end(item.body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, connection) => {
      for (let turn = connection; next < total; turn++) {
        next += 1;
        await one(list[turn % list.length] as BenchRequest);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.floor((latencies.length - 1) * share)] ?? 0;
  return { rps: total / seconds, p50: at(0.5), p99: at(0.99), errors, sent: total };
}

async function load(url: string, credentials: Record<string, string>) {
  await ask(sandbox.child, 'reset');
  return send(url, requests(credentials), REQUESTS, CONNECTIONS);
}

interface Memory {
  heapMb: number;
  rssMb: number;
}
/** The proxy process's heap and resident memory after a full collection, in MB. */
const proxyMemory = () => ask<Memory>(proxy.child, 'memory');

const direct = {
  Authorization: `Bearer ${partner.accessToken}`,
  'X-API-PARTNER-ID': partner.partnerId,
};
// A short warm-up of both paths, so the first round does not pay for JIT and connection pools.
await send(upstream.url, requests(direct), 500, 10);
await send(proxyUrl, requests({}), 500, 10);
await send(bareUrl, requests({}), 500, 10);

const before = await proxyMemory();
const rounds: {
  direct: Awaited<ReturnType<typeof load>>;
  proxied: Awaited<ReturnType<typeof load>>;
  bare: Awaited<ReturnType<typeof load>>;
  memory: Memory;
}[] = [];
for (let round = 0; round < ROUNDS; round++) {
  // Each round in another order, so no path is always the first on a warm or a cold machine.
  const order = (['direct', 'proxied', 'bare'] as const).map(
    (_, index, all) => all[(index + round) % all.length] as (typeof all)[number],
  );
  const runs: Partial<Record<(typeof order)[number], Awaited<ReturnType<typeof load>>>> = {};
  for (const path of order) {
    runs[path] =
      path === 'direct'
        ? await load(upstream.url, direct)
        : await load(path === 'proxied' ? proxyUrl : bareUrl, {});
  }
  rounds.push({
    direct: runs.direct as Awaited<ReturnType<typeof load>>,
    proxied: runs.proxied as Awaited<ReturnType<typeof load>>,
    bare: runs.bare as Awaited<ReturnType<typeof load>>,
    memory: await proxyMemory(),
  });
}

/**
 * One request in flight at a time: the latency of each of `count` list pages, in ms, through a
 * keep-alive connection, as a browser on the page would send them.
 */
async function oneAtATime(url: string, count: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (let sent = 0; sent < count; sent++) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      httpRequest(`${url}/api/enquiries?page=1&per_page=10`, { agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });
    times.push(performance.now() - started);
  }
  agent.destroy();
  return times.sort((a, b) => a - b);
}
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
// Interleaved in slices, so both see the same moments of the machine.
const single = { proxied: [] as number[], bare: [] as number[] };
for (let slice = 0; slice < 6; slice++) {
  single.proxied.push(...(await oneAtATime(proxyUrl, 500)));
  single.bare.push(...(await oneAtATime(bareUrl, 500)));
}
for (const times of Object.values(single)) times.sort((a, b) => a - b);
const latency = {
  count: single.proxied.length,
  proxiedP50: percentile(single.proxied, 0.5),
  proxiedP99: percentile(single.proxied, 0.99),
  bareP50: percentile(single.bare, 0.5),
  bareP99: percentile(single.bare, 0.99),
};

console.log(
  `The proxy over loopback: ${REQUESTS} requests a round (2 list pages, 1 creation in turn), ${CONNECTIONS} at a time, ${ROUNDS} rounds; the sandbox, the proxy and the load each in a process of their own; memory is the proxy's`,
);
const row = (label: string, run: Awaited<ReturnType<typeof load>>) =>
  `${label.padEnd(8)} ${run.rps.toFixed(0).padStart(6)} req/s  p50 ${run.p50.toFixed(1).padStart(5)} ms  p99 ${run.p99.toFixed(1).padStart(5)} ms  errors ${run.errors}`;
for (const [index, round] of rounds.entries()) {
  console.log(`  round ${index + 1}`);
  console.log(`    ${row('direct', round.direct)}`);
  console.log(`    ${row('proxied', round.proxied)}`);
  console.log(`    ${row('bare', round.bare)}`);
  console.log(
    `    ratio ${(round.direct.rps / round.proxied.rps).toFixed(2)}x (goal <= ${BENCH_GOALS.proxyRatio})  heap ${round.memory.heapMb.toFixed(1)} MB  rss ${round.memory.rssMb.toFixed(1)} MB`,
  );
}
const ratios = rounds.map((round) => round.direct.rps / round.proxied.rps);
const errors = rounds.reduce(
  (sum, round) => sum + round.direct.errors + round.proxied.errors + round.bare.errors,
  0,
);
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
const bareRatio = middle(rounds.map((round) => round.bare.rps / round.proxied.rps));
console.log(
  `proxy vs bare forwarder: ${bareRatio.toFixed(2)}x (goal <= ${BENCH_GOALS.proxyVsBare}; median of ${ROUNDS} rounds, requests a second through the bare forwarder over those through the proxy, errors ${errors}); vs the sandbox alone ${middle(ratios).toFixed(2)}x; one request in flight, added by the proxy over the bare forwarder: p50 ${(latency.proxiedP50 - latency.bareP50).toFixed(3)} ms, p99 ${(latency.proxiedP99 - latency.bareP99).toFixed(3)} ms (proxy ${latency.proxiedP50.toFixed(3)} / ${latency.proxiedP99.toFixed(3)} ms, bare ${latency.bareP50.toFixed(3)} / ${latency.bareP99.toFixed(3)} ms)`,
);
console.log(
  `  median ratio ${[...ratios].sort((a, b) => a - b)[1]?.toFixed(2)}x, errors ${errors}, proxy heap ${before.heapMb.toFixed(1)} MB before, ${rounds.map((round) => round.memory.heapMb.toFixed(1)).join(' / ')} MB after each round`,
);

const jsonAt = process.argv.indexOf('--json');
if (jsonAt !== -1) {
  writeFileSync(
    process.argv[jsonAt + 1] as string,
    JSON.stringify({ requests: REQUESTS, connections: CONNECTIONS, before, rounds, latency }),
  );
}

proxy.child.kill();
bare.child.kill();
sandbox.child.kill();
