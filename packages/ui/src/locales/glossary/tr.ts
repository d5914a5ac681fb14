import type { Glossary } from './glossary.js';

/** Turkish: the one word the pack uses for each term of the domain. */
export const glossary: Glossary = {
  // talep, talebi, talebiniz, talepler
  enquiry: { word: 'talep', stem: /tale[pb]/i },
  booking: { word: 'rezervasyon', stem: /rezerv/i },
  bookingPeriod: { word: 'rezervasyon dönemi', stem: /rezervasyon dönem/i },
  // A "depozito" is the tenancy's security deposit, paid back at the end.
  // Not kapora: in law it is bağlanma parası (earnest money, TBK 177); see the policy in
  // glossary.ts. Depozito is the tenancy's security deposit.
  holdingDeposit: {
    word: 'rezervasyon ön ödemesi',
    stem: /ön ödeme/i,
    forbidden: [/depozito/i, /kapora/i, /bağlanma parası/i],
  },
  guarantor: { word: 'kefil', stem: /kefil/i },
  guarantorService: { word: 'kefalet hizmeti', stem: /kefalet hizmet/i },
  instalments: { word: 'taksit', stem: /taksit/i },
  emergencyContact: {
    word: 'acil durumda ulaşılacak kişi',
    stem: /acil durumda ulaşılacak kişi/i,
    forbidden: [/acil durum kişisi/i],
  },
  // The student's year ("2. sınıf"); the academic year (2026–2027) is the "öğretim yılı".
  yearOfStudy: {
    word: 'sınıf',
    stem: /sınıf/i,
    forbidden: [/öğretim yılı/i, /akademik yıl/i],
  },
  reference: { word: 'referans numarası', stem: /referans/i },
  // The money sentences (see glossary.ts): precise, never "again".
  notChargedTwice: {
    word: 'Bu ödeme için sizden iki kez ücret alınmayacak',
    stem: /bu ödeme için sizden iki kez/i,
    forbidden: [/tekrar ücret alınmayacak/i],
  },
  nothingPaid: { word: 'Hiçbir ödeme yapılmadı', stem: /hiçbir ödeme yapılmadı/i },
};
