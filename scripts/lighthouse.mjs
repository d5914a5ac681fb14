#!/usr/bin/env node
// Lighthouse (mobile) on the demo's production build, served by `vite preview` with
// its Content-Security-Policy, and on the two room pages of the Next.js example (`next build`, then
// `next start` against the sandbox's HTTP server). Every page is measured three times, in rounds
// (each page once, then each again), a fresh browser each round. Accessibility and best practices
// are gated on the page's median, at 100. Performance is gated on the page's best run: a shared
// machine's load only ever lowers a score (a run's performance fell by up to 20 points with a core
// kept busy), so the best run is the one least disturbed, and it still falls with the code. Its
// gate sits under the spread of the best of three measured here with a core kept busy
// (docs/performance.md); the goal is printed beside it, not gated (`pnpm bench` tracks it).
//
//   node scripts/lighthouse.mjs [--runs <n>] [--all] [--json <file>]
//
// The test command measures the pages students use (the rooms, a room, the question form) and the
// Next.js example's; --all adds the staff's enquiry table and the developers' Sandbox page, as
// `pnpm bench` and the spread measure them (axe checks those two in the demo's browser tests).
//
// --runs sets the runs of each page (the spread measurement takes 30); the report has every run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { writeCheckReport } from './checkSupport.mjs';
import { LIGHTHOUSE } from './gates.mjs';
import { hasFlag, median, option, secondsSince } from './performanceSupport.mjs';
import { recordBuild } from './prebuilt.mjs';

const demo = fileURLToPath(new URL('../apps/demo/', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const nextExample = fileURLToPath(new URL('../examples/nextjs/', import.meta.url));
const nextBin = fileURLToPath(
  new URL('../examples/nextjs/node_modules/next/dist/bin/next', import.meta.url),
);
const STUDENT_PAGES = ['rooms', 'rooms/room_riverside_ensuite', 'ask'];
const DEMO_PAGES = hasFlag('--all') ? [...STUDENT_PAGES, 'enquiries', 'sandbox'] : STUDENT_PAGES;
const NEXT_PAGES = ['rooms', 'rooms/room_riverside_ensuite'];
/** Each page measured: its name in the report, and where it is once the servers are up. */
const PAGES = [
  ...DEMO_PAGES.map((path) => `/${path}`),
  ...NEXT_PAGES.map((path) => `next: /${path}`),
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** What each category must reach: the best run's performance, the median of the others. */
const GATES = {
  performance: LIGHTHOUSE.performanceGate,
  accessibility: LIGHTHOUSE.accessibility,
  'best-practices': LIGHTHOUSE.bestPractices,
};
/** The gate a page's category is held to: the Next.js example's performance has its own. */
const gateOf = (page, category) =>
  category === 'performance' && page.startsWith('next: /')
    ? LIGHTHOUSE.nextPerformanceGate
    : GATES[category];
const RUNS = Number(option('--runs', LIGHTHOUSE.runsPerPage));
/** Where the builds this run made are recorded, for the browser journeys to serve (prebuilt.mjs). */
const BUILDS_FILE = option('--record-builds', undefined);

// chrome-launcher comes with Lighthouse; take the one it was tested with.
const { launch } = await import(
  pathToFileURL(
    createRequire(fileURLToPath(import.meta.resolve('lighthouse'))).resolve('chrome-launcher'),
  ).href
);
const chromePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const started = performance.now();
const children = [];
const stopAll = () => {
  for (const child of children) child.kill();
};

/** Runs `command` to its end; on failure, reports every page failed and stops. */
function runOrFail(args, cwd, env) {
  const done = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env });
  if (done.status !== 0) {
    stopAll();
    writeCheckReport(0, PAGES.length);
    process.exit(1);
  }
}

/** Starts a server and resolves with the address it prints. */
function serve(args, cwd, env, addressPattern) {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk) => {
      output += chunk;
      const address = addressPattern.exec(output)?.[1];
      if (address) resolve(address);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${output}`)));
  });
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

runOrFail([vite, 'build', '--logLevel', 'warn'], demo, { ...process.env, NODE_ENV: 'production' });
recordBuild(BUILDS_FILE, 'demo');
const demoUrl = await serve(
  [vite, 'preview', '--port', '0'],
  demo,
  { ...process.env, NO_COLOR: '1' },
  /Local:\s+(http:\/\/\S+)/,
);

// The Next.js example, built with no settings, served against the sandbox's HTTP server.
const telemetryOff = { NEXT_TELEMETRY_DISABLED: '1' };
runOrFail([nextBin, 'build'], nextExample, {
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  ...telemetryOff,
});
recordBuild(BUILDS_FILE, 'nextjs');
const { startSandboxServer } = await import('@unistay/sandbox/node');
const sandbox = await startSandboxServer({ port: 0 });
const [partner] = sandbox.sandbox.partners;
const nextPort = await freePort();
await serve(
  [nextBin, 'start', '--hostname', '127.0.0.1'],
  nextExample,
  {
    PATH: process.env.PATH ?? '',
    PORT: String(nextPort),
    PARTNER_API_URL: sandbox.url,
    PARTNER_ID: partner.partnerId,
    PARTNER_ACCESS_TOKEN: partner.accessToken,
    NO_COLOR: '1',
    ...telemetryOff,
  },
  /(Ready) in/,
);
const nextUrl = `http://127.0.0.1:${nextPort}/`;
const urlOf = (page) =>
  page.startsWith('next: /')
    ? `${nextUrl}${page.slice('next: /'.length)}`
    : `${demoUrl}${page.slice(1)}`;

const score = (result, category) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100);

async function measure(chrome, page) {
  const result = await lighthouse(urlOf(page), {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // The full-page screenshot is for the report's viewer; no score reads it.
    disableFullPageScreenshot: true,
  });
  // A page that did not load scores nothing; say why rather than gate on a zero.
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse could not measure ${page}: ${result.lhr.runtimeError.message}`);
  }
  return {
    ...Object.fromEntries(CATEGORIES.map((category) => [category, score(result, category)])),
    lcpMs: Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
  };
}

const buildSeconds = Number(secondsSince(started));
console.log(`  demo and Next.js example built and served in ${buildSeconds} s`);
/** Every run of each page in the order measured; each round's time, and the machine's load after. */
const runs = Object.fromEntries(PAGES.map((path) => [path, []]));
const rounds = [];
try {
  for (let round = 1; round <= RUNS; round++) {
    const roundStarted = performance.now();
    const chrome = await launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      for (const path of PAGES) runs[path].push(await measure(chrome, path));
    } finally {
      await chrome.kill();
    }
    rounds.push({ seconds: Number(secondsSince(roundStarted)), load: loadavg()[0] });
    const scores = PAGES.map((path) => runs[path].at(-1).performance).join(', ');
    console.log(
      `  round ${round} of ${RUNS}: performance ${scores} (${rounds.at(-1).seconds} s, load ${rounds.at(-1).load.toFixed(2)})`,
    );
  }
} finally {
  // Whatever failed, nothing is left holding a port.
  stopAll();
  await sandbox.close();
}

const rows = PAGES.map((path) => {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const each = runs[path].map((run) => run[category]);
      return [category, category === 'performance' ? Math.max(...each) : median(each)];
    }),
  );
  const misses = CATEGORIES.filter((category) => scores[category] < gateOf(path, category));
  const lcpMs = median(runs[path].map((run) => run.lcpMs));
  return { path, ...scores, lcpMs, runs: runs[path], result: misses.length ? 'FAIL' : 'ok' };
});
const failed = rows.filter((row) => row.result === 'FAIL').length;
const passed = rows.length - failed;

console.log(
  `Lighthouse, mobile, on the production build: ${RUNS} runs of each page, performance the best of them, accessibility and best practices their median (gates: performance >= ${GATES.performance}, ${LIGHTHOUSE.nextPerformanceGate} on the Next.js example, accessibility and best practices ${GATES.accessibility}; performance goal ${LIGHTHOUSE.performanceGoal} on the demo and ${LIGHTHOUSE.nextPerformanceGoal} on the Next.js example, tracked by pnpm bench)`,
);
console.log(
  `${'page'.padEnd(40)}  performance  accessibility  best practices  LCP (ms)  result  (performance of every run)`,
);
for (const row of rows) {
  const cell = (value, width) => String(value).padStart(width);
  console.log(
    `${row.path.padEnd(40)}  ${cell(row.performance, 11)}  ${cell(row.accessibility, 13)}  ${cell(row['best-practices'], 14)}  ${cell(row.lcpMs, 8)}  ${row.result.padEnd(6)}  (${row.runs.map((run) => run.performance).join(', ')})`,
  );
  // A single run under 100 is shown, though the median gates: it may be a real, intermittent fault.
  for (const category of ['accessibility', 'best-practices']) {
    const low = row.runs.filter((run) => run[category] < GATES[category]);
    if (low.length) {
      console.log(
        `${' '.repeat(42)}${category}: ${low.length} of ${RUNS} runs under ${GATES[category]} (${low.map((run) => run[category]).join(', ')})`,
      );
    }
  }
}
console.log(`${PAGES.length} pages x ${RUNS} runs in ${secondsSince(started)} s`);
writeCheckReport(passed, failed, { pages: rows, rounds, buildSeconds });
process.exit(failed ? 1 : 0);
