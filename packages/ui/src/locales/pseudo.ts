import { catalogueMessages } from '../catalogue/catalogueMessages.js';
import { checkoutMessages } from '../checkout/checkoutMessages.js';
import { hostedCheckoutMessages } from '../checkout/hostedCheckoutMessages.js';
import { stripeMessages } from '../checkout/stripeMessages.js';
import { enquiryFormMessages } from '../enquiry-form/enquiryFormMessages.js';
import { enquiryTableMessages } from '../enquiry-table/enquiryTableMessages.js';
import { englishMessages } from '../i18n/englishMessages.js';
import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

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

const language = { locale: 'en-XA', direction: 'ltr' } as const;

/** Keys whose text joins others (", ", " "): no words in them to accent. */
const SEPARATORS = ['listSeparator'];

/** `catalogues`' words through `pseudoLocalise`, as a pack. */
function pseudoPack(...catalogues: Readonly<Record<string, string>>[]) {
  const messages = Object.assign({}, ...catalogues) as Record<string, string>;
  return languagePack(
    language,
    Object.fromEntries(
      Object.entries(messages).map(([key, text]) => [
        key,
        // Separators are punctuation, not words: kept as they are, so text joined with them reads.
        SEPARATORS.includes(key) ? text : pseudoLocalise(text),
      ]),
    ),
  );
}

// Each family on its own, as in every pack.

/** Pseudo-localised words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ pseudoPack(enquiryFormMessages);
/** Pseudo-localised words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ pseudoPack(enquiryTableMessages);
/** Pseudo-localised words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ pseudoPack(catalogueMessages);
/** Pseudo-localised words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ pseudoPack(
  checkoutMessages,
  catalogueMessages,
  stripeMessages,
);
/**
 * Pseudo-localised words for `HostedCheckoutButton`. Given only a room, the button loads it and may
 * ask for a period, in the catalogue's words: then give the provider
 * `mergeLocales(hostedCheckout, catalogue)`.
 */
export const hostedCheckout = /* @__PURE__ */ pseudoPack(hostedCheckoutMessages);

/** The pseudo-locale `en-XA`: every English message through `pseudoLocalise`. */
const pseudo = /* @__PURE__ */ pseudoPack(englishMessages) as UnistayLocale;
export default pseudo;
