import type { Glossary } from './glossary.js';

/** French: the one word the pack uses for each term. */
export const glossary: Glossary = {
  enquiry: { word: 'demande', stem: /demande/i },
  booking: { word: 'réservation', stem: /réserv/i },
  bookingPeriod: { word: 'période', stem: /période/i },
  holdingDeposit: {
    word: 'acompte',
    stem: /acompte/i,
    // The tenancy's security deposit, returned when the tenant leaves.
    // Nor "arrhes": a deposit the payer forfeits by withdrawing (C. consom. L214-1), which beside
    // a free cancellation reads as money lost.
    forbidden: [/dépôt de garantie/i, /\bcaution\b/i, /\barrhes\b/i],
  },
  // Not "garantie": that is the scheme's word, and a warranty's.
  guarantor: { word: 'garant', stem: /\bgarant(e|s|es)?\b/i },
  guarantorService: {
    word: 'service de cautionnement',
    stem: /service de cautionnement/i,
    // Reads as a product's warranty service.
    forbidden: [/service de garantie/i],
  },
  instalments: { word: 'en plusieurs fois', stem: /plusieurs fois/i },
  emergencyContact: { word: 'contact d’urgence', stem: /contact d’urgence/i },
  yearOfStudy: { word: 'année d’études', stem: /année d’études/i },
  // Before the number itself, "réf.".
  reference: { word: 'référence', stem: /\bréf(érence|\.)/i },
  // The money sentences (see glossary.ts): precise, never "again".
  notChargedTwice: {
    word: 'Votre carte ne sera pas débitée deux fois pour ce paiement',
    stem: /débitée deux fois pour ce paiement/i,
    // "Une seconde fois" without "pour ce paiement" reads as "never again" to a student paying in
    // instalments.
    forbidden: [/ne sera plus débitée|débitée (à|de) nouveau|débitée une seconde fois/i],
  },
  nothingPaid: { word: 'Rien n’a été payé', stem: /rien n’a été payé/i },
};
