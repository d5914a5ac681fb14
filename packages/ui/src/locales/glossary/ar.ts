import type { Glossary } from './glossary.js';

/** Short vowels and shadda, which a word may carry between its root's letters. */
const h = '[\\u064B-\\u0652]*';

/** Arabic: the one word the pack uses for each term of the domain. */
export const glossary: Glossary = {
  enquiry: { word: 'استفسار', stem: /استفسار/ },
  // The root ح ج ز: حجز، الحجز، احجز، محجوزة، حجوزات.
  booking: { word: 'الحجز', stem: new RegExp(`ح${h}ج${h}و?${h}ز`) },
  bookingPeriod: { word: 'فترة الحجز', stem: /فتر(ة|ات) (ال)?حجز/ },
  holdingDeposit: {
    word: 'دفعة مقدّمة لتثبيت الحجز',
    stem: /دفعة مقد/,
    // تأمين is the tenancy's security deposit (and insurance); "دفعك" reads "pushed you"; عربون
    // is earnest money, read as never refunded (see the policy in glossary.ts).
    forbidden: [/تأمين/, /دفعك/, /عربون/],
  },
  // In the Gulf a كفيل is a visa sponsor (kafala).
  guarantor: { word: 'الضامن', stem: /ضامن/, forbidden: [/كفيل|كفال|يكفل/] },
  guarantorService: { word: 'خدمة الضمان', stem: /خدمة (ال)?ضمان/ },
  instalments: { word: 'أقساط', stem: /أقساط|قسط|تقسيط/ },
  // صلة القرابة is blood kinship, while the contact may be a friend.
  emergencyContact: {
    word: 'جهة الاتصال في الطوارئ',
    stem: /جهة الاتصال في الطوارئ/,
    forbidden: [/صلة القرابة/],
  },
  // The student's year (السنة الأولى); العام الدراسي is the academic year (2026/2027).
  yearOfStudy: {
    word: 'السنة الدراسية',
    stem: /سن[ةت]\S*\s(ال)?دراسي/,
    forbidden: [/العام الدراسي|العام الجامعي/],
  },
  reference: { word: 'الرقم المرجعي', stem: /مرجعي/ },
  // The money sentences (see glossary.ts): precise, never "again".
  notChargedTwice: {
    word: 'لن يُخصم منك هذا المبلغ مرة ثانية',
    stem: /هذا المبلغ مرة ثانية/,
    forbidden: [/يُخصم[^.]*مجدد/],
  },
  nothingPaid: { word: 'لم يُدفع أي مبلغ', stem: /لم يُدفع أي مبلغ/ },
};
