import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../catalogue/catalogueMessages.js';
import { checkoutMessages } from '../checkout/checkoutMessages.js';
import { hostedCheckoutMessages } from '../checkout/HostedCheckoutButton.js';
import { enquiryFormMessages } from '../enquiry-form/enquiryFormMessages.js';
import { enquiryTableMessages } from '../enquiry-table/enquiryTableMessages.js';

const CATALOGUES = {
  enquiryFormMessages,
  checkoutMessages,
  enquiryTableMessages,
  catalogueMessages,
  hostedCheckoutMessages,
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

/** Keys asked for with a computed name: `gender_${value}`, `status_${status}`, `tooLong${max}`. */
const COMPUTED = [/^gender_/, /^status_/, /^tooLong\d+$/];

describe('message catalogues', () => {
  it.each(Object.entries(CATALOGUES))('%s has no key nothing asks for', (_, catalogue) => {
    const dead = Object.keys(catalogue).filter(
      (key) => !code.includes(`'${key}'`) && !COMPUTED.some((pattern) => pattern.test(key)),
    );
    expect(dead).toEqual([]);
  });

  it.each(Object.entries(CATALOGUES))('%s is keyed by names, never by English', (_, catalogue) => {
    const sentences = Object.keys(catalogue).filter((key) => !/^[A-Za-z][A-Za-z0-9_]*$/.test(key));
    expect(sentences).toEqual([]);
  });

  it('share one wording of the words the families have in common', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      expect(catalogue.tryAgain).toBe(enquiryFormMessages.tryAgain);
    }
    expect(checkoutMessages.firstName).toBe(enquiryFormMessages.firstName);
    expect(checkoutMessages.enterEmail).toBe(enquiryFormMessages.enterEmail);
  });
});
