import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJourneyDriver } from '../../test/checkoutJourneyDriver.js';
import { journeyArbitrary, moneyTaken } from '../../test/checkoutJourneys.js';

/**
 * How many journeys: 1 000 in the test command; set CHECKOUT_JOURNEYS for a long run
 * (`CHECKOUT_JOURNEYS=100000 pnpm exec vitest run packages/react/src/checkout/checkoutJourneys.test.ts`).
 */
const RUNS = Number(process.env.CHECKOUT_JOURNEYS ?? 1_000);

describe('every journey through the custom checkout', () => {
  it(
    `charges at most once, only for what is chosen, never asks for a card once paid, loses no answer, and ends booked or with a reference (${RUNS} journeys of up to 30 steps)`,
    async () => {
      const started = performance.now();
      // Where journeys went, so a generator that never reaches a payment cannot pass unnoticed.
      const reached = new Map<string, number>();
      const count = (what: string) => reached.set(what, (reached.get(what) ?? 0) + 1);
      await fc.assert(
        fc.asyncProperty(journeyArbitrary, async ({ persistence, steps }) => {
          const journey = createJourneyDriver(persistence);
          const phases = new Set<string>();
          for (const [index, step] of steps.entries()) {
            const problems = await journey.run(step);
            phases.add(journey.state().phase.name);
            if (problems.length > 0) {
              throw new Error(
                `after step ${index + 1} (${JSON.stringify(step)}): ${problems.join('; ')}`,
              );
            }
          }
          for (const phase of phases) count(phase);
          if (moneyTaken(journey.sandbox.payments()).length > 0) count('money taken');
          const ending = await journey.settle();
          if (ending.length > 0) throw new Error(`at the end: ${ending.join('; ')}`);
        }),
        { numRuns: RUNS },
      );
      const seconds = (performance.now() - started) / 1000;
      const tally = [...reached].map(([what, times]) => `${what} ${times}`).join(', ');
      console.log(`${RUNS} checkout journeys in ${seconds.toFixed(1)} s; reached: ${tally}`);
      // Every phase that holds a payment is reached by a good share of the journeys.
      for (const phase of ['ready', 'paid', 'booked', 'unsure', 'money taken']) {
        expect(reached.get(phase) ?? 0, phase).toBeGreaterThan(RUNS / 50);
      }
    },
    Math.max(120_000, RUNS * 200),
  );
});
