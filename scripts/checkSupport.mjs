// What the check scripts (size, packaging, consumer) share.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes a check script's results where `--json <file>` says, in the shape the test command reads
 * from Vitest (numPassedTests, numFailedTests), so every check counts in its final line.
 */
export function writeCheckReport(passed, failed, details = {}) {
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt === -1) return;
  const file = process.argv[jsonAt + 1];
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed, ...details }),
  );
}

/** Runs a command to its end: whether it succeeded, and all it printed. */
export function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}
