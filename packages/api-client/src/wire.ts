import { type JsonObject, parseIsoDate } from './fields.js';

/** How metadata and additional_fields travel: as strings holding JSON (the reference's examples) or as objects. */
export type JsonFieldEncoding = 'string' | 'object';
/** The wire order of day and month in date_of_birth; the year is always last. */
export type DateOfBirthFormat = 'DD-MM-YYYY' | 'MM-DD-YYYY';

export function encodeJsonField(
  value: JsonObject,
  encoding: JsonFieldEncoding,
): string | JsonObject {
  return encoding === 'string' ? JSON.stringify(value) : value;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `YYYY-MM-DD` (what forms hold) to the wire format. */
export function formatDateOfBirth(isoDate: string, format: DateOfBirthFormat): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date in YYYY-MM-DD form: ${isoDate}`);
  const [first, second] = format === 'DD-MM-YYYY' ? [date.day, date.month] : [date.month, date.day];
  return `${pad(first)}-${pad(second)}-${pad(date.year, 4)}`;
}

/** The wire format back to `YYYY-MM-DD`; null when the value is not a real date in that format. */
export function parseDateOfBirth(wire: string, format: DateOfBirthFormat): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(wire.trim());
  if (!match) return null;
  const [first, second, year] = [match[1], match[2], match[3]];
  const [day, month] = format === 'DD-MM-YYYY' ? [first, second] : [second, first];
  const iso = `${year}-${month}-${day}`;
  return parseIsoDate(iso) ? iso : null;
}
