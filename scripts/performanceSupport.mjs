// What the performance scripts share: the table ratio measured in a fresh process, the summary
// figures of a spread, the machine a figure was measured on, and the generated sections of
// docs/performance.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(import.meta.resolve('tsx/cli'));
const doc = fileURLToPath(new URL('../docs/performance.md', import.meta.url));

/** Whether the command line carries `flag`. */
export const hasFlag = (flag) => process.argv.includes(flag);

/** The value after `--name` on the command line, or `fallback`. */
export function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

/**
 * EnquiryTable's ratio measured once, in a fresh process of its own (production React, `rows` rows,
 * by default the gate's 100, interleaved, median of 20 mounts each): `{ ratio, tableMedian,
 * plainMedian }` in ms.
 */
export function tableRatioOnce(rows) {
  const result = spawnSync(
    process.execPath,
    [
      tsx,
      '--conditions=@unistay/source',
      '--tsconfig',
      'tsconfig.json',
      'bench/tableRatio.once.ts',
      ...(rows ? ['--rows', String(rows)] : []),
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  const last = result.stdout?.trim().split('\n').at(-1) ?? '';
  if (result.status !== 0 || !last.startsWith('{')) {
    throw new Error(`The table ratio's process failed (${result.status}):\n${result.stderr}`);
  }
  return JSON.parse(last);
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The `p`th percentile by nearest rank: the smallest value with at least p% of them at or under it. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The least of many numbers (too many for `Math.min(...values)`'s arguments). */
export const least = (values) => values.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
/** The greatest of many numbers. */
export const greatest = (values) =>
  values.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);

/** Min, median, 90th percentile (nearest rank) and max. */
export const summary = (values) => ({
  min: least(values),
  median: median(values),
  p90: percentile(values, 90),
  max: greatest(values),
});

/** The machine figures are measured on: cores, CPU model, Node's version. */
export function machine() {
  let model = cpus()[0]?.model ?? 'unknown CPU';
  if (existsSync('/proc/cpuinfo')) {
    model = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? model;
  }
  return `${cpus().length} cores, ${model.trim()}, Node ${process.version}`;
}

/** Today, as the docs write a date. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The line under a generated section's title: when and where its figures were measured. */
export const generatedLine = (command, date = today(), on = machine()) =>
  `_Written by \`${command}\` on ${date}, on ${on}. Do not edit by hand: run it again._`;

/**
 * A Markdown table: a header row and rows of cells, a column of figures aligned right. The
 * columns are padded as Biome formats Markdown, so a generated section needs no reformatting.
 */
export function markdownTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const figure = (cell) => /^[-+]?[\d.,]+( [a-zA-Z/%]+)?$/.test(cell);
  const right = header.map((_, column) => rows.every((row) => figure(String(row[column]))));
  const width = header.map((_, column) => Math.max(3, ...cells.map((row) => row[column].length)));
  const pad = (cell, column) =>
    right[column] ? cell.padStart(width[column]) : cell.padEnd(width[column]);
  const line = (row) => `| ${row.map(pad).join(' | ')} |`;
  const rule = width.map((each, column) =>
    right[column] ? `${'-'.repeat(each - 1)}:` : '-'.repeat(each),
  );
  return [line(cells[0]), `| ${rule.join(' | ')} |`, ...cells.slice(1).map(line)].join('\n');
}

/**
 * Replaces docs/performance.md's section `name`, between `<!-- name:start -->` and
 * `<!-- name:end -->`, with `markdown` (a section the doc lacks is added at its end), then the
 * doc's header: the date and machine of every section, read from each one's generated line.
 */
export function writeDocSection(name, markdown) {
  const text = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Performance\n';
  const written = replaceSection(text, name, markdown);
  const sections = [
    ...written.matchAll(
      /<!-- ([\w-]+):start -->\n_Written by `([^`]+)` on (\d{4}-\d{2}-\d{2}), on (.+?)\. Do not edit/g,
    ),
  ];
  const header = markdownTable(
    ['section', 'written by', 'measured on', 'machine'],
    sections.map(([, section, command, date, on]) => [
      `\`${section}\``,
      `\`${command}\``,
      date,
      on,
    ]),
  );
  writeFileSync(doc, replaceSection(written, 'header', header));
  console.log(`Wrote the "${name}" section of docs/performance.md, and its header.`);
}

function replaceSection(text, name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from !== -1 && to > from
    ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}`
    : `${text.trimEnd()}\n\n${block}\n`;
}

/** Seconds since `started` (from `performance.now()`), for a line saying how long a step took. */
export const secondsSince = (started) => ((performance.now() - started) / 1000).toFixed(1);
