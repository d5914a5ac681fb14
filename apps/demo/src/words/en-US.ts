// A relative import names its .ts file: the Next.js example compiles these files from source too.
import english, { type DemoWords } from './en-GB.ts';

/**
 * American English: British English with American words, as in Unistay's en-US pack ("inquiry",
 * "housing provider", "housing team"). Only the words that differ are written here.
 */
const enUS: DemoWords = {
  ...english,
  pageEnquiries: 'Inquiries',
  roomNotFound: 'This room is not in the catalog.',
  enquireAbout: 'Inquire about {room}',
  closeEnquiry: 'Close inquiry',
  secureCheckoutLead: "Pay and book on the housing provider's own checkout page.",
  askLead:
    'Questions about booking, payments or finding a room go to the housing team, who reply by email.',
  enquirySent: 'Inquiry sent',
  protectionsLead:
    "The proxy in front of the sandbox guards the public forms and checkout as a partner's server would. Try them: send the same inquiry twice, or fail the check on purpose.",
  limitPerAddress: 'Requests from one address (inquiries and checkout)',
  limitPerEmail: 'Inquiries for one email address',
  sameEnquiry: 'The same inquiry sent again',
  seeInEnquiryList: 'See it in the inquiry list',
  sendAnotherEnquiry: 'Send another inquiry',
  enquiriesCaption: 'Inquiries from students',
  staffChecking: 'Checking who may see inquiries…',
  staffCheckFailed: 'The demo server could not be asked who may see inquiries.',
  sandboxEnquiriesOpen:
    'These inquiries come from the sandbox and are fictional, so this page is open to everyone here. Against the live API it asks for a staff sign-in first, as the proxy forwards inquiry reads only to signed-in staff.',
  staffOnly: "Inquiries hold students' personal data, so only signed-in staff see them.",
  moveInNote:
    'The housing provider will email you about moving in. Keep your reference for any questions.',
  notHeardYet:
    'We have not heard from the housing provider in the last minute. If you paid, your booking is being processed and you will get an email when it is confirmed. Do not pay again.',
  waitingForProvider:
    'Waiting for the housing provider to confirm your booking. This usually takes a few seconds, so please stay on this page.',
  moveEnquiry: 'Move an inquiry',
  startAgain: 'Start over',
  routeListEnquiries: 'List inquiries',
  routeReadEnquiry: 'Read an inquiry',
  routeCreateGeneral: 'Create a general inquiry',
  routeCreateSpecific: 'Create a specific inquiry',
  moveThisEnquiry: 'Sandbox: move this inquiry',
  playAccommodationSide: "Sandbox: play the housing provider's part.",
  enquiryReference: 'Inquiry reference',
  /** `{window}` is a length of time (30 minutes). */
  humanCheckValue:
    "The sandbox's widget: check its box to pass, or fail it on purpose. A student who passed is trusted for {window}.",
  webhooksLead:
    "The sandbox posts each event to this demo's receiver at {path}, with the access token it registered. A booking made through secure checkout shows here as {booked}; moving an inquiry below, as {updated}.",
};

export default enUS;
