import { englishMessages } from '../i18n/englishMessages.js';
import type { LocaleMessages, UnistayLocale } from '../i18n/localePack.js';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçðéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][index] as string,
  ]),
);
const FILLER = 'ŀőŕéɱ ïƥšûɱ ðőŀőŕ šïţ áɱéţ ç';

/**
 * English, accented and 40% longer, in brackets: a translation's length in a test, with every
 * letter still readable. Text cut short loses its closing bracket; a string that stays plain
 * English was never a message.
 */
export function pseudoLocalise(text: string): string {
  // Placeholders stay as they are, to be filled.
  const accented = text.replace(/\{\w+\}|./gsu, (part) => ACCENTED[part] ?? part);
  const extra = Math.ceil(text.length * 0.4);
  let padding = '';
  while (padding.length < extra) padding += FILLER;
  return `⟦${accented} ${padding.slice(0, extra)}⟧`;
}

/** The pseudo-locale `en-XA`: every English message through `pseudoLocalise`. */
const pseudo: UnistayLocale = {
  locale: 'en-XA',
  direction: 'ltr',
  messages: Object.fromEntries(
    Object.entries(englishMessages).map(([key, text]) => [key, pseudoLocalise(text)]),
  ) as LocaleMessages,
};
export default pseudo;
