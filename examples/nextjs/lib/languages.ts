import { LANGUAGE_NAMES } from '@unistay/demo/words/languageNames';

/**
 * The languages the app offers, each named in itself (the Vite demo's), and the cookie that keeps
 * a student's choice. Plain data: both the server and the language menu read it.
 */
export const LANGUAGES = LANGUAGE_NAMES;

export type LanguageTag = keyof typeof LANGUAGES;

export const LANGUAGE_COOKIE = 'unistay-language';
export const DEFAULT_LANGUAGE: LanguageTag = 'en-GB';

export const isLanguageTag = (tag: string | undefined | null): tag is LanguageTag =>
  typeof tag === 'string' && Object.hasOwn(LANGUAGES, tag);

/**
 * The first of the browser's languages (its `Accept-Language`, best first) the app offers, by
 * tag, then by language alone (`fr-CA` is French, `pt` Brazilian Portuguese, `en` British).
 */
export function negotiateLanguage(acceptLanguage: string | null): LanguageTag {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter(({ tag, quality }) => tag && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality);
  const tags = Object.keys(LANGUAGES) as LanguageTag[];
  for (const { tag } of wanted) {
    const exact = tags.find((each) => each.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0]?.toLowerCase();
    const sameLanguage = tags.find((each) => each.split('-')[0]?.toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LANGUAGE;
}
