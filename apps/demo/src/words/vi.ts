import type { DemoWords } from './en-GB.ts';

/**
 * Vietnamese: "bạn" and "vui lòng", the terms of Unistay's Vietnamese pack (yêu cầu, đặt phòng, mã
 * yêu cầu and mã đặt phòng, thời gian thuê, đơn vị cung cấp chỗ ở, bộ phận chỗ ở, thanh toán an
 * toàn) and of the sandbox's own card words (sandbox, thẻ thử nghiệm).
 */
const vi: DemoWords = {
  skipToContent: 'Chuyển đến nội dung chính',
  brand: 'Bản demo Unistay',
  documentTitle: '{page} · Bản demo Unistay',
  mainNavigation: 'Menu chính',
  language: 'Ngôn ngữ',
  loading: 'Đang tải…',
  tryAgain: 'Thử lại',
  sentenceSeparator: ' ',
  listSeparator: ', ',

  pageRooms: 'Phòng',
  pageAsk: 'Gửi câu hỏi',
  pageEnquiries: 'Yêu cầu',
  pageSandbox: 'Sandbox',
  pageRoom: 'Phòng',
  pageBooking: 'Đặt phòng của bạn',

  city: 'Thành phố',
  everyCity: 'Tất cả thành phố',
  roomsLoading: 'Đang tải danh sách phòng…',
  roomsLoadFailed: 'Không tải được danh sách phòng.',
  roomsShown_other: '{count} phòng, trang {page}/{pages}',
  roomsShownInCity_other: '{count} phòng tại {city}, trang {page}/{pages}',
  fromPrice: 'Từ {price} mỗi tuần',
  dateRange: '{start} đến {end}',
  enquireAbout: 'Gửi yêu cầu về {room}',
  closeEnquiry: 'Đóng yêu cầu',
  bookRoom: 'Đặt {room}',
  closeBooking: 'Đóng phần đặt phòng',

  backToRooms: 'Quay lại danh sách phòng',
  roomLoading: 'Đang tải phòng…',
  roomNotFound: 'Phòng này không có trong danh sách.',
  roomLoadFailed: 'Không tải được phòng.',
  partLoadFailed:
    'Không tải được phần này của trang. Phần này sẽ được tải lại khi bạn có mạng trở lại hoặc khi bạn thử lại.',
  askAboutRoom: 'Hỏi về phòng này',
  bookThisRoom: 'Đặt phòng này',

  fullyBooked: '{room} đã được đặt hết. Không còn thời gian thuê nào để đặt.',
  secureCheckout: 'Thanh toán an toàn',
  secureCheckoutLead:
    'Thanh toán và đặt phòng trên trang thanh toán riêng của đơn vị cung cấp chỗ ở.',
  secureCheckoutFor: 'Thanh toán an toàn: {dates}',
  bookHere: 'Đặt phòng tại đây',
  bookRoomHere: 'Đặt {room} tại đây',
  paymentUnderWayBelow:
    'Bạn đã bắt đầu thanh toán cho phòng này ở bên dưới. Nếu khoản thanh toán đó không thành công, thanh toán an toàn sẽ được cung cấp lại.',
  roomBookedBelow: 'Bạn đã đặt phòng này ở bên dưới.',

  askLead:
    'Câu hỏi về đặt phòng, thanh toán hay tìm phòng sẽ được gửi đến bộ phận chỗ ở, và bộ phận này sẽ trả lời qua email.',
  enquirySent: 'Đã gửi yêu cầu',
  yourReference: 'Mã yêu cầu của bạn là {reference}.',
  seeInEnquiryList: 'Xem trong danh sách yêu cầu',
  sendAnotherEnquiry: 'Gửi yêu cầu khác',

  enquiriesCaption: 'Yêu cầu từ sinh viên',
  staffChecking: 'Đang kiểm tra ai được xem các yêu cầu…',
  staffCheckFailed: 'Không hỏi được máy chủ demo xem ai được xem các yêu cầu.',
  demoServerAnswered: 'Máy chủ demo trả về {status}.',
  sandboxEnquiriesOpen:
    'Các yêu cầu này đến từ sandbox và là dữ liệu giả, nên ở đây trang này mở cho mọi người. Khi dùng API thật, nhân viên phải đăng nhập trước, vì proxy chỉ cho nhân viên đã đăng nhập đọc các yêu cầu.',
  staffOnly:
    'Các yêu cầu chứa dữ liệu cá nhân của sinh viên, nên chỉ nhân viên đã đăng nhập mới xem được.',
  staffSignInOff:
    'Tính năng đăng nhập cho nhân viên đang tắt. Hãy thiết lập {setting} trên máy chủ demo rồi khởi động lại máy chủ.',
  staffSignIn: 'Đăng nhập cho nhân viên',
  staffPassword: 'Mật khẩu nhân viên',
  signIn: 'Đăng nhập',
  wrongPassword: 'Mật khẩu không đúng.',
  tooManyPasswords_other:
    'Địa chỉ của bạn đã nhập sai mật khẩu quá nhiều lần. Vui lòng đợi {count} giây rồi thử lại.',
  staffSignInHeld:
    'Đăng nhập cho nhân viên đang tạm dừng vì mật khẩu bị nhập sai quá nhiều lần. Vui lòng thử lại sau, hoặc mở liên kết đăng nhập được ghi trong nhật ký máy chủ.',
  signInLinkSpent:
    'Liên kết đăng nhập này đã được dùng hoặc đã hết hạn. Vui lòng đăng nhập bằng mật khẩu, hoặc mở liên kết mới nhất trong nhật ký máy chủ.',
  signInTooSlow: 'Thông tin đăng nhập gửi đến quá chậm. Vui lòng thử lại.',
  signInRefused: 'Máy chủ demo đã từ chối đăng nhập ({status}).',
  demoServerUnreachable: 'Không kết nối được máy chủ demo. Vui lòng thử lại.',
  signedInAsStaff: 'Đã đăng nhập với tư cách nhân viên.',
  signOut: 'Đăng xuất',
  signOutFailed: 'Không đăng xuất được. Vui lòng thử lại.',

  nothingToConfirm: 'Không có gì để xác nhận',
  nothingToConfirmText:
    'Trang này xác nhận đặt phòng qua thanh toán an toàn, nhưng địa chỉ này không chỉ đến giao dịch thanh toán nào. {findRoom}.',
  findRoom: 'Tìm phòng',
  bookingConfirmed: 'Đã xác nhận đặt phòng',
  roomAtPropertyYours: 'Bạn đã đặt được {room} tại {property}.',
  roomYours: 'Bạn đã đặt được {room}.',
  roomBooked: 'Phòng của bạn đã được đặt.',
  bookingReference: 'Mã đặt phòng của bạn là {reference}.',
  moveInNote:
    'Đơn vị cung cấp chỗ ở sẽ gửi email cho bạn về việc dọn vào ở. Hãy giữ mã đặt phòng để dùng khi cần hỏi.',
  notConfirmedYet: 'Đặt phòng của bạn chưa được xác nhận',
  notHeardYet:
    'Trong một phút qua, chúng tôi chưa nhận được phản hồi từ đơn vị cung cấp chỗ ở. Nếu bạn đã thanh toán, đặt phòng của bạn đang được xử lý và bạn sẽ nhận được email khi đặt phòng được xác nhận. Vui lòng không thanh toán lại.',
  checkAgainLater:
    'Vui lòng kiểm tra lại sau vài phút. Nếu sau một giờ vẫn chưa được xác nhận, hãy {askUs} và cho biết thời điểm bạn thanh toán.',
  askUs: 'hỏi chúng tôi',
  checkAgain: 'Kiểm tra lại',
  confirmingBooking: 'Đang xác nhận đặt phòng của bạn',
  waitingForProvider:
    'Đang chờ đơn vị cung cấp chỗ ở xác nhận đặt phòng của bạn. Việc này thường chỉ mất vài giây, vui lòng ở lại trang này.',

  sandboxOff:
    'Bản demo đang kết nối với Partner API thật nên không có sandbox nào chạy. Webhook, lỗi giả lập và thẻ thử nghiệm của sandbox không có ở đây. Hãy khởi động bản demo mà không có {setting} để dùng chúng.',
  webhooks: 'Webhook',
  faults: 'Lỗi giả lập',
  moveEnquiry: 'Chuyển trạng thái yêu cầu',
  testCards: 'Thẻ thử nghiệm',
  cardSucceeds: '{card}: thành công',
  cardDeclined: '{card}: bị từ chối',
  cardAsksBank: '{card}: cần bạn xác nhận với ngân hàng, sau đó thành công',
  cardProcessing: '{card}: ở trạng thái đang xử lý vài giây, sau đó thành công',
  startAgain: 'Bắt đầu lại',
  resetSandbox: 'Đặt lại sandbox',
  protections: 'Biện pháp bảo vệ',
  protectionsLead:
    'Proxy đặt trước sandbox bảo vệ các biểu mẫu công khai và bước thanh toán như máy chủ của một đối tác. Hãy thử: gửi cùng một yêu cầu hai lần, hoặc cố ý làm kiểm tra thất bại.',
  limitPerAddress: 'Lượt gửi từ một địa chỉ (yêu cầu và thanh toán)',
  limitPerEmail: 'Yêu cầu cho một địa chỉ email',
  limitValue: 'Tối đa {max} trong {window}',
  sameEnquiry: 'Cùng một yêu cầu được gửi lại',
  sameEnquiryValue: 'Trả lời bằng mã yêu cầu của lần đầu, trong vòng {window}',
  humanCheckSetting: 'Kiểm tra bạn là người thật',
  humanCheckValue:
    'Tiện ích của sandbox: đánh dấu để vượt qua, hoặc cố ý làm thất bại. Sinh viên đã vượt qua được tin cậy trong {window}.',

  injectFault: 'Tạo lỗi giả lập',
  route: 'Tuyến API',
  fault: 'Lỗi',
  times: 'Số lần',
  inject: 'Tạo lỗi',
  routeEvery: 'Mọi tuyến',
  routeListEnquiries: 'Liệt kê yêu cầu',
  routeReadEnquiry: 'Đọc một yêu cầu',
  routeCreateGeneral: 'Tạo yêu cầu chung',
  routeCreateSpecific: 'Tạo yêu cầu về một phòng',
  routeStartCheckout: 'Bắt đầu thanh toán',
  routeCompleteCheckout: 'Hoàn tất thanh toán',
  faultServer: 'Lỗi máy chủ (503)',
  faultRateLimited: 'Quá nhiều lượt gọi (429, thử lại sau 2 giây)',
  faultSlow: 'Phản hồi chậm (3 giây)',
  faultTimeout: 'Không phản hồi (hết thời gian chờ)',
  faultMalformed: 'Nội dung không phải JSON',
  faultsActive: 'Đang bật: {faults}',
  faultLeft_other: '{route} (còn {count} lần)',
  noFaults: 'Không có lỗi giả lập nào đang bật.',
  clearFaults: 'Xóa lỗi giả lập',

  moveThisEnquiry: 'Sandbox: chuyển trạng thái yêu cầu này',
  playAccommodationSide: 'Sandbox: đóng vai bên cung cấp chỗ ở.',
  enquiryReference: 'Mã yêu cầu',
  newStatus: 'Trạng thái mới',
  move: 'Chuyển',
  moved: 'Đã chuyển yêu cầu có mã {enquiry} sang “{status}”.',
  moveFailed: 'Sandbox không chuyển được trạng thái. Bản demo có đang chạy trên sandbox không?',

  webhooksLead:
    'Sandbox gửi từng sự kiện đến bộ nhận của bản demo này tại {path}, kèm mã truy cập mà nó đã đăng ký. Đặt phòng qua thanh toán an toàn sẽ hiện ở đây là {booked}; chuyển trạng thái yêu cầu ở bên dưới sẽ hiện là {updated}.',
  loseAnswers: 'Làm mất phản hồi của 2 lần gửi tiếp theo',
  answersLost:
    '2 lần gửi tiếp theo sẽ đến bộ nhận nhưng phản hồi bị mất. Hãy xem chúng được gửi lại.',
  faultRefused: 'Sandbox đã từ chối lỗi giả lập ({status}).',
  sandboxUnreachable: 'Không kết nối được sandbox.',
  answered: '{path} trả về {status}.',
  noDeliveries: 'Chưa có lượt gửi nào.',
  deliveriesCaption: 'Các lượt gửi webhook, mới nhất trước',
  columnEvent: 'Sự kiện',
  columnAbout: 'Liên quan đến',
  columnAttempts: 'Các lần gửi và phản hồi của bộ nhận',
  columnState: 'Trạng thái',
  attempt: '{time}: {answer}',
  answerDuplicate: '{status}: đã xử lý trước đó, đã xác nhận',
  answerHandled: '{status}: đã xử lý',
  answerOther: '{status}: {answer}',
  deliveryDelivered: 'Đã gửi',
  deliveryGivenUp: 'Đã bỏ',
  deliveryRetrying: 'Thử lại lúc {time}',
  deliverySending: 'Đang gửi',
  handledHeading: 'Bộ nhận đã xử lý',
  nothingHandled: 'Chưa xử lý sự kiện nào.',
  handledCaption: 'Sự kiện đã xử lý, mới nhất trước, mỗi sự kiện một lần',
  columnKey: 'Khóa',
  columnHandledAt: 'Xử lý lúc',

  consentHeading: 'Đo lường trang này',
  consentText:
    'Chúng tôi có thể đo lường cách sinh viên sử dụng bản demo này để cải thiện nó không? Không có nội dung nào bạn nhập được đo lường, và không có gì được lưu trong trình duyệt của bạn cho việc này.',
  consentTextGoogle:
    'Chúng tôi có thể dùng Google Analytics để đo lường cách sinh viên sử dụng trang web này nhằm cải thiện nó không? Google lưu cookie trong trình duyệt của bạn cho việc này. Không có nội dung nào bạn nhập được đo lường.',
  consentAllow: 'Cho phép đo lường',
  consentRefuse: 'Từ chối',
  analyticsHeading: 'Sự kiện phân tích',
  analyticsLead:
    'Những gì trang này gửi tới {tool} trong lúc sinh viên sử dụng: được giữ lại cho đến khi họ chọn, được gửi nếu họ cho phép đo lường, bị loại bỏ nếu họ từ chối. Trạng thái đo lường: {state}.',
  consentGranted: 'đã cho phép',
  consentDenied: 'đã từ chối',
  consentPending: 'chưa chọn',
  noAnalyticsEvents: 'Chưa có sự kiện nào.',
  analyticsCaption: 'Sự kiện phân tích, mới nhất trước',
  columnOutcome: 'Kết quả',
  outcomeSent: 'Đã gửi',
  outcomeHeld: 'Đang giữ',
  outcomeDropped: 'Đã loại bỏ',
  outcomeFailed: 'Thất bại',
};

export default vi;
