/** Records that `name` was built for production in this run (in `file`, when one is given). */
export function recordBuild(file: string | undefined, name: string): void;
/** Whether `name` was built for production earlier in this run of the test command. */
export function builtThisRun(name: 'demo' | 'nextjs'): boolean;
/** The environment that tells the journeys where this run's builds are recorded. */
export function prebuiltEnv(file: string): Record<string, string>;
