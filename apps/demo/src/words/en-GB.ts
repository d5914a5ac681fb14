/**
 * The demo's own words, in British English: the source every other language translates. Unistay's
 * components bring their own words (the packs of `@unistay/ui/locales`); these are only what the
 * demo around them says. `{name}` is filled in when shown: a room's or a person's name, a date, a
 * number, a link. A key ending in `_one`, `_other` (and, in other languages, `_zero`, `_two`,
 * `_few`, `_many`) is one word in several forms, chosen by `Intl.PluralRules` from `{count}`.
 */
const enGB = {
  // The frame around every page.
  skipToContent: 'Skip to content',
  /** The demo's name, in the header and after each page's title ("Unistay" is a name). */
  brand: 'Unistay demo',
  /** The browser tab's title: `{page}` is the page's title. */
  documentTitle: '{page} · Unistay demo',
  /** The name of the menu of pages, for screen readers ("Main navigation"). */
  mainNavigation: 'Main',
  /** Label of the menu of languages. */
  language: 'Language',
  loading: 'Loading…',
  tryAgain: 'Try again',
  /** Between two sentences shown together: a space, or nothing in Chinese and Japanese. */
  sentenceSeparator: ' ',
  /** Between the items of a list: ", " in English, "، " in Arabic, "、" in Japanese. */
  listSeparator: ', ',

  // Each page's name, in the menu and as its title.
  pageRooms: 'Rooms',
  pageAsk: 'Ask a question',
  pageEnquiries: 'Enquiries',
  /** The page of the sandbox: the Partner API's test double, with its webhooks and test cards. */
  pageSandbox: 'Sandbox',
  pageRoom: 'Room',
  /** The page a student comes back to after paying on the hosted checkout page. */
  pageBooking: 'Your booking',

  // The rooms.
  city: 'City',
  /** The city filter's first choice: rooms in every city. */
  everyCity: 'Every city',
  roomsLoading: 'Loading rooms…',
  roomsLoadFailed: 'The rooms could not be loaded.',
  roomsShown_one: '{count} room, page {page} of {pages}',
  roomsShown_other: '{count} rooms, page {page} of {pages}',
  roomsShownInCity_one: '{count} room in {city}, page {page} of {pages}',
  roomsShownInCity_other: '{count} rooms in {city}, page {page} of {pages}',
  /** A room's lowest price: `{price}` is an amount with its currency ("£289.00"). */
  fromPrice: 'From {price} a week',
  /** A booking period: two dates. */
  dateRange: '{start} to {end}',
  enquireAbout: 'Enquire about {room}',
  closeEnquiry: 'Close enquiry',
  bookRoom: 'Book {room}',
  closeBooking: 'Close booking',

  // A room's own page.
  backToRooms: 'Back to the rooms',
  roomLoading: 'Loading the room…',
  roomNotFound: 'This room is not in the catalogue.',
  roomLoadFailed: 'The room could not be loaded.',
  partLoadFailed:
    'This part of the page could not be loaded. It loads again once you are back online, or when you try again.',
  askAboutRoom: 'Ask about this room',
  bookThisRoom: 'Book this room',

  // Booking a room.
  fullyBooked: 'Every period of {room} is fully booked.',
  /** Paying on the accommodation provider's own page, rather than on this one. */
  secureCheckout: 'Secure checkout',
  secureCheckoutLead: "Pay and book on the accommodation provider's own checkout page.",
  /** A button per booking period: `{dates}` is the period (see dateRange). */
  secureCheckoutFor: 'Secure checkout: {dates}',
  bookHere: 'Book here',
  bookRoomHere: 'Book {room} here',
  /** Instead of the hosted checkout's buttons, while a payment made below may be under way. */
  paymentUnderWayBelow:
    'You have already started paying for this room below. Secure checkout is offered again if that payment does not go through.',
  roomBookedBelow: 'You have booked this room below.',

  // Asking a question.
  askLead:
    'Questions about booking, payments or finding a room go to the accommodation team, who reply by email.',
  enquirySent: 'Enquiry sent',
  yourReference: 'Your reference is {reference}.',
  seeInEnquiryList: 'See it in the enquiry list',
  sendAnotherEnquiry: 'Send another enquiry',

  // Partner staff's list of enquiries, and who may see it.
  enquiriesCaption: 'Enquiries from students',
  staffChecking: 'Checking who may see enquiries…',
  staffCheckFailed: 'The demo server could not be asked who may see enquiries.',
  /** `{status}` is an HTTP status code, such as 500. */
  demoServerAnswered: 'The demo server answered {status}.',
  sandboxEnquiriesOpen:
    'These enquiries come from the sandbox and are fictional, so this page is open to everyone here. Against the live API it asks for a staff sign-in first, as the proxy forwards enquiry reads only to signed-in staff.',
  staffOnly: "Enquiries hold students' personal data, so only signed-in staff see them.",
  /** `{setting}` is the name of a setting of the server (DEMO_STAFF_PASSWORD), kept as it is. */
  staffSignInOff: 'Staff sign-in is off. Set {setting} on the demo server and restart it.',
  staffSignIn: 'Staff sign-in',
  staffPassword: 'Staff password',
  signIn: 'Sign in',
  wrongPassword: 'That password is not right.',
  tooManyPasswords_one:
    'Too many wrong passwords from your address. Wait {count} second, then try again.',
  tooManyPasswords_other:
    'Too many wrong passwords from your address. Wait {count} seconds, then try again.',
  staffSignInHeld:
    "Staff sign-in is on hold after too many wrong passwords. Try again later, or open the sign-in link written to the server's log.",
  signInLinkSpent:
    "This sign-in link was used or has expired. Sign in with the password, or open the newest link in the server's log.",
  signInTooSlow: 'The sign-in took too long to arrive. Try again.',
  signInRefused: 'The demo server refused the sign-in ({status}).',
  demoServerUnreachable: 'The demo server could not be reached. Try again.',
  signedInAsStaff: 'Signed in as staff.',
  signOut: 'Sign out',
  signOutFailed: 'Signing out failed. Try again.',

  // Coming back from the hosted checkout page.
  nothingToConfirm: 'Nothing to confirm',
  /** `{findRoom}` is a link whose words are findRoom. */
  nothingToConfirmText:
    'This page confirms a booking made through secure checkout, and this address names no checkout. {findRoom}.',
  findRoom: 'Find a room',
  bookingConfirmed: 'Booking confirmed',
  roomAtPropertyYours: '{room} at {property} is yours.',
  roomYours: '{room} is yours.',
  roomBooked: 'Your room is booked.',
  bookingReference: 'Your booking reference is {reference}.',
  moveInNote:
    'The accommodation provider will email you about moving in. Keep your reference for any questions.',
  notConfirmedYet: 'Your booking is not confirmed yet',
  notHeardYet:
    'We have not heard from the accommodation provider in the last minute. If you paid, your booking is being processed and you will get an email when it is confirmed. Do not pay again.',
  /** `{askUs}` is a link to the page for questions, whose words are askUs. */
  checkAgainLater:
    'Check again in a few minutes. If it is still not confirmed in an hour, {askUs} and give the time you paid.',
  askUs: 'ask us',
  checkAgain: 'Check again',
  confirmingBooking: 'Confirming your booking',
  waitingForProvider:
    'Waiting for the accommodation provider to confirm your booking. This usually takes a few seconds, so please stay on this page.',

  // The Sandbox page: for developers trying the demo.
  /** `{setting}` is the name of a setting of the server (PARTNER_API_URL), kept as it is. */
  sandboxOff:
    'The demo is in front of the live Partner API, so no sandbox is running, nor its webhooks, faults and test cards. Start the demo without {setting} to use them.',
  webhooks: 'Webhooks',
  /** Errors the sandbox makes on purpose, to show how the components cope. */
  faults: 'Faults',
  moveEnquiry: 'Move an enquiry',
  testCards: 'Test cards',
  /** `{card}` is a test card's number. */
  cardSucceeds: '{card}: succeeds',
  cardDeclined: '{card}: declined',
  cardAsksBank: '{card}: asks you to confirm with your bank, then succeeds',
  cardProcessing: '{card}: stays processing a few seconds, then succeeds',
  startAgain: 'Start again',
  resetSandbox: 'Reset the sandbox',

  // Protections: what the proxy in front of the sandbox does, as a partner's server would.
  protections: 'Protections',
  protectionsLead:
    "The proxy in front of the sandbox guards the public forms and checkout as a partner's server would. Try them: send the same enquiry twice, or fail the check on purpose.",
  limitPerAddress: 'Requests from one address (enquiries and checkout)',
  limitPerEmail: 'Enquiries for one email address',
  /** `{max}` is a number of requests; `{window}` a length of time (1 minute, 1 hour). */
  limitValue: '{max} in {window}',
  sameEnquiry: 'The same enquiry sent again',
  /** `{window}` is a length of time (10 minutes). */
  sameEnquiryValue: "Answered with the first one's reference, within {window}",
  humanCheckSetting: 'The check that you are a person',
  /** `{window}` is a length of time (30 minutes). */
  humanCheckValue:
    "The sandbox's widget: tick it to pass, or fail it on purpose. A student who passed is trusted for {window}.",

  // Faults: a route of the Partner API made to fail the next few times.
  injectFault: 'Inject a fault',
  route: 'Route',
  fault: 'Fault',
  /** How many times the fault happens. */
  times: 'Times',
  inject: 'Inject',
  routeEvery: 'Every route',
  routeListEnquiries: 'List enquiries',
  routeReadEnquiry: 'Read an enquiry',
  routeCreateGeneral: 'Create a general enquiry',
  routeCreateSpecific: 'Create a specific enquiry',
  routeStartCheckout: 'Start checkout',
  routeCompleteCheckout: 'Complete checkout',
  faultServer: 'Server error (503)',
  faultRateLimited: 'Too many requests (429, retry after 2 s)',
  faultSlow: 'Slow answer (3 s)',
  faultTimeout: 'No answer (times out)',
  faultMalformed: 'A body that is not JSON',
  /** `{faults}` is a list of routes, each with how many times it will still fail (faultLeft). */
  faultsActive: 'Active: {faults}',
  /** `{route}` is a route's name in code (enquiries.list), kept as it is. */
  faultLeft_one: '{route} ({count} left)',
  faultLeft_other: '{route} ({count} left)',
  noFaults: 'No faults active.',
  clearFaults: 'Clear faults',

  // Moving an enquiry along, as the accommodation team would.
  moveThisEnquiry: 'Sandbox: move this enquiry',
  playAccommodationSide: 'Sandbox: play the accommodation side.',
  enquiryReference: 'Enquiry reference',
  newStatus: 'New status',
  /** Button: move the enquiry to the status chosen. */
  move: 'Move',
  /** `{enquiry}` is the enquiry's reference; `{status}` its new status (Pending, Resolved…). */
  moved: 'Moved {enquiry} to {status}.',
  moveFailed: 'The sandbox did not move it. Is the demo running on the sandbox?',

  // Webhooks: the sandbox's deliveries of events to the demo's receiver.
  /** `{path}` is an address; `{booked}` and `{updated}` are event names in code, kept as they are. */
  webhooksLead:
    "The sandbox posts each event to this demo's receiver at {path}, with the access token it registered. A booking made through secure checkout shows here as {booked}; moving an enquiry below, as {updated}.",
  loseAnswers: 'Lose the answers to the next 2 attempts',
  answersLost:
    'The next 2 attempts reach the receiver but their answers are lost, so you can watch them retried.',
  faultRefused: 'The sandbox refused the fault ({status}).',
  sandboxUnreachable: 'The sandbox could not be reached.',
  /** `{path}` is an address; `{status}` an HTTP status code. */
  answered: '{path} answered {status}.',
  noDeliveries: 'No deliveries yet.',
  deliveriesCaption: 'Webhook deliveries, newest first',
  columnEvent: 'Event',
  /** The booking or enquiry an event is about. */
  columnAbout: 'About',
  columnAttempts: "Attempts and the receiver's answers",
  columnState: 'State',
  /** One attempt: its time, then what the receiver answered. */
  attempt: '{time}: {answer}',
  /** `{status}` is an HTTP status code (200). */
  answerDuplicate: '{status}: already handled, acknowledged',
  answerHandled: '{status}: handled',
  /** `{answer}` is the receiver's own message, in English. */
  answerOther: '{status}: {answer}',
  deliveryDelivered: 'Delivered',
  deliveryGivenUp: 'Given up',
  deliveryRetrying: 'Retrying at {time}',
  deliverySending: 'Sending',
  handledHeading: 'Handled by the receiver',
  nothingHandled: 'Nothing handled yet.',
  handledCaption: 'Events handled, newest first, each once',
  /** The key an event is recognised by, so it is handled once. */
  columnKey: 'Key',
  columnHandledAt: 'Handled at',

  // Measurement: the banner asking for consent, and the Sandbox page's view of the events.
  consentHeading: 'Measuring this site',
  consentText:
    'May we measure how students use this demo, to improve it? Nothing you type is measured, and nothing is kept in your browser for it.',
  /** The question in the Next.js example, which measures with Google Analytics. */
  consentTextGoogle:
    'May we measure how students use this site with Google Analytics, to improve it? Google keeps cookies in your browser for it. Nothing you type is measured.',
  consentAllow: 'Allow measurement',
  consentRefuse: 'Refuse',
  analyticsHeading: 'Analytics events',
  /** `{tool}` is Google Tag Manager, kept as it is; `{state}` one of consentGranted, consentDenied, consentPending. */
  analyticsLead:
    'This page tells {tool} what the student does as they go. Each event is held until they choose, sent if they allow measurement and dropped if they refuse. Measurement is {state}.',
  consentGranted: 'allowed',
  consentDenied: 'refused',
  consentPending: 'not chosen yet',
  noAnalyticsEvents: 'No events yet.',
  analyticsCaption: 'Analytics events, newest first',
  /** What became of an event: sent, held or dropped. */
  columnOutcome: 'Outcome',
  outcomeSent: 'Sent',
  outcomeHeld: 'Held',
  outcomeDropped: 'Dropped',
  outcomeFailed: 'Failed',
};

type English = typeof enGB;
type EnglishKey = keyof English;
/** Keys whose words depend on a number (`roomsShown`): English has their `_one` and `_other`. */
export type PluralKey = EnglishKey extends infer Key
  ? Key extends `${infer Base}_other`
    ? Base
    : never
  : never;
type PluralForm = `${PluralKey}_${Intl.LDMLPluralRule}`;

/** A key to translate: a plain one, or a plural one by its name alone (`roomsShown`). */
export type WordKey = Exclude<EnglishKey, PluralForm> | PluralKey;

/**
 * A language's words: every key English has, a plural one in the forms `Intl.PluralRules` selects
 * in that language (`_other` always; `_one` and `_other` in German; six in Arabic). Each keeps
 * English's `{placeholders}`.
 */
export type DemoWords = Record<Exclude<EnglishKey, PluralForm>, string> &
  Record<`${PluralKey}_other`, string> &
  Partial<Record<PluralForm, string>>;

export default enGB satisfies DemoWords as DemoWords;
