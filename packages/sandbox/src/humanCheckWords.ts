import { wordsFor } from './cardProviderWords.js';

// The test widget's words in each language Unistay's packs have, as a provider's widget follows
// the student's language.
const WORDS = {
  'en-GB': {
    person: 'I am a person',
    note: 'Sandbox check: tick the box to pass, or fail it to see the refusal.',
    fail: 'Fail the check',
  },
  // American English ticks no box: it checks one.
  'en-US': {
    person: 'I am a person',
    note: 'Sandbox test: check the box to pass, or fail it to see the refusal.',
    fail: 'Fail the check',
  },
  'zh-CN': {
    person: '我是真人',
    note: '沙盒验证：勾选即可通过，或让验证失败以查看拒绝提示。',
    fail: '让验证失败',
  },
  hi: {
    person: 'मैं इंसान हूँ',
    note: 'सैंडबॉक्स जाँच: पास करने के लिए बॉक्स पर सही का निशान लगाएँ, या अस्वीकृति देखने के लिए इसे विफल करें।',
    fail: 'जाँच विफल करें',
  },
  ar: {
    person: 'أنا إنسان',
    note: 'تحقق تجريبي: حدّد المربع لتجتاز التحقق، أو أفشله لترى الرفض.',
    fail: 'أفشِل التحقق',
  },
  es: {
    person: 'Soy una persona',
    note: 'Verificación de prueba: marque la casilla para superarla o hágala fallar para ver el rechazo.',
    fail: 'Hacer fallar la verificación',
  },
  fr: {
    person: 'Je suis une personne',
    note: 'Vérification de test\u202f: cochez la case pour la réussir, ou faites-la échouer pour voir le refus.',
    fail: 'Faire échouer la vérification',
  },
  de: {
    person: 'Ich bin ein Mensch',
    note: 'Sandbox-Prüfung: Kreuzen Sie das Kästchen an, um sie zu bestehen, oder lassen Sie sie scheitern, um die Ablehnung zu sehen.',
    fail: 'Prüfung scheitern lassen',
  },
  it: {
    person: 'Sono una persona',
    note: 'Verifica di prova: spunta la casella per superarla, oppure falla fallire per vedere il rifiuto.',
    fail: 'Fai fallire la verifica',
  },
  'pt-BR': {
    person: 'Sou uma pessoa',
    note: 'Verificação de teste: marque a caixa para passar ou faça-a falhar para ver a recusa.',
    fail: 'Fazer a verificação falhar',
  },
  tr: {
    person: 'Ben bir insanım',
    note: 'Test doğrulaması: geçmek için kutuyu işaretleyin ya da reddi görmek için doğrulamayı başarısız kılın.',
    fail: 'Doğrulamayı başarısız kıl',
  },
  ko: {
    person: '사람입니다',
    note: '샌드박스 확인: 통과하려면 상자를 선택하고, 거부 화면을 보려면 확인을 실패시키세요.',
    fail: '확인 실패시키기',
  },
  ja: {
    person: '私は人間です',
    note: 'サンドボックスの確認：チェックを入れると通過します。拒否を確かめるには、失敗させてください。',
    fail: '確認を失敗させる',
  },
  vi: {
    person: 'Tôi là người thật',
    note: 'Kiểm tra thử nghiệm: đánh dấu ô để vượt qua, hoặc làm kiểm tra thất bại để xem thông báo từ chối.',
    fail: 'Làm kiểm tra thất bại',
  },
};

/** The widget's words in `locale` (English where the sandbox has none). */
export const sandboxHumanCheckWords = (locale?: string) => wordsFor(WORDS, locale);
