import { describe, expect, it } from 'vitest';
import { residentDetailsSchema } from './checkout.js';
import { generalEnquiryRequestSchema } from './enquiryRequests.js';
import { parseWireDate } from './fields.js';
import { type ValidationMessageCode, validationMessages } from './validationMessages.js';
import { formatDateOfBirth, parseDateOfBirth } from './wire.js';

const student = {
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  contact_number: '+44 7700 900123',
  message: 'Is the room still free?',
};

/** The issues' codes in the English a form shows for them; a message that is no code fails. */
const messagesFor = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      validationMessages[issue.message as ValidationMessageCode] ?? `not a code: ${issue.message}`,
    ]),
  );

describe('phone numbers', () => {
  it('sends what a person typed as E.164', () => {
    const parsed = generalEnquiryRequestSchema.parse({
      ...student,
      contact_number: '(+44) 7700-900-123',
    });
    expect(parsed.contact_number).toBe('+447700900123');
  });

  it('says to add + and the country code when it is missing', () => {
    const result = generalEnquiryRequestSchema.safeParse({
      ...student,
      contact_number: '07700 900123',
    });
    expect(messagesFor(result).contact_number).toMatch(/with \+ and the country code/);
  });

  it('refuses too few or too many digits, and letters', () => {
    for (const contact_number of ['+44 123', '+44 1234 5678 9012 345', '+44 7700 CALLME']) {
      const result = generalEnquiryRequestSchema.safeParse({ ...student, contact_number });
      expect(messagesFor(result).contact_number).toMatch(/international format/);
    }
  });
});

describe('enquiry requests', () => {
  it('names each missing field in words a student understands', () => {
    const result = generalEnquiryRequestSchema.safeParse({});
    expect(messagesFor(result)).toEqual({
      first_name: 'Enter your first name',
      last_name: 'Enter your last name',
      email: 'Enter your email address',
      contact_number: 'Enter your phone number',
      message: 'Enter your message',
    });
  });

  it('treats blank text as missing and trims what is kept', () => {
    const blank = generalEnquiryRequestSchema.safeParse({ ...student, first_name: '   ' });
    expect(messagesFor(blank).first_name).toBe('Enter your first name');
    expect(generalEnquiryRequestSchema.parse({ ...student, last_name: ' Okafor ' }).last_name).toBe(
      'Okafor',
    );
  });

  it('explains a malformed email with an example', () => {
    const result = generalEnquiryRequestSchema.safeParse({ ...student, email: 'amara@' });
    expect(messagesFor(result).email).toBe(
      'Enter an email address in the correct format, like name@example.com',
    );
  });

  it('defaults metadata and additional_fields to empty objects', () => {
    const parsed = generalEnquiryRequestSchema.parse(student);
    expect(parsed.metadata).toEqual({});
    expect(parsed.additional_fields).toEqual({});
  });
});

describe('resident details', () => {
  const resident = {
    first_name: 'Amara',
    last_name: 'Okafor',
    gender: 'female',
    email: 'amara@example.com',
    contact_number: '+447700900123',
    date_of_birth: '2004-03-27',
    first_line: '1 High Street',
    city: 'Leeds',
    postcode: 'LS1 1AA',
    country: 'GB',
    nationality: 'ng',
  };

  it('lowercases country codes and refuses anything but two letters', () => {
    expect(residentDetailsSchema.parse(resident).country).toBe('gb');
    const result = residentDetailsSchema.safeParse({
      ...resident,
      country: 'GBR',
      nationality: 'n1',
    });
    expect(messagesFor(result)).toEqual({
      country: 'Use a two-letter country code (ISO 3166-1), like GB',
      nationality: 'Use a two-letter country code (ISO 3166-1), like GB',
    });
  });

  it('refuses dates that do not exist or are not in the past', () => {
    expect(
      messagesFor(residentDetailsSchema.safeParse({ ...resident, date_of_birth: '2004-02-30' }))
        .date_of_birth,
    ).toBe('Date of birth must be a real date');
    expect(
      messagesFor(residentDetailsSchema.safeParse({ ...resident, date_of_birth: '2999-01-01' }))
        .date_of_birth,
    ).toBe('Date of birth must be in the past');
  });

  it('leaves the optional region out when blank', () => {
    expect(residentDetailsSchema.parse({ ...resident, region: '  ' }).region).toBeUndefined();
  });
});

describe('date of birth on the wire', () => {
  it('converts both ways in either order of day and month', () => {
    expect(formatDateOfBirth('2004-03-27', 'DD-MM-YYYY')).toBe('27-03-2004');
    expect(formatDateOfBirth('2004-03-27', 'MM-DD-YYYY')).toBe('03-27-2004');
    expect(parseDateOfBirth('27-03-2004', 'DD-MM-YYYY')).toBe('2004-03-27');
    expect(parseDateOfBirth('03-27-2004', 'MM-DD-YYYY')).toBe('2004-03-27');
  });

  it('reads a value in the other order as no date at all', () => {
    expect(parseDateOfBirth('03-27-2004', 'DD-MM-YYYY')).toBeNull();
    expect(parseDateOfBirth('2004-03-27', 'DD-MM-YYYY')).toBeNull();
  });
});

describe('parseWireDate', () => {
  it.each([
    ['04-09-2027', { year: 2027, month: 9, day: 4 }],
    ['2027-09-04', { year: 2027, month: 9, day: 4 }],
    ['29-02-2028', { year: 2028, month: 2, day: 29 }],
    ['29-02-2027', null],
    ['31-04-2027', null],
    ['2027-13-01', null],
    ['4/9/2027', null],
    ['TBC', null],
    ['', null],
  ])('reads %s as %o', (value, expected) => {
    expect(parseWireDate(value)).toEqual(expected);
  });
});
