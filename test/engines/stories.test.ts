import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchEngine } from './engines.ts';
import { type Engine, EnginePage } from './page.ts';

/**
 * Every state story (tagged `state`: what a student or staff member can reach) in Firefox and
 * WebKit, from the built Storybook: drawn and its play function run, with nothing reported wrong.
 * The storybook project runs every story in Chromium, with the checks after a state's play (every
 * word from the packs, the state in Arabic at 360 px); the demo's journeys check Arabic in these
 * engines.
 */

const STORYBOOK = fileURLToPath(new URL('../../storybook-static', import.meta.url));

interface IndexEntry {
  type: string;
  id: string;
  tags: string[];
}
const stateStories = () =>
  Object.values(
    (
      JSON.parse(readFileSync(`${STORYBOOK}/index.json`, 'utf8')) as {
        entries: Record<string, IndexEntry>;
      }
    ).entries,
  )
    .filter((entry) => entry.type === 'story' && entry.tags.includes('state'))
    .map((entry) => entry.id);

let server: PreviewServer;
let baseUrl = '';

beforeAll(async () => {
  if (!existsSync(`${STORYBOOK}/index.json`)) {
    throw new Error('These run the built Storybook: run `pnpm build-storybook` first.');
  }
  server = await preview({
    root: STORYBOOK,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: STORYBOOK },
    preview: { port: 0, host: '127.0.0.1' },
  });
  baseUrl = server.resolvedUrls?.local[0] ?? '';
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/**
 * In the page: shows a story through the preview's own channel, as the Storybook manager does,
 * and says how it ended, with what went wrong.
 */
const SHOW_STORY = `(storyId) => new Promise((resolve) => {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const failed = [];
  const on = (event, listener) => channel.on(event, listener);
  const off = [];
  const listen = (event, listener) => { on(event, listener); off.push(() => channel.off(event, listener)); };
  const done = (outcome) => { for (const stop of off) stop(); resolve(outcome); };
  const timer = setTimeout(() => done({ storyId, status: 'timed out', failed }), 40000);
  listen('storyErrored', (error) => failed.push('errored: ' + (error?.title ?? '') + ' ' + (error?.description ?? '')));
  listen('storyThrewException', (error) => failed.push('threw: ' + (error?.message ?? error)));
  listen('playFunctionThrewException', (error) => failed.push('play threw: ' + (error?.message ?? error)));
  listen('storyMissing', () => failed.push('missing'));
  listen('storyFinished', (finished) => {
    if (finished.storyId !== storyId) return;
    clearTimeout(timer);
    done({ storyId, status: finished.status, failed });
  });
  window.unistayDrawnAndPlayedOnly = true;
  channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
})`;

describe.each(['firefox', 'webkit'] as const)('every state story in %s', (engineName) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await launchEngine(engineName);
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
  });

  it('is drawn and played, nothing reported wrong', async () => {
    const stories = stateStories();
    expect(stories.length).toBeGreaterThan(40);
    const tab = await engine.newTab({ width: 1280, height: 900 });
    const page = new EnginePage(tab);
    const failures: string[] = [];
    try {
      await page.goto(`${baseUrl}iframe.html?id=${stories[0]}&viewMode=story`);
      await page.locator('#storybook-root').waitFor({ state: 'attached' });
      for (const storyId of stories) {
        const outcome = await tab.run<{ status: string; failed: string[] }>(SHOW_STORY, [storyId]);
        if (outcome.status !== 'success' || outcome.failed.length > 0) {
          failures.push(`${storyId}: ${outcome.status} ${outcome.failed.join('; ')}`);
        }
      }
      failures.push(...(await page.reportedProblems()));
    } finally {
      await page.close();
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
