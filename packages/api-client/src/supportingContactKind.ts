/**
 * Which supporting contact a booking asks for. `supportingContactKind` answers `guarantor` or
 * `emergency_contact`; `none`, which leaves the contact step out, comes only from rules of your
 * own.
 */
export type SupportingContactKind = 'guarantor' | 'emergency_contact' | 'none';

/**
 * What decides the supporting contact: the property's country and the student's plan, named as in
 * `checkout.complete`'s body.
 */
export interface SupportingContactContext {
  /** The property's country, lowercase ISO 3166-1 alpha-2 (`gb`, `au`, `ca`). */
  propertyCountry: string;
  /** Whether the student pays in instalments rather than in full. */
  paying_in_instalments: boolean;
  /** Whether the student uses the guarantor scheme rather than a UK-based guarantor. */
  is_using_scheme: boolean;
}

/**
 * Which supporting contact a booking needs. In the UK, paying in instalments needs a guarantor,
 * unless the student uses the guarantor scheme, when an emergency contact stands instead; paying in
 * full in the UK, and every booking in Australia or Canada, needs an emergency contact.
 */
export function supportingContactKind(context: SupportingContactContext): SupportingContactKind {
  const inUk = context.propertyCountry.toLowerCase() === 'gb';
  if (inUk && context.paying_in_instalments && !context.is_using_scheme) return 'guarantor';
  return 'emergency_contact';
}

/** Only UK instalment plans ask whether the student has a UK-based guarantor. */
export function asksForUkGuarantor(context: Omit<SupportingContactContext, 'is_using_scheme'>) {
  return context.propertyCountry.toLowerCase() === 'gb' && context.paying_in_instalments;
}
