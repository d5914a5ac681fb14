/**
 * Phone numbers as people type them and as people read them: no schema here, so a view that only
 * shows a number (the enquiry table, a review step) carries none of the fields' validation.
 */

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

/** A number in E.164: `+`, a digit other than 0, then 6 to 14 more. */
export const E164 = /^\+[1-9]\d{6,14}$/;

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
