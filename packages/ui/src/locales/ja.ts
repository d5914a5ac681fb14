import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/** Japanese: 日本語. */
const language = { locale: 'ja', direction: 'ltr' } as const;

/** Words every component shows. */
const common = {
  tryAgain: 'もう一度試す',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: '必須項目です',
  tooLong255: '255文字以内で入力してください',
  emailFormat: 'メールアドレスを正しい形式で入力してください（例：name@example.com）',
  phoneCountryCode: '電話番号は + と国番号から入力してください（例：+44 7700 900123）',
  phoneFormat:
    '電話番号は国際形式で、+ に続けて7〜15桁の数字を入力してください（例：+44 7700 900123）',
  enterFirstName: '名を入力してください',
  enterLastName: '姓を入力してください',
  enterEmail: 'メールアドレスを入力してください',
  enterPhone: '電話番号を入力してください',
  firstName: '名',
  lastName: '姓',
  email: 'メールアドレス',
  phone: '電話番号',
  phoneHint: '国番号を含めてください（例：+44 7700 900123）',
  optional: '（任意）',
  selectPlaceholder: '選択してください',
  errorSummaryTitle: '入力内容に問題があります',
};

/** The check that the student is a person, in the enquiry forms and the checkout. */
const human = {
  humanCheckLabel: '人間であることの確認',
  humanCheckRequired: '人間であることの確認を完了してください',
  humanCheckFailed:
    '人間であることの確認に失敗したか、有効期限が切れました。もう一度確認してください。',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: '5000文字以内で入力してください',
  enterMessage: 'メッセージを入力してください',
  message: 'メッセージ',
  enquiringAbout: '{property}の{room}についてのお問い合わせ',
  enquiringAboutProperty: '{property}についてのお問い合わせ',
  submit: 'お問い合わせを送信',
  sending: 'お問い合わせを送信しています…',
  successHeading: 'お問い合わせを送信しました',
  successReference: '受付番号は{reference}です。',
  sendAnother: '別のお問い合わせを送信',
  announceSuccess: 'お問い合わせを送信しました。受付番号は{reference}です。',
  errorNetwork: 'サーバーに接続できませんでした。接続を確認して、もう一度お試しください。',
  errorTimeout: 'サーバーの応答に時間がかかりすぎました。もう一度お試しください。',
  errorRateLimited: '試行回数が多すぎます。少し待ってから、もう一度お試しください。',
  errorServer:
    'システムで問題が発生しました。入力内容はそのまま残っていますので、もう一度お試しください。',
  errorOther:
    'お問い合わせを送信できませんでした。入力内容はそのまま残っていますので、もう一度お試しください。',
  extraRequired: '{label}を入力してください',
  extraSelect: '{label}を選択してください',
  extraCheckbox: '続行するには「{label}」にチェックを入れてください',
  extraNumber: '{label}を数字で入力してください',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: 'お問い合わせ',
  columnReference: '受付番号',
  columnStudent: '学生',
  columnPhone: '電話',
  columnRoom: '部屋',
  columnStatus: 'ステータス',
  columnMessage: 'メッセージ',
  generalEnquiry: '一般的なお問い合わせ',
  roomAtProperty: '{property}の{room}',
  noPhone: '未入力',
  viewEnquiry: '受付番号{reference}のお問い合わせを表示',
  statusFilter: 'ステータス',
  allStatuses: 'すべてのステータス',
  status_pending: '未対応',
  status_in_progress: '対応中',
  status_resolved: '解決済み',
  status_closed: '終了',
  pageSize: '1ページの行数',
  pagination: 'ページ送り',
  previousPage: '前のページ',
  nextPage: '次のページ',
  pageNumber: '{page}ページ',
  showing: '{total}件中{from}〜{to}件を表示',
  loading: 'お問い合わせを読み込んでいます…',
  refreshing: '{page}ページを読み込んでいます…',
  empty: 'お問い合わせはまだありません',
  emptyStatus: 'ステータスが「{status}」のお問い合わせはありません',
  showAllStatuses: 'すべてのステータスを表示',
  loadFailed: 'お問い合わせを読み込めませんでした。',
  beyondLast: '{page}ページはありません。最後のページは{last}ページです。',
  goToLastPage: '最後のページへ',
  detailsHeading: 'お問い合わせ（受付番号{reference}）',
  detailsLoading: 'お問い合わせを読み込んでいます…',
  detailsFailed: 'このお問い合わせを読み込めませんでした。',
  close: '閉じる',
  fieldName: '氏名',
  fieldEmail: 'メールアドレス',
  fieldPhone: '電話',
  fieldRoom: '部屋',
  fieldStatus: 'ステータス',
  fieldMessage: 'メッセージ',
  fieldIds: '運営会社・物件・部屋のID',
  metadata: 'メタデータ',
  additionalFields: '追加項目',
};

/** Rooms and booking periods: the catalogue parts, and the checkout as it loads its room. */
const rooms = {
  dateRange: '{start}〜{end}',
  perWeek: '週{price}',
  listSeparator: '、',
  roomLoading: '部屋を読み込んでいます…',
  roomLoadFailed: '部屋を読み込めませんでした。',
  roomNotFound: 'このお部屋の掲載は終了しました。',
  roomUnavailable: 'このお部屋は現在満室です。',
  periodQuestion: 'ご滞在期間を選択してください',
  noPeriods: 'このお部屋で予約できる滞在期間はまだありません。',
  price: '料金',
  availability: '空室状況',
  available: '空室あり',
  availableRoomsLeft_other: '空室あり、残り{count}室',
  fullyBooked: '満室',
  cancellation: 'キャンセルポリシー',
  visaCancellation: 'ビザが却下された場合は無料でキャンセルできます',
  uniPlaceCancellation: '大学に入学できなかった場合は無料でキャンセルできます',
  noCancellation: 'キャンセルについては物件の運営会社の担当チームにお問い合わせください。',
  nearby: '周辺',
  distanceTo: '{name}：{distance}',
  photoOf: '{name}の写真{number}',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: '16文字以内で入力してください',
  tooLong2000: '2000文字以内で入力してください',
  countryFormat: '2文字の国コード（ISO 3166-1）を使用してください（例：GB）',
  realDate: '生年月日には実在する日付を入力してください',
  dateInPast: '生年月日は過去の日付にしてください',
  selectGender: '性別を選択してください',
  enterDateOfBirth: '生年月日を入力してください',
  enterAddressLine1: '住所の1行目を入力してください',
  enterCity: '市区町村を入力してください',
  enterPostcode: '郵便番号を入力してください',
  selectCountry: '国を選択してください',
  selectNationality: '国籍を選択してください',
  enterTheirFirstName: 'その方の名を入力してください',
  enterTheirLastName: 'その方の姓を入力してください',
  enterRelationship: 'お客様との関係を入力してください',
  enterTheirEmail: 'その方のメールアドレスを入力してください',
  enterTheirPhone: 'その方の電話番号を入力してください',
  enterTheirDateOfBirth: 'その方の生年月日を入力してください',
  enterTheirAddressLine1: 'その方の住所の1行目を入力してください',
  enterTheirCity: 'その方の市区町村を入力してください',
  enterTheirPostcode: 'その方の郵便番号を入力してください',
  selectTheirCountry: 'その方の国を選択してください',
  enterUniversity: '大学名を入力してください',
  selectYearOfStudy: '学年を選択してください',
  enterCourseTitle: '専攻名を入力してください',
  choosePlan: 'お支払い方法を選択してください',
  stepStay: 'ご滞在',
  stepAbout: 'お客様情報',
  stepGuarantor: '保証人',
  stepEmergencyContact: '緊急連絡先',
  stepCourse: '学業について',
  stepReview: '入力内容の確認',
  stepConfirmed: '予約が確定しました',
  stepOf: 'ステップ{step}/{total}',
  booking: '{property}の{room}を予約',
  bookingProperty: '{property}の部屋を予約',
  back: '戻る',
  continue: '次へ',
  change: '変更',
  changeStay: 'ご滞在の内容を変更',
  changeAbout: 'お客様情報を変更',
  changeGuarantor: '保証人を変更',
  changeEmergencyContact: '緊急連絡先を変更',
  changeCourse: '学業についての情報を変更',
  bookingPeriod: 'ご滞在期間',
  paymentPlan: 'お支払い方法',
  payInFull: '一括払い',
  payInInstalments: '分割払い',
  ukGuarantor: '英国在住の保証人はいますか？',
  useScheme: '代わりに保証会社を利用しますか？',
  useSchemeHint: '保証会社が手数料を受け取り、保証人を引き受けます。',
  yes: 'はい',
  no: 'いいえ',
  name: '氏名',
  gender: '性別',
  gender_male: '男性',
  gender_female: '女性',
  gender_other: 'その他',
  year_foundation: 'ファウンデーション（大学準備課程）',
  year_undergraduate_first_year: '学部1年',
  year_undergraduate_second_year: '学部2年',
  year_undergraduate_third_year: '学部3年',
  year_undergraduate_placement_year: '学部・企業実習年（プレースメント）',
  year_postgraduate_masters: '大学院・修士課程',
  year_postgraduate_phd: '大学院・博士課程',
  year_other: 'その他',
  dateOfBirth: '生年月日',
  dateDay: '日',
  dateMonth: '月',
  dateYear: '年',
  dateHint: '例：{example}',
  addressLine1: '住所1',
  addressLine2: '住所2',
  city: '市区町村',
  region: '地域',
  postcode: '郵便番号',
  country: '国',
  nationality: '国籍',
  relationship: '関係',
  relationshipHint: '例：親、兄弟姉妹、友人',
  university: '大学',
  yearOfStudy: '学年',
  courseTitle: '専攻',
  specialRequests: '特別なご要望',
  choosePeriod: 'ご滞在期間を選択してください',
  chooseUkGuarantor: '英国在住の保証人がいるかどうかを選択してください',
  chooseScheme: '保証会社を利用するかどうかを選択してください',
  needScheme:
    '英国在住の保証人がいない場合は、保証会社を利用して分割で支払うか、一括でお支払いください',
  payment: 'お支払い',
  dueNow: '今回のお支払い：予約金{amount}',
  startingPayment: '安全なお支払いを準備しています…',
  payAndBook: 'お支払いと予約を確定',
  paying: 'お支払い中…',
  confirmingBooking: '予約を確定しています…',
  paymentFailed: '料金は請求されていません。カード情報を確認するか、別のカードをお使いください。',
  cardNotCharged: 'カードに請求できませんでした。',
  cardFormLanguage: 'カード入力フォームは{language}で表示されます。',
  cardUnavailable:
    'カードでのお支払い画面を読み込めませんでした。接続を確認して、もう一度お試しください。',
  paymentNotReady:
    'お支払いフォームの準備ができていません。少し待ってから、もう一度お試しください。',
  startFailed: '安全なお支払いを準備できませんでした。料金は請求されていません。',
  completeFailed:
    'お支払いは完了しましたが、予約はまだ確定していません。このお支払いで二重に請求されることはありません。もう一度お試しください。問題が続く場合は、運営会社の担当チームに受付番号{reference}をお伝えください。',
  paymentProcessing:
    'お支払いはまだ処理中です。再度のお支払いはお控えください。処理が完了しだい、予約を確定します。',
  paymentNotCompleted:
    'お支払いが完了しなかったため、料金は請求されていません。もう一度お試しください。',
  sessionRenewed:
    '安全なお支払いの画面を更新したため、時間が延長されました。料金は請求されていません。カード情報を入力してください。',
  sessionEnding:
    '安全なお支払いの画面は{time}に更新されます。入力したカード情報は消去され、料金は請求されません。時間が足りない場合は、今すぐ延長してください。',
  moreTime: '時間を延長する',
  paymentElsewhere:
    'このお部屋のお支払いが別のタブまたはウィンドウで始まっています。こちらで再度お支払いをしないでください。お支払いが完了すると、このページも更新されます。',
  hostedCheckoutOpened:
    'このお部屋の安全なお支払いページを開きました。そちらでお支払い済みの場合は、再度お支払いをしないでください。お支払いがまだの場合は、こちらでお支払いいただけます。',
  payHereInstead: 'こちらでお支払い',
  bookedBefore:
    'このお部屋はこの日程で、少し前にこの端末から予約されています。追加のお支払いは発生していません。他の方のために予約する場合は、もう一度予約してください。',
  bookAgain: '他の方のためにもう一度予約する',
  paymentResumed:
    'このお部屋のお支払いがこの端末で始まり、まだ完了していません。表示されている日程で、こちらからお支払いを完了してください。お支払いは一度しかできません。',
  paymentCheckFailed:
    '現在、お支払い状況を確認できません。再度のお支払いはお控えください。しばらくしてから、もう一度確認してください。',
  bookingRefused:
    'お支払いは完了しましたが、予約を確定できませんでした。このお支払いで二重に請求されることはありません。返金または別の日程でのご予約については、運営会社の担当チームに受付番号{reference}をお伝えください。',
  checkingPayment: 'お支払い状況を確認しています…',
  checkAgain: 'もう一度確認',
  periodLocked: 'この日程はお支払い済みのため、ここでは変更できません。',
  bookingReference: '予約番号は{reference}です。',
  bookingReferenceLater: '予約が完了しました。予約番号は運営会社からお知らせします。',
  bookingNext: '物件の運営会社の担当チームから、今後の手続きをメールでお知らせします。',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: '安全なお支払いページに進む',
  startingCheckout: '安全なお支払いページを準備しています…',
  redirectingToCheckout: '安全なお支払いページに移動しています…',
  hostedCheckoutUnavailable:
    'このお部屋はオンラインで予約できません。お問い合わせいただければ、担当チームが予約をお手伝いします。',
  hostedCheckoutFailed: 'お支払いを開始できませんでした。料金は請求されていません。',
  paymentUnderWay:
    'このお部屋のお支払いはすでにこちらで始まっています。再度のお支払いはお控えいただき、完了するまでお待ちください。',
  roomBookedHere: 'このお部屋はこちらですでにご予約済みです。',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** Japanese words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, human, enquiry);
/** Japanese words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
/** Japanese words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
/** Japanese words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  rooms,
  checkoutWords,
);
/**
 * Japanese words for `HostedCheckoutButton`. Given only a room, the button loads it and may ask for
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
