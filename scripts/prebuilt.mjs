// Production builds the test command has made already in this run. The Lighthouse step builds the
// demo and the Next.js example exactly as the browser journeys serve them (the same commands and
// settings, into the same folders), so it records each build it finished in the file that
// UNISTAY_PREBUILT names, and the journeys serve those rather than build them again. The test
// command empties its results folder as it starts, so a record is never an earlier run's; outside
// the test command the variable is unset, and every journey file builds what it serves.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const VARIABLE = 'UNISTAY_PREBUILT';

function recorded(file) {
  if (!file || !existsSync(file)) return [];
  try {
    const builds = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(builds) ? builds : [];
  } catch {
    return [];
  }
}

/** Records that `name` was built for production in this run (in `file`, when one is given). */
export function recordBuild(file, name) {
  if (!file) return;
  writeFileSync(file, JSON.stringify([...new Set([...recorded(file), name])]));
}

/** Whether `name` was built for production earlier in this run of the test command. */
export const builtThisRun = (name) => recorded(process.env[VARIABLE]).includes(name);

/** The environment that tells the journeys where this run's builds are recorded. */
export const prebuiltEnv = (file) => ({ [VARIABLE]: file });
