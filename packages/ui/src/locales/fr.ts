import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/** French: français. */
const language = { locale: 'fr', direction: 'ltr' } as const;

/** Words every component shows. */
const common = {
  tryAgain: 'Réessayer',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: 'Ce champ est obligatoire',
  tooLong255: 'Utilisez 255 caractères au maximum',
  emailFormat: 'Saisissez une adresse e-mail au bon format, par exemple name@example.com',
  phoneCountryCode:
    'Saisissez le numéro avec + et l’indicatif du pays, par exemple +44 7700 900123',
  phoneFormat:
    'Saisissez un numéro au format international\u202f: + suivi de 7 à 15 chiffres, par exemple +44 7700 900123',
  enterFirstName: 'Saisissez votre prénom',
  enterLastName: 'Saisissez votre nom',
  enterEmail: 'Saisissez votre adresse e-mail',
  enterPhone: 'Saisissez votre numéro de téléphone',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  phone: 'Numéro de téléphone',
  phoneHint: 'Indiquez l’indicatif du pays, par exemple +44 7700 900123',
  optional: '(facultatif)',
  selectPlaceholder: 'Choisissez une option',
  errorSummaryTitle: 'Il y a un problème',
};

/** The check that the student is a person, in the enquiry forms and the checkout. */
const human = {
  humanCheckLabel: 'Vérification anti-robot',
  humanCheckRequired: 'Effectuez la vérification anti-robot',
  humanCheckFailed: 'La vérification anti-robot a échoué ou a expiré. Effectuez-la de nouveau.',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: 'Utilisez 5000 caractères au maximum',
  enterMessage: 'Saisissez votre message',
  message: 'Message',
  enquiringAbout: 'Demande au sujet de {room} à {property}',
  enquiringAboutProperty: 'Demande au sujet de {property}',
  submit: 'Envoyer la demande',
  sending: 'Envoi de votre demande…',
  successHeading: 'Demande envoyée',
  successReference: 'Votre référence est {reference}.',
  sendAnother: 'Envoyer une autre demande',
  announceSuccess: 'Demande envoyée. Votre référence est {reference}.',
  errorNetwork: 'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.',
  errorTimeout: 'Le serveur a mis trop de temps à répondre. Réessayez.',
  errorRateLimited: 'Trop de tentatives. Patientez un instant, puis réessayez.',
  errorServer:
    'Un problème est survenu de notre côté. Ce que vous avez saisi est toujours là, vous pouvez donc réessayer.',
  errorOther:
    'Votre demande n’a pas pu être envoyée. Ce que vous avez saisi est toujours là, vous pouvez donc réessayer.',
  extraRequired: 'Saisissez {label}',
  extraSelect: 'Choisissez {label}',
  extraCheckbox: 'Cochez «\u202f{label}\u202f» pour continuer',
  extraNumber: 'Saisissez {label} sous forme de nombre',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: 'Demandes',
  columnReference: 'Référence',
  columnStudent: 'Étudiant',
  columnPhone: 'Téléphone',
  columnRoom: 'Chambre',
  columnStatus: 'Statut',
  columnMessage: 'Message',
  generalEnquiry: 'Demande générale',
  roomAtProperty: '{room} à {property}',
  noPhone: 'Non renseigné',
  viewEnquiry: 'Voir la demande réf.\u00a0{reference}',
  statusFilter: 'Statut',
  allStatuses: 'Tous les statuts',
  status_pending: 'En attente',
  status_in_progress: 'En cours',
  status_resolved: 'Résolue',
  status_closed: 'Clôturée',
  pageSize: 'Lignes par page',
  pagination: 'Pagination',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  pageNumber: 'Page {page}',
  showing: '{from} à {to} sur {total}',
  loading: 'Chargement des demandes…',
  refreshing: 'Chargement de la page {page}…',
  empty: 'Aucune demande pour l’instant',
  emptyStatus: 'Aucune demande avec le statut {status}',
  showAllStatuses: 'Afficher tous les statuts',
  loadFailed: 'Les demandes n’ont pas pu être chargées.',
  beyondLast: 'La page {page} n’existe pas. La dernière page est la {last}.',
  goToLastPage: 'Aller à la dernière page',
  detailsHeading: 'Demande réf.\u00a0{reference}',
  detailsLoading: 'Chargement de la demande…',
  detailsFailed: 'Cette demande n’a pas pu être chargée.',
  close: 'Fermer',
  fieldName: 'Nom',
  fieldEmail: 'E-mail',
  fieldPhone: 'Téléphone',
  fieldRoom: 'Chambre',
  fieldStatus: 'Statut',
  fieldMessage: 'Message',
  fieldIds: 'Identifiants de l’opérateur, de la résidence et de la chambre',
  metadata: 'Métadonnées',
  additionalFields: 'Champs supplémentaires',
};

/** Rooms and booking periods: the catalogue parts, and the checkout as it loads its room. */
const rooms = {
  dateRange: 'du {start} au {end}',
  perWeek: '{price} par semaine',
  listSeparator: ', ',
  roomLoading: 'Chargement de la chambre…',
  roomLoadFailed: 'La chambre n’a pas pu être chargée.',
  roomNotFound: 'Cette chambre n’est plus proposée.',
  roomUnavailable: 'Cette chambre affiche complet pour le moment.',
  periodQuestion: 'Quand séjournerez-vous\u202f?',
  noPeriods: 'Aucune période de réservation n’est encore ouverte pour cette chambre.',
  price: 'Prix',
  availability: 'Disponibilité',
  available: 'Disponible',
  availableRoomsLeft_one: 'Disponible, {count} chambre restante',
  availableRoomsLeft_other: 'Disponible, {count} chambres restantes',
  fullyBooked: 'Complet',
  cancellation: 'Annulation',
  visaCancellation: 'Annulation gratuite si votre visa est refusé',
  uniPlaceCancellation: 'Annulation gratuite si vous n’obtenez pas de place à l’université',
  noCancellation:
    'Renseignez-vous auprès de l’équipe de la résidence sur les conditions d’annulation.',
  nearby: 'À proximité',
  distanceTo: '{name}\u202f: {distance}',
  photoOf: 'Photo {number} de {name}',
  availableRoomsLeft_many: 'Disponible, {count} chambres restantes',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: 'Utilisez 16 caractères au maximum',
  tooLong2000: 'Utilisez 2000 caractères au maximum',
  countryFormat: 'Utilisez un code pays à deux lettres (ISO 3166-1), par exemple GB',
  realDate: 'La date de naissance doit être une date valide',
  dateInPast: 'La date de naissance doit être dans le passé',
  selectGender: 'Choisissez votre genre',
  enterDateOfBirth: 'Saisissez votre date de naissance',
  enterAddressLine1: 'Saisissez la première ligne de votre adresse',
  enterCity: 'Saisissez votre ville',
  enterPostcode: 'Saisissez votre code postal',
  selectCountry: 'Choisissez votre pays',
  selectNationality: 'Choisissez votre nationalité',
  enterTheirFirstName: 'Saisissez son prénom',
  enterTheirLastName: 'Saisissez son nom',
  enterRelationship: 'Saisissez son lien avec vous',
  enterTheirEmail: 'Saisissez son adresse e-mail',
  enterTheirPhone: 'Saisissez son numéro de téléphone',
  enterTheirDateOfBirth: 'Saisissez sa date de naissance',
  enterTheirAddressLine1: 'Saisissez la première ligne de son adresse',
  enterTheirCity: 'Saisissez sa ville',
  enterTheirPostcode: 'Saisissez son code postal',
  selectTheirCountry: 'Choisissez son pays',
  enterUniversity: 'Saisissez votre université',
  selectYearOfStudy: 'Choisissez votre année d’études',
  enterCourseTitle: 'Saisissez l’intitulé de votre formation',
  choosePlan: 'Choisissez comment vous allez payer',
  stepStay: 'Votre séjour',
  stepAbout: 'Vos informations',
  stepGuarantor: 'Garant',
  stepEmergencyContact: 'Contact d’urgence',
  stepCourse: 'Vos études',
  stepReview: 'Vérifiez vos réponses',
  stepConfirmed: 'Réservation confirmée',
  stepOf: 'Étape {step} sur {total}',
  booking: 'Réservation de {room} à {property}',
  bookingProperty: 'Réservation d’une chambre à {property}',
  back: 'Retour',
  continue: 'Continuer',
  change: 'Modifier',
  changeStay: 'Modifier votre séjour',
  changeAbout: 'Modifier vos informations',
  changeGuarantor: 'Modifier le garant',
  changeEmergencyContact: 'Modifier le contact d’urgence',
  changeCourse: 'Modifier les informations sur vos études',
  bookingPeriod: 'Quand séjournerez-vous\u202f?',
  paymentPlan: 'Comment allez-vous payer\u202f?',
  payInFull: 'Payer en une fois',
  payInInstalments: 'Payer en plusieurs fois',
  ukGuarantor: 'Avez-vous un garant qui vit au Royaume-Uni\u202f?',
  useScheme: 'Utiliserez-vous plutôt le service de cautionnement\u202f?',
  useSchemeHint:
    'Un service de cautionnement externe se porte garant pour vous, moyennant des frais.',
  yes: 'Oui',
  no: 'Non',
  name: 'Nom',
  gender: 'Genre',
  gender_male: 'Homme',
  gender_female: 'Femme',
  gender_other: 'Autre',
  year_foundation: 'Année préparatoire (Foundation)',
  year_undergraduate_first_year: 'Licence – 1re année',
  year_undergraduate_second_year: 'Licence – 2e année',
  year_undergraduate_third_year: 'Licence – 3e année',
  year_undergraduate_placement_year: 'Licence – année en entreprise',
  year_postgraduate_masters: 'Master',
  year_postgraduate_phd: 'Doctorat (PhD)',
  year_other: 'Autre',
  dateOfBirth: 'Date de naissance',
  dateDay: 'Jour',
  dateMonth: 'Mois',
  dateYear: 'Année',
  dateHint: 'Par exemple, {example}',
  addressLine1: 'Adresse, ligne 1',
  addressLine2: 'Adresse, ligne 2',
  city: 'Ville',
  region: 'Région',
  postcode: 'Code postal',
  country: 'Pays',
  nationality: 'Nationalité',
  relationship: 'Lien avec vous',
  relationshipHint: 'Par exemple parent, frère ou sœur, ami',
  university: 'Université',
  yearOfStudy: 'Année d’études',
  courseTitle: 'Intitulé de la formation',
  specialRequests: 'Demandes particulières',
  choosePeriod: 'Choisissez quand vous séjournerez',
  chooseUkGuarantor: 'Indiquez si vous avez un garant qui vit au Royaume-Uni',
  chooseScheme: 'Indiquez si vous utiliserez le service de cautionnement',
  needScheme:
    'Pour payer en plusieurs fois sans garant au Royaume-Uni, utilisez le service de cautionnement ou payez en une fois',
  payment: 'Paiement',
  dueNow: 'À payer maintenant\u202f: {amount} d’acompte de réservation',
  startingPayment: 'Préparation du paiement sécurisé…',
  payAndBook: 'Payer et réserver',
  paying: 'Paiement en cours…',
  confirmingBooking: 'Confirmation de votre réservation…',
  paymentFailed:
    'Rien n’a été débité. Vérifiez les informations de la carte ou essayez une autre carte.',
  cardNotCharged: 'Votre carte n’a pas pu être débitée.',
  cardFormLanguage: 'Le formulaire de carte s’affiche en {language}.',
  cardUnavailable:
    'Le paiement sécurisé par carte n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.',
  paymentNotReady:
    'Le formulaire de paiement n’est pas encore prêt. Patientez un instant, puis réessayez.',
  startFailed: 'Le paiement sécurisé n’a pas pu être préparé. Rien n’a été payé.',
  completeFailed:
    'Votre paiement a bien été accepté, mais votre réservation n’est pas encore confirmée. Votre carte ne sera pas débitée deux fois pour ce paiement. Réessayez. Si le problème persiste, indiquez la référence {reference} à l’équipe de la résidence.',
  paymentProcessing:
    'Votre paiement est toujours en cours de traitement. Ne payez pas une seconde fois. Nous confirmerons votre réservation dès qu’il sera validé.',
  paymentNotCompleted: 'Le paiement n’a pas abouti et rien n’a été débité. Réessayez.',
  sessionRenewed:
    'Le paiement sécurisé a été renouvelé, vous avez donc plus de temps. Rien n’a été payé. Saisissez les informations de votre carte.',
  sessionEnding:
    'Le paiement sécurisé sera renouvelé à {time}. Les informations de carte saisies seront effacées, et rien ne sera payé. Si vous avez besoin de plus de temps, renouvelez-le maintenant.',
  moreTime: 'Prolonger le délai',
  paymentElsewhere:
    'Un paiement pour cette chambre a été lancé dans un autre onglet ou une autre fenêtre. Ne payez pas une seconde fois ici. Cette page se mettra à jour une fois le paiement terminé.',
  hostedCheckoutOpened:
    'La page de paiement sécurisé de cette chambre a été ouverte. Si vous avez déjà payé sur cette page-là, ne payez pas une seconde fois. Sinon, vous pouvez payer ici.',
  payHereInstead: 'Payer plutôt ici',
  bookedBefore:
    'Cette chambre a été réservée pour ces dates sur cet appareil il y a peu, et rien de plus n’a été payé. Si vous réservez pour quelqu’un d’autre, réservez-la à nouveau.',
  bookAgain: 'Réserver à nouveau pour quelqu’un d’autre',
  paymentResumed:
    'Un paiement pour cette chambre a été lancé sur cet appareil sans être terminé. Terminez-le ici pour les dates indiquées\u202f: il ne peut être payé qu’une seule fois.',
  paymentCheckFailed:
    'Nous ne pouvons pas vérifier votre paiement pour le moment. Ne payez pas une seconde fois. Vérifiez-le à nouveau dans un instant.',
  bookingRefused:
    'Votre paiement a été encaissé, mais la réservation n’a pas pu être effectuée. Votre carte ne sera pas débitée deux fois pour ce paiement. Indiquez la référence {reference} à l’équipe de la résidence pour obtenir un remboursement ou réserver d’autres dates.',
  checkingPayment: 'Vérification de votre paiement…',
  checkAgain: 'Vérifier à nouveau',
  periodLocked: 'Vous avez déjà payé ces dates, vous ne pouvez donc plus les modifier ici.',
  bookingReference: 'La référence de votre réservation est {reference}.',
  bookingReferenceLater:
    'Votre réservation est enregistrée. La résidence vous enverra la référence.',
  bookingNext: 'L’équipe de la résidence vous enverra les prochaines étapes par e-mail.',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: 'Continuer vers le paiement sécurisé',
  startingCheckout: 'Ouverture du paiement sécurisé…',
  redirectingToCheckout: 'Redirection vers le paiement sécurisé…',
  hostedCheckoutUnavailable:
    'Le paiement en ligne n’est pas disponible pour cette chambre. Envoyez une demande et l’équipe vous aidera à réserver.',
  hostedCheckoutFailed: 'Le paiement n’a pas pu démarrer. Rien n’a été payé.',
  paymentUnderWay:
    'Un paiement pour cette chambre a déjà été lancé ici. Ne payez pas une seconde fois\u202f: attendez qu’il soit terminé.',
  roomBookedHere: 'Vous avez déjà réservé cette chambre ici.',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** French words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, human, enquiry);
/** French words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
/** French words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
/** French words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  rooms,
  checkoutWords,
);
/**
 * French words for `HostedCheckoutButton`. Given only a room, the button loads it and may ask for a
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
