import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personName } from './textFormats.js';

describe('personName', () => {
  it('writes the given name first, or the family name first where the language does', () => {
    expect(personName('Amara', 'Okafor', 'en-GB')).toBe('Amara Okafor');
    expect(personName('Amara', 'Okafor', 'ja')).toBe('Okafor Amara');
    expect(personName('Amara', 'Okafor', 'zh-CN')).toBe('Okafor Amara');
    expect(personName('Amara', '', 'fr')).toBe('Amara');
  });

  it('runs a name in Chinese, Japanese or Korean script together, with no space', () => {
    expect(personName('太郎', '山田', 'ja')).toBe('山田太郎');
    expect(personName('민준', '김', 'ko')).toBe('김민준');
    expect(personName('はなこ', 'スズキ', 'ja')).toBe('スズキはなこ');
    expect(personName('伟', '王', 'en-GB')).toBe('伟王');
    expect(personName('Amara', '山田', 'ja')).toBe('山田 Amara');
  });

  it('never runs together two parts of which one is outside those scripts', () => {
    const part = fc.string({ minLength: 1, maxLength: 8, unit: 'grapheme' });
    fc.assert(
      fc.property(
        part,
        part,
        fc.constantFrom('en-GB', 'ja', 'ko', 'zh-CN', 'ar'),
        (a, b, locale) => {
          const unspaced =
            /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;
          const name = personName(a, b, locale);
          const together = unspaced.test(a) && unspaced.test(b);
          expect(name.length).toBe(a.length + b.length + (together ? 0 : 1));
        },
      ),
    );
  });
});
