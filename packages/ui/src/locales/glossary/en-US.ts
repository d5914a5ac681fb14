import type { Glossary } from './glossary.js';

/**
 * American English: the source's terms with American words. "Course" is one class in the US (the
 * pack says "program or major" and "your studies"); "guarantor scheme" sounds like a scam; "ZIP
 * code" alone would label a UK or foreign address; "just now" means "a moment ago"; "Nothing was
 * taken" is "You were not charged".
 */
export const glossary: Glossary = {
  enquiry: { word: 'inquiry', stem: /inquir/i, forbidden: [/enquir/i] },
  booking: {
    word: 'booking',
    stem: /\bbook(ing|ed)?\b/i,
    // The British words the booking's screens must not show an American: a payment state, an
    // address field ("ZIP or postal code" is right).
    forbidden: [/just now/i, /nothing was taken/i, /\bZIP code\b/, /\bpostcode\b/i],
  },
  bookingPeriod: { word: 'booking period', stem: /booking period/i },
  holdingDeposit: { word: 'holding deposit', stem: /holding deposit/i },
  guarantor: { word: 'guarantor', stem: /guarantor(?! service)/i },
  guarantorService: {
    word: 'guarantor service',
    stem: /guarantor service/i,
    forbidden: [/guarantor scheme/i],
  },
  instalments: { word: 'installments', stem: /installment/i, forbidden: [/instalment/i] },
  emergencyContact: { word: 'emergency contact', stem: /emergency contact/i },
  yearOfStudy: { word: 'year of study', stem: /year of study/i, forbidden: [/\bcourse\b/i] },
  reference: { word: 'reference', stem: /\breference\b/i },
  // The money sentences (see glossary.ts).
  notChargedTwice: {
    word: 'You will not be charged twice for this payment',
    stem: /not be charged twice for this payment/i,
  },
  nothingPaid: { word: 'Nothing has been paid', stem: /nothing has been paid/i },
};
