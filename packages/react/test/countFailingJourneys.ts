/**
 * How many of N generated journeys break a promise, and the smallest one that does: for trying the
 * checkout with a guard removed (the test stops at the first failure; this counts them all).
 *
 *   pnpm exec tsx --conditions=@unistay/source packages/react/test/countFailingJourneys.ts 1000
 */
import fc from 'fast-check';
import { createJourneyDriver } from './checkoutJourneyDriver.js';
import { journeyArbitrary, type Step } from './checkoutJourneys.js';

const runs = Number(process.argv[2] ?? 1_000);

async function problemsOf({
  persistence,
  steps,
}: {
  persistence: 'session' | 'none';
  steps: Step[];
}) {
  const journey = createJourneyDriver(persistence);
  for (const [index, step] of steps.entries()) {
    const problems = await journey.run(step);
    if (problems.length > 0)
      return `after step ${index + 1} (${step.kind}): ${problems.join('; ')}`;
  }
  const ending = await journey.settle();
  return ending.length > 0 ? `at the end: ${ending.join('; ')}` : null;
}

const journeys = fc.sample(journeyArbitrary, { numRuns: runs, seed: 20261125 });
let failing = 0;
const reasons = new Map<string, number>();
for (const journey of journeys) {
  const problem = await problemsOf(journey);
  if (!problem) continue;
  failing += 1;
  const reason = problem.replace(/pi_sandbox_\w+/g, 'pi_…').replace(/step \d+/, 'step N');
  reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
}
console.log(`${failing} of ${runs} journeys break a promise`);
for (const [reason, times] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
  console.log(`  ${times}× ${reason}`);
}
const shrunk = await fc.check(
  fc.asyncProperty(journeyArbitrary, async (journey) => (await problemsOf(journey)) === null),
  { numRuns: runs, seed: 20261125 },
);
if (shrunk.failed) {
  console.log(`smallest: ${JSON.stringify(shrunk.counterexample)}`);
}
