import 'server-only';
import type { DemoWords } from '@unistay/demo/words/en-GB';
import { demoTranslator } from '@unistay/demo/words/translate';
import type { LocalePack } from '@unistay/react';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import {
  DEFAULT_LANGUAGE,
  isLanguageTag,
  LANGUAGE_COOKIE,
  type LanguageTag,
  negotiateLanguage,
} from './languages';

type Modules = [{ default: LocalePack }, { default: DemoWords }];

/** Each language's Unistay pack and the app's words, loaded on the server for the page asked. */
const LOADERS: Record<LanguageTag, () => Promise<Modules>> = {
  'en-GB': () =>
    Promise.all([import('@unistay/ui/locales/en-GB'), import('@unistay/demo/words/en-GB')]),
  'en-US': () =>
    Promise.all([import('@unistay/ui/locales/en-US'), import('@unistay/demo/words/en-US')]),
  'zh-CN': () =>
    Promise.all([import('@unistay/ui/locales/zh-CN'), import('@unistay/demo/words/zh-CN')]),
  hi: () => Promise.all([import('@unistay/ui/locales/hi'), import('@unistay/demo/words/hi')]),
  ar: () => Promise.all([import('@unistay/ui/locales/ar'), import('@unistay/demo/words/ar')]),
  es: () => Promise.all([import('@unistay/ui/locales/es'), import('@unistay/demo/words/es')]),
  fr: () => Promise.all([import('@unistay/ui/locales/fr'), import('@unistay/demo/words/fr')]),
  de: () => Promise.all([import('@unistay/ui/locales/de'), import('@unistay/demo/words/de')]),
  it: () => Promise.all([import('@unistay/ui/locales/it'), import('@unistay/demo/words/it')]),
  'pt-BR': () =>
    Promise.all([import('@unistay/ui/locales/pt-BR'), import('@unistay/demo/words/pt-BR')]),
  tr: () => Promise.all([import('@unistay/ui/locales/tr'), import('@unistay/demo/words/tr')]),
  ko: () => Promise.all([import('@unistay/ui/locales/ko'), import('@unistay/demo/words/ko')]),
  ja: () => Promise.all([import('@unistay/ui/locales/ja'), import('@unistay/demo/words/ja')]),
  vi: () => Promise.all([import('@unistay/ui/locales/vi'), import('@unistay/demo/words/vi')]),
};

/** The student's language: the one they chose (a cookie), else the browser's, else British English. */
export const currentLanguage = cache(async (): Promise<LanguageTag> => {
  const chosen = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  if (isLanguageTag(chosen)) return chosen;
  return negotiateLanguage((await headers()).get('accept-language'));
});

/**
 * The current language, loaded: Unistay's pack (handed to the provider in the browser), the app's
 * words, and `t` / `rich` for server components.
 */
export const loadLanguage = cache(async () => {
  const tag = await currentLanguage();
  const [pack, words] = await (LOADERS[tag] ?? LOADERS[DEFAULT_LANGUAGE])();
  return { tag, pack: pack.default, words: words.default, ...demoTranslator(tag, words.default) };
});
