import { afterAll, beforeAll } from 'vitest';
import { type EngineName, launchEngine } from './engines.ts';
import { type Engine, EnginePage } from './page.ts';

/**
 * For the tests of a `describe`: the engine, launched before them and closed after, the tabs they
 * open, and a check at each test's end that no page reported a problem.
 */
export function useEngineTabs(engineName: EngineName) {
  let engine: Engine;
  const opened: EnginePage[] = [];

  beforeAll(async () => {
    engine = await launchEngine(engineName);
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
  });

  return {
    /** A tab in a browser of its own, at `url`. */
    async open(url: string, viewport?: { width: number; height: number }) {
      const page = new EnginePage(await engine.newTab(viewport));
      opened.push(page);
      await page.goto(url);
      return page;
    },
    /** Closes the test's tabs, and gives what their pages reported as wrong. */
    async closeAll() {
      const problems: string[] = [];
      for (const page of opened.splice(0)) {
        problems.push(...(await page.reportedProblems()));
        await page.close();
      }
      return problems;
    },
  };
}
