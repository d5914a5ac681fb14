import { describe, expect, it } from 'vitest';
import fr from './fr.js';

/**
 * French sets a no-break space before « : », « ; », « ? » and « ! » and inside guillemets, so none
 * of them wraps alone to the next line: a narrow one (U+202F) or a full one (U+00A0).
 */
const NO_BREAK = '[\\u202f\\u00a0]';

describe('French typography', () => {
  it('puts a no-break space before : ; ? ! and inside « »', () => {
    const wrong = Object.entries(fr.messages as Record<string, string>).flatMap(([key, text]) => {
      const problems = [
        ...[...text.matchAll(new RegExp(`(?<!${NO_BREAK})[:;?!]`, 'g'))].map(
          (match) => `${key}: "${match[0]}" at ${match.index}`,
        ),
        ...[...text.matchAll(new RegExp(`«(?!${NO_BREAK})|(?<!${NO_BREAK})»`, 'g'))].map(
          (match) => `${key}: "${match[0]}" at ${match.index}`,
        ),
      ];
      return problems;
    });
    expect(wrong).toEqual([]);
  });
});
