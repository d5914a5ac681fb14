import {
  completeCheckoutRequestSchema,
  courseDetailsSchema,
  generalEnquiryRequestSchema,
  residentDetailsSchema,
  specificEnquiryRequestSchema,
  supportingContactDetailsSchema,
} from '@unistay/api-client/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { enquiryFormSchema } from './useEnquiryForm.js';

const translate = (key: string) => key;

/** Values a person, a paste or a bot might put in a field. */
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    '\u00a0',
    '\u200b',
    '+',
    '+44',
    '00',
    '🏠',
    'DROP TABLE',
    '<script>',
  ),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);

function recordOf(keys: readonly string[]) {
  return fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])), { requiredKeys: [] });
}

const schemas: [string, z.ZodMiniObject][] = [
  ['general enquiry', generalEnquiryRequestSchema],
  ['specific enquiry', specificEnquiryRequestSchema],
  ['resident details', residentDetailsSchema],
  ['supporting contact', supportingContactDetailsSchema],
  ['course details', courseDetailsSchema],
  ['complete checkout', completeCheckoutRequestSchema],
  [
    'enquiry form with extra fields',
    enquiryFormSchema(
      [
        { name: 'budget', label: 'Budget', type: 'number', required: true },
        { name: 'agree', label: 'Agree', type: 'checkbox', required: true },
        { name: 'term', label: 'Term', type: 'select', options: [{ value: 'a', label: 'A' }] },
      ],
      '+44',
      translate,
    ),
  ],
];

describe.each(schemas)('the %s schema, over random input', (_, schema) => {
  const keys = Object.keys(schema.shape);

  it('never throws, and every rejection names a field with a message', () => {
    fc.assert(
      fc.property(recordOf(keys), (input) => {
        const result = schema.safeParse(input);
        if (result.success) return;
        for (const issue of result.error.issues) {
          expect(issue.path.length).toBeGreaterThan(0);
          expect(keys).toContain(String(issue.path[0]));
          expect(issue.message.trim()).not.toBe('');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses blank and whitespace-only text wherever text is required', () => {
    const blank = Object.fromEntries(keys.map((key) => [key, '   ']));
    const result = schema.safeParse(blank);
    expect(result.success).toBe(false);
  });
});
