import type { Decorator, Preview } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { createPartnerClient, partnerCredentials } from '@unistay/api-client';
import { createUnistayQueryClient, type LocalePack, UnistayProvider } from '@unistay/react';
import { createSandbox, type Fault, type SandboxOptions } from '@unistay/sandbox';
import { sandboxHandlers } from '@unistay/sandbox/msw';
import type { ReactNode } from 'react';
import '@unistay/ui/styles.css';
import './preview.css';
import axe from 'axe-core';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useSyncExternalStore } from 'react';
import { configure, userEvent } from 'storybook/test';
import { overflowing } from '../test/overflowing.js';
import { nonTextContrastFaults } from './contrastChecks.js';
import { storyData, storyLanguage, untranslatedIn, unusableInArabic } from './everyState.js';
import { labelsNotInName, targetsTooSmall } from './pointerChecks.js';
import { heard, keep, listen, notSaidOnce, readAll, unspeakable, withRunsAlike } from './speech.js';

// A play function's `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: sized, like
// vite.config.ts's timeouts, for a busy two-core machine, so a story fails on what it waits for.
configure({ asyncUtilTimeout: 5_000 });

/** What axe finds in `root`: its page-level rules aside (a story is not a page). */
async function axeProblems(root: HTMLElement): Promise<string[]> {
  const { violations } = await axe.run(root, {
    rules: { region: { enabled: false }, 'landmark-one-main': { enabled: false } },
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `axe ${violation.id}: ${node.target.join(' ')}`),
  );
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The story's language, whatever the toolbar says: a pack's name (`ar`, `pseudo`). */
    locale?: string;
    /**
     * Words a screen reader must say once, and only once, while the play brings the story to its
     * state: its status messages (WCAG 4.1.3), each a part of what is said.
     */
    saidOnce?: string[];
    /** How the sandbox behaves for this story. */
    sandbox?: {
      /** Injected after the sandbox is reset to its seeded state, so they hold for this story only. */
      faults?: Fault[];
      /** A sandbox of its own for this story, seeded otherwise (an empty list, a long one). */
      options?: SandboxOptions;
    };
  }
}

/** The sandbox behind most stories, answering `/api/*` and `/__sandbox/*` on any origin. */
const seededSandbox = createSandbox();
/** The one answering now: the seeded one, or a story's own (`parameters.sandbox.options`). */
let sandbox = seededSandbox;

async function startWorker() {
  // Handlers given to setupWorker survive the addon's resetHandlers() between stories; they ask
  // whichever sandbox the current story uses.
  const worker = setupWorker(
    ...sandboxHandlers({
      handle: async (request) => {
        const response = await sandbox.handle(request);
        void storyData.answered(response);
        return response;
      },
    }),
  );
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return worker;
}

/**
 * Every story gets its own client and cache, so none sees another's data, errors or requests in
 * flight. In the browser there is no proxy to add the credentials, so the client sends the sandbox
 * partner's own; the sandbox checks both headers as the real API does.
 */
function createStoryContext() {
  return {
    client: createPartnerClient({
      baseUrl: '',
      credentials: partnerCredentials({
        partnerId: 'sandbox-partner',
        accessToken: 'sandbox-token',
      }),
    }),
    queryClient: createUnistayQueryClient(),
  };
}

/** Every pack, each loaded only when a story or the toolbar asks for it. */
const PACKS = import.meta.glob<{ default: LocalePack }>('../packages/ui/src/locales/*.ts', {
  import: 'default',
});
const LANGUAGES = Object.keys(PACKS)
  .map((path) => path.replace(/^.*\/|\.ts$/g, ''))
  .filter((name) => !name.includes('.test'));

/** The story's language: its own (`parameters.locale`), else the toolbar's. */
async function loadLocale({
  parameters,
  globals,
}: {
  parameters: { locale?: string };
  globals: { locale?: string };
}) {
  const name = parameters.locale ?? globals.locale ?? 'en-GB';
  const load = PACKS[`../packages/ui/src/locales/${name}.ts`];
  return { locale: load ? ((await load()) as unknown as LocalePack) : 'en-GB' };
}

/** The provider, in the story's language, or the one a check after its play switched to. */
function StoryProvider({
  loaded,
  children,
}: {
  loaded: Record<string, unknown>;
  children: ReactNode;
}) {
  const spoken = useSyncExternalStore(storyLanguage.subscribe, storyLanguage.current);
  return (
    <UnistayProvider
      client={loaded.client as ReturnType<typeof createStoryContext>['client']}
      queryClient={loaded.queryClient as QueryClient}
      locale={spoken ?? (loaded.locale as LocalePack | string)}
    >
      {children}
    </UnistayProvider>
  );
}

const withUnistay: Decorator = (Story, { loaded }) => (
  <StoryProvider loaded={loaded}>
    <Story />
  </StoryProvider>
);

/**
 * A state story is checked after its play: its words, its Arabic, what a screen reader says.
 * Firefox's and WebKit's pass over every state (test/engines/stories.test.ts) draws and plays each;
 * these checks run in the storybook project.
 */
const checkedAfterPlay = (tags: readonly string[]) =>
  tags.includes('state') &&
  !(globalThis as { unistayDrawnAndPlayedOnly?: boolean }).unistayDrawnAndPlayedOnly;

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'The language of the components',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((name) => ({
          value: name,
          title: name === 'pseudo' ? 'Pseudo-locale (accented, 40% longer)' : name,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en-GB' },
  parameters: {
    // An axe violation fails the story, in the test runner and in CI.
    a11y: { test: 'error' },
  },
  // Loaders and beforeEach run before the story renders; decorators run while it renders, too late
  // to reset the data the story's first request reads.
  loaders: [mswLoader(startWorker), createStoryContext, loadLocale],
  beforeEach({ parameters, canvasElement, tags }) {
    storyData.start(canvasElement);
    if (checkedAfterPlay(tags)) listen(canvasElement);
    sandbox = parameters.sandbox?.options
      ? createSandbox(parameters.sandbox.options)
      : seededSandbox;
    sandbox.reset();
    for (const fault of parameters.sandbox?.faults ?? []) sandbox.faults.add(fault);
    // Every story starts as a new visitor: a checkout keeps a payment in flight in session storage
    // whatever its persistence, tells the browser's other tabs of it in local storage, and the
    // sandbox it named is gone with the reset.
    for (const storage of [window.sessionStorage, window.localStorage]) {
      for (const key of Object.keys(storage)) {
        if (key.startsWith('unistay:')) storage.removeItem(key);
      }
    }
    storyLanguage.speak(null);
  },
  /**
   * A state a student or staff member can reach (tagged `state`), once its play has brought it
   * there: what a screen reader said on the way and reads now (kept beside the story, its
   * `saidOnce` words said once, every control named), each control's name holding its words and
   * its target big enough, each field's edge and focus ring 3:1 in both themes, every word from
   * the packs (re-worded in the pseudo-locale), and the same state usable in Arabic at 360 px.
   */
  async afterEach({ tags, canvasElement, args, parameters }) {
    if (!checkedAfterPlay(tags)) return;
    // What a screen reader said on the way here, and its reading of the state now.
    const said = await heard();
    const english = await readAll(canvasElement);
    // What a finger and voice control need of each control.
    const forPointers = [...labelsNotInName(canvasElement), ...targetsTooSmall(canvasElement)];
    // What shows a field is there, and where the focus is, in both themes.
    const forEyes = nonTextContrastFaults(canvasElement);
    const pseudo = (await PACKS[
      '../packages/ui/src/locales/pseudo.ts'
    ]?.()) as unknown as LocalePack;
    const data = storyData.all(args, { sandbox: parameters.sandbox });
    const formatLocale = typeof args.locale === 'string' ? args.locale : undefined;
    const untranslated = await untranslatedIn(pseudo, canvasElement, data, formatLocale);
    // The same state in Arabic at 360 px: nothing sticking out, every control on the keyboard,
    // axe clean.
    const arabic = (await PACKS['../packages/ui/src/locales/ar.ts']?.()) as unknown as LocalePack;
    const unusable = await unusableInArabic(arabic, canvasElement, {
      overflowing,
      tab: () => userEvent.tab(),
      axe: axeProblems,
    });
    const arabicSpeech = await readAll(canvasElement);
    storyLanguage.speak(null);
    keep({
      said: withRunsAlike(said),
      english: withRunsAlike(english),
      arabic: withRunsAlike(arabicSpeech),
    });
    const problems = [
      ...forPointers,
      ...forEyes,
      ...untranslated.map((problem) => `not from the packs, in the pseudo-locale: ${problem}`),
      ...unusable.map((problem) => `in Arabic: ${problem}`),
      ...notSaidOnce(said, parameters.saidOnce ?? []),
      ...unspeakable([...said, ...english]).map((problem) => `to a screen reader: ${problem}`),
      ...unspeakable(arabicSpeech).map((problem) => `to a screen reader, in Arabic: ${problem}`),
    ];
    if (problems.length > 0) throw new Error(problems.join('\n'));
  },
  decorators: [withUnistay],
};

export default preview;
