// The client, its errors and the API's types. Zod schemas, field helpers and validation words are
// in `@unistay/api-client/schemas`; the proxy and webhook receiver in `@unistay/api-client/server`;
// what simulations of the API need in `@unistay/api-client/contract`.

// The API's types
export type {
  Property,
  PropertyListParams,
  PropertyPage,
  RoomListParams,
  RoomPage,
} from './catalogue.js';
export type {
  Booking,
  CheckoutSession,
  CompleteCheckoutRequest,
  CourseDetails,
  ResidentDetails,
  StartCheckoutRequest,
  SupportingContactDetails,
} from './checkout.js';
export { RENEWING_HEADER, START_ANEW_HEADER } from './checkout.js';
// The client
export {
  type CatalogueClient,
  createCatalogueClient,
} from './createCatalogueClient.js';
export {
  type CompleteCheckoutArgs,
  createPartnerClient,
  type PartnerClient,
  type PartnerClientOptions,
  type RequestOptions,
  type StartCheckoutArgs,
} from './createPartnerClient.js';
export type { Enquiry, EnquiryListParams, EnquiryPage, EnquiryStatus } from './enquiry.js';
export type {
  EnquiryCreated,
  GeneralEnquiryRequest,
  SpecificEnquiryRequest,
} from './enquiryRequests.js';
export { ENQUIRY_STATUSES, type KnownEnquiryStatus } from './enquiryStatuses.js';
export type { JsonObject } from './fields.js';
export type { Ga4Item } from './ga4.js';
export { HUMAN_TOKEN_HEADER } from './humanToken.js';
// Its errors
export {
  type FieldErrors,
  PartnerApiError,
  type PartnerApiErrorKind,
} from './PartnerApiError.js';
export type { PaginationMeta } from './page.js';
export { hasNextPage, iteratePages } from './pagination.js';
export type { Address, BookingPeriod, Room } from './room.js';
export { partnerCredentials, UnusableAccessToken } from './transport.js';
