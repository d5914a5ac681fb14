import type { DemoWords } from './en-GB.ts';

/**
 * Korean: polite formal endings, the terms of Unistay's Korean pack (문의, 예약, 접수 번호 and 예약
 * 번호 for a booking's, 방 rather than a hotel's 객실, 숙소 제공업체, 숙소 담당 팀, 안전 결제).
 */
const ko: DemoWords = {
  skipToContent: '본문으로 건너뛰기',
  brand: 'Unistay 데모',
  documentTitle: '{page} · Unistay 데모',
  mainNavigation: '주 메뉴',
  language: '언어',
  loading: '불러오는 중…',
  tryAgain: '다시 시도',
  sentenceSeparator: ' ',
  listSeparator: ', ',

  pageRooms: '방 목록',
  pageAsk: '질문하기',
  pageEnquiries: '문의',
  pageSandbox: '샌드박스',
  pageRoom: '방 정보',
  pageBooking: '내 예약',

  city: '도시',
  everyCity: '모든 도시',
  roomsLoading: '방 목록을 불러오는 중…',
  roomsLoadFailed: '방 목록을 불러오지 못했습니다.',
  roomsShown_other: '방 {count}개, {pages}페이지 중 {page}페이지',
  roomsShownInCity_other: '{city}의 방 {count}개, {pages}페이지 중 {page}페이지',
  fromPrice: '주당 {price}부터',
  dateRange: '{start}~{end}',
  enquireAbout: '{room} 문의하기',
  closeEnquiry: '문의 닫기',
  bookRoom: '{room} 예약하기',
  closeBooking: '예약 닫기',

  backToRooms: '방 목록으로 돌아가기',
  roomLoading: '방 정보를 불러오는 중…',
  roomNotFound: '이 방은 목록에 없습니다.',
  roomLoadFailed: '방 정보를 불러오지 못했습니다.',
  partLoadFailed:
    '페이지의 이 부분을 불러오지 못했습니다. 다시 온라인 상태가 되거나 다시 시도하면 다시 불러옵니다.',
  askAboutRoom: '이 방에 대해 질문하기',
  bookThisRoom: '이 방 예약하기',

  fullyBooked: '{room}은(는) 예약이 마감되었습니다. 예약할 수 있는 기간이 없습니다.',
  secureCheckout: '안전 결제',
  secureCheckoutLead: '숙소 제공업체의 결제 페이지에서 결제하고 예약하세요.',
  secureCheckoutFor: '안전 결제: {dates}',
  bookHere: '여기에서 예약하기',
  bookRoomHere: '여기에서 {room} 예약하기',
  paymentUnderWayBelow:
    '아래에서 이 방의 결제를 이미 시작했습니다. 그 결제가 완료되지 않으면 안전한 결제가 다시 제공됩니다.',
  roomBookedBelow: '아래에서 이 방을 예약하셨습니다.',

  askLead:
    '예약, 결제, 방 찾기에 관한 질문은 숙소 담당 팀에 전달되며, 담당 팀이 이메일로 답변해 드립니다.',
  enquirySent: '문의를 보냈습니다',
  yourReference: '접수 번호는 {reference}입니다.',
  seeInEnquiryList: '문의 목록에서 보기',
  sendAnotherEnquiry: '다른 문의 보내기',

  enquiriesCaption: '학생 문의',
  staffChecking: '문의를 볼 수 있는 사람을 확인하는 중…',
  staffCheckFailed: '데모 서버에서 문의 열람 권한을 확인하지 못했습니다.',
  demoServerAnswered: '데모 서버가 {status} 상태로 응답했습니다.',
  sandboxEnquiriesOpen:
    '이 문의는 샌드박스에서 만든 가상의 데이터이므로 여기서는 누구나 이 페이지를 볼 수 있습니다. 실제 API에 연결하면 먼저 직원 로그인을 요청합니다. 프록시가 로그인한 직원에게만 문의 조회를 전달하기 때문입니다.',
  staffOnly: '문의에는 학생의 개인 정보가 담겨 있으므로 로그인한 직원만 볼 수 있습니다.',
  staffSignInOff:
    '직원 로그인이 꺼져 있습니다. 데모 서버에 {setting}을(를) 설정하고 서버를 다시 시작하세요.',
  staffSignIn: '직원 로그인',
  staffPassword: '직원 비밀번호',
  signIn: '로그인',
  wrongPassword: '비밀번호가 올바르지 않습니다.',
  tooManyPasswords_other:
    '이 주소에서 잘못된 비밀번호를 너무 많이 입력했습니다. {count}초 후에 다시 시도하세요.',
  staffSignInHeld:
    '잘못된 비밀번호가 너무 많이 입력되어 직원 로그인이 일시 중지되었습니다. 나중에 다시 시도하거나 서버 로그에 기록된 로그인 링크를 여세요.',
  signInLinkSpent:
    '이 로그인 링크는 이미 사용되었거나 만료되었습니다. 비밀번호로 로그인하거나 서버 로그에 있는 최신 링크를 여세요.',
  signInTooSlow: '로그인 요청이 너무 늦게 도착했습니다. 다시 시도하세요.',
  signInRefused: '데모 서버가 로그인을 거부했습니다({status}).',
  demoServerUnreachable: '데모 서버에 연결할 수 없습니다. 다시 시도하세요.',
  signedInAsStaff: '직원으로 로그인했습니다.',
  signOut: '로그아웃',
  signOutFailed: '로그아웃하지 못했습니다. 다시 시도하세요.',

  nothingToConfirm: '확인할 예약이 없습니다',
  nothingToConfirmText:
    '이 페이지는 안전 결제로 한 예약을 확정하는 곳인데, 이 주소에는 결제 정보가 없습니다. {findRoom}',
  findRoom: '방 찾아보기',
  bookingConfirmed: '예약 확정',
  roomAtPropertyYours: '{property} {room} 예약이 완료되었습니다.',
  roomYours: '{room} 예약이 완료되었습니다.',
  roomBooked: '방 예약이 완료되었습니다.',
  bookingReference: '예약 번호는 {reference}입니다.',
  moveInNote:
    '입주 안내는 숙소 제공업체가 이메일로 보내 드립니다. 문의할 때 필요하니 예약 번호를 보관해 두세요.',
  notConfirmedYet: '예약이 아직 확정되지 않았습니다',
  notHeardYet:
    '지난 1분 동안 숙소 제공업체에서 소식이 없었습니다. 결제하셨다면 예약이 처리 중이며, 확정되면 이메일을 받게 됩니다. 다시 결제하지 마세요.',
  checkAgainLater:
    '몇 분 후에 다시 확인하세요. 1시간이 지나도 확정되지 않으면 결제한 시각과 함께 {askUs}.',
  askUs: '문의해 주세요',
  checkAgain: '다시 확인',
  confirmingBooking: '예약을 확정하는 중',
  waitingForProvider:
    '숙소 제공업체가 예약을 확정하기를 기다리고 있습니다. 보통 몇 초면 끝나니 이 페이지에 머물러 주세요.',

  sandboxOff:
    '데모가 실제 Partner API에 연결되어 있어 샌드박스가 실행되지 않습니다. 샌드박스의 웹후크, 장애, 테스트 카드는 여기에 없습니다. 사용하려면 {setting} 없이 데모를 시작하세요.',
  webhooks: '웹후크',
  faults: '장애',
  moveEnquiry: '문의 상태 변경',
  testCards: '테스트 카드',
  cardSucceeds: '{card}: 승인',
  cardDeclined: '{card}: 거절',
  cardAsksBank: '{card}: 은행 확인을 거친 후 승인',
  cardProcessing: '{card}: 몇 초 동안 처리 중 상태였다가 승인',
  startAgain: '처음부터 다시',
  resetSandbox: '샌드박스 초기화',
  protections: '보호 장치',
  protectionsLead:
    '샌드박스 앞의 프록시는 파트너의 서버처럼 공개 양식과 결제를 보호합니다. 직접 해 보세요. 같은 문의를 두 번 보내거나 확인을 일부러 실패시켜 보세요.',
  limitPerAddress: '한 주소에서 보내는 요청(문의 및 결제)',
  limitPerEmail: '한 이메일 주소에서 보낸 문의',
  limitValue: '{window}에 최대 {max}건',
  sameEnquiry: '다시 보낸 같은 문의',
  sameEnquiryValue: '{window} 동안 첫 문의의 접수 번호로 답변',
  humanCheckSetting: '사람인지 확인',
  humanCheckValue:
    '샌드박스 위젯: 통과하려면 선택하고, 일부러 실패시킬 수도 있습니다. 통과한 학생은 {window} 동안 신뢰됩니다.',

  injectFault: '장애 주입',
  route: '경로',
  fault: '장애',
  times: '횟수',
  inject: '주입',
  routeEvery: '모든 경로',
  routeListEnquiries: '문의 목록 조회',
  routeReadEnquiry: '문의 조회',
  routeCreateGeneral: '일반 문의 생성',
  routeCreateSpecific: '방 문의 생성',
  routeStartCheckout: '결제 시작',
  routeCompleteCheckout: '결제 완료',
  faultServer: '서버 오류(503)',
  faultRateLimited: '요청 과다(429, 2초 후 재시도)',
  faultSlow: '느린 응답(3초)',
  faultTimeout: '응답 없음(시간 초과)',
  faultMalformed: 'JSON이 아닌 본문',
  faultsActive: '활성: {faults}',
  faultLeft_other: '{route}({count}회 남음)',
  noFaults: '활성화된 장애가 없습니다.',
  clearFaults: '장애 모두 해제',

  moveThisEnquiry: '샌드박스: 이 문의의 상태 변경',
  playAccommodationSide: '샌드박스: 숙소 측 역할을 직접 해 볼 수 있습니다.',
  enquiryReference: '문의 접수 번호',
  newStatus: '새 상태',
  move: '변경',
  moved: '접수 번호 {enquiry} 문의의 상태를 ‘{status}’(으)로 변경했습니다.',
  moveFailed: '샌드박스가 상태를 변경하지 않았습니다. 데모가 샌드박스에서 실행 중인가요?',

  webhooksLead:
    '샌드박스는 등록된 액세스 토큰과 함께 각 이벤트를 {path}에 있는 이 데모의 수신기로 보냅니다. 안전 결제로 한 예약은 여기에 {booked}(으)로, 아래에서 문의 상태를 바꾸면 {updated}(으)로 표시됩니다.',
  loseAnswers: '다음 2회 시도의 응답 잃어버리기',
  answersLost:
    '다음 2회 시도는 수신기에 도착하지만 응답이 사라집니다. 재시도되는 과정을 확인해 보세요.',
  faultRefused: '샌드박스가 장애 설정을 거부했습니다({status}).',
  sandboxUnreachable: '샌드박스에 연결할 수 없습니다.',
  answered: '{path}에서 {status} 응답을 받았습니다.',
  noDeliveries: '아직 전송 내역이 없습니다.',
  deliveriesCaption: '웹후크 전송 내역(최신순)',
  columnEvent: '이벤트',
  columnAbout: '대상',
  columnAttempts: '시도와 수신기 응답',
  columnState: '상태',
  attempt: '{time}: {answer}',
  answerDuplicate: '{status}: 이미 처리됨, 수신 확인',
  answerHandled: '{status}: 처리됨',
  answerOther: '{status}: {answer}',
  deliveryDelivered: '전송됨',
  deliveryGivenUp: '중단됨',
  deliveryRetrying: '{time}에 재시도',
  deliverySending: '전송 중',
  handledHeading: '수신기가 처리한 이벤트',
  nothingHandled: '아직 처리된 이벤트가 없습니다.',
  handledCaption: '처리된 이벤트(최신순, 각 1회)',
  columnKey: '키',
  columnHandledAt: '처리 시각',

  consentHeading: '이 사이트의 이용 측정',
  consentText:
    '데모를 개선하기 위해 학생들이 이 데모를 어떻게 이용하는지 측정해도 될까요? 입력하신 내용은 측정하지 않으며, 이를 위해 브라우저에 저장하는 것도 없습니다.',
  consentTextGoogle:
    '사이트를 개선하기 위해 Google 애널리틱스로 학생들이 이 사이트를 어떻게 이용하는지 측정해도 될까요? 이를 위해 Google이 브라우저에 쿠키를 저장합니다. 입력하신 내용은 측정하지 않습니다.',
  consentAllow: '측정 허용',
  consentRefuse: '거부',
  analyticsHeading: '분석 이벤트',
  analyticsLead:
    '학생이 이용하는 동안 이 페이지가 {tool}에 전달하는 내용입니다. 선택하기 전까지는 보류되고, 측정을 허용하면 전송되며, 거부하면 폐기됩니다. 측정 상태: {state}.',
  consentGranted: '허용됨',
  consentDenied: '거부됨',
  consentPending: '아직 선택하지 않음',
  noAnalyticsEvents: '아직 이벤트가 없습니다.',
  analyticsCaption: '분석 이벤트, 최신순',
  columnOutcome: '결과',
  outcomeSent: '전송됨',
  outcomeHeld: '보류됨',
  outcomeDropped: '폐기됨',
  outcomeFailed: '실패',
};

export default ko;
