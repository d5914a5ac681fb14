import type { Glossary } from './glossary.js';

/** Spanish: the one word the pack uses for each term. */
export const glossary: Glossary = {
  enquiry: { word: 'consulta', stem: /consulta/i },
  booking: { word: 'reserva', stem: /reserv/i },
  bookingPeriod: { word: 'periodo', stem: /per[ií]odo/i },
  holdingDeposit: {
    word: 'depósito de reserva',
    stem: /depósito de reserva/i,
    // The fianza is the tenancy's legal security deposit; arras are earnest money.
    forbidden: [/fianza/i, /\barras\b/i],
  },
  guarantor: { word: 'avalista', stem: /avalista/i },
  guarantorService: { word: 'servicio de aval', stem: /servicio de aval\b/i },
  instalments: { word: 'a plazos', stem: /\bplazos\b/i },
  emergencyContact: { word: 'contacto de emergencia', stem: /contacto de emergencia/i },
  yearOfStudy: {
    word: 'año de estudios',
    stem: /año de estudios/i,
    // The academic year (2025/26), not the student's year.
    forbidden: [/curso académico/i],
  },
  // Before the number itself, "ref.".
  reference: { word: 'referencia', stem: /referencia|\bref\./i },
  // The money sentences (see glossary.ts): precise, never "again".
  notChargedTwice: {
    word: 'No se le cobrará dos veces por este pago',
    stem: /dos veces por este pago/i,
    forbidden: [/volverá a cobrar/i],
  },
  nothingPaid: { word: 'No se ha pagado nada', stem: /no se ha pagado nada/i },
};
