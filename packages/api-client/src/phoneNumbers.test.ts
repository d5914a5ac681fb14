import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, normalisePhoneNumber } from './phoneNumbers.js';

describe('normalisePhoneNumber', () => {
  it.each([
    ['+44 7700 900123', '+447700900123'],
    ['+44 (0)20-7946-0958', '+442079460958'],
    ['+44(0)20 7946 0958', '+442079460958'],
    ['(+44) (0)20 7946 0958', '+442079460958'],
    ['0044 (0)20 7946 0958', '+442079460958'],
    ['+39 06 6988 3145', '+390669883145'],
    ['+61 (02) 9374 4000', '+610293744000'],
    ['0044 7700 900123', '+447700900123'],
    ['+1.416.555.0199', '+14165550199'],
  ])('normalises %s to %s', (typed, expected) => {
    expect(normalisePhoneNumber(typed)).toBe(expected);
  });

  it('completes a national number with the default calling code, dropping the trunk 0', () => {
    expect(normalisePhoneNumber('07700 900123', '+44')).toBe('+447700900123');
    expect(normalisePhoneNumber('+61 2 9374 4000', '+44')).toBe('+61293744000');
  });
});

describe('formatPhoneNumber', () => {
  it.each([
    ['+442079460958', '+44 20 7946 0958'],
    ['+447700900123', '+44 7700 900123'],
    ['+14165550123', '+1 416 555 0123'],
    ['+61293744000', '+61 2 9374 4000'],
    ['+61412345678', '+61 412 345 678'],
    ['+8613800138000', '+86 138 0013 8000'],
    ['+919876543210', '+91 987 654 3210'],
    ['+2348031234567', '+234 803 123 4567'],
    ['+33612345678', '+33 612 345 678'],
    ['+4930901820', '+49 3090 1820'],
    ['+971501234567', '+971 501 234 567'],
    ['+79161234567', '+7 916 123 4567'],
  ])('shows %s as %s', (wire, shown) => {
    expect(formatPhoneNumber(wire)).toBe(shown);
  });

  it.each(['07700 900123', '+44', 'call me', ''])('leaves %j as it is', (value) => {
    expect(formatPhoneNumber(value)).toBe(value);
  });
});
