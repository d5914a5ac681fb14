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
import autocannon from 'autocannon';
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
const upstream = { url: sandbox.ready.url };
const proxyUrl = proxy.ready.url;

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

async function load(url: string, credentials: Record<string, string>) {
  await ask(sandbox.child, 'reset');
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: REQUESTS,
    requests: requests(credentials),
  });
  return {
    rps: REQUESTS / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    sent: result.requests.sent,
  };
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
await autocannon({ url: upstream.url, connections: 10, amount: 500, requests: requests(direct) });
await autocannon({ url: proxyUrl, connections: 10, amount: 500, requests: requests({}) });

const before = await proxyMemory();
const rounds: {
  direct: Awaited<ReturnType<typeof load>>;
  proxied: Awaited<ReturnType<typeof load>>;
  memory: Memory;
}[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const directRun = await load(upstream.url, direct);
  const proxiedRun = await load(proxyUrl, {});
  rounds.push({ direct: directRun, proxied: proxiedRun, memory: await proxyMemory() });
}

console.log(
  `The proxy over loopback: ${REQUESTS} requests a round (2 list pages, 1 creation in turn), ${CONNECTIONS} at a time, ${ROUNDS} rounds; the sandbox, the proxy and the load each in a process of their own; memory is the proxy's`,
);
const row = (label: string, run: Awaited<ReturnType<typeof load>>) =>
  `${label.padEnd(8)} ${run.rps.toFixed(0).padStart(6)} req/s  p50 ${String(run.p50).padStart(3)} ms  p99 ${String(run.p99).padStart(3)} ms  errors ${run.errors}`;
for (const [index, round] of rounds.entries()) {
  console.log(`  round ${index + 1}`);
  console.log(`    ${row('direct', round.direct)}`);
  console.log(`    ${row('proxied', round.proxied)}`);
  console.log(
    `    ratio ${(round.direct.rps / round.proxied.rps).toFixed(2)}x (goal <= ${BENCH_GOALS.proxyRatio})  heap ${round.memory.heapMb.toFixed(1)} MB  rss ${round.memory.rssMb.toFixed(1)} MB`,
  );
}
const ratios = rounds.map((round) => round.direct.rps / round.proxied.rps);
const errors = rounds.reduce((sum, round) => sum + round.direct.errors + round.proxied.errors, 0);
console.log(
  `  median ratio ${[...ratios].sort((a, b) => a - b)[1]?.toFixed(2)}x, errors ${errors}, proxy heap ${before.heapMb.toFixed(1)} MB before, ${rounds.map((round) => round.memory.heapMb.toFixed(1)).join(' / ')} MB after each round`,
);

const jsonAt = process.argv.indexOf('--json');
if (jsonAt !== -1) {
  writeFileSync(
    process.argv[jsonAt + 1] as string,
    JSON.stringify({ requests: REQUESTS, connections: CONNECTIONS, before, rounds }),
  );
}

proxy.child.kill();
sandbox.child.kill();
