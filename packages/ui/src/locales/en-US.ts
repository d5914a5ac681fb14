import { englishMessages } from '../i18n/englishMessages.js';
import type { UnistayLocale } from '../i18n/localePack.js';

/**
 * American English: British English with American words and spellings ("inquiry",
 * "installments", "ZIP code"). A pack can be another pack with a few words changed, as here.
 */
const enUS: UnistayLocale = {
  locale: 'en-US',
  direction: 'ltr',
  messages: {
    ...englishMessages,
    enquiringAbout: 'Inquiring about {room} at {property}',
    enquiringAboutProperty: 'Inquiring about {property}',
    submit: 'Send inquiry',
    sending: 'Sending your inquiry…',
    successHeading: 'Inquiry sent',
    sendAnother: 'Send another inquiry',
    announceSuccess: 'Inquiry sent. Your reference is {reference}.',
    errorOther: 'Your inquiry could not be sent. What you typed is kept: try again.',
    extraCheckbox: 'Check “{label}” to continue',
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
    uniPlaceCancellation: 'Free cancellation if you are not admitted to a university',
    noCancellation: 'Ask the housing team about cancellation.',
    hostedCheckoutUnavailable:
      'Online checkout is not available for this room. Send an inquiry and the team will help you book.',
  },
};
export default enUS;
