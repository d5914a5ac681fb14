'use client';
import { createPartnerClient } from '@unistay/api-client';
import type { DemoWords } from '@unistay/demo/words/en-GB';
import { type DemoTranslate, demoTranslator } from '@unistay/demo/words/translate';
import { createUnistayQueryClient, type LocalePack, UnistayProvider } from '@unistay/react';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { HumanCheckSetting } from '../lib/humanCheckSetting';
import { HumanCheckProvider } from './HumanCheck';

// The browser holds no credentials: it calls this app's proxy at /api, which adds them.
const client = createPartnerClient({ baseUrl: '' });

const WordsContext = createContext<DemoTranslate | null>(null);

/**
 * Around every page: one QueryClient for the browser's life (the server's prefetched data is
 * hydrated into it), the Unistay provider in the student's language, the app's own words, and
 * the human check the server asks for.
 * The pack and words come from the server, so the first render in the browser says what the
 * server's HTML said.
 */
export function Providers({
  pack,
  words,
  humanCheck,
  children,
}: {
  pack: LocalePack;
  words: DemoWords;
  humanCheck: HumanCheckSetting;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => createUnistayQueryClient());
  const translate = useMemo(() => demoTranslator(pack.locale, words), [pack.locale, words]);
  return (
    <UnistayProvider client={client} locale={pack} queryClient={queryClient}>
      <WordsContext.Provider value={translate}>
        <HumanCheckProvider setting={humanCheck}>{children}</HumanCheckProvider>
      </WordsContext.Provider>
    </UnistayProvider>
  );
}

/** The app's words in the student's language, in a client component. */
export function useWords(): DemoTranslate {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useWords needs <Providers> above it (app/layout.tsx).');
  return words;
}
