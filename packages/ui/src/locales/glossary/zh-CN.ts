import type { Glossary } from './glossary.js';

/**
 * Chinese (China). One word per term: 租期 for the booking period (not 入住时间, 预订期 or 您的入住),
 * 订金 for the holding deposit (定金 is earnest money in law), 编号 for a reference (咨询编号 for an
 * enquiry's, 预订编号 for a booking's), 学业信息 for the course step (课程 is a class).
 */
export const glossary: Glossary = {
  enquiry: { word: '咨询', stem: /咨询/ },
  // 预订 (book), and 订满 for "fully booked".
  booking: { word: '预订', stem: /预订|订满/ },
  bookingPeriod: { word: '租期', stem: /租期/, forbidden: [/入住时间|预订期|您的入住/] },
  holdingDeposit: { word: '订金', stem: /订金/, forbidden: [/定金/] },
  guarantor: { word: '担保人', stem: /担保人/ },
  guarantorService: { word: '担保服务', stem: /担保服务/ },
  instalments: { word: '分期付款', stem: /分期/ },
  emergencyContact: { word: '紧急联系人', stem: /紧急联系人/ },
  // 学年 is the academic year (2025/26), not the student's year; 课程 is one class.
  yearOfStudy: { word: '年级', stem: /年级/, forbidden: [/学年/, /课程/] },
  reference: { word: '编号', stem: /编号/, forbidden: [/参考编号/] },
  // The money sentences (see glossary.ts): precise, never "again".
  notChargedTwice: {
    word: '这笔付款不会被重复扣款',
    stem: /这笔付款不会被重复扣款/,
    forbidden: [/不会再次扣款/],
  },
  nothingPaid: { word: '未支付任何款项', stem: /未支付任何款项/ },
};
