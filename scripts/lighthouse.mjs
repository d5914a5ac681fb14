#!/usr/bin/env node
// Lighthouse (mobile) on every page of the demo's production build, served by `vite preview` with
// its Content-Security-Policy: accessibility and best practices must score 100, performance at
// least 95. The machine is noisy (the same build scores 88 to 95 on one page from run to run), so
// a page under the performance goal is measured again, up to three times, and every score shown.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { writeCheckReport } from './checkSupport.mjs';

const demo = fileURLToPath(new URL('../apps/demo/', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const PAGES = ['rooms', 'rooms/room_riverside_ensuite', 'ask', 'enquiries', 'sandbox'];
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100 };

// chrome-launcher comes with Lighthouse; take the one it was tested with.
const { launch } = await import(
  pathToFileURL(
    createRequire(fileURLToPath(import.meta.resolve('lighthouse'))).resolve('chrome-launcher'),
  ).href
);
const chromePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
  cwd: demo,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (built.status !== 0) {
  writeCheckReport(0, PAGES.length);
  process.exit(1);
}

const preview = spawn(process.execPath, [vite, 'preview', '--port', '0'], {
  cwd: demo,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, NO_COLOR: '1' },
});
const baseUrl = await new Promise((resolve, reject) => {
  let output = '';
  const read = (chunk) => {
    output += chunk;
    const address = /Local:\s+(http:\/\/\S+)/.exec(output)?.[1];
    if (address) resolve(address);
  };
  preview.stdout.on('data', read);
  preview.stderr.on('data', read);
  preview.on('exit', (code) => reject(new Error(`vite preview exited (${code}):\n${output}`)));
});

let chrome;
const score = (result, category) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100);

async function measure(path) {
  chrome ??= await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const result = await lighthouse(`${baseUrl}${path}`, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: Object.keys(GOALS),
  });
  return Object.fromEntries(
    Object.keys(GOALS).map((category) => [category, score(result, category)]),
  );
}

const rows = [];
let passed = 0;
let failed = 0;
try {
  for (const path of PAGES) {
    const runs = [await measure(path)];
    while (runs.length < 3 && (runs.at(-1)?.performance ?? 0) < GOALS.performance) {
      runs.push(await measure(path));
    }
    const scores = runs.at(-1);
    scores.runs = runs.map((run) => run.performance).join(', ');
    const misses = Object.entries(GOALS).filter(([category, goal]) => scores[category] < goal);
    rows.push({ path: `/${path}`, ...scores, result: misses.length ? 'FAIL' : 'ok' });
    if (misses.length) failed += 1;
    else passed += 1;
  }
} finally {
  // Whatever failed, nothing is left holding a port or a browser.
  await chrome?.kill();
  preview.kill();
}

console.log(
  'Lighthouse, mobile, on the production build (goals: performance >= 95, accessibility and best practices 100)',
);
console.log(
  `${'page'.padEnd(32)}  performance  accessibility  best practices  result  (every run)`,
);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(32)}  ${String(row.performance).padStart(11)}  ${String(row.accessibility).padStart(13)}  ${String(row['best-practices']).padStart(14)}  ${row.result.padEnd(6)}  (${row.runs})`,
  );
}
writeCheckReport(passed, failed, { pages: rows });
process.exit(failed ? 1 : 0);
