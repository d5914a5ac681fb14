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
 * "installments", "ZIP or postal code", "program or major"). A pack can be another pack with a
 * few words changed, as here.
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
  errorOther: 'Your inquiry could not be sent. What you typed is still here, so you can try again.',
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
  visaCancellation: 'Free cancellation if your visa is denied',
  uniPlaceCancellation: 'Free cancellation if you are not admitted to a university',
  noCancellation: 'Ask the housing team about cancellation.',
};

/** The checkout's own. */
const checkoutWords = {
  enterCity: 'Enter your city',
  enterPostcode: 'Enter your ZIP or postal code',
  enterTheirCity: 'Enter their city',
  enterTheirPostcode: 'Enter their ZIP or postal code',
  enterCourseTitle: 'Enter your program or major',
  stepCourse: 'Your studies',
  changeCourse: 'Change your study details',
  payInInstalments: 'Pay in installments',
  useScheme: 'Will you use the guarantor service instead?',
  useSchemeHint: 'A third-party guarantor service acts as your guarantor for a fee.',
  year_foundation: 'Foundation year',
  year_undergraduate_placement_year: 'Undergraduate – Internship year',
  year_postgraduate_masters: 'Graduate – Master’s',
  year_postgraduate_phd: 'Graduate – PhD',
  city: 'City',
  region: 'State or region',
  postcode: 'ZIP or postal code',
  relationshipHint: 'For example a parent, sibling or friend',
  courseTitle: 'Program or major',
  chooseScheme: 'Choose whether you will use the guarantor service',
  needScheme:
    'To pay in installments without a UK-based guarantor, use the guarantor service, or pay in full',
  paymentFailed: 'You were not charged. Check the card details or try another card.',
  completeFailed:
    'Your payment went through, but your booking is not confirmed yet. You will not be charged twice for this payment. Try again. If this keeps happening, contact the housing team with reference {reference}.',
  paymentNotCompleted: 'The payment was not completed, and you were not charged. Try again.',
  bookingRefused:
    'Your payment went through, but the booking could not be made. You will not be charged twice for this payment. To get a refund or book other dates, contact the housing team with reference {reference}.',
  bookingReferenceLater: 'Your booking is made. The housing provider will send you its reference.',
  bookingNext: 'The housing team will email you the next steps.',
};

/** The hosted checkout button's. */
const hosted = {
  hostedCheckoutUnavailable:
    'Online checkout is not available for this room. Send an inquiry and the team will help you book.',
};

// Each family: British English with its American words over it.

/** American English words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, enquiryFormMessages, enquiry);
/** American English words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, enquiryTableMessages, table);
/** American English words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, catalogueMessages, rooms);
/** American English words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  checkoutMessages,
  catalogueMessages,
  stripeMessages,
  rooms,
  checkoutWords,
);
/**
 * American English words for `HostedCheckoutButton`. Given only a room, the button loads it and may
 * ask for a period, in the catalogue's words: then give the provider
 * `mergeLocales(hostedCheckout, catalogue)`.
 */
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
