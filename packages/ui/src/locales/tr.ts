import { languagePack, type UnistayLocale } from '../i18n/localePack.js';

/** Turkish: Türkçe. */
const language = { locale: 'tr', direction: 'ltr' } as const;

/** Words every component shows. */
const common = {
  tryAgain: 'Tekrar dene',
};

/** The fields and their messages, in the enquiry forms and the checkout's steps. */
const form = {
  required: 'Bu alan zorunludur',
  tooLong255: 'En fazla 255 karakter kullanın',
  emailFormat: 'E-posta adresini doğru biçimde girin, örneğin name@example.com',
  phoneCountryCode: 'Telefon numarasını + ve ülke koduyla girin, örneğin +44 7700 900123',
  phoneFormat:
    'Telefon numarasını uluslararası biçimde, + ve ardından 7 ila 15 rakamla girin, örneğin +44 7700 900123',
  enterFirstName: 'Adınızı girin',
  enterLastName: 'Soyadınızı girin',
  enterEmail: 'E-posta adresinizi girin',
  enterPhone: 'Telefon numaranızı girin',
  firstName: 'Ad',
  lastName: 'Soyad',
  email: 'E-posta',
  phone: 'Telefon numarası',
  phoneHint: 'Ülke kodunu ekleyin, örneğin +44 7700 900123',
  optional: '(isteğe bağlı)',
  selectPlaceholder: 'Bir seçenek belirleyin',
  errorSummaryTitle: 'Bir sorun var',
};

/** The check that the student is a person, in the enquiry forms and the checkout. */
const human = {
  humanCheckLabel: 'İnsan olduğunuzu doğrulayın',
  humanCheckRequired: 'İnsan olduğunuzu gösteren doğrulamayı tamamlayın',
  humanCheckFailed:
    'İnsan olduğunuzu gösteren doğrulama başarısız oldu veya süresi doldu. Yeniden tamamlayın.',
};

/** The enquiry forms' own words. */
const enquiry = {
  tooLong5000: 'En fazla 5000 karakter kullanın',
  enterMessage: 'Mesajınızı girin',
  message: 'Mesaj',
  enquiringAbout: '{property} – {room} hakkında talep',
  enquiringAboutProperty: '{property} hakkında talep',
  submit: 'Talebi gönder',
  sending: 'Talebiniz gönderiliyor…',
  successHeading: 'Talep gönderildi',
  successReference: 'Referans numaranız: {reference}.',
  sendAnother: 'Başka bir talep gönder',
  announceSuccess: 'Talep gönderildi. Referans numaranız: {reference}.',
  errorNetwork: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  errorTimeout: 'Sunucu çok geç yanıt verdi. Tekrar deneyin.',
  errorRateLimited: 'Çok fazla deneme yapıldı. Biraz bekleyip tekrar deneyin.',
  errorServer:
    'Bizden kaynaklanan bir sorun oluştu. Yazdıklarınız silinmedi, tekrar deneyebilirsiniz.',
  errorOther: 'Talebiniz gönderilemedi. Yazdıklarınız silinmedi, tekrar deneyebilirsiniz.',
  extraRequired: '{label} alanını doldurun',
  extraSelect: '{label} seçimini yapın',
  extraCheckbox: 'Devam etmek için “{label}” kutusunu işaretleyin',
  extraNumber: '{label} alanını sayı olarak girin',
};

/** The enquiry table, its controls and the details of an enquiry. */
const table = {
  caption: 'Talepler',
  columnReference: 'Referans',
  columnStudent: 'Öğrenci',
  columnPhone: 'Telefon',
  columnRoom: 'Oda',
  columnStatus: 'Durum',
  columnMessage: 'Mesaj',
  generalEnquiry: 'Genel talep',
  roomAtProperty: '{property} – {room}',
  noPhone: 'Belirtilmedi',
  viewEnquiry: '{reference} referanslı talebi görüntüle',
  statusFilter: 'Durum',
  allStatuses: 'Tüm durumlar',
  status_pending: 'Beklemede',
  status_in_progress: 'İşlemde',
  status_resolved: 'Çözüldü',
  status_closed: 'Kapatıldı',
  pageSize: 'Sayfa başına satır',
  pagination: 'Sayfalama',
  previousPage: 'Önceki sayfa',
  nextPage: 'Sonraki sayfa',
  pageNumber: 'Sayfa {page}',
  showing: '{total} kayıttan {from}–{to} gösteriliyor',
  loading: 'Talepler yükleniyor…',
  refreshing: 'Sayfa {page} yükleniyor…',
  empty: 'Henüz talep yok',
  emptyStatus: 'Durumu “{status}” olan talep yok',
  showAllStatuses: 'Tüm durumları göster',
  loadFailed: 'Talepler yüklenemedi.',
  beyondLast: '{page}. sayfa yok. Son sayfa {last}.',
  goToLastPage: 'Son sayfaya git',
  detailsHeading: '{reference} referanslı talep',
  detailsLoading: 'Talep yükleniyor…',
  detailsFailed: 'Bu talep yüklenemedi.',
  close: 'Kapat',
  fieldName: 'Ad soyad',
  fieldEmail: 'E-posta',
  fieldPhone: 'Telefon',
  fieldRoom: 'Oda',
  fieldStatus: 'Durum',
  fieldMessage: 'Mesaj',
  fieldIds: 'İşletmeci, mülk ve oda kimlikleri',
  metadata: 'Meta veriler',
  additionalFields: 'Ek alanlar',
};

/** Rooms and booking periods: the catalogue parts, and the checkout as it loads its room. */
const rooms = {
  dateRange: '{start} – {end}',
  perWeek: 'Haftalık {price}',
  listSeparator: ', ',
  roomLoading: 'Oda yükleniyor…',
  roomLoadFailed: 'Oda yüklenemedi.',
  roomNotFound: 'Bu oda artık listelenmiyor.',
  roomUnavailable: 'Bu oda şu anda tamamen dolu, rezervasyon yapılamıyor.',
  periodQuestion: 'Ne zaman kalacaksınız?',
  noPeriods: 'Bu oda için henüz açık rezervasyon dönemi yok.',
  price: 'Fiyat',
  availability: 'Müsaitlik',
  available: 'Müsait',
  availableRoomsLeft_one: 'Müsait, {count} oda kaldı',
  availableRoomsLeft_other: 'Müsait, {count} oda kaldı',
  fullyBooked: 'Dolu',
  cancellation: 'İptal koşulları',
  visaCancellation: 'Vizeniz reddedilirse ücretsiz iptal',
  uniPlaceCancellation: 'Üniversiteye kabul edilmezseniz ücretsiz iptal',
  noCancellation: 'İptal koşullarını konaklama ekibine sorun.',
  nearby: 'Yakındaki yerler',
  distanceTo: '{name}: {distance}',
  photoOf: '{name} – fotoğraf {number}',
};

/** The checkout's own words: its steps, the review, the payment and the confirmation. */
const checkoutWords = {
  tooLong16: 'En fazla 16 karakter kullanın',
  tooLong2000: 'En fazla 2000 karakter kullanın',
  countryFormat: 'İki harfli bir ülke kodu (ISO 3166-1) kullanın, örneğin GB',
  realDate: 'Doğum tarihi geçerli bir tarih olmalıdır',
  dateInPast: 'Doğum tarihi geçmişte olmalıdır',
  selectGender: 'Cinsiyetinizi seçin',
  enterDateOfBirth: 'Doğum tarihinizi girin',
  enterAddressLine1: 'Adresinizin ilk satırını girin',
  enterCity: 'Şehrinizi girin',
  enterPostcode: 'Posta kodunuzu girin',
  selectCountry: 'Ülkenizi seçin',
  selectNationality: 'Uyruğunuzu seçin',
  enterTheirFirstName: 'Kişinin adını girin',
  enterTheirLastName: 'Kişinin soyadını girin',
  enterRelationship: 'Kişinin sizinle yakınlığını girin',
  enterTheirEmail: 'Kişinin e-posta adresini girin',
  enterTheirPhone: 'Kişinin telefon numarasını girin',
  enterTheirDateOfBirth: 'Kişinin doğum tarihini girin',
  enterTheirAddressLine1: 'Kişinin adresinin ilk satırını girin',
  enterTheirCity: 'Kişinin şehrini girin',
  enterTheirPostcode: 'Kişinin posta kodunu girin',
  selectTheirCountry: 'Kişinin ülkesini seçin',
  enterUniversity: 'Üniversitenizi girin',
  selectYearOfStudy: 'Sınıfınızı seçin',
  enterCourseTitle: 'Bölümünüzün adını girin',
  choosePlan: 'Nasıl ödeyeceğinizi seçin',
  stepStay: 'Konaklamanız',
  stepAbout: 'Hakkınızda',
  stepGuarantor: 'Kefil',
  stepEmergencyContact: 'Acil durumda ulaşılacak kişi',
  stepCourse: 'Bölümünüz',
  stepReview: 'Yanıtlarınızı kontrol edin',
  stepConfirmed: 'Rezervasyon onaylandı',
  stepOf: 'Adım {step} / {total}',
  booking: '{property} – {room} rezervasyonu',
  bookingProperty: '{property} – oda rezervasyonu',
  back: 'Geri',
  continue: 'Devam et',
  change: 'Değiştir',
  changeStay: 'Konaklamanızı değiştir',
  changeAbout: 'Bilgilerinizi değiştir',
  changeGuarantor: 'Kefili değiştir',
  changeEmergencyContact: 'Acil durumda ulaşılacak kişiyi değiştir',
  changeCourse: 'Bölüm bilgilerinizi değiştir',
  bookingPeriod: 'Ne zaman kalacaksınız?',
  paymentPlan: 'Nasıl ödeyeceksiniz?',
  payInFull: 'Tamamını öde',
  payInInstalments: 'Taksitle öde',
  ukGuarantor: 'Birleşik Krallık’ta yaşayan bir kefiliniz var mı?',
  useScheme: 'Bunun yerine kefalet hizmetini kullanacak mısınız?',
  useSchemeHint: 'Üçüncü taraf bir kefalet hizmeti, ücret karşılığında kefiliniz olur.',
  yes: 'Evet',
  no: 'Hayır',
  name: 'Ad soyad',
  gender: 'Cinsiyet',
  gender_male: 'Erkek',
  gender_female: 'Kadın',
  gender_other: 'Diğer',
  year_foundation: 'Hazırlık yılı',
  year_undergraduate_first_year: 'Lisans – 1. sınıf',
  year_undergraduate_second_year: 'Lisans – 2. sınıf',
  year_undergraduate_third_year: 'Lisans – 3. sınıf',
  year_undergraduate_placement_year: 'Lisans – staj yılı',
  year_postgraduate_masters: 'Lisansüstü – yüksek lisans',
  year_postgraduate_phd: 'Lisansüstü – doktora',
  year_other: 'Diğer',
  dateOfBirth: 'Doğum tarihi',
  dateDay: 'Gün',
  dateMonth: 'Ay',
  dateYear: 'Yıl',
  dateHint: 'Örneğin {example}',
  addressLine1: 'Adres satırı 1',
  addressLine2: 'Adres satırı 2',
  city: 'Şehir',
  region: 'Bölge',
  postcode: 'Posta kodu',
  country: 'Ülke',
  nationality: 'Uyruk',
  relationship: 'Yakınlık',
  relationshipHint: 'Örneğin ebeveyn, kardeş veya arkadaş',
  university: 'Üniversite',
  yearOfStudy: 'Sınıf',
  courseTitle: 'Bölüm',
  specialRequests: 'Özel istekler',
  choosePeriod: 'Ne zaman kalacağınızı seçin',
  chooseUkGuarantor: 'Birleşik Krallık’ta yaşayan bir kefiliniz olup olmadığını seçin',
  chooseScheme: 'Kefalet hizmetini kullanıp kullanmayacağınızı seçin',
  needScheme:
    'Birleşik Krallık’ta kefil olmadan taksitle ödemek için kefalet hizmetini kullanın veya tamamını ödeyin',
  payment: 'Ödeme',
  dueNow: 'Şimdi ödenecek rezervasyon ön ödemesi: {amount}',
  startingPayment: 'Güvenli ödeme hazırlanıyor…',
  payAndBook: 'Öde ve rezervasyon yap',
  paying: 'Ödeniyor…',
  confirmingBooking: 'Rezervasyonunuz onaylanıyor…',
  paymentFailed:
    'Hiçbir ücret alınmadı. Kart bilgilerini kontrol edin veya başka bir kart deneyin.',
  cardNotCharged: 'Kartınızdan ödeme alınamadı.',
  cardFormLanguage: 'Kart formu {language} gösteriliyor.',
  cardUnavailable: 'Güvenli kart ödemesi yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  paymentNotReady: 'Ödeme formu henüz hazır değil. Biraz bekleyip tekrar deneyin.',
  startFailed: 'Güvenli ödeme hazırlanamadı. Hiçbir ödeme yapılmadı.',
  completeFailed:
    'Ödemeniz alındı ancak rezervasyonunuz henüz onaylanmadı. Bu ödeme için sizden iki kez ücret alınmayacak. Tekrar deneyin. Sorun devam ederse konaklama ekibine {reference} referans numarasını iletin.',
  paymentProcessing:
    'Ödemeniz hâlâ işleniyor. Tekrar ödeme yapmayın. Ödeme tamamlanınca rezervasyonunuzu onaylayacağız.',
  paymentNotCompleted: 'Ödeme tamamlanmadı ve sizden hiçbir ücret alınmadı. Tekrar deneyin.',
  sessionRenewed:
    'Güvenli ödeme yenilendi, artık daha fazla süreniz var. Hiçbir ödeme yapılmadı. Kart bilgilerinizi girin.',
  sessionEnding:
    'Güvenli ödeme {time} itibarıyla yenilenecek. Girdiğiniz kart bilgileri silinecek ve hiçbir ödeme yapılmayacak. Daha fazla zamana ihtiyacınız varsa şimdi yenileyin.',
  moreTime: 'Süreyi uzat',
  paymentElsewhere:
    'Bu oda için başka bir sekmede veya pencerede ödeme başlatıldı. Burada tekrar ödeme yapmayın. Ödeme tamamlanınca bu sayfa güncellenecek.',
  hostedCheckoutOpened:
    'Bu oda için güvenli ödeme sayfasını açtınız. Orada ödeme yaptıysanız tekrar ödemeyin. Yapmadıysanız burada ödeyebilirsiniz.',
  payHereInstead: 'Burada öde',
  bookedBefore:
    'Bu oda kısa süre önce bu cihazda bu tarihler için rezerve edildi ve başka bir ödeme alınmadı. Başka biri için rezervasyon yapıyorsanız odayı yeniden rezerve edin.',
  bookAgain: 'Başka biri için yeniden rezerve et',
  paymentResumed:
    'Bu oda için bu cihazda bir ödeme başlatıldı ve tamamlanmadı. Gösterilen tarihler için ödemeyi burada tamamlayın: yalnızca bir kez ödenebilir.',
  paymentCheckFailed:
    'Ödemenizi şu anda kontrol edemedik. Tekrar ödeme yapmayın. Birazdan tekrar kontrol edin.',
  bookingRefused:
    'Ödemeniz alındı ancak rezervasyon tamamlanamadı. Bu ödeme için sizden iki kez ücret alınmayacak. İade almak ya da başka tarihlere rezervasyon yapmak için konaklama ekibine {reference} referans numarasını iletin.',
  checkingPayment: 'Ödemeniz kontrol ediliyor…',
  checkAgain: 'Tekrar kontrol et',
  periodLocked: 'Bu tarihler için ödeme yaptınız, bu yüzden burada değiştiremezsiniz.',
  bookingReference: 'Rezervasyon referans numaranız: {reference}.',
  bookingReferenceLater:
    'Rezervasyonunuz yapıldı. Konaklama sağlayıcısı referans numarasını size gönderecek.',
  bookingNext: 'Konaklama ekibi sonraki adımları size e-postayla gönderecek.',
};

/** The hosted checkout button's words. */
const hosted = {
  continueToCheckout: 'Güvenli ödemeye devam et',
  startingCheckout: 'Güvenli ödeme başlatılıyor…',
  redirectingToCheckout: 'Güvenli ödeme sayfasına yönlendiriliyorsunuz…',
  hostedCheckoutUnavailable:
    'Bu oda için çevrimiçi ödeme kullanılamıyor. Bir talep gönderin, ekip rezervasyonunuza yardımcı olsun.',
  hostedCheckoutFailed: 'Ödeme başlatılamadı. Hiçbir ödeme yapılmadı.',
  paymentUnderWay:
    'Bu oda için burada zaten bir ödeme başlatıldı. Tekrar ödeme yapmayın, tamamlanmasını bekleyin.',
  roomBookedHere: 'Bu oda için burada zaten rezervasyon yaptınız.',
};

// Each family of components has its words on its own, so a page that imports only the ones it
// shows ships no other (`import { enquiryForm } from ...`); the default export is every word.

/** Turkish words for `GeneralEnquiryForm` and `SpecificEnquiryForm`. */
export const enquiryForm = /* @__PURE__ */ languagePack(language, common, form, human, enquiry);
/** Turkish words for `EnquiryTable`, its controls and `EnquiryDetails`. */
export const enquiryTable = /* @__PURE__ */ languagePack(language, common, table);
/** Turkish words for `RoomSummary`, `BookingPeriodPicker` and a room as it loads. */
export const catalogue = /* @__PURE__ */ languagePack(language, common, rooms);
/** Turkish words for `CustomCheckoutWizard`, the room it loads and its card fields. */
export const checkout = /* @__PURE__ */ languagePack(
  language,
  common,
  form,
  human,
  rooms,
  checkoutWords,
);
/**
 * Turkish words for `HostedCheckoutButton`. Given only a room, the button loads it and may ask for
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
