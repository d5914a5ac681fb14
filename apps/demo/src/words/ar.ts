import type { DemoWords } from './en-GB.ts';

/**
 * Arabic: buttons and headings as verbal nouns (إرسال، حجز), sentences in the imperative, the
 * terms of Unistay's Arabic pack (استفسار، الحجز، الرقم المرجعي، مزوّد السكن، فريق السكن، الدفع
 * الآمن). A word counted has its six forms; numbers and names are filled in isolated, so they keep
 * their own direction.
 */
const ar: DemoWords = {
  skipToContent: 'الانتقال إلى المحتوى',
  brand: 'عرض Unistay التجريبي',
  documentTitle: '{page} · عرض Unistay التجريبي',
  mainNavigation: 'القائمة الرئيسية',
  language: 'اللغة',
  loading: 'جارٍ التحميل…',
  tryAgain: 'إعادة المحاولة',
  sentenceSeparator: ' ',
  listSeparator: '، ',

  pageRooms: 'الغرف',
  pageAsk: 'طرح سؤال',
  pageEnquiries: 'الاستفسارات',
  pageSandbox: 'بيئة الاختبار',
  pageRoom: 'الغرفة',
  pageBooking: 'حجزك',

  city: 'المدينة',
  everyCity: 'كل المدن',
  roomsLoading: 'جارٍ تحميل الغرف…',
  roomsLoadFailed: 'تعذّر تحميل الغرف.',
  roomsShown_zero: 'لا توجد غرف، الصفحة {page} من {pages}',
  roomsShown_one: 'غرفة واحدة، الصفحة {page} من {pages}',
  roomsShown_two: 'غرفتان، الصفحة {page} من {pages}',
  roomsShown_few: '{count} غرف، الصفحة {page} من {pages}',
  roomsShown_many: '{count} غرفة، الصفحة {page} من {pages}',
  roomsShown_other: '{count} غرفة، الصفحة {page} من {pages}',
  roomsShownInCity_zero: 'لا توجد غرف في {city}، الصفحة {page} من {pages}',
  roomsShownInCity_one: 'غرفة واحدة في {city}، الصفحة {page} من {pages}',
  roomsShownInCity_two: 'غرفتان في {city}، الصفحة {page} من {pages}',
  roomsShownInCity_few: '{count} غرف في {city}، الصفحة {page} من {pages}',
  roomsShownInCity_many: '{count} غرفة في {city}، الصفحة {page} من {pages}',
  roomsShownInCity_other: '{count} غرفة في {city}، الصفحة {page} من {pages}',
  fromPrice: 'ابتداءً من {price} أسبوعيًا',
  dateRange: 'من {start} إلى {end}',
  enquireAbout: 'الاستفسار عن {room}',
  closeEnquiry: 'إغلاق الاستفسار',
  bookRoom: 'حجز {room}',
  closeBooking: 'إغلاق الحجز',

  backToRooms: 'العودة إلى الغرف',
  roomLoading: 'جارٍ تحميل الغرفة…',
  roomNotFound: 'هذه الغرفة غير موجودة في القائمة.',
  roomLoadFailed: 'تعذّر تحميل الغرفة.',
  partLoadFailed:
    'تعذّر تحميل هذا الجزء من الصفحة. سيُعاد تحميله عند عودة اتصالك بالإنترنت أو عند إعادة المحاولة.',
  askAboutRoom: 'السؤال عن هذه الغرفة',
  bookThisRoom: 'حجز هذه الغرفة',

  fullyBooked: 'لم تعد هناك فترة متاحة لحجز {room}.',
  secureCheckout: 'الدفع الآمن',
  secureCheckoutLead: 'ادفع واحجز على صفحة الدفع الخاصة بمزوّد السكن.',
  secureCheckoutFor: 'الدفع الآمن: {dates}',
  bookHere: 'الحجز هنا',
  bookRoomHere: 'حجز {room} هنا',
  paymentUnderWayBelow:
    'لقد بدأت بالفعل دفع ثمن هذه الغرفة أدناه. سيُتاح الدفع الآمن مرة أخرى إذا لم تكتمل عملية الدفع تلك.',
  roomBookedBelow: 'لقد حجزت هذه الغرفة أدناه.',

  askLead:
    'تصل الأسئلة عن الحجز أو الدفع أو البحث عن غرفة إلى فريق السكن، ويردّ عليها بالبريد الإلكتروني.',
  enquirySent: 'تم إرسال الاستفسار',
  yourReference: 'رقمك المرجعي هو {reference}.',
  seeInEnquiryList: 'عرضه في قائمة الاستفسارات',
  sendAnotherEnquiry: 'إرسال استفسار آخر',

  enquiriesCaption: 'استفسارات الطلاب',
  staffChecking: 'جارٍ التحقق ممّن يحق له الاطلاع على الاستفسارات…',
  staffCheckFailed: 'تعذّر سؤال خادم العرض التجريبي عمّن يحق له الاطلاع على الاستفسارات.',
  demoServerAnswered: 'ردّ خادم العرض التجريبي بالرمز {status}.',
  sandboxEnquiriesOpen:
    'هذه الاستفسارات من بيئة الاختبار وهي وهمية، لذا فهذه الصفحة مفتوحة للجميع هنا. أما مع واجهة API الحقيقية فتطلب أولًا تسجيل دخول الموظفين، لأن الخادم الوسيط لا يمرّر قراءة الاستفسارات إلا للموظفين الذين سجّلوا الدخول.',
  staffOnly:
    'تحتوي الاستفسارات على بيانات شخصية للطلاب، لذا لا يطّلع عليها إلا الموظفون الذين سجّلوا الدخول.',
  staffSignInOff:
    'تسجيل دخول الموظفين متوقف. اضبط {setting} على خادم العرض التجريبي ثم أعد تشغيله.',
  staffSignIn: 'تسجيل دخول الموظفين',
  staffPassword: 'كلمة مرور الموظفين',
  signIn: 'تسجيل الدخول',
  wrongPassword: 'كلمة المرور غير صحيحة.',
  tooManyPasswords_zero: 'أُدخلت كلمات مرور خاطئة كثيرة من عنوانك. انتظر قليلًا، ثم حاول مرة أخرى.',
  tooManyPasswords_one:
    'أُدخلت كلمات مرور خاطئة كثيرة من عنوانك. انتظر ثانية واحدة، ثم حاول مرة أخرى.',
  tooManyPasswords_two: 'أُدخلت كلمات مرور خاطئة كثيرة من عنوانك. انتظر ثانيتين، ثم حاول مرة أخرى.',
  tooManyPasswords_few:
    'أُدخلت كلمات مرور خاطئة كثيرة من عنوانك. انتظر {count} ثوانٍ، ثم حاول مرة أخرى.',
  tooManyPasswords_many:
    'أُدخلت كلمات مرور خاطئة كثيرة من عنوانك. انتظر {count} ثانية، ثم حاول مرة أخرى.',
  tooManyPasswords_other:
    'أُدخلت كلمات مرور خاطئة كثيرة من عنوانك. انتظر {count} ثانية، ثم حاول مرة أخرى.',
  staffSignInHeld:
    'تسجيل دخول الموظفين معلّق بعد إدخال كلمات مرور خاطئة كثيرة. حاول مرة أخرى لاحقًا، أو افتح رابط تسجيل الدخول المكتوب في سجل الخادم.',
  signInLinkSpent:
    'استُخدم رابط تسجيل الدخول هذا أو انتهت صلاحيته. سجّل الدخول بكلمة المرور، أو افتح أحدث رابط في سجل الخادم.',
  signInTooSlow: 'استغرق وصول طلب تسجيل الدخول وقتًا طويلًا. حاول مرة أخرى.',
  signInRefused: 'رفض خادم العرض التجريبي تسجيل الدخول ({status}).',
  demoServerUnreachable: 'تعذّر الوصول إلى خادم العرض التجريبي. حاول مرة أخرى.',
  signedInAsStaff: 'تم تسجيل الدخول بحساب الموظفين.',
  signOut: 'تسجيل الخروج',
  signOutFailed: 'تعذّر تسجيل الخروج. حاول مرة أخرى.',

  nothingToConfirm: 'لا يوجد ما يلزم تأكيده',
  nothingToConfirmText:
    'تؤكّد هذه الصفحة الحجز الذي يتم عبر الدفع الآمن، لكن هذا العنوان لا يحدّد أي عملية دفع. {findRoom}.',
  findRoom: 'ابحث عن غرفة',
  bookingConfirmed: 'تم تأكيد الحجز',
  roomAtPropertyYours: 'أصبحت {room} في {property} محجوزة لك.',
  roomYours: 'أصبحت {room} محجوزة لك.',
  roomBooked: 'تم حجز غرفتك.',
  bookingReference: 'رقم حجزك المرجعي هو {reference}.',
  moveInNote:
    'سيراسلك مزوّد السكن بالبريد الإلكتروني بشأن الانتقال إلى السكن. احتفظ برقمك المرجعي لأي استفسار.',
  notConfirmedYet: 'لم يتم تأكيد حجزك بعد',
  notHeardYet:
    'لم يصلنا أي رد من مزوّد السكن خلال الدقيقة الماضية. إذا كنت قد دفعت، فحجزك قيد المعالجة وستصلك رسالة بالبريد الإلكتروني عند تأكيده. لا تدفع مرة أخرى.',
  checkAgainLater:
    'تحقّق مرة أخرى بعد بضع دقائق. إذا لم يُؤكَّد الحجز خلال ساعة، {askUs} واذكر وقت الدفع.',
  askUs: 'تواصل معنا',
  checkAgain: 'إعادة التحقق',
  confirmingBooking: 'جارٍ تأكيد حجزك',
  waitingForProvider:
    'بانتظار تأكيد مزوّد السكن لحجزك. يستغرق ذلك عادةً بضع ثوانٍ، لذا يُرجى البقاء على هذه الصفحة.',

  sandboxOff:
    'العرض التجريبي متصل بواجهة Partner API الحقيقية، لذا لا تعمل بيئة الاختبار، وخطافات الويب والأعطال وبطاقات الاختبار غير متاحة هنا. لاستخدامها، شغّل العرض التجريبي بدون {setting}.',
  webhooks: 'خطافات الويب',
  faults: 'الأعطال',
  moveEnquiry: 'تغيير حالة استفسار',
  testCards: 'بطاقات الاختبار',
  cardSucceeds: '{card}: تنجح',
  cardDeclined: '{card}: تُرفض',
  cardAsksBank: '{card}: تطلب التأكيد مع بنكك، ثم تنجح',
  cardProcessing: '{card}: تبقى قيد المعالجة بضع ثوانٍ، ثم تنجح',
  startAgain: 'البدء من جديد',
  resetSandbox: 'إعادة ضبط بيئة الاختبار',
  protections: 'وسائل الحماية',
  protectionsLead:
    'يحمي الوكيل الموجود أمام بيئة الاختبار النماذجَ العامة والدفع كما يفعل خادم الشريك. جرّبها: أرسل الاستفسار نفسه مرتين، أو أفشِل التحقق عمدًا.',
  limitPerAddress: 'الطلبات من عنوان واحد (الاستفسارات والدفع)',
  limitPerEmail: 'الاستفسارات لعنوان بريد إلكتروني واحد',
  limitValue: '{max} خلال {window}',
  sameEnquiry: 'الاستفسار نفسه مُرسلًا مرة أخرى',
  sameEnquiryValue: 'يُرد عليه بالرقم المرجعي للاستفسار الأول، خلال {window}',
  humanCheckSetting: 'التحقق من أنك إنسان',
  humanCheckValue:
    'أداة بيئة الاختبار: حدّدها لتجتاز التحقق، أو أفشِلها عمدًا. يُوثَق بالطالب الذي اجتاز التحقق لمدة {window}.',

  injectFault: 'إحداث عطل',
  route: 'المسار',
  fault: 'العطل',
  times: 'عدد المرات',
  inject: 'إحداث',
  routeEvery: 'كل المسارات',
  routeListEnquiries: 'عرض قائمة الاستفسارات',
  routeReadEnquiry: 'قراءة استفسار',
  routeCreateGeneral: 'إنشاء استفسار عام',
  routeCreateSpecific: 'إنشاء استفسار عن غرفة',
  routeStartCheckout: 'بدء الدفع',
  routeCompleteCheckout: 'إتمام الدفع',
  faultServer: 'خطأ في الخادم (503)',
  faultRateLimited: 'طلبات كثيرة جدًا (429، إعادة المحاولة بعد ثانيتين)',
  faultSlow: 'استجابة بطيئة (3 ثوانٍ)',
  faultTimeout: 'لا استجابة (انتهاء المهلة)',
  faultMalformed: 'محتوى ليس بتنسيق JSON',
  faultsActive: 'النشطة: {faults}',
  faultLeft_zero: '{route} (لم تتبقَّ مرات)',
  faultLeft_one: '{route} (تتبقّى مرة واحدة)',
  faultLeft_two: '{route} (تتبقّى مرتان)',
  faultLeft_few: '{route} (تتبقّى {count} مرات)',
  faultLeft_many: '{route} (تتبقّى {count} مرة)',
  faultLeft_other: '{route} (تتبقّى {count} مرة)',
  noFaults: 'لا توجد أعطال نشطة.',
  clearFaults: 'إزالة الأعطال',

  moveThisEnquiry: 'بيئة الاختبار: تغيير حالة هذا الاستفسار',
  playAccommodationSide: 'بيئة الاختبار: أدِّ دور جهة السكن.',
  enquiryReference: 'الرقم المرجعي للاستفسار',
  newStatus: 'الحالة الجديدة',
  move: 'تغيير',
  moved: 'تم تغيير حالة الاستفسار ذي الرقم المرجعي {enquiry} إلى «{status}».',
  moveFailed: 'لم تغيّر بيئة الاختبار الحالة. هل يعمل العرض التجريبي على بيئة الاختبار؟',

  webhooksLead:
    'ترسل بيئة الاختبار كل حدث إلى مستقبِل هذا العرض التجريبي على {path}، مع رمز الوصول الذي سجّلته. يظهر هنا الحجز الذي يتم عبر الدفع الآمن باسم {booked}، وتغيير حالة استفسار أدناه باسم {updated}.',
  loseAnswers: 'إضاعة الردود على المحاولتين التاليتين',
  answersLost: 'تصل المحاولتان التاليتان إلى المستقبِل لكن ردودهما تضيع. تابع إعادة إرسالهما.',
  faultRefused: 'رفضت بيئة الاختبار العطل ({status}).',
  sandboxUnreachable: 'تعذّر الوصول إلى بيئة الاختبار.',
  answered: 'ردّ {path} بالرمز {status}.',
  noDeliveries: 'لا توجد عمليات تسليم بعد.',
  deliveriesCaption: 'عمليات تسليم خطافات الويب، الأحدث أولًا',
  columnEvent: 'الحدث',
  columnAbout: 'يخصّ',
  columnAttempts: 'المحاولات وردود المستقبِل',
  columnState: 'الحالة',
  attempt: '{time}: {answer}',
  answerDuplicate: '{status}: عولج من قبل، وأُرسل الإقرار',
  answerHandled: '{status}: عولج',
  answerOther: '{status}: {answer}',
  deliveryDelivered: 'تم التسليم',
  deliveryGivenUp: 'توقفت المحاولات',
  deliveryRetrying: 'إعادة المحاولة في {time}',
  deliverySending: 'جارٍ الإرسال',
  handledHeading: 'ما عالجه المستقبِل',
  nothingHandled: 'لم يُعالَج شيء بعد.',
  handledCaption: 'الأحداث المعالَجة، الأحدث أولًا، كل حدث مرة واحدة',
  columnKey: 'المفتاح',
  columnHandledAt: 'وقت المعالجة',

  consentHeading: 'قياس استخدام هذا الموقع',
  consentText:
    'هل تسمح لنا بقياس طريقة استخدام الطلاب لهذا العرض التجريبي لتحسينه؟ لا يُقاس أي شيء تكتبه، ولا يُحفظ أي شيء في متصفحك لهذا الغرض.',
  consentTextGoogle:
    'هل تسمح لنا بقياس طريقة استخدام الطلاب لهذا الموقع باستخدام Google Analytics لتحسينه؟ تحفظ Google ملفات تعريف الارتباط في متصفحك لهذا الغرض. لا يُقاس أي شيء تكتبه.',
  consentAllow: 'السماح بالقياس',
  consentRefuse: 'الرفض',
  analyticsHeading: 'أحداث التحليلات',
  analyticsLead:
    'ما تُبلغه هذه الصفحة إلى {tool} أثناء تصفح الطالب: يُحتجز حتى يختار، ويُرسل إذا سمح بالقياس، ويُحذف إذا رفضه. حالة القياس: {state}.',
  consentGranted: 'مسموح به',
  consentDenied: 'مرفوض',
  consentPending: 'لم يُختر بعد',
  noAnalyticsEvents: 'لا توجد أحداث بعد.',
  analyticsCaption: 'أحداث التحليلات، الأحدث أولًا',
  columnOutcome: 'النتيجة',
  outcomeSent: 'أُرسل',
  outcomeHeld: 'محتجز',
  outcomeDropped: 'محذوف',
  outcomeFailed: 'فشل',
};

export default ar;
