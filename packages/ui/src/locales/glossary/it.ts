import type { Glossary } from './glossary.js';

/** Italian: the one word the pack uses for each term. */
export const glossary: Glossary = {
  enquiry: { word: 'richiesta', stem: /richiest[ae]/i },
  booking: { word: 'prenotazione', stem: /prenot/i },
  bookingPeriod: { word: 'periodo', stem: /period[oi]/i },
  holdingDeposit: {
    word: 'acconto',
    stem: /acconto/i,
    // A caparra is earnest money in law (lost or repaid double); a cauzione is the tenancy's
    // security deposit.
    forbidden: [/caparra/i, /cauzion/i],
  },
  guarantor: { word: 'garante', stem: /\bgarant[ei]\b/i },
  guarantorService: { word: 'servizio di garanzia', stem: /servizio di garanzia/i },
  instalments: { word: 'a rate', stem: /\ba rate\b/i },
  emergencyContact: { word: 'contatto di emergenza', stem: /contatto di emergenza/i },
  yearOfStudy: {
    word: 'anno di corso',
    stem: /anno di corso/i,
    forbidden: [/anno di studi/i],
  },
  // Before the code itself, "rif.".
  reference: { word: 'codice di riferimento', stem: /riferimento|\brif\./i },
  // The money sentences (see glossary.ts): precise, never "again".
  notChargedTwice: {
    word: 'Non ci sarà alcun doppio addebito',
    stem: /doppio addebito/i,
    forbidden: [/(nuovamente|di nuovo) addebitat/i],
  },
  nothingPaid: { word: 'Non è stato pagato nulla', stem: /non è stato pagato nulla/i },
};
