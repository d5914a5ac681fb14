import type { Glossary } from './glossary.js';

/** German: the one word the pack uses for each term. */
export const glossary: Glossary = {
  enquiry: { word: 'Anfrage', stem: /Anfrage/i },
  // Buchung, buchen, buchbar, gebucht, ausgebucht.
  booking: { word: 'Buchung', stem: /buch(ung|en|bar|t\b)/i },
  bookingPeriod: { word: 'Zeitraum', stem: /Zeitr[aä]um/i },
  holdingDeposit: {
    word: 'Reservierungsanzahlung',
    stem: /Reservierungsanzahlung/i,
    // A Kaution is the tenancy's security deposit, returned when the tenant moves out.
    forbidden: [/Kaution/i],
  },
  guarantor: { word: 'Bürge', stem: /\bBürg(e|en|in)\b/i },
  guarantorService: { word: 'Bürgschaftsdienst', stem: /Bürgschaftsdienst/i },
  instalments: { word: 'Raten', stem: /\bRaten/i },
  emergencyContact: { word: 'Notfallkontakt', stem: /Notfallkontakt/i },
  yearOfStudy: { word: 'Studienjahr', stem: /Studienjahr/i },
  reference: {
    // A booking's own is its Buchungsnummer; before the number itself, "Anfrage Nr. …".
    word: 'Vorgangsnummer',
    stem: /(Vorgangs|Buchungs)nummer|\bNr\./,
    // "Referenz" reads as a testimonial or a letter of recommendation.
    forbidden: [/Referenz/i],
  },
  // The money sentences (see glossary.ts): precise, never "again".
  notChargedTwice: {
    word: 'Sie werden für diese Zahlung nicht zweimal belastet',
    stem: /für diese Zahlung nicht zweimal belastet/i,
    forbidden: [/nicht (noch einmal|erneut) belastet/i],
  },
  nothingPaid: { word: 'Es wurde nichts bezahlt', stem: /nichts bezahlt/i },
};
