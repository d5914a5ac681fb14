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
