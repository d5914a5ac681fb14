import type { DemoWords } from './en-GB.ts';

/**
 * Spanish: usted throughout, buttons in the infinitive, the terms of Unistay's Spanish pack
 * (consulta, reserva, referencia, el proveedor del alojamiento, pago seguro) and of the sandbox's
 * own card words (el sandbox).
 */
const es: DemoWords = {
  skipToContent: 'Saltar al contenido',
  brand: 'Demo de Unistay',
  documentTitle: '{page} · Demo de Unistay',
  mainNavigation: 'Menú principal',
  language: 'Idioma',
  loading: 'Cargando…',
  tryAgain: 'Reintentar',
  sentenceSeparator: ' ',
  listSeparator: ', ',

  pageRooms: 'Habitaciones',
  pageAsk: 'Hacer una pregunta',
  pageEnquiries: 'Consultas',
  pageSandbox: 'Sandbox',
  pageRoom: 'Habitación',
  pageBooking: 'Su reserva',

  city: 'Ciudad',
  everyCity: 'Todas las ciudades',
  roomsLoading: 'Cargando habitaciones…',
  roomsLoadFailed: 'No se han podido cargar las habitaciones.',
  roomsShown_one: '{count} habitación, página {page} de {pages}',
  roomsShown_many: '{count} habitaciones, página {page} de {pages}',
  roomsShown_other: '{count} habitaciones, página {page} de {pages}',
  roomsShownInCity_one: '{count} habitación en {city}, página {page} de {pages}',
  roomsShownInCity_many: '{count} habitaciones en {city}, página {page} de {pages}',
  roomsShownInCity_other: '{count} habitaciones en {city}, página {page} de {pages}',
  fromPrice: 'Desde {price} a la semana',
  dateRange: 'del {start} al {end}',
  enquireAbout: 'Consultar sobre {room}',
  closeEnquiry: 'Cerrar la consulta',
  bookRoom: 'Reservar {room}',
  closeBooking: 'Cerrar la reserva',

  backToRooms: 'Volver a las habitaciones',
  roomLoading: 'Cargando la habitación…',
  roomNotFound: 'Esta habitación no está en el catálogo.',
  roomLoadFailed: 'No se ha podido cargar la habitación.',
  partLoadFailed:
    'No se ha podido cargar esta parte de la página. Se volverá a cargar en cuanto vuelva a tener conexión o si lo intenta de nuevo.',
  askAboutRoom: 'Preguntar por esta habitación',
  bookThisRoom: 'Reservar esta habitación',

  fullyBooked: 'No queda ningún periodo abierto para reservar {room}.',
  secureCheckout: 'Pago seguro',
  secureCheckoutLead: 'Pague y reserve en la página de pago del propio proveedor del alojamiento.',
  secureCheckoutFor: 'Pago seguro: {dates}',
  bookHere: 'Reservar aquí',
  bookRoomHere: 'Reservar {room} aquí',
  paymentUnderWayBelow:
    'Ya ha empezado a pagar esta habitación más abajo. El pago seguro volverá a ofrecerse si ese pago no se completa.',
  roomBookedBelow: 'Ha reservado esta habitación más abajo.',

  askLead:
    'Las preguntas sobre reservas, pagos o cómo encontrar habitación llegan al equipo del alojamiento, que responde por correo electrónico.',
  enquirySent: 'Consulta enviada',
  yourReference: 'Su referencia es {reference}.',
  seeInEnquiryList: 'Verla en la lista de consultas',
  sendAnotherEnquiry: 'Enviar otra consulta',

  enquiriesCaption: 'Consultas de estudiantes',
  staffChecking: 'Comprobando quién puede ver las consultas…',
  staffCheckFailed:
    'No se ha podido preguntar al servidor de la demo quién puede ver las consultas.',
  demoServerAnswered: 'El servidor de la demo ha respondido {status}.',
  sandboxEnquiriesOpen:
    'Estas consultas vienen del sandbox y son ficticias, así que aquí esta página está abierta a todo el mundo. Con la API real, primero pide que el personal inicie sesión, porque el proxy solo deja leer las consultas al personal con sesión iniciada.',
  staffOnly:
    'Las consultas contienen datos personales de estudiantes, así que solo las ve el personal con sesión iniciada.',
  staffSignInOff:
    'El inicio de sesión del personal está desactivado. Defina {setting} en el servidor de la demo y reinícielo.',
  staffSignIn: 'Inicio de sesión del personal',
  staffPassword: 'Contraseña del personal',
  signIn: 'Iniciar sesión',
  wrongPassword: 'La contraseña no es correcta.',
  tooManyPasswords_one:
    'Demasiadas contraseñas incorrectas desde su dirección. Espere {count} segundo y vuelva a intentarlo.',
  tooManyPasswords_many:
    'Demasiadas contraseñas incorrectas desde su dirección. Espere {count} segundos y vuelva a intentarlo.',
  tooManyPasswords_other:
    'Demasiadas contraseñas incorrectas desde su dirección. Espere {count} segundos y vuelva a intentarlo.',
  staffSignInHeld:
    'El inicio de sesión del personal está bloqueado temporalmente tras demasiadas contraseñas incorrectas. Vuelva a intentarlo más tarde o abra el enlace de inicio de sesión que figura en el registro del servidor.',
  signInLinkSpent:
    'Este enlace de inicio de sesión ya se ha usado o ha caducado. Inicie sesión con la contraseña o abra el enlace más reciente del registro del servidor.',
  signInTooSlow: 'El inicio de sesión ha tardado demasiado en llegar. Vuelva a intentarlo.',
  signInRefused: 'El servidor de la demo ha rechazado el inicio de sesión ({status}).',
  demoServerUnreachable:
    'No se ha podido conectar con el servidor de la demo. Vuelva a intentarlo.',
  signedInAsStaff: 'Ha iniciado sesión como personal.',
  signOut: 'Cerrar sesión',
  signOutFailed: 'No se ha podido cerrar la sesión. Vuelva a intentarlo.',

  nothingToConfirm: 'Nada que confirmar',
  nothingToConfirmText:
    'Esta página confirma las reservas hechas con el pago seguro, y esta dirección no indica ningún pago. {findRoom}.',
  findRoom: 'Buscar una habitación',
  bookingConfirmed: 'Reserva confirmada',
  roomAtPropertyYours: 'Ha reservado {room} en {property}.',
  roomYours: 'Ha reservado {room}.',
  roomBooked: 'Su habitación está reservada.',
  bookingReference: 'La referencia de su reserva es {reference}.',
  moveInNote:
    'El proveedor del alojamiento le escribirá por correo electrónico sobre su llegada. Guarde su referencia para cualquier consulta.',
  notConfirmedYet: 'Su reserva aún no está confirmada',
  notHeardYet:
    'No hemos tenido noticias del proveedor del alojamiento en el último minuto. Si ha pagado, su reserva se está procesando y recibirá un correo electrónico cuando se confirme. No vuelva a pagar.',
  checkAgainLater:
    'Vuelva a comprobarlo dentro de unos minutos. Si dentro de una hora sigue sin confirmarse, {askUs} e indique la hora a la que pagó.',
  askUs: 'escríbanos',
  checkAgain: 'Comprobar de nuevo',
  confirmingBooking: 'Confirmando su reserva',
  waitingForProvider:
    'Esperando a que el proveedor del alojamiento confirme su reserva. Suele tardar unos segundos. No salga de esta página.',

  sandboxOff:
    'La demo está conectada a la Partner API real, así que no hay ningún sandbox en marcha. Sus webhooks, fallos y tarjetas de prueba no están disponibles aquí. Inicie la demo sin {setting} para usarlos.',
  webhooks: 'Webhooks',
  faults: 'Fallos',
  moveEnquiry: 'Cambiar el estado de una consulta',
  testCards: 'Tarjetas de prueba',
  cardSucceeds: '{card}: se acepta',
  cardDeclined: '{card}: se rechaza',
  cardAsksBank: '{card}: pide confirmación a su banco y después se acepta',
  cardProcessing: '{card}: queda en proceso unos segundos y después se acepta',
  startAgain: 'Empezar de nuevo',
  resetSandbox: 'Restablecer el sandbox',
  protections: 'Protecciones',
  protectionsLead:
    'El proxy situado delante del sandbox protege los formularios públicos y el pago como lo haría el servidor de un socio. Pruébelo: envíe dos veces la misma consulta o haga fallar la comprobación a propósito.',
  limitPerAddress: 'Solicitudes desde una misma dirección (consultas y pago)',
  limitPerEmail: 'Consultas para una misma dirección de correo electrónico',
  limitValue: '{max} en {window}',
  sameEnquiry: 'La misma consulta enviada de nuevo',
  sameEnquiryValue: 'Se responde con la referencia de la primera, durante {window}',
  humanCheckSetting: 'La verificación de seguridad',
  humanCheckValue:
    'El widget del sandbox: márquelo para superarla o hágala fallar a propósito. El sistema confía durante {window} en el estudiante que la supera.',

  injectFault: 'Provocar un fallo',
  route: 'Ruta',
  fault: 'Fallo',
  times: 'Veces',
  inject: 'Provocar',
  routeEvery: 'Todas las rutas',
  routeListEnquiries: 'Listar consultas',
  routeReadEnquiry: 'Leer una consulta',
  routeCreateGeneral: 'Crear una consulta general',
  routeCreateSpecific: 'Crear una consulta sobre una habitación',
  routeStartCheckout: 'Iniciar el pago',
  routeCompleteCheckout: 'Completar el pago',
  faultServer: 'Error del servidor (503)',
  faultRateLimited: 'Demasiadas solicitudes (429, reintentar tras 2 s)',
  faultSlow: 'Respuesta lenta (3 s)',
  faultTimeout: 'Sin respuesta (se agota el tiempo)',
  faultMalformed: 'Un cuerpo que no es JSON',
  faultsActive: 'Activos: {faults}',
  faultLeft_one: '{route} (queda {count} vez)',
  faultLeft_many: '{route} (quedan {count} veces)',
  faultLeft_other: '{route} (quedan {count} veces)',
  noFaults: 'No hay fallos activos.',
  clearFaults: 'Quitar los fallos',

  moveThisEnquiry: 'Sandbox: cambiar el estado de esta consulta',
  playAccommodationSide: 'Sandbox: haga el papel del alojamiento.',
  enquiryReference: 'Referencia de la consulta',
  newStatus: 'Nuevo estado',
  move: 'Cambiar',
  moved: 'La consulta ref.\u00a0{enquiry} ha pasado a «{status}».',
  moveFailed: 'El sandbox no ha cambiado el estado. ¿Está la demo funcionando con el sandbox?',

  webhooksLead:
    'El sandbox envía cada evento al receptor de esta demo en {path}, con el token de acceso que registró. Una reserva hecha con el pago seguro aparece aquí como {booked}; un cambio de estado de una consulta (más abajo), como {updated}.',
  loseAnswers: 'Perder las respuestas a los 2 próximos intentos',
  answersLost:
    'Los 2 próximos intentos llegan al receptor, pero sus respuestas se pierden. Observe cómo se reintentan.',
  faultRefused: 'El sandbox ha rechazado el fallo ({status}).',
  sandboxUnreachable: 'No se ha podido conectar con el sandbox.',
  answered: '{path} ha respondido {status}.',
  noDeliveries: 'Aún no hay entregas.',
  deliveriesCaption: 'Entregas de webhooks, las más recientes primero',
  columnEvent: 'Evento',
  columnAbout: 'Sobre',
  columnAttempts: 'Intentos y respuestas del receptor',
  columnState: 'Estado',
  attempt: '{time}: {answer}',
  answerDuplicate: '{status}: ya procesado, acuse de recibo',
  answerHandled: '{status}: procesado',
  answerOther: '{status}: {answer}',
  deliveryDelivered: 'Entregado',
  deliveryGivenUp: 'Abandonado',
  deliveryRetrying: 'Nuevo intento a las {time}',
  deliverySending: 'Enviando',
  handledHeading: 'Procesados por el receptor',
  nothingHandled: 'Aún no se ha procesado nada.',
  handledCaption: 'Eventos procesados, los más recientes primero, cada uno una vez',
  columnKey: 'Clave',
  columnHandledAt: 'Hora de procesamiento',

  consentHeading: 'Medición de este sitio',
  consentText:
    '¿Podemos medir cómo usan esta demo los estudiantes, para mejorarla? No se mide nada de lo que usted escribe, y no se guarda nada en su navegador para ello.',
  consentTextGoogle:
    '¿Podemos medir con Google Analytics cómo usan este sitio los estudiantes, para mejorarlo? Google guarda cookies en su navegador para ello. No se mide nada de lo que usted escribe.',
  consentAllow: 'Permitir la medición',
  consentRefuse: 'Rechazar',
  analyticsHeading: 'Eventos de analítica',
  analyticsLead:
    'Lo que esta página comunica a {tool} mientras avanza el estudiante: retenido hasta que elige, enviado si permite la medición, descartado si la rechaza. La medición está {state}.',
  consentGranted: 'permitida',
  consentDenied: 'rechazada',
  consentPending: 'pendiente de elección',
  noAnalyticsEvents: 'Todavía no hay eventos.',
  analyticsCaption: 'Eventos de analítica, los más recientes primero',
  columnOutcome: 'Resultado',
  outcomeSent: 'Enviado',
  outcomeHeld: 'Retenido',
  outcomeDropped: 'Descartado',
  outcomeFailed: 'Fallido',
};

export default es;
