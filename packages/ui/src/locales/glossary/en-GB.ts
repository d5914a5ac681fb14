import type { Glossary } from './glossary.js';

/**
 * British English, the source: its stems find the messages that hold each term, which every other
 * pack's messages must then hold in their own words.
 */
export const glossary: Glossary = {
  enquiry: { word: 'enquiry', stem: /enquir/i },
  // Not "fully booked": that says a room is taken, and each language has its own word for it
  // ("Complet", "Al completo", 満室), not its booking word.
  booking: { word: 'booking', stem: /\bbook(ing|ed)?\b(?<!\bfully booked)/i },
  bookingPeriod: { word: 'booking period', stem: /booking period/i },
  holdingDeposit: { word: 'holding deposit', stem: /holding deposit/i },
  guarantor: { word: 'guarantor', stem: /guarantor(?! (scheme|service))/i },
  guarantorService: { word: 'guarantor scheme', stem: /guarantor (scheme|service)/i },
  instalments: { word: 'instalments', stem: /instalment/i },
  emergencyContact: { word: 'emergency contact', stem: /emergency contact/i },
  yearOfStudy: { word: 'year of study', stem: /year of study/i },
  reference: { word: 'reference', stem: /\breference\b/i },
  moveIn: { word: 'move in', stem: /\bmove[- ]in\b/i },
  // The money sentences (see glossary.ts).
  notChargedTwice: {
    word: 'You will not be charged twice for this payment',
    stem: /not be charged twice for this payment/i,
  },
  nothingPaid: { word: 'Nothing has been paid', stem: /nothing has been paid/i },
};
