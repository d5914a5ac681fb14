/**
 * The API's zod schemas, one per resource and request, and what they are built from: the fields'
 * helpers, the lists they accept, the rules between answers and the words of their messages. For
 * validating a form of your own before sending, or data of the API's you keep. The client
 * (`@unistay/api-client`) validates with these already.
 */
export { propertyListParamsSchema, propertySchema, roomListParamsSchema } from './catalogue.js';
export {
  checkoutSessionSchema,
  completeCheckoutRequestSchema,
  courseDetailsSchema,
  GENDERS,
  residentDetailsSchema,
  startCheckoutRequestSchema,
  supportingContactDetailsSchema,
  YEARS_OF_STUDY,
} from './checkout.js';
export { enquiryListParamsSchema, enquirySchema } from './enquiry.js';
export { generalEnquiryRequestSchema, specificEnquiryRequestSchema } from './enquiryRequests.js';
export { parseWireDate } from './fields.js';
export { MAX_PAGE, MAX_PER_PAGE } from './pageBounds.js';
export {
  formatPhoneNumber,
  normalisePhoneNumber,
  PHONE_NUMBER_EXAMPLE,
} from './phoneNumbers.js';
export { addressSchema, bookingPeriodSchema, roomSchema } from './room.js';
export {
  asksForUkGuarantor,
  type SupportingContactContext,
  type SupportingContactKind,
  supportingContactKind,
} from './supportingContactKind.js';
export {
  checkoutValidationMessages,
  enquiryValidationMessages,
  personValidationMessages,
  type ValidationMessageCode,
  validationMessages,
} from './validationMessages.js';
