'use client';
import { createPartnerClient } from '@unistay/api-client';
import type { DemoWords } from '@unistay/demo/words/en-GB';
import { type DemoTranslate, demoTranslator } from '@unistay/demo/words/translate';
import { createUnistayQueryClient, type LocalePack, UnistayProvider } from '@unistay/react';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { HumanCheckSetting } from '../lib/humanCheckSetting';
import type { MeasurementSetting } from '../lib/measurement';
import { HumanCheckProvider } from './HumanCheck';
import { type Measurement, MeasurementQuestion, measurementOfPage } from './Measurement';

// The browser holds no credentials: it calls this app's proxy at /api, which adds them.
const client = createPartnerClient({ baseUrl: '' });

const WordsContext = createContext<DemoTranslate | null>(null);
const MeasurementContext = createContext<Measurement | null>(null);

/**
 * Around every page: one QueryClient for the browser's life (the server's prefetched data is
 * hydrated into it), the Unistay provider in the student's language, the app's own words, and
 * the human check the server asks for, and, with GA4 set up, the measurement the student allows.
 * The pack and words come from the server, so the first render in the browser says what the
 * server's HTML said.
 */
export function Providers({
  pack,
  words,
  humanCheck,
  measurement: setting,
  children,
}: {
  pack: LocalePack;
  words: DemoWords;
  humanCheck: HumanCheckSetting;
  measurement: MeasurementSetting;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => createUnistayQueryClient());
  // In the browser only: the server reports nothing, and its HTML is the same either way.
  const [measurement] = useState<Measurement | null>(() =>
    setting && typeof window !== 'undefined' ? measurementOfPage(setting) : null,
  );
  const translate = useMemo(() => demoTranslator(pack.locale, words), [pack.locale, words]);
  return (
    <UnistayProvider
      client={client}
      locale={pack}
      queryClient={queryClient}
      analytics={measurement?.analytics}
    >
      <WordsContext.Provider value={translate}>
        <MeasurementContext.Provider value={measurement}>
          <HumanCheckProvider setting={humanCheck}>{children}</HumanCheckProvider>
          {setting?.choice === 'pending' ? <MeasurementQuestion measurement={measurement} /> : null}
        </MeasurementContext.Provider>
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

/** The page's measurement, in a client component: null without GA4, or on the server. */
export const useMeasurement = (): Measurement | null => useContext(MeasurementContext);
