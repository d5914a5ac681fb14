import type { Glossary } from './glossary.js';

/**
 * Korean. One word per term: 거주 기간 for the booking period, 예약금 for the holding deposit
 * (보증금 is a tenancy's security deposit), 접수 번호 for a reference (예약 번호 for a booking's), 방
 * for a room (객실, 숙박 and 만실 are a hotel's words), 그분 written as one word.
 */
export const glossary: Glossary = {
  enquiry: { word: '문의', stem: /문의/ },
  booking: { word: '예약', stem: /예약/, forbidden: [/객실|숙박|만실/] },
  bookingPeriod: { word: '거주 기간', stem: /거주 기간/ },
  holdingDeposit: { word: '예약금', stem: /예약금/, forbidden: [/보증금/] },
  guarantor: { word: '보증인', stem: /보증인/, forbidden: [/그 분/] },
  guarantorService: { word: '보증 서비스', stem: /보증 서비스/ },
  instalments: { word: '분할 결제', stem: /분할/ },
  emergencyContact: { word: '비상 연락처', stem: /비상 연락처/ },
  yearOfStudy: { word: '학년', stem: /학년/ },
  reference: { word: '접수 번호', stem: /(접수|예약) 번호/, forbidden: [/참조 번호/] },
  // The money sentences (see glossary.ts): precise, never "again".
  notChargedTwice: {
    word: '중복 청구되지 않습니다',
    stem: /중복 청구되지 않/,
    forbidden: [/다시 청구/],
  },
  nothingPaid: { word: '결제된 금액은 없습니다', stem: /결제된 금액은 없습니다/ },
};
