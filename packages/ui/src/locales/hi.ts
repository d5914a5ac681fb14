import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/** Hindi: हिन्दी. */
const language = { locale: 'hi', direction: 'ltr' } as const;

/** Words every component shows. */
const common = {
  tryAgain: 'फिर से कोशिश करें',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: 'यह जानकारी ज़रूरी है',
  tooLong255: '255 या उससे कम अक्षर लिखें',
  emailFormat: 'सही प्रारूप में ईमेल पता लिखें, जैसे name@example.com',
  phoneCountryCode: 'फ़ोन नंबर + और देश कोड के साथ लिखें, जैसे +44 7700 900123',
  phoneFormat: 'फ़ोन नंबर अंतरराष्ट्रीय प्रारूप में लिखें, + के बाद 7 से 15 अंक, जैसे +44 7700 900123',
  enterFirstName: 'अपना पहला नाम लिखें',
  enterLastName: 'अपना उपनाम लिखें',
  enterEmail: 'अपना ईमेल पता लिखें',
  enterPhone: 'अपना फ़ोन नंबर लिखें',
  firstName: 'पहला नाम',
  lastName: 'उपनाम',
  email: 'ईमेल',
  phone: 'फ़ोन नंबर',
  phoneHint: 'देश कोड शामिल करें, जैसे +44 7700 900123',
  optional: '(वैकल्पिक)',
  selectPlaceholder: 'एक विकल्प चुनें',
  errorSummaryTitle: 'कृपया नीचे दी गई ग़लतियाँ ठीक करें',
};

/** The check that the student is a person, in the enquiry forms and the checkout. */
const human = {
  humanCheckLabel: 'पुष्टि करें कि आप इंसान हैं',
  humanCheckRequired: 'यह जाँच पूरी करें कि आप इंसान हैं',
  humanCheckFailed:
    'इंसान होने की पुष्टि वाली जाँच विफल हो गई या उसकी समय-सीमा ख़त्म हो गई। इसे फिर से पूरा करें।',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: '5000 या उससे कम अक्षर लिखें',
  enterMessage: 'अपना संदेश लिखें',
  message: 'संदेश',
  enquiringAbout: '{property} में {room} के बारे में पूछताछ',
  enquiringAboutProperty: '{property} के बारे में पूछताछ',
  submit: 'पूछताछ भेजें',
  sending: 'आपकी पूछताछ भेजी जा रही है…',
  successHeading: 'पूछताछ भेज दी गई',
  successReference: 'आपका संदर्भ नंबर {reference} है।',
  sendAnother: 'एक और पूछताछ भेजें',
  announceSuccess: 'पूछताछ भेज दी गई। आपका संदर्भ नंबर {reference} है।',
  errorNetwork: 'सर्वर से जुड़ नहीं सके। अपना कनेक्शन जाँचकर फिर से कोशिश करें।',
  errorTimeout: 'सर्वर ने जवाब देने में बहुत देर की। फिर से कोशिश करें।',
  errorRateLimited: 'बहुत ज़्यादा कोशिशें हुईं। थोड़ा रुककर फिर से कोशिश करें।',
  errorServer: 'हमारी ओर से कुछ गड़बड़ हुई। आपका लिखा हुआ यहीं है, इसलिए आप फिर से कोशिश कर सकते हैं।',
  errorOther: 'आपकी पूछताछ नहीं भेजी जा सकी। आपका लिखा हुआ यहीं है, इसलिए आप फिर से कोशिश कर सकते हैं।',
  extraRequired: '{label} लिखें',
  extraSelect: '{label} चुनें',
  extraCheckbox: 'आगे बढ़ने के लिए “{label}” पर सही का निशान लगाएँ',
  extraNumber: '{label} संख्या में लिखें',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: 'पूछताछ',
  columnReference: 'संदर्भ',
  columnStudent: 'छात्र',
  columnPhone: 'फ़ोन',
  columnRoom: 'कमरा',
  columnStatus: 'स्थिति',
  columnMessage: 'संदेश',
  generalEnquiry: 'सामान्य पूछताछ',
  roomAtProperty: '{property} में {room}',
  noPhone: 'नहीं दिया गया',
  viewEnquiry: 'संदर्भ नंबर {reference} वाली पूछताछ देखें',
  statusFilter: 'स्थिति',
  allStatuses: 'सभी स्थितियाँ',
  status_pending: 'लंबित',
  status_in_progress: 'कार्रवाई जारी',
  status_resolved: 'हल हो गई',
  status_closed: 'बंद',
  pageSize: 'प्रति पेज पंक्तियाँ',
  pagination: 'पेज नेविगेशन',
  previousPage: 'पिछला पेज',
  nextPage: 'अगला पेज',
  pageNumber: 'पेज {page}',
  showing: '{total} में से {from}–{to}',
  loading: 'पूछताछ लोड हो रही हैं…',
  refreshing: 'पेज {page} लोड हो रहा है…',
  empty: 'अभी कोई पूछताछ नहीं',
  emptyStatus: '{status} स्थिति वाली कोई पूछताछ नहीं',
  showAllStatuses: 'सभी स्थितियाँ दिखाएँ',
  loadFailed: 'पूछताछ लोड नहीं हो सकीं।',
  beyondLast: 'पेज {page} नहीं है। आख़िरी पेज {last} है।',
  goToLastPage: 'आख़िरी पेज पर जाएँ',
  detailsHeading: 'संदर्भ नंबर {reference} वाली पूछताछ',
  detailsLoading: 'पूछताछ लोड हो रही है…',
  detailsFailed: 'यह पूछताछ लोड नहीं हो सकी।',
  close: 'बंद करें',
  fieldName: 'नाम',
  fieldEmail: 'ईमेल',
  fieldPhone: 'फ़ोन',
  fieldRoom: 'कमरा',
  fieldStatus: 'स्थिति',
  fieldMessage: 'संदेश',
  fieldIds: 'ऑपरेटर, प्रॉपर्टी और कमरे की आईडी',
  metadata: 'मेटाडेटा',
  additionalFields: 'अतिरिक्त फ़ील्ड',
};

/** Rooms and booking periods: the catalogue parts, and the checkout as it loads its room. */
const rooms = {
  dateRange: '{start} से {end} तक',
  perWeek: '{price} प्रति सप्ताह',
  listSeparator: ', ',
  roomLoading: 'कमरा लोड हो रहा है…',
  roomLoadFailed: 'कमरा लोड नहीं हो सका।',
  roomNotFound: 'यह कमरा अब सूची में नहीं है।',
  roomUnavailable: 'यह कमरा अभी पूरी तरह बुक है।',
  periodQuestion: 'आप किस अवधि के लिए रहना चाहते हैं?',
  noPeriods: 'इस कमरे के लिए अभी कोई बुकिंग अवधि खुली नहीं है।',
  price: 'कीमत',
  availability: 'उपलब्धता',
  available: 'उपलब्ध',
  availableRoomsLeft_one: 'उपलब्ध, {count} कमरा बचा है',
  availableRoomsLeft_other: 'उपलब्ध, {count} कमरे बचे हैं',
  fullyBooked: 'पूरी तरह बुक',
  cancellation: 'रद्दीकरण नीति',
  visaCancellation: 'वीज़ा अस्वीकार होने पर मुफ़्त रद्दीकरण',
  uniPlaceCancellation: 'विश्वविद्यालय में दाख़िला न मिलने पर मुफ़्त रद्दीकरण',
  noCancellation: 'रद्दीकरण के बारे में आवास टीम से पूछें।',
  nearby: 'आस-पास',
  distanceTo: '{name}: {distance}',
  photoOf: '{name} की फ़ोटो {number}',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: '16 या उससे कम अक्षर लिखें',
  tooLong2000: '2000 या उससे कम अक्षर लिखें',
  countryFormat: 'दो अक्षरों वाला देश कोड (ISO 3166-1) लिखें, जैसे GB',
  realDate: 'जन्म तिथि एक सही तारीख़ होनी चाहिए',
  dateInPast: 'जन्म तिथि बीते समय की होनी चाहिए',
  selectGender: 'अपना लिंग चुनें',
  enterDateOfBirth: 'अपनी जन्म तिथि लिखें',
  enterAddressLine1: 'अपने पते की पहली पंक्ति लिखें',
  enterCity: 'अपना शहर लिखें',
  enterPostcode: 'अपना पिन/पोस्टकोड लिखें',
  selectCountry: 'अपना देश चुनें',
  selectNationality: 'अपनी राष्ट्रीयता चुनें',
  enterTheirFirstName: 'उनका पहला नाम लिखें',
  enterTheirLastName: 'उनका उपनाम लिखें',
  enterRelationship: 'आपसे उनका संबंध लिखें',
  enterTheirEmail: 'उनका ईमेल पता लिखें',
  enterTheirPhone: 'उनका फ़ोन नंबर लिखें',
  enterTheirDateOfBirth: 'उनकी जन्म तिथि लिखें',
  enterTheirAddressLine1: 'उनके पते की पहली पंक्ति लिखें',
  enterTheirCity: 'उनका शहर लिखें',
  enterTheirPostcode: 'उनका पिन/पोस्टकोड लिखें',
  selectTheirCountry: 'उनका देश चुनें',
  enterUniversity: 'अपना विश्वविद्यालय लिखें',
  selectYearOfStudy: 'अपना अध्ययन वर्ष चुनें',
  enterCourseTitle: 'अपने कोर्स का नाम लिखें',
  choosePlan: 'भुगतान का तरीका चुनें',
  stepStay: 'आपका प्रवास',
  stepAbout: 'आपके बारे में',
  stepGuarantor: 'गारंटर',
  stepEmergencyContact: 'आपातकालीन संपर्क',
  stepCourse: 'आपका कोर्स',
  stepReview: 'अपने उत्तर जाँचें',
  stepConfirmed: 'बुकिंग की पुष्टि हो गई',
  stepOf: 'चरण {step} / {total}',
  booking: '{property} में {room} की बुकिंग',
  bookingProperty: '{property} में कमरे की बुकिंग',
  back: 'वापस',
  continue: 'आगे बढ़ें',
  change: 'बदलें',
  changeStay: 'अपना प्रवास बदलें',
  changeAbout: 'अपनी जानकारी बदलें',
  changeGuarantor: 'गारंटर बदलें',
  changeEmergencyContact: 'आपातकालीन संपर्क बदलें',
  changeCourse: 'अपने कोर्स की जानकारी बदलें',
  bookingPeriod: 'आप किस अवधि के लिए रहना चाहते हैं?',
  paymentPlan: 'आप भुगतान कैसे करेंगे?',
  payInFull: 'पूरा भुगतान करें',
  payInInstalments: 'किस्तों में भुगतान करें',
  ukGuarantor: 'क्या आपके पास यूके में रहने वाला कोई गारंटर है?',
  useScheme: 'क्या आप इसके बजाय गारंटर सेवा लेंगे?',
  useSchemeHint: 'एक तृतीय-पक्ष गारंटर सेवा शुल्क लेकर आपकी गारंटर बनती है।',
  yes: 'हाँ',
  no: 'नहीं',
  name: 'नाम',
  gender: 'लिंग',
  gender_male: 'पुरुष',
  gender_female: 'महिला',
  gender_other: 'अन्य',
  year_foundation: 'फ़ाउंडेशन वर्ष',
  year_undergraduate_first_year: 'स्नातक – प्रथम वर्ष',
  year_undergraduate_second_year: 'स्नातक – द्वितीय वर्ष',
  year_undergraduate_third_year: 'स्नातक – तृतीय वर्ष',
  year_undergraduate_placement_year: 'स्नातक – प्लेसमेंट वर्ष',
  year_postgraduate_masters: 'स्नातकोत्तर – मास्टर्स',
  year_postgraduate_phd: 'स्नातकोत्तर – पीएचडी',
  year_other: 'अन्य',
  dateOfBirth: 'जन्म तिथि',
  dateDay: 'दिन',
  dateMonth: 'महीना',
  dateYear: 'वर्ष',
  dateHint: 'उदाहरण के लिए, {example}',
  addressLine1: 'पते की पंक्ति 1',
  addressLine2: 'पते की पंक्ति 2',
  city: 'शहर',
  region: 'क्षेत्र',
  postcode: 'पिन/पोस्टकोड',
  country: 'देश',
  nationality: 'राष्ट्रीयता',
  relationship: 'आपसे संबंध',
  relationshipHint: 'जैसे माता-पिता, भाई-बहन या दोस्त',
  university: 'विश्वविद्यालय',
  yearOfStudy: 'अध्ययन वर्ष',
  courseTitle: 'कोर्स का नाम',
  specialRequests: 'विशेष अनुरोध',
  choosePeriod: 'रहने की अवधि चुनें',
  chooseUkGuarantor: 'चुनें कि क्या आपके पास यूके में रहने वाला गारंटर है',
  chooseScheme: 'चुनें कि क्या आप गारंटर सेवा लेंगे',
  needScheme: 'यूके गारंटर के बिना किस्तों में भुगतान के लिए गारंटर सेवा लें, या पूरा भुगतान करें',
  payment: 'भुगतान',
  dueNow: 'अभी देय: {amount} होल्डिंग डिपॉज़िट (अग्रिम राशि)',
  startingPayment: 'सुरक्षित भुगतान तैयार हो रहा है…',
  payAndBook: 'भुगतान करें और बुक करें',
  paying: 'भुगतान हो रहा है…',
  confirmingBooking: 'आपकी बुकिंग की पुष्टि हो रही है…',
  paymentFailed: 'कोई राशि नहीं कटी। कार्ड का विवरण जाँचें या दूसरा कार्ड आज़माएँ।',
  cardNotCharged: 'आपके कार्ड से भुगतान नहीं हो सका।',
  cardFormLanguage: 'कार्ड फ़ॉर्म {language} में दिखाया गया है।',
  cardUnavailable: 'सुरक्षित कार्ड भुगतान लोड नहीं हुआ। कनेक्शन जाँचकर फिर से कोशिश करें।',
  paymentNotReady: 'भुगतान फ़ॉर्म अभी तैयार नहीं है। थोड़ा रुककर फिर से कोशिश करें।',
  startFailed: 'सुरक्षित भुगतान तैयार नहीं हो सका। कोई भुगतान नहीं हुआ।',
  completeFailed:
    'भुगतान हो गया, पर बुकिंग की पुष्टि अभी नहीं हुई। इस भुगतान के लिए आपसे दो बार राशि नहीं काटी जाएगी। फिर से कोशिश करें। ऐसा बार-बार हो तो आवास टीम को संदर्भ नंबर {reference} बताएँ।',
  paymentProcessing: 'भुगतान अभी प्रोसेस हो रहा है। दोबारा भुगतान न करें। पूरा होते ही हम बुकिंग की पुष्टि करेंगे।',
  paymentNotCompleted: 'भुगतान पूरा नहीं हुआ और कोई राशि नहीं कटी। फिर से कोशिश करें।',
  sessionRenewed:
    'सुरक्षित भुगतान नया किया गया, इसलिए आपके पास और समय है। कोई भुगतान नहीं हुआ। अपने कार्ड का विवरण डालें।',
  sessionEnding:
    'सुरक्षित भुगतान {time} पर नया किया जाएगा। डाला गया कार्ड विवरण मिट जाएगा, और कोई भुगतान नहीं होगा। और समय चाहिए, तो इसे अभी नया करें।',
  moreTime: 'और समय लें',
  paymentElsewhere:
    'इस कमरे का भुगतान किसी दूसरे टैब या विंडो में शुरू किया गया है। यहाँ दोबारा भुगतान न करें। भुगतान पूरा होते ही यह पेज अपडेट हो जाएगा।',
  hostedCheckoutOpened:
    'आपने इस कमरे के लिए सुरक्षित चेकआउट खोला था। अगर वहाँ भुगतान कर दिया है, तो दोबारा भुगतान न करें। अगर नहीं, तो यहाँ भुगतान कर सकते हैं।',
  payHereInstead: 'यहाँ भुगतान करें',
  bookedBefore:
    'यह कमरा कुछ समय पहले इसी डिवाइस पर इन तारीख़ों के लिए बुक किया गया था, और कोई और भुगतान नहीं हुआ। अगर आप किसी और के लिए बुकिंग कर रहे हैं, तो इसे फिर से बुक करें।',
  bookAgain: 'किसी और के लिए फिर से बुक करें',
  paymentResumed:
    'इस कमरे का एक भुगतान इसी डिवाइस पर शुरू हुआ था और पूरा नहीं हुआ। दिखाई गई तारीख़ों के लिए इसे यहीं पूरा करें: इसका भुगतान सिर्फ़ एक बार हो सकता है।',
  paymentCheckFailed: 'भुगतान अभी जाँचा नहीं जा सका। दोबारा भुगतान न करें। थोड़ी देर में फिर से जाँचें।',
  bookingRefused:
    'भुगतान हो गया, पर बुकिंग नहीं हो सकी। इस भुगतान के लिए आपसे दो बार राशि नहीं काटी जाएगी। रिफ़ंड या दूसरी तारीख़ों के लिए आवास टीम को संदर्भ नंबर {reference} बताएँ।',
  checkingPayment: 'आपके भुगतान की जाँच हो रही है…',
  checkAgain: 'फिर से जाँचें',
  periodLocked: 'इन तारीख़ों का भुगतान हो चुका है, इन्हें यहाँ नहीं बदला जा सकता।',
  bookingReference: 'आपका बुकिंग संदर्भ नंबर {reference} है।',
  bookingReferenceLater: 'बुकिंग हो गई है। आवास प्रदाता आपको इसका संदर्भ नंबर भेजेगा।',
  bookingNext: 'आवास टीम आपको अगले कदम ईमेल करेगी।',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: 'सुरक्षित चेकआउट पर जाएँ',
  startingCheckout: 'सुरक्षित चेकआउट शुरू हो रहा है…',
  redirectingToCheckout: 'आपको सुरक्षित चेकआउट पर ले जाया जा रहा है…',
  hostedCheckoutUnavailable:
    'इस कमरे के लिए ऑनलाइन चेकआउट उपलब्ध नहीं है। पूछताछ भेजें, टीम बुकिंग में आपकी मदद करेगी।',
  hostedCheckoutFailed: 'चेकआउट शुरू नहीं हो सका। कोई भुगतान नहीं हुआ।',
  paymentUnderWay:
    'इस कमरे का भुगतान यहाँ पहले ही शुरू हो चुका है। दोबारा भुगतान न करें, उसके पूरा होने तक इंतज़ार करें।',
  roomBookedHere: 'आप यह कमरा यहाँ पहले ही बुक कर चुके हैं।',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** Hindi words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, human, enquiry);
/** Hindi words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
/** Hindi words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
/** Hindi words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  rooms,
  checkoutWords,
);
/**
 * Hindi words for `HostedCheckoutButton`. Given only a room, the button loads it and may ask for a
 * period, in the catalogue's words: then give the provider
 * `mergeLocales(hostedCheckout, catalogue)`.
 */
export const hostedCheckout = /* @__PURE__ */ languagePack(language, common, human, hosted);

/** Every word, for a page that shows every family. */
const every: UnistayLocale = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  enquiry,
  table,
  rooms,
  checkoutWords,
  hosted,
);
export default every;
