import type { DemoWords } from './en-GB.ts';

/**
 * Italian: tu throughout, as Unistay's Italian pack, and its terms (richiesta, prenotazione, codice
 * di riferimento, rif. before a number, la struttura, pagamento sicuro).
 */
const it: DemoWords = {
  skipToContent: 'Vai al contenuto',
  brand: 'Demo Unistay',
  documentTitle: '{page} · Demo Unistay',
  mainNavigation: 'Menu principale',
  language: 'Lingua',
  loading: 'Caricamento…',
  tryAgain: 'Riprova',
  sentenceSeparator: ' ',
  listSeparator: ', ',

  pageRooms: 'Stanze',
  pageAsk: 'Fai una domanda',
  pageEnquiries: 'Richieste',
  pageSandbox: 'Sandbox',
  pageRoom: 'Stanza',
  pageBooking: 'La tua prenotazione',

  city: 'Città',
  everyCity: 'Tutte le città',
  roomsLoading: 'Caricamento delle stanze…',
  roomsLoadFailed: 'Non è stato possibile caricare le stanze.',
  roomsShown_one: '{count} stanza, pagina {page} di {pages}',
  roomsShown_many: '{count} stanze, pagina {page} di {pages}',
  roomsShown_other: '{count} stanze, pagina {page} di {pages}',
  roomsShownInCity_one: '{count} stanza a {city}, pagina {page} di {pages}',
  roomsShownInCity_many: '{count} stanze a {city}, pagina {page} di {pages}',
  roomsShownInCity_other: '{count} stanze a {city}, pagina {page} di {pages}',
  fromPrice: 'Da {price} a settimana',
  dateRange: 'dal {start} al {end}',
  enquireAbout: 'Invia una richiesta per {room}',
  closeEnquiry: 'Chiudi la richiesta',
  bookRoom: 'Prenota {room}',
  closeBooking: 'Chiudi la prenotazione',

  backToRooms: 'Torna alle stanze',
  roomLoading: 'Caricamento della stanza…',
  roomNotFound: 'Questa stanza non è nel catalogo.',
  roomLoadFailed: 'Non è stato possibile caricare la stanza.',
  partLoadFailed:
    'Non è stato possibile caricare questa parte della pagina. Si ricaricherà appena torni online o se riprovi.',
  askAboutRoom: 'Fai una domanda su questa stanza',
  bookThisRoom: 'Prenota questa stanza',

  fullyBooked: '{room} è al completo. Non ci sono periodi disponibili da prenotare.',
  secureCheckout: 'Pagamento sicuro',
  secureCheckoutLead: 'Paga e prenota sulla pagina di pagamento della struttura.',
  secureCheckoutFor: 'Pagamento sicuro: {dates}',
  bookHere: 'Prenota qui',
  bookRoomHere: 'Prenota {room} qui',
  paymentUnderWayBelow:
    'Hai già iniziato a pagare questa stanza qui sotto. Il pagamento sicuro sarà di nuovo disponibile se quel pagamento non va a buon fine.',
  roomBookedBelow: 'Hai prenotato questa stanza qui sotto.',

  askLead:
    'Le domande su prenotazioni, pagamenti o ricerca di una stanza arrivano al team della struttura, che risponde via email.',
  enquirySent: 'Richiesta inviata',
  yourReference: 'Il tuo codice di riferimento è {reference}.',
  seeInEnquiryList: 'Vedila nell’elenco delle richieste',
  sendAnotherEnquiry: 'Invia un’altra richiesta',

  enquiriesCaption: 'Richieste degli studenti',
  staffChecking: 'Verifica di chi può vedere le richieste…',
  staffCheckFailed:
    'Non è stato possibile chiedere al server della demo chi può vedere le richieste.',
  demoServerAnswered: 'Il server della demo ha risposto {status}.',
  sandboxEnquiriesOpen:
    'Queste richieste vengono dalla sandbox e sono fittizie, quindi qui la pagina è aperta a tutti. Con l’API reale chiede prima l’accesso del personale, perché il proxy inoltra la lettura delle richieste solo al personale che ha effettuato l’accesso.',
  staffOnly:
    'Le richieste contengono dati personali degli studenti, quindi le vede solo il personale che ha effettuato l’accesso.',
  staffSignInOff:
    'L’accesso del personale è disattivato. Imposta {setting} sul server della demo e riavvialo.',
  staffSignIn: 'Accesso del personale',
  staffPassword: 'Password del personale',
  signIn: 'Accedi',
  wrongPassword: 'La password non è corretta.',
  tooManyPasswords_one:
    'Troppe password sbagliate dal tuo indirizzo. Attendi {count} secondo, poi riprova.',
  tooManyPasswords_many:
    'Troppe password sbagliate dal tuo indirizzo. Attendi {count} secondi, poi riprova.',
  tooManyPasswords_other:
    'Troppe password sbagliate dal tuo indirizzo. Attendi {count} secondi, poi riprova.',
  staffSignInHeld:
    'L’accesso del personale è sospeso dopo troppe password sbagliate. Riprova più tardi, oppure apri il link di accesso scritto nel log del server.',
  signInLinkSpent:
    'Questo link di accesso è già stato usato o è scaduto. Accedi con la password, oppure apri il link più recente nel log del server.',
  signInTooSlow: 'L’accesso ha impiegato troppo tempo ad arrivare. Riprova.',
  signInRefused: 'Il server della demo ha rifiutato l’accesso ({status}).',
  demoServerUnreachable: 'Impossibile raggiungere il server della demo. Riprova.',
  signedInAsStaff: 'Accesso effettuato come personale.',
  signOut: 'Esci',
  signOutFailed: 'Non è stato possibile uscire. Riprova.',

  nothingToConfirm: 'Niente da confermare',
  nothingToConfirmText:
    'Questa pagina conferma le prenotazioni fatte con il pagamento sicuro, ma questo indirizzo non indica nessun pagamento. {findRoom}.',
  findRoom: 'Trova una stanza',
  bookingConfirmed: 'Prenotazione confermata',
  roomAtPropertyYours: 'Hai prenotato {room} presso {property}.',
  roomYours: 'Hai prenotato {room}.',
  roomBooked: 'La tua stanza è prenotata.',
  bookingReference: 'Il codice di riferimento della tua prenotazione è {reference}.',
  moveInNote:
    'La struttura ti scriverà via email per organizzare il tuo arrivo. Conserva il codice di riferimento per qualsiasi domanda.',
  notConfirmedYet: 'La tua prenotazione non è ancora confermata',
  notHeardYet:
    'Nell’ultimo minuto non abbiamo ricevuto notizie dalla struttura. Se hai pagato, la prenotazione è in elaborazione e riceverai un’email quando sarà confermata. Non pagare di nuovo.',
  checkAgainLater:
    'Verifica di nuovo tra qualche minuto. Se tra un’ora non è ancora confermata, {askUs} e indica l’ora in cui hai pagato.',
  askUs: 'scrivici',
  checkAgain: 'Verifica di nuovo',
  confirmingBooking: 'Conferma della prenotazione in corso',
  waitingForProvider:
    'Stiamo aspettando che la struttura confermi la tua prenotazione. Di solito servono pochi secondi. Resta su questa pagina.',

  sandboxOff:
    'La demo è collegata alla Partner API reale, quindi non c’è nessuna sandbox in funzione. Webhook, errori simulati e carte di prova della sandbox qui non ci sono. Avvia la demo senza {setting} per usarli.',
  webhooks: 'Webhook',
  faults: 'Errori simulati',
  moveEnquiry: 'Cambia lo stato di una richiesta',
  testCards: 'Carte di prova',
  cardSucceeds: '{card}: viene accettata',
  cardDeclined: '{card}: viene rifiutata',
  cardAsksBank: '{card}: richiede una conferma presso la tua banca, poi viene accettata',
  cardProcessing: '{card}: resta in elaborazione per qualche secondo, poi viene accettata',
  startAgain: 'Ricomincia',
  resetSandbox: 'Reimposta la sandbox',
  protections: 'Protezioni',
  protectionsLead:
    'Il proxy davanti alla sandbox protegge i moduli pubblici e il pagamento come farebbe il server di un partner. Provali: invia due volte la stessa richiesta, oppure fai fallire la verifica di proposito.',
  limitPerAddress: 'Chiamate da uno stesso indirizzo (richieste e pagamento)',
  limitPerEmail: 'Richieste per uno stesso indirizzo email',
  limitValue: '{max} in {window}',
  sameEnquiry: 'La stessa richiesta inviata di nuovo',
  sameEnquiryValue: 'Risposta con il codice di riferimento della prima, entro {window}',
  humanCheckSetting: 'La verifica anti-robot',
  humanCheckValue:
    'Il widget della sandbox: spuntalo per superare la verifica, oppure falla fallire di proposito. Chi l’ha superata è considerato affidabile per {window}.',

  injectFault: 'Simula un errore',
  route: 'Rotta',
  fault: 'Errore',
  times: 'Volte',
  inject: 'Simula',
  routeEvery: 'Tutte le rotte',
  routeListEnquiries: 'Elenca le richieste',
  routeReadEnquiry: 'Leggi una richiesta',
  routeCreateGeneral: 'Crea una richiesta generale',
  routeCreateSpecific: 'Crea una richiesta su una stanza',
  routeStartCheckout: 'Avvia il pagamento',
  routeCompleteCheckout: 'Completa il pagamento',
  faultServer: 'Errore del server (503)',
  faultRateLimited: 'Troppe chiamate (429, riprova dopo 2 s)',
  faultSlow: 'Risposta lenta (3 s)',
  faultTimeout: 'Nessuna risposta (timeout)',
  faultMalformed: 'Un corpo che non è JSON',
  faultsActive: 'Attivi: {faults}',
  faultLeft_one: '{route} (ancora {count} volta)',
  faultLeft_many: '{route} (ancora {count} volte)',
  faultLeft_other: '{route} (ancora {count} volte)',
  noFaults: 'Nessun errore attivo.',
  clearFaults: 'Rimuovi gli errori',

  moveThisEnquiry: 'Sandbox: cambia lo stato di questa richiesta',
  playAccommodationSide: 'Sandbox: fai la parte della struttura.',
  enquiryReference: 'Codice di riferimento della richiesta',
  newStatus: 'Nuovo stato',
  move: 'Cambia',
  moved: 'La richiesta rif.\u00a0{enquiry} ora è «{status}».',
  moveFailed: 'La sandbox non ha cambiato lo stato. La demo sta usando la sandbox?',

  webhooksLead:
    'La sandbox invia ogni evento al ricevitore di questa demo su {path}, con il token di accesso che ha registrato. Una prenotazione fatta con il pagamento sicuro compare qui come {booked}; il cambio di stato di una richiesta, qui sotto, come {updated}.',
  loseAnswers: 'Perdi le risposte ai prossimi 2 tentativi',
  answersLost:
    'I prossimi 2 tentativi arrivano al ricevitore, ma le risposte vanno perse. Guarda come vengono ripetuti.',
  faultRefused: 'La sandbox ha rifiutato l’errore ({status}).',
  sandboxUnreachable: 'Impossibile raggiungere la sandbox.',
  answered: '{path} ha risposto {status}.',
  noDeliveries: 'Ancora nessuna consegna.',
  deliveriesCaption: 'Consegne dei webhook, dalla più recente',
  columnEvent: 'Evento',
  columnAbout: 'Riguarda',
  columnAttempts: 'Tentativi e risposte del ricevitore',
  columnState: 'Stato',
  attempt: '{time}: {answer}',
  answerDuplicate: '{status}: già gestito, ricezione confermata',
  answerHandled: '{status}: gestito',
  answerOther: '{status}: {answer}',
  deliveryDelivered: 'Consegnato',
  deliveryGivenUp: 'Abbandonato',
  deliveryRetrying: 'Nuovo tentativo alle {time}',
  deliverySending: 'Invio in corso',
  handledHeading: 'Gestiti dal ricevitore',
  nothingHandled: 'Ancora niente di gestito.',
  handledCaption: 'Eventi gestiti, dal più recente, ciascuno una volta',
  columnKey: 'Chiave',
  columnHandledAt: 'Ora di gestione',

  consentHeading: 'Misurazione di questo sito',
  consentText:
    'Possiamo misurare come gli studenti usano questa demo, per migliorarla? Niente di ciò che scrivi viene misurato e niente viene salvato nel tuo browser per questo.',
  consentTextGoogle:
    'Possiamo misurare con Google Analytics come gli studenti usano questo sito, per migliorarlo? Per questo Google salva dei cookie nel tuo browser. Niente di ciò che scrivi viene misurato.',
  consentAllow: 'Consenti la misurazione',
  consentRefuse: 'Rifiuta',
  analyticsHeading: 'Eventi di analisi',
  analyticsLead:
    'Ciò che questa pagina comunica a {tool} mentre lo studente procede: trattenuto finché non sceglie, inviato se consente la misurazione, scartato se la rifiuta. La misurazione è {state}.',
  consentGranted: 'consentita',
  consentDenied: 'rifiutata',
  consentPending: 'ancora da scegliere',
  noAnalyticsEvents: 'Ancora nessun evento.',
  analyticsCaption: 'Eventi di analisi, dal più recente',
  columnOutcome: 'Esito',
  outcomeSent: 'Inviato',
  outcomeHeld: 'Trattenuto',
  outcomeDropped: 'Scartato',
  outcomeFailed: 'Non riuscito',
};

export default it;
