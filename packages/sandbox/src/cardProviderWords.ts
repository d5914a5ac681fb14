// The sandbox card's words in each language Unistay's packs have, as a card provider's own fields
// follow the student's language. Test and demo text, so every language ships together.
const english = {
  cardNumber: 'Card number',
  testCards:
    'Sandbox test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks you to confirm with your bank.',
  bankAsks: 'Your bank asks you to confirm this payment.',
  confirmPayment: 'Confirm payment',
  cancel: 'Cancel',
  notCompleted: 'The payment was not completed.',
  notConfirmed: 'The payment was not confirmed with your bank.',
  declined: 'Your card was declined.',
  useTestCard:
    'Use a sandbox test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 needs authentication.',
};
/** The sandbox card field's words, one set a language: its label, the test cards, its failures. */
export type CardWords = typeof english;

const WORDS: Record<string, CardWords> & { 'en-GB': CardWords } = {
  'en-GB': english,
  'zh-CN': {
    cardNumber: '卡号',
    testCards:
      '沙盒测试卡：4242 4242 4242 4242 付款成功，4000 0000 0000 0002 被拒绝，4000 0025 0000 3155 需要您向银行确认。',
    bankAsks: '您的银行要求您确认此笔付款。',
    confirmPayment: '确认付款',
    cancel: '取消',
    notCompleted: '付款未完成。',
    notConfirmed: '您的银行未确认此笔付款。',
    declined: '您的银行卡被拒绝。',
    useTestCard:
      '请使用沙盒测试卡：4242 4242 4242 4242 付款成功，4000 0000 0000 0002 被拒绝，4000 0025 0000 3155 需要验证。',
  },
  hi: {
    cardNumber: 'कार्ड नंबर',
    testCards:
      'सैंडबॉक्स टेस्ट कार्ड: 4242 4242 4242 4242 सफल होता है, 4000 0000 0000 0002 अस्वीकार होता है, 4000 0025 0000 3155 के लिए बैंक से पुष्टि चाहिए।',
    bankAsks: 'आपका बैंक इस भुगतान की पुष्टि करने को कह रहा है।',
    confirmPayment: 'भुगतान की पुष्टि करें',
    cancel: 'रद्द करें',
    notCompleted: 'भुगतान पूरा नहीं हुआ।',
    notConfirmed: 'आपके बैंक से भुगतान की पुष्टि नहीं हुई।',
    declined: 'आपका कार्ड अस्वीकार हो गया।',
    useTestCard:
      'सैंडबॉक्स टेस्ट कार्ड इस्तेमाल करें: 4242 4242 4242 4242 सफल होता है, 4000 0000 0000 0002 अस्वीकार होता है, 4000 0025 0000 3155 के लिए सत्यापन चाहिए।',
  },
  ar: {
    cardNumber: 'رقم البطاقة',
    testCards:
      'بطاقات الاختبار: \u20664242 4242 4242 4242\u2069 تنجح، و\u20664000 0000 0000 0002\u2069 تُرفض، و\u20664000 0025 0000 3155\u2069 تطلب التأكيد مع بنكك.',
    bankAsks: 'يطلب بنكك تأكيد هذا الدفع.',
    confirmPayment: 'تأكيد الدفع',
    cancel: 'إلغاء',
    notCompleted: 'لم يكتمل الدفع.',
    notConfirmed: 'لم يُؤكَّد الدفع مع بنكك.',
    declined: 'رُفضت بطاقتك.',
    useTestCard:
      'استخدم بطاقة اختبار: \u20664242 4242 4242 4242\u2069 تنجح، و\u20664000 0000 0000 0002\u2069 تُرفض، و\u20664000 0025 0000 3155\u2069 تتطلب التحقق.',
  },
  es: {
    cardNumber: 'Número de tarjeta',
    testCards:
      'Tarjetas de prueba del sandbox: 4242 4242 4242 4242 se acepta, 4000 0000 0000 0002 se rechaza, 4000 0025 0000 3155 pide confirmación a su banco.',
    bankAsks: 'Su banco le pide que confirme este pago.',
    confirmPayment: 'Confirmar el pago',
    cancel: 'Cancelar',
    notCompleted: 'El pago no se ha completado.',
    notConfirmed: 'El pago no se ha confirmado con su banco.',
    declined: 'Su tarjeta ha sido rechazada.',
    useTestCard:
      'Use una tarjeta de prueba del sandbox: 4242 4242 4242 4242 se acepta, 4000 0000 0000 0002 se rechaza, 4000 0025 0000 3155 requiere autenticación.',
  },
  fr: {
    cardNumber: 'Numéro de carte',
    testCards:
      'Cartes de test du bac à sable\u202f: 4242 4242 4242 4242 est acceptée, 4000 0000 0000 0002 est refusée, 4000 0025 0000 3155 demande une confirmation auprès de votre banque.',
    bankAsks: 'Votre banque vous demande de confirmer ce paiement.',
    confirmPayment: 'Confirmer le paiement',
    cancel: 'Annuler',
    notCompleted: 'Le paiement n’a pas abouti.',
    notConfirmed: 'Le paiement n’a pas été confirmé auprès de votre banque.',
    declined: 'Votre carte a été refusée.',
    useTestCard:
      'Utilisez une carte de test du bac à sable\u202f: 4242 4242 4242 4242 est acceptée, 4000 0000 0000 0002 est refusée, 4000 0025 0000 3155 demande une authentification.',
  },
  de: {
    cardNumber: 'Kartennummer',
    testCards:
      'Sandbox-Testkarten: 4242 4242 4242 4242 wird akzeptiert, 4000 0000 0000 0002 wird abgelehnt, 4000 0025 0000 3155 verlangt eine Bestätigung bei Ihrer Bank.',
    bankAsks: 'Ihre Bank bittet Sie, diese Zahlung zu bestätigen.',
    confirmPayment: 'Zahlung bestätigen',
    cancel: 'Abbrechen',
    notCompleted: 'Die Zahlung wurde nicht abgeschlossen.',
    notConfirmed: 'Die Zahlung wurde bei Ihrer Bank nicht bestätigt.',
    declined: 'Ihre Karte wurde abgelehnt.',
    useTestCard:
      'Verwenden Sie eine Sandbox-Testkarte: 4242 4242 4242 4242 wird akzeptiert, 4000 0000 0000 0002 wird abgelehnt, 4000 0025 0000 3155 verlangt eine Bestätigung.',
  },
  it: {
    cardNumber: 'Numero della carta',
    testCards:
      'Carte di prova della sandbox: 4242 4242 4242 4242 viene accettata, 4000 0000 0000 0002 viene rifiutata, 4000 0025 0000 3155 richiede una conferma presso la tua banca.',
    bankAsks: 'La tua banca ti chiede di confermare questo pagamento.',
    confirmPayment: 'Conferma il pagamento',
    cancel: 'Annulla',
    notCompleted: 'Il pagamento non è stato completato.',
    notConfirmed: 'Il pagamento non è stato confermato dalla tua banca.',
    declined: 'La tua carta è stata rifiutata.',
    useTestCard:
      'Usa una carta di prova della sandbox: 4242 4242 4242 4242 viene accettata, 4000 0000 0000 0002 viene rifiutata, 4000 0025 0000 3155 richiede l’autenticazione.',
  },
  'pt-BR': {
    cardNumber: 'Número do cartão',
    testCards:
      'Cartões de teste do sandbox: 4242 4242 4242 4242 é aprovado, 4000 0000 0000 0002 é recusado, 4000 0025 0000 3155 pede confirmação com seu banco.',
    bankAsks: 'Seu banco pede que você confirme este pagamento.',
    confirmPayment: 'Confirmar pagamento',
    cancel: 'Cancelar',
    notCompleted: 'O pagamento não foi concluído.',
    notConfirmed: 'O pagamento não foi confirmado com seu banco.',
    declined: 'Seu cartão foi recusado.',
    useTestCard:
      'Use um cartão de teste do sandbox: 4242 4242 4242 4242 é aprovado, 4000 0000 0000 0002 é recusado, 4000 0025 0000 3155 exige autenticação.',
  },
  tr: {
    cardNumber: 'Kart numarası',
    testCards:
      'Sandbox test kartları: 4242 4242 4242 4242 başarılı olur, 4000 0000 0000 0002 reddedilir, 4000 0025 0000 3155 bankanızdan onay ister.',
    bankAsks: 'Bankanız bu ödemeyi onaylamanızı istiyor.',
    confirmPayment: 'Ödemeyi onayla',
    cancel: 'İptal et',
    notCompleted: 'Ödeme tamamlanmadı.',
    notConfirmed: 'Ödeme bankanız tarafından onaylanmadı.',
    declined: 'Kartınız reddedildi.',
    useTestCard:
      'Bir sandbox test kartı kullanın: 4242 4242 4242 4242 başarılı olur, 4000 0000 0000 0002 reddedilir, 4000 0025 0000 3155 doğrulama ister.',
  },
  ko: {
    cardNumber: '카드 번호',
    testCards:
      '샌드박스 테스트 카드: 4242 4242 4242 4242는 승인, 4000 0000 0000 0002는 거절, 4000 0025 0000 3155는 은행 확인이 필요합니다.',
    bankAsks: '은행에서 이 결제를 확인해 달라고 요청합니다.',
    confirmPayment: '결제 확인',
    cancel: '취소',
    notCompleted: '결제가 완료되지 않았습니다.',
    notConfirmed: '은행에서 결제가 확인되지 않았습니다.',
    declined: '카드가 거절되었습니다.',
    useTestCard:
      '샌드박스 테스트 카드를 사용하세요: 4242 4242 4242 4242는 승인, 4000 0000 0000 0002는 거절, 4000 0025 0000 3155는 인증이 필요합니다.',
  },
  ja: {
    cardNumber: 'カード番号',
    testCards:
      'サンドボックスのテストカード：4242 4242 4242 4242 は成功、4000 0000 0000 0002 は拒否、4000 0025 0000 3155 は銀行での確認が必要です。',
    bankAsks: '銀行がこのお支払いの確認を求めています。',
    confirmPayment: 'お支払いを承認',
    cancel: 'キャンセル',
    notCompleted: 'お支払いが完了しませんでした。',
    notConfirmed: '銀行でお支払いが確認されませんでした。',
    declined: 'このカードはご利用いただけませんでした。',
    useTestCard:
      'サンドボックスのテストカードを使用してください：4242 4242 4242 4242 は成功、4000 0000 0000 0002 は拒否、4000 0025 0000 3155 は認証が必要です。',
  },
  vi: {
    cardNumber: 'Số thẻ',
    testCards:
      'Thẻ thử nghiệm sandbox: 4242 4242 4242 4242 thành công, 4000 0000 0000 0002 bị từ chối, 4000 0025 0000 3155 yêu cầu bạn xác nhận với ngân hàng.',
    bankAsks: 'Ngân hàng yêu cầu bạn xác nhận khoản thanh toán này.',
    confirmPayment: 'Xác nhận thanh toán',
    cancel: 'Hủy',
    notCompleted: 'Thanh toán chưa hoàn tất.',
    notConfirmed: 'Ngân hàng chưa xác nhận khoản thanh toán.',
    declined: 'Thẻ của bạn bị từ chối.',
    useTestCard:
      'Hãy dùng thẻ thử nghiệm sandbox: 4242 4242 4242 4242 thành công, 4000 0000 0000 0002 bị từ chối, 4000 0025 0000 3155 cần xác thực.',
  },
};

/** The words for `locale`: its own, else its language's (`zh-TW` → `zh-CN`), else English. */
export function cardWords(locale = 'en-GB'): CardWords {
  return wordsFor(WORDS, locale);
}

/**
 * A sandbox widget's words for `locale` from `table` (English under `en-GB`): its own, else its
 * language's, else English; the pseudo-locale's are English accented.
 */
export function wordsFor<Words extends Record<string, string>>(
  table: Readonly<Record<string, Words>> & { 'en-GB': Words },
  locale = 'en-GB',
): Words {
  const english = table['en-GB'];
  if (locale === 'en-XA') return pseudoWords(english);
  const language = locale.split('-')[0];
  return (
    table[locale] ??
    Object.entries(table).find(([tag]) => tag.split('-')[0] === language)?.[1] ??
    english
  );
}

/**
 * The pseudo-locale (`en-XA`), as Unistay's pack does it: English, accented and in brackets, so a
 * page checked in it can tell the sandbox's words from words left in English.
 */
const pseudo = new WeakMap<object, object>();
function pseudoWords<Words extends Record<string, string>>(english: Words): Words {
  const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const accented = [...'áƀçðéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'];
  const accent = (text: string) =>
    `⟦${text.replace(/[a-zA-Z]/g, (letter) => accented[plain.indexOf(letter)] ?? letter)}⟧`;
  const made =
    pseudo.get(english) ??
    Object.fromEntries(Object.entries(english).map(([key, text]) => [key, accent(text)]));
  pseudo.set(english, made);
  return made as Words;
}
