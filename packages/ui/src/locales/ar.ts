import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/**
 * Arabic: العربية. A phone or card number inside the text sits between \u2066 and \u2069 (a
 * left-to-right isolate): without them "+44 7700 900123" would read "900123 7700 44+".
 */
const language = { locale: 'ar', direction: 'rtl' } as const;

/** Words every component shows. */
const common = {
  tryAgain: 'إعادة المحاولة',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: 'هذا الحقل مطلوب',
  tooLong255: 'استخدم 255 حرفًا أو أقل',
  emailFormat: 'أدخل بريدًا إلكترونيًا بالصيغة الصحيحة، مثل name@example.com',
  phoneCountryCode: 'أدخل رقم الهاتف مع + ورمز البلد، مثل \u2066+44 7700 900123\u2069',
  phoneFormat:
    'أدخل رقم هاتف بالصيغة الدولية: + ثم من 7 إلى 15 رقمًا، مثل \u2066+44 7700 900123\u2069',
  enterFirstName: 'أدخل اسمك الأول',
  enterLastName: 'أدخل اسم عائلتك',
  enterEmail: 'أدخل بريدك الإلكتروني',
  enterPhone: 'أدخل رقم هاتفك',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  phoneHint: 'أضف رمز البلد، مثل \u2066+44 7700 900123\u2069',
  optional: '(اختياري)',
  selectPlaceholder: 'اختر خيارًا',
  errorSummaryTitle: 'هناك مشكلة',
};

/** The check that the student is a person, in the enquiry forms and the checkout. */
const human = {
  humanCheckLabel: 'تحقق من أنك إنسان',
  humanCheckRequired: 'أكمل التحقق من أنك إنسان',
  humanCheckFailed: 'فشل التحقق من أنك إنسان أو انتهت صلاحيته. أكمله مرة أخرى.',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: 'استخدم 5000 حرف أو أقل',
  enterMessage: 'أدخل رسالتك',
  message: 'الرسالة',
  enquiringAbout: 'استفسار عن {room} في {property}',
  enquiringAboutProperty: 'استفسار عن {property}',
  submit: 'إرسال الاستفسار',
  sending: 'جارٍ إرسال استفسارك…',
  successHeading: 'تم إرسال الاستفسار',
  successReference: 'رقمك المرجعي هو {reference}.',
  sendAnother: 'إرسال استفسار آخر',
  announceSuccess: 'تم إرسال الاستفسار. رقمك المرجعي هو {reference}.',
  errorNetwork: 'تعذّر الوصول إلى الخادم. تحقق من اتصالك، ثم حاول مرة أخرى.',
  errorTimeout: 'استغرق الخادم وقتًا طويلًا للرد. حاول مرة أخرى.',
  errorRateLimited: 'محاولات كثيرة جدًا. انتظر قليلًا، ثم حاول مرة أخرى.',
  errorServer: 'حدث خطأ من جهتنا. ما كتبته لا يزال هنا، ويمكنك المحاولة مرة أخرى.',
  errorOther: 'تعذّر إرسال استفسارك. ما كتبته لا يزال هنا، ويمكنك المحاولة مرة أخرى.',
  extraRequired: 'أدخل {label}',
  extraSelect: 'اختر {label}',
  extraCheckbox: 'حدّد «{label}» للمتابعة',
  extraNumber: 'أدخل {label} رقمًا',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: 'الاستفسارات',
  columnReference: 'الرقم المرجعي',
  columnStudent: 'الطالب',
  columnPhone: 'الهاتف',
  columnRoom: 'الغرفة',
  columnStatus: 'الحالة',
  columnMessage: 'الرسالة',
  generalEnquiry: 'استفسار عام',
  roomAtProperty: '{room} في {property}',
  noPhone: 'غير مذكور',
  viewEnquiry: 'عرض الاستفسار ذي الرقم المرجعي {reference}',
  statusFilter: 'الحالة',
  allStatuses: 'كل الحالات',
  status_pending: 'قيد الانتظار',
  status_in_progress: 'قيد المعالجة',
  status_resolved: 'تم الحل',
  status_closed: 'مغلق',
  pageSize: 'عدد الصفوف في الصفحة',
  pagination: 'التنقل بين الصفحات',
  previousPage: 'الصفحة السابقة',
  nextPage: 'الصفحة التالية',
  pageNumber: 'الصفحة {page}',
  showing: 'عرض \u2066{from}–{to}\u2069 من {total}',
  loading: 'جارٍ تحميل الاستفسارات…',
  refreshing: 'جارٍ تحميل الصفحة {page}…',
  empty: 'لا توجد استفسارات بعد',
  emptyStatus: 'لا توجد استفسارات حالتها «{status}»',
  showAllStatuses: 'عرض كل الحالات',
  loadFailed: 'تعذّر تحميل الاستفسارات.',
  beyondLast: 'لا توجد صفحة {page}. آخر صفحة هي {last}.',
  goToLastPage: 'الانتقال إلى آخر صفحة',
  detailsHeading: 'الاستفسار ذو الرقم المرجعي {reference}',
  detailsLoading: 'جارٍ تحميل الاستفسار…',
  detailsFailed: 'تعذّر تحميل هذا الاستفسار.',
  close: 'إغلاق',
  fieldName: 'الاسم',
  fieldEmail: 'البريد الإلكتروني',
  fieldPhone: 'الهاتف',
  fieldRoom: 'الغرفة',
  fieldStatus: 'الحالة',
  fieldMessage: 'الرسالة',
  fieldIds: 'معرّفات المشغّل والعقار والغرفة',
  metadata: 'البيانات الوصفية',
  additionalFields: 'حقول إضافية',
};

/** Rooms and booking periods: the catalogue parts, and the checkout as it loads its room. */
const rooms = {
  dateRange: 'من {start} إلى {end}',
  perWeek: '{price} أسبوعيًا',
  listSeparator: '، ',
  roomLoading: 'جارٍ تحميل الغرفة…',
  roomLoadFailed: 'تعذّر تحميل الغرفة.',
  roomNotFound: 'هذه الغرفة لم تعد معروضة.',
  roomUnavailable: 'هذه الغرفة محجوزة بالكامل حاليًا.',
  periodQuestion: 'متى ستقيم؟',
  noPeriods: 'لا توجد فترات حجز متاحة لهذه الغرفة بعد.',
  price: 'السعر',
  availability: 'التوفر',
  available: 'متاحة',
  availableRoomsLeft_one: 'متاحة، تتبقّى غرفة واحدة',
  availableRoomsLeft_other: 'متاحة، تتبقّى {count} غرفة',
  fullyBooked: 'محجوزة بالكامل',
  cancellation: 'الإلغاء',
  visaCancellation: 'إلغاء مجاني إذا رُفضت تأشيرتك',
  uniPlaceCancellation: 'إلغاء مجاني إذا لم تحصل على مقعد جامعي',
  noCancellation: 'اسأل فريق السكن عن الإلغاء.',
  nearby: 'في الجوار',
  distanceTo: '{name}: {distance}',
  photoOf: 'الصورة {number} لـ {name}',
  availableRoomsLeft_zero: 'متاحة، لم تتبقَّ غرف',
  availableRoomsLeft_two: 'متاحة، تتبقّى غرفتان',
  availableRoomsLeft_few: 'متاحة، تتبقّى {count} غرف',
  availableRoomsLeft_many: 'متاحة، تتبقّى {count} غرفة',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: 'استخدم 16 حرفًا أو أقل',
  tooLong2000: 'استخدم 2000 حرف أو أقل',
  countryFormat: 'استخدم رمز بلد من حرفين (ISO 3166-1)، مثل GB',
  realDate: 'يجب أن يكون تاريخ الميلاد تاريخًا صحيحًا',
  dateInPast: 'يجب أن يكون تاريخ الميلاد في الماضي',
  selectGender: 'اختر جنسك',
  enterDateOfBirth: 'أدخل تاريخ ميلادك',
  enterAddressLine1: 'أدخل السطر الأول من عنوانك',
  enterCity: 'أدخل مدينتك',
  enterPostcode: 'أدخل رمزك البريدي',
  selectCountry: 'اختر بلدك',
  selectNationality: 'اختر جنسيتك',
  enterTheirFirstName: 'أدخل الاسم الأول للشخص',
  enterTheirLastName: 'أدخل اسم عائلة الشخص',
  enterRelationship: 'أدخل صلة الشخص بك',
  enterTheirEmail: 'أدخل البريد الإلكتروني للشخص',
  enterTheirPhone: 'أدخل رقم هاتف الشخص',
  enterTheirDateOfBirth: 'أدخل تاريخ ميلاد الشخص',
  enterTheirAddressLine1: 'أدخل السطر الأول من عنوان الشخص',
  enterTheirCity: 'أدخل مدينة الشخص',
  enterTheirPostcode: 'أدخل الرمز البريدي للشخص',
  selectTheirCountry: 'اختر بلد الشخص',
  enterUniversity: 'أدخل جامعتك',
  selectYearOfStudy: 'اختر سنتك الدراسية',
  enterCourseTitle: 'أدخل اسم تخصصك',
  choosePlan: 'اختر طريقة الدفع',
  stepStay: 'إقامتك',
  stepAbout: 'معلوماتك',
  stepGuarantor: 'الضامن',
  stepEmergencyContact: 'جهة الاتصال في الطوارئ',
  stepCourse: 'دراستك',
  stepReview: 'راجع إجاباتك',
  stepConfirmed: 'تم تأكيد الحجز',
  stepOf: 'الخطوة {step} من {total}',
  booking: 'حجز {room} في {property}',
  bookingProperty: 'حجز غرفة في {property}',
  back: 'رجوع',
  continue: 'متابعة',
  change: 'تغيير',
  changeStay: 'تغيير إقامتك',
  changeAbout: 'تغيير معلوماتك',
  changeGuarantor: 'تغيير الضامن',
  changeEmergencyContact: 'تغيير جهة الاتصال في الطوارئ',
  changeCourse: 'تغيير معلومات دراستك',
  bookingPeriod: 'متى ستقيم؟',
  paymentPlan: 'كيف ستدفع؟',
  payInFull: 'الدفع كاملًا',
  payInInstalments: 'الدفع على أقساط',
  ukGuarantor: 'هل لديك ضامن يقيم في المملكة المتحدة؟',
  useScheme: 'هل ستستخدم خدمة الضمان بدلًا من ذلك؟',
  useSchemeHint: 'خدمة ضمان تابعة لجهة خارجية تكون ضامنك مقابل رسوم.',
  yes: 'نعم',
  no: 'لا',
  name: 'الاسم',
  gender: 'الجنس',
  gender_male: 'ذكر',
  gender_female: 'أنثى',
  gender_other: 'آخر',
  year_foundation: 'السنة التحضيرية',
  year_undergraduate_first_year: 'البكالوريوس – السنة الأولى',
  year_undergraduate_second_year: 'البكالوريوس – السنة الثانية',
  year_undergraduate_third_year: 'البكالوريوس – السنة الثالثة',
  year_undergraduate_placement_year: 'البكالوريوس – سنة التدريب العملي',
  year_postgraduate_masters: 'الدراسات العليا – الماجستير',
  year_postgraduate_phd: 'الدراسات العليا – الدكتوراه',
  year_other: 'أخرى',
  dateOfBirth: 'تاريخ الميلاد',
  dateDay: 'اليوم',
  dateMonth: 'الشهر',
  dateYear: 'السنة',
  dateHint: 'مثال: {example}',
  addressLine1: 'سطر العنوان 1',
  addressLine2: 'سطر العنوان 2',
  city: 'المدينة',
  region: 'المنطقة',
  postcode: 'الرمز البريدي',
  country: 'البلد',
  nationality: 'الجنسية',
  relationship: 'صلة الشخص بك',
  relationshipHint: 'مثل أحد الوالدين أو أخ أو صديق',
  university: 'الجامعة',
  yearOfStudy: 'السنة الدراسية',
  courseTitle: 'التخصص',
  specialRequests: 'طلبات خاصة',
  choosePeriod: 'اختر متى ستقيم',
  chooseUkGuarantor: 'اختر ما إذا كان لديك ضامن يقيم في المملكة المتحدة',
  chooseScheme: 'اختر ما إذا كنت ستستخدم خدمة الضمان',
  needScheme: 'للدفع على أقساط دون ضامن في المملكة المتحدة، استخدم خدمة الضمان أو ادفع كاملًا',
  payment: 'الدفع',
  dueNow: 'المستحق الآن: دفعة مقدّمة لتثبيت الحجز بقيمة {amount}',
  startingPayment: 'جارٍ تجهيز الدفع الآمن…',
  payAndBook: 'الدفع والحجز',
  paying: 'جارٍ الدفع…',
  confirmingBooking: 'جارٍ تأكيد حجزك…',
  paymentFailed: 'لم يُخصم أي مبلغ. تحقق من بيانات البطاقة أو استخدم بطاقة أخرى.',
  cardNotCharged: 'تعذّر الخصم من بطاقتك.',
  cardFormLanguage: 'يظهر نموذج البطاقة باللغة {language}.',
  cardUnavailable: 'تعذّر تحميل الدفع الآمن بالبطاقة. تحقق من اتصالك، ثم حاول مرة أخرى.',
  paymentNotReady: 'نموذج الدفع غير جاهز بعد. انتظر قليلًا، ثم حاول مرة أخرى.',
  startFailed: 'تعذّر تجهيز الدفع الآمن. لم يُدفع أي مبلغ.',
  completeFailed:
    'تمت عملية الدفع، لكن حجزك لم يُؤكَّد بعد. لن يُخصم منك هذا المبلغ مرة ثانية. حاول مرة أخرى. إذا تكرّر ذلك، فاذكر الرقم المرجعي {reference} لفريق السكن.',
  paymentProcessing: 'لا تزال عملية الدفع قيد المعالجة. لا تدفع مرة أخرى. سنؤكّد حجزك فور اكتمالها.',
  paymentNotCompleted: 'لم تكتمل عملية الدفع، ولم يُخصم أي مبلغ. حاول مرة أخرى.',
  sessionRenewed: 'جُدِّد الدفع الآمن، فلديك الآن مزيد من الوقت. لم يُدفع أي مبلغ. أدخل بيانات بطاقتك.',
  sessionEnding:
    'سيُجدَّد الدفع الآمن في الساعة {time}. ستُمحى بيانات البطاقة التي أدخلتها، ولن يُدفع أي مبلغ. إن احتجت إلى مزيد من الوقت، فجدِّده الآن.',
  moreTime: 'تمديد الوقت',
  paymentElsewhere:
    'بدأت عملية دفع لهذه الغرفة في علامة تبويب أو نافذة أخرى. لا تدفع مرة أخرى هنا. ستُحدَّث هذه الصفحة عند اكتمالها.',
  hostedCheckoutOpened:
    'فتحت صفحة الدفع الآمن لهذه الغرفة. إذا دفعت هناك، فلا تدفع مرة أخرى. وإن لم تدفع، يمكنك الدفع هنا بدلًا من ذلك.',
  payHereInstead: 'الدفع هنا بدلًا من ذلك',
  bookedBefore:
    'حُجزت هذه الغرفة لهذه التواريخ على هذا الجهاز قبل قليل، ولم يُدفع أي مبلغ إضافي. إذا كنت تحجز لشخص آخر، فاحجزها مرة أخرى.',
  bookAgain: 'احجز مرة أخرى لشخص آخر',
  paymentResumed:
    'بدأت عملية دفع لهذه الغرفة على هذا الجهاز ولم تكتمل. أكملها هنا للتواريخ المعروضة، فلا يمكن دفعها إلا مرة واحدة.',
  paymentCheckFailed:
    'تعذّر علينا التحقق من عملية الدفع الآن. لا تدفع مرة أخرى. تحقق مرة أخرى بعد قليل.',
  bookingRefused:
    'تم تحصيل المبلغ، لكن تعذّر إتمام الحجز. لن يُخصم منك هذا المبلغ مرة ثانية. اذكر الرقم المرجعي {reference} لفريق السكن لاسترداد المبلغ أو حجز فترة أخرى.',
  checkingPayment: 'جارٍ التحقق من عملية الدفع…',
  checkAgain: 'إعادة التحقق',
  periodLocked: 'دفعتَ مقابل هذه الفترة، لذا لا يمكنك تغييرها هنا.',
  bookingReference: 'رقم حجزك المرجعي هو {reference}.',
  bookingReferenceLater: 'تم الحجز بنجاح. سيرسل إليك مزوّد السكن الرقم المرجعي للحجز.',
  bookingNext: 'سيرسل إليك فريق السكن الخطوات التالية بالبريد الإلكتروني.',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: 'المتابعة إلى الدفع الآمن',
  startingCheckout: 'جارٍ بدء الدفع الآمن…',
  redirectingToCheckout: 'جارٍ نقلك إلى الدفع الآمن…',
  hostedCheckoutUnavailable:
    'الحجز عبر الإنترنت غير متاح لهذه الغرفة. أرسل استفسارًا وسيساعدك الفريق على الحجز.',
  hostedCheckoutFailed: 'تعذّر بدء الدفع. لم يُدفع أي مبلغ.',
  paymentUnderWay: 'بدأت بالفعل عملية دفع لهذه الغرفة هنا. لا تدفع مرة أخرى، وانتظر حتى تكتمل.',
  roomBookedHere: 'لقد حجزت هذه الغرفة هنا بالفعل.',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** Arabic words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, human, enquiry);
/** Arabic words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
/** Arabic words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
/** Arabic words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  rooms,
  checkoutWords,
);
/**
 * Arabic words for `HostedCheckoutButton`. Given only a room, the button loads it and may ask for a
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
