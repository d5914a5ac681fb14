import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailInBody, inboxOf } from './rateLimit.js';

/**
 * The per-email limit's key: one inbox, one allowance, however its address is written. Generated
 * spellings of one inbox (case, spaces, `+tags`, and Gmail's dots and second domain) must share a
 * key; two inboxes must not.
 */

/** The per-email rule's key for a creation whose body names `email`. */
const keyOf = (email: unknown) =>
  emailInBody(new Request('https://p.example/api/enquiries/general'), {
    route: 'enquiries.createGeneral',
    body: { email },
  });

const letters = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const tag = fc.stringMatching(/^[a-z0-9.+-]{0,10}$/);

/** The address written as a sender might: any case, spaces around, a `+tag`. */
const spelling = (local: string, domain: string) =>
  fc
    .tuple(
      fc.boolean(),
      tag,
      fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
      fc.boolean(),
    )
    .map(([tagged, suffix, upper, padded]) => {
      const written = `${local}${tagged ? `+${suffix}` : ''}@${domain}`;
      const cased = [...written].map((c, i) => (upper[i % 40] ? c.toUpperCase() : c)).join('');
      return padded ? `  ${cased} ` : cased;
    });

/** A Gmail address with dots anywhere in its name, at either of Gmail's domains. */
const gmailSpelling = (local: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: local.length, maxLength: local.length }),
      fc.constantFrom('gmail.com', 'googlemail.com', 'GMAIL.com'),
    )
    .chain(([dots, domain]) => {
      const dotted = [...local].map((c, i) => (dots[i] && i > 0 ? `.${c}` : c)).join('');
      return spelling(dotted, domain);
    });

describe('one inbox, one allowance', () => {
  it('gives every spelling of one inbox the same key', () => {
    fc.assert(
      fc.property(
        letters,
        fc.constantFrom('example.com', 'outlook.com', 'uni.ac.uk'),
        fc.nat(),
        (local, domain, seed) => {
          const keys = fc.sample(spelling(local, domain), { numRuns: 5, seed }).map(keyOf);
          expect(new Set(keys)).toEqual(new Set([`${local}@${domain}`]));
        },
      ),
    );
  });

  it("gives Gmail's dots and its second domain no new allowance", () => {
    fc.assert(
      fc.property(letters, fc.nat(), (local, seed) => {
        const keys = fc.sample(gmailSpelling(local), { numRuns: 5, seed }).map(inboxOf);
        expect(new Set(keys)).toEqual(new Set([`${local}@gmail.com`]));
      }),
    );
  });

  it('keeps inboxes apart: dots count outside Gmail, and other domains are other inboxes', () => {
    expect(inboxOf('amara.okafor@outlook.com')).not.toBe(inboxOf('amaraokafor@outlook.com'));
    expect(inboxOf('amara@gmail.com')).not.toBe(inboxOf('amara@gmail.co'));
    fc.assert(
      fc.property(letters, letters, (a, b) => {
        fc.pre(a !== b);
        expect(inboxOf(`${a}@example.com`)).not.toBe(inboxOf(`${b}@example.com`));
      }),
    );
  });

  it('counts what is not an address as written, and no email as none', () => {
    expect(keyOf(' Not An Address ')).toBe('not an address');
    expect(keyOf('+only-a-tag@example.com')).toBe('+only-a-tag@example.com');
    expect(keyOf('amara@')).toBe('amara@');
    expect(keyOf('   ')).toBeNull();
    expect(keyOf(42)).toBeNull();
  });
});
