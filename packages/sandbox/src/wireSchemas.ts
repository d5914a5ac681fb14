import { GENDERS, YEARS_OF_STUDY } from '@unistay/api-client/schemas';
import * as z from 'zod/mini';

/**
 * The requests the sandbox accepts, written from the API reference and the public API's notes,
 * not from the client: nothing is trimmed, defaulted or normalised. What the real API would refuse
 * is refused, so a client that drifts from the reference fails against the sandbox.
 *
 * Each check names a kind of refusal (`required`, `email`, `phone`...) as its message;
 * `laravelMessages` words them as the API does, per field.
 */

// The public API's genders and years of study (shared constants, not the client's schemas):
// anything else is "The selected ... is invalid."
export const WIRE_GENDERS = GENDERS;
export const WIRE_YEARS_OF_STUDY = YEARS_OF_STUDY;

export type WireDateOrder = 'DD-MM-YYYY' | 'MM-DD-YYYY';

const present = (value: string) => value.trim() !== '';

/** A required string: present and not blank, at most `max` characters. */
const text = (max = 255) =>
  z
    .string({ error: 'string' })
    .check(z.refine(present, 'required'), z.maxLength(max, `max:${max}`));

/** An optional string: absent or null are fine; a string is held to `max`. */
const optionalText = (max = 255) =>
  z.optional(z.nullable(z.string({ error: 'string' }).check(z.maxLength(max, `max:${max}`))));

const email = z.pipe(text(), z.email({ error: 'email' }));

/** E.164, as sent: `+` then 7 to 15 digits. Spaces, dashes and brackets are the client's to strip. */
const phone = text().check(z.regex(/^\+[1-9]\d{6,14}$/, 'phone'));

/** Lowercase ISO 3166-1 alpha-2, as the reference says: `GB` is refused. */
const country = text().check(z.regex(/^[a-z]{2}$/, 'country'));

const oneOf = (values: readonly string[]) =>
  text().check(z.refine((value) => values.includes(value), 'in'));

/**
 * `metadata` and `additional_fields`: the reference declares an object, and its examples send a
 * string holding a JSON object. Both are taken (neither contradicts the reference); anything else,
 * and a string that does not hold a JSON object, is refused.
 */
export function decodeJsonField(value: unknown): Record<string, unknown> | null {
  let decoded = value;
  if (typeof value === 'string') {
    try {
      decoded = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return decoded !== null && typeof decoded === 'object' && !Array.isArray(decoded)
    ? (decoded as Record<string, unknown>)
    : null;
}
const jsonField = z.unknown().check(
  z.refine((value) => value !== undefined && value !== null && value !== '', 'required'),
  z.refine((value) => decodeJsonField(value) !== null, 'json'),
);

/** A wire date in `order`, as `{ year, month, day }`, or null when it is not a real date so written. */
export function parseWireDate(value: string, order: WireDateOrder) {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [day, month] = order === 'DD-MM-YYYY' ? [first, second] : [second, first];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1
    ? { year, month, day, time: date.getTime() }
    : null;
}

/** The schemas of every request body, for one date order and clock. */
export function createWireSchemas({
  dateOrder,
  now,
}: {
  dateOrder: WireDateOrder;
  now: () => number;
}) {
  const format = dateOrder === 'DD-MM-YYYY' ? 'd-m-Y' : 'm-d-Y';
  const dateOfBirth = text().check(
    z.refine((value) => parseWireDate(value, dateOrder) !== null, `date_format:${format}`),
    z.refine(
      (value) => (parseWireDate(value, dateOrder)?.time ?? Number.NEGATIVE_INFINITY) < now(),
      'before_today',
    ),
  );
  const object = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
    z.object(shape, { error: 'array' });

  /** What the reference lists for both the resident and the supporting contact. */
  const person = {
    first_name: text(),
    last_name: text(),
    email,
    contact_number: phone,
    date_of_birth: dateOfBirth,
    first_line: text(),
    second_line: optionalText(),
    city: text(),
    region: optionalText(),
    postcode: text(16),
    country,
  };

  const student = {
    first_name: text(),
    last_name: text(),
    email,
    contact_number: phone,
    message: text(5000),
    additional_fields: jsonField,
  };

  return {
    'enquiries.createGeneral': object({ ...student, metadata: jsonField }),
    'enquiries.createSpecific': object({
      operator_id: text(),
      property_id: text(),
      room_id: text(),
      ...student,
    }),
    'checkout.start': object({ booking_period_id: text(), operator_id: text() }),
    'checkout.complete': object({
      session_token: text(),
      paying_in_instalments: z.boolean({ error: 'boolean' }),
      has_uk_based_guarantor: z.boolean({ error: 'boolean' }),
      is_using_scheme: z.boolean({ error: 'boolean' }),
      resident_details: object({
        ...person,
        gender: oneOf(WIRE_GENDERS),
        nationality: country,
      }),
      supporting_contact_details: object({ ...person, relationship: text() }),
      course_details: object({
        university: text(),
        year_of_study: oneOf(WIRE_YEARS_OF_STUDY),
        course_title: text(),
      }),
      special_request: optionalText(2000),
    }),
  };
}
export type WireSchemas = ReturnType<typeof createWireSchemas>;
