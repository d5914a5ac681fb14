import { GENDERS, YEARS_OF_STUDY } from '@unistay/api-client/schemas';
import { countryOptions } from '../form/countries.js';
import type { FormFieldProps } from '../form/FormField.js';
import type { Translate } from '../i18n/messages.js';
import type { CheckoutWizardOptions } from './checkoutOptions.js';

/**
 * An API value a student chooses or reads (a gender, a year of study), in the student's words: by
 * its key (`year_undergraduate_first_year` for "Undergraduate - First year"). A value a partner
 * offers beyond the API's has no words of its own and shows as given.
 */
export function apiValueText(kind: 'gender' | 'year', value: string, t: Translate): string {
  const key = `${kind}_${value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;
  const text = t(key);
  return text === key ? value : text;
}

/**
 * One question of a details step, as the step's form renders it: a `FormField`, or, for a date the
 * student knows (a date of birth), three boxes for its day, month and year (`DayMonthYearField`),
 * which only the checkout's bundle carries.
 */
export type FieldSpec = Omit<FormFieldProps, 'type'> & {
  type?: FormFieldProps['type'] | 'day-month-year';
};

/** The questions of the About you, supporting contact and course steps, in the student's words. */
export function detailsFields(t: Translate, options: CheckoutWizardOptions, locale: string) {
  const countries = countryOptions(locale);
  const country: FieldSpec = {
    name: 'country',
    label: t('country'),
    type: 'select',
    options: countries,
  };
  // The student's own details name their purpose (WCAG 1.3.5), so a browser can fill them in; the
  // supporting contact's do not, or it would fill in the student's.
  const ownCountry: FieldSpec = { ...country, autoComplete: 'country' };
  const about: FieldSpec[] = [
    { name: 'first_name', label: t('firstName'), autoComplete: 'given-name' },
    { name: 'last_name', label: t('lastName'), autoComplete: 'family-name' },
    {
      name: 'gender',
      label: t('gender'),
      type: 'select',
      options: (options.options?.genders ?? GENDERS).map((value) => ({
        value,
        label: apiValueText('gender', value, t),
      })),
    },
    { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
    {
      name: 'contact_number',
      label: t('phone'),
      type: 'tel',
      autoComplete: 'tel',
      hint: t('phoneHint'),
    },
    {
      name: 'date_of_birth',
      label: t('dateOfBirth'),
      type: 'day-month-year',
      autoComplete: 'bday',
    },
    { name: 'first_line', label: t('addressLine1'), autoComplete: 'address-line1' },
    {
      name: 'second_line',
      label: t('addressLine2'),
      required: false,
      autoComplete: 'address-line2',
    },
    { name: 'city', label: t('city'), autoComplete: 'address-level2' },
    { name: 'region', label: t('region'), required: false, autoComplete: 'address-level1' },
    { name: 'postcode', label: t('postcode'), autoComplete: 'postal-code' },
    ownCountry,
    { name: 'nationality', label: t('nationality'), type: 'select', options: countries },
  ];
  const contact: FieldSpec[] = [
    { name: 'relationship', label: t('relationship'), hint: t('relationshipHint') },
    { name: 'first_name', label: t('firstName') },
    { name: 'last_name', label: t('lastName') },
    { name: 'email', label: t('email'), type: 'email' },
    { name: 'contact_number', label: t('phone'), type: 'tel', hint: t('phoneHint') },
    { name: 'date_of_birth', label: t('dateOfBirth'), type: 'day-month-year' },
    { name: 'first_line', label: t('addressLine1') },
    { name: 'second_line', label: t('addressLine2'), required: false },
    { name: 'city', label: t('city') },
    { name: 'region', label: t('region'), required: false },
    { name: 'postcode', label: t('postcode') },
    country,
  ];
  const course: FieldSpec[] = [
    { name: 'university', label: t('university'), autoComplete: 'organization' },
    {
      name: 'year_of_study',
      label: t('yearOfStudy'),
      type: 'select',
      options: (options.options?.yearsOfStudy ?? YEARS_OF_STUDY).map((value) => ({
        value,
        label: apiValueText('year', value, t),
      })),
    },
    { name: 'course_title', label: t('courseTitle') },
    { name: 'special_request', label: t('specialRequests'), type: 'textarea', required: false },
  ];
  return { about, contact, course };
}
