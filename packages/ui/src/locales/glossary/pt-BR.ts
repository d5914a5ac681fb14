import type { Glossary } from './glossary.js';

/** Brazilian Portuguese: the one word the pack uses for each term of the domain. */
export const glossary: Glossary = {
  // "Consulta" sounds like a doctor's or a lawyer's appointment.
  enquiry: { word: 'solicitação', stem: /solicita[çc](ão|ões)/i, forbidden: [/\bconsult/i] },
  // "Lotado" is crowded; a room that takes no more bookings has its "reservas esgotadas".
  booking: { word: 'reserva', stem: /reserv/i, forbidden: [/lotad/i] },
  bookingPeriod: { word: 'período de reserva', stem: /períodos? de reserva/i },
  // A "caução" is the tenancy's security deposit, not the deposit that holds the room.
  holdingDeposit: {
    word: 'valor para garantir a reserva',
    stem: /garantir a reserva/i,
    // Caução is the tenancy's security deposit; sinal is arras in law (Código Civil, art. 417):
    // earnest money, lost or repaid double. See the policy in glossary.ts.
    forbidden: [/cau[çc][ãa]o/i, /\bsinal\b/i, /\barras\b/i],
  },
  guarantor: { word: 'fiador', stem: /fiador/i },
  // A "serviço de garantia" is a warranty.
  guarantorService: {
    word: 'serviço de fiança',
    stem: /serviço de fiança/i,
    forbidden: [/serviço de garantia/i],
  },
  instalments: { word: 'parcelado', stem: /parcel/i },
  emergencyContact: { word: 'contato de emergência', stem: /contato de emergência/i },
  // The year of the course the student is in; the "ano letivo" is the academic year (2026).
  yearOfStudy: { word: 'ano do curso', stem: /ano do (seu )?curso/i, forbidden: [/ano letivo/i] },
  reference: { word: 'referência', stem: /referência/i },
  // The money sentences (see glossary.ts): precise, never "again".
  notChargedTwice: {
    word: 'Não haverá cobrança em duplicidade',
    stem: /cobrança em duplicidade/i,
    forbidden: [/cobrad[oa] (novamente|de novo)/i],
  },
  nothingPaid: { word: 'Nada foi pago', stem: /nada foi pago/i },
};
