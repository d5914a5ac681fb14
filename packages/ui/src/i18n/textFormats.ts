import { formattingLocale } from '@unistay/react';

/**
 * How a language writes the things code would otherwise glue together: a person's name, a list,
 * a distance. Each asks `Intl` where it knows, so no sentence is built in English order.
 */

/** Languages whose readers expect the family name first. */
const FAMILY_NAME_FIRST = ['zh', 'ja', 'ko'];
/** Names written in these scripts run together, with no space between the two parts. */
const UNSPACED_SCRIPT =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;

/** A person's name as the language writes it: "Amara Okafor", or in Japanese "Okafor Amara". */
export function personName(first: string, last: string, locale: string): string {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  const [before, after] = FAMILY_NAME_FIRST.includes(language) ? [last, first] : [first, last];
  if (!before || !after) return before || after;
  const unspaced = UNSPACED_SCRIPT.test(before) && UNSPACED_SCRIPT.test(after);
  return unspaced ? `${before}${after}` : `${before} ${after}`;
}

/** A sentence already ended, perhaps inside its closing quotes or brackets. */
const ENDED = /[.!?。！？।؟…．]["'”“’»›)）」』》】〕\]]*$/u;
/** A Chinese or Japanese stop holds its space within it: the next sentence follows at once. */
const FULL_WIDTH_END = /[。！？．]["'”“’»›)）」』》】〕\]]*$/u;

/**
 * Sentences as the languages they are in join them: each ended (a field's message is written
 * without its stop, as GOV.UK words them) with its own script's stop (。 in Chinese or Japanese,
 * । in Hindi, whatever it ends with, an example address or a bracket; . elsewhere), then followed
 * by a space, or by nothing after a full-width stop. No run-on "Enter your message Use 5000
 * characters", no space inside "请输入留言。 请…".
 */
export const sentences = (texts: readonly string[]): string =>
  texts
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) =>
      ENDED.test(text)
        ? text
        : `${text}${/[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}]/u.test(text) ? '。' : /\p{sc=Deva}/u.test(text) ? '।' : '.'}`,
    )
    .reduce(
      (joined, text) =>
        joined ? `${joined}${FULL_WIDTH_END.test(joined) ? '' : ' '}${text}` : text,
      '',
    );

/** Items as the language lists them ("A, B and C"; "A、B、C"). */
export const listOf = (items: readonly string[], locale: string) =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);

const UNITS: Readonly<Record<string, string>> = { km: 'kilometer', mi: 'mile' };

/**
 * A distance as the language writes it ("2.1 mi", "2,1 km", "2.1 英里"): kilometres and miles
 * through `Intl`; any other unit the API names is data, shown as it came.
 */
export function distanceText(distance: string | number, unit: string, locale: string): string {
  const value = Number(distance);
  const known = UNITS[unit.trim().toLowerCase()];
  if (!known || !Number.isFinite(value)) return `${distance} ${unit}`.trim();
  return new Intl.NumberFormat(formattingLocale(locale), {
    style: 'unit',
    unit: known,
    maximumFractionDigits: 1,
  }).format(value);
}
