/**
 * EnquiryTable against its hand-written twin in Chromium: the page (bench/browser) built for
 * production, each of `PAGES` fresh pages timing mounts and updates of both at 100 and 1,000 rows
 * (and a change of page and of status filter, from the click to the next paint), and at one row,
 * where what remains is the cost that does not grow with the rows,
 * interleaved after a warm-up; the ratio of a page is of the medians, the figure the median of the
 * pages, printed with their spread.
 *
 *   pnpm bench:table-chromium [--json <file>]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, defaultClientConditions, preview } from 'vite';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

const PAGES = 5;
const WARM_UP = 8;
const RUNS = 15;
const SIZES = [100, 1000];
/**
 * One row: mounted and updated as the others, not a goal; what separates the two tables there is
 * what EnquiryTable does once a table (its data hook, controls and words), not once a row.
 */
const ONE_ROW = 1;
const WHATS = ['mount', 'update'] as const;
/** Changes timed from the click (or choice) to the next paint, each to a page already cached. */
const INTERACTIONS = ['page', 'filter'] as const;
const INTERACTION_WARM_UP = 4;
const INTERACTION_RUNS = 11;

const root = fileURLToPath(new URL('./browser', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'unistay-table-bench-'));
await build({
  root,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { conditions: ['@unistay/source', ...defaultClientConditions] },
  build: { outDir, target: 'esnext', emptyOutDir: true },
});
const server = await preview({
  root,
  logLevel: 'warn',
  build: { outDir },
  // Cross-origin isolated, so `performance.now` reads to 5 µs rather than 100: a 100-row commit
  // takes some 4 ms, which a 0.1 ms step would read to within 2.5% only.
  preview: {
    port: 0,
    host: '127.0.0.1',
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    },
  },
});
const url = server.resolvedUrls?.local[0] ?? '';
const launch = chromiumLaunchOptions({ full: true });
const browser = await chromium.launch({
  ...launch,
  args: [...launch.args, '--js-flags=--expose-gc'],
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

type Figure = {
  size: number;
  what: (typeof WHATS)[number] | (typeof INTERACTIONS)[number];
  tableMs: number;
  plainMs: number;
  ratio: number;
};
const pages: Figure[][] = [];
for (let fresh = 0; fresh < PAGES; fresh++) {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(url);
  await page
    .waitForFunction(() => (window as { tableBench?: { ready: boolean } }).tableBench?.ready)
    .catch((error: Error) => {
      throw new Error(
        `The benchmark's page did not start: ${problems.join('; ') || error.message}`,
      );
    });
  // A string, not a function: the page runs its own code, not this file's as tsx compiled it.
  const options = { sizes: SIZES, whats: WHATS, warmUp: WARM_UP, runs: RUNS };
  const figures = await page.evaluate(`window.tableBench.run(${JSON.stringify(options)})`);
  const oneRow = await page.evaluate(
    `window.tableBench.run(${JSON.stringify({ ...options, sizes: [ONE_ROW] })})`,
  );
  const interactions = await page.evaluate(
    `window.tableBench.runInteractions(${JSON.stringify({ sizes: SIZES, warmUp: INTERACTION_WARM_UP, runs: INTERACTION_RUNS })})`,
  );
  pages.push([...(oneRow as Figure[]), ...(figures as Figure[]), ...(interactions as Figure[])]);
  await page.close();
}
await browser.close();
await server.close();
rmSync(outDir, { recursive: true, force: true });

console.log(
  `EnquiryTable vs its hand-written twin (the same DOM), Chromium, production build: median of ${PAGES} fresh pages, each the median of ${RUNS} runs after ${WARM_UP} warm-ups, interleaved`,
);
const results: (Figure & { ratios: number[]; goal: boolean })[] = [];
for (const size of [ONE_ROW, ...SIZES]) {
  for (const what of size === ONE_ROW ? WHATS : [...WHATS, ...INTERACTIONS]) {
    const ratios = pages.map(
      (figures) => figures.find((f) => f.size === size && f.what === what)?.ratio ?? 0,
    );
    const tableMs = median(
      pages.map((figures) => figures.find((f) => f.size === size && f.what === what)?.tableMs ?? 0),
    );
    const plainMs = median(
      pages.map((figures) => figures.find((f) => f.size === size && f.what === what)?.plainMs ?? 0),
    );
    const ratio = median(ratios);
    results.push({ size, what, tableMs, plainMs, ratio, ratios, goal: size !== ONE_ROW });
    console.log(
      `  ${String(size).padStart(4)} rows, ${(INTERACTIONS as readonly string[]).includes(what) ? `${what} change, to paint` : what}: EnquiryTable ${tableMs.toFixed(2)} ms, twin ${plainMs.toFixed(2)} ms, ratio ${ratio.toFixed(2)} (pages ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)})`,
    );
  }
}
// What EnquiryTable adds once a table, and again with each row beyond the first: worked out on
// each page from its own gaps at one row and at the smaller size, then the median of the pages,
// printed with their range, since a difference of two noisy gaps is noisier than either.
type PerTable = { onceMs: number; perRowUs: number; once: number[]; perRow: number[] };
const perTable: Record<string, PerTable> = {};
const [smaller] = SIZES as [number];
for (const what of WHATS) {
  const once: number[] = [];
  const perRow: number[] = [];
  for (const figures of pages) {
    const gap = (size: number) => {
      const figure = figures.find((f) => f.size === size && f.what === what);
      return figure ? figure.tableMs - figure.plainMs : 0;
    };
    once.push(gap(ONE_ROW));
    perRow.push(((gap(smaller) - gap(ONE_ROW)) / (smaller - ONE_ROW)) * 1000);
  }
  perTable[what] = { onceMs: median(once), perRowUs: median(perRow), once, perRow };
  const range = (values: number[], digits: number) =>
    `${Math.min(...values).toFixed(digits)} to ${Math.max(...values).toFixed(digits)}`;
  console.log(
    `  ${what}: EnquiryTable adds ${median(once).toFixed(2)} ms once a table (pages ${range(once, 2)}), then ${median(perRow).toFixed(1)} µs a row (pages ${range(perRow, 1)}), from each page's gaps at ${ONE_ROW} and ${smaller} rows`,
  );
}
const jsonAt = process.argv.indexOf('--json');
if (jsonAt !== -1)
  writeFileSync(
    process.argv[jsonAt + 1] as string,
    JSON.stringify({ pages: PAGES, results, perTable }),
  );
