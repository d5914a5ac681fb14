import { catalogueMessages } from '../catalogue/catalogueMessages.js';
import { checkoutMessages } from '../checkout/checkoutMessages.js';
import { hostedCheckoutMessages } from '../checkout/hostedCheckoutMessages.js';
import { stripeMessages } from '../checkout/stripeMessages.js';
import { enquiryFormMessages } from '../enquiry-form/enquiryFormMessages.js';
import { enquiryTableMessages } from '../enquiry-table/enquiryTableMessages.js';

/**
 * Every word Unistay shows, in British English: each family's catalogue in one. A key means the
 * same in every family that has it, so one pack serves them all.
 */
export const englishMessages = {
  ...enquiryFormMessages,
  ...checkoutMessages,
  ...enquiryTableMessages,
  ...catalogueMessages,
  ...hostedCheckoutMessages,
  ...stripeMessages,
};
