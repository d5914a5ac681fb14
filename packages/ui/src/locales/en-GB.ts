import { catalogueMessages } from '../catalogue/catalogueMessages.js';
import { checkoutMessages } from '../checkout/checkoutMessages.js';
import { hostedCheckoutMessages } from '../checkout/hostedCheckoutMessages.js';
import { stripeMessages } from '../checkout/stripeMessages.js';
import { enquiryFormMessages } from '../enquiry-form/enquiryFormMessages.js';
import { enquiryTableMessages } from '../enquiry-table/enquiryTableMessages.js';
import { englishMessages } from '../i18n/englishMessages.js';
import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/** British English: Unistay's own words, the ones shown without a pack. */
const language = { locale: 'en-GB', direction: 'ltr' } as const;

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** British English words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, enquiryFormMessages);
/** British English words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, enquiryTableMessages);
/** British English words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, catalogueMessages);
/** British English words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  checkoutMessages,
  catalogueMessages,
  stripeMessages,
);
/**
 * British English words for `HostedCheckoutButton`. Given only a room, the button loads it and may
 * ask for a period, in the catalogue's words: then give the provider
 * `mergeLocales(hostedCheckout, catalogue)`.
 */
export const hostedCheckout = /* @__PURE__ */ languagePack(language, hostedCheckoutMessages);

/** Every word, for a page that shows every family. */
const every: UnistayLocale = /* @__PURE__ */ languagePack(language, englishMessages);
export default every;
