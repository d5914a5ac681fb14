import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/** Korean: 한국어. */
const language = { locale: 'ko', direction: 'ltr' } as const;

/** Words every component shows. */
const common = {
  tryAgain: '다시 시도',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: '필수 항목입니다',
  tooLong255: '255자 이내로 입력하세요',
  emailFormat: '올바른 형식의 이메일 주소를 입력하세요(예: name@example.com)',
  phoneCountryCode: '+와 국가 번호를 포함해 전화번호를 입력하세요(예: +44 7700 900123)',
  phoneFormat:
    '+ 다음에 7~15자리 숫자가 오는 국제 형식으로 전화번호를 입력하세요(예: +44 7700 900123)',
  enterFirstName: '이름을 입력하세요',
  enterLastName: '성을 입력하세요',
  enterEmail: '이메일 주소를 입력하세요',
  enterPhone: '전화번호를 입력하세요',
  firstName: '이름',
  lastName: '성',
  email: '이메일',
  phone: '전화번호',
  phoneHint: '국가 번호를 포함하세요(예: +44 7700 900123)',
  optional: '(선택)',
  selectPlaceholder: '선택하세요',
  errorSummaryTitle: '입력 내용에 문제가 있습니다',
};

/** The check that the student is a person, in the enquiry forms and the checkout. */
const human = {
  humanCheckLabel: '사람인지 확인',
  humanCheckRequired: '사람인지 확인하는 절차를 완료하세요',
  humanCheckFailed: '사람인지 확인하는 절차가 실패했거나 만료되었습니다. 다시 완료하세요.',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: '5000자 이내로 입력하세요',
  enterMessage: '메시지를 입력하세요',
  message: '메시지',
  enquiringAbout: '{property}의 {room} 문의',
  enquiringAboutProperty: '{property} 문의',
  submit: '문의 보내기',
  sending: '문의를 보내는 중…',
  successHeading: '문의를 보냈습니다',
  successReference: '접수 번호는 {reference}입니다.',
  sendAnother: '다른 문의 보내기',
  announceSuccess: '문의를 보냈습니다. 접수 번호는 {reference}입니다.',
  errorNetwork: '서버에 연결할 수 없습니다. 연결을 확인한 후 다시 시도하세요.',
  errorTimeout: '서버 응답 시간이 너무 깁니다. 다시 시도하세요.',
  errorRateLimited: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도하세요.',
  errorServer: '저희 쪽에 문제가 발생했습니다. 입력하신 내용은 그대로 있으니 다시 시도하세요.',
  errorOther: '문의를 보내지 못했습니다. 입력하신 내용은 그대로 있으니 다시 시도하세요.',
  extraRequired: '{label}을(를) 입력하세요',
  extraSelect: '{label}을(를) 선택하세요',
  extraCheckbox: '계속하려면 ‘{label}’에 체크하세요',
  extraNumber: '{label}을(를) 숫자로 입력하세요',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: '문의',
  columnReference: '접수 번호',
  columnStudent: '학생',
  columnPhone: '전화',
  columnRoom: '방',
  columnStatus: '상태',
  columnMessage: '메시지',
  generalEnquiry: '일반 문의',
  roomAtProperty: '{property} {room}',
  noPhone: '미입력',
  viewEnquiry: '접수 번호 {reference} 문의 보기',
  statusFilter: '상태',
  allStatuses: '모든 상태',
  status_pending: '대기 중',
  status_in_progress: '처리 중',
  status_resolved: '해결됨',
  status_closed: '종료됨',
  pageSize: '페이지당 행 수',
  pagination: '페이지 이동',
  previousPage: '이전 페이지',
  nextPage: '다음 페이지',
  pageNumber: '{page}페이지',
  showing: '전체 {total}개 중 {from}–{to}',
  loading: '문의를 불러오는 중…',
  refreshing: '{page}페이지를 불러오는 중…',
  empty: '아직 문의가 없습니다',
  emptyStatus: '‘{status}’ 상태인 문의가 없습니다',
  showAllStatuses: '모든 상태 보기',
  loadFailed: '문의를 불러오지 못했습니다.',
  beyondLast: '{page}페이지는 없습니다. 마지막 페이지는 {last}페이지입니다.',
  goToLastPage: '마지막 페이지로 이동',
  detailsHeading: '문의(접수 번호 {reference})',
  detailsLoading: '문의를 불러오는 중…',
  detailsFailed: '이 문의를 불러오지 못했습니다.',
  close: '닫기',
  fieldName: '이름',
  fieldEmail: '이메일',
  fieldPhone: '전화',
  fieldRoom: '방',
  fieldStatus: '상태',
  fieldMessage: '메시지',
  fieldIds: '운영사, 숙소, 방 ID',
  metadata: '메타데이터',
  additionalFields: '추가 항목',
};

/** Rooms and booking periods: the catalogue parts, and the checkout as it loads its room. */
const rooms = {
  dateRange: '{start}~{end}',
  perWeek: '주당 {price}',
  listSeparator: ', ',
  roomLoading: '방 정보를 불러오는 중…',
  roomLoadFailed: '방 정보를 불러오지 못했습니다.',
  roomNotFound: '이 방은 더 이상 등록되어 있지 않습니다.',
  roomUnavailable: '이 방은 현재 예약이 마감되었습니다.',
  periodQuestion: '거주 기간을 선택하세요',
  noPeriods: '이 방은 아직 예약할 수 있는 거주 기간이 없습니다.',
  price: '가격',
  availability: '예약 가능 여부',
  available: '예약 가능',
  availableRoomsLeft_other: '예약 가능, 남은 방 {count}개',
  fullyBooked: '예약 마감',
  cancellation: '취소 정책',
  visaCancellation: '비자가 거절되면 무료 취소',
  uniPlaceCancellation: '대학에 합격하지 못하면 무료 취소',
  noCancellation: '취소에 대해서는 숙소 담당 팀에 문의하세요.',
  nearby: '주변',
  distanceTo: '{name}: {distance}',
  photoOf: '{name} 사진 {number}',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: '16자 이내로 입력하세요',
  tooLong2000: '2000자 이내로 입력하세요',
  countryFormat: '두 글자 국가 코드(ISO 3166-1)를 사용하세요(예: GB)',
  realDate: '생년월일은 실제 날짜여야 합니다',
  dateInPast: '생년월일은 과거 날짜여야 합니다',
  selectGender: '성별을 선택하세요',
  enterDateOfBirth: '생년월일을 입력하세요',
  enterAddressLine1: '주소 첫 줄을 입력하세요',
  enterCity: '도시를 입력하세요',
  enterPostcode: '우편번호를 입력하세요',
  selectCountry: '국가를 선택하세요',
  selectNationality: '국적을 선택하세요',
  enterTheirFirstName: '그분의 이름을 입력하세요',
  enterTheirLastName: '그분의 성을 입력하세요',
  enterRelationship: '본인과의 관계를 입력하세요',
  enterTheirEmail: '그분의 이메일 주소를 입력하세요',
  enterTheirPhone: '그분의 전화번호를 입력하세요',
  enterTheirDateOfBirth: '그분의 생년월일을 입력하세요',
  enterTheirAddressLine1: '그분의 주소 첫 줄을 입력하세요',
  enterTheirCity: '그분의 도시를 입력하세요',
  enterTheirPostcode: '그분의 우편번호를 입력하세요',
  selectTheirCountry: '그분의 국가를 선택하세요',
  enterUniversity: '대학교를 입력하세요',
  selectYearOfStudy: '학년을 선택하세요',
  enterCourseTitle: '전공명을 입력하세요',
  choosePlan: '결제 방식을 선택하세요',
  stepStay: '거주 기간 및 결제',
  stepAbout: '본인 정보',
  stepGuarantor: '보증인',
  stepEmergencyContact: '비상 연락처',
  stepCourse: '학업 정보',
  stepReview: '입력 내용 확인',
  stepConfirmed: '예약 확정',
  stepOf: '{total}단계 중 {step}단계',
  booking: '{property} {room} 예약',
  bookingProperty: '{property} 방 예약',
  back: '뒤로',
  continue: '계속',
  change: '변경',
  changeStay: '거주 기간 및 결제 변경',
  changeAbout: '본인 정보 변경',
  changeGuarantor: '보증인 변경',
  changeEmergencyContact: '비상 연락처 변경',
  changeCourse: '학업 정보 변경',
  bookingPeriod: '거주 기간',
  paymentPlan: '어떻게 결제하시겠습니까?',
  payInFull: '전액 한 번에 결제',
  payInInstalments: '분할 결제',
  ukGuarantor: '영국에 거주하는 보증인이 있습니까?',
  useScheme: '대신 보증 서비스를 이용하시겠습니까?',
  useSchemeHint: '제3자 보증 서비스가 수수료를 받고 보증인이 되어 드립니다.',
  yes: '예',
  no: '아니요',
  name: '이름',
  gender: '성별',
  gender_male: '남성',
  gender_female: '여성',
  gender_other: '기타',
  year_foundation: '파운데이션(대학 예비 과정)',
  year_undergraduate_first_year: '학부 1학년',
  year_undergraduate_second_year: '학부 2학년',
  year_undergraduate_third_year: '학부 3학년',
  year_undergraduate_placement_year: '학부 현장 실습 연도',
  year_postgraduate_masters: '대학원 석사 과정',
  year_postgraduate_phd: '대학원 박사 과정',
  year_other: '기타',
  dateOfBirth: '생년월일',
  dateDay: '일',
  dateMonth: '월',
  dateYear: '연도',
  dateHint: '예: {example}',
  addressLine1: '주소 1',
  addressLine2: '주소 2',
  city: '도시',
  region: '지역',
  postcode: '우편번호',
  country: '국가',
  nationality: '국적',
  relationship: '관계',
  relationshipHint: '예: 부모, 형제자매, 친구',
  university: '대학교',
  yearOfStudy: '학년',
  courseTitle: '전공',
  specialRequests: '특별 요청',
  choosePeriod: '거주 기간을 선택하세요',
  chooseUkGuarantor: '영국에 거주하는 보증인이 있는지 선택하세요',
  chooseScheme: '보증 서비스를 이용할지 선택하세요',
  needScheme:
    '영국 거주 보증인 없이 분할 결제하려면 보증 서비스를 이용하거나 전액을 한 번에 결제하세요',
  payment: '결제',
  dueNow: '지금 결제할 예약금: {amount}',
  startingPayment: '안전한 결제를 준비하는 중…',
  payAndBook: '결제하고 예약하기',
  paying: '결제 중…',
  confirmingBooking: '예약을 확정하는 중…',
  paymentFailed: '결제된 금액은 없습니다. 카드 정보를 확인하거나 다른 카드를 사용하세요.',
  cardNotCharged: '카드로 결제하지 못했습니다.',
  cardFormLanguage: '카드 입력 양식은 {language}로 표시됩니다.',
  cardUnavailable: '안전한 카드 결제를 불러오지 못했습니다. 연결을 확인한 후 다시 시도하세요.',
  paymentNotReady: '결제 양식이 아직 준비되지 않았습니다. 잠시 후 다시 시도하세요.',
  startFailed: '안전한 결제를 준비하지 못했습니다. 결제된 금액은 없습니다.',
  completeFailed:
    '결제는 완료되었지만 예약이 아직 확정되지 않았습니다. 중복 청구되지 않으니 다시 시도하세요. 문제가 계속되면 숙소 담당 팀에 접수 번호 {reference}을(를) 알려 주세요.',
  paymentProcessing:
    '결제가 아직 처리 중입니다. 다시 결제하지 마세요. 결제가 완료되면 예약을 확정해 드립니다.',
  paymentNotCompleted: '결제가 완료되지 않아 청구된 금액이 없습니다. 다시 시도하세요.',
  sessionRenewed:
    '안전한 결제 화면을 새로 고쳐 시간이 연장되었습니다. 결제된 금액은 없습니다. 카드 정보를 입력하세요.',
  sessionEnding:
    '안전한 결제 화면이 {time}에 새로 고쳐집니다. 입력한 카드 정보는 지워지며 결제되는 금액은 없습니다. 시간이 더 필요하면 지금 연장하세요.',
  moreTime: '시간 연장하기',
  paymentElsewhere:
    '이 방의 결제가 다른 탭이나 창에서 시작되었습니다. 여기서 다시 결제하지 마세요. 결제가 끝나면 이 페이지가 업데이트됩니다.',
  hostedCheckoutOpened:
    '이 방의 안전 결제 페이지를 여셨습니다. 그곳에서 결제하셨다면 다시 결제하지 마세요. 결제하지 않으셨다면 여기에서 결제할 수 있습니다.',
  payHereInstead: '여기에서 결제',
  bookedBefore:
    '이 방은 조금 전에 이 기기에서 이 날짜로 예약되었으며, 추가로 결제된 금액은 없습니다. 다른 사람을 위해 예약하는 경우 다시 예약하세요.',
  bookAgain: '다른 사람을 위해 다시 예약',
  paymentResumed:
    '이 기기에서 이 방의 결제가 시작되었지만 완료되지 않았습니다. 표시된 날짜로 여기에서 결제를 완료하세요. 결제는 한 번만 할 수 있습니다.',
  paymentCheckFailed:
    '지금은 결제 상태를 확인할 수 없습니다. 다시 결제하지 마세요. 잠시 후 다시 확인하세요.',
  bookingRefused:
    '결제는 완료되었지만 예약을 완료하지 못했습니다. 중복 청구되지 않습니다. 환불을 받거나 다른 날짜로 예약하려면 숙소 담당 팀에 접수 번호 {reference}을(를) 알려 주세요.',
  checkingPayment: '결제를 확인하는 중…',
  checkAgain: '다시 확인',
  periodLocked: '이 거주 기간은 이미 결제하셨으므로 여기에서 변경할 수 없습니다.',
  bookingReference: '예약 번호는 {reference}입니다.',
  bookingReferenceLater: '예약이 완료되었습니다. 예약 번호는 숙소 제공업체가 보내 드립니다.',
  bookingNext: '숙소 담당 팀이 다음 단계를 이메일로 안내해 드립니다.',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: '안전 결제 페이지로 이동',
  startingCheckout: '안전 결제를 시작하는 중…',
  redirectingToCheckout: '안전 결제 페이지로 이동하는 중…',
  hostedCheckoutUnavailable:
    '이 방은 온라인 결제를 이용할 수 없습니다. 문의를 보내 주시면 담당 팀이 예약을 도와드립니다.',
  hostedCheckoutFailed: '결제를 시작하지 못했습니다. 결제된 금액은 없습니다.',
  paymentUnderWay:
    '이 방의 결제가 이미 여기에서 시작되었습니다. 다시 결제하지 말고 완료될 때까지 기다리세요.',
  roomBookedHere: '이 방은 여기에서 이미 예약하셨습니다.',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** Korean words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, human, enquiry);
/** Korean words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
/** Korean words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
/** Korean words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  rooms,
  checkoutWords,
);
/**
 * Korean words for `HostedCheckoutButton`. Given only a room, the button loads it and may ask for a
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
