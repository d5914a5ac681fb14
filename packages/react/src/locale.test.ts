import { describe, expect, it } from 'vitest';
import { formattingLocale, type LocalePack, mergeLocales } from './locale.js';

const form: LocalePack = {
  locale: 'ar',
  direction: 'rtl',
  messages: { tryAgain: 'حاول مرة أخرى', firstName: 'الاسم الأول' },
};
const table: LocalePack = {
  locale: 'ar',
  direction: 'rtl',
  messages: { tryAgain: 'حاول مرة أخرى', caption: 'الاستفسارات' },
};

describe('mergeLocales', () => {
  it('makes one pack of the families a page shows, in their language and direction', () => {
    expect(mergeLocales(form, table)).toEqual({
      locale: 'ar',
      direction: 'rtl',
      messages: { tryAgain: 'حاول مرة أخرى', firstName: 'الاسم الأول', caption: 'الاستفسارات' },
    });
    // The packs it was made of are left as they were.
    expect(Object.keys(form.messages)).toEqual(['tryAgain', 'firstName']);
  });

  it('refuses packs of two languages, naming both', () => {
    const german = { ...table, locale: 'de', direction: 'ltr' as const };
    expect(() => mergeLocales(form, german)).toThrow(
      'mergeLocales: the packs are in "ar" and "de"; merge the packs of one language.',
    );
  });
});

describe('formattingLocale', () => {
  it('writes Latin digits, as every pack writes its own, whatever the engine would choose', () => {
    expect(formattingLocale('ar')).toBe('ar-u-nu-latn');
    expect(formattingLocale('hi-IN')).toBe('hi-IN-u-nu-latn');
    // Egyptian Arabic writes ٢٨٩ by default in every engine.
    expect(new Intl.NumberFormat('ar-EG').format(289)).toBe('٢٨٩');
    expect(new Intl.NumberFormat(formattingLocale('ar-EG')).format(289)).toBe('289');
  });

  it("keeps a partner's own numbering system, and what is not a tag for Intl to refuse", () => {
    expect(formattingLocale('ar-EG-u-nu-arab')).toBe('ar-EG-u-nu-arab');
    expect(formattingLocale('en-GB-u-ca-gregory')).toBe('en-GB-u-ca-gregory-nu-latn');
    expect(formattingLocale('not a tag')).toBe('not a tag');
  });
});
