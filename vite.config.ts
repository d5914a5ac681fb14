import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
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

export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/*.test.ts',
            'apps/*/server/**/*.test.ts',
          ],
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
        },
      },
      {
        // Every story is a test: rendered in a real browser, its play function run, then axe.
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
