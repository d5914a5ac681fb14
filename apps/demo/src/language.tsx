import type { PartnerClient } from '@unistay/api-client';
import { type LocalePack, textDirection, UnistayProvider } from '@unistay/react';
import {
  createContext,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { demoAnalytics } from './analytics.js';
import english, { type DemoWords } from './words/en-GB.js';
import { LANGUAGE_NAMES } from './words/languageNames.js';
import { type DemoTranslate, demoTranslator } from './words/translate.js';

/** A language's two modules: Unistay's pack, and the demo's words. */
type Modules = [{ default: LocalePack }, { default: DemoWords }];

/**
 * Each language's Unistay pack and the demo's own words, loaded together when first chosen: a
 * page ships only the languages a student picks. British English is the source of both, so it
 * needs none.
 */
const LANGUAGES: Record<string, (() => Promise<Modules>) | null> = {
  'en-GB': null,
  'en-US': () => Promise.all([import('@unistay/ui/locales/en-US'), import('./words/en-US.js')]),
  'zh-CN': () => Promise.all([import('@unistay/ui/locales/zh-CN'), import('./words/zh-CN.js')]),
  hi: () => Promise.all([import('@unistay/ui/locales/hi'), import('./words/hi.js')]),
  ar: () => Promise.all([import('@unistay/ui/locales/ar'), import('./words/ar.js')]),
  es: () => Promise.all([import('@unistay/ui/locales/es'), import('./words/es.js')]),
  fr: () => Promise.all([import('@unistay/ui/locales/fr'), import('./words/fr.js')]),
  de: () => Promise.all([import('@unistay/ui/locales/de'), import('./words/de.js')]),
  it: () => Promise.all([import('@unistay/ui/locales/it'), import('./words/it.js')]),
  'pt-BR': () => Promise.all([import('@unistay/ui/locales/pt-BR'), import('./words/pt-BR.js')]),
  tr: () => Promise.all([import('@unistay/ui/locales/tr'), import('./words/tr.js')]),
  ko: () => Promise.all([import('@unistay/ui/locales/ko'), import('./words/ko.js')]),
  ja: () => Promise.all([import('@unistay/ui/locales/ja'), import('./words/ja.js')]),
  vi: () => Promise.all([import('@unistay/ui/locales/vi'), import('./words/vi.js')]),
  // For testing layouts (accented, 40% longer): chosen by storing it, never offered in the menu.
  pseudo: () => Promise.all([import('@unistay/ui/locales/pseudo'), import('./words/pseudo.js')]),
};
const TAGS = Object.keys(LANGUAGES).filter((tag) => tag !== 'pseudo');
const STORAGE_KEY = 'unistay-demo-language';

/** A language ready to show: Unistay's pack (or British English's tag alone) and the demo's words. */
export interface LoadedLanguage {
  pack: LocalePack | string;
  words: DemoWords;
}

interface Language extends DemoTranslate {
  /** The language's BCP 47 tag (`en-XA` for the pseudo-locale). */
  tag: string;
  choose: (tag: string) => void;
}
const LanguageContext = createContext<Language>({
  tag: 'en-GB',
  choose: () => {},
  ...demoTranslator('en-GB', english),
});

function storedLanguage() {
  try {
    const tag = window.localStorage.getItem(STORAGE_KEY);
    return tag && tag in LANGUAGES ? tag : 'en-GB';
  } catch {
    return 'en-GB';
  }
}

/**
 * The provider with the student's chosen language. A language is loaded before the switch, so
 * the page changes language at once, in place: the same page, with everything typed still there.
 * The page's own `lang` and `dir` follow it.
 */
export function LanguageProvider({
  client,
  initial,
  children,
}: {
  client: PartnerClient;
  /** The stored language, loaded before the first render so the page never flickers. */
  initial: LoadedLanguage;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(initial);
  const latest = useRef('');
  const { pack, words } = language;
  const tag = typeof pack === 'string' ? pack : pack.locale;
  const direction = typeof pack === 'string' ? textDirection(pack) : pack.direction;

  // Before the browser paints: a page in Arabic is never shown left to right first.
  useLayoutEffect(() => {
    document.documentElement.lang = tag;
    document.documentElement.dir = direction;
  }, [tag, direction]);

  const value = useMemo<Language>(() => {
    const choose = (next: string) => {
      latest.current = next;
      try {
        window.localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Private browsing: the choice lasts until the page closes.
      }
      // Two quick choices: the last one wins, whichever language arrives first.
      void loadLanguage(next).then((loaded) => {
        if (latest.current === next) setLanguage(loaded);
      });
    };
    return { tag, choose, ...demoTranslator(tag, words) };
  }, [tag, words]);

  return (
    <LanguageContext.Provider value={value}>
      <UnistayProvider client={client} locale={pack} analytics={demoAnalytics}>
        {children}
      </UnistayProvider>
    </LanguageContext.Provider>
  );
}

/** The pack and words for `tag`; British English needs nothing loaded. */
export async function loadLanguage(tag: string = storedLanguage()): Promise<LoadedLanguage> {
  const load = LANGUAGES[tag];
  if (!load) return { pack: 'en-GB', words: english };
  const [pack, words] = await load();
  return { pack: pack.default, words: words.default };
}

/**
 * The demo's own words in the chosen language: `t(key, values)` for text, `rich(key, values)`
 * for words with elements inside them, and the `locale` to write dates and prices in.
 */
export function useDemoWords(): DemoTranslate {
  return useContext(LanguageContext);
}

/** A menu of the languages, each named in itself. */
export function LanguageMenu() {
  const { tag, choose, t } = useContext(LanguageContext);
  const id = useId();
  return (
    <div className="demo-language" lang={tag}>
      <label htmlFor={id}>{t('language')}</label>
      {/* The pseudo-locale (en-XA) is not offered; the menu then shows English. */}
      <select
        id={id}
        value={TAGS.includes(tag) ? tag : 'en-GB'}
        onChange={(event) => choose(event.target.value)}
      >
        {TAGS.map((each) => (
          <option key={each} value={each} lang={each}>
            {LANGUAGE_NAMES[each as keyof typeof LANGUAGE_NAMES]}
          </option>
        ))}
      </select>
    </div>
  );
}
