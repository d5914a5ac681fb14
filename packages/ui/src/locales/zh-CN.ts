import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/** Chinese (China): 中文（中国）. */
const language = { locale: 'zh-CN', direction: 'ltr' } as const;

/** Words every component shows. */
const common = {
  tryAgain: '重试',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: '此项为必填项',
  tooLong255: '请使用不超过 255 个字符',
  emailFormat: '请输入格式正确的电子邮箱地址，例如 name@example.com',
  phoneCountryCode: '请输入带 + 和国家代码的电话号码，例如 +44 7700 900123',
  phoneFormat: '请按国际格式输入电话号码（+ 后接 7 到 15 位数字），例如 +44 7700 900123',
  enterFirstName: '请输入您的名字',
  enterLastName: '请输入您的姓氏',
  enterEmail: '请输入您的电子邮箱地址',
  enterPhone: '请输入您的电话号码',
  firstName: '名字',
  lastName: '姓氏',
  email: '电子邮箱',
  phone: '电话号码',
  phoneHint: '请包含国家代码，例如 +44 7700 900123',
  optional: '（选填）',
  selectPlaceholder: '请选择',
  errorSummaryTitle: '请修正以下问题',
};

/** The check that the student is a person, in the enquiry forms and the checkout. */
const human = {
  humanCheckLabel: '验证您是真人',
  humanCheckRequired: '请完成真人验证',
  humanCheckFailed: '真人验证失败或已过期，请重新完成验证',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: '请使用不超过 5000 个字符',
  enterMessage: '请输入您的留言',
  message: '留言',
  enquiringAbout: '咨询 {property} 的 {room}',
  enquiringAboutProperty: '咨询 {property}',
  submit: '发送咨询',
  sending: '正在发送您的咨询……',
  successHeading: '咨询已发送',
  successReference: '您的咨询编号是 {reference}。',
  sendAnother: '再发送一条咨询',
  announceSuccess: '咨询已发送。您的咨询编号是 {reference}。',
  errorNetwork: '无法连接服务器。请检查网络连接，然后重试。',
  errorTimeout: '服务器响应时间过长。请重试。',
  errorRateLimited: '尝试次数过多。请稍候再试。',
  errorServer: '我们这边出了问题。您输入的内容仍然保留，可以重试。',
  errorOther: '您的咨询未能发送。您输入的内容仍然保留，可以重试。',
  extraRequired: '请输入{label}',
  extraSelect: '请选择{label}',
  extraCheckbox: '请勾选“{label}”以继续',
  extraNumber: '请以数字输入{label}',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: '咨询',
  columnReference: '咨询编号',
  columnStudent: '学生',
  columnPhone: '电话',
  columnRoom: '房间',
  columnStatus: '状态',
  columnMessage: '留言',
  generalEnquiry: '一般咨询',
  roomAtProperty: '{property} 的 {room}',
  noPhone: '未提供',
  viewEnquiry: '查看编号为 {reference} 的咨询',
  statusFilter: '状态',
  allStatuses: '全部状态',
  status_pending: '待处理',
  status_in_progress: '处理中',
  status_resolved: '已解决',
  status_closed: '已关闭',
  pageSize: '每页行数',
  pagination: '分页',
  previousPage: '上一页',
  nextPage: '下一页',
  pageNumber: '第 {page} 页',
  showing: '显示第 {from}–{to} 条，共 {total} 条',
  loading: '正在加载咨询……',
  refreshing: '正在加载第 {page} 页……',
  empty: '暂无咨询',
  emptyStatus: '没有状态为“{status}”的咨询',
  showAllStatuses: '显示全部状态',
  loadFailed: '无法加载咨询。',
  beyondLast: '没有第 {page} 页，最后一页是第 {last} 页。',
  goToLastPage: '前往最后一页',
  detailsHeading: '咨询编号 {reference}',
  detailsLoading: '正在加载咨询……',
  detailsFailed: '无法加载此咨询。',
  close: '关闭',
  fieldName: '姓名',
  fieldEmail: '电子邮箱',
  fieldPhone: '电话',
  fieldRoom: '房间',
  fieldStatus: '状态',
  fieldMessage: '留言',
  fieldIds: '运营方、房源和房间 ID',
  metadata: '元数据',
  additionalFields: '其他字段',
};

/** Rooms and booking periods: the catalogue parts, and the checkout as it loads its room. */
const rooms = {
  dateRange: '{start}至{end}',
  perWeek: '每周 {price}',
  listSeparator: '，',
  roomLoading: '正在加载房间……',
  roomLoadFailed: '无法加载房间。',
  roomNotFound: '此房间已下架。',
  roomUnavailable: '此房间目前已订满。',
  periodQuestion: '您想预订哪个租期？',
  noPeriods: '此房间暂无开放预订的租期。',
  price: '价格',
  availability: '可订情况',
  available: '可预订',
  availableRoomsLeft_other: '可预订，剩余 {count} 间',
  fullyBooked: '已订满',
  cancellation: '取消政策',
  visaCancellation: '签证被拒可免费取消',
  uniPlaceCancellation: '未获大学录取可免费取消',
  noCancellation: '取消事宜请咨询住宿团队。',
  nearby: '附近',
  distanceTo: '{name}：{distance}',
  photoOf: '{name} 的第 {number} 张照片',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: '请使用不超过 16 个字符',
  tooLong2000: '请使用不超过 2000 个字符',
  countryFormat: '请使用两个字母的国家代码（ISO 3166-1），例如 GB',
  realDate: '出生日期必须是有效的日期',
  dateInPast: '出生日期必须是过去的日期',
  selectGender: '请选择您的性别',
  enterDateOfBirth: '请输入您的出生日期',
  enterAddressLine1: '请输入您地址的第一行',
  enterCity: '请输入您所在的城市',
  enterPostcode: '请输入您的邮政编码',
  selectCountry: '请选择您的国家/地区',
  selectNationality: '请选择您的国籍',
  enterTheirFirstName: '请输入对方的名字',
  enterTheirLastName: '请输入对方的姓氏',
  enterRelationship: '请输入对方与您的关系',
  enterTheirEmail: '请输入对方的电子邮箱地址',
  enterTheirPhone: '请输入对方的电话号码',
  enterTheirDateOfBirth: '请输入对方的出生日期',
  enterTheirAddressLine1: '请输入对方地址的第一行',
  enterTheirCity: '请输入对方所在的城市',
  enterTheirPostcode: '请输入对方的邮政编码',
  selectTheirCountry: '请选择对方的国家/地区',
  enterUniversity: '请输入您的大学',
  selectYearOfStudy: '请选择您的年级',
  enterCourseTitle: '请输入您的专业名称',
  choosePlan: '请选择付款方式',
  stepStay: '租期与付款',
  stepAbout: '个人信息',
  stepGuarantor: '担保人',
  stepEmergencyContact: '紧急联系人',
  stepCourse: '学业信息',
  stepReview: '核对您的信息',
  stepConfirmed: '预订已确认',
  stepOf: '第 {step} 步，共 {total} 步',
  booking: '预订 {property} 的 {room}',
  bookingProperty: '预订 {property} 的房间',
  back: '返回',
  continue: '继续',
  change: '修改',
  changeStay: '修改租期与付款',
  changeAbout: '修改个人信息',
  changeGuarantor: '修改担保人',
  changeEmergencyContact: '修改紧急联系人',
  changeCourse: '修改学业信息',
  bookingPeriod: '租期',
  paymentPlan: '您将如何付款？',
  payInFull: '全额付款',
  payInInstalments: '分期付款',
  ukGuarantor: '您是否有居住在英国的担保人？',
  useScheme: '您是否改用担保服务？',
  useSchemeHint: '第三方担保服务收取一定费用，担任您的担保人。',
  yes: '是',
  no: '否',
  name: '姓名',
  gender: '性别',
  gender_male: '男',
  gender_female: '女',
  gender_other: '其他',
  year_foundation: '预科',
  year_undergraduate_first_year: '本科一年级',
  year_undergraduate_second_year: '本科二年级',
  year_undergraduate_third_year: '本科三年级',
  year_undergraduate_placement_year: '本科实习年',
  year_postgraduate_masters: '硕士研究生',
  year_postgraduate_phd: '博士研究生',
  year_other: '其他',
  dateOfBirth: '出生日期',
  dateDay: '日',
  dateMonth: '月',
  dateYear: '年',
  dateHint: '例如：{example}',
  addressLine1: '地址第 1 行',
  addressLine2: '地址第 2 行',
  city: '城市',
  region: '地区',
  postcode: '邮政编码',
  country: '国家/地区',
  nationality: '国籍',
  relationship: '与您的关系',
  relationshipHint: '例如父母、兄弟姐妹或朋友',
  university: '大学',
  yearOfStudy: '年级',
  courseTitle: '专业名称',
  specialRequests: '特殊要求',
  choosePeriod: '请选择租期',
  chooseUkGuarantor: '请选择您是否有居住在英国的担保人',
  chooseScheme: '请选择是否使用担保服务',
  needScheme: '若没有英国担保人又想分期付款，请使用担保服务，或全额付款',
  payment: '付款',
  dueNow: '现需支付订金：{amount}',
  startingPayment: '正在准备安全付款……',
  payAndBook: '付款并预订',
  paying: '正在付款……',
  confirmingBooking: '正在确认您的预订……',
  paymentFailed: '未扣取任何款项。请检查银行卡信息，或换一张卡。',
  cardNotCharged: '您的银行卡未能扣款。',
  cardFormLanguage: '银行卡付款表单以{language}显示。',
  cardUnavailable: '无法加载安全的银行卡付款表单。请检查网络连接，然后重试。',
  paymentNotReady: '付款表单尚未就绪。请稍候再试。',
  startFailed: '无法准备安全付款。未支付任何款项。',
  completeFailed:
    '您的付款已成功，但预订尚未确认。这笔付款不会被重复扣款。请重试。如果问题持续，请向住宿团队提供编号 {reference}。',
  paymentProcessing: '您的付款仍在处理中。请勿重复付款。款项到账后，我们会确认您的预订。',
  paymentNotCompleted: '付款未完成，未扣取任何款项。请重试。',
  sessionRenewed: '安全付款页面已刷新，您有了更多时间。未支付任何款项。请输入您的银行卡信息。',
  sessionEnding:
    '安全付款将于 {time} 刷新。您输入的银行卡信息将被清除，不会扣除任何款项。如需更多时间，请立即延长。',
  moreTime: '延长时间',
  paymentElsewhere:
    '此房间的付款已在另一个标签页或窗口中开始。请勿在此重复付款。付款完成后，此页面会自动更新。',
  hostedCheckoutOpened:
    '您已为此房间打开安全结账页面。如果您已在那里付款，请勿重复付款。如果没有，可以改在此处付款。',
  payHereInstead: '改在此处付款',
  bookedBefore:
    '此房间的这些日期不久前已在此设备上预订，未再支付任何款项。如果您要为他人预订，请再次预订。',
  bookAgain: '为他人再次预订',
  paymentResumed:
    '此房间的一笔付款已在此设备上开始但尚未完成。请在此处为所示日期完成付款：这笔款项只能支付一次。',
  paymentCheckFailed: '目前无法核实您的付款。请勿重复付款。请稍后重新核实。',
  bookingRefused:
    '您的款项已支付，但预订未能完成。这笔付款不会被重复扣款。如需退款或预订其他日期，请向住宿团队提供编号 {reference}。',
  checkingPayment: '正在核实您的付款……',
  checkAgain: '重新核实',
  periodLocked: '您已为此租期付款，无法在此更改。',
  bookingReference: '您的预订编号是 {reference}。',
  bookingReferenceLater: '您的预订已完成。住宿提供方会将预订编号发送给您。',
  bookingNext: '住宿团队会通过电子邮件告知您后续步骤。',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: '前往安全结账',
  startingCheckout: '正在启动安全结账……',
  redirectingToCheckout: '正在前往安全结账……',
  hostedCheckoutUnavailable: '此房间不支持在线结账。请发送咨询，团队会协助您预订。',
  hostedCheckoutFailed: '无法启动结账。未支付任何款项。',
  paymentUnderWay: '此房间的付款已在此处开始。请勿重复付款，请等待付款完成。',
  roomBookedHere: '您已在此预订了这个房间。',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** Chinese (China) words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, human, enquiry);
/** Chinese (China) words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
/** Chinese (China) words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
/** Chinese (China) words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  rooms,
  checkoutWords,
);
/**
 * Chinese (China) words for `HostedCheckoutButton`. Given only a room, the button loads it and may
 * ask for a period, in the catalogue's words: then give the provider
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
