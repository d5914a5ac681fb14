#!/usr/bin/env node
// Proves the story tests run axe: the canary story (a field with no label) is run alone, and this
// check passes only when the story runner fails it for that violation. If axe were switched off,
// or its failures downgraded to warnings, the canary would pass and this check would fail.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCheckReport } from './checkSupport.mjs';

const report = join(tmpdir(), `unistay-axe-canary-${process.pid}.json`);
spawnSync(
  'pnpm',
  // Its own story file only: the project would otherwise set up every story file in the browser,
  // to skip all but one (about 100 s against 17 s).
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'axe-canary',
    '.storybook/AxeCanary.stories',
    '--reporter=json',
    `--outputFile=${report}`,
  ],
  { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, UNISTAY_AXE_CANARY: '1' } },
);

let problem = null;
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  const tests = results.testResults.flatMap((file) => file.assertionResults);
  const messages = tests.flatMap((test) => test.failureMessages).join('\n');
  if (tests.length !== 1) problem = `expected the one canary story, the runner ran ${tests.length}`;
  else if (tests[0].status !== 'failed') problem = 'the canary story passed: axe did not fail it';
  else if (!/\blabel\b/.test(messages))
    problem = `the canary failed, but not for its missing label:\n${messages}`;
} catch (error) {
  problem = `the story runner wrote no report (${error.message})`;
} finally {
  rmSync(report, { force: true });
}

console.log(
  problem
    ? `FAIL  axe canary: ${problem}`
    : 'ok    axe canary: the story with an unlabelled field failed on axe, as it must',
);
writeCheckReport(problem ? 0 : 1, problem ? 1 : 0);
process.exit(problem ? 1 : 0);
