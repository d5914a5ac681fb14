#!/usr/bin/env node
// The one test command: type-check, lint, build, size budgets, packaging, a consumer's install,
// then every test. It ends with the line "N passed, N failed", counting every test run and every
// check of the scripts that write a report; a failed step without one counts as one failed test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const steps = [
  { name: 'type-check', command: 'pnpm', args: ['exec', 'tsc', '-p', 'tsconfig.json'] },
  { name: 'lint and format', command: 'pnpm', args: ['exec', 'biome', 'ci', '.'] },
  { name: 'build packages', command: 'pnpm', args: ['run', '--silent', 'build'] },
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
  { name: 'build Storybook', command: 'pnpm', args: ['run', '--silent', 'build-storybook'] },
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
    report: `${resultsDir}/vitest.json`,
  },
];

let passed = 0;
let failed = 0;
const failures = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const { status } = spawnSync(step.command, step.args, { stdio: 'inherit' });
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
}

console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nEvery check passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
