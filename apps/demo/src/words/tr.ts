import type { DemoWords } from './en-GB.ts';

/**
 * Turkish: siz throughout, the terms of Unistay's Turkish pack (talep, rezervasyon, referans
 * numarası, konaklama sağlayıcısı, konaklama ekibi, güvenli ödeme) and of the sandbox's own card
 * words (Sandbox). A name filled in takes no suffix: "{city} şehrinde", not "{city}'da".
 */
const tr: DemoWords = {
  skipToContent: 'İçeriğe geç',
  brand: 'Unistay demosu',
  documentTitle: '{page} · Unistay demosu',
  mainNavigation: 'Ana menü',
  language: 'Dil',
  loading: 'Yükleniyor…',
  tryAgain: 'Tekrar dene',
  sentenceSeparator: ' ',
  listSeparator: ', ',

  pageRooms: 'Odalar',
  pageAsk: 'Soru sor',
  pageEnquiries: 'Talepler',
  pageSandbox: 'Sandbox',
  pageRoom: 'Oda',
  pageBooking: 'Rezervasyonunuz',

  city: 'Şehir',
  everyCity: 'Tüm şehirler',
  roomsLoading: 'Odalar yükleniyor…',
  roomsLoadFailed: 'Odalar yüklenemedi.',
  roomsShown_one: '{count} oda, sayfa {page}/{pages}',
  roomsShown_other: '{count} oda, sayfa {page}/{pages}',
  roomsShownInCity_one: '{city} şehrinde {count} oda, sayfa {page}/{pages}',
  roomsShownInCity_other: '{city} şehrinde {count} oda, sayfa {page}/{pages}',
  fromPrice: 'Haftalık en düşük fiyat: {price}',
  dateRange: '{start} – {end}',
  enquireAbout: '{room} için talep gönder',
  closeEnquiry: 'Talebi kapat',
  bookRoom: '{room} için rezervasyon yap',
  closeBooking: 'Rezervasyonu kapat',

  backToRooms: 'Odalara dön',
  roomLoading: 'Oda yükleniyor…',
  roomNotFound: 'Bu oda katalogda yok.',
  roomLoadFailed: 'Oda yüklenemedi.',
  partLoadFailed:
    'Sayfanın bu bölümü yüklenemedi. Yeniden çevrimiçi olduğunuzda ya da tekrar denediğinizde yeniden yüklenecek.',
  askAboutRoom: 'Bu oda hakkında soru sorun',
  bookThisRoom: 'Bu oda için rezervasyon yapın',

  fullyBooked: '{room} için rezervasyonlar dolu. Rezervasyona açık dönem kalmadı.',
  secureCheckout: 'Güvenli ödeme',
  secureCheckoutLead:
    'Ödemeyi ve rezervasyonu konaklama sağlayıcısının kendi ödeme sayfasında yapın.',
  secureCheckoutFor: 'Güvenli ödeme: {dates}',
  bookHere: 'Burada rezervasyon yapın',
  bookRoomHere: '{room} için burada rezervasyon yap',
  paymentUnderWayBelow:
    'Bu oda için aşağıda ödemeye zaten başladınız. O ödeme tamamlanmazsa güvenli ödeme yeniden sunulur.',
  roomBookedBelow: 'Bu oda için aşağıda rezervasyon yaptınız.',

  askLead:
    'Rezervasyon, ödeme veya oda bulma hakkındaki sorular konaklama ekibine iletilir; ekip e-postayla yanıt verir.',
  enquirySent: 'Talep gönderildi',
  yourReference: 'Referans numaranız: {reference}.',
  seeInEnquiryList: 'Talep listesinde görüntüle',
  sendAnotherEnquiry: 'Başka bir talep gönder',

  enquiriesCaption: 'Öğrencilerden gelen talepler',
  staffChecking: 'Talepleri kimlerin görebileceği kontrol ediliyor…',
  staffCheckFailed: 'Talepleri kimlerin görebileceği demo sunucusuna sorulamadı.',
  demoServerAnswered: 'Demo sunucusu {status} yanıtını verdi.',
  sandboxEnquiriesOpen:
    'Bu talepler sandbox’tan gelir ve gerçek değildir, bu yüzden bu sayfa burada herkese açıktır. Canlı API ile önce personel girişi ister, çünkü proxy talepleri yalnızca giriş yapmış personele iletir.',
  staffOnly:
    'Talepler öğrencilerin kişisel verilerini içerir, bu yüzden onları yalnızca giriş yapmış personel görebilir.',
  staffSignInOff:
    'Personel girişi kapalı. Demo sunucusunda {setting} değerini ayarlayıp sunucuyu yeniden başlatın.',
  staffSignIn: 'Personel girişi',
  staffPassword: 'Personel şifresi',
  signIn: 'Giriş yap',
  wrongPassword: 'Bu şifre doğru değil.',
  tooManyPasswords_one:
    'Adresinizden çok fazla yanlış şifre girildi. {count} saniye bekleyip tekrar deneyin.',
  tooManyPasswords_other:
    'Adresinizden çok fazla yanlış şifre girildi. {count} saniye bekleyip tekrar deneyin.',
  staffSignInHeld:
    'Çok fazla yanlış şifre girildiği için personel girişi beklemeye alındı. Daha sonra tekrar deneyin ya da sunucu günlüğüne yazılan giriş bağlantısını açın.',
  signInLinkSpent:
    'Bu giriş bağlantısı zaten kullanılmış ya da süresi dolmuş. Şifreyle giriş yapın veya sunucu günlüğündeki en yeni bağlantıyı açın.',
  signInTooSlow: 'Giriş isteği çok geç ulaştı. Tekrar deneyin.',
  signInRefused: 'Demo sunucusu girişi reddetti ({status}).',
  demoServerUnreachable: 'Demo sunucusuna ulaşılamadı. Tekrar deneyin.',
  signedInAsStaff: 'Personel olarak giriş yaptınız.',
  signOut: 'Çıkış yap',
  signOutFailed: 'Çıkış yapılamadı. Tekrar deneyin.',

  nothingToConfirm: 'Onaylanacak bir şey yok',
  nothingToConfirmText:
    'Bu sayfa güvenli ödemeyle yapılan rezervasyonları onaylar, ancak bu adreste bir ödeme bilgisi yok. {findRoom}.',
  findRoom: 'Oda bulun',
  bookingConfirmed: 'Rezervasyon onaylandı',
  roomAtPropertyYours: '{property} – {room} sizin için rezerve edildi.',
  roomYours: '{room} sizin için rezerve edildi.',
  roomBooked: 'Odanız rezerve edildi.',
  bookingReference: 'Rezervasyon referans numaranız: {reference}.',
  moveInNote:
    'Konaklama sağlayıcısı taşınma hakkında size e-posta gönderecek. Sorularınız için referans numaranızı saklayın.',
  notConfirmedYet: 'Rezervasyonunuz henüz onaylanmadı',
  notHeardYet:
    'Son bir dakikadır konaklama sağlayıcısından haber alamadık. Ödeme yaptıysanız rezervasyonunuz işleniyor ve onaylandığında e-posta alacaksınız. Tekrar ödeme yapmayın.',
  checkAgainLater:
    'Birkaç dakika sonra tekrar kontrol edin. Bir saat içinde hâlâ onaylanmazsa {askUs} ve ödeme yaptığınız saati belirtin.',
  askUs: 'bize sorun',
  checkAgain: 'Tekrar kontrol et',
  confirmingBooking: 'Rezervasyonunuz onaylanıyor',
  waitingForProvider:
    'Konaklama sağlayıcısının rezervasyonunuzu onaylaması bekleniyor. Bu genellikle birkaç saniye sürer. Lütfen bu sayfadan ayrılmayın.',

  sandboxOff:
    'Demo canlı Partner API’ye bağlı, bu yüzden çalışan bir sandbox yok. Sandbox’ın web kancaları, hataları ve test kartları burada yok. Bunları kullanmak için demoyu {setting} olmadan başlatın.',
  webhooks: 'Web kancaları',
  faults: 'Hatalar',
  moveEnquiry: 'Bir talebin durumunu değiştirin',
  testCards: 'Test kartları',
  cardSucceeds: '{card}: başarılı olur',
  cardDeclined: '{card}: reddedilir',
  cardAsksBank: '{card}: bankanızdan onay ister, ardından başarılı olur',
  cardProcessing: '{card}: birkaç saniye işlemde kalır, ardından başarılı olur',
  startAgain: 'Baştan başla',
  resetSandbox: 'Sandbox’ı sıfırla',
  protections: 'Korumalar',
  protectionsLead:
    'Sandbox’ın önündeki proxy, herkese açık formları ve ödemeyi bir iş ortağının sunucusu gibi korur. Deneyin: aynı talebi iki kez gönderin ya da doğrulamayı bilerek başarısız kılın.',
  limitPerAddress: 'Tek bir adresten gelen istekler (talepler ve ödeme)',
  limitPerEmail: 'Tek bir e-posta adresi için talepler',
  limitValue: '{window} içinde {max}',
  sameEnquiry: 'Yeniden gönderilen aynı talep',
  sameEnquiryValue: '{window} içinde ilk talebin referans numarasıyla yanıtlanır',
  humanCheckSetting: 'İnsan olduğunuzun doğrulanması',
  humanCheckValue:
    'Sandbox’ın bileşeni: geçmek için işaretleyin ya da bilerek başarısız kılın. Doğrulamayı geçen öğrenciye {window} boyunca güvenilir.',

  injectFault: 'Hata oluştur',
  route: 'Rota',
  fault: 'Hata',
  times: 'Kaç kez',
  inject: 'Oluştur',
  routeEvery: 'Tüm rotalar',
  routeListEnquiries: 'Talepleri listele',
  routeReadEnquiry: 'Bir talebi oku',
  routeCreateGeneral: 'Genel talep oluştur',
  routeCreateSpecific: 'Oda için talep oluştur',
  routeStartCheckout: 'Ödemeyi başlat',
  routeCompleteCheckout: 'Ödemeyi tamamla',
  faultServer: 'Sunucu hatası (503)',
  faultRateLimited: 'Çok fazla istek (429, 2 sn sonra yeniden dene)',
  faultSlow: 'Yavaş yanıt (3 sn)',
  faultTimeout: 'Yanıt yok (zaman aşımı)',
  faultMalformed: 'JSON olmayan bir gövde',
  faultsActive: 'Etkin: {faults}',
  faultLeft_one: '{route} ({count} kez kaldı)',
  faultLeft_other: '{route} ({count} kez kaldı)',
  noFaults: 'Etkin hata yok.',
  clearFaults: 'Hataları temizle',

  moveThisEnquiry: 'Sandbox: bu talebin durumunu değiştir',
  playAccommodationSide: 'Sandbox: konaklama tarafının rolünü siz üstlenin.',
  enquiryReference: 'Talep referans numarası',
  newStatus: 'Yeni durum',
  move: 'Değiştir',
  moved: '{enquiry} referanslı talebin durumu artık “{status}”.',
  moveFailed: 'Sandbox durumu değiştirmedi. Demo sandbox üzerinde mi çalışıyor?',

  webhooksLead:
    'Sandbox her olayı, kaydettiği erişim belirteciyle bu demonun {path} adresindeki alıcısına gönderir. Güvenli ödemeyle yapılan bir rezervasyon burada {booked} olarak, aşağıda bir talebin durumunu değiştirmek ise {updated} olarak görünür.',
  loseAnswers: 'Sonraki 2 denemenin yanıtlarını kaybet',
  answersLost:
    'Sonraki 2 deneme alıcıya ulaşır ama yanıtları kaybolur. Yeniden denenmelerini izleyin.',
  faultRefused: 'Sandbox hatayı reddetti ({status}).',
  sandboxUnreachable: 'Sandbox’a ulaşılamadı.',
  answered: '{path} {status} yanıtını verdi.',
  noDeliveries: 'Henüz teslimat yok.',
  deliveriesCaption: 'Web kancası teslimatları, en yenisi önce',
  columnEvent: 'Olay',
  columnAbout: 'İlgili kayıt',
  columnAttempts: 'Denemeler ve alıcının yanıtları',
  columnState: 'Durum',
  attempt: '{time}: {answer}',
  answerDuplicate: '{status}: zaten işlenmişti, alındı bildirildi',
  answerHandled: '{status}: işlendi',
  answerOther: '{status}: {answer}',
  deliveryDelivered: 'Teslim edildi',
  deliveryGivenUp: 'Vazgeçildi',
  deliveryRetrying: 'Yeniden deneme saati: {time}',
  deliverySending: 'Gönderiliyor',
  handledHeading: 'Alıcının işledikleri',
  nothingHandled: 'Henüz işlenen bir şey yok.',
  handledCaption: 'İşlenen olaylar, en yenisi önce, her biri bir kez',
  columnKey: 'Anahtar',
  columnHandledAt: 'İşlenme saati',

  consentHeading: 'Bu sitenin ölçümü',
  consentText:
    'Öğrencilerin bu demoyu nasıl kullandığını, onu geliştirmek için ölçebilir miyiz? Yazdığınız hiçbir şey ölçülmez ve bunun için tarayıcınızda hiçbir şey saklanmaz.',
  consentTextGoogle:
    'Öğrencilerin bu siteyi nasıl kullandığını, onu geliştirmek için Google Analytics ile ölçebilir miyiz? Google bunun için tarayıcınızda çerezler saklar. Yazdığınız hiçbir şey ölçülmez.',
  consentAllow: 'Ölçüme izin ver',
  consentRefuse: 'Reddet',
  analyticsHeading: 'Analiz olayları',
  analyticsLead:
    'Bu sayfanın, öğrenci ilerledikçe şu araca ilettikleri: {tool}. Seçim yapılana kadar bekletilir, ölçüme izin verilirse gönderilir, reddedilirse atılır. Ölçüm durumu: {state}.',
  consentGranted: 'izin verildi',
  consentDenied: 'reddedildi',
  consentPending: 'henüz seçilmedi',
  noAnalyticsEvents: 'Henüz olay yok.',
  analyticsCaption: 'Analiz olayları, en yenisi önce',
  columnOutcome: 'Sonuç',
  outcomeSent: 'Gönderildi',
  outcomeHeld: 'Bekletiliyor',
  outcomeDropped: 'Atıldı',
  outcomeFailed: 'Başarısız',
};

export default tr;
