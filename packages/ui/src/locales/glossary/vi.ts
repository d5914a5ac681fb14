import type { Glossary } from './glossary.js';

/**
 * Vietnamese. One word per term: thời gian thuê for the booking period, bậc học for the
 * year of study (năm học is the academic year), mã for a reference (mã yêu cầu, mã đặt phòng, mã
 * giao dịch for a payment's), người liên hệ khẩn cấp for the emergency contact.
 */
export const glossary: Glossary = {
  enquiry: { word: 'yêu cầu', stem: /yêu cầu/iu },
  booking: { word: 'đặt phòng', stem: /đặt/iu },
  bookingPeriod: {
    word: 'thời gian thuê',
    stem: /thời gian thuê/iu,
    forbidden: [/thời gian ở|thời gian đặt phòng/iu],
  },
  // Not "tiền cọc": đặt cọc is earnest money in law (BLDS 2015, Điều 328); see glossary.ts.
  holdingDeposit: {
    word: 'khoản thanh toán trước để giữ chỗ',
    stem: /thanh toán trước để giữ chỗ/iu,
    forbidden: [/cọc/iu],
  },
  guarantor: { word: 'người bảo lãnh', stem: /người bảo lãnh/iu },
  guarantorService: { word: 'dịch vụ bảo lãnh', stem: /dịch vụ bảo lãnh/iu },
  instalments: { word: 'trả góp', stem: /trả góp/iu },
  emergencyContact: { word: 'người liên hệ khẩn cấp', stem: /liên hệ khẩn cấp/iu },
  // Not "sinh viên năm thứ" (a year's number): the choices include a master's and a foundation
  // year. Not "trình độ" either: that is attainment, a level reached.
  yearOfStudy: { word: 'bậc học', stem: /bậc học/iu, forbidden: [/năm học/iu] },
  // "mã" with what it names, or before the reference itself ("yêu cầu có mã {reference}").
  reference: {
    word: 'mã',
    stem: /\bmã (yêu cầu|đặt phòng|giao dịch|\{reference\})/iu,
    forbidden: [/tham chiếu/iu],
  },
  // The money sentences (see glossary.ts): precise, never "again".
  notChargedTwice: {
    word: 'Bạn sẽ không bị trừ tiền hai lần cho khoản thanh toán này',
    stem: /hai lần cho khoản thanh toán này/i,
    forbidden: [/trừ tiền lần nữa/i],
  },
  nothingPaid: { word: 'Bạn chưa bị trừ tiền', stem: /chưa bị trừ tiền/i },
};
