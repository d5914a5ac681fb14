import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../i18n/englishMessages.js';
import type { UnistayLocale } from '../i18n/localePack.js';
import { glossary as english } from './glossary/en-GB.js';
import type { Glossary, Term } from './glossary/glossary.js';

/**
 * Every pack says each term of the domain with its one word: a message whose English holds a term
 * holds the pack's word for it (by its stem, so inflections pass), and no message uses a variant
 * that means something else in that language.
 */
const languages = readdirSync(new URL('./glossary', import.meta.url))
  .filter((file) => /^[\w-]+\.ts$/.test(file) && file !== 'glossary.ts' && file !== 'en-GB.ts')
  .map((file) => file.replace(/\.ts$/, ''));

const terms = Object.keys(english) as Term[];
/** The English messages that hold each term. */
const holding = Object.fromEntries(
  terms.map((term) => [
    term,
    Object.entries(englishMessages)
      .filter(([, text]) => english[term]?.stem.test(text))
      .map(([key]) => key),
  ]),
) as Record<Term, string[]>;

describe('the glossary', () => {
  it('has a glossary for every language but the source', () => {
    expect(languages.sort()).toEqual(
      [
        'ar',
        'de',
        'en-US',
        'es',
        'fr',
        'hi',
        'it',
        'ja',
        'ko',
        'pt-BR',
        'tr',
        'vi',
        'zh-CN',
      ].sort(),
    );
  });

  describe.each(languages)('%s', (language) => {
    const load = async () => {
      const pack = ((await import(`./${language}.ts`)) as { default: UnistayLocale }).default;
      const { glossary } = (await import(`./glossary/${language}.ts`)) as { glossary: Glossary };
      return { messages: pack.messages as Record<string, string>, glossary };
    };

    it.each(terms.filter((term) => holding[term].length > 0))(
      'says "%s" with its one word wherever English does',
      async (term) => {
        const { messages, glossary } = await load();
        const entry = glossary[term];
        expect(entry, `${language} has no word for ${term}`).toBeDefined();
        const missing = holding[term].filter(
          (key) => messages[key] !== undefined && !entry?.stem.test(messages[key] ?? ''),
        );
        expect(missing, `${language}: "${entry?.word}" is not in`).toEqual([]);
      },
    );

    it('uses no forbidden variant anywhere', async () => {
      const { messages, glossary } = await load();
      const found = Object.values(glossary).flatMap((entry) =>
        (entry?.forbidden ?? []).flatMap((pattern) =>
          Object.entries(messages)
            .filter(([, text]) => pattern.test(text))
            .map(([key, text]) => `${key}: ${text} (${pattern})`),
        ),
      );
      expect(found).toEqual([]);
    });
  });
});
