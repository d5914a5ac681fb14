import { readdirSync } from 'node:fs';
import { textDirection } from '@unistay/react';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../catalogue/catalogueMessages.js';
import { checkoutMessages } from '../checkout/checkoutMessages.js';
import { hostedCheckoutMessages } from '../checkout/hostedCheckoutMessages.js';
import { stripeMessages } from '../checkout/stripeMessages.js';
import { enquiryFormMessages } from '../enquiry-form/enquiryFormMessages.js';
import { enquiryTableMessages } from '../enquiry-table/enquiryTableMessages.js';
import { englishMessages } from '../i18n/englishMessages.js';
import type { UnistayLocale } from '../i18n/localePack.js';
import pseudo from './pseudo.js';

type PackModule = { default: UnistayLocale } & Record<string, UnistayLocale>;
/** Every pack in this folder, by file name: what `@unistay/ui/locales/<name>` serves. */
const modules: [string, PackModule][] = await Promise.all(
  readdirSync(new URL('.', import.meta.url))
    .filter((file) => /^[\w-]+\.ts$/.test(file) && !file.includes('.test.'))
    .map(async (file) => [file.replace(/\.ts$/, ''), (await import(`./${file}`)) as PackModule]),
);
const packs = modules.map(([name, module]) => [name, module.default] as [string, UnistayLocale]);

/**
 * The words each family of components shows, by the catalogues its components word themselves
 * with: the checkout loads its room (the catalogue's words) and may pay through Stripe's fields.
 */
const FAMILIES: Record<string, Record<string, string>[]> = {
  enquiryForm: [enquiryFormMessages],
  enquiryTable: [enquiryTableMessages],
  catalogue: [catalogueMessages],
  checkout: [checkoutMessages, catalogueMessages, stripeMessages],
  hostedCheckout: [hostedCheckoutMessages],
};
const translations = packs.filter(([name]) => name !== 'pseudo');

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
/** Keys whose English has `_one` and `_other`: one entry per plural category in each pack. */
const pluralKeys = Object.keys(englishMessages)
  .filter((key) => key.endsWith('_one') && `${key.slice(0, -4)}_other` in englishMessages)
  .map((key) => key.slice(0, -4));
const isPluralForm = (key: string) =>
  PLURAL_FORM.test(key) && pluralKeys.includes(key.replace(PLURAL_FORM, ''));

/**
 * The keys a pack for `locale` must have: those of `english` (all of English by default), plural
 * ones in the language's own forms.
 */
function expectedKeys(locale: string, english: Record<string, string> = englishMessages) {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return [
    ...Object.keys(english).filter((key) => !isPluralForm(key)),
    ...pluralKeys
      .filter((key) => `${key}_other` in english)
      .flatMap((key) => categories.map((category) => `${key}_${category}`)),
  ].sort();
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

/** English's words for `key`; for a plural form, its `_other`, which every language has. */
const englishFor = (key: string): string => {
  const english = englishMessages as Record<string, string>;
  return english[key] ?? (english[key.replace(PLURAL_FORM, '_other')] as string);
};

describe('locale packs', () => {
  it('are the fourteen languages and the pseudo-locale', () => {
    expect(packs.map(([name]) => name).sort()).toEqual(
      [
        'ar',
        'de',
        'en-GB',
        'en-US',
        'es',
        'fr',
        'hi',
        'it',
        'ja',
        'ko',
        'pseudo',
        'pt-BR',
        'tr',
        'vi',
        'zh-CN',
      ].sort(),
    );
  });

  it.each(translations)(
    '%s is named by its file, and runs the way its script does',
    (name, pack) => {
      expect(pack.locale).toBe(name);
      expect(Intl.getCanonicalLocales(pack.locale)).toEqual([name]);
      expect(pack.direction).toBe(textDirection(name));
    },
  );

  it.each(packs)('%s has every key English has, and no other', (_, pack) => {
    expect(Object.keys(pack.messages).sort()).toEqual(expectedKeys(pack.locale));
  });

  it.each(modules)(
    "%s has each family's words on their own: the keys its components show, in the pack's words",
    (_, module) => {
      const { default: every, ...named } = module;
      // The pseudo-locale also exports its function.
      const families = Object.fromEntries(
        Object.entries(named).filter(([, value]) => typeof value === 'object'),
      );
      expect(Object.keys(families).sort()).toEqual(Object.keys(FAMILIES).sort());
      for (const [family, catalogues] of Object.entries(FAMILIES)) {
        const pack = families[family] as UnistayLocale;
        expect({ locale: pack.locale, direction: pack.direction }, family).toEqual({
          locale: every.locale,
          direction: every.direction,
        });
        const english = Object.assign({}, ...catalogues) as Record<string, string>;
        const keys = expectedKeys(every.locale, english);
        expect(Object.keys(pack.messages).sort(), family).toEqual(keys);
        const words = (messages: object) =>
          keys.map((key) => (messages as Record<string, string>)[key]);
        expect(words(pack.messages), family).toEqual(words(every.messages));
      }
    },
  );

  it.each(packs)("%s keeps each message's placeholders", (_, pack) => {
    const changed = Object.entries(pack.messages).filter(([key, text]) => {
      const english = placeholders(englishFor(key));
      const own = placeholders(text as string);
      // "One room left" may say its number in words.
      const mayDropCount = isPluralForm(key) && !key.endsWith('_other');
      return (
        own.join() !== english.join() &&
        !(mayDropCount && own.join() === english.filter((name) => name !== 'count').join())
      );
    });
    expect(changed).toEqual([]);
  });

  it.each(translations)('%s leaves no message empty or in English', (name, pack) => {
    const untranslated = Object.entries(pack.messages).filter(([key, text]) => {
      if (!(text as string).trim()) return true;
      // English packs, and words that are the same in many languages ("Email", "OK"), aside.
      return (
        !name.startsWith('en') &&
        text === englishFor(key) &&
        /[a-z]{3} [a-z]{3}/i.test(text as string)
      );
    });
    expect(untranslated).toEqual([]);
  });

  it.each(translations.filter(([, pack]) => pack.direction === 'rtl'))(
    '%s keeps a phone or card number left to right inside its text',
    (_, pack) => {
      // Digits in groups ("+44 7700 900123") reorder in right-to-left text unless isolated.
      const unisolated = Object.entries(pack.messages).filter(([, text]) =>
        /\d \d/.test((text as string).replace(/\u2066[^\u2069]*\u2069/g, '')),
      );
      expect(unisolated).toEqual([]);
    },
  );

  it('pseudo-locale: every message accented and at least 40% longer, placeholders intact', () => {
    for (const [key, text] of Object.entries(pseudo.messages)) {
      const english = englishFor(key);
      // Separators join other words: punctuation as it is, no words to accent.
      if (key === 'listSeparator') {
        expect(text, key).toBe(english);
        continue;
      }
      expect(text.length, key).toBeGreaterThanOrEqual(english.length * 1.4);
      expect(text, key).toMatch(/^⟦.*⟧$/s);
      if (/[a-z]/i.test(english.replace(/\{\w+\}/g, ''))) expect(text, key).not.toContain(english);
    }
  });
});
