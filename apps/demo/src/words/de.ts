import type { DemoWords } from './en-GB.ts';

/**
 * German: Sie throughout, buttons in the infinitive, the terms of Unistay's German pack (Anfrage,
 * Buchung, Vorgangsnummer, Buchungsnummer for a booking's, Unterkunftsanbieter, sichere Kasse).
 */
const de: DemoWords = {
  skipToContent: 'Zum Inhalt springen',
  brand: 'Unistay-Demo',
  documentTitle: '{page} · Unistay-Demo',
  mainNavigation: 'Hauptmenü',
  language: 'Sprache',
  loading: 'Wird geladen…',
  tryAgain: 'Erneut versuchen',
  sentenceSeparator: ' ',
  listSeparator: ', ',

  pageRooms: 'Zimmer',
  pageAsk: 'Frage stellen',
  pageEnquiries: 'Anfragen',
  pageSandbox: 'Sandbox',
  pageRoom: 'Zimmer',
  pageBooking: 'Ihre Buchung',

  city: 'Stadt',
  everyCity: 'Alle Städte',
  roomsLoading: 'Zimmer werden geladen…',
  roomsLoadFailed: 'Die Zimmer konnten nicht geladen werden.',
  roomsShown_one: '{count} Zimmer, Seite {page} von {pages}',
  roomsShown_other: '{count} Zimmer, Seite {page} von {pages}',
  roomsShownInCity_one: '{count} Zimmer in {city}, Seite {page} von {pages}',
  roomsShownInCity_other: '{count} Zimmer in {city}, Seite {page} von {pages}',
  fromPrice: 'Ab {price} pro Woche',
  dateRange: '{start} bis {end}',
  enquireAbout: '{room} anfragen',
  closeEnquiry: 'Anfrage schließen',
  bookRoom: '{room} buchen',
  closeBooking: 'Buchung schließen',

  backToRooms: 'Zurück zu den Zimmern',
  roomLoading: 'Zimmer wird geladen…',
  roomNotFound: 'Dieses Zimmer ist nicht im Katalog.',
  roomLoadFailed: 'Das Zimmer konnte nicht geladen werden.',
  partLoadFailed:
    'Dieser Teil der Seite konnte nicht geladen werden. Er wird neu geladen, sobald Sie wieder online sind oder es erneut versuchen.',
  askAboutRoom: 'Fragen zu diesem Zimmer',
  bookThisRoom: 'Dieses Zimmer buchen',

  fullyBooked: '{room} ist ausgebucht. Es ist kein Zeitraum mehr buchbar.',
  secureCheckout: 'Sichere Kasse',
  secureCheckoutLead: 'Bezahlen und buchen Sie auf der Kassenseite des Unterkunftsanbieters.',
  secureCheckoutFor: 'Sichere Kasse: {dates}',
  bookHere: 'Hier buchen',
  bookRoomHere: '{room} hier buchen',
  paymentUnderWayBelow:
    'Sie haben weiter unten bereits begonnen, dieses Zimmer zu bezahlen. Die sichere Kasse wird wieder angeboten, falls diese Zahlung nicht zustande kommt.',
  roomBookedBelow: 'Sie haben dieses Zimmer weiter unten gebucht.',

  askLead:
    'Fragen zu Buchung, Zahlung oder Zimmersuche gehen an das Unterkunftsteam, das per E-Mail antwortet.',
  enquirySent: 'Anfrage gesendet',
  yourReference: 'Ihre Vorgangsnummer lautet {reference}.',
  seeInEnquiryList: 'In der Anfragenliste ansehen',
  sendAnotherEnquiry: 'Weitere Anfrage senden',

  enquiriesCaption: 'Anfragen von Studierenden',
  staffChecking: 'Es wird geprüft, wer die Anfragen sehen darf…',
  staffCheckFailed: 'Der Demo-Server konnte nicht gefragt werden, wer die Anfragen sehen darf.',
  demoServerAnswered: 'Der Demo-Server hat mit {status} geantwortet.',
  sandboxEnquiriesOpen:
    'Diese Anfragen stammen aus der Sandbox und sind erfunden, daher ist diese Seite hier für alle offen. Mit der Live-API verlangt sie zuerst eine Anmeldung für Mitarbeitende, denn der Proxy gibt Anfragen nur an angemeldete Personen weiter.',
  staffOnly:
    'Anfragen enthalten personenbezogene Daten von Studierenden, daher sehen sie nur angemeldete Mitarbeitende.',
  staffSignInOff:
    'Die Anmeldung für Mitarbeitende ist ausgeschaltet. Setzen Sie {setting} auf dem Demo-Server und starten Sie ihn neu.',
  staffSignIn: 'Anmeldung für Mitarbeitende',
  staffPassword: 'Passwort für Mitarbeitende',
  signIn: 'Anmelden',
  wrongPassword: 'Das Passwort ist nicht richtig.',
  tooManyPasswords_one:
    'Zu viele falsche Passwörter von Ihrer Adresse. Warten Sie {count} Sekunde und versuchen Sie es dann erneut.',
  tooManyPasswords_other:
    'Zu viele falsche Passwörter von Ihrer Adresse. Warten Sie {count} Sekunden und versuchen Sie es dann erneut.',
  staffSignInHeld:
    'Die Anmeldung für Mitarbeitende ist nach zu vielen falschen Passwörtern vorübergehend gesperrt. Versuchen Sie es später erneut oder öffnen Sie den Anmeldelink im Serverprotokoll.',
  signInLinkSpent:
    'Dieser Anmeldelink wurde bereits verwendet oder ist abgelaufen. Melden Sie sich mit dem Passwort an oder öffnen Sie den neuesten Link im Serverprotokoll.',
  signInTooSlow: 'Die Anmeldung kam zu spät an. Versuchen Sie es erneut.',
  signInRefused: 'Der Demo-Server hat die Anmeldung abgelehnt ({status}).',
  demoServerUnreachable: 'Der Demo-Server ist nicht erreichbar. Versuchen Sie es erneut.',
  signedInAsStaff: 'Als Mitarbeiterin oder Mitarbeiter angemeldet.',
  signOut: 'Abmelden',
  signOutFailed: 'Die Abmeldung ist fehlgeschlagen. Versuchen Sie es erneut.',

  nothingToConfirm: 'Nichts zu bestätigen',
  nothingToConfirmText:
    'Diese Seite bestätigt Buchungen über die sichere Kasse, aber diese Adresse nennt keinen Bezahlvorgang. {findRoom}.',
  findRoom: 'Zimmer finden',
  bookingConfirmed: 'Buchung bestätigt',
  roomAtPropertyYours: 'Sie haben {room} in {property} gebucht.',
  roomYours: 'Sie haben {room} gebucht.',
  roomBooked: 'Ihr Zimmer ist gebucht.',
  bookingReference: 'Ihre Buchungsnummer lautet {reference}.',
  moveInNote:
    'Der Unterkunftsanbieter schreibt Ihnen per E-Mail zum Einzug. Bewahren Sie Ihre Buchungsnummer für Rückfragen auf.',
  notConfirmedYet: 'Ihre Buchung ist noch nicht bestätigt',
  notHeardYet:
    'Der Unterkunftsanbieter hat sich in der letzten Minute nicht gemeldet. Wenn Sie bezahlt haben, wird Ihre Buchung bearbeitet, und Sie erhalten eine E-Mail, sobald sie bestätigt ist. Bezahlen Sie nicht noch einmal.',
  checkAgainLater:
    'Prüfen Sie es in ein paar Minuten erneut. Ist die Buchung nach einer Stunde noch nicht bestätigt, {askUs} und nennen Sie die Uhrzeit Ihrer Zahlung.',
  askUs: 'fragen Sie uns',
  checkAgain: 'Erneut prüfen',
  confirmingBooking: 'Ihre Buchung wird bestätigt',
  waitingForProvider:
    'Wir warten darauf, dass der Unterkunftsanbieter Ihre Buchung bestätigt. Das dauert meist nur wenige Sekunden. Bitte bleiben Sie auf dieser Seite.',

  sandboxOff:
    'Die Demo ist mit der Live-Partner-API verbunden, daher läuft keine Sandbox. Ihre Webhooks, Fehler und Testkarten gibt es hier nicht. Starten Sie die Demo ohne {setting}, um sie zu nutzen.',
  webhooks: 'Webhooks',
  faults: 'Fehler',
  moveEnquiry: 'Status einer Anfrage ändern',
  testCards: 'Testkarten',
  cardSucceeds: '{card}: wird akzeptiert',
  cardDeclined: '{card}: wird abgelehnt',
  cardAsksBank: '{card}: verlangt eine Bestätigung bei Ihrer Bank und wird dann akzeptiert',
  cardProcessing: '{card}: bleibt einige Sekunden in Bearbeitung und wird dann akzeptiert',
  startAgain: 'Neu beginnen',
  resetSandbox: 'Sandbox zurücksetzen',
  protections: 'Schutzmaßnahmen',
  protectionsLead:
    'Der Proxy vor der Sandbox schützt die öffentlichen Formulare und den Bezahlvorgang wie der Server eines Partners. Probieren Sie es aus: Senden Sie dieselbe Anfrage zweimal, oder lassen Sie die Prüfung absichtlich scheitern.',
  limitPerAddress: 'Aufrufe von einer Adresse (Anfragen und Bezahlvorgang)',
  limitPerEmail: 'Anfragen für eine E-Mail-Adresse',
  limitValue: '{max} in {window}',
  sameEnquiry: 'Dieselbe Anfrage erneut gesendet',
  sameEnquiryValue: 'Innerhalb von {window} mit der Vorgangsnummer der ersten beantwortet',
  humanCheckSetting: 'Die Sicherheitsprüfung',
  humanCheckValue:
    'Das Widget der Sandbox: Kreuzen Sie es an, um die Prüfung zu bestehen, oder lassen Sie sie absichtlich scheitern. Wer sie bestanden hat, gilt {window} lang als vertrauenswürdig.',

  injectFault: 'Fehler auslösen',
  route: 'Route',
  fault: 'Fehler',
  times: 'Wie oft',
  inject: 'Auslösen',
  routeEvery: 'Alle Routen',
  routeListEnquiries: 'Anfragen auflisten',
  routeReadEnquiry: 'Eine Anfrage lesen',
  routeCreateGeneral: 'Allgemeine Anfrage anlegen',
  routeCreateSpecific: 'Anfrage zu einem Zimmer anlegen',
  routeStartCheckout: 'Bezahlvorgang starten',
  routeCompleteCheckout: 'Bezahlvorgang abschließen',
  faultServer: 'Serverfehler (503)',
  faultRateLimited: 'Zu viele Aufrufe (429, neuer Versuch nach 2 s)',
  faultSlow: 'Langsame Antwort (3 s)',
  faultTimeout: 'Keine Antwort (Zeitüberschreitung)',
  faultMalformed: 'Antwort ist kein JSON',
  faultsActive: 'Aktiv: {faults}',
  faultLeft_one: '{route} (noch einmal)',
  faultLeft_other: '{route} (noch {count}-mal)',
  noFaults: 'Keine Fehler aktiv.',
  clearFaults: 'Fehler entfernen',

  moveThisEnquiry: 'Sandbox: Status dieser Anfrage ändern',
  playAccommodationSide: 'Sandbox: Übernehmen Sie die Rolle der Unterkunft.',
  enquiryReference: 'Vorgangsnummer der Anfrage',
  newStatus: 'Neuer Status',
  move: 'Ändern',
  moved: 'Anfrage Nr.\u00a0{enquiry} hat jetzt den Status „{status}“.',
  moveFailed: 'Die Sandbox hat den Status nicht geändert. Läuft die Demo mit der Sandbox?',

  webhooksLead:
    'Die Sandbox sendet jedes Ereignis an den Empfänger dieser Demo unter {path}, mit dem Zugriffstoken, das sie registriert hat. Eine Buchung über die sichere Kasse erscheint hier als {booked}, die Statusänderung einer Anfrage (unten) als {updated}.',
  loseAnswers: 'Antworten auf die nächsten 2 Versuche verlieren',
  answersLost:
    'Die nächsten 2 Versuche erreichen den Empfänger, aber ihre Antworten gehen verloren. Sehen Sie zu, wie sie wiederholt werden.',
  faultRefused: 'Die Sandbox hat den Fehler abgelehnt ({status}).',
  sandboxUnreachable: 'Die Sandbox ist nicht erreichbar.',
  answered: '{path} hat mit {status} geantwortet.',
  noDeliveries: 'Noch keine Zustellungen.',
  deliveriesCaption: 'Webhook-Zustellungen, neueste zuerst',
  columnEvent: 'Ereignis',
  columnAbout: 'Betrifft',
  columnAttempts: 'Versuche und Antworten des Empfängers',
  columnState: 'Stand',
  attempt: '{time}: {answer}',
  answerDuplicate: '{status}: bereits verarbeitet, bestätigt',
  answerHandled: '{status}: verarbeitet',
  answerOther: '{status}: {answer}',
  deliveryDelivered: 'Zugestellt',
  deliveryGivenUp: 'Aufgegeben',
  deliveryRetrying: 'Neuer Versuch um {time}',
  deliverySending: 'Wird gesendet',
  handledHeading: 'Vom Empfänger verarbeitet',
  nothingHandled: 'Noch nichts verarbeitet.',
  handledCaption: 'Verarbeitete Ereignisse, neueste zuerst, jedes einmal',
  columnKey: 'Schlüssel',
  columnHandledAt: 'Verarbeitungszeit',

  consentHeading: 'Messung auf dieser Website',
  consentText:
    'Dürfen wir messen, wie Studierende diese Demo nutzen, um sie zu verbessern? Nichts, was Sie eingeben, wird gemessen, und dafür wird nichts in Ihrem Browser gespeichert.',
  consentTextGoogle:
    'Dürfen wir mit Google Analytics messen, wie Studierende diese Website nutzen, um sie zu verbessern? Google speichert dafür Cookies in Ihrem Browser. Nichts, was Sie eingeben, wird gemessen.',
  consentAllow: 'Messung erlauben',
  consentRefuse: 'Ablehnen',
  analyticsHeading: 'Analyse-Ereignisse',
  analyticsLead:
    'Was diese Seite {tool} im Lauf des Besuchs mitteilt: bis zur Entscheidung zurückgehalten, gesendet, wenn die Messung erlaubt wird, verworfen, wenn sie abgelehnt wird. Die Messung ist {state}.',
  consentGranted: 'erlaubt',
  consentDenied: 'abgelehnt',
  consentPending: 'noch nicht entschieden',
  noAnalyticsEvents: 'Noch keine Ereignisse.',
  analyticsCaption: 'Analyse-Ereignisse, neueste zuerst',
  columnOutcome: 'Ergebnis',
  outcomeSent: 'Gesendet',
  outcomeHeld: 'Zurückgehalten',
  outcomeDropped: 'Verworfen',
  outcomeFailed: 'Fehlgeschlagen',
};

export default de;
