import { pseudoLocalise } from '@unistay/ui/locales/pseudo';
import english, { type DemoWords } from './en-GB.ts';

/** Keys whose words only join others (a space, ", "): no letters in them to accent. */
const SEPARATORS = ['sentenceSeparator', 'listSeparator'];

/**
 * The pseudo-locale (en-XA): English through Unistay's own `pseudoLocalise`, accented and 40%
 * longer in brackets, so a layout can be tested for longer words, and any word still plain English
 * on the page was never in the catalogue.
 */
const pseudo = Object.fromEntries(
  Object.entries(english).map(([key, text]) => [
    key,
    SEPARATORS.includes(key) ? text : pseudoLocalise(text),
  ]),
) as DemoWords;

export default pseudo;
