/**
 * Checks every set of words a student can see runs through, whoever keeps them: the Unistay packs,
 * the demo's words, the sandbox's card and human-check words. Each returns the slips it finds, as
 * `key: what, where`, so a failure names them.
 */

/** A no-break space: narrow (U+202F) or full (U+00A0). */
const NO_BREAK = '[\\u202f\\u00a0]';

/**
 * French sets a no-break space before « : », « ; », « ? » and « ! » and inside guillemets, so none
 * of them wraps alone to the next line.
 */
export function frenchTypographySlips(words: Readonly<Record<string, string>>): string[] {
  return Object.entries(words).flatMap(([key, text]) =>
    [
      ...text.matchAll(new RegExp(`(?<!${NO_BREAK})[:;?!]`, 'g')),
      ...text.matchAll(new RegExp(`«(?!${NO_BREAK})|(?<!${NO_BREAK})»`, 'g')),
    ].map((match) => `${key}: "${match[0]}" at ${match.index}`),
  );
}

/**
 * English says one thing a sentence: a colon after a clause that starts another ("…is fully
 * booked: no period is open") is two sentences run together, and every language translating it
 * inherits the run-on. A short label before a colon ("Sandbox: move this enquiry", "Due now:
 * {amount}") is not one.
 */
export function englishColonChains(words: Readonly<Record<string, string>>): string[] {
  return Object.entries(words).flatMap(([key, text]) =>
    [...text.matchAll(/(?:^|[.!?]\s+)([^.!?:]*?): (?=\p{Ll})/gu)]
      .filter(([, before = '']) => before.trim().split(/\s+/).length >= 4)
      .map((match) => `${key}: "${match[1]}: …"`),
  );
}

/**
 * Italian speaks to the student with *tu*, as the pack does: a courtesy form (Lei, Le, Sua, Suo…),
 * capitalised mid-sentence, is the *Lei* register slipping back in.
 */
export function italianCourtesyForms(words: Readonly<Record<string, string>>): string[] {
  return Object.entries(words).flatMap(([key, text]) =>
    [...text.matchAll(/(?<![.!?]\s|^)\b(Lei|Le|La|Sua|Suo|Sue|Suoi)\b/gu)].map(
      (match) => `${key}: "${match[0]}" at ${match.index}`,
    ),
  );
}
