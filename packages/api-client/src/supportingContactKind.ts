export type SupportingContactKind = 'guarantor' | 'emergency_contact' | 'none';

export interface SupportingContactContext {
  /** The property's country, lowercase ISO 3166-1 alpha-2 (`gb`, `au`, `ca`). */
  propertyCountry: string;
  paying_in_instalments: boolean;
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
