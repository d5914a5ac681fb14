import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../catalogue/catalogueMessages.js';
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

/** Keys asked for with a computed name: `gender_${value}`, `year_…`, `status_${status}`, `tooLong${max}`. */
const COMPUTED = [/^gender_/, /^year_/, /^status_/, /^tooLong\d+$/];
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

describe('message catalogues', () => {
  it.each(Object.entries(CATALOGUES))('%s has no key nothing asks for', (_, catalogue) => {
    // A plural form (`availableRoomsLeft_one`) is asked for by its key with a count.
    const asked = (key: string) => code.includes(`'${key.replace(PLURAL_FORM, '')}'`);
    const dead = Object.keys(catalogue).filter(
      (key) => !asked(key) && !COMPUTED.some((pattern) => pattern.test(key)),
    );
    expect(dead).toEqual([]);
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

  it("keeps a partner's empty message empty, and shows an unknown key as it is", () => {
    expect(arabic('optional')).toBe('');
    expect(arabic('The server said no.')).toBe('The server said no.');
  });
});
