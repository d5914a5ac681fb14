import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardWords } from '../../packages/sandbox/src/cardProviderWords.ts';
import { sandboxHumanCheckWords } from '../../packages/sandbox/src/humanCheckWords.ts';
import {
  englishColonChains,
  frenchTypographySlips,
  italianCourtesyForms,
} from '../../test/wordChecks.ts';
import english, { type DemoWords } from './src/words/en-GB.ts';
import pseudo from './src/words/pseudo.ts';
import { demoTranslator } from './src/words/translate.ts';

/**
 * The demo's own words (src/words): every language has every key English has, keeps its
 * placeholders, says each term of the domain with the word its Unistay pack uses, and is loaded
 * with that pack. Fast and without a browser, unlike demo.test.ts.
 */
const TAGS = [
  'en-US',
  'zh-CN',
  'hi',
  'ar',
  'es',
  'fr',
  'de',
  'it',
  'pt-BR',
  'tr',
  'ko',
  'ja',
  'vi',
];

const load = async (tag: string) =>
  ((await import(`./src/words/${tag}.ts`)) as { default: DemoWords }).default;
/**
 * What the sandbox's card fields and human check say in `tag`, by a key of their own: words a
 * student reads on the demo's pages as much as the demo's.
 */
const sandboxWords = (tag: string): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(cardWords(tag)).map(([key, text]) => [`card ${key}`, text])),
  ...Object.fromEntries(
    Object.entries(sandboxHumanCheckWords(tag)).map(([key, text]) => [`human check ${key}`, text]),
  ),
});
/** The demo's words in `tag` and the sandbox's it shows. */
const shownIn = async (tag: string) => ({
  ...((await load(tag)) as Record<string, string>),
  ...sandboxWords(tag),
});
const entries = (words: DemoWords) => Object.entries(words as Record<string, string>);
const source = english as Record<string, string>;

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const pluralKeys = Object.keys(source)
  .filter((key) => key.endsWith('_other'))
  .map((key) => key.replace(PLURAL_FORM, ''));
const isPluralForm = (key: string) =>
  PLURAL_FORM.test(key) && pluralKeys.includes(key.replace(PLURAL_FORM, ''));
/** English's words for `key`; for a plural form, its `_other`. */
const englishFor = (key: string) =>
  source[key] ?? (source[key.replace(PLURAL_FORM, '_other')] as string);
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
/** Keys whose words only join others. */
const SEPARATORS = ['sentenceSeparator', 'listSeparator'];

/** The keys `tag`'s words must have: English's, plural ones in the language's own forms. */
function expectedKeys(tag: string) {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  return [
    ...Object.keys(source).filter((key) => !isPluralForm(key)),
    ...pluralKeys.flatMap((key) => categories.map((category) => `${key}_${category}`)),
  ].sort();
}

describe("the demo's words", () => {
  it('are in English, the fourteen languages of the menu but British English, and the pseudo-locale', async () => {
    // As written, whatever the formatter's line breaks.
    const language = readFileSync(new URL('./src/language.tsx', import.meta.url), 'utf8').replace(
      /\s+/g,
      '',
    );
    for (const tag of [...TAGS, 'pseudo']) {
      // Each loaded with Unistay's pack of the same language, and only when chosen.
      expect(language).toContain(
        `()=>Promise.all([import('@unistay/ui/locales/${tag}'),import('./words/${tag}.js')])`,
      );
    }
    expect(Object.keys(source).length).toBeGreaterThan(100);
  });

  it.each(TAGS)('%s has every key English has, in its plural forms, and no other', async (tag) => {
    expect(Object.keys(await load(tag)).sort()).toEqual(expectedKeys(tag));
  });

  it.each([...TAGS, 'pseudo'])("%s keeps each key's placeholders", async (tag) => {
    const changed = entries(tag === 'pseudo' ? pseudo : await load(tag)).filter(([key, text]) => {
      const own = placeholders(text).join();
      const wanted = placeholders(englishFor(key));
      // "One second" may say its number in words.
      const mayDropCount = isPluralForm(key) && !key.endsWith('_other');
      return (
        own !== wanted.join() &&
        !(mayDropCount && own === wanted.filter((name) => name !== 'count').join())
      );
    });
    expect(changed).toEqual([]);
  });

  it.each(TAGS)('%s leaves nothing empty or in English', async (tag) => {
    const untranslated = entries(await load(tag)).filter(([key, text]) => {
      if (SEPARATORS.includes(key)) return !/^(, |، |、|，| |)$/.test(text);
      if (!text.trim()) return true;
      return !tag.startsWith('en') && text === englishFor(key) && /[a-z]{3} [a-z]{3}/i.test(text);
    });
    expect(untranslated).toEqual([]);
  });

  describe.each(TAGS)('%s, against the glossary of its Unistay pack', (tag) => {
    type Entry = { word: string; stem: RegExp; forbidden?: RegExp[] };
    const glossaryOf = async (language: string) =>
      (
        (await import(`../../packages/ui/src/locales/glossary/${language}.ts`)) as {
          glossary: Record<string, Entry | undefined>;
        }
      ).glossary;
    // A placeholder's name ("{reference}") is not a word of the text.
    const words = (text: string) => text.replace(/\{\w+\}/g, '');

    it("says each term with the pack's one word wherever English does, as do the sandbox's card and human check", async () => {
      const [sourceTerms, terms, own] = await Promise.all([
        glossaryOf('en-GB'),
        glossaryOf(tag),
        shownIn(tag),
      ]);
      const sandboxEnglish = sandboxWords('en-GB');
      const english = (key: string) => sandboxEnglish[key] ?? englishFor(key);
      const missing = Object.entries(sourceTerms).flatMap(([term, entry]) =>
        Object.entries(own)
          .filter(([key]) => entry?.stem.test(words(english(key))))
          .filter(([, text]) => !terms[term]?.stem.test(words(text)))
          .map(([key, text]) => `${term} (${terms[term]?.word}): ${key}: ${text}`),
      );
      expect(missing).toEqual([]);
    });

    it("uses no word the pack forbids, nor do the sandbox's card and human check it shows", async () => {
      const [terms, own] = await Promise.all([glossaryOf(tag), shownIn(tag)]);
      const shown = Object.entries(own);
      const found = Object.values(terms).flatMap((entry) =>
        (entry?.forbidden ?? []).flatMap((pattern) =>
          shown
            .filter(([, text]) => pattern.test(words(text)))
            .map(([key, text]) => `${key}: ${text} (${pattern})`),
        ),
      );
      expect(found).toEqual([]);
    });
  });

  // The typography checks read the sandbox's card and human check words too.
  it('French: a no-break space before : ; ? ! and inside « »', async () => {
    expect(frenchTypographySlips(await shownIn('fr'))).toEqual([]);
  });

  it('English: one sentence at a time, never two run together with a colon', async () => {
    expect(englishColonChains({ ...source, ...sandboxWords('en-GB') })).toEqual([]);
    expect(englishColonChains(await shownIn('en-US'))).toEqual([]);
  });

  it('Italian: tu throughout, as its Unistay pack', async () => {
    expect(italianCourtesyForms(await shownIn('it'))).toEqual([]);
  });

  it('Arabic: no group of digits that right-to-left text would reorder', async () => {
    expect(entries(await load('ar')).filter(([, text]) => /\d \d/.test(text))).toEqual([]);
  });

  it('pseudo-locale: every word accented and at least 40% longer; separators as they are', () => {
    for (const [key, text] of entries(pseudo)) {
      const englishText = englishFor(key);
      if (SEPARATORS.includes(key)) {
        expect(text, key).toBe(englishText);
        continue;
      }
      expect(text, key).toMatch(/^⟦.*⟧$/s);
      expect(text.length, key).toBeGreaterThanOrEqual(englishText.length * 1.4);
    }
  });

  it("index.html's title, shown before the app, is the English one", () => {
    const html = readFileSync(new URL('./index.html', import.meta.url), 'utf8');
    expect(/<title>(.*)<\/title>/.exec(html)?.[1]).toBe(english.brand);
    expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe('en-GB');
  });
});

describe("the demo's translate function", () => {
  const { t } = demoTranslator('en-GB', english);

  it('fills placeholders, writes numbers in the language, and chooses the plural form', () => {
    expect(t('roomsShown', { count: 33, page: 1, pages: 4 })).toBe('33 rooms, page 1 of 4');
    expect(t('roomsShown', { count: 1, page: 1, pages: 1 })).toBe('1 room, page 1 of 1');
    expect(t('roomsShownInCity', { count: 1200, city: 'London', page: 1, pages: 120 })).toBe(
      '1,200 rooms in London, page 1 of 120',
    );
    expect(t('bookRoom', { room: 'Twin Room' })).toBe('Book Twin Room');
    // A placeholder with no value stays as it is, rather than vanishing.
    expect(t('bookRoom')).toBe('Book {room}');
  });

  it('chooses among the six forms of Arabic', async () => {
    const words = (await load('ar')) as Record<string, string>;
    const { t: inArabic } = demoTranslator('ar', words as DemoWords);
    const numbers = new Intl.NumberFormat('ar');
    for (const [count, form] of [
      [0, 'zero'],
      [1, 'one'],
      [2, 'two'],
      [3, 'few'],
      [11, 'many'],
      [100, 'other'],
    ] as const) {
      expect(inArabic('tooManyPasswords', { count })).toBe(
        words[`tooManyPasswords_${form}`]?.replace('{count}', numbers.format(count)),
      );
    }
  });
});
