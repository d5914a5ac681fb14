import type { LocalePack } from '@unistay/react';
import { loadOnce } from './loadOnce.js';
import { sayOnce } from './views/consoleOnce.js';

/**
 * Unistay's language packs, each its own file, loaded when an element first shows that language.
 * British English is the words built in, so it needs none.
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
};
const TAGS = Object.keys(PACKS);
export const DEFAULT_LANGUAGE = 'en-GB';

const languageOf = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/**
 * The pack's tag for a page's language: the same tag (`fr`, `pt-BR`), else the first of its
 * language (`fr-CA` is `fr`, `en` is `en-GB`, `zh-Hans` is `zh-CN`), else British English.
 */
export function supportedLanguage(wanted: string | null | undefined): string {
  const tag = wanted?.trim();
  if (!tag) return DEFAULT_LANGUAGE;
  const same = TAGS.find((known) => known.toLowerCase() === tag.toLowerCase());
  return same ?? TAGS.find((known) => languageOf(known) === languageOf(tag)) ?? DEFAULT_LANGUAGE;
}

/**
 * The language an element shows: its `locale` attribute, else the nearest `lang` around it (the
 * page's `<html lang>`), as the pack that serves it.
 */
export function elementLanguage(host: HTMLElement): string {
  const own = host.getAttribute('locale');
  if (own) {
    const tag = supportedLanguage(own);
    // `fr-CA` shown in `fr` is what was asked for; `xx` shown in British English is not.
    if (languageOf(tag) !== languageOf(own.trim())) {
      sayOnce(
        host,
        `<${host.localName}> locale="${own}" names no language Unistay has words for (${TAGS.join(', ')}): using ${tag}.`,
        'warn',
      );
    }
    return tag;
  }
  return supportedLanguage(host.closest('[lang]')?.getAttribute('lang'));
}

/** The pack for a supported tag, loaded once for every element on the page. */
export const languagePack = loadOnce(
  (tag): Promise<LocalePack | string> =>
    PACKS[tag]?.().then((module) => module.default) ?? Promise.resolve(tag),
);
