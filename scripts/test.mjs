#!/usr/bin/env node
// The one test command: type-check, lint, build, size budgets, packaging, a consumer's install,
// the performance gates (scripts/gates.mjs; docs/performance.md says how they were set), then
// every test, printing how long each step took. It ends with the line "N passed, N failed",
// counting every test run and every check of the scripts that write a report; a failed step
// without one counts as one failed test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { LIGHTHOUSE, TABLE_RATIO } from './gates.mjs';
import { prebuiltEnv } from './prebuilt.mjs';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
/** The production builds the Lighthouse step made, which the browser journeys then serve. */
const buildsFile = `${resultsDir}/builds.json`;

const steps = [
  // The first three must pass: every later step would run against a broken tree.
  {
    name: 'type-check',
    command: 'pnpm',
    args: ['exec', 'tsc', '-p', 'tsconfig.json'],
    required: true,
  },
  { name: 'lint and format', command: 'pnpm', args: ['exec', 'biome', 'ci', '.'], required: true },
  { name: 'build packages', command: 'pnpm', args: ['run', '--silent', 'build'], required: true },
  // The Next.js example imports the packages as a partner's app does, by their built types.
  {
    name: 'type-check the Next.js example',
    command: 'pnpm',
    args: ['exec', 'tsc', '-p', 'examples/nextjs/tsconfig.json', '--incremental', 'false'],
  },
  {
    name: 'size budgets and tree-shaking',
    command: 'node',
    args: ['scripts/size.mjs', '--json', `${resultsDir}/size.json`],
    report: `${resultsDir}/size.json`,
  },
  {
    name: 'packaging: publint, arethetypeswrong, peers, side effects, client directives',
    command: 'node',
    args: ['scripts/packaging.mjs', '--json', `${resultsDir}/packaging.json`],
    report: `${resultsDir}/packaging.json`,
  },
  {
    name: 'consumer: install the packed packages elsewhere, type-check every export, render on a server',
    command: 'node',
    args: ['scripts/consumer.mjs', '--json', `${resultsDir}/consumer.json`],
    report: `${resultsDir}/consumer.json`,
  },
  {
    name: `EnquiryTable ratio: median of ${TABLE_RATIO.processes} processes <= ${TABLE_RATIO.gate} (${TABLE_RATIO.rows} rows against a plain table, each process the median of 20 mounts, interleaved)`,
    command: 'node',
    args: ['scripts/tableRatio.mjs', '--json', `${resultsDir}/table-ratio.json`],
    report: `${resultsDir}/table-ratio.json`,
  },
  {
    name: `Lighthouse: ${LIGHTHOUSE.runsPerPage} runs a page, the best performance >= ${LIGHTHOUSE.performanceGate} (${LIGHTHOUSE.nextPerformanceGate} on the Next.js example's), the median a11y and best practices ${LIGHTHOUSE.accessibility} (mobile, the pages students use)`,
    command: 'node',
    args: [
      'scripts/lighthouse.mjs',
      '--json',
      `${resultsDir}/lighthouse.json`,
      '--record-builds',
      buildsFile,
    ],
    report: `${resultsDir}/lighthouse.json`,
  },
  { name: 'build Storybook', command: 'pnpm', args: ['run', '--silent', 'build-storybook'] },
  {
    name: 'axe canary: a story with a known violation must fail the story runner',
    command: 'node',
    args: ['scripts/axeCanary.mjs', '--json', `${resultsDir}/axe-canary.json`],
    report: `${resultsDir}/axe-canary.json`,
  },
  {
    name: 'unit, contract, hook, story and browser tests',
    command: 'pnpm',
    args: [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsDir}/vitest.json`,
    ],
    env: prebuiltEnv(buildsFile),
    report: `${resultsDir}/vitest.json`,
  },
];

let passed = 0;
let failed = 0;
const failures = [];
const timings = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const { status } = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = (performance.now() - started) / 1000;
  timings.push({ name: step.name, seconds });
  console.log(`(${seconds.toFixed(1)} s)`);
  if (step.report) {
    try {
      const report = JSON.parse(readFileSync(step.report, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      if (status !== 0 && report.numFailedTests === 0) failed += 1;
    } catch {
      failed += 1;
    }
  } else if (status !== 0) {
    failed += 1;
  }
  if (status !== 0) failures.push(step.name);
  if (status !== 0 && step.required) {
    const skipped = steps.slice(steps.indexOf(step) + 1).map((later) => later.name);
    console.log(`\n${step.name} failed, so these did not run: ${skipped.join('; ')}.`);
    break;
  }
}

console.log('\nTime taken by each step:');
for (const { name, seconds } of timings) {
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${name.split(':')[0]}`);
}
console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nEvery check passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
