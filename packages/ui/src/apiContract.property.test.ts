import {
  createPartnerClient,
  ENQUIRY_STATUSES,
  PartnerApiError,
  type PartnerClient,
  partnerCredentials,
} from '@unistay/api-client';
import { GENDERS, YEARS_OF_STUDY } from '@unistay/api-client/schemas';
import {
  aboutStepSchema,
  contactStepSchema,
  courseStepSchema,
  planFlags,
} from '@unistay/react/checkout';
import { createSandbox } from '@unistay/sandbox';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enquiryFormSchema } from './enquiry-form/useEnquiryForm.js';

/**
 * The client never sends what the API refuses, and reads whatever it answers: the forms' and the
 * wizard's own schemas decide what a student may submit, the client sends it, and the sandbox,
 * with strict wire schemas of its own written from the reference, must take it.
 */

const translate = (key: string) => key;
const RUNS = { enquiries: 300, checkout: 150, responses: 60 };

/** A client talking to `sandbox` in this process, with the sandbox partner's credentials. */
function clientOf(sandbox: ReturnType<typeof createSandbox>): PartnerClient {
  const [partner] = sandbox.partners;
  return createPartnerClient({
    baseUrl: 'https://partner-api.test',
    credentials: partner && partnerCredentials(partner),
    fetch: async (input, init) => sandbox.handle(new Request(input, init)),
  });
}

// --- What people type ---------------------------------------------------------------------------

/** Text as typed: stray spaces around it, any script, emoji. */
const typed = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  '), text, fc.constantFrom('', ' ', '\t'))
    .map(([before, value, after]) => `${before}${value}${after}`);
const words = (maxLength: number) =>
  typed(fc.string({ unit: 'grapheme', minLength: 1, maxLength }));

/** A phone number as people write it: +, 00 or a national 0; spaces, dashes, dots, brackets, (0). */
const phoneNumber = fc
  .record({
    code: fc.constantFrom('44', '1', '61', '86', '91', '234', '33', '49', '81', '82', '84', '971'),
    national: fc.stringMatching(/^[1-9]\d{6,10}$/),
    prefix: fc.constantFrom('+', '00', '+ ', '(+', 'national'),
    trunkZero: fc.boolean(),
    separator: fc.constantFrom(' ', '-', '.', '', '\u00a0'),
  })
  .map(({ code, national, prefix, trunkZero, separator }) => {
    const grouped = national.match(/\d{1,4}/g)?.join(separator) ?? national;
    // The forms' default calling code is +44: a UK number may be typed nationally.
    if (prefix === 'national') return `0${grouped}`;
    const country = prefix === '(+' ? `(+${code})` : `${prefix}${code}`;
    return `${country} ${trunkZero ? '(0)' : ''}${grouped}`;
  });

/** An address as people have them (fast-check's RFC addresses are mostly ones no form takes). */
const email = typed(
  fc
    .record({
      local: fc.array(fc.stringMatching(/^[A-Za-z0-9_+-]{1,8}$/), { minLength: 1, maxLength: 3 }),
      domain: fc.array(fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/), {
        minLength: 1,
        maxLength: 3,
      }),
      tld: fc.stringMatching(/^[a-z]{2,6}$/),
    })
    .map(({ local, domain, tld }) => `${local.join('.')}@${domain.join('.')}.${tld}`),
);
const message = typed(fc.string({ minLength: 1, maxLength: 600 }));
const jsonObject = fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
  maxKeys: 4,
});
const dateOfBirth = fc
  .date({ min: new Date('1940-01-01'), max: new Date('2010-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const countryCode = fc.constantFrom('gb', 'GB', 'ng', 'In', 'us', 'au', 'CA', 'cn', 'fr', 'vn');
const postcode = typed(fc.stringMatching(/^[A-Z0-9][A-Z0-9 ]{1,9}$/));

const student = fc.record({
  first_name: words(60),
  last_name: words(60),
  email,
  contact_number: phoneNumber,
  message,
});

const address = {
  first_line: words(80),
  second_line: fc.option(words(80), { nil: undefined }),
  city: words(40),
  region: fc.option(words(40), { nil: undefined }),
  postcode,
  country: countryCode,
};
const person = {
  first_name: words(60),
  last_name: words(60),
  email,
  contact_number: phoneNumber,
  date_of_birth: dateOfBirth,
  ...address,
};
const resident = fc.record({
  ...person,
  gender: fc.constantFrom(...GENDERS),
  nationality: countryCode,
});
const contact = fc.record({ ...person, relationship: words(40) });
const course = fc.record({
  university: words(80),
  year_of_study: fc.constantFrom(...YEARS_OF_STUDY),
  course_title: words(80),
  special_request: fc.option(typed(fc.string({ maxLength: 300 })), { nil: undefined }),
});
const stay = fc.record({
  booking_period_id: fc.constant('bp_riverside_ensuite_51'),
  plan: fc.constantFrom('full' as const, 'instalments' as const),
  uk_guarantor: fc.constantFrom('yes', 'no'),
  use_scheme: fc.constant('yes'),
});

/** What a schema accepts of `value`, or a skipped run: only what the form would submit goes on. */
function accepted<Output>(result: { success: true; data: Output } | { success: false }): Output {
  fc.pre(result.success);
  return (result as { data: Output }).data;
}

describe('what the forms accept, the client sends and the API takes', () => {
  it(`a general enquiry (${RUNS.enquiries} runs)`, async () => {
    const sandbox = createSandbox();
    const client = clientOf(sandbox);
    const form = enquiryFormSchema([], '+44', translate);
    await fc.assert(
      fc.asyncProperty(student, jsonObject, jsonObject, async (input, metadata, extra) => {
        const { extra: _none, ...values } = accepted(form.safeParse({ ...input, extra: {} }));
        const created = await client.enquiries.createGeneral({
          ...values,
          metadata,
          additional_fields: extra,
        });
        expect(created.enquiry_id).toMatch(/^ENQ-/);
      }),
      { numRuns: RUNS.enquiries },
    );
  });

  it(`a room enquiry (${RUNS.enquiries} runs)`, async () => {
    const sandbox = createSandbox();
    const client = clientOf(sandbox);
    const form = enquiryFormSchema([], '+44', translate);
    await fc.assert(
      fc.asyncProperty(student, jsonObject, async (input, extra) => {
        const { extra: _none, ...values } = accepted(form.safeParse({ ...input, extra: {} }));
        const created = await client.enquiries.createSpecific({
          operator_id: 'op_northgate',
          property_id: 'prop_riverside',
          room_id: 'room_riverside_ensuite',
          ...values,
          additional_fields: extra,
        });
        expect(created.enquiry_id).toMatch(/^ENQ-/);
      }),
      { numRuns: RUNS.enquiries },
    );
  });

  it(`a custom checkout, every step as the wizard checks it (${RUNS.checkout} runs)`, async () => {
    const sandbox = createSandbox();
    const client = clientOf(sandbox);
    const roomId = 'room_riverside_ensuite';
    await fc.assert(
      fc.asyncProperty(stay, resident, contact, course, async (plan, about, other, studies) => {
        const resident_details = accepted(aboutStepSchema.safeParse(about));
        const supporting_contact_details = accepted(contactStepSchema.safeParse(other));
        const { special_request, ...course_details } = accepted(
          courseStepSchema.safeParse(studies),
        );
        const session = await client.checkout.start({
          roomId,
          booking_period_id: 'bp_riverside_ensuite_51',
          operator_id: 'op_northgate',
        });
        const secret = session.card_provider.client_secret;
        await sandbox.handle(
          new Request(
            `https://partner-api.test/__sandbox/payment_intents/${secret.split('_secret_')[0]}/confirm`,
            {
              method: 'POST',
              body: JSON.stringify({ client_secret: secret, card_number: '4242424242424242' }),
            },
          ),
        );
        const booking = await client.checkout.complete({
          roomId,
          session_token: session.session_token,
          ...planFlags(plan, 'gb'),
          resident_details,
          supporting_contact_details,
          course_details,
          special_request,
        });
        expect(booking).toEqual({
          booking_id: expect.stringMatching(/^BK-/),
          already_completed: false,
        });
      }),
      { numRuns: RUNS.checkout },
    );
  });
});

describe('whatever the sandbox answers, the client reads', () => {
  /** A step a partner's app might take. */
  const step = fc.oneof(
    fc.record({ kind: fc.constant('create' as const), input: student }),
    fc.record({
      kind: fc.constant('list' as const),
      page: fc.integer({ min: 1, max: 12 }),
      // What the client takes: past 100 it refuses before sending (a test of its own).
      perPage: fc.integer({ min: 1, max: 100 }),
      status: fc.option(fc.constantFrom(...ENQUIRY_STATUSES), { nil: undefined }),
    }),
    fc.record({
      kind: fc.constant('get' as const),
      id: fc.oneof(fc.constant('created'), fc.stringMatching(/^ENQ-[A-Z0-9]{1,8}$/)),
    }),
  );

  it(`through any sequence of creating, listing and reading (${RUNS.responses} runs of up to 15 steps)`, async () => {
    const form = enquiryFormSchema([], '+44', translate);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 15 }), async (steps) => {
        const sandbox = createSandbox({ enquiryCounts: [7, 3] });
        const client = clientOf(sandbox);
        const created: string[] = [];
        for (const next of steps) {
          const outcome = await (async () => {
            if (next.kind === 'create') {
              const parsed = form.safeParse({ ...next.input, extra: {} });
              if (!parsed.success) return null;
              const { extra: _none, ...values } = parsed.data;
              const { enquiry_id } = await client.enquiries.createGeneral(values);
              created.push(enquiry_id);
              return enquiry_id;
            }
            if (next.kind === 'list') {
              const page = await client.enquiries.list(next);
              expect(page.items.length).toBe(page.meta.count);
              expect(page.items.length).toBeLessThanOrEqual(next.perPage);
              return page;
            }
            const id = next.id === 'created' ? (created.at(-1) ?? 'ENQ-NONE') : next.id;
            return client.enquiries.get({ id });
          })().catch((error: unknown) => error);
          // Only a missing enquiry may fail; never an answer the client cannot read.
          if (outcome instanceof Error) {
            expect(PartnerApiError.is(outcome) && outcome.kind).toBe('not_found');
          }
        }
      }),
      { numRuns: RUNS.responses },
    );
  });
});
