import { describe, expect, it } from 'vitest';
import { asksForUkGuarantor, supportingContactKind } from './supportingContactKind.js';

const COUNTRIES = ['gb', 'GB', 'au', 'ca', 'ie'] as const;
const BOOLEANS = [true, false] as const;

/** The rule as DESIGN.md states it, written out case by case. */
function expected(country: string, instalments: boolean, scheme: boolean) {
  if (country.toLowerCase() === 'gb' && instalments)
    return scheme ? 'emergency_contact' : 'guarantor';
  return 'emergency_contact';
}

describe('supportingContactKind', () => {
  const cases = COUNTRIES.flatMap((country) =>
    BOOLEANS.flatMap((instalments) =>
      BOOLEANS.flatMap((guarantor) =>
        BOOLEANS.map((scheme) => ({ country, instalments, guarantor, scheme })),
      ),
    ),
  );

  it.each(cases)(
    '$country, instalments $instalments, UK guarantor $guarantor, scheme $scheme',
    ({ country, instalments, scheme }) => {
      expect(
        supportingContactKind({
          propertyCountry: country,
          paying_in_instalments: instalments,
          is_using_scheme: scheme,
        }),
      ).toBe(expected(country, instalments, scheme));
    },
  );

  it('asks about a UK-based guarantor only for UK instalment plans', () => {
    for (const country of COUNTRIES) {
      for (const instalments of BOOLEANS) {
        expect(
          asksForUkGuarantor({ propertyCountry: country, paying_in_instalments: instalments }),
        ).toBe(country.toLowerCase() === 'gb' && instalments);
      }
    }
  });
});
