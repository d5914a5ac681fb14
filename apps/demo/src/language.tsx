import type { PartnerClient } from '@unistay/api-client';
import { type LocalePack, UnistayProvider } from '@unistay/react';
import { createContext, type ReactNode, useContext, useId, useRef, useState } from 'react';

/**
 * Each language's pack, loaded when first chosen: a page ships only the languages a student
 * picks. British English is Unistay's own words, so it needs none.
 */
const PACKS: Record<string, (() => Promise<{ default: LocalePack }>) | null> = {
  'en-GB': null,
  'en-US': () => import('@unistay/ui/locales/en-US'),
  'zh-CN': () => import('@unistay/ui/locales/zh-CN'),
  hi: () => import('@unistay/ui/locales/hi'),
  ar: () => import('@unistay/ui/locales/ar'),
  es: () => import('@unistay/ui/locales/es'),
  fr: () => import('@unistay/ui/locales/fr'),
  de: () => import('@unistay/ui/locales/de'),
  it: () => import('@unistay/ui/locales/it'),
  'pt-BR': () => import('@unistay/ui/locales/pt-BR'),
  tr: () => import('@unistay/ui/locales/tr'),
  ko: () => import('@unistay/ui/locales/ko'),
  ja: () => import('@unistay/ui/locales/ja'),
  vi: () => import('@unistay/ui/locales/vi'),
  // For testing layouts (accented, 40% longer): chosen by storing it, never offered in the menu.
  pseudo: () => import('@unistay/ui/locales/pseudo'),
};
const TAGS = Object.keys(PACKS).filter((tag) => tag !== 'pseudo');
const STORAGE_KEY = 'unistay-demo-language';

/** "Language", in each language: the menu's label in the one chosen. */
const LANGUAGE_WORD: Record<string, string> = {
  'en-GB': 'Language',
  'en-US': 'Language',
  'zh-CN': '语言',
  hi: 'भाषा',
  ar: 'اللغة',
  es: 'Idioma',
  fr: 'Langue',
  de: 'Sprache',
  it: 'Lingua',
  'pt-BR': 'Idioma',
  tr: 'Dil',
  ko: '언어',
  ja: '言語',
  vi: 'Ngôn ngữ',
};

/**
 * Each language's name in itself. Written out rather than asked of `Intl.DisplayNames`, which
 * would load fourteen languages' data before the page first shows.
 */
const OWN_NAME: Record<string, string> = {
  'en-GB': 'English (UK)',
  'en-US': 'English (US)',
  'zh-CN': '简体中文',
  hi: 'हिन्दी',
  ar: 'العربية',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  tr: 'Türkçe',
  ko: '한국어',
  ja: '日本語',
  vi: 'Tiếng Việt',
};

interface Language {
  tag: string;
  choose: (tag: string) => void;
}
const LanguageContext = createContext<Language>({ tag: 'en-GB', choose: () => {} });

function storedLanguage() {
  try {
    const tag = window.localStorage.getItem(STORAGE_KEY);
    return tag && tag in PACKS ? tag : 'en-GB';
  } catch {
    return 'en-GB';
  }
}

/**
 * The provider with the student's chosen language. A pack is loaded before the switch, so the
 * page changes language at once, in place: the same page, with everything typed still there.
 */
export function LanguageProvider({
  client,
  initialPack,
  children,
}: {
  client: PartnerClient;
  /** The stored language's pack, loaded before the first render so the page never flickers. */
  initialPack: LocalePack | string;
  children: ReactNode;
}) {
  const [locale, setLocale] = useState<LocalePack | string>(initialPack);
  const latest = useRef('');
  const tag = typeof locale === 'string' ? locale : locale.locale;
  const choose = (next: string) => {
    latest.current = next;
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing: the choice lasts until the page closes.
    }
    // Two quick choices: the last one wins, whichever pack arrives first.
    void loadLanguage(next).then((pack) => {
      if (latest.current === next) setLocale(pack);
    });
  };
  return (
    <LanguageContext.Provider value={{ tag, choose }}>
      <UnistayProvider client={client} locale={locale}>
        {children}
      </UnistayProvider>
    </LanguageContext.Provider>
  );
}

/** The pack for `tag`, or the tag itself for British English, which needs none. */
export async function loadLanguage(tag: string = storedLanguage()): Promise<LocalePack | string> {
  const load = PACKS[tag];
  return load ? (await load()).default : tag;
}

/** A menu of the languages, each named in itself. */
export function LanguageMenu() {
  const { tag, choose } = useContext(LanguageContext);
  const id = useId();
  return (
    <div className="demo-language" lang={tag}>
      <label htmlFor={id}>{LANGUAGE_WORD[tag] ?? 'Language'}</label>
      {/* The pseudo-locale (en-XA) is not offered; the menu then shows English. */}
      <select
        id={id}
        value={TAGS.includes(tag) ? tag : 'en-GB'}
        onChange={(event) => choose(event.target.value)}
      >
        {TAGS.map((each) => (
          <option key={each} value={each} lang={each}>
            {OWN_NAME[each]}
          </option>
        ))}
      </select>
    </div>
  );
}
