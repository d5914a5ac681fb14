import type { Glossary } from './glossary.js';

/**
 * Japanese. One word per term: 滞在期間 for the booking period, 予約金 for the holding deposit
 * (敷金 and 保証金 are a tenancy's security deposit), 保証会社 for the guarantor service (the word
 * a renter in Japan knows), お支払い for payment (not 決済), 受付番号 for a reference (予約番号 for a
 * booking's), and no あなた: the pack says お客様 or nothing.
 */
export const glossary: Glossary = {
  enquiry: { word: 'お問い合わせ', stem: /問い合わせ/ },
  // 予約 (book), and 満室, Japanese for "fully booked".
  // Payment is お支払い on every screen, never 決済 (解決済み, "resolved", aside).
  booking: { word: '予約', stem: /予約|満室/, forbidden: [/(?<!解)決済/] },
  bookingPeriod: { word: '滞在期間', stem: /滞在期間/, forbidden: [/予約期間/] },
  holdingDeposit: { word: '予約金', stem: /予約金/, forbidden: [/敷金|保証金/] },
  // The student is お客様, or unnamed: never あなた.
  guarantor: { word: '保証人', stem: /保証人/, forbidden: [/あなた/] },
  guarantorService: { word: '保証会社', stem: /保証会社/, forbidden: [/保証人サービス/] },
  instalments: { word: '分割払い', stem: /分割/ },
  emergencyContact: { word: '緊急連絡先', stem: /緊急連絡先/ },
  yearOfStudy: { word: '学年', stem: /学年/ },
  reference: { word: '受付番号', stem: /受付番号|予約番号/, forbidden: [/参照番号/] },
  // The money sentences (see glossary.ts): precise, never "again".
  notChargedTwice: {
    word: 'このお支払いで二重に請求されることはありません',
    stem: /二重に請求/,
    forbidden: [/再度請求/],
  },
  nothingPaid: { word: '料金は請求されていません', stem: /料金は請求されていません/ },
};
