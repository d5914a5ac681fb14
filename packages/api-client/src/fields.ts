import * as z from 'zod/mini';
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

const PHONE_FORMATTING = /[\s\-().\u00a0]/g;

// A national trunk zero written as `(0)` after the country code is not dialled from abroad.
const TRUNK_ZERO = /^(\D*(?:\+|00)\d{1,3}\D*?)\(0\)/;

/**
 * Strips what people type between digits (spaces, dashes, brackets, dots), drops a trunk zero
 * written as `(0)` after the country code (`+44 (0)20 7946 0958` is `+442079460958`) and turns an
 * international `00` prefix into `+`. With `defaultCallingCode` (like `+44`), a national number
 * such as `07700 900123` becomes `+447700900123`.
 */
export function normalisePhoneNumber(value: string, defaultCallingCode?: string): string {
  let digits = value.replace(TRUNK_ZERO, '$1').replace(PHONE_FORMATTING, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (defaultCallingCode && digits && !digits.startsWith('+')) {
    digits = `${defaultCallingCode.replace(PHONE_FORMATTING, '')}${digits.replace(/^0/, '')}`;
  }
  return digits;
}

const E164 = /^\+[1-9]\d{6,14}$/;

// Calling codes are prefix-free: 1 and 7 stand alone, these are two digits, the rest three.
const TWO_DIGIT_CALLING_CODES =
  '2027303132333436394041434445464748495152535455565758606162636465668182848690919293949598';

/** Group sizes for a national number: the main markets' own conventions, else threes. */
function nationalGroups(code: string, national: string): number[] {
  const n = national.length;
  if (code === '1' && n === 10) return [3, 3, 4];
  if (code === '44' && n === 10) return national.startsWith('2') ? [2, 4, 4] : [4, 6];
  if (code === '61' && n === 9) return national.startsWith('4') ? [3, 3, 3] : [1, 4, 4];
  const byLength: Record<number, number[]> = { 8: [4, 4], 10: [3, 3, 4], 11: [3, 4, 4] };
  return byLength[n] ?? Array.from({ length: Math.ceil(n / 3) }, () => 3);
}

/**
 * An E.164 number grouped for people to read: `+442079460958` is `+44 20 7946 0958`,
 * `+8613800138000` is `+86 138 0013 8000`. Anything else is returned as it is.
 */
export function formatPhoneNumber(value: string): string {
  if (!E164.test(value)) return value;
  const digits = value.slice(1);
  const twoDigit = TWO_DIGIT_CALLING_CODES.match(/../g)?.includes(digits.slice(0, 2));
  const code = digits.slice(0, /^[17]/.test(digits) ? 1 : twoDigit ? 2 : 3);
  let rest = digits.slice(code.length);
  const groups: string[] = [];
  for (const size of nationalGroups(code, rest)) {
    if (!rest) break;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (rest) groups.push(rest);
  return `+${code} ${groups.join(' ')}`;
}
/**
 * An example phone number as the schemas take it and `formatPhoneNumber` writes it, for a field's
 * hint or placeholder. It is in the range Ofcom keeps for drama, so it reaches nobody.
 */
export const PHONE_NUMBER_EXAMPLE = '+44 7700 900123';

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
