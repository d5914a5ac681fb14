import type { DemoWords } from './en-GB.ts';

/**
 * Brazilian Portuguese: você throughout, the terms of Unistay's pack (solicitação, never
 * "consulta"; reserva; referência; a administradora do imóvel; a equipe de acomodação; pagamento
 * seguro) and of the sandbox's own card words (o sandbox).
 */
const ptBR: DemoWords = {
  skipToContent: 'Pular para o conteúdo',
  brand: 'Demo da Unistay',
  documentTitle: '{page} · Demo da Unistay',
  mainNavigation: 'Menu principal',
  language: 'Idioma',
  loading: 'Carregando…',
  tryAgain: 'Tentar novamente',
  sentenceSeparator: ' ',
  listSeparator: ', ',

  pageRooms: 'Quartos',
  pageAsk: 'Fazer uma pergunta',
  pageEnquiries: 'Solicitações',
  pageSandbox: 'Sandbox',
  pageRoom: 'Quarto',
  pageBooking: 'Sua reserva',

  city: 'Cidade',
  everyCity: 'Todas as cidades',
  roomsLoading: 'Carregando quartos…',
  roomsLoadFailed: 'Não foi possível carregar os quartos.',
  roomsShown_one: '{count} quarto, página {page} de {pages}',
  roomsShown_many: '{count} quartos, página {page} de {pages}',
  roomsShown_other: '{count} quartos, página {page} de {pages}',
  roomsShownInCity_one: '{count} quarto em {city}, página {page} de {pages}',
  roomsShownInCity_many: '{count} quartos em {city}, página {page} de {pages}',
  roomsShownInCity_other: '{count} quartos em {city}, página {page} de {pages}',
  fromPrice: 'A partir de {price} por semana',
  dateRange: '{start} a {end}',
  enquireAbout: 'Enviar solicitação sobre {room}',
  closeEnquiry: 'Fechar solicitação',
  bookRoom: 'Reservar {room}',
  closeBooking: 'Fechar reserva',

  backToRooms: 'Voltar aos quartos',
  roomLoading: 'Carregando o quarto…',
  roomNotFound: 'Este quarto não está no catálogo.',
  roomLoadFailed: 'Não foi possível carregar o quarto.',
  partLoadFailed:
    'Não foi possível carregar esta parte da página. Ela será carregada de novo assim que você voltar a ficar online ou tentar novamente.',
  askAboutRoom: 'Perguntar sobre este quarto',
  bookThisRoom: 'Reservar este quarto',

  fullyBooked:
    '{room} está com as reservas esgotadas. Não há nenhum período disponível para reservar.',
  secureCheckout: 'Pagamento seguro',
  secureCheckoutLead: 'Pague e reserve na página de pagamento da própria administradora do imóvel.',
  secureCheckoutFor: 'Pagamento seguro: {dates}',
  bookHere: 'Reservar aqui',
  bookRoomHere: 'Reservar {room} aqui',
  paymentUnderWayBelow:
    'Você já começou a pagar este quarto abaixo. O pagamento seguro volta a ser oferecido se esse pagamento não for concluído.',
  roomBookedBelow: 'Você reservou este quarto abaixo.',

  askLead:
    'Perguntas sobre reservas, pagamentos ou como encontrar um quarto vão para a equipe de acomodação, que responde por e-mail.',
  enquirySent: 'Solicitação enviada',
  yourReference: 'Sua referência é {reference}.',
  seeInEnquiryList: 'Ver na lista de solicitações',
  sendAnotherEnquiry: 'Enviar outra solicitação',

  enquiriesCaption: 'Solicitações de estudantes',
  staffChecking: 'Verificando quem pode ver as solicitações…',
  staffCheckFailed: 'Não foi possível perguntar ao servidor da demo quem pode ver as solicitações.',
  demoServerAnswered: 'O servidor da demo respondeu {status}.',
  sandboxEnquiriesOpen:
    'Estas solicitações vêm do sandbox e são fictícias, por isso esta página fica aberta a todos aqui. Com a API real, ela pede primeiro o login da equipe, porque o proxy só repassa a leitura de solicitações para quem da equipe estiver conectado.',
  staffOnly:
    'As solicitações têm dados pessoais de estudantes, por isso só quem da equipe estiver conectado pode vê-las.',
  staffSignInOff:
    'O login da equipe está desativado. Defina {setting} no servidor da demo e reinicie-o.',
  staffSignIn: 'Login da equipe',
  staffPassword: 'Senha da equipe',
  signIn: 'Entrar',
  wrongPassword: 'Essa senha não está certa.',
  tooManyPasswords_one:
    'Muitas senhas erradas a partir do seu endereço. Aguarde {count} segundo e tente novamente.',
  tooManyPasswords_many:
    'Muitas senhas erradas a partir do seu endereço. Aguarde {count} segundos e tente novamente.',
  tooManyPasswords_other:
    'Muitas senhas erradas a partir do seu endereço. Aguarde {count} segundos e tente novamente.',
  staffSignInHeld:
    'O login da equipe está suspenso depois de muitas senhas erradas. Tente novamente mais tarde ou abra o link de login registrado no log do servidor.',
  signInLinkSpent:
    'Este link de login já foi usado ou expirou. Entre com a senha ou abra o link mais recente no log do servidor.',
  signInTooSlow: 'O login demorou demais para chegar. Tente novamente.',
  signInRefused: 'O servidor da demo recusou o login ({status}).',
  demoServerUnreachable: 'Não foi possível acessar o servidor da demo. Tente novamente.',
  signedInAsStaff: 'Conectado com o login da equipe.',
  signOut: 'Sair',
  signOutFailed: 'Não foi possível sair. Tente novamente.',

  nothingToConfirm: 'Nada para confirmar',
  nothingToConfirmText:
    'Esta página confirma reservas feitas pelo pagamento seguro, e este endereço não indica nenhum pagamento. {findRoom}.',
  findRoom: 'Encontre um quarto',
  bookingConfirmed: 'Reserva confirmada',
  roomAtPropertyYours: 'Você reservou {room} em {property}.',
  roomYours: 'Você reservou {room}.',
  roomBooked: 'Seu quarto está reservado.',
  bookingReference: 'A referência da sua reserva é {reference}.',
  moveInNote:
    'A administradora do imóvel vai enviar um e-mail sobre a sua mudança. Guarde sua referência para qualquer dúvida.',
  notConfirmedYet: 'Sua reserva ainda não foi confirmada',
  notHeardYet:
    'Não tivemos notícias da administradora do imóvel no último minuto. Se você pagou, sua reserva está sendo processada e você vai receber um e-mail quando ela for confirmada. Não pague de novo.',
  checkAgainLater:
    'Verifique novamente daqui a alguns minutos. Se ela ainda não estiver confirmada em uma hora, {askUs} e informe o horário em que você pagou.',
  askUs: 'fale conosco',
  checkAgain: 'Verificar novamente',
  confirmingBooking: 'Confirmando sua reserva',
  waitingForProvider:
    'Aguardando a administradora do imóvel confirmar sua reserva. Isso costuma levar alguns segundos. Fique nesta página.',

  sandboxOff:
    'A demo está conectada à Partner API real, então nenhum sandbox está em execução. Os webhooks, as falhas e os cartões de teste do sandbox não estão disponíveis aqui. Inicie a demo sem {setting} para usá-los.',
  webhooks: 'Webhooks',
  faults: 'Falhas',
  moveEnquiry: 'Mudar o status de uma solicitação',
  testCards: 'Cartões de teste',
  cardSucceeds: '{card}: é aprovado',
  cardDeclined: '{card}: é recusado',
  cardAsksBank: '{card}: pede confirmação com seu banco e depois é aprovado',
  cardProcessing: '{card}: fica alguns segundos em processamento e depois é aprovado',
  startAgain: 'Recomeçar',
  resetSandbox: 'Redefinir o sandbox',
  protections: 'Proteções',
  protectionsLead:
    'O proxy à frente do sandbox protege os formulários públicos e o pagamento como faria o servidor de um parceiro. Experimente: envie a mesma solicitação duas vezes ou faça a verificação falhar de propósito.',
  limitPerAddress: 'Requisições de um mesmo endereço (solicitações e pagamento)',
  limitPerEmail: 'Solicitações para um mesmo endereço de e-mail',
  limitValue: '{max} em {window}',
  sameEnquiry: 'A mesma solicitação enviada de novo',
  sameEnquiryValue: 'Respondida com a referência da primeira, por {window}',
  humanCheckSetting: 'A verificação de segurança',
  humanCheckValue:
    'O widget do sandbox: marque-o para passar ou faça-o falhar de propósito. Quem passou é considerado confiável por {window}.',

  injectFault: 'Simular uma falha',
  route: 'Rota',
  fault: 'Falha',
  times: 'Vezes',
  inject: 'Simular',
  routeEvery: 'Todas as rotas',
  routeListEnquiries: 'Listar solicitações',
  routeReadEnquiry: 'Ler uma solicitação',
  routeCreateGeneral: 'Criar uma solicitação geral',
  routeCreateSpecific: 'Criar uma solicitação sobre um quarto',
  routeStartCheckout: 'Iniciar o pagamento',
  routeCompleteCheckout: 'Concluir o pagamento',
  faultServer: 'Erro no servidor (503)',
  faultRateLimited: 'Requisições demais (429, nova tentativa após 2 s)',
  faultSlow: 'Resposta lenta (3 s)',
  faultTimeout: 'Sem resposta (tempo esgotado)',
  faultMalformed: 'Um corpo que não é JSON',
  faultsActive: 'Ativas: {faults}',
  faultLeft_one: '{route} (mais {count} vez)',
  faultLeft_many: '{route} (mais {count} vezes)',
  faultLeft_other: '{route} (mais {count} vezes)',
  noFaults: 'Nenhuma falha ativa.',
  clearFaults: 'Limpar falhas',

  moveThisEnquiry: 'Sandbox: mudar o status desta solicitação',
  playAccommodationSide: 'Sandbox: faça o papel da acomodação.',
  enquiryReference: 'Referência da solicitação',
  newStatus: 'Novo status',
  move: 'Mudar',
  moved: 'A solicitação com referência {enquiry} agora está como “{status}”.',
  moveFailed: 'O sandbox não mudou o status. A demo está rodando no sandbox?',

  webhooksLead:
    'O sandbox envia cada evento para o receptor desta demo em {path}, com o token de acesso que registrou. Uma reserva feita pelo pagamento seguro aparece aqui como {booked}; a mudança de status de uma solicitação, logo abaixo, como {updated}.',
  loseAnswers: 'Perder as respostas das próximas 2 tentativas',
  answersLost:
    'As próximas 2 tentativas chegam ao receptor, mas as respostas se perdem. Veja como elas são repetidas.',
  faultRefused: 'O sandbox recusou a falha ({status}).',
  sandboxUnreachable: 'Não foi possível acessar o sandbox.',
  answered: '{path} respondeu {status}.',
  noDeliveries: 'Nenhuma entrega ainda.',
  deliveriesCaption: 'Entregas de webhooks, da mais recente para a mais antiga',
  columnEvent: 'Evento',
  columnAbout: 'Sobre',
  columnAttempts: 'Tentativas e respostas do receptor',
  columnState: 'Situação',
  attempt: '{time}: {answer}',
  answerDuplicate: '{status}: já processado, recebimento confirmado',
  answerHandled: '{status}: processado',
  answerOther: '{status}: {answer}',
  deliveryDelivered: 'Entregue',
  deliveryGivenUp: 'Abandonada',
  deliveryRetrying: 'Nova tentativa às {time}',
  deliverySending: 'Enviando',
  handledHeading: 'Processados pelo receptor',
  nothingHandled: 'Nada processado ainda.',
  handledCaption: 'Eventos processados, do mais recente para o mais antigo, cada um uma vez',
  columnKey: 'Chave',
  columnHandledAt: 'Horário de processamento',

  consentHeading: 'Medição deste site',
  consentText:
    'Podemos medir como os estudantes usam esta demo, para melhorá-la? Nada do que você digita é medido, e nada é guardado no seu navegador para isso.',
  consentTextGoogle:
    'Podemos medir com o Google Analytics como os estudantes usam este site, para melhorá-lo? Para isso, o Google guarda cookies no seu navegador. Nada do que você digita é medido.',
  consentAllow: 'Permitir a medição',
  consentRefuse: 'Recusar',
  analyticsHeading: 'Eventos de análise',
  analyticsLead:
    'O que esta página informa ao {tool} enquanto o estudante avança: retido até a escolha, enviado se a medição for permitida, descartado se for recusada. A medição está {state}.',
  consentGranted: 'permitida',
  consentDenied: 'recusada',
  consentPending: 'aguardando escolha',
  noAnalyticsEvents: 'Nenhum evento ainda.',
  analyticsCaption: 'Eventos de análise, os mais recentes primeiro',
  columnOutcome: 'Resultado',
  outcomeSent: 'Enviado',
  outcomeHeld: 'Retido',
  outcomeDropped: 'Descartado',
  outcomeFailed: 'Falhou',
};

export default ptBR;
