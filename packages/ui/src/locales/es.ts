import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/** Spanish: español. */
const language = { locale: 'es', direction: 'ltr' } as const;

/** Words every component shows. */
const common = {
  tryAgain: 'Reintentar',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: 'Este dato es obligatorio',
  tooLong255: 'Use 255 caracteres como máximo',
  emailFormat: 'Introduzca un correo electrónico con el formato correcto, como name@example.com',
  phoneCountryCode: 'Introduzca el teléfono con + y el prefijo del país, como +44 7700 900123',
  phoneFormat:
    'Introduzca un teléfono en formato internacional: + seguido de 7 a 15 dígitos, como +44 7700 900123',
  enterFirstName: 'Introduzca su nombre',
  enterLastName: 'Introduzca sus apellidos',
  enterEmail: 'Introduzca su correo electrónico',
  enterPhone: 'Introduzca su número de teléfono',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  phoneHint: 'Incluya el prefijo del país, por ejemplo +44 7700 900123',
  optional: '(opcional)',
  selectPlaceholder: 'Seleccione una opción',
  errorSummaryTitle: 'Hay un problema',
};

/** The check that the student is a person, in the enquiry forms and the checkout. */
const human = {
  humanCheckLabel: 'Verificación de seguridad',
  humanCheckRequired: 'Complete la verificación de seguridad',
  humanCheckFailed: 'La verificación de seguridad ha fallado o ha caducado. Vuelva a hacerla.',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: 'Use 5000 caracteres como máximo',
  enterMessage: 'Escriba su mensaje',
  message: 'Mensaje',
  enquiringAbout: 'Consulta sobre {room} en {property}',
  enquiringAboutProperty: 'Consulta sobre {property}',
  submit: 'Enviar consulta',
  sending: 'Enviando su consulta…',
  successHeading: 'Consulta enviada',
  successReference: 'Su referencia es {reference}.',
  sendAnother: 'Enviar otra consulta',
  announceSuccess: 'Consulta enviada. Su referencia es {reference}.',
  errorNetwork:
    'No se ha podido conectar con el servidor. Compruebe su conexión y vuelva a intentarlo.',
  errorTimeout: 'El servidor ha tardado demasiado en responder. Vuelva a intentarlo.',
  errorRateLimited: 'Demasiados intentos. Espere un momento y vuelva a intentarlo.',
  errorServer:
    'Algo ha fallado por nuestra parte. Lo que ha escrito se conserva, así que puede volver a intentarlo.',
  errorOther:
    'No se ha podido enviar su consulta. Lo que ha escrito se conserva, así que puede volver a intentarlo.',
  extraRequired: 'Introduzca {label}',
  extraSelect: 'Seleccione {label}',
  extraCheckbox: 'Marque «{label}» para continuar',
  extraNumber: 'Introduzca {label} como número',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: 'Consultas',
  columnReference: 'Referencia',
  columnStudent: 'Estudiante',
  columnPhone: 'Teléfono',
  columnRoom: 'Habitación',
  columnStatus: 'Estado',
  columnMessage: 'Mensaje',
  generalEnquiry: 'Consulta general',
  roomAtProperty: '{room} en {property}',
  noPhone: 'No indicado',
  viewEnquiry: 'Ver la consulta ref.\u00a0{reference}',
  statusFilter: 'Estado',
  allStatuses: 'Todos los estados',
  status_pending: 'Pendiente',
  status_in_progress: 'En curso',
  status_resolved: 'Resuelta',
  status_closed: 'Cerrada',
  pageSize: 'Filas por página',
  pagination: 'Paginación',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  pageNumber: 'Página {page}',
  showing: 'Mostrando {from}–{to} de {total}',
  loading: 'Cargando consultas…',
  refreshing: 'Cargando la página {page}…',
  empty: 'Aún no hay consultas',
  emptyStatus: 'No hay consultas con el estado {status}',
  showAllStatuses: 'Mostrar todos los estados',
  loadFailed: 'No se han podido cargar las consultas.',
  beyondLast: 'No existe la página {page}. La última es la {last}.',
  goToLastPage: 'Ir a la última página',
  detailsHeading: 'Consulta ref.\u00a0{reference}',
  detailsLoading: 'Cargando la consulta…',
  detailsFailed: 'No se ha podido cargar esta consulta.',
  close: 'Cerrar',
  fieldName: 'Nombre',
  fieldEmail: 'Correo electrónico',
  fieldPhone: 'Teléfono',
  fieldRoom: 'Habitación',
  fieldStatus: 'Estado',
  fieldMessage: 'Mensaje',
  fieldIds: 'ID del operador, de la residencia y de la habitación',
  metadata: 'Metadatos',
  additionalFields: 'Campos adicionales',
};

/** Rooms and booking periods: the catalogue parts, and the checkout as it loads its room. */
const rooms = {
  dateRange: 'del {start} al {end}',
  perWeek: '{price} a la semana',
  listSeparator: ', ',
  roomLoading: 'Cargando la habitación…',
  roomLoadFailed: 'No se ha podido cargar la habitación.',
  roomNotFound: 'Esta habitación ya no está anunciada.',
  roomUnavailable: 'Esta habitación está completa y ahora mismo no se puede reservar.',
  periodQuestion: '¿Cuándo se alojará?',
  noPeriods: 'Aún no hay periodos de reserva abiertos para esta habitación.',
  price: 'Precio',
  availability: 'Disponibilidad',
  available: 'Disponible',
  availableRoomsLeft_one: 'Disponible, queda {count} habitación',
  availableRoomsLeft_other: 'Disponible, quedan {count} habitaciones',
  fullyBooked: 'Completa',
  cancellation: 'Cancelación',
  visaCancellation: 'Cancelación gratuita si le deniegan el visado',
  uniPlaceCancellation: 'Cancelación gratuita si no obtiene plaza en la universidad',
  noCancellation: 'Pregunte al equipo del alojamiento por las condiciones de cancelación.',
  nearby: 'Lugares cercanos',
  distanceTo: '{name}: {distance}',
  photoOf: 'Foto {number} de {name}',
  availableRoomsLeft_many: 'Disponible, quedan {count} habitaciones',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: 'Use 16 caracteres como máximo',
  tooLong2000: 'Use 2000 caracteres como máximo',
  countryFormat: 'Use un código de país de dos letras (ISO 3166-1), como GB',
  realDate: 'La fecha de nacimiento debe ser una fecha válida',
  dateInPast: 'La fecha de nacimiento debe ser anterior a hoy',
  selectGender: 'Seleccione su género',
  enterDateOfBirth: 'Introduzca su fecha de nacimiento',
  enterAddressLine1: 'Introduzca la primera línea de su dirección',
  enterCity: 'Introduzca su ciudad',
  enterPostcode: 'Introduzca su código postal',
  selectCountry: 'Seleccione su país',
  selectNationality: 'Seleccione su nacionalidad',
  enterTheirFirstName: 'Introduzca el nombre de esta persona',
  enterTheirLastName: 'Introduzca los apellidos de esta persona',
  enterRelationship: 'Indique qué relación tiene esta persona con usted',
  enterTheirEmail: 'Introduzca el correo electrónico de esta persona',
  enterTheirPhone: 'Introduzca el teléfono de esta persona',
  enterTheirDateOfBirth: 'Introduzca la fecha de nacimiento de esta persona',
  enterTheirAddressLine1: 'Introduzca la primera línea de la dirección de esta persona',
  enterTheirCity: 'Introduzca la ciudad de esta persona',
  enterTheirPostcode: 'Introduzca el código postal de esta persona',
  selectTheirCountry: 'Seleccione el país de esta persona',
  enterUniversity: 'Introduzca su universidad',
  selectYearOfStudy: 'Seleccione su año de estudios',
  enterCourseTitle: 'Introduzca el nombre de sus estudios',
  choosePlan: 'Elija cómo va a pagar',
  stepStay: 'Su estancia',
  stepAbout: 'Sus datos',
  stepGuarantor: 'Avalista',
  stepEmergencyContact: 'Contacto de emergencia',
  stepCourse: 'Sus estudios',
  stepReview: 'Revise sus respuestas',
  stepConfirmed: 'Reserva confirmada',
  stepOf: 'Paso {step} de {total}',
  booking: 'Reserva de {room} en {property}',
  bookingProperty: 'Reserva de una habitación en {property}',
  back: 'Atrás',
  continue: 'Continuar',
  change: 'Cambiar',
  changeStay: 'Cambiar su estancia',
  changeAbout: 'Cambiar sus datos',
  changeGuarantor: 'Cambiar los datos del avalista',
  changeEmergencyContact: 'Cambiar los datos del contacto de emergencia',
  changeCourse: 'Cambiar los datos de sus estudios',
  bookingPeriod: '¿Cuándo se alojará?',
  paymentPlan: '¿Cómo va a pagar?',
  payInFull: 'Pagar el total',
  payInInstalments: 'Pagar a plazos',
  ukGuarantor: '¿Tiene un avalista que viva en el Reino Unido?',
  useScheme: '¿Usará en su lugar el servicio de aval?',
  useSchemeHint: 'Un servicio de aval externo actúa como su avalista a cambio de una tarifa.',
  yes: 'Sí',
  no: 'No',
  name: 'Nombre',
  gender: 'Género',
  gender_male: 'Masculino',
  gender_female: 'Femenino',
  gender_other: 'Otro',
  year_foundation: 'Año preparatorio (Foundation)',
  year_undergraduate_first_year: 'Grado – primer año',
  year_undergraduate_second_year: 'Grado – segundo año',
  year_undergraduate_third_year: 'Grado – tercer año',
  year_undergraduate_placement_year: 'Grado – año de prácticas',
  year_postgraduate_masters: 'Máster',
  year_postgraduate_phd: 'Doctorado',
  year_other: 'Otro',
  dateOfBirth: 'Fecha de nacimiento',
  dateDay: 'Día',
  dateMonth: 'Mes',
  dateYear: 'Año',
  dateHint: 'Por ejemplo, {example}',
  addressLine1: 'Dirección, línea 1',
  addressLine2: 'Dirección, línea 2',
  city: 'Ciudad',
  region: 'Región',
  postcode: 'Código postal',
  country: 'País',
  nationality: 'Nacionalidad',
  relationship: 'Relación con usted',
  relationshipHint: 'Por ejemplo, su madre, su padre, un hermano o un amigo',
  university: 'Universidad',
  yearOfStudy: 'Año de estudios',
  courseTitle: 'Nombre de los estudios',
  specialRequests: 'Peticiones especiales',
  choosePeriod: 'Elija cuándo se alojará',
  chooseUkGuarantor: 'Indique si tiene un avalista que viva en el Reino Unido',
  chooseScheme: 'Indique si usará el servicio de aval',
  needScheme:
    'Para pagar a plazos sin avalista en el Reino Unido, use el servicio de aval o pague el total',
  payment: 'Pago',
  dueNow: 'A pagar ahora: {amount} de depósito de reserva',
  startingPayment: 'Preparando el pago seguro…',
  payAndBook: 'Pagar y reservar',
  paying: 'Pagando…',
  confirmingBooking: 'Confirmando su reserva…',
  paymentFailed: 'No se ha cobrado nada. Revise los datos de la tarjeta o pruebe con otra.',
  cardNotCharged: 'No se ha podido realizar el cargo en su tarjeta.',
  cardFormLanguage: 'El formulario de la tarjeta se muestra en {language}.',
  cardUnavailable:
    'No se ha podido cargar el pago seguro con tarjeta. Compruebe su conexión y vuelva a intentarlo.',
  paymentNotReady:
    'El formulario de pago aún no está listo. Espere un momento y vuelva a intentarlo.',
  startFailed: 'No se ha podido preparar el pago seguro. No se ha pagado nada.',
  completeFailed:
    'Su pago se ha realizado, pero su reserva aún no está confirmada. No se le cobrará dos veces por este pago. Vuelva a intentarlo. Si el problema continúa, indique la referencia {reference} al equipo del alojamiento.',
  paymentProcessing:
    'Su pago aún se está procesando. No vuelva a pagar. Confirmaremos su reserva en cuanto se complete.',
  paymentNotCompleted: 'El pago no se ha completado y no se ha cobrado nada. Vuelva a intentarlo.',
  sessionRenewed:
    'El pago seguro se ha renovado, así que tiene más tiempo. No se ha pagado nada. Introduzca los datos de su tarjeta.',
  sessionEnding:
    'El pago seguro se renovará a las {time}. Los datos de tarjeta que haya introducido se borrarán y no se pagará nada. Si necesita más tiempo, renuévelo ahora.',
  moreTime: 'Ampliar el tiempo',
  paymentElsewhere:
    'Se ha iniciado un pago de esta habitación en otra pestaña o ventana. No vuelva a pagar aquí. Esta página se actualizará cuando termine.',
  hostedCheckoutOpened:
    'Se ha abierto el pago seguro de esta habitación. Si ha pagado allí, no vuelva a pagar. Si no, puede pagar aquí.',
  payHereInstead: 'Pagar aquí',
  bookedBefore:
    'Esta habitación se ha reservado para estas fechas en este dispositivo hace poco, y no se ha pagado nada más. Si reserva para otra persona, vuelva a reservarla.',
  bookAgain: 'Reservar de nuevo para otra persona',
  paymentResumed:
    'Se ha iniciado un pago de esta habitación en este dispositivo y no se ha terminado. Termínelo aquí para las fechas indicadas: solo se puede pagar una vez.',
  paymentCheckFailed:
    'No hemos podido comprobar su pago en este momento. No vuelva a pagar. Vuelva a comprobarlo dentro de un momento.',
  bookingRefused:
    'Se ha cobrado el importe, pero no se ha podido completar la reserva. No se le cobrará dos veces por este pago. Indique la referencia {reference} al equipo del alojamiento para obtener un reembolso o reservar otras fechas.',
  checkingPayment: 'Comprobando su pago…',
  checkAgain: 'Comprobar de nuevo',
  periodLocked: 'Ya ha pagado por estas fechas, así que no puede cambiarlas aquí.',
  bookingReference: 'La referencia de su reserva es {reference}.',
  bookingReferenceLater:
    'Su reserva está hecha. El proveedor del alojamiento le enviará la referencia.',
  bookingNext: 'El equipo del alojamiento le enviará los siguientes pasos por correo electrónico.',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: 'Continuar al pago seguro',
  startingCheckout: 'Iniciando el pago seguro…',
  redirectingToCheckout: 'Redirigiéndole al pago seguro…',
  hostedCheckoutUnavailable:
    'El pago en línea no está disponible para esta habitación. Envíe una consulta y el equipo le ayudará a reservar.',
  hostedCheckoutFailed: 'No se ha podido iniciar el pago. No se ha pagado nada.',
  paymentUnderWay:
    'Ya se ha iniciado aquí un pago de esta habitación. No vuelva a pagar: espere a que termine.',
  roomBookedHere: 'Ya ha reservado esta habitación aquí.',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** Spanish words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, human, enquiry);
/** Spanish words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
/** Spanish words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
/** Spanish words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  rooms,
  checkoutWords,
);
/**
 * Spanish words for `HostedCheckoutButton`. Given only a room, the button loads it and may ask for
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
