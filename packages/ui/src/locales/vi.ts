import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/** Vietnamese: Tiếng Việt. */
const language = { locale: 'vi', direction: 'ltr' } as const;

/** Words every component shows. */
const common = {
  tryAgain: 'Thử lại',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: 'Đây là thông tin bắt buộc',
  tooLong255: 'Vui lòng nhập tối đa 255 ký tự',
  emailFormat: 'Vui lòng nhập địa chỉ email đúng định dạng, ví dụ name@example.com',
  phoneCountryCode: 'Vui lòng nhập số điện thoại có dấu + và mã quốc gia, ví dụ +44 7700 900123',
  phoneFormat:
    'Vui lòng nhập số điện thoại theo định dạng quốc tế, gồm dấu + và 7 đến 15 chữ số, ví dụ +44 7700 900123',
  enterFirstName: 'Vui lòng nhập tên của bạn',
  enterLastName: 'Vui lòng nhập họ của bạn',
  enterEmail: 'Vui lòng nhập địa chỉ email của bạn',
  enterPhone: 'Vui lòng nhập số điện thoại của bạn',
  firstName: 'Tên',
  lastName: 'Họ',
  email: 'Email',
  phone: 'Số điện thoại',
  phoneHint: 'Ghi kèm mã quốc gia, ví dụ +44 7700 900123',
  optional: '(không bắt buộc)',
  selectPlaceholder: 'Chọn một mục',
  errorSummaryTitle: 'Vui lòng kiểm tra lại thông tin',
};

/** The check that the student is a person, in the enquiry forms and the checkout. */
const human = {
  humanCheckLabel: 'Xác nhận bạn là người thật',
  humanCheckRequired: 'Vui lòng hoàn tất bước xác nhận bạn là người thật',
  humanCheckFailed:
    'Bước xác nhận bạn là người thật không thành công hoặc đã hết hạn. Vui lòng thực hiện lại.',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: 'Vui lòng nhập tối đa 5000 ký tự',
  enterMessage: 'Vui lòng nhập tin nhắn của bạn',
  message: 'Tin nhắn',
  enquiringAbout: 'Yêu cầu thông tin về {room} tại {property}',
  enquiringAboutProperty: 'Yêu cầu thông tin về {property}',
  submit: 'Gửi yêu cầu',
  sending: 'Đang gửi yêu cầu của bạn…',
  successHeading: 'Đã gửi yêu cầu',
  successReference: 'Mã yêu cầu của bạn là {reference}.',
  sendAnother: 'Gửi yêu cầu khác',
  announceSuccess: 'Đã gửi yêu cầu. Mã yêu cầu của bạn là {reference}.',
  errorNetwork: 'Không kết nối được máy chủ. Vui lòng kiểm tra kết nối rồi thử lại.',
  errorTimeout: 'Máy chủ phản hồi quá lâu. Vui lòng thử lại.',
  errorRateLimited: 'Bạn đã thử quá nhiều lần. Vui lòng chờ một lát rồi thử lại.',
  errorServer:
    'Đã có lỗi từ phía chúng tôi. Nội dung bạn đã nhập vẫn được giữ nguyên, bạn có thể thử lại.',
  errorOther:
    'Không gửi được yêu cầu của bạn. Nội dung bạn đã nhập vẫn được giữ nguyên, bạn có thể thử lại.',
  extraRequired: 'Vui lòng nhập {label}',
  extraSelect: 'Vui lòng chọn {label}',
  extraCheckbox: 'Vui lòng đánh dấu “{label}” để tiếp tục',
  extraNumber: 'Vui lòng nhập {label} bằng số',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: 'Yêu cầu',
  columnReference: 'Mã yêu cầu',
  columnStudent: 'Sinh viên',
  columnPhone: 'Điện thoại',
  columnRoom: 'Phòng',
  columnStatus: 'Trạng thái',
  columnMessage: 'Tin nhắn',
  generalEnquiry: 'Yêu cầu chung',
  roomAtProperty: '{room} tại {property}',
  noPhone: 'Không cung cấp',
  viewEnquiry: 'Xem yêu cầu có mã {reference}',
  statusFilter: 'Trạng thái',
  allStatuses: 'Tất cả trạng thái',
  status_pending: 'Đang chờ',
  status_in_progress: 'Đang xử lý',
  status_resolved: 'Đã giải quyết',
  status_closed: 'Đã đóng',
  pageSize: 'Số hàng mỗi trang',
  pagination: 'Phân trang',
  previousPage: 'Trang trước',
  nextPage: 'Trang sau',
  pageNumber: 'Trang {page}',
  showing: 'Hiển thị {from}–{to} trong tổng số {total}',
  loading: 'Đang tải các yêu cầu…',
  refreshing: 'Đang tải trang {page}…',
  empty: 'Chưa có yêu cầu nào',
  emptyStatus: 'Không có yêu cầu nào ở trạng thái {status}',
  showAllStatuses: 'Hiển thị tất cả trạng thái',
  loadFailed: 'Không tải được các yêu cầu.',
  beyondLast: 'Không có trang {page}. Trang cuối là trang {last}.',
  goToLastPage: 'Đến trang cuối',
  detailsHeading: 'Yêu cầu (mã {reference})',
  detailsLoading: 'Đang tải yêu cầu…',
  detailsFailed: 'Không tải được yêu cầu này.',
  close: 'Đóng',
  fieldName: 'Họ tên',
  fieldEmail: 'Email',
  fieldPhone: 'Điện thoại',
  fieldRoom: 'Phòng',
  fieldStatus: 'Trạng thái',
  fieldMessage: 'Tin nhắn',
  fieldIds: 'Mã nhà vận hành, tòa nhà và phòng',
  metadata: 'Siêu dữ liệu',
  additionalFields: 'Trường bổ sung',
};

/** Rooms and booking periods: the catalogue parts, and the checkout as it loads its room. */
const rooms = {
  dateRange: '{start} đến {end}',
  perWeek: '{price} mỗi tuần',
  listSeparator: ', ',
  roomLoading: 'Đang tải phòng…',
  roomLoadFailed: 'Không tải được phòng.',
  roomNotFound: 'Phòng này không còn được đăng.',
  roomUnavailable: 'Phòng này hiện đã được đặt hết.',
  periodQuestion: 'Bạn muốn thuê trong thời gian nào?',
  noPeriods: 'Phòng này chưa mở đặt cho thời gian thuê nào.',
  price: 'Giá',
  availability: 'Tình trạng phòng',
  available: 'Còn phòng',
  availableRoomsLeft_other: 'Còn {count} phòng trống',
  fullyBooked: 'Đã được đặt hết',
  cancellation: 'Chính sách hủy',
  visaCancellation: 'Hủy miễn phí nếu bạn bị từ chối thị thực',
  uniPlaceCancellation: 'Hủy miễn phí nếu bạn không được nhận vào đại học',
  noCancellation: 'Vui lòng hỏi bộ phận chỗ ở về việc hủy đặt phòng.',
  nearby: 'Địa điểm lân cận',
  distanceTo: '{name}: {distance}',
  photoOf: 'Ảnh {number} của {name}',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: 'Vui lòng nhập tối đa 16 ký tự',
  tooLong2000: 'Vui lòng nhập tối đa 2000 ký tự',
  countryFormat: 'Vui lòng dùng mã quốc gia gồm hai chữ cái (ISO 3166-1), ví dụ GB',
  realDate: 'Ngày sinh phải là một ngày hợp lệ',
  dateInPast: 'Ngày sinh phải là ngày trong quá khứ',
  selectGender: 'Vui lòng chọn giới tính của bạn',
  enterDateOfBirth: 'Vui lòng nhập ngày sinh của bạn',
  enterAddressLine1: 'Vui lòng nhập dòng đầu tiên của địa chỉ',
  enterCity: 'Vui lòng nhập thành phố của bạn',
  enterPostcode: 'Vui lòng nhập mã bưu chính của bạn',
  selectCountry: 'Vui lòng chọn quốc gia của bạn',
  selectNationality: 'Vui lòng chọn quốc tịch của bạn',
  enterTheirFirstName: 'Vui lòng nhập tên của người đó',
  enterTheirLastName: 'Vui lòng nhập họ của người đó',
  enterRelationship: 'Vui lòng nhập mối quan hệ của người đó với bạn',
  enterTheirEmail: 'Vui lòng nhập địa chỉ email của người đó',
  enterTheirPhone: 'Vui lòng nhập số điện thoại của người đó',
  enterTheirDateOfBirth: 'Vui lòng nhập ngày sinh của người đó',
  enterTheirAddressLine1: 'Vui lòng nhập dòng đầu tiên trong địa chỉ của người đó',
  enterTheirCity: 'Vui lòng nhập thành phố của người đó',
  enterTheirPostcode: 'Vui lòng nhập mã bưu chính của người đó',
  selectTheirCountry: 'Vui lòng chọn quốc gia của người đó',
  enterUniversity: 'Vui lòng nhập trường đại học của bạn',
  selectYearOfStudy: 'Vui lòng chọn bậc học hiện tại của bạn',
  enterCourseTitle: 'Vui lòng nhập tên ngành học của bạn',
  choosePlan: 'Vui lòng chọn cách thanh toán',
  stepStay: 'Thời gian thuê và thanh toán',
  stepAbout: 'Thông tin của bạn',
  stepGuarantor: 'Người bảo lãnh',
  stepEmergencyContact: 'Người liên hệ khẩn cấp',
  stepCourse: 'Thông tin học tập',
  stepReview: 'Kiểm tra thông tin',
  stepConfirmed: 'Đã xác nhận đặt phòng',
  stepOf: 'Bước {step}/{total}',
  booking: 'Đặt {room} tại {property}',
  bookingProperty: 'Đặt phòng tại {property}',
  back: 'Quay lại',
  continue: 'Tiếp tục',
  change: 'Thay đổi',
  changeStay: 'Thay đổi thời gian thuê và thanh toán',
  changeAbout: 'Thay đổi thông tin của bạn',
  changeGuarantor: 'Thay đổi người bảo lãnh',
  changeEmergencyContact: 'Thay đổi người liên hệ khẩn cấp',
  changeCourse: 'Thay đổi thông tin học tập',
  bookingPeriod: 'Thời gian thuê',
  paymentPlan: 'Bạn sẽ thanh toán thế nào?',
  payInFull: 'Thanh toán một lần',
  payInInstalments: 'Thanh toán trả góp',
  ukGuarantor: 'Bạn có người bảo lãnh sống tại Vương quốc Anh không?',
  useScheme: 'Thay vào đó, bạn có dùng dịch vụ bảo lãnh không?',
  useSchemeHint: 'Dịch vụ bảo lãnh của bên thứ ba sẽ làm người bảo lãnh cho bạn, có thu phí.',
  yes: 'Có',
  no: 'Không',
  name: 'Họ tên',
  gender: 'Giới tính',
  gender_male: 'Nam',
  gender_female: 'Nữ',
  gender_other: 'Khác',
  year_foundation: 'Dự bị đại học',
  year_undergraduate_first_year: 'Đại học – năm nhất',
  year_undergraduate_second_year: 'Đại học – năm hai',
  year_undergraduate_third_year: 'Đại học – năm ba',
  year_undergraduate_placement_year: 'Đại học – năm thực tập',
  year_postgraduate_masters: 'Sau đại học – thạc sĩ',
  year_postgraduate_phd: 'Sau đại học – tiến sĩ',
  year_other: 'Khác',
  dateOfBirth: 'Ngày sinh',
  dateDay: 'Ngày',
  dateMonth: 'Tháng',
  dateYear: 'Năm',
  dateHint: 'Ví dụ: {example}',
  addressLine1: 'Địa chỉ dòng 1',
  addressLine2: 'Địa chỉ dòng 2',
  city: 'Thành phố',
  region: 'Vùng',
  postcode: 'Mã bưu chính',
  country: 'Quốc gia',
  nationality: 'Quốc tịch',
  relationship: 'Mối quan hệ',
  relationshipHint: 'Ví dụ cha mẹ, anh chị em hoặc bạn bè',
  university: 'Trường đại học',
  yearOfStudy: 'Bậc học hiện tại',
  courseTitle: 'Ngành học',
  specialRequests: 'Yêu cầu đặc biệt',
  choosePeriod: 'Vui lòng chọn thời gian thuê',
  chooseUkGuarantor: 'Vui lòng cho biết bạn có người bảo lãnh sống tại Vương quốc Anh không',
  chooseScheme: 'Vui lòng cho biết bạn có dùng dịch vụ bảo lãnh không',
  needScheme:
    'Để trả góp khi không có người bảo lãnh tại Vương quốc Anh, vui lòng dùng dịch vụ bảo lãnh hoặc thanh toán một lần',
  payment: 'Thanh toán',
  dueNow: 'Khoản thanh toán trước để giữ chỗ cần trả ngay: {amount}',
  startingPayment: 'Đang chuẩn bị thanh toán an toàn…',
  payAndBook: 'Thanh toán và đặt phòng',
  paying: 'Đang thanh toán…',
  confirmingBooking: 'Đang xác nhận đặt phòng của bạn…',
  paymentFailed: 'Bạn chưa bị trừ tiền. Vui lòng kiểm tra thông tin thẻ hoặc dùng thẻ khác.',
  cardNotCharged: 'Không trừ tiền được từ thẻ của bạn.',
  cardFormLanguage: 'Ngôn ngữ của biểu mẫu thẻ: {language}.',
  cardUnavailable:
    'Không tải được phần thanh toán thẻ an toàn. Vui lòng kiểm tra kết nối rồi thử lại.',
  paymentNotReady: 'Biểu mẫu thanh toán chưa sẵn sàng. Vui lòng chờ một lát rồi thử lại.',
  startFailed: 'Không chuẩn bị được thanh toán an toàn. Bạn chưa bị trừ tiền.',
  completeFailed:
    'Bạn đã thanh toán, nhưng đặt phòng chưa được xác nhận. Bạn sẽ không bị trừ tiền hai lần cho khoản thanh toán này. Vui lòng thử lại. Nếu lỗi vẫn tiếp diễn, vui lòng báo mã giao dịch {reference} cho bộ phận chỗ ở.',
  paymentProcessing:
    'Khoản thanh toán của bạn vẫn đang được xử lý. Vui lòng không thanh toán lại. Chúng tôi sẽ xác nhận đặt phòng khi giao dịch hoàn tất.',
  paymentNotCompleted: 'Thanh toán chưa hoàn tất và bạn chưa bị trừ tiền. Vui lòng thử lại.',
  sessionRenewed:
    'Phiên thanh toán an toàn đã được làm mới, bạn có thêm thời gian. Bạn chưa bị trừ tiền. Vui lòng nhập thông tin thẻ.',
  sessionEnding:
    'Phiên thanh toán an toàn sẽ được làm mới lúc {time}. Thông tin thẻ bạn đã nhập sẽ bị xóa và bạn sẽ không bị trừ tiền. Nếu cần thêm thời gian, hãy làm mới ngay bây giờ.',
  moreTime: 'Thêm thời gian',
  paymentElsewhere:
    'Một khoản thanh toán cho phòng này đã được bắt đầu ở một tab hoặc cửa sổ trình duyệt khác. Vui lòng không thanh toán lại ở đây. Trang này sẽ tự cập nhật khi thanh toán xong.',
  hostedCheckoutOpened:
    'Bạn đã mở trang thanh toán an toàn cho phòng này. Nếu bạn đã thanh toán ở đó, vui lòng không thanh toán lại. Nếu chưa, bạn có thể thanh toán tại đây.',
  payHereInstead: 'Thanh toán tại đây',
  bookedBefore:
    'Phòng này vừa được đặt cho những ngày này trên thiết bị này và bạn chưa bị trừ thêm tiền. Nếu bạn đặt phòng cho người khác, vui lòng đặt lại.',
  bookAgain: 'Đặt lại cho người khác',
  paymentResumed:
    'Một khoản thanh toán cho phòng này đã được bắt đầu trên thiết bị này nhưng chưa hoàn tất. Vui lòng hoàn tất tại đây cho những ngày đang hiển thị: khoản này chỉ có thể thanh toán một lần.',
  paymentCheckFailed:
    'Hiện chưa kiểm tra được khoản thanh toán của bạn. Vui lòng không thanh toán lại và kiểm tra lại sau ít phút.',
  bookingRefused:
    'Bạn đã thanh toán, nhưng không thể hoàn tất đặt phòng. Bạn sẽ không bị trừ tiền hai lần cho khoản thanh toán này. Vui lòng báo mã giao dịch {reference} cho bộ phận chỗ ở để được hoàn tiền hoặc đặt ngày khác.',
  checkingPayment: 'Đang kiểm tra khoản thanh toán…',
  checkAgain: 'Kiểm tra lại',
  periodLocked: 'Bạn đã thanh toán cho thời gian thuê này nên không thể thay đổi ở đây.',
  bookingReference: 'Mã đặt phòng của bạn là {reference}.',
  bookingReferenceLater:
    'Bạn đã đặt phòng xong. Đơn vị cung cấp chỗ ở sẽ gửi mã đặt phòng cho bạn.',
  bookingNext: 'Bộ phận chỗ ở sẽ gửi email cho bạn về các bước tiếp theo.',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: 'Đến trang thanh toán an toàn',
  startingCheckout: 'Đang mở trang thanh toán an toàn…',
  redirectingToCheckout: 'Đang chuyển bạn đến trang thanh toán an toàn…',
  hostedCheckoutUnavailable:
    'Phòng này không hỗ trợ thanh toán trực tuyến. Vui lòng gửi yêu cầu, bộ phận chỗ ở sẽ giúp bạn đặt phòng.',
  hostedCheckoutFailed: 'Không mở được trang thanh toán. Bạn chưa bị trừ tiền.',
  paymentUnderWay:
    'Khoản thanh toán cho phòng này đã được bắt đầu tại đây. Vui lòng không thanh toán lại mà chờ giao dịch hoàn tất.',
  roomBookedHere: 'Bạn đã đặt phòng này ở đây rồi.',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** Vietnamese words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, human, enquiry);
/** Vietnamese words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
/** Vietnamese words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
/** Vietnamese words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  rooms,
  checkoutWords,
);
/**
 * Vietnamese words for `HostedCheckoutButton`. Given only a room, the button loads it and may ask
 * for a period, in the catalogue's words: then give the provider
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
