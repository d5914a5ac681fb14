export {
  type Address,
  addressSchema,
  type BookingPeriod,
  bookingPeriodSchema,
  CATALOGUE_QUERY_NAMES,
  type CatalogueQueryNames,
  type Property,
  type PropertyListParams,
  type PropertyPage,
  propertyListParamsSchema,
  propertyPageSchema,
  propertySchema,
  type Room,
  type RoomListParams,
  type RoomPage,
  roomListParamsSchema,
  roomPageSchema,
  roomSchema,
} from './catalogue.js';
export {
  BOOKING_ALREADY_COMPLETED,
  type Booking,
  bookingCreatedSchema,
  bookingReplaySchema,
  type CheckoutSession,
  type CompleteCheckoutRequest,
  type CourseDetails,
  checkoutSessionSchema,
  completeCheckoutRequestSchema,
  courseDetailsSchema,
  GENDERS,
  type ResidentDetails,
  residentDetailsSchema,
  type StartCheckoutRequest,
  type SupportingContactDetails,
  startCheckoutRequestSchema,
  supportingContactDetailsSchema,
  YEARS_OF_STUDY,
} from './checkout.js';
export {
  type CatalogueClient,
  type CatalogueClientOptions,
  createCatalogueClient,
} from './createCatalogueClient.js';
export {
  type CompleteCheckoutArgs,
  createPartnerClient,
  type EnquiryRef,
  type PartnerCall,
  type PartnerClient,
  type PartnerClientOptions,
  type PartnerTransport,
  type RequestOptions,
  type StartCheckoutArgs,
} from './createPartnerClient.js';
export {
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryListParams,
  type EnquiryPage,
  type EnquiryStatus,
  enquiryItemSchema,
  enquiryListParamsSchema,
  enquiryPageSchema,
  enquirySchema,
  enquiryStatusSchema,
  type KnownEnquiryStatus,
} from './enquiry.js';
export {
  type EnquiryCreated,
  enquiryCreatedSchema,
  type GeneralEnquiryRequest,
  generalEnquiryRequestSchema,
  type SpecificEnquiryRequest,
  specificEnquiryRequestSchema,
} from './enquiryRequests.js';
export { describeIssue } from './envelope.js';
export {
  formatPhoneNumber,
  type JsonObject,
  jsonObjectSchema,
  normalizePhoneNumber,
  PHONE_NUMBER_EXAMPLE,
  parseIsoDate,
  parseWireDate,
} from './fields.js';
export {
  type FieldErrors,
  PartnerApiError,
  type PartnerApiErrorInit,
  type PartnerApiErrorKind,
} from './PartnerApiError.js';
export {
  MAX_PAGE,
  MAX_PER_PAGE,
  type PaginationLinks,
  type PaginationMeta,
  pageSchema,
} from './page.js';
export {
  hasNextPage,
  hasPreviousPage,
  type IteratePagesOptions,
  iteratePages,
} from './pagination.js';
export {
  API_ROUTES,
  CATALOGUE_ROUTES,
  type CatalogueRouteName,
  PARTNER_ROUTES,
  type PartnerRouteMatch,
  type PartnerRouteName,
} from './routes.js';
export {
  asksForUkGuarantor,
  type SupportingContactContext,
  type SupportingContactKind,
  supportingContactKind,
} from './supportingContactKind.js';
export {
  type AccessToken,
  type PartnerCredentials,
  partnerCredentials,
  UnusableAccessToken,
} from './transport.js';
export {
  checkoutValidationMessages,
  enquiryValidationMessages,
  personValidationMessages,
  type ValidationMessageCode,
  validationMessages,
} from './validationMessages.js';
export {
  type DateOfBirthFormat,
  formatDateOfBirth,
  type JsonFieldEncoding,
  parseDateOfBirth,
} from './wire.js';
