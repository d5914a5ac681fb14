/** Writes a check's results where `--json <file>` says, in the shape the test command reads. */
export function writeCheckReport(
  passed: number,
  failed: number,
  details?: Record<string, unknown>,
): void;

/** Runs a command to its end: whether it succeeded, and all it printed. */
export function run(command: string, args: string[], cwd?: string): { ok: boolean; output: string };
