import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/**
 * Italian: italiano. The student is addressed as tu throughout, as the buttons (Invia, Riprova)
 * already did: never Lei, so no screen mixes the two.
 */
const language = { locale: 'it', direction: 'ltr' } as const;

/** Words every component shows. */
const common = {
  tryAgain: 'Riprova',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: 'Questo campo è obbligatorio',
  tooLong255: 'Usa al massimo 255 caratteri',
  emailFormat: 'Inserisci un indirizzo email nel formato corretto, ad esempio name@example.com',
  phoneCountryCode:
    'Inserisci il numero con + e il prefisso internazionale, ad esempio +44 7700 900123',
  phoneFormat:
    'Inserisci un numero in formato internazionale: + seguito da 7 a 15 cifre, ad esempio +44 7700 900123',
  enterFirstName: 'Inserisci il tuo nome',
  enterLastName: 'Inserisci il tuo cognome',
  enterEmail: 'Inserisci il tuo indirizzo email',
  enterPhone: 'Inserisci il tuo numero di telefono',
  firstName: 'Nome',
  lastName: 'Cognome',
  email: 'Email',
  phone: 'Numero di telefono',
  phoneHint: 'Includi il prefisso internazionale, ad esempio +44 7700 900123',
  optional: '(facoltativo)',
  selectPlaceholder: 'Seleziona un’opzione',
  errorSummaryTitle: 'C’è un problema',
};

/** The check that the student is a person, in the enquiry forms and the checkout. */
const human = {
  humanCheckLabel: 'Verifica anti-robot',
  humanCheckRequired: 'Completa la verifica anti-robot',
  humanCheckFailed: 'La verifica anti-robot non è riuscita o è scaduta. Ripetila.',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: 'Usa al massimo 5000 caratteri',
  enterMessage: 'Scrivi il tuo messaggio',
  message: 'Messaggio',
  enquiringAbout: 'Richiesta di informazioni su {room} presso {property}',
  enquiringAboutProperty: 'Richiesta di informazioni su {property}',
  submit: 'Invia la richiesta',
  sending: 'Invio della richiesta in corso…',
  successHeading: 'Richiesta inviata',
  successReference: 'Il tuo codice di riferimento è {reference}.',
  sendAnother: 'Invia un’altra richiesta',
  announceSuccess: 'Richiesta inviata. Il tuo codice di riferimento è {reference}.',
  errorNetwork: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
  errorTimeout: 'Il server ha impiegato troppo tempo a rispondere. Riprova.',
  errorRateLimited: 'Troppi tentativi. Attendi un momento e riprova.',
  errorServer:
    'Si è verificato un problema da parte nostra. Quello che hai scritto è ancora qui, quindi puoi riprovare.',
  errorOther:
    'Non è stato possibile inviare la richiesta. Quello che hai scritto è ancora qui, quindi puoi riprovare.',
  extraRequired: 'Inserisci {label}',
  extraSelect: 'Seleziona {label}',
  extraCheckbox: 'Seleziona «{label}» per continuare',
  extraNumber: 'Inserisci {label} come numero',
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
  viewEnquiry: 'Visualizza la richiesta rif.\u00a0{reference}',
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
  showing: '{from}–{to} di {total}',
  loading: 'Caricamento delle richieste…',
  refreshing: 'Caricamento della pagina {page}…',
  empty: 'Ancora nessuna richiesta',
  emptyStatus: 'Nessuna richiesta con stato {status}',
  showAllStatuses: 'Mostra tutti gli stati',
  loadFailed: 'Non è stato possibile caricare le richieste.',
  beyondLast: 'La pagina {page} non esiste. L’ultima pagina è la {last}.',
  goToLastPage: 'Vai all’ultima pagina',
  detailsHeading: 'Richiesta rif.\u00a0{reference}',
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
  roomNotFound: 'Questa stanza non è più in elenco.',
  roomUnavailable: 'Al momento questa stanza è al completo e non si può prenotare.',
  periodQuestion: 'Quando soggiornerai?',
  noPeriods: 'Per questa stanza non ci sono ancora periodi prenotabili.',
  price: 'Prezzo',
  availability: 'Disponibilità',
  available: 'Disponibile',
  availableRoomsLeft_one: 'Disponibile, resta {count} stanza',
  availableRoomsLeft_other: 'Disponibile, restano {count} stanze',
  fullyBooked: 'Al completo',
  cancellation: 'Cancellazione',
  visaCancellation: 'Cancellazione gratuita se il visto viene rifiutato',
  uniPlaceCancellation: 'Cancellazione gratuita se non ottieni un posto all’università',
  noCancellation: 'Chiedi al team della struttura le condizioni di cancellazione.',
  nearby: 'Nelle vicinanze',
  distanceTo: '{name}: {distance}',
  photoOf: 'Foto {number} di {name}',
  availableRoomsLeft_many: 'Disponibile, restano {count} stanze',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: 'Usa al massimo 16 caratteri',
  tooLong2000: 'Usa al massimo 2000 caratteri',
  countryFormat: 'Usa un codice paese di due lettere (ISO 3166-1), ad esempio GB',
  realDate: 'La data di nascita deve essere una data valida',
  dateInPast: 'La data di nascita deve essere nel passato',
  selectGender: 'Seleziona il tuo genere',
  enterDateOfBirth: 'Inserisci la tua data di nascita',
  enterAddressLine1: 'Inserisci la prima riga del tuo indirizzo',
  enterCity: 'Inserisci la tua città',
  enterPostcode: 'Inserisci il tuo codice postale',
  selectCountry: 'Seleziona il tuo paese',
  selectNationality: 'Seleziona la tua nazionalità',
  enterTheirFirstName: 'Inserisci il nome della persona',
  enterTheirLastName: 'Inserisci il cognome della persona',
  enterRelationship: 'Indica che rapporto ha questa persona con te',
  enterTheirEmail: 'Inserisci l’indirizzo email della persona',
  enterTheirPhone: 'Inserisci il numero di telefono della persona',
  enterTheirDateOfBirth: 'Inserisci la data di nascita della persona',
  enterTheirAddressLine1: 'Inserisci la prima riga dell’indirizzo della persona',
  enterTheirCity: 'Inserisci la città della persona',
  enterTheirPostcode: 'Inserisci il codice postale della persona',
  selectTheirCountry: 'Seleziona il paese della persona',
  enterUniversity: 'Inserisci la tua università',
  selectYearOfStudy: 'Seleziona il tuo anno di corso',
  enterCourseTitle: 'Inserisci il nome del tuo corso di studi',
  choosePlan: 'Scegli come pagare',
  stepStay: 'Il tuo soggiorno',
  stepAbout: 'I tuoi dati',
  stepGuarantor: 'Garante',
  stepEmergencyContact: 'Contatto di emergenza',
  stepCourse: 'I tuoi studi',
  stepReview: 'Controlla le tue risposte',
  stepConfirmed: 'Prenotazione confermata',
  stepOf: 'Passaggio {step} di {total}',
  booking: 'Prenotazione di {room} presso {property}',
  bookingProperty: 'Prenotazione di una stanza presso {property}',
  back: 'Indietro',
  continue: 'Continua',
  change: 'Modifica',
  changeStay: 'Modifica il tuo soggiorno',
  changeAbout: 'Modifica i tuoi dati',
  changeGuarantor: 'Modifica i dati del garante',
  changeEmergencyContact: 'Modifica il contatto di emergenza',
  changeCourse: 'Modifica i dati dei tuoi studi',
  bookingPeriod: 'Quando soggiornerai?',
  paymentPlan: 'Come vuoi pagare?',
  payInFull: 'Pagamento in un’unica soluzione',
  payInInstalments: 'Pagamento a rate',
  ukGuarantor: 'Hai un garante che vive nel Regno Unito?',
  useScheme: 'Vuoi usare invece il servizio di garanzia?',
  useSchemeHint: 'Un servizio di garanzia esterno fa da garante per te, a pagamento.',
  yes: 'Sì',
  no: 'No',
  name: 'Nome',
  gender: 'Genere',
  gender_male: 'Maschile',
  gender_female: 'Femminile',
  gender_other: 'Altro',
  year_foundation: 'Anno preparatorio (Foundation)',
  year_undergraduate_first_year: 'Laurea triennale – 1º anno',
  year_undergraduate_second_year: 'Laurea triennale – 2º anno',
  year_undergraduate_third_year: 'Laurea triennale – 3º anno',
  year_undergraduate_placement_year: 'Laurea triennale – anno di tirocinio',
  year_postgraduate_masters: 'Laurea magistrale (Master)',
  year_postgraduate_phd: 'Dottorato (PhD)',
  year_other: 'Altro',
  dateOfBirth: 'Data di nascita',
  dateDay: 'Giorno',
  dateMonth: 'Mese',
  dateYear: 'Anno',
  dateHint: 'Ad esempio, {example}',
  addressLine1: 'Indirizzo, riga 1',
  addressLine2: 'Indirizzo, riga 2',
  city: 'Città',
  region: 'Regione',
  postcode: 'Codice postale',
  country: 'Paese',
  nationality: 'Nazionalità',
  relationship: 'Rapporto con te',
  relationshipHint: 'Ad esempio genitore, fratello o sorella, amico o amica',
  university: 'Università',
  yearOfStudy: 'Anno di corso',
  courseTitle: 'Corso di studi',
  specialRequests: 'Richieste particolari',
  choosePeriod: 'Scegli quando soggiornerai',
  chooseUkGuarantor: 'Indica se hai un garante che vive nel Regno Unito',
  chooseScheme: 'Indica se userai il servizio di garanzia',
  needScheme:
    'Per pagare a rate senza un garante nel Regno Unito, usa il servizio di garanzia o paga in un’unica soluzione',
  payment: 'Pagamento',
  dueNow: 'Da pagare ora: {amount} di acconto sulla prenotazione',
  startingPayment: 'Preparazione del pagamento sicuro…',
  payAndBook: 'Paga e prenota',
  paying: 'Pagamento in corso…',
  confirmingBooking: 'Conferma della prenotazione in corso…',
  paymentFailed:
    'Non è stato addebitato nulla. Controlla i dati della carta o prova con un’altra carta.',
  cardNotCharged: 'Non è stato possibile addebitare la tua carta.',
  cardFormLanguage: 'Il modulo della carta è mostrato in {language}.',
  cardUnavailable:
    'Non è stato possibile caricare il pagamento sicuro con carta. Controlla la connessione e riprova.',
  paymentNotReady: 'Il modulo di pagamento non è ancora pronto. Attendi un momento e riprova.',
  startFailed: 'Non è stato possibile preparare il pagamento sicuro. Non è stato pagato nulla.',
  completeFailed:
    'Il pagamento è andato a buon fine, ma la prenotazione non è ancora confermata. Non ci sarà alcun doppio addebito. Riprova. Se il problema persiste, comunica il codice di riferimento {reference} al team della struttura.',
  paymentProcessing:
    'Il pagamento è ancora in elaborazione. Non pagare di nuovo. Confermeremo la prenotazione appena il pagamento sarà completato.',
  paymentNotCompleted:
    'Il pagamento non è stato completato e non è stato addebitato nulla. Riprova.',
  sessionRenewed:
    'Il pagamento sicuro è stato rinnovato, quindi hai più tempo. Non è stato pagato nulla. Inserisci i dati della carta.',
  sessionEnding:
    'Il pagamento sicuro verrà rinnovato alle {time}. I dati della carta inseriti verranno cancellati e non verrà pagato nulla. Se ti serve più tempo, rinnovalo ora.',
  moreTime: 'Prolunga il tempo',
  paymentElsewhere:
    'È stato avviato un pagamento per questa stanza in un’altra scheda o finestra. Non pagare di nuovo qui. Questa pagina si aggiornerà al termine del pagamento.',
  hostedCheckoutOpened:
    'Hai aperto il pagamento sicuro per questa stanza. Se hai pagato lì, non pagare di nuovo. Altrimenti, puoi pagare qui.',
  payHereInstead: 'Paga qui',
  bookedBefore:
    'Questa stanza è stata prenotata per queste date su questo dispositivo poco fa, e non è stato pagato nient’altro. Se prenoti per un’altra persona, prenotala di nuovo.',
  bookAgain: 'Prenota di nuovo per un’altra persona',
  paymentResumed:
    'Su questo dispositivo è stato avviato un pagamento per questa stanza, ma non è stato completato. Completalo qui per le date indicate: può essere pagato una sola volta.',
  paymentCheckFailed:
    'Al momento non riusciamo a verificare il pagamento. Non pagare di nuovo. Verifica di nuovo tra poco.',
  bookingRefused:
    'L’importo è stato addebitato, ma non è stato possibile completare la prenotazione. Non ci sarà alcun doppio addebito. Comunica il codice di riferimento {reference} al team della struttura per ottenere un rimborso o prenotare altre date.',
  checkingPayment: 'Verifica del pagamento in corso…',
  checkAgain: 'Verifica di nuovo',
  periodLocked: 'Hai già pagato per queste date, quindi non puoi modificarle qui.',
  bookingReference: 'Il codice di riferimento della tua prenotazione è {reference}.',
  bookingReferenceLater:
    'La prenotazione è stata effettuata. La struttura ti invierà il codice di riferimento.',
  bookingNext: 'Il team della struttura ti invierà via email i prossimi passi.',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: 'Vai al pagamento sicuro',
  startingCheckout: 'Avvio del pagamento sicuro…',
  redirectingToCheckout: 'Reindirizzamento al pagamento sicuro…',
  hostedCheckoutUnavailable:
    'Il pagamento online non è disponibile per questa stanza. Invia una richiesta e il team ti aiuterà a prenotare.',
  hostedCheckoutFailed: 'Non è stato possibile avviare il pagamento. Non è stato pagato nulla.',
  paymentUnderWay:
    'Qui è già stato avviato un pagamento per questa stanza. Non pagare di nuovo: attendi che sia completato.',
  roomBookedHere: 'Hai già prenotato questa stanza qui.',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** Italian words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, human, enquiry);
/** Italian words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
/** Italian words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
/** Italian words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  rooms,
  checkoutWords,
);
/**
 * Italian words for `HostedCheckoutButton`. Given only a room, the button loads it and may ask for
 * a period, in the catalogue's words: then give the provider
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
