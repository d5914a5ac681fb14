/**
 * The wire contract's building blocks, for tools that speak the Partner API rather than call it:
 * simulations such as `@unistay/sandbox`, and test doubles. An app needs none of these: the client
 * (`.`) and the proxy and webhook receiver (`./server`) use them inside.
 */

export { BOOKING_ALREADY_COMPLETED } from './checkout.js';
export { jsonFieldFromWireSchema } from './enquiry.js';
export {
  describeIssue,
  envelopeSchema,
  errorFromResponse,
  fieldErrorsFromZod,
} from './envelope.js';
export type { PartnerCall } from './partnerClientTypes.js';
export { partnerErrorResponse } from './partnerErrorResponse.js';
export {
  API_ROUTES,
  CATALOGUE_ROUTES,
  type CatalogueRouteName,
  matchPartnerRoute,
  PARTNER_ROUTES,
  type PartnerRouteMatch,
  type PartnerRouteName,
  partnerRoutePath,
} from './routes.js';
