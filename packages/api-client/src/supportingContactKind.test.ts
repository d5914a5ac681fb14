import { describe, expect, it } from 'vitest';
import { asksForUkGuarantor, supportingContactKind } from './supportingContactKind.js';

// Which supporting contact a checkout asks for, written out case by case: UK instalments need
// a guarantor unless the student uses the guarantor scheme; everything else needs an emergency
// contact.
const CASES = [
  // country, instalments, scheme, the contact needed
  ['gb', true, false, 'guarantor'],
  ['gb', true, true, 'emergency_contact'],
  ['gb', false, false, 'emergency_contact'],
  ['gb', false, true, 'emergency_contact'],
  ['GB', true, false, 'guarantor'],
  ['GB', true, true, 'emergency_contact'],
  ['au', true, false, 'emergency_contact'],
  ['au', false, false, 'emergency_contact'],
  ['au', true, true, 'emergency_contact'],
  ['ca', true, false, 'emergency_contact'],
  ['ca', false, true, 'emergency_contact'],
  ['ie', true, false, 'emergency_contact'],
] as const;

describe('supportingContactKind', () => {
  it.each(CASES)('%s, instalments %s, scheme %s: %s', (country, instalments, scheme, kind) => {
    expect(
      supportingContactKind({
        propertyCountry: country,
        paying_in_instalments: instalments,
        is_using_scheme: scheme,
      }),
    ).toBe(kind);
  });

  it.each([
    ['gb', true, true],
    ['GB', true, true],
    ['gb', false, false],
    ['au', true, false],
    ['ca', true, false],
    ['ie', true, false],
  ] as const)(
    '%s, instalments %s: asks about a UK-based guarantor: %s',
    (country, instalments, asks) => {
      expect(
        asksForUkGuarantor({ propertyCountry: country, paying_in_instalments: instalments }),
      ).toBe(asks);
    },
  );
});
