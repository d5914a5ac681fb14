import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { type AliasOptions, defaultClientConditions } from 'vite';

// Workspace packages resolve to their TypeScript source, as in vite.config.ts: no build step.
const SOURCE_CONDITION = '@unistay/source';

// The screen reader's simulation (speech.ts) uses Storybook's own user-event: oneUserEvent.ts says why.
const ONE_USER_EVENT = fileURLToPath(new URL('./oneUserEvent.ts', import.meta.url));

const aliasList = (alias: AliasOptions | undefined) =>
  Array.isArray(alias)
    ? alias
    : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }));

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The axe canary (AxeCanary.stories.tsx) is tagged out of the sidebar and the normal test run.
  stories: ['../packages/*/src/**/*.stories.tsx', './*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // mockServiceWorker.js, from `msw init .storybook/public`.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig, { configType }) {
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: [SOURCE_CONDITION, ...defaultClientConditions],
      alias: [
        ...aliasList(viteConfig.resolve?.alias),
        { find: /^@testing-library\/user-event$/, replacement: ONE_USER_EVENT },
      ],
    };
    // A build lists every chunk it writes; in the test command's log only problems are worth a line.
    if (configType === 'PRODUCTION') {
      viteConfig.logLevel = 'warn';
      viteConfig.build = {
        ...viteConfig.build,
        rolldownOptions: {
          ...viteConfig.build?.rolldownOptions,
          // React libraries mark their client modules 'use client'; a bundle has no use for it.
          onwarn(warning, warn) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      };
    }
    return viteConfig;
  },
};

export default config;
