import { personValidationMessages } from '@unistay/api-client/schemas';
import { commonMessages } from '../i18n/commonMessages.js';

/**
 * Words every form shares: the validation messages of the API's schemas (by their codes), the
 * person's fields, and the error summary.
 */
export const formMessages = {
  ...personValidationMessages,
  ...commonMessages,
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  phoneHint: 'Include the country code, for example +44 7700 900123',
  optional: '(optional)',
  selectPlaceholder: 'Select an option',
  errorSummaryTitle: 'There is a problem',
};
