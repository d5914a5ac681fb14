import { describe, expect, it } from 'vitest';
import { type LocalePack, mergeLocales } from './locale.js';

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
