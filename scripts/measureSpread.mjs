#!/usr/bin/env node
/**
 * Measures the spread of the figures the test command gates on, so each gate can sit beyond it:
 *
 * - EnquiryTable's ratio: 30 fresh processes, one after another, each measuring the ratio once as
 *   each of the gate's processes does. The gate takes the median of 5 processes; the spread of that
 *   median is read from the 30 runs two ways: the 6 groups of 5 consecutive runs (medians actually
 *   seen), and every one of the 142,506 sets of 5 of the 30 runs (every median of five those runs
 *   can give, each set counted once).
 * - Lighthouse: 30 rounds of every page (scripts/lighthouse.mjs --runs 30 --all), a fresh browser
 *   each round, as the gate measures its 3. The best of three (the gate's performance) and the
 *   median are read from the 10 triples of consecutive rounds, and from every one of the 4,060
 *   triples of the 30 rounds.
 *
 * Then prints, and with --write-docs writes into docs/performance.md, min, median, p90 and max of
 * each, the gate each rule gives (GATE_MARGINS in scripts/gates.mjs) beside the gate in force, and
 * every raw figure. The raw figures are saved before anything is made of them: with --write-docs
 * in docs/performance-spread.json, otherwise in the system's temporary folder. --reanalyse reads
 * them again instead of measuring (after a gate or a rule changed, say). Takes about 20 minutes on
 * 2 cores. --busy-core keeps one core busy meanwhile (a process spinning on it), as the test
 * command must pass with one: Lighthouse's gates are set from a spread measured so, since a page's
 * score falls by several points under that load; anything else heavy makes the spread wider still.
 *
 *   pnpm bench:spread                       (both, 30 runs each, written into the doc)
 *   node scripts/measureSpread.mjs [--only table|lighthouse] [--runs <n>] [--busy-core] [--reanalyse] [--write-docs]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATE_MARGINS, LIGHTHOUSE, TABLE_RATIO } from './gates.mjs';
import {
  generatedLine,
  greatest,
  hasFlag,
  least,
  machine,
  markdownTable,
  median,
  option,
  root,
  secondsSince,
  summary,
  tableRatioOnce,
  today,
  writeDocSection,
} from './performanceSupport.mjs';

const RUNS = Number(option('--runs', 30));
const only = option('--only', undefined);
const writeDocs = hasFlag('--write-docs');
const reanalyse = hasFlag('--reanalyse');
const busyCore = hasFlag('--busy-core');
if (busyCore && !reanalyse) {
  const spinner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  // Not waited for: it is stopped as this process ends.
  spinner.unref();
  process.on('exit', () => spinner.kill());
}
const command = `pnpm bench:spread${only ? ` --only ${only}` : ''}${reanalyse ? ' --reanalyse' : ''}`;

/** The raw figures: each part's runs, with when, where and how long they took to measure. */
const rawFile = writeDocs
  ? join(root, 'docs/performance-spread.json')
  : join(tmpdir(), 'unistay-performance-spread.json');
if (reanalyse && !existsSync(rawFile)) throw new Error(`No figures to reanalyse in ${rawFile}.`);
const raw = existsSync(rawFile) ? JSON.parse(readFileSync(rawFile, 'utf8')) : {};

/** Keeps a part's raw figures before anything is made of them. */
function save(part, figures) {
  raw[part] = { date: today(), machine: machine(), busyCore, ...figures };
  writeFileSync(rawFile, `${JSON.stringify(raw, null, 2)}\n`);
  console.log(`The raw figures are in ${rawFile}.`);
}

/** Every way to choose `k` of `values` (each set once, whatever its order). */
function* choose(values, k, from = 0, chosen = []) {
  if (chosen.length === k) {
    yield chosen;
    return;
  }
  for (let index = from; index <= values.length - (k - chosen.length); index++) {
    yield* choose(values, k, index + 1, [...chosen, values[index]]);
  }
}

/**
 * `statistic` (the median, by default) of `k` runs: of consecutive groups (in the order measured),
 * and of every set of k.
 */
function ofGroupsAndSets(values, k, statistic = median) {
  const grouped = [];
  for (let start = 0; start + k <= values.length; start += k) {
    grouped.push(statistic(values.slice(start, start + k)));
  }
  const everySet = [];
  for (const set of choose(values, k)) everySet.push(statistic(set));
  return { grouped, everySet };
}

/** The machine's load while measuring, for a reader judging how quiet it was. */
const loadLine = (loads, after, busy) =>
  `${busy ? 'One core was kept busy throughout (a process spinning on it), as the test command must pass with one. ' : ''}The 1-minute load average after each ${after} (${cpus().length} cores; the measurement itself is part of it) was ${least(loads).toFixed(2)} to ${greatest(loads).toFixed(2)}, median ${median(loads).toFixed(2)}.`;

const fixed = (digits) => (value) => value.toFixed(digits);

/** A row of min, median, p90 and max. */
const summaryRow = (label, values, format) => {
  // A trial of fewer runs than a gate takes has no medians to show.
  if (values.length === 0) return [label, '-', '-', '-', '-', '0'];
  const { min, median: middle, p90, max } = summary(values);
  return [label, ...[min, middle, p90, max].map(format), values.length.toLocaleString('en-GB')];
};
const SUMMARY_HEADER = ['figure', 'min', 'median', 'p90', 'max', 'values'];

/** A gate by its rule beside the gate in force, flagged when they differ. */
const inForce = (ruleGate, gate) =>
  `in scripts/gates.mjs: **${gate}**${ruleGate === gate ? '' : ' (differs: set the gate by the rule, or say here why not)'}`;

function tableSection() {
  if (!reanalyse) {
    console.log(`EnquiryTable's ratio, ${RUNS} fresh processes one after another`);
    const started = performance.now();
    const runs = [];
    for (let index = 1; index <= RUNS; index++) {
      const runStarted = performance.now();
      const run = tableRatioOnce();
      run.seconds = Number(secondsSince(runStarted));
      run.load = loadavg()[0];
      runs.push(run);
      console.log(
        `  ${String(index).padStart(2)}: ratio ${run.ratio.toFixed(3)} (${run.seconds} s, load ${run.load.toFixed(2)})`,
      );
    }
    save('table', { seconds: Number(secondsSince(started)), runs });
  }
  const { runs, seconds, date, machine: on, busyCore: busy } = raw.table;
  const ratios = runs.map((run) => run.ratio);
  const { grouped, everySet } = ofGroupsAndSets(ratios, TABLE_RATIO.processes);
  const highest = greatest(everySet);
  // Rounded to a millionth first, so 1.25 x 1.6 is 2.00, not 2.01.
  const ruleGate = Math.ceil(Math.round(highest * GATE_MARGINS.tableRatioFactor * 1e6) / 1e4) / 100;
  const perProcess = seconds / runs.length;
  const ratio = fixed(3);
  return [
    generatedLine(command, date, on),
    '',
    `${runs.length} fresh processes, one after another, each measuring EnquiryTable against a plain \`<table>\` once (${TABLE_RATIO.rows} rows, median of 20 mounts each, interleaved), in ${seconds.toFixed(0)} s: ${perProcess.toFixed(1)} s a process, so about ${(perProcess * TABLE_RATIO.processes).toFixed(0)} s for the gate's ${TABLE_RATIO.processes}. ${loadLine(
      runs.map((run) => run.load),
      'process',
      busy,
    )}`,
    '',
    markdownTable(SUMMARY_HEADER, [
      summaryRow('one process', ratios, ratio),
      summaryRow(
        `median of ${TABLE_RATIO.processes}: consecutive groups of the runs`,
        grouped,
        ratio,
      ),
      summaryRow(`median of ${TABLE_RATIO.processes}: every set of the runs`, everySet, ratio),
    ]),
    '',
    `Gate by the rule: ${GATE_MARGINS.tableRatioFactor} x ${highest.toFixed(3)} (the highest median of ${TABLE_RATIO.processes}, every set) = **${ruleGate.toFixed(2)}**, rounded up; ${inForce(ruleGate, TABLE_RATIO.gate)}. Goals, tracked by \`pnpm bench\`: ${TABLE_RATIO.goal} now, ${TABLE_RATIO.laterGoal} next; ${ratios.filter((value) => value <= TABLE_RATIO.goal).length} of the ${runs.length} single runs met ${TABLE_RATIO.goal}.`,
    '',
    `Every ratio, in the order measured: ${ratios.map(ratio).join(', ')}.`,
  ].join('\n');
}

function lighthouseSection() {
  if (!reanalyse) {
    console.log(`Lighthouse, ${RUNS} rounds of every page it gates`);
    const report = join(tmpdir(), `unistay-lighthouse-spread-${process.pid}.json`);
    const started = performance.now();
    // Its exit code is the gate's, on 30 runs instead of 3; only its figures are read here.
    spawnSync(
      process.execPath,
      ['scripts/lighthouse.mjs', '--runs', String(RUNS), '--all', '--json', report],
      { cwd: root, stdio: 'inherit' },
    );
    const seconds = Number(secondsSince(started));
    const { pages, rounds, buildSeconds } = JSON.parse(readFileSync(report, 'utf8'));
    rmSync(report, { force: true });
    save('lighthouse', {
      seconds,
      buildSeconds,
      rounds,
      pages: pages.map((page) => ({ path: page.path, runs: page.runs })),
    });
  }
  const {
    pages,
    rounds,
    buildSeconds,
    seconds,
    date,
    machine: on,
    busyCore: busy,
  } = raw.lighthouse;

  const k = LIGHTHOUSE.runsPerPage;
  const points = fixed(0);
  const half = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  const rows = [];
  /**
   * The lowest best of every set of k runs (what the gate takes), of the demo's pages and of the
   * Next.js example's apart.
   */
  const lowestBests = { demo: [], next: [] };
  const best = (values) => greatest(values);
  const exact = [];
  for (const page of pages) {
    const scores = page.runs.map((run) => run.performance);
    const bests = ofGroupsAndSets(scores, k, best);
    const medians = ofGroupsAndSets(scores, k);
    lowestBests[page.path.startsWith('next: ') ? 'next' : 'demo'].push(least(bests.everySet));
    rows.push(summaryRow(`${page.path}: one run`, scores, points));
    rows.push(summaryRow(`${page.path}: best of ${k}, consecutive rounds`, bests.grouped, points));
    rows.push(summaryRow(`${page.path}: best of ${k}, every set`, bests.everySet, points));
    rows.push(summaryRow(`${page.path}: median of ${k}, every set`, medians.everySet, half));
    const lowestOf = (category) => least(page.runs.map((run) => run[category]));
    exact.push([page.path, lowestOf('accessibility'), lowestOf('best-practices')]);
  }
  const gateLine = (which, lowest, gate, goal) =>
    `Gate by the rule, ${which}: ${lowest} (the lowest best of ${k}, every set of every page) - ${GATE_MARGINS.performancePoints} = **${lowest - GATE_MARGINS.performancePoints}**; ${inForce(lowest - GATE_MARGINS.performancePoints, gate)}. Goal, tracked by \`pnpm bench\`: ${goal}.`;
  const gateLines = [
    gateLine(
      "the demo's pages",
      least(lowestBests.demo),
      LIGHTHOUSE.performanceGate,
      LIGHTHOUSE.performanceGoal,
    ),
    // Spreads measured before the Next.js example's pages were have none of them.
    ...(lowestBests.next.length > 0
      ? [
          '',
          gateLine(
            "the Next.js example's pages",
            least(lowestBests.next),
            LIGHTHOUSE.nextPerformanceGate,
            LIGHTHOUSE.nextPerformanceGoal,
          ),
        ]
      : []),
  ];
  const runCount = pages.length * rounds.length;
  const perRound = median(rounds.map((round) => round.seconds));
  return [
    generatedLine(command, date, on),
    '',
    `${rounds.length} rounds of every page (scripts/lighthouse.mjs --runs ${rounds.length} --all: mobile, the production build, a fresh browser each round), ${runCount} runs in ${(seconds / 60).toFixed(1)} minutes: the demo built in ${buildSeconds.toFixed(0)} s, then ${perRound.toFixed(0)} s a round (median), so about ${(buildSeconds + perRound * LIGHTHOUSE.runsPerPage).toFixed(0)} s for the gate's ${LIGHTHOUSE.runsPerPage} rounds. ${loadLine(
      rounds.map((round) => round.load),
      'round',
      busy,
    )}`,
    '',
    'Performance:',
    '',
    markdownTable(SUMMARY_HEADER, rows),
    '',
    ...gateLines,
    '',
    `Accessibility and best practices, the lowest single run of the ${rounds.length} (gated at ${LIGHTHOUSE.accessibility} and ${LIGHTHOUSE.bestPractices} respectively, on the median of ${k}):`,
    '',
    markdownTable(['page', 'accessibility', 'best practices'], exact),
    '',
    'Every performance score, in the order measured:',
    '',
    ...pages.map((page) => `- ${page.path}: ${page.runs.map((run) => run.performance).join(', ')}`),
  ].join('\n');
}

/** The gates in force and their rules, from scripts/gates.mjs. */
function gatesSection() {
  const measured = ['table', 'lighthouse']
    .filter((part) => raw[part])
    .map(
      (part) =>
        `${part === 'table' ? "the table's" : "Lighthouse's"} measured on ${raw[part].date}`,
    )
    .join(', ');
  return [
    `_Written by \`${command}\` from scripts/gates.mjs, beside the spread it was set from (${measured || 'not measured yet'}). Do not edit by hand: change the constants and run it again._`,
    '',
    markdownTable(
      ['figure', 'gated in `pnpm test` on', 'gate', 'rule', 'goal (`pnpm bench`)'],
      [
        [
          `EnquiryTable mounting ${TABLE_RATIO.rows} rows, over a plain \`<table>\` mounting the same rows`,
          `the median of ${TABLE_RATIO.processes} fresh processes, each measuring the ratio once (median of 20 mounts of each table, interleaved)`,
          `<= ${TABLE_RATIO.gate}`,
          `${GATE_MARGINS.tableRatioFactor} x the highest median of ${TABLE_RATIO.processes} measured, rounded up to 2 decimals`,
          `<= ${TABLE_RATIO.goal} now, ${TABLE_RATIO.laterGoal} next`,
        ],
        [
          "Lighthouse performance, mobile, the demo's rooms, room and question pages",
          `the best of ${LIGHTHOUSE.runsPerPage} runs of the page`,
          `>= ${LIGHTHOUSE.performanceGate}`,
          `the lowest best of ${LIGHTHOUSE.runsPerPage} measured on any page (with a core kept busy), less ${GATE_MARGINS.performancePoints} points`,
          `>= ${LIGHTHOUSE.performanceGoal}`,
        ],
        [
          "Lighthouse performance, mobile, the Next.js example's two room pages",
          `the best of ${LIGHTHOUSE.runsPerPage} runs of the page`,
          `>= ${LIGHTHOUSE.nextPerformanceGate}`,
          `the lowest best of ${LIGHTHOUSE.runsPerPage} measured on them (with a core kept busy), less ${GATE_MARGINS.performancePoints} points`,
          `>= ${LIGHTHOUSE.nextPerformanceGoal}`,
        ],
        [
          'Lighthouse accessibility and best practices, every page measured',
          `the median of ${LIGHTHOUSE.runsPerPage} runs of the page`,
          `accessibility ${LIGHTHOUSE.accessibility}, best practices ${LIGHTHOUSE.bestPractices}`,
          'exactly 100, no margin: any failed audit fails the gate',
          '100',
        ],
      ],
    ),
  ].join('\n');
}

const sections = [];
// Reanalysing, a part never measured is left out.
if (only !== 'lighthouse' && (!reanalyse || raw.table)) {
  sections.push(['spread-table', tableSection()]);
}
if (only !== 'table' && (!reanalyse || raw.lighthouse)) {
  sections.push(['spread-lighthouse', lighthouseSection()]);
}
sections.push(['gates', gatesSection()]);
for (const [name, markdown] of sections) {
  console.log(`\n${markdown}`);
  if (writeDocs) writeDocSection(name, markdown);
}
