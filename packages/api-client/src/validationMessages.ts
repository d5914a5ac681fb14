/**
 * What the request schemas' messages say, in English. The schemas carry these codes: a form words
 * them in the student's language (`@unistay/ui` takes these as its English) and a client's
 * validation error names the code (`first_name: enterFirstName`). In three parts, so a form carries
 * only the words it can show.
 */
export const personValidationMessages = {
  required: 'This is required',
  tooLong255: 'Use 255 characters or fewer',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  phoneCountryCode: 'Enter the phone number with + and the country code, like +44 7700 900123',
  phoneFormat:
    'Enter a phone number in international format: + then 7 to 15 digits, like +44 7700 900123',
  enterFirstName: 'Enter your first name',
  enterLastName: 'Enter your last name',
  enterEmail: 'Enter your email address',
  enterPhone: 'Enter your phone number',
};

/** The codes only an enquiry's schemas use. */
export const enquiryValidationMessages = {
  tooLong5000: 'Use 5000 characters or fewer',
  enterMessage: 'Enter your message',
};

/** The codes only the checkout's schemas use. */
export const checkoutValidationMessages = {
  tooLong16: 'Use 16 characters or fewer',
  tooLong2000: 'Use 2000 characters or fewer',
  countryFormat: 'Use a two-letter country code (ISO 3166-1), like GB',
  realDate: 'Date of birth must be a real date',
  dateInPast: 'Date of birth must be in the past',
  selectGender: 'Select your gender',
  enterDateOfBirth: 'Enter your date of birth',
  enterAddressLine1: 'Enter the first line of your address',
  enterCity: 'Enter your town or city',
  enterPostcode: 'Enter your postcode',
  selectCountry: 'Select your country',
  selectNationality: 'Select your nationality',
  enterTheirFirstName: 'Enter their first name',
  enterTheirLastName: 'Enter their last name',
  enterRelationship: 'Enter their relationship to you',
  enterTheirEmail: 'Enter their email address',
  enterTheirPhone: 'Enter their phone number',
  enterTheirDateOfBirth: 'Enter their date of birth',
  enterTheirAddressLine1: 'Enter the first line of their address',
  enterTheirCity: 'Enter their town or city',
  enterTheirPostcode: 'Enter their postcode',
  selectTheirCountry: 'Select their country',
  enterUniversity: 'Enter your university',
  selectYearOfStudy: 'Select your year of study',
  enterCourseTitle: 'Enter your course title',
  choosePlan: 'Choose how you will pay',
};

// Marked pure so a bundle that imports one part does not keep all three through this one.
/**
 * Every code the request schemas use, with its English: the words a form falls back on, and what a
 * translation covers. A form that shows only some of them imports its parts instead.
 */
export const validationMessages = /* @__PURE__ */ Object.assign(
  {},
  personValidationMessages,
  enquiryValidationMessages,
  checkoutValidationMessages,
);
/**
 * A code the request schemas give as a message (`enterFirstName`, `tooLong255`): the key a form
 * words in the student's language. A client's validation error names it as it is.
 */
export type ValidationMessageCode = keyof typeof validationMessages;
