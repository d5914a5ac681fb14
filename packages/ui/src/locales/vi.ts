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
  tooLong255: 'Dùng tối đa 255 ký tự',
  emailFormat: 'Nhập địa chỉ email đúng định dạng, ví dụ name@example.com',
  phoneCountryCode: 'Nhập số điện thoại có dấu + và mã quốc gia, ví dụ +44 7700 900123',
  phoneFormat:
    'Nhập số điện thoại theo định dạng quốc tế: dấu + rồi 7 đến 15 chữ số, ví dụ +44 7700 900123',
  enterFirstName: 'Nhập tên của bạn',
  enterLastName: 'Nhập họ của bạn',
  enterEmail: 'Nhập địa chỉ email của bạn',
  enterPhone: 'Nhập số điện thoại của bạn',
  firstName: 'Tên',
  lastName: 'Họ',
  email: 'Email',
  phone: 'Số điện thoại',
  phoneHint: 'Bao gồm mã quốc gia, ví dụ +44 7700 900123',
  optional: '(không bắt buộc)',
  selectPlaceholder: 'Chọn một mục',
  errorSummaryTitle: 'Có vấn đề',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: 'Dùng tối đa 5000 ký tự',
  enterMessage: 'Nhập tin nhắn của bạn',
  message: 'Tin nhắn',
  enquiringAbout: 'Hỏi về {room} tại {property}',
  enquiringAboutProperty: 'Hỏi về {property}',
  submit: 'Gửi yêu cầu',
  sending: 'Đang gửi yêu cầu của bạn…',
  successHeading: 'Đã gửi yêu cầu',
  successReference: 'Mã tham chiếu của bạn là {reference}.',
  sendAnother: 'Gửi yêu cầu khác',
  announceSuccess: 'Đã gửi yêu cầu. Mã tham chiếu của bạn là {reference}.',
  errorNetwork: 'Không kết nối được máy chủ. Hãy kiểm tra kết nối rồi thử lại.',
  errorTimeout: 'Máy chủ phản hồi quá lâu. Hãy thử lại.',
  errorRateLimited: 'Bạn đã thử quá nhiều lần. Hãy chờ một lát rồi thử lại.',
  errorServer: 'Đã có lỗi từ phía chúng tôi. Nội dung bạn nhập vẫn được giữ: hãy thử lại.',
  errorOther: 'Không gửi được yêu cầu của bạn. Nội dung bạn nhập vẫn được giữ: hãy thử lại.',
  extraRequired: 'Nhập {label}',
  extraSelect: 'Chọn {label}',
  extraCheckbox: 'Đánh dấu “{label}” để tiếp tục',
  extraNumber: 'Nhập {label} dưới dạng số',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: 'Yêu cầu',
  columnReference: 'Mã tham chiếu',
  columnStudent: 'Sinh viên',
  columnPhone: 'Điện thoại',
  columnRoom: 'Phòng',
  columnStatus: 'Trạng thái',
  columnMessage: 'Tin nhắn',
  generalEnquiry: 'Yêu cầu chung',
  roomAtProperty: '{room} tại {property}',
  noPhone: 'Không cung cấp',
  viewEnquiry: 'Xem yêu cầu {reference}',
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
  showing: 'Hiển thị {from}-{to} trên {total}',
  loading: 'Đang tải các yêu cầu…',
  refreshing: 'Đang tải trang {page}…',
  empty: 'Chưa có yêu cầu nào',
  emptyStatus: 'Không có yêu cầu nào ở trạng thái {status}',
  showAllStatuses: 'Hiển thị tất cả trạng thái',
  loadFailed: 'Không tải được các yêu cầu.',
  beyondLast: 'Không có trang {page}: trang cuối là {last}.',
  goToLastPage: 'Đến trang cuối',
  detailsHeading: 'Yêu cầu {reference}',
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
  roomNotFound: 'Phòng này không còn được niêm yết.',
  roomUnavailable: 'Hiện không đặt được phòng này: đã kín chỗ.',
  periodQuestion: 'Bạn sẽ ở khi nào?',
  noPeriods: 'Phòng này chưa có thời gian đặt phòng nào được mở.',
  price: 'Giá',
  availability: 'Tình trạng',
  available: 'Còn phòng',
  availableRoomsLeft_other: 'Còn phòng, còn lại {count} phòng',
  fullyBooked: 'Đã kín chỗ',
  cancellation: 'Hủy đặt phòng',
  visaCancellation: 'Hủy miễn phí nếu bạn bị từ chối thị thực',
  uniPlaceCancellation: 'Hủy miễn phí nếu bạn không được nhận vào đại học',
  noCancellation: 'Hãy hỏi đội ngũ nhà ở về việc hủy đặt phòng.',
  nearby: 'Lân cận',
  distanceTo: '{name}: {distance} {unit}',
  photoOf: 'Ảnh {number} của {name}',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: 'Dùng tối đa 16 ký tự',
  tooLong2000: 'Dùng tối đa 2000 ký tự',
  countryFormat: 'Dùng mã quốc gia gồm hai chữ cái (ISO 3166-1), ví dụ gb',
  realDate: 'Nhập một ngày hợp lệ, ví dụ 2004-03-27',
  dateInPast: 'Ngày sinh phải là ngày trong quá khứ',
  selectGender: 'Chọn giới tính của bạn',
  enterDateOfBirth: 'Nhập ngày sinh của bạn',
  enterAddressLine1: 'Nhập dòng đầu tiên của địa chỉ',
  enterCity: 'Nhập thành phố của bạn',
  enterPostcode: 'Nhập mã bưu chính của bạn',
  selectCountry: 'Chọn quốc gia của bạn',
  selectNationality: 'Chọn quốc tịch của bạn',
  enterTheirFirstName: 'Nhập tên của người đó',
  enterTheirLastName: 'Nhập họ của người đó',
  enterRelationship: 'Nhập mối quan hệ của người đó với bạn',
  enterTheirEmail: 'Nhập địa chỉ email của người đó',
  enterTheirPhone: 'Nhập số điện thoại của người đó',
  enterTheirDateOfBirth: 'Nhập ngày sinh của người đó',
  enterTheirAddressLine1: 'Nhập dòng đầu tiên trong địa chỉ của người đó',
  enterTheirCity: 'Nhập thành phố của người đó',
  enterTheirPostcode: 'Nhập mã bưu chính của người đó',
  selectTheirCountry: 'Chọn quốc gia của người đó',
  enterUniversity: 'Nhập trường đại học của bạn',
  selectYearOfStudy: 'Chọn năm học của bạn',
  enterCourseTitle: 'Nhập tên ngành học của bạn',
  choosePlan: 'Chọn cách bạn sẽ thanh toán',
  stepStay: 'Thời gian ở',
  stepAbout: 'Thông tin của bạn',
  stepGuarantor: 'Người bảo lãnh',
  stepEmergencyContact: 'Liên hệ khẩn cấp',
  stepCourse: 'Ngành học',
  stepReview: 'Kiểm tra câu trả lời',
  stepConfirmed: 'Đã xác nhận đặt phòng',
  stepOf: 'Bước {step}/{total}',
  booking: 'Đặt {room} tại {property}',
  bookingProperty: 'Đặt phòng tại {property}',
  back: 'Quay lại',
  continue: 'Tiếp tục',
  change: 'Thay đổi',
  changeWhat: 'Thay đổi {what}',
  bookingPeriod: 'Bạn sẽ ở khi nào?',
  paymentPlan: 'Bạn sẽ thanh toán thế nào?',
  payInFull: 'Thanh toán toàn bộ',
  payInInstalments: 'Thanh toán trả góp',
  ukGuarantor: 'Bạn có người bảo lãnh sống tại Vương quốc Anh không?',
  useScheme: 'Bạn có dùng dịch vụ bảo lãnh thay thế không?',
  useSchemeHint: 'Một dịch vụ bảo lãnh bên thứ ba sẽ đứng ra bảo lãnh cho bạn với một khoản phí.',
  yes: 'Có',
  no: 'Không',
  name: 'Họ tên',
  gender: 'Giới tính',
  gender_male: 'Nam',
  gender_female: 'Nữ',
  gender_other: 'Khác',
  dateOfBirth: 'Ngày sinh',
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
  yearOfStudy: 'Năm học',
  courseTitle: 'Ngành học',
  specialRequests: 'Yêu cầu đặc biệt',
  choosePeriod: 'Chọn thời gian bạn sẽ ở',
  chooseUkGuarantor: 'Chọn xem bạn có người bảo lãnh sống tại Vương quốc Anh không',
  chooseScheme: 'Chọn xem bạn có dùng dịch vụ bảo lãnh không',
  needScheme:
    'Để trả góp mà không có người bảo lãnh tại Vương quốc Anh, hãy dùng dịch vụ bảo lãnh hoặc thanh toán toàn bộ',
  payment: 'Thanh toán',
  dueNow: 'Cần trả ngay: tiền đặt cọc giữ chỗ {amount}',
  startingPayment: 'Đang chuẩn bị thanh toán an toàn…',
  payAndBook: 'Thanh toán và đặt phòng',
  paying: 'Đang thanh toán…',
  confirmingBooking: 'Đang xác nhận đặt phòng của bạn…',
  paymentFailed:
    '{message} Chưa có khoản nào bị trừ: hãy kiểm tra thông tin thẻ hoặc thử thẻ khác.',
  cardNotCharged: 'Không trừ tiền được từ thẻ của bạn.',
  cardUnavailable: 'Không tải được thanh toán thẻ an toàn. Hãy kiểm tra kết nối rồi thử lại.',
  paymentNotReady: 'Biểu mẫu thanh toán chưa sẵn sàng. Hãy chờ một lát rồi thử lại.',
  startFailed: 'Không chuẩn bị được thanh toán an toàn. Chưa có khoản nào được thanh toán.',
  completeFailed:
    'Bạn đã thanh toán, nhưng đặt phòng chưa được xác nhận. Bạn sẽ không bị trừ tiền lần nữa: hãy thử lại.',
  quoteReference: 'Nếu lỗi này tiếp diễn, hãy liên hệ đội ngũ nhà ở và cung cấp mã {reference}.',
  paymentProcessing:
    'Khoản thanh toán của bạn vẫn đang được xử lý. Đừng thanh toán lại: chúng tôi sẽ xác nhận đặt phòng khi hoàn tất.',
  paymentNotCompleted: 'Thanh toán chưa hoàn tất. Chưa có khoản nào bị trừ: hãy thử lại.',
  paymentCheckFailed:
    'Hiện chưa kiểm tra được khoản thanh toán. Đừng thanh toán lại: hãy tải lại trang sau ít phút.',
  bookingRefused:
    'Khoản thanh toán của bạn đã được trừ, nhưng không thể hoàn tất đặt phòng. Bạn sẽ không bị trừ tiền lần nữa. Hãy báo mã {reference} cho nhóm chỗ ở để được hoàn tiền hoặc đặt ngày khác.',
  checkingPayment: 'Đang kiểm tra khoản thanh toán…',
  checkAgain: 'Kiểm tra lại',
  periodLocked: 'Bạn đã thanh toán cho những ngày này, nên không thể thay đổi ở đây.',
  bookingReference: 'Mã đặt phòng của bạn là {reference}.',
  bookingReferenceLater:
    'Bạn đã đặt phòng xong. Không hiển thị được mã đặt phòng ở đây: nhà cung cấp chỗ ở sẽ gửi mã cho bạn.',
  bookingNext: 'Đội ngũ nhà ở sẽ gửi email cho bạn về các bước tiếp theo.',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: 'Tiếp tục đến trang thanh toán an toàn',
  startingCheckout: 'Đang mở trang thanh toán an toàn…',
  redirectingToCheckout: 'Đang chuyển bạn đến trang thanh toán an toàn…',
  hostedCheckoutUnavailable:
    'Phòng này không hỗ trợ thanh toán trực tuyến. Hãy gửi yêu cầu và đội ngũ sẽ giúp bạn đặt phòng.',
  hostedCheckoutFailed: 'Không mở được trang thanh toán. Chưa có khoản nào được thanh toán.',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, enquiry);
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
export const checkout = /* @__PURE__ */ languagePack(language, common, form, rooms, checkoutWords);
export const hostedCheckout = /* @__PURE__ */ languagePack(language, common, hosted);

/** Every word, for a page that shows every family. */
const every: UnistayLocale = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  enquiry,
  table,
  rooms,
  checkoutWords,
  hosted,
);
export default every;
