import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENQUIRY_STATUSES } from '@unistay/api-client';
import { GENDERS, YEARS_OF_STUDY } from '@unistay/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../catalogue/catalogueMessages.js';
import { apiValueText } from '../checkout/checkoutFields.js';
import { checkoutMessages } from '../checkout/checkoutMessages.js';
import { hostedCheckoutMessages } from '../checkout/hostedCheckoutMessages.js';
import { stripeMessages } from '../checkout/stripeMessages.js';
import { enquiryFormMessages } from '../enquiry-form/enquiryFormMessages.js';
import { enquiryTableMessages } from '../enquiry-table/enquiryTableMessages.js';
import { translator } from './messages.js';

const CATALOGUES = {
  enquiryFormMessages,
  checkoutMessages,
  enquiryTableMessages,
  catalogueMessages,
  hostedCheckoutMessages,
  stripeMessages,
};

/** Every source file that may ask for a message: ours, and the API schemas' validation codes. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name);
    return isSource && !/Messages\.ts$|messages\.ts$/.test(entry.name) ? [path] : [];
  });
}
const root = process.cwd();
const code = [
  ...sources(join(root, 'packages/ui/src')),
  ...sources(join(root, 'packages/api-client/src')),
  ...sources(join(root, 'packages/react/src')),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/**
 * Comments, and string literals whose whole text is captured: quoted, or a template without `${}`.
 * A literal never spans lines here, so a quote this misreads (in a regex, in JSX text) ends there.
 */
const LITERAL =
  /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$\n]|\\.|\$(?!\{))*)`/g;
/** The text of every string literal in the code, comments left out. */
const literals = new Set(
  [...code.matchAll(LITERAL)].flatMap(([, single, double, template]) => {
    const text = single ?? double ?? template;
    return text === undefined ? [] : [text];
  }),
);

/** The key `apiValueText` asks for, exactly as it builds it. */
function apiValueKey(kind: 'gender' | 'year', value: string): string {
  let key = '';
  apiValueText(kind, value, (asked) => {
    key = asked;
    return asked;
  });
  return key;
}
/** The lengths a schema's `tooLong${max}` can name: the `MaxLength` type of the API's fields. */
const maxLengths = /type MaxLength = ([^;]+);/
  .exec(readFileSync(join(root, 'packages/api-client/src/fields.ts'), 'utf8'))?.[1]
  ?.split('|')
  .map((length) => length.trim());
/** Keys asked for with a computed name, each one exactly. */
const COMPUTED = new Set([
  ...GENDERS.map((value) => apiValueKey('gender', value)),
  ...YEARS_OF_STUDY.map((value) => apiValueKey('year', value)),
  ...ENQUIRY_STATUSES.map((status) => `status_${status}`),
  ...(maxLengths ?? []).map((length) => `tooLong${length}`),
]);
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** Keys of `catalogue` that no code asks for: a key counts only as a whole literal of its own. */
function deadKeys(catalogue: Record<string, string>): string[] {
  // A plural form (`availableRoomsLeft_one`, of a key with `_one` and `_other`) is asked for by
  // its key with a count.
  const base = (key: string) => {
    const stem = key.replace(PLURAL_FORM, '');
    return `${stem}_one` in catalogue && `${stem}_other` in catalogue ? stem : key;
  };
  return Object.keys(catalogue).filter((key) => !literals.has(base(key)) && !COMPUTED.has(key));
}

describe('message catalogues', () => {
  it('finds the keys asked for with a computed name', () => {
    expect(maxLengths).toEqual(['16', '255', '2000', '5000']);
    expect(COMPUTED).toContain('year_undergraduate_first_year');
  });

  it('counts a key as asked for only by a literal of exactly that key', () => {
    // Part of a key asked for, more than one, a stem asked for (`'name'`) without plural forms, a
    // computed key's prefix, and a word quoted only in a comment (`'faq'`): none is asked for.
    const unused = {
      phoneHin: '',
      phoneHintX: '',
      availableRooms: '',
      name_other: '',
      gender_unknown: '',
      faq: '',
    };
    expect(deadKeys(unused)).toEqual(Object.keys(unused));
  });

  it.each(Object.entries(CATALOGUES))('%s has no key nothing asks for', (_, catalogue) => {
    expect(deadKeys(catalogue)).toEqual([]);
  });

  it.each(Object.entries(CATALOGUES))('%s is keyed by names, never by English', (_, catalogue) => {
    const sentences = Object.keys(catalogue).filter((key) => !/^[A-Za-z][A-Za-z0-9_]*$/.test(key));
    expect(sentences).toEqual([]);
  });

  it('never give one key two meanings, so one locale pack serves every family', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [family, catalogue] of Object.entries(CATALOGUES)) {
      for (const [key, text] of Object.entries(catalogue)) {
        if (seen.has(key) && seen.get(key) !== text) clashes.push(`${family}.${key}`);
        seen.set(key, text);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('share one wording of the words the families have in common', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      if ('tryAgain' in catalogue) expect(catalogue.tryAgain).toBe(enquiryFormMessages.tryAgain);
    }
    expect(checkoutMessages.firstName).toBe(enquiryFormMessages.firstName);
    expect(checkoutMessages.enterEmail).toBe(enquiryFormMessages.enterEmail);
  });
});

describe('translator', () => {
  const arabic = translator('ar', {
    left_zero: 'لا غرف',
    left_one: 'غرفة واحدة',
    left_two: 'غرفتان',
    left_few: '{count} غرف',
    left_many: '{count} غرفة',
    left_other: '{count} غرفة',
    optional: '',
  });

  it("picks the plural form the language's rules choose for a count", () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => arabic('left', { count }))).toEqual([
      'لا غرف',
      'غرفة واحدة',
      'غرفتان',
      '3 غرف',
      '11 غرفة',
      '100 غرفة',
    ]);
  });

  it('writes numbers the way the locale does, and leaves text as it is', () => {
    const german = translator('de', { showing: '{from}–{to} von {total}' });
    expect(german('showing', { from: 1, to: 10, total: 1234 })).toBe('1–10 von 1.234');
    expect(german('showing', { from: '1', to: '10', total: '1234' })).toBe('1–10 von 1234');
  });

  it("writes a count's digits as the pack's own sentence does, even where Intl would not", () => {
    // Egyptian Arabic's default digits are ٠–٩; the pack writes "+44 7700 900123" in Latin.
    const egyptian = translator('ar-EG', { showing: '{from}–{to} من {total}' });
    expect(egyptian('showing', { from: 1, to: 10, total: 1234 })).toBe('1–10 من 1,234');
  });

  it("keeps a partner's empty message empty, and shows an unknown key as it is", () => {
    expect(arabic('optional')).toBe('');
    expect(arabic('The server said no.')).toBe('The server said no.');
  });

  it("shows a server's message as it is, even one named like what every object has", () => {
    for (const message of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(arabic(message)).toBe(message);
    }
    expect(arabic('Use {field} again', { field: 'x' })).toBe('Use x again');
  });

  it('fills a message asked for again and again with each call’s own values', () => {
    const english = translator('en-GB', { view: 'View {reference} of {total}', keep: '{kept}' });
    expect(english('view', { reference: 'ENQ-1', total: 2 })).toBe('View ENQ-1 of 2');
    expect(english('view', { reference: 'ENQ-2', total: 1200 })).toBe('View ENQ-2 of 1,200');
    expect(english('view', { reference: 'ENQ-3' })).toBe('View ENQ-3 of {total}');
    expect(english('keep')).toBe('{kept}');
  });
});
