import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// Workspace packages resolve to their TypeScript source through this export condition, so tests
// and dev servers need no build step.
const SOURCE_CONDITION = '@unistay/source';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// React 18 and every library that binds to React, as compat/react18 installs them (each bound to
// React 18 by pnpm): the hook and component tests run against them as a second project.
const REACT_18_BOUND = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  '@testing-library/react',
  'react-hook-form',
  '@hookform/resolvers',
  '@stripe/react-stripe-js',
];
const react18Aliases = REACT_18_BOUND.map((name) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}(/.*)?$`),
  replacement: `${path.join(dirname, 'compat/react18/node_modules', name)}$1`,
}));

// Timeouts per kind of test, sized for a busy two-core machine rather than a fast laptop: a test
// that fails here fails on what it asserts, not on the machine's speed. Within a test, waits are on
// what the page shows (waitFor, expect.poll), never on a fixed sleep.
const NODE_TIMEOUTS = { testTimeout: 15_000, hookTimeout: 30_000 };
const DOM_TIMEOUTS = {
  testTimeout: 30_000,
  hookTimeout: 30_000,
  expect: { poll: { timeout: 10_000 } },
};

/**
 * The order the browser journeys start in, the longest first (as measured on a clean run: the
 * demo's 380 s without its keyboard journeys, 245, their 220, 176, 138, 107, 75, 62, 60 and 36
 * s), so two lanes end close together.
 */
const JOURNEY_LANES = [
  'apps/demo/demo.test.ts',
  'apps/demo/onePayment.test.ts',
  'apps/demo/keyboard.test.ts',
  'examples/nextjs/example.test.ts',
  'test/engines/stories.test.ts',
  'apps/demo/onePayment.model.test.ts',
  'apps/demo/engines.test.ts',
  'examples/html/example.test.ts',
  'apps/demo/serverCheckout.test.ts',
  'examples/html/engines.test.ts',
];

/**
 * Vitest's own order, save for the browser journeys, which start in JOURNEY_LANES's order (a
 * stable sort: every other file keeps its place before them).
 */
class JourneyLanes extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const place = (file: TestSpecification) =>
      JOURNEY_LANES.indexOf(path.relative(dirname, file.moduleId));
    return (await super.sort(files)).sort((a, b) => place(a) - place(b));
  }
}

const JOURNEY_TIMEOUTS = {
  testTimeout: 90_000,
  hookTimeout: 180_000,
  expect: { poll: { timeout: 15_000 } },
};

const STORY_TEST = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  expect: { poll: { timeout: 10_000 } },
  browser: {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions() }),
    instances: [{ browser: 'chromium' as const }],
  },
};

/**
 * The axe canary alone (scripts/axeCanary.mjs sets UNISTAY_AXE_CANARY): a story with a known
 * violation that must fail. It exists only then, so a normal run never sees it.
 */
const axeCanaryProject = {
  extends: true as const,
  plugins: [
    storybookTest({
      configDir: path.join(dirname, '.storybook'),
      tags: { include: ['axe-canary'] },
    }),
  ],
  test: { name: 'axe-canary', ...STORY_TEST },
};

export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    // Every core: Vitest's default leaves one free, which on a two-core machine runs every file one
    // after another (the unit, hook and story tests took 40% longer so). The demo's journeys still
    // run one file at a time (their project says so).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: JourneyLanes },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/*/server/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          exclude: ['test/engines/**', '**/node_modules/**'],
          ...NODE_TIMEOUTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx'],
          setupFiles: ['scripts/vitest.dom-setup.ts'],
          provide: { reactMajor: 19 },
          ...DOM_TIMEOUTS,
        },
      },
      {
        extends: true,
        resolve: { alias: react18Aliases },
        test: {
          name: 'dom-react18',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx'],
          setupFiles: ['scripts/vitest.dom-setup.ts'],
          provide: { reactMajor: 18 },
          ...DOM_TIMEOUTS,
        },
      },
      {
        // Every story is a test: rendered in a real browser, its play function run, then axe.
        extends: true,
        plugins: [
          storybookTest({
            configDir: path.join(dirname, '.storybook'),
            tags: { exclude: ['axe-canary'] },
          }),
        ],
        test: { name: 'storybook', ...STORY_TEST, setupFiles: ['.storybook/speech.setup.ts'] },
      },
      {
        // The browser journeys: the demo's (against its production build), the Next.js example's
        // and the other engines'. After everything else, two files at a time, the longest first
        // (JOURNEY_LANES): each file drives its own browser and serves its own pages, and none
        // waits on a tab hearing another.
        extends: true,
        test: {
          name: 'journeys',
          environment: 'node',
          include: ['apps/*/*.test.ts', 'examples/*/*.test.ts', 'test/engines/*.test.ts'],
          globalSetup: ['apps/demo/journeysSetup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          ...JOURNEY_TIMEOUTS,
        },
      },
      ...(process.env.UNISTAY_AXE_CANARY ? [axeCanaryProject] : []),
    ],
  },
});
