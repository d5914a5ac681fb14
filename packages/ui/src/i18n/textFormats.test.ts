import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personName, sentences } from './textFormats.js';

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

describe('sentences', () => {
  it('ends each and joins them as their languages do', () => {
    expect(sentences(['Enter your message', 'Use 5000 characters or fewer'])).toBe(
      'Enter your message. Use 5000 characters or fewer.',
    );
    expect(sentences(['请输入您的留言', '请使用不超过 5000 个字符'])).toBe(
      '请输入您的留言。请使用不超过 5000 个字符。',
    );
    expect(sentences(['メッセージを入力してください', '5000文字以内で入力してください'])).toBe(
      'メッセージを入力してください。5000文字以内で入力してください。',
    );
    expect(sentences(['أدخل رسالتك', 'استخدم 5000 حرف أو أقل'])).toBe(
      'أدخل رسالتك. استخدم 5000 حرف أو أقل.',
    );
    expect(sentences(['अपना संदेश लिखें', 'The email is invalid.'])).toBe(
      'अपना संदेश लिखें। The email is invalid.',
    );
    // The API's own sentence, already ended, as it came; an English one in a Chinese page too.
    expect(sentences(['The email is invalid.', '请输入您的留言。', 'Is it “free”?'])).toBe(
      'The email is invalid. 请输入您的留言。Is it “free”?',
    );
    // Whatever it ends with (an example address, a bracket), a sentence in Chinese, Japanese or
    // Hindi takes its own language's stop.
    expect(sentences(['请输入有效的邮箱地址，例如 name@example.com', '请输入您的留言'])).toBe(
      '请输入有效的邮箱地址，例如 name@example.com。请输入您的留言。',
    );
    expect(sentences(['電話番号を入力してください（例：+44 7700 900123）', 'Why?'])).toBe(
      '電話番号を入力してください（例：+44 7700 900123）。Why?',
    );
    expect(sentences(['ईमेल पता लिखें, जैसे name@example.com', 'फ़ोन नंबर लिखें'])).toBe(
      'ईमेल पता लिखें, जैसे name@example.com। फ़ोन नंबर लिखें।',
    );
    // Closing quotes after a stop: ended already, and a full-width one holds its space.
    expect(sentences(['Er sagte „Hallo.“', '他说：“好。”', 'OK'])).toBe(
      'Er sagte „Hallo.“ 他说：“好。”OK.',
    );
    expect(sentences([' ', ''])).toBe('');
  });

  it('never leaves two sentences run together or a space before a full-width stop (generated)', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '请输入您的留言',
        'メッセージを入力してください',
        'أدخل رسالتك',
        'Enter your message',
      ),
      fc.constantFrom('The email is invalid.', '请使用不超过 5000 个字符。', 'Why?', ' '),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (texts) => {
        const joined = sentences(texts);
        const kept = texts.filter((text) => text.trim());
        // Every sentence there, ended; none glued to the next without its stop.
        for (const text of kept) expect(joined).toContain(text.trim());
        expect(joined).not.toMatch(/[^\s.!?。！？।؟”] +[A-Zأ请メ]/u);
        expect(joined).not.toMatch(/。 /);
        if (kept.length > 0) expect(joined).toMatch(/[.!?。！？।؟”]$/u);
      }),
    );
  });
});
