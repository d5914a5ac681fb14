import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/** Brazilian Portuguese: português (Brasil). */
const language = { locale: 'pt-BR', direction: 'ltr' } as const;

/** Words every component shows. */
const common = {
  tryAgain: 'Tentar novamente',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: 'Este campo é obrigatório',
  tooLong255: 'Use no máximo 255 caracteres',
  emailFormat: 'Informe um e-mail no formato correto, como name@example.com',
  phoneCountryCode: 'Informe o telefone com + e o código do país, como +44 7700 900123',
  phoneFormat:
    'Informe o telefone no formato internacional, com + seguido de 7 a 15 dígitos, como +44 7700 900123',
  enterFirstName: 'Informe seu nome',
  enterLastName: 'Informe seu sobrenome',
  enterEmail: 'Informe seu e-mail',
  enterPhone: 'Informe seu telefone',
  firstName: 'Nome',
  lastName: 'Sobrenome',
  email: 'E-mail',
  phone: 'Telefone',
  phoneHint: 'Inclua o código do país, por exemplo, +44 7700 900123',
  optional: '(opcional)',
  selectPlaceholder: 'Selecione uma opção',
  errorSummaryTitle: 'Há um problema',
};

/** The check that the student is a person, in the enquiry forms and the checkout. */
const human = {
  humanCheckLabel: 'Verificação de segurança',
  humanCheckRequired: 'Conclua a verificação de segurança',
  humanCheckFailed: 'A verificação de segurança falhou ou expirou. Faça-a novamente.',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: 'Use no máximo 5000 caracteres',
  enterMessage: 'Escreva sua mensagem',
  message: 'Mensagem',
  enquiringAbout: 'Solicitação sobre {room} em {property}',
  enquiringAboutProperty: 'Solicitação sobre {property}',
  submit: 'Enviar solicitação',
  sending: 'Enviando sua solicitação…',
  successHeading: 'Solicitação enviada',
  successReference: 'Sua referência é {reference}.',
  sendAnother: 'Enviar outra solicitação',
  announceSuccess: 'Solicitação enviada. Sua referência é {reference}.',
  errorNetwork: 'Não foi possível acessar o servidor. Verifique sua conexão e tente novamente.',
  errorTimeout: 'O servidor demorou demais para responder. Tente novamente.',
  errorRateLimited: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  errorServer:
    'Algo deu errado do nosso lado. O que você digitou continua aqui, é só tentar novamente.',
  errorOther:
    'Não foi possível enviar sua solicitação. O que você digitou continua aqui, é só tentar novamente.',
  extraRequired: 'Informe {label}',
  extraSelect: 'Selecione {label}',
  extraCheckbox: 'Marque “{label}” para continuar',
  extraNumber: 'Informe {label} em números',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: 'Solicitações',
  columnReference: 'Referência',
  columnStudent: 'Estudante',
  columnPhone: 'Telefone',
  columnRoom: 'Quarto',
  columnStatus: 'Status',
  columnMessage: 'Mensagem',
  generalEnquiry: 'Solicitação geral',
  roomAtProperty: '{room} em {property}',
  noPhone: 'Não informado',
  viewEnquiry: 'Ver a solicitação com referência {reference}',
  statusFilter: 'Status',
  allStatuses: 'Todos os status',
  status_pending: 'Pendente',
  status_in_progress: 'Em andamento',
  status_resolved: 'Resolvida',
  status_closed: 'Encerrada',
  pageSize: 'Linhas por página',
  pagination: 'Paginação',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  pageNumber: 'Página {page}',
  showing: 'Mostrando {from}–{to} de {total}',
  loading: 'Carregando solicitações…',
  refreshing: 'Carregando a página {page}…',
  empty: 'Nenhuma solicitação ainda',
  emptyStatus: 'Nenhuma solicitação com status {status}',
  showAllStatuses: 'Mostrar todos os status',
  loadFailed: 'Não foi possível carregar as solicitações.',
  beyondLast: 'A página {page} não existe. A última página é a {last}.',
  goToLastPage: 'Ir para a última página',
  detailsHeading: 'Solicitação com referência {reference}',
  detailsLoading: 'Carregando a solicitação…',
  detailsFailed: 'Não foi possível carregar esta solicitação.',
  close: 'Fechar',
  fieldName: 'Nome',
  fieldEmail: 'E-mail',
  fieldPhone: 'Telefone',
  fieldRoom: 'Quarto',
  fieldStatus: 'Status',
  fieldMessage: 'Mensagem',
  fieldIds: 'IDs do operador, do imóvel e do quarto',
  metadata: 'Metadados',
  additionalFields: 'Campos adicionais',
};

/** Rooms and booking periods: the catalogue parts, and the checkout as it loads its room. */
const rooms = {
  dateRange: '{start} a {end}',
  perWeek: '{price} por semana',
  listSeparator: ', ',
  roomLoading: 'Carregando o quarto…',
  roomLoadFailed: 'Não foi possível carregar o quarto.',
  roomNotFound: 'Este quarto não está mais anunciado.',
  roomUnavailable: 'As reservas deste quarto estão esgotadas no momento.',
  periodQuestion: 'Qual período você quer reservar?',
  noPeriods: 'Ainda não há períodos de reserva abertos para este quarto.',
  price: 'Preço',
  availability: 'Disponibilidade',
  available: 'Disponível',
  availableRoomsLeft_one: 'Disponível, resta {count} quarto',
  availableRoomsLeft_other: 'Disponível, restam {count} quartos',
  fullyBooked: 'Reservas esgotadas',
  cancellation: 'Cancelamento',
  visaCancellation: 'Cancelamento grátis se o seu visto for negado',
  uniPlaceCancellation: 'Cancelamento grátis se você não conseguir vaga na universidade',
  noCancellation: 'Pergunte à equipe de acomodação sobre o cancelamento.',
  nearby: 'Nas proximidades',
  distanceTo: '{name}: {distance}',
  photoOf: 'Foto {number} de {name}',
  availableRoomsLeft_many: 'Disponível, restam {count} quartos',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: 'Use no máximo 16 caracteres',
  tooLong2000: 'Use no máximo 2000 caracteres',
  countryFormat: 'Use um código de país de duas letras (ISO 3166-1), como GB',
  realDate: 'A data de nascimento deve ser uma data válida',
  dateInPast: 'A data de nascimento deve estar no passado',
  selectGender: 'Selecione seu gênero',
  enterDateOfBirth: 'Informe sua data de nascimento',
  enterAddressLine1: 'Informe a primeira linha do seu endereço',
  enterCity: 'Informe sua cidade',
  enterPostcode: 'Informe seu código postal',
  selectCountry: 'Selecione seu país',
  selectNationality: 'Selecione sua nacionalidade',
  enterTheirFirstName: 'Informe o nome da pessoa',
  enterTheirLastName: 'Informe o sobrenome da pessoa',
  enterRelationship: 'Informe a relação da pessoa com você',
  enterTheirEmail: 'Informe o e-mail da pessoa',
  enterTheirPhone: 'Informe o telefone da pessoa',
  enterTheirDateOfBirth: 'Informe a data de nascimento da pessoa',
  enterTheirAddressLine1: 'Informe a primeira linha do endereço da pessoa',
  enterTheirCity: 'Informe a cidade da pessoa',
  enterTheirPostcode: 'Informe o código postal da pessoa',
  selectTheirCountry: 'Selecione o país da pessoa',
  enterUniversity: 'Informe sua universidade',
  selectYearOfStudy: 'Selecione o ano do seu curso',
  enterCourseTitle: 'Informe o nome do seu curso',
  choosePlan: 'Escolha como você vai pagar',
  stepStay: 'Sua estadia',
  stepAbout: 'Sobre você',
  stepGuarantor: 'Fiador',
  stepEmergencyContact: 'Contato de emergência',
  stepCourse: 'Seu curso',
  stepReview: 'Confira suas respostas',
  stepConfirmed: 'Reserva confirmada',
  stepOf: 'Etapa {step} de {total}',
  booking: 'Reserva de {room} em {property}',
  bookingProperty: 'Reserva de um quarto em {property}',
  back: 'Voltar',
  continue: 'Continuar',
  change: 'Alterar',
  changeStay: 'Alterar sua estadia',
  changeAbout: 'Alterar seus dados',
  changeGuarantor: 'Alterar o fiador',
  changeEmergencyContact: 'Alterar o contato de emergência',
  changeCourse: 'Alterar os dados do seu curso',
  bookingPeriod: 'Qual período você quer reservar?',
  paymentPlan: 'Como você vai pagar?',
  payInFull: 'Pagar o valor total',
  payInInstalments: 'Pagar parcelado',
  ukGuarantor: 'Você tem um fiador que mora no Reino Unido?',
  useScheme: 'Prefere usar o serviço de fiança?',
  useSchemeHint: 'Um serviço de fiança de terceiros atua como seu fiador mediante uma taxa.',
  yes: 'Sim',
  no: 'Não',
  name: 'Nome',
  gender: 'Gênero',
  gender_male: 'Masculino',
  gender_female: 'Feminino',
  gender_other: 'Outro',
  year_foundation: 'Ano preparatório',
  year_undergraduate_first_year: 'Graduação – 1º ano',
  year_undergraduate_second_year: 'Graduação – 2º ano',
  year_undergraduate_third_year: 'Graduação – 3º ano',
  year_undergraduate_placement_year: 'Graduação – ano de estágio',
  year_postgraduate_masters: 'Pós-graduação – Mestrado',
  year_postgraduate_phd: 'Pós-graduação – Doutorado',
  year_other: 'Outro',
  dateOfBirth: 'Data de nascimento',
  dateDay: 'Dia',
  dateMonth: 'Mês',
  dateYear: 'Ano',
  dateHint: 'Por exemplo, {example}',
  addressLine1: 'Endereço, linha 1',
  addressLine2: 'Endereço, linha 2',
  city: 'Cidade',
  region: 'Estado ou região',
  postcode: 'Código postal',
  country: 'País',
  nationality: 'Nacionalidade',
  relationship: 'Relação com você',
  relationshipHint: 'Por exemplo, mãe, pai, irmão ou amigo',
  university: 'Universidade',
  yearOfStudy: 'Ano do curso',
  courseTitle: 'Nome do curso',
  specialRequests: 'Pedidos especiais',
  choosePeriod: 'Escolha o período que você quer reservar',
  chooseUkGuarantor: 'Escolha se você tem um fiador que mora no Reino Unido',
  chooseScheme: 'Escolha se você vai usar o serviço de fiança',
  needScheme:
    'Para pagar parcelado sem um fiador no Reino Unido, use o serviço de fiança ou pague o valor total',
  payment: 'Pagamento',
  dueNow: 'A pagar agora para garantir a reserva: {amount}',
  startingPayment: 'Preparando o pagamento seguro…',
  payAndBook: 'Pagar e reservar',
  paying: 'Pagando…',
  confirmingBooking: 'Confirmando sua reserva…',
  paymentFailed: 'Nada foi cobrado. Confira os dados do cartão ou tente outro cartão.',
  cardNotCharged: 'Não foi possível cobrar seu cartão.',
  cardFormLanguage: 'O formulário do cartão é exibido em {language}.',
  cardUnavailable:
    'Não foi possível carregar o pagamento seguro com cartão. Verifique sua conexão e tente novamente.',
  paymentNotReady:
    'O formulário de pagamento ainda não está pronto. Aguarde um momento e tente novamente.',
  startFailed: 'Não foi possível preparar o pagamento seguro. Nada foi pago.',
  completeFailed:
    'Seu pagamento foi aprovado, mas sua reserva ainda não foi confirmada. Não haverá cobrança em duplicidade. Tente novamente. Se o problema persistir, informe a referência {reference} à equipe de acomodação.',
  paymentProcessing:
    'Seu pagamento ainda está em processamento. Não pague de novo. Vamos confirmar sua reserva assim que ele for aprovado.',
  paymentNotCompleted: 'O pagamento não foi concluído e nada foi cobrado. Tente novamente.',
  sessionRenewed:
    'O pagamento seguro foi renovado, então você tem mais tempo. Nada foi pago. Digite os dados do cartão.',
  sessionEnding:
    'O pagamento seguro será renovado às {time}. Os dados do cartão que você digitou serão apagados, e nada será pago. Se precisar de mais tempo, renove agora.',
  moreTime: 'Ganhar mais tempo',
  paymentElsewhere:
    'Um pagamento deste quarto foi iniciado em outra aba ou janela. Não pague de novo aqui. Esta página será atualizada quando ele terminar.',
  hostedCheckoutOpened:
    'Você abriu o pagamento seguro deste quarto. Se pagou lá, não pague de novo. Se não pagou, pode pagar aqui.',
  payHereInstead: 'Pagar aqui',
  bookedBefore:
    'Este quarto foi reservado para estas datas neste dispositivo há pouco tempo, e nada mais foi pago. Se você estiver reservando para outra pessoa, reserve de novo.',
  bookAgain: 'Reservar de novo para outra pessoa',
  paymentResumed:
    'Um pagamento deste quarto foi iniciado neste dispositivo e não foi concluído. Conclua-o aqui para as datas mostradas: ele só pode ser pago uma vez.',
  paymentCheckFailed:
    'Não conseguimos verificar seu pagamento agora. Não pague de novo. Verifique novamente daqui a pouco.',
  bookingRefused:
    'O valor foi cobrado, mas a reserva não pôde ser concluída. Não haverá cobrança em duplicidade. Informe a referência {reference} à equipe de acomodação para receber o reembolso ou reservar outras datas.',
  checkingPayment: 'Verificando seu pagamento…',
  checkAgain: 'Verificar novamente',
  periodLocked: 'Você já pagou por estas datas, então não pode alterá-las aqui.',
  bookingReference: 'A referência da sua reserva é {reference}.',
  bookingReferenceLater:
    'Sua reserva foi feita. A administradora do imóvel vai enviar a referência para você.',
  bookingNext: 'A equipe de acomodação vai enviar os próximos passos por e-mail.',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: 'Continuar para o pagamento seguro',
  startingCheckout: 'Iniciando o pagamento seguro…',
  redirectingToCheckout: 'Levando você ao pagamento seguro…',
  hostedCheckoutUnavailable:
    'O pagamento on-line não está disponível para este quarto. Envie uma solicitação e a equipe vai ajudar você a reservar.',
  hostedCheckoutFailed: 'Não foi possível iniciar o pagamento. Nada foi pago.',
  paymentUnderWay:
    'Um pagamento deste quarto já foi iniciado aqui. Não pague de novo: aguarde até que ele termine.',
  roomBookedHere: 'Você já reservou este quarto aqui.',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** Brazilian Portuguese words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, human, enquiry);
/** Brazilian Portuguese words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
/** Brazilian Portuguese words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
/** Brazilian Portuguese words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  rooms,
  checkoutWords,
);
/**
 * Brazilian Portuguese words for `HostedCheckoutButton`. Given only a room, the button loads it and
 * may ask for a period, in the catalogue's words: then give the provider
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
