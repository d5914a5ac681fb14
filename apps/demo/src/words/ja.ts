import type { DemoWords } from './en-GB.ts';

/**
 * Japanese: polite forms and no あなた, the terms of Unistay's Japanese pack (お問い合わせ, 予約,
 * 受付番号 and 予約番号 for a booking's, お支払い and never 決済, 運営会社, 安全なお支払いページ).
 * Sentences are joined with nothing between them.
 */
const ja: DemoWords = {
  skipToContent: 'メインコンテンツへ移動',
  brand: 'Unistay デモ',
  documentTitle: '{page} · Unistay デモ',
  mainNavigation: 'メインメニュー',
  language: '言語',
  loading: '読み込んでいます…',
  tryAgain: 'もう一度試す',
  sentenceSeparator: '',
  listSeparator: '、',

  pageRooms: '部屋一覧',
  pageAsk: '質問する',
  pageEnquiries: 'お問い合わせ',
  pageSandbox: 'サンドボックス',
  pageRoom: '部屋',
  pageBooking: 'ご予約',

  city: '都市',
  everyCity: 'すべての都市',
  roomsLoading: '部屋を読み込んでいます…',
  roomsLoadFailed: '部屋を読み込めませんでした。',
  roomsShown_other: '{count}室、{page}/{pages}ページ',
  roomsShownInCity_other: '{city}の{count}室、{page}/{pages}ページ',
  fromPrice: '週{price}から',
  dateRange: '{start}〜{end}',
  enquireAbout: '{room}について問い合わせる',
  closeEnquiry: 'お問い合わせを閉じる',
  bookRoom: '{room}を予約する',
  closeBooking: '予約を閉じる',

  backToRooms: '部屋一覧に戻る',
  roomLoading: '部屋を読み込んでいます…',
  roomNotFound: 'この部屋の掲載は終了しました。',
  roomLoadFailed: '部屋を読み込めませんでした。',
  partLoadFailed:
    'ページのこの部分を読み込めませんでした。オンラインに戻るか、もう一度お試しいただくと、再度読み込まれます。',
  askAboutRoom: 'この部屋について質問する',
  bookThisRoom: 'この部屋を予約する',

  fullyBooked: '{room}は満室です。予約できる期間はありません。',
  secureCheckout: '安全なお支払い',
  secureCheckoutLead: '物件の運営会社のお支払いページで、お支払いと予約を行います。',
  secureCheckoutFor: '安全なお支払い：{dates}',
  bookHere: 'このページで予約',
  bookRoomHere: 'このページで{room}を予約する',
  paymentUnderWayBelow:
    'このお部屋のお支払いは下ですでに始まっています。そのお支払いが完了しなかった場合は、安全なお支払いページを改めてご案内します。',
  roomBookedBelow: 'このお部屋は下でご予約済みです。',

  askLead:
    '予約、お支払い、部屋探しについてのご質問は運営会社の担当チームに届き、メールで回答します。',
  enquirySent: 'お問い合わせを送信しました',
  yourReference: '受付番号は{reference}です。',
  seeInEnquiryList: 'お問い合わせ一覧で見る',
  sendAnotherEnquiry: '別のお問い合わせを送信',

  enquiriesCaption: '学生からのお問い合わせ',
  staffChecking: 'お問い合わせを閲覧できる人を確認しています…',
  staffCheckFailed: 'お問い合わせの閲覧権限をデモサーバーに確認できませんでした。',
  demoServerAnswered: 'デモサーバーが{status}を返しました。',
  sandboxEnquiriesOpen:
    'これらのお問い合わせはサンドボックスの架空のデータのため、ここでは誰でもこのページを見られます。本番のAPIでは、まずスタッフのログインが必要です。プロキシはログインしたスタッフにだけお問い合わせの閲覧を許可します。',
  staffOnly: 'お問い合わせには学生の個人情報が含まれるため、ログインしたスタッフだけが見られます。',
  staffSignInOff:
    'スタッフのログインは無効です。デモサーバーで{setting}を設定して、再起動してください。',
  staffSignIn: 'スタッフログイン',
  staffPassword: 'スタッフ用パスワード',
  signIn: 'ログイン',
  wrongPassword: 'パスワードが正しくありません。',
  tooManyPasswords_other:
    'このアドレスから誤ったパスワードが何度も入力されました。{count}秒待ってから、もう一度お試しください。',
  staffSignInHeld:
    '誤ったパスワードが何度も入力されたため、スタッフのログインを一時停止しています。しばらくしてからもう一度お試しいただくか、サーバーのログに書き出されたログイン用リンクを開いてください。',
  signInLinkSpent:
    'このログイン用リンクは使用済みか、有効期限が切れています。パスワードでログインするか、サーバーのログにある最新のリンクを開いてください。',
  signInTooSlow: 'ログインの送信に時間がかかりすぎました。もう一度お試しください。',
  signInRefused: 'デモサーバーがログインを拒否しました（{status}）。',
  demoServerUnreachable: 'デモサーバーに接続できませんでした。もう一度お試しください。',
  signedInAsStaff: 'スタッフとしてログインしています。',
  signOut: 'ログアウト',
  signOutFailed: 'ログアウトできませんでした。もう一度お試しください。',

  nothingToConfirm: '確認する予約はありません',
  nothingToConfirmText:
    'このページでは安全なお支払いページで行った予約を確認しますが、このアドレスにはお支払いの情報がありません。{findRoom}',
  findRoom: '部屋を探す',
  bookingConfirmed: '予約が確定しました',
  roomAtPropertyYours: '{property}の{room}のご予約が完了しました。',
  roomYours: '{room}のご予約が完了しました。',
  roomBooked: 'お部屋のご予約が完了しました。',
  bookingReference: '予約番号は{reference}です。',
  moveInNote:
    '入居については運営会社からメールでご案内します。お問い合わせの際に必要ですので、予約番号を控えておいてください。',
  notConfirmedYet: 'ご予約はまだ確定していません',
  notHeardYet:
    'この1分間、運営会社から連絡がありません。お支払い済みの場合、ご予約は処理中で、確定するとメールが届きます。再度のお支払いはお控えください。',
  checkAgainLater:
    '数分後にもう一度確認してください。1時間たっても確定しない場合は、お支払いの時刻を添えて{askUs}。',
  askUs: 'お問い合わせください',
  checkAgain: 'もう一度確認',
  confirmingBooking: 'ご予約を確定しています',
  waitingForProvider:
    '運営会社がご予約を確定するのを待っています。通常は数秒で終わりますので、このページのままお待ちください。',

  sandboxOff:
    'デモは本番のPartner APIにつながっているため、サンドボックスは動いていません。サンドボックスのWebhook、障害、テストカードはここにはありません。使うには{setting}を設定せずにデモを起動してください。',
  webhooks: 'Webhook',
  faults: '障害',
  moveEnquiry: 'お問い合わせのステータス変更',
  testCards: 'テストカード',
  cardSucceeds: '{card}：成功',
  cardDeclined: '{card}：拒否',
  cardAsksBank: '{card}：銀行での確認のあと成功',
  cardProcessing: '{card}：数秒間処理中のあと成功',
  startAgain: '最初からやり直す',
  resetSandbox: 'サンドボックスをリセット',
  protections: '保護機能',
  protectionsLead:
    'サンドボックスの前にあるプロキシが、パートナーのサーバーと同じように公開フォームとお支払いを守ります。試してみてください：同じお問い合わせを2回送るか、確認をわざと失敗させてください。',
  limitPerAddress: '1つのアドレスからのリクエスト（お問い合わせとお支払い）',
  limitPerEmail: '1つのメールアドレスからのお問い合わせ',
  limitValue: '{window}あたり最大{max}件',
  sameEnquiry: '再送された同じお問い合わせ',
  sameEnquiryValue: '{window}以内は最初のお問い合わせの受付番号で応答',
  humanCheckSetting: '人間であることの確認',
  humanCheckValue:
    'サンドボックスのウィジェット：チェックを入れると通過し、わざと失敗させることもできます。通過した学生は{window}のあいだ信頼されます。',

  injectFault: '障害を発生させる',
  route: 'ルート',
  fault: '障害',
  times: '回数',
  inject: '発生させる',
  routeEvery: 'すべてのルート',
  routeListEnquiries: 'お問い合わせ一覧の取得',
  routeReadEnquiry: 'お問い合わせの取得',
  routeCreateGeneral: '一般的なお問い合わせの作成',
  routeCreateSpecific: '部屋についてのお問い合わせの作成',
  routeStartCheckout: 'お支払いの開始',
  routeCompleteCheckout: 'お支払いの完了',
  faultServer: 'サーバーエラー（503）',
  faultRateLimited: 'リクエスト過多（429、2秒後に再試行）',
  faultSlow: '遅い応答（3秒）',
  faultTimeout: '応答なし（タイムアウト）',
  faultMalformed: 'JSONではない本文',
  faultsActive: '有効：{faults}',
  faultLeft_other: '{route}（残り{count}回）',
  noFaults: '有効な障害はありません。',
  clearFaults: '障害をすべて解除',

  moveThisEnquiry: 'サンドボックス：このお問い合わせのステータスを変更',
  playAccommodationSide: 'サンドボックス：運営会社側の対応を試せます。',
  enquiryReference: 'お問い合わせの受付番号',
  newStatus: '新しいステータス',
  move: '変更',
  moved: '受付番号{enquiry}のお問い合わせを「{status}」に変更しました。',
  moveFailed:
    'サンドボックスはステータスを変更しませんでした。デモはサンドボックスで動いていますか？',

  webhooksLead:
    'サンドボックスは、登録したアクセストークンを付けて、各イベントをこのデモの受信側（{path}）に送ります。安全なお支払いページでの予約はここに{booked}として、下でお問い合わせのステータスを変えると{updated}として表示されます。',
  loseAnswers: '次の2回の試行の応答を失わせる',
  answersLost:
    '次の2回の試行は受信側に届きますが、応答は失われます。再試行される様子をご覧ください。',
  faultRefused: 'サンドボックスが障害の設定を拒否しました（{status}）。',
  sandboxUnreachable: 'サンドボックスに接続できませんでした。',
  answered: '{path}が{status}を返しました。',
  noDeliveries: 'まだ配信はありません。',
  deliveriesCaption: 'Webhookの配信（新しい順）',
  columnEvent: 'イベント',
  columnAbout: '対象',
  columnAttempts: '試行と受信側の応答',
  columnState: '状態',
  attempt: '{time}：{answer}',
  answerDuplicate: '{status}：処理済み、受領を通知',
  answerHandled: '{status}：処理しました',
  answerOther: '{status}：{answer}',
  deliveryDelivered: '配信済み',
  deliveryGivenUp: '中止',
  deliveryRetrying: '{time}に再試行',
  deliverySending: '送信中',
  handledHeading: '受信側で処理したイベント',
  nothingHandled: 'まだ処理したイベントはありません。',
  handledCaption: '処理したイベント（新しい順、各1回）',
  columnKey: 'キー',
  columnHandledAt: '処理時刻',

  consentHeading: 'このサイトの利用状況の計測',
  consentText:
    'このデモを改善するため、学生の皆さんの利用状況を計測してもよろしいですか？入力された内容は一切計測されず、そのためにブラウザに保存されるものもありません。',
  consentTextGoogle:
    'このサイトを改善するため、Google アナリティクスで学生の皆さんの利用状況を計測してもよろしいですか？そのために Google がブラウザに Cookie を保存します。入力された内容は一切計測されません。',
  consentAllow: '計測を許可する',
  consentRefuse: '拒否する',
  analyticsHeading: '計測イベント',
  analyticsLead:
    'このページが学生の操作に応じて{tool}に伝える内容です。選択されるまでは保留、計測が許可されれば送信、拒否されれば破棄されます。計測の状態：{state}。',
  consentGranted: '許可済み',
  consentDenied: '拒否済み',
  consentPending: '未選択',
  noAnalyticsEvents: 'まだイベントはありません。',
  analyticsCaption: '計測イベント（新しい順）',
  columnOutcome: '結果',
  outcomeSent: '送信済み',
  outcomeHeld: '保留中',
  outcomeDropped: '破棄',
  outcomeFailed: '失敗',
};

export default ja;
