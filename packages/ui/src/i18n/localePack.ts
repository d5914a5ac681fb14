import type { LocalePack } from '@unistay/react';
import type { englishMessages } from './englishMessages.js';

type EnglishKey = keyof typeof englishMessages;
/** Keys whose words depend on a number: a pack has one entry per plural category of its language. */
type PluralKey = 'availableRoomsLeft';
type PluralForm = `${PluralKey}_${Intl.LDMLPluralRule}`;

/**
 * A pack's words: every key English has, the plural ones in exactly the forms
 * `Intl.PluralRules(locale)` selects (`_one` and `_other` in English; `_other` alone in Japanese;
 * six in Arabic). Each keeps English's `{placeholders}`.
 */
export type LocaleMessages = Record<Exclude<EnglishKey, PluralForm>, string> &
  Partial<Record<PluralForm, string>>;

/** A language for `UnistayProvider`'s `locale`, with every word Unistay shows. */
export interface UnistayLocale extends LocalePack {
  messages: LocaleMessages;
}

type Words = Readonly<Record<string, string>>;
/** Every group's keys: `[{ a }, { b }]` gives `{ a } & { b }`. */
type Merged<Groups extends readonly Words[]> = Groups extends readonly [
  infer First,
  ...infer Rest extends readonly Words[],
]
  ? First & Merged<Rest>
  : unknown;

/**
 * A pack of `groups` of words in `language`. Each family of components has one (`enquiryForm`,
 * `checkout`, …) beside the pack of every word, and each is made by a call a bundler may drop
 * (`@__PURE__`): a page ships the words of the families it imports and no others.
 */
export function languagePack<const Groups extends readonly Words[]>(
  language: Pick<LocalePack, 'locale' | 'direction'>,
  ...groups: Groups
): Pick<LocalePack, 'locale' | 'direction'> & { messages: Merged<Groups> } {
  return { ...language, messages: Object.assign({}, ...groups) };
}
