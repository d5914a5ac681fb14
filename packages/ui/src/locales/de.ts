import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/** German: Deutsch. */
const language = { locale: 'de', direction: 'ltr' } as const;

/** Words every component shows. */
const common = {
  tryAgain: 'Erneut versuchen',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: 'Diese Angabe ist erforderlich',
  tooLong255: 'Verwenden Sie höchstens 255 Zeichen',
  emailFormat: 'Geben Sie eine E-Mail-Adresse im richtigen Format ein, z.\u00a0B. name@example.com',
  phoneCountryCode:
    'Geben Sie die Telefonnummer mit + und der Ländervorwahl ein, z.\u00a0B. +44 7700 900123',
  phoneFormat:
    'Geben Sie eine Telefonnummer im internationalen Format ein: + gefolgt von 7 bis 15 Ziffern, z.\u00a0B. +44 7700 900123',
  enterFirstName: 'Geben Sie Ihren Vornamen ein',
  enterLastName: 'Geben Sie Ihren Nachnamen ein',
  enterEmail: 'Geben Sie Ihre E-Mail-Adresse ein',
  enterPhone: 'Geben Sie Ihre Telefonnummer ein',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  phone: 'Telefonnummer',
  phoneHint: 'Mit Ländervorwahl, z.\u00a0B. +44 7700 900123',
  optional: '(optional)',
  selectPlaceholder: 'Bitte auswählen',
  errorSummaryTitle: 'Bitte prüfen Sie Ihre Angaben',
};

/** The check that the student is a person, in the enquiry forms and the checkout. */
const human = {
  humanCheckLabel: 'Sicherheitsprüfung',
  humanCheckRequired: 'Schließen Sie die Sicherheitsprüfung ab',
  humanCheckFailed:
    'Die Sicherheitsprüfung ist fehlgeschlagen oder abgelaufen. Bitte wiederholen Sie sie.',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: 'Verwenden Sie höchstens 5000 Zeichen',
  enterMessage: 'Geben Sie Ihre Nachricht ein',
  message: 'Nachricht',
  enquiringAbout: 'Anfrage zu {room} in {property}',
  enquiringAboutProperty: 'Anfrage zu {property}',
  submit: 'Anfrage senden',
  sending: 'Ihre Anfrage wird gesendet…',
  successHeading: 'Anfrage gesendet',
  successReference: 'Ihre Vorgangsnummer lautet {reference}.',
  sendAnother: 'Weitere Anfrage senden',
  announceSuccess: 'Anfrage gesendet. Ihre Vorgangsnummer lautet {reference}.',
  errorNetwork:
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  errorTimeout: 'Der Server hat zu lange nicht geantwortet. Versuchen Sie es erneut.',
  errorRateLimited: 'Zu viele Versuche. Warten Sie einen Moment und versuchen Sie es dann erneut.',
  errorServer:
    'Bei uns ist ein Fehler aufgetreten. Ihre Eingaben sind noch da, Sie können es also noch einmal versuchen.',
  errorOther:
    'Ihre Anfrage konnte nicht gesendet werden. Ihre Eingaben sind noch da, Sie können es also noch einmal versuchen.',
  extraRequired: 'Geben Sie {label} ein',
  extraSelect: 'Wählen Sie {label} aus',
  extraCheckbox: 'Setzen Sie ein Häkchen bei „{label}“, um fortzufahren',
  extraNumber: 'Geben Sie {label} als Zahl ein',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: 'Anfragen',
  columnReference: 'Vorgangsnummer',
  columnStudent: 'Studierende',
  columnPhone: 'Telefon',
  columnRoom: 'Zimmer',
  columnStatus: 'Status',
  columnMessage: 'Nachricht',
  generalEnquiry: 'Allgemeine Anfrage',
  roomAtProperty: '{room} in {property}',
  noPhone: 'Nicht angegeben',
  viewEnquiry: 'Anfrage Nr.\u00a0{reference} ansehen',
  statusFilter: 'Status',
  allStatuses: 'Alle Status',
  status_pending: 'Offen',
  status_in_progress: 'In Bearbeitung',
  status_resolved: 'Erledigt',
  status_closed: 'Geschlossen',
  pageSize: 'Zeilen pro Seite',
  pagination: 'Seitennavigation',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pageNumber: 'Seite {page}',
  showing: '{from}–{to} von {total}',
  loading: 'Anfragen werden geladen…',
  refreshing: 'Seite {page} wird geladen…',
  empty: 'Noch keine Anfragen',
  emptyStatus: 'Keine Anfragen mit dem Status {status}',
  showAllStatuses: 'Alle Status anzeigen',
  loadFailed: 'Die Anfragen konnten nicht geladen werden.',
  beyondLast: 'Seite {page} gibt es nicht. Die letzte Seite ist {last}.',
  goToLastPage: 'Zur letzten Seite',
  detailsHeading: 'Anfrage Nr.\u00a0{reference}',
  detailsLoading: 'Anfrage wird geladen…',
  detailsFailed: 'Diese Anfrage konnte nicht geladen werden.',
  close: 'Schließen',
  fieldName: 'Name',
  fieldEmail: 'E-Mail',
  fieldPhone: 'Telefon',
  fieldRoom: 'Zimmer',
  fieldStatus: 'Status',
  fieldMessage: 'Nachricht',
  fieldIds: 'Betreiber-, Objekt- und Zimmer-IDs',
  metadata: 'Metadaten',
  additionalFields: 'Weitere Felder',
};

/** Rooms and booking periods: the catalogue parts, and the checkout as it loads its room. */
const rooms = {
  dateRange: '{start} bis {end}',
  perWeek: '{price} pro Woche',
  listSeparator: ', ',
  roomLoading: 'Zimmer wird geladen…',
  roomLoadFailed: 'Das Zimmer konnte nicht geladen werden.',
  roomNotFound: 'Dieses Zimmer wird nicht mehr angeboten.',
  roomUnavailable: 'Dieses Zimmer ist zurzeit ausgebucht.',
  periodQuestion: 'Für welchen Zeitraum möchten Sie buchen?',
  noPeriods: 'Für dieses Zimmer sind noch keine Zeiträume buchbar.',
  price: 'Preis',
  availability: 'Verfügbarkeit',
  available: 'Verfügbar',
  availableRoomsLeft_one: 'Verfügbar, noch {count} Zimmer',
  availableRoomsLeft_other: 'Verfügbar, noch {count} Zimmer',
  fullyBooked: 'Ausgebucht',
  cancellation: 'Stornierung',
  visaCancellation: 'Kostenlose Stornierung, wenn Ihr Visum abgelehnt wird',
  uniPlaceCancellation: 'Kostenlose Stornierung, wenn Sie keinen Studienplatz bekommen',
  noCancellation: 'Fragen Sie das Unterkunftsteam nach den Stornierungsbedingungen.',
  nearby: 'In der Nähe',
  distanceTo: '{name}: {distance}',
  photoOf: 'Foto {number} von {name}',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: 'Verwenden Sie höchstens 16 Zeichen',
  tooLong2000: 'Verwenden Sie höchstens 2000 Zeichen',
  countryFormat: 'Verwenden Sie einen Ländercode aus zwei Buchstaben (ISO 3166-1), z.\u00a0B. GB',
  realDate: 'Das Geburtsdatum muss ein gültiges Datum sein',
  dateInPast: 'Das Geburtsdatum muss in der Vergangenheit liegen',
  selectGender: 'Wählen Sie Ihr Geschlecht aus',
  enterDateOfBirth: 'Geben Sie Ihr Geburtsdatum ein',
  enterAddressLine1: 'Geben Sie die erste Zeile Ihrer Adresse ein',
  enterCity: 'Geben Sie Ihren Wohnort ein',
  enterPostcode: 'Geben Sie Ihre Postleitzahl ein',
  selectCountry: 'Wählen Sie Ihr Land aus',
  selectNationality: 'Wählen Sie Ihre Staatsangehörigkeit aus',
  enterTheirFirstName: 'Geben Sie den Vornamen der Person ein',
  enterTheirLastName: 'Geben Sie den Nachnamen der Person ein',
  enterRelationship: 'Geben Sie an, in welcher Beziehung die Person zu Ihnen steht',
  enterTheirEmail: 'Geben Sie die E-Mail-Adresse der Person ein',
  enterTheirPhone: 'Geben Sie die Telefonnummer der Person ein',
  enterTheirDateOfBirth: 'Geben Sie das Geburtsdatum der Person ein',
  enterTheirAddressLine1: 'Geben Sie die erste Zeile der Adresse der Person ein',
  enterTheirCity: 'Geben Sie den Wohnort der Person ein',
  enterTheirPostcode: 'Geben Sie die Postleitzahl der Person ein',
  selectTheirCountry: 'Wählen Sie das Land der Person aus',
  enterUniversity: 'Geben Sie Ihre Universität ein',
  selectYearOfStudy: 'Wählen Sie Ihr Studienjahr aus',
  enterCourseTitle: 'Geben Sie Ihren Studiengang ein',
  choosePlan: 'Wählen Sie, wie Sie bezahlen möchten',
  stepStay: 'Ihr Aufenthalt',
  stepAbout: 'Über Sie',
  stepGuarantor: 'Bürge',
  stepEmergencyContact: 'Notfallkontakt',
  stepCourse: 'Ihr Studium',
  stepReview: 'Prüfen Sie Ihre Angaben',
  stepConfirmed: 'Buchung bestätigt',
  stepOf: 'Schritt {step} von {total}',
  booking: 'Buchung: {room} in {property}',
  bookingProperty: 'Buchung eines Zimmers in {property}',
  back: 'Zurück',
  continue: 'Weiter',
  change: 'Ändern',
  changeStay: 'Ihren Aufenthalt ändern',
  changeAbout: 'Ihre Angaben ändern',
  changeGuarantor: 'Angaben zum Bürgen ändern',
  changeEmergencyContact: 'Angaben zum Notfallkontakt ändern',
  changeCourse: 'Angaben zum Studium ändern',
  bookingPeriod: 'Für welchen Zeitraum möchten Sie buchen?',
  paymentPlan: 'Wie möchten Sie bezahlen?',
  payInFull: 'Vollständig bezahlen',
  payInInstalments: 'In Raten bezahlen',
  ukGuarantor: 'Haben Sie einen Bürgen, der im Vereinigten Königreich lebt?',
  useScheme: 'Möchten Sie stattdessen den Bürgschaftsdienst nutzen?',
  useSchemeHint: 'Ein externer Bürgschaftsdienst tritt gegen eine Gebühr als Ihr Bürge ein.',
  yes: 'Ja',
  no: 'Nein',
  name: 'Name',
  gender: 'Geschlecht',
  gender_male: 'Männlich',
  gender_female: 'Weiblich',
  gender_other: 'Divers',
  year_foundation: 'Vorbereitungsjahr (Foundation)',
  year_undergraduate_first_year: 'Bachelor – 1. Studienjahr',
  year_undergraduate_second_year: 'Bachelor – 2. Studienjahr',
  year_undergraduate_third_year: 'Bachelor – 3. Studienjahr',
  year_undergraduate_placement_year: 'Bachelor – Praxisjahr',
  year_postgraduate_masters: 'Master',
  year_postgraduate_phd: 'Promotion (PhD)',
  year_other: 'Sonstiges',
  dateOfBirth: 'Geburtsdatum',
  dateDay: 'Tag',
  dateMonth: 'Monat',
  dateYear: 'Jahr',
  dateHint: 'Zum Beispiel {example}',
  addressLine1: 'Adresszeile 1',
  addressLine2: 'Adresszeile 2',
  city: 'Ort',
  region: 'Region',
  postcode: 'Postleitzahl',
  country: 'Land',
  nationality: 'Staatsangehörigkeit',
  relationship: 'Beziehung zu Ihnen',
  relationshipHint: 'Zum Beispiel Elternteil, Geschwister, Freundin oder Freund',
  university: 'Universität',
  yearOfStudy: 'Studienjahr',
  courseTitle: 'Studiengang',
  specialRequests: 'Besondere Wünsche',
  choosePeriod: 'Wählen Sie den Zeitraum, den Sie buchen möchten',
  chooseUkGuarantor: 'Wählen Sie, ob Sie einen Bürgen im Vereinigten Königreich haben',
  chooseScheme: 'Wählen Sie, ob Sie den Bürgschaftsdienst nutzen möchten',
  needScheme:
    'Um ohne Bürgen im Vereinigten Königreich in Raten zu bezahlen, nutzen Sie den Bürgschaftsdienst oder bezahlen Sie vollständig',
  payment: 'Zahlung',
  dueNow: 'Jetzt fällig: {amount} Reservierungsanzahlung',
  startingPayment: 'Sichere Zahlung wird vorbereitet…',
  payAndBook: 'Bezahlen und buchen',
  paying: 'Zahlung läuft…',
  confirmingBooking: 'Ihre Buchung wird bestätigt…',
  paymentFailed:
    'Es wurde nichts abgebucht. Prüfen Sie die Kartendaten oder verwenden Sie eine andere Karte.',
  cardNotCharged: 'Ihre Karte konnte nicht belastet werden.',
  cardFormLanguage: 'Das Kartenformular wird auf {language} angezeigt.',
  cardUnavailable:
    'Die sichere Kartenzahlung konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  paymentNotReady:
    'Das Zahlungsformular ist noch nicht bereit. Warten Sie einen Moment und versuchen Sie es erneut.',
  startFailed: 'Die sichere Zahlung konnte nicht vorbereitet werden. Es wurde nichts bezahlt.',
  completeFailed:
    'Ihre Zahlung ist eingegangen, aber Ihre Buchung ist noch nicht bestätigt. Sie werden für diese Zahlung nicht zweimal belastet. Versuchen Sie es erneut. Wenn das Problem weiterhin besteht, nennen Sie dem Unterkunftsteam die Vorgangsnummer {reference}.',
  paymentProcessing:
    'Ihre Zahlung wird noch bearbeitet. Bezahlen Sie nicht noch einmal. Wir bestätigen Ihre Buchung, sobald die Zahlung eingegangen ist.',
  paymentNotCompleted:
    'Die Zahlung wurde nicht abgeschlossen, und es wurde nichts abgebucht. Versuchen Sie es erneut.',
  sessionRenewed:
    'Die sichere Zahlung wurde erneuert, Sie haben jetzt mehr Zeit. Es wurde nichts bezahlt. Geben Sie Ihre Kartendaten ein.',
  sessionEnding:
    'Die sichere Zahlung wird um {time} erneuert. Eingegebene Kartendaten werden dann gelöscht, und es wird nichts bezahlt. Wenn Sie mehr Zeit brauchen, erneuern Sie sie jetzt.',
  moreTime: 'Zeit verlängern',
  paymentElsewhere:
    'Für dieses Zimmer wurde in einem anderen Tab oder Fenster eine Zahlung begonnen. Bezahlen Sie hier nicht noch einmal. Diese Seite wird aktualisiert, sobald die Zahlung abgeschlossen ist.',
  hostedCheckoutOpened:
    'Sie sind für dieses Zimmer zur sicheren Kasse gegangen. Wenn Sie dort bezahlt haben, bezahlen Sie nicht noch einmal. Wenn nicht, können Sie stattdessen hier bezahlen.',
  payHereInstead: 'Stattdessen hier bezahlen',
  bookedBefore:
    'Dieses Zimmer wurde vor Kurzem auf diesem Gerät für diesen Zeitraum gebucht, und es wurde nichts weiter bezahlt. Wenn Sie für jemand anderen buchen, buchen Sie es erneut.',
  bookAgain: 'Für jemand anderen erneut buchen',
  paymentResumed:
    'Für dieses Zimmer wurde auf diesem Gerät eine Zahlung begonnen und nicht abgeschlossen. Schließen Sie sie hier für den angezeigten Zeitraum ab: Sie kann nur einmal bezahlt werden.',
  paymentCheckFailed:
    'Wir können Ihre Zahlung gerade nicht prüfen. Bezahlen Sie nicht noch einmal, sondern prüfen Sie in Kürze erneut.',
  bookingRefused:
    'Der Betrag wurde abgebucht, aber die Buchung konnte nicht abgeschlossen werden. Sie werden für diese Zahlung nicht zweimal belastet. Nennen Sie dem Unterkunftsteam die Vorgangsnummer {reference}, um eine Erstattung zu erhalten oder einen anderen Zeitraum zu buchen.',
  checkingPayment: 'Ihre Zahlung wird geprüft…',
  checkAgain: 'Erneut prüfen',
  periodLocked: 'Sie haben diesen Zeitraum bereits bezahlt und können ihn hier nicht mehr ändern.',
  bookingReference: 'Ihre Buchungsnummer lautet {reference}.',
  bookingReferenceLater:
    'Ihre Buchung ist erfolgt. Der Unterkunftsanbieter schickt Ihnen die Buchungsnummer zu.',
  bookingNext: 'Das Unterkunftsteam schickt Ihnen die nächsten Schritte per E-Mail.',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: 'Weiter zur sicheren Kasse',
  startingCheckout: 'Sichere Kasse wird gestartet…',
  redirectingToCheckout: 'Sie werden zur sicheren Kasse weitergeleitet…',
  hostedCheckoutUnavailable:
    'Die Online-Buchung ist für dieses Zimmer nicht möglich. Senden Sie eine Anfrage, und das Team hilft Ihnen bei der Buchung.',
  hostedCheckoutFailed: 'Die Kasse konnte nicht gestartet werden. Es wurde nichts bezahlt.',
  paymentUnderWay:
    'Für dieses Zimmer wurde hier bereits eine Zahlung begonnen. Bezahlen Sie nicht noch einmal, sondern warten Sie, bis sie abgeschlossen ist.',
  roomBookedHere: 'Sie haben dieses Zimmer hier bereits gebucht.',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** German words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, human, enquiry);
/** German words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
/** German words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
/** German words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  rooms,
  checkoutWords,
);
/**
 * German words for `HostedCheckoutButton`. Given only a room, the button loads it and may ask for a
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
