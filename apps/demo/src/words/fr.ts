import type { DemoWords } from './en-GB.ts';

/**
 * French: vous throughout, buttons in the infinitive, U+202F before : ; ? ! and inside « », the
 * terms of Unistay's French pack (demande, réservation, référence, la résidence, paiement sécurisé).
 */
const fr: DemoWords = {
  skipToContent: 'Aller au contenu',
  brand: 'Démo Unistay',
  documentTitle: '{page} · Démo Unistay',
  mainNavigation: 'Menu principal',
  language: 'Langue',
  loading: 'Chargement…',
  tryAgain: 'Réessayer',
  sentenceSeparator: ' ',
  listSeparator: ', ',

  pageRooms: 'Chambres',
  pageAsk: 'Poser une question',
  pageEnquiries: 'Demandes',
  pageSandbox: 'Bac à sable',
  pageRoom: 'Chambre',
  pageBooking: 'Votre réservation',

  city: 'Ville',
  everyCity: 'Toutes les villes',
  roomsLoading: 'Chargement des chambres…',
  roomsLoadFailed: 'Les chambres n’ont pas pu être chargées.',
  roomsShown_one: '{count} chambre, page {page} sur {pages}',
  roomsShown_many: '{count} chambres, page {page} sur {pages}',
  roomsShown_other: '{count} chambres, page {page} sur {pages}',
  roomsShownInCity_one: '{count} chambre à {city}, page {page} sur {pages}',
  roomsShownInCity_many: '{count} chambres à {city}, page {page} sur {pages}',
  roomsShownInCity_other: '{count} chambres à {city}, page {page} sur {pages}',
  fromPrice: 'À partir de {price} par semaine',
  dateRange: 'du {start} au {end}',
  enquireAbout: 'Faire une demande pour {room}',
  closeEnquiry: 'Fermer la demande',
  bookRoom: 'Réserver {room}',
  closeBooking: 'Fermer la réservation',

  backToRooms: 'Retour aux chambres',
  roomLoading: 'Chargement de la chambre…',
  roomNotFound: 'Cette chambre n’est pas au catalogue.',
  roomLoadFailed: 'La chambre n’a pas pu être chargée.',
  partLoadFailed:
    'Cette partie de la page n’a pas pu être chargée. Elle se recharge dès que vous êtes de nouveau en ligne, ou si vous réessayez.',
  askAboutRoom: 'Poser une question sur cette chambre',
  bookThisRoom: 'Réserver cette chambre',

  fullyBooked: 'Plus aucune période n’est ouverte à la réservation pour {room}.',
  secureCheckout: 'Paiement sécurisé',
  secureCheckoutLead: 'Payez et réservez sur la page de paiement de la résidence.',
  secureCheckoutFor: 'Paiement sécurisé\u202f: {dates}',
  bookHere: 'Réserver ici',
  bookRoomHere: 'Réserver {room} ici',
  paymentUnderWayBelow:
    'Vous avez déjà commencé à payer cette chambre ci-dessous. Le paiement sécurisé vous sera de nouveau proposé si ce paiement n’aboutit pas.',
  roomBookedBelow: 'Vous avez réservé cette chambre ci-dessous.',

  askLead:
    'Les questions sur la réservation, les paiements ou la recherche d’une chambre sont transmises à l’équipe de la résidence, qui répond par e-mail.',
  enquirySent: 'Demande envoyée',
  yourReference: 'Votre référence est {reference}.',
  seeInEnquiryList: 'La voir dans la liste des demandes',
  sendAnotherEnquiry: 'Envoyer une autre demande',

  enquiriesCaption: 'Demandes des étudiants',
  staffChecking: 'Vérification des personnes autorisées à voir les demandes…',
  staffCheckFailed: 'Le serveur de démo n’a pas pu indiquer qui peut voir les demandes.',
  demoServerAnswered: 'Le serveur de démo a répondu {status}.',
  sandboxEnquiriesOpen:
    'Ces demandes viennent du bac à sable et sont fictives, cette page est donc ouverte à tous ici. Avec l’API réelle, elle exige d’abord une connexion du personnel, car le proxy ne transmet la lecture des demandes qu’au personnel connecté.',
  staffOnly:
    'Les demandes contiennent des données personnelles d’étudiants, seul le personnel connecté peut donc les voir.',
  staffSignInOff:
    'La connexion du personnel est désactivée. Définissez {setting} sur le serveur de démo, puis redémarrez-le.',
  staffSignIn: 'Connexion du personnel',
  staffPassword: 'Mot de passe du personnel',
  signIn: 'Se connecter',
  wrongPassword: 'Ce mot de passe n’est pas le bon.',
  tooManyPasswords_one:
    'Trop de mots de passe erronés depuis votre adresse. Attendez {count} seconde, puis réessayez.',
  tooManyPasswords_many:
    'Trop de mots de passe erronés depuis votre adresse. Attendez {count} secondes, puis réessayez.',
  tooManyPasswords_other:
    'Trop de mots de passe erronés depuis votre adresse. Attendez {count} secondes, puis réessayez.',
  staffSignInHeld:
    'La connexion du personnel est suspendue après trop de mots de passe erronés. Réessayez plus tard, ou ouvrez le lien de connexion inscrit dans le journal du serveur.',
  signInLinkSpent:
    'Ce lien de connexion a déjà servi ou a expiré. Connectez-vous avec le mot de passe, ou ouvrez le lien le plus récent du journal du serveur.',
  signInTooSlow: 'La connexion a mis trop de temps à arriver. Réessayez.',
  signInRefused: 'Le serveur de démo a refusé la connexion ({status}).',
  demoServerUnreachable: 'Impossible de joindre le serveur de démo. Réessayez.',
  signedInAsStaff: 'Connexion du personnel active.',
  signOut: 'Se déconnecter',
  signOutFailed: 'La déconnexion a échoué. Réessayez.',

  nothingToConfirm: 'Rien à confirmer',
  nothingToConfirmText:
    'Cette page confirme les réservations faites par le paiement sécurisé, et cette adresse n’indique aucun paiement. {findRoom}.',
  findRoom: 'Trouver une chambre',
  bookingConfirmed: 'Réservation confirmée',
  roomAtPropertyYours: 'Vous avez réservé {room} à {property}.',
  roomYours: 'Vous avez réservé {room}.',
  roomBooked: 'Votre chambre est réservée.',
  bookingReference: 'La référence de votre réservation est {reference}.',
  moveInNote:
    'La résidence vous écrira par e-mail au sujet de votre emménagement. Gardez votre référence pour toute question.',
  notConfirmedYet: 'Votre réservation n’est pas encore confirmée',
  notHeardYet:
    'La résidence ne nous a rien transmis depuis une minute. Si vous avez payé, votre réservation est en cours de traitement et vous recevrez un e-mail dès qu’elle sera confirmée. Ne payez pas une seconde fois.',
  checkAgainLater:
    'Vérifiez à nouveau dans quelques minutes. Si elle n’est toujours pas confirmée dans une heure, {askUs} en indiquant l’heure de votre paiement.',
  askUs: 'contactez-nous',
  checkAgain: 'Vérifier à nouveau',
  confirmingBooking: 'Confirmation de votre réservation',
  waitingForProvider:
    'Nous attendons que la résidence confirme votre réservation. Cela prend en général quelques secondes. Merci de rester sur cette page.',

  sandboxOff:
    'La démo est reliée à la Partner API réelle, aucun bac à sable ne tourne donc. Ses webhooks, pannes et cartes de test ne sont pas disponibles ici. Démarrez la démo sans {setting} pour les utiliser.',
  webhooks: 'Webhooks',
  faults: 'Pannes',
  moveEnquiry: 'Changer le statut d’une demande',
  testCards: 'Cartes de test',
  cardSucceeds: '{card}\u202f: acceptée',
  cardDeclined: '{card}\u202f: refusée',
  cardAsksBank: '{card}\u202f: demande une confirmation auprès de votre banque, puis est acceptée',
  cardProcessing: '{card}\u202f: reste en cours de traitement quelques secondes, puis est acceptée',
  startAgain: 'Recommencer',
  resetSandbox: 'Réinitialiser le bac à sable',
  protections: 'Mesures de protection',
  protectionsLead:
    'Le proxy placé devant le bac à sable protège les formulaires publics et le paiement comme le ferait le serveur d’un partenaire. Essayez : envoyez deux fois la même demande, ou faites échouer la vérification exprès.',
  limitPerAddress: 'Requêtes d’une même adresse (demandes et paiement)',
  limitPerEmail: 'Demandes pour une même adresse e-mail',
  limitValue: '{max} en {window}',
  sameEnquiry: 'La même demande envoyée de nouveau',
  sameEnquiryValue: 'Réponse avec la référence de la première, pendant {window}',
  humanCheckSetting: 'La vérification anti-robot',
  humanCheckValue:
    'Le widget du bac à sable : cochez-le pour réussir la vérification, ou faites-la échouer exprès. Un étudiant qui l’a réussie reste reconnu pendant {window}.',

  injectFault: 'Provoquer une panne',
  route: 'Route',
  fault: 'Panne',
  times: 'Nombre de fois',
  inject: 'Provoquer',
  routeEvery: 'Toutes les routes',
  routeListEnquiries: 'Lister les demandes',
  routeReadEnquiry: 'Lire une demande',
  routeCreateGeneral: 'Créer une demande générale',
  routeCreateSpecific: 'Créer une demande sur une chambre',
  routeStartCheckout: 'Démarrer le paiement',
  routeCompleteCheckout: 'Finaliser le paiement',
  faultServer: 'Erreur serveur (503)',
  faultRateLimited: 'Trop de requêtes (429, nouvel essai après 2 s)',
  faultSlow: 'Réponse lente (3 s)',
  faultTimeout: 'Aucune réponse (délai dépassé)',
  faultMalformed: 'Un corps qui n’est pas du JSON',
  faultsActive: 'Actives\u202f: {faults}',
  faultLeft_one: '{route} (encore {count} fois)',
  faultLeft_many: '{route} (encore {count} fois)',
  faultLeft_other: '{route} (encore {count} fois)',
  noFaults: 'Aucune panne active.',
  clearFaults: 'Supprimer les pannes',

  moveThisEnquiry: 'Bac à sable\u202f: changer le statut de cette demande',
  playAccommodationSide: 'Bac à sable\u202f: jouez le rôle de la résidence.',
  enquiryReference: 'Référence de la demande',
  newStatus: 'Nouveau statut',
  move: 'Appliquer',
  moved: 'La demande réf.\u00a0{enquiry} est passée à «\u202f{status}\u202f».',
  moveFailed:
    'Le bac à sable n’a pas changé le statut. La démo tourne-t-elle sur le bac à sable\u202f?',

  webhooksLead:
    'Le bac à sable envoie chaque événement au récepteur de cette démo, à l’adresse {path}, avec le jeton d’accès qu’il a enregistré. Une réservation faite par le paiement sécurisé apparaît ici comme {booked}\u202f; le changement de statut d’une demande, plus bas, comme {updated}.',
  loseAnswers: 'Perdre les réponses aux 2 prochaines tentatives',
  answersLost:
    'Les 2 prochaines tentatives atteignent le récepteur, mais leurs réponses se perdent. Regardez-les être renvoyées.',
  faultRefused: 'Le bac à sable a refusé la panne ({status}).',
  sandboxUnreachable: 'Impossible de joindre le bac à sable.',
  answered: '{path} a répondu {status}.',
  noDeliveries: 'Aucune livraison pour l’instant.',
  deliveriesCaption: 'Livraisons des webhooks, les plus récentes d’abord',
  columnEvent: 'Événement',
  columnAbout: 'Objet',
  columnAttempts: 'Tentatives et réponses du récepteur',
  columnState: 'État',
  attempt: '{time}\u202f: {answer}',
  answerDuplicate: '{status}\u202f: déjà traité, réception confirmée',
  answerHandled: '{status}\u202f: traité',
  answerOther: '{status}\u202f: {answer}',
  deliveryDelivered: 'Livré',
  deliveryGivenUp: 'Abandonné',
  deliveryRetrying: 'Nouvel essai à {time}',
  deliverySending: 'Envoi en cours',
  handledHeading: 'Traités par le récepteur',
  nothingHandled: 'Rien n’a encore été traité.',
  handledCaption: 'Événements traités, les plus récents d’abord, chacun une seule fois',
  columnKey: 'Clé',
  columnHandledAt: 'Heure de traitement',

  consentHeading: 'Mesure d’audience de ce site',
  consentText:
    'Pouvons-nous mesurer la façon dont les étudiants utilisent cette démo, pour l’améliorer ? Rien de ce que vous saisissez n’est mesuré, et rien n’est conservé dans votre navigateur pour cela.',
  consentTextGoogle:
    'Pouvons-nous mesurer avec Google Analytics la façon dont les étudiants utilisent ce site, pour l’améliorer ? Google conserve pour cela des cookies dans votre navigateur. Rien de ce que vous saisissez n’est mesuré.',
  consentAllow: 'Autoriser la mesure',
  consentRefuse: 'Refuser',
  analyticsHeading: 'Événements de mesure d’audience',
  analyticsLead:
    'Ce que cette page transmet à {tool} au fil du parcours de l’étudiant : conservé jusqu’à son choix, envoyé s’il autorise la mesure, supprimé s’il la refuse. La mesure est {state}.',
  consentGranted: 'autorisée',
  consentDenied: 'refusée',
  consentPending: 'en attente de son choix',
  noAnalyticsEvents: 'Aucun événement pour l’instant.',
  analyticsCaption: 'Événements de mesure, les plus récents d’abord',
  columnOutcome: 'Résultat',
  outcomeSent: 'Envoyé',
  outcomeHeld: 'En attente',
  outcomeDropped: 'Supprimé',
  outcomeFailed: 'Échec',
};

export default fr;
