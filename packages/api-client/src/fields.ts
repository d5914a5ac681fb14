import * as z from 'zod/mini';
import { E164, normalisePhoneNumber } from './phoneNumbers.js';
import type { ValidationMessageCode } from './validationMessages.js';

/**
 * Field schemas shared by the request schemas. Their messages are codes of `validationMessages`,
 * which a form words for the person filling it in, since the forms use these schemas as resolvers.
 */

type MaxLength = 16 | 255 | 2000 | 5000;
const tooLong = (maxLength: MaxLength) =>
  z.maxLength(maxLength, `tooLong${maxLength}` satisfies ValidationMessageCode);

/** A required line of text, trimmed; `message` is shown when it is missing or blank. */
export function requiredText(message: ValidationMessageCode, maxLength: MaxLength = 255) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), tooLong(maxLength));
}

/** Optional text: blank becomes undefined, so an untouched input does not send an empty string. */
export function optionalText(maxLength: MaxLength = 255) {
  return z.pipe(
    z.optional(z.string().check(z.trim(), tooLong(maxLength))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );
}

/** An identifier the API gave us (operator, property, room, booking period, session token). */
export function identifier() {
  const required: ValidationMessageCode = 'required';
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required));
}

export function emailAddress(missing: ValidationMessageCode) {
  return z.pipe(
    z.string({ error: missing }).check(z.trim(), z.minLength(1, missing)),
    z.email('emailFormat' satisfies ValidationMessageCode),
  );
}

/** A phone number in E.164 (`+` then 7 to 15 digits), normalised from what a person typed. */
export function phoneNumber(missing: ValidationMessageCode) {
  return z.pipe(
    z.pipe(
      z.string({ error: missing }),
      z.transform((value: string) => normalisePhoneNumber(value)),
    ),
    z.string().check(
      z.minLength(1, missing),
      z.refine(
        (value) => value.startsWith('+'),
        'phoneCountryCode' satisfies ValidationMessageCode,
      ),
      z.refine(
        (value) => !value.startsWith('+') || E164.test(value),
        'phoneFormat' satisfies ValidationMessageCode,
      ),
    ),
  );
}

/** A lowercase ISO 3166-1 alpha-2 code, as the API wants for country and nationality. */
export function countryCode(missing: ValidationMessageCode) {
  return z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, missing),
      z.toLowerCase(),
      z.regex(/^[a-z]{2}$/, 'countryFormat' satisfies ValidationMessageCode),
    );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` into its parts when it names a real calendar date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // A day past the month's end rolls over (2023-02-30 is March 2nd), so it reads back otherwise.
  const real = new Date(Date.UTC(year, month - 1, day)).toISOString().startsWith(value);
  return real ? { year, month, day } : null;
}

const WIRE_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/**
 * Reads a date as the API serves it: `DD-MM-YYYY` (booking periods, dates of birth) or ISO
 * `YYYY-MM-DD`. Null for anything else, or a day that does not exist: show such a value as it came.
 */
export function parseWireDate(value: string): { year: number; month: number; day: number } | null {
  const wire = WIRE_DATE.exec(value);
  return parseIsoDate(wire ? `${wire[3]}-${wire[2]}-${wire[1]}` : value);
}

/**
 * A date of birth as forms and `<input type="date">` hold it (`YYYY-MM-DD`); the client converts it
 * to the API's wire format when it sends.
 */
export function dateOfBirth(missing: ValidationMessageCode) {
  return z.string({ error: missing }).check(
    z.trim(),
    z.minLength(1, missing),
    z.refine((value) => parseIsoDate(value) !== null, 'realDate' satisfies ValidationMessageCode),
    z.refine(
      (value) => parseIsoDate(value) === null || value < new Date().toISOString().slice(0, 10),
      'dateInPast' satisfies ValidationMessageCode,
    ),
  );
}

/** An id the API sends: a string in the reference; a number is read as its string. */
export const idFromWire = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** Key-value pairs the API stores as JSON (metadata, additional_fields). */
export const jsonObjectSchema = z.record(z.string(), z.unknown());
/**
 * Key-value pairs the API keeps as JSON: an enquiry's `metadata` and `additional_fields`. Keep the
 * values JSON-serialisable: the client sends them as a string holding JSON unless told otherwise.
 */
export type JsonObject = z.infer<typeof jsonObjectSchema>;
