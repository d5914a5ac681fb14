import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/** Italian: italiano. */
const language = { locale: 'it', direction: 'ltr' } as const;

/** Words every component shows. */
const common = {
  tryAgain: 'Riprova',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: 'Questo campo è obbligatorio',
  tooLong255: 'Usi al massimo 255 caratteri',
  emailFormat: 'Inserisca un indirizzo email nel formato corretto, ad esempio name@example.com',
  phoneCountryCode:
    'Inserisca il numero con + e il prefisso internazionale, ad esempio +44 7700 900123',
  phoneFormat:
    'Inserisca un numero in formato internazionale: + seguito da 7 a 15 cifre, ad esempio +44 7700 900123',
  enterFirstName: 'Inserisca il Suo nome',
  enterLastName: 'Inserisca il Suo cognome',
  enterEmail: 'Inserisca il Suo indirizzo email',
  enterPhone: 'Inserisca il Suo numero di telefono',
  firstName: 'Nome',
  lastName: 'Cognome',
  email: 'Email',
  phone: 'Numero di telefono',
  phoneHint: 'Includa il prefisso internazionale, ad esempio +44 7700 900123',
  optional: '(facoltativo)',
  selectPlaceholder: 'Selezioni un’opzione',
  errorSummaryTitle: 'C’è un problema',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: 'Usi al massimo 5000 caratteri',
  enterMessage: 'Scriva il Suo messaggio',
  message: 'Messaggio',
  enquiringAbout: 'Richiesta su {room} presso {property}',
  enquiringAboutProperty: 'Richiesta su {property}',
  submit: 'Invia la richiesta',
  sending: 'Invio della richiesta in corso…',
  successHeading: 'Richiesta inviata',
  successReference: 'Il Suo riferimento è {reference}.',
  sendAnother: 'Invia un’altra richiesta',
  announceSuccess: 'Richiesta inviata. Il Suo riferimento è {reference}.',
  errorNetwork: 'Impossibile raggiungere il server. Controlli la connessione e riprovi.',
  errorTimeout: 'Il server ha impiegato troppo tempo a rispondere. Riprovi.',
  errorRateLimited: 'Troppi tentativi. Attenda un momento e riprovi.',
  errorServer:
    'Si è verificato un problema da parte nostra. Quanto scritto è stato conservato: riprovi.',
  errorOther:
    'Non è stato possibile inviare la richiesta. Quanto scritto è stato conservato: riprovi.',
  extraRequired: 'Inserisca {label}',
  extraSelect: 'Selezioni {label}',
  extraCheckbox: 'Selezioni «{label}» per continuare',
  extraNumber: 'Inserisca {label} come numero',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: 'Richieste',
  columnReference: 'Riferimento',
  columnStudent: 'Studente',
  columnPhone: 'Telefono',
  columnRoom: 'Stanza',
  columnStatus: 'Stato',
  columnMessage: 'Messaggio',
  generalEnquiry: 'Richiesta generale',
  roomAtProperty: '{room} presso {property}',
  noPhone: 'Non indicato',
  viewEnquiry: 'Visualizza la richiesta {reference}',
  statusFilter: 'Stato',
  allStatuses: 'Tutti gli stati',
  status_pending: 'In attesa',
  status_in_progress: 'In lavorazione',
  status_resolved: 'Risolta',
  status_closed: 'Chiusa',
  pageSize: 'Righe per pagina',
  pagination: 'Paginazione',
  previousPage: 'Pagina precedente',
  nextPage: 'Pagina successiva',
  pageNumber: 'Pagina {page}',
  showing: '{from}-{to} di {total}',
  loading: 'Caricamento delle richieste…',
  refreshing: 'Caricamento della pagina {page}…',
  empty: 'Ancora nessuna richiesta',
  emptyStatus: 'Nessuna richiesta con stato {status}',
  showAllStatuses: 'Mostra tutti gli stati',
  loadFailed: 'Non è stato possibile caricare le richieste.',
  beyondLast: 'La pagina {page} non esiste: l’ultima pagina è la {last}.',
  goToLastPage: 'Vai all’ultima pagina',
  detailsHeading: 'Richiesta {reference}',
  detailsLoading: 'Caricamento della richiesta…',
  detailsFailed: 'Non è stato possibile caricare questa richiesta.',
  close: 'Chiudi',
  fieldName: 'Nome',
  fieldEmail: 'Email',
  fieldPhone: 'Telefono',
  fieldRoom: 'Stanza',
  fieldStatus: 'Stato',
  fieldMessage: 'Messaggio',
  fieldIds: 'ID di gestore, struttura e stanza',
  metadata: 'Metadati',
  additionalFields: 'Campi aggiuntivi',
};

/** Rooms and booking periods: the catalogue parts, and the checkout as it loads its room. */
const rooms = {
  dateRange: 'dal {start} al {end}',
  perWeek: '{price} a settimana',
  listSeparator: ', ',
  roomLoading: 'Caricamento della stanza…',
  roomLoadFailed: 'Non è stato possibile caricare la stanza.',
  roomNotFound: 'Questa stanza non è più disponibile in elenco.',
  roomUnavailable: 'Questa stanza non si può prenotare ora: è al completo.',
  periodQuestion: 'Quando soggiornerà?',
  noPeriods: 'Per questa stanza non ci sono ancora periodi prenotabili.',
  price: 'Prezzo',
  availability: 'Disponibilità',
  available: 'Disponibile',
  availableRoomsLeft_one: 'Disponibile, resta {count} stanza',
  availableRoomsLeft_other: 'Disponibile, restano {count} stanze',
  fullyBooked: 'Al completo',
  cancellation: 'Cancellazione',
  visaCancellation: 'Cancellazione gratuita se il visto viene rifiutato',
  uniPlaceCancellation: 'Cancellazione gratuita se non ottiene un posto all’università',
  noCancellation: 'Chieda al team dell’alloggio le condizioni di cancellazione.',
  nearby: 'Nelle vicinanze',
  distanceTo: '{name}: {distance} {unit}',
  photoOf: 'Foto {number} di {name}',
  availableRoomsLeft_many: 'Disponibile, restano {count} stanze',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: 'Usi al massimo 16 caratteri',
  tooLong2000: 'Usi al massimo 2000 caratteri',
  countryFormat: 'Usi un codice paese di due lettere (ISO 3166-1), ad esempio gb',
  realDate: 'Inserisca una data valida, ad esempio 2004-03-27',
  dateInPast: 'La data di nascita deve essere nel passato',
  selectGender: 'Selezioni il Suo genere',
  enterDateOfBirth: 'Inserisca la Sua data di nascita',
  enterAddressLine1: 'Inserisca la prima riga del Suo indirizzo',
  enterCity: 'Inserisca la Sua città',
  enterPostcode: 'Inserisca il Suo codice postale',
  selectCountry: 'Selezioni il Suo paese',
  selectNationality: 'Selezioni la Sua nazionalità',
  enterTheirFirstName: 'Inserisca il nome della persona',
  enterTheirLastName: 'Inserisca il cognome della persona',
  enterRelationship: 'Indichi il rapporto della persona con Lei',
  enterTheirEmail: 'Inserisca l’indirizzo email della persona',
  enterTheirPhone: 'Inserisca il numero di telefono della persona',
  enterTheirDateOfBirth: 'Inserisca la data di nascita della persona',
  enterTheirAddressLine1: 'Inserisca la prima riga dell’indirizzo della persona',
  enterTheirCity: 'Inserisca la città della persona',
  enterTheirPostcode: 'Inserisca il codice postale della persona',
  selectTheirCountry: 'Selezioni il paese della persona',
  enterUniversity: 'Inserisca la Sua università',
  selectYearOfStudy: 'Selezioni il Suo anno di studi',
  enterCourseTitle: 'Inserisca il nome del Suo corso di studi',
  choosePlan: 'Scelga come pagare',
  stepStay: 'Il Suo soggiorno',
  stepAbout: 'I Suoi dati',
  stepGuarantor: 'Garante',
  stepEmergencyContact: 'Contatto di emergenza',
  stepCourse: 'I Suoi studi',
  stepReview: 'Controlli le Sue risposte',
  stepConfirmed: 'Prenotazione confermata',
  stepOf: 'Passaggio {step} di {total}',
  booking: 'Prenotazione di {room} presso {property}',
  bookingProperty: 'Prenotazione di una stanza presso {property}',
  back: 'Indietro',
  continue: 'Continua',
  change: 'Modifica',
  changeWhat: 'Modifica {what}',
  bookingPeriod: 'Quando soggiornerà?',
  paymentPlan: 'Come pagherà?',
  payInFull: 'Paga l’intero importo',
  payInInstalments: 'Paga a rate',
  ukGuarantor: 'Ha un garante che vive nel Regno Unito?',
  useScheme: 'Userà invece il servizio di garanzia?',
  useSchemeHint: 'Un servizio di garanzia esterno fa da garante per Lei, a pagamento.',
  yes: 'Sì',
  no: 'No',
  name: 'Nome',
  gender: 'Genere',
  gender_male: 'Maschile',
  gender_female: 'Femminile',
  gender_other: 'Altro',
  dateOfBirth: 'Data di nascita',
  addressLine1: 'Indirizzo, riga 1',
  addressLine2: 'Indirizzo, riga 2',
  city: 'Città',
  region: 'Regione',
  postcode: 'Codice postale',
  country: 'Paese',
  nationality: 'Nazionalità',
  relationship: 'Rapporto',
  relationshipHint: 'Ad esempio genitore, fratello o sorella, amico',
  university: 'Università',
  yearOfStudy: 'Anno di studi',
  courseTitle: 'Corso di studi',
  specialRequests: 'Richieste particolari',
  choosePeriod: 'Scelga quando soggiornerà',
  chooseUkGuarantor: 'Indichi se ha un garante che vive nel Regno Unito',
  chooseScheme: 'Indichi se userà il servizio di garanzia',
  needScheme:
    'Per pagare a rate senza un garante nel Regno Unito, usi il servizio di garanzia o paghi l’intero importo',
  payment: 'Pagamento',
  dueNow: 'Da pagare ora: {amount} di caparra',
  startingPayment: 'Preparazione del pagamento sicuro…',
  payAndBook: 'Paga e prenota',
  paying: 'Pagamento in corso…',
  confirmingBooking: 'Conferma della prenotazione in corso…',
  paymentFailed:
    '{message} Non è stato addebitato nulla: controlli i dati della carta o provi con un’altra carta.',
  cardNotCharged: 'Non è stato possibile addebitare la Sua carta.',
  cardUnavailable:
    'Non è stato possibile caricare il pagamento sicuro con carta. Controlli la connessione e riprovi.',
  paymentNotReady: 'Il modulo di pagamento non è ancora pronto. Attenda un momento e riprovi.',
  startFailed: 'Non è stato possibile preparare il pagamento sicuro. Non è stato pagato nulla.',
  completeFailed:
    'Il pagamento è andato a buon fine, ma la prenotazione non è ancora confermata. Non Le verrà addebitato altro: riprovi.',
  quoteReference: 'Se il problema persiste, contatti il team dell’alloggio indicando {reference}.',
  paymentProcessing:
    'Il pagamento è ancora in elaborazione. Non paghi di nuovo: confermeremo la prenotazione appena sarà completato.',
  paymentNotCompleted:
    'Il pagamento non è stato completato. Non è stato addebitato nulla: riprovi.',
  paymentCheckFailed:
    'Al momento non possiamo verificare il pagamento. Non paghi di nuovo: ricarichi questa pagina tra poco.',
  bookingRefused:
    'Il Suo pagamento è stato addebitato, ma la prenotazione non è stata completata. Non Le verrà addebitato nulla una seconda volta. Indichi il riferimento {reference} al team alloggi per ottenere un rimborso o prenotare altre date.',
  checkingPayment: 'Verifica del pagamento in corso…',
  checkAgain: 'Verifica di nuovo',
  periodLocked: 'Ha già pagato per queste date, quindi non può modificarle qui.',
  bookingReference: 'Il riferimento della Sua prenotazione è {reference}.',
  bookingReferenceLater:
    'La prenotazione è fatta. Il riferimento non può essere mostrato qui: glielo invierà il fornitore dell’alloggio.',
  bookingNext: 'Il team dell’alloggio Le invierà i prossimi passi via email.',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: 'Continua al pagamento sicuro',
  startingCheckout: 'Avvio del pagamento sicuro…',
  redirectingToCheckout: 'Reindirizzamento al pagamento sicuro…',
  hostedCheckoutUnavailable:
    'Il pagamento online non è disponibile per questa stanza. Invii una richiesta e il team La aiuterà a prenotare.',
  hostedCheckoutFailed: 'Non è stato possibile avviare il pagamento. Non è stato pagato nulla.',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, enquiry);
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
export const checkout = /* @__PURE__ */ languagePack(language, common, form, rooms, checkoutWords);
export const hostedCheckout = /* @__PURE__ */ languagePack(language, common, hosted);

/** Every word, for a page that shows every family. */
const every: UnistayLocale = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  enquiry,
  table,
  rooms,
  checkoutWords,
  hosted,
);
export default every;
