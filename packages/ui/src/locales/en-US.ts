import { catalogueMessages } from '../catalogue/catalogueMessages.js';
import { checkoutMessages } from '../checkout/checkoutMessages.js';
import { hostedCheckoutMessages } from '../checkout/hostedCheckoutMessages.js';
import { stripeMessages } from '../checkout/stripeMessages.js';
import { enquiryFormMessages } from '../enquiry-form/enquiryFormMessages.js';
import { enquiryTableMessages } from '../enquiry-table/enquiryTableMessages.js';
import { englishMessages } from '../i18n/englishMessages.js';
import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/**
 * American English: British English with American words and spellings ("inquiry",
 * "installments", "ZIP code"). A pack can be another pack with a few words changed, as here.
 */
const language = { locale: 'en-US', direction: 'ltr' } as const;

/** The enquiry forms' own. */
const enquiry = {
  enquiringAbout: 'Inquiring about {room} at {property}',
  enquiringAboutProperty: 'Inquiring about {property}',
  submit: 'Send inquiry',
  sending: 'Sending your inquiry…',
  successHeading: 'Inquiry sent',
  sendAnother: 'Send another inquiry',
  announceSuccess: 'Inquiry sent. Your reference is {reference}.',
  errorOther: 'Your inquiry could not be sent. What you typed is kept: try again.',
  extraCheckbox: 'Check “{label}” to continue',
};

/** The enquiry table's and the details'. */
const table = {
  caption: 'Inquiries',
  generalEnquiry: 'General inquiry',
  viewEnquiry: 'View inquiry {reference}',
  loading: 'Loading inquiries…',
  empty: 'No inquiries yet',
  emptyStatus: 'No inquiries with status {status}',
  loadFailed: 'Inquiries could not be loaded.',
  detailsHeading: 'Inquiry {reference}',
  detailsLoading: 'Loading the inquiry…',
  detailsFailed: 'This inquiry could not be loaded.',
};

/** The catalogue parts', and the checkout's as it loads its room. */
const rooms = {
  uniPlaceCancellation: 'Free cancellation if you are not admitted to a university',
  noCancellation: 'Ask the housing team about cancellation.',
};

/** The checkout's own. */
const checkoutWords = {
  enterCity: 'Enter your city',
  enterPostcode: 'Enter your ZIP code',
  enterTheirCity: 'Enter their city',
  enterTheirPostcode: 'Enter their ZIP code',
  payInInstalments: 'Pay in installments',
  useSchemeHint: 'A third-party guarantor service acts as your guarantor for a fee.',
  city: 'City',
  postcode: 'ZIP code',
  relationshipHint: 'For example a parent, sibling or friend',
  needScheme:
    'To pay in installments without a UK-based guarantor, use the guarantor scheme, or pay in full',
  quoteReference: 'If this keeps happening, contact the housing team and quote {reference}.',
  bookingReferenceLater:
    'Your booking is made. Its reference could not be shown here: the housing provider will send it to you.',
  bookingNext: 'The housing team will email you the next steps.',
};

/** The hosted checkout button's. */
const hosted = {
  hostedCheckoutUnavailable:
    'Online checkout is not available for this room. Send an inquiry and the team will help you book.',
};

// Each family: British English with its American words over it.
export const enquiryForm = /* @__PURE__ */ languagePack(language, enquiryFormMessages, enquiry);
export const enquiryTable = /* @__PURE__ */ languagePack(language, enquiryTableMessages, table);
export const catalogue = /* @__PURE__ */ languagePack(language, catalogueMessages, rooms);
export const checkout = /* @__PURE__ */ languagePack(
  language,
  checkoutMessages,
  catalogueMessages,
  stripeMessages,
  rooms,
  checkoutWords,
);
export const hostedCheckout = /* @__PURE__ */ languagePack(
  language,
  hostedCheckoutMessages,
  hosted,
);

/** Every word, for a page that shows every family. */
const every: UnistayLocale = /* @__PURE__ */ languagePack(
  language,
  englishMessages,
  enquiry,
  table,
  rooms,
  checkoutWords,
  hosted,
);
export default every;
