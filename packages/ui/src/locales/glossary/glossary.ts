/**
 * The one word each pack uses for each term of the domain, as test fixtures: a term a student meets
 * on every screen (the booking, the holding deposit, the guarantor) must read the same on each, and
 * never as a word that means something else in that language (a visa sponsor, earnest money).
 *
 * The holding deposit, in every language: an amount paid to secure the booking, in neutral words
 * ("acompte", "acconto", "valor para garantir a reserva", "دفعة مقدّمة لتثبيت الحجز", "rezervasyon ön
 * ödemesi"). Never the law's earnest money (arras, caparra, sinal, عربون, kapora, 定金), which is
 * forfeited by the payer or repaid double: beside "free cancellation if your visa is refused", a
 * student would read that they lose it. Never the tenancy's security deposit either.
 *
 * The money sentences, decided once: after a payment that went through but booked nothing, "You
 * will not be charged twice for this payment" (never "again", which a student paying in
 * instalments can read as "ever again": their later instalments waived); before any payment,
 * "Nothing has been paid".
 */

/** The domain's terms. */
export type Term =
  | 'enquiry'
  | 'booking'
  | 'bookingPeriod'
  | 'holdingDeposit'
  | 'guarantor'
  | 'guarantorService'
  | 'instalments'
  | 'emergencyContact'
  | 'yearOfStudy'
  | 'reference'
  | 'moveIn'
  | 'notChargedTwice'
  | 'nothingPaid';

export interface GlossaryEntry {
  /** The word the pack uses, as a reader sees it. */
  word: string;
  /**
   * Matches the word in any of its forms (a stem, so inflections pass): every message whose
   * English holds the term holds this.
   */
  stem: RegExp;
  /** Words the pack must never use for anything: variants that mean something else here. */
  forbidden?: RegExp[];
}

/** A language's glossary: its word for each term it shows (a term no message holds may be left out). */
export type Glossary = Partial<Record<Term, GlossaryEntry>>;
