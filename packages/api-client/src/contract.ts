/**
 * The wire contract's building blocks, for tools that speak the Partner API rather than call it:
 * simulations such as `@unistay/sandbox`, and test doubles. An app needs none of these: the client
 * (`.`) and the proxy and webhook receiver (`./server`) use them inside.
 */

export { jsonFieldFromWireSchema } from './enquiry.js';
export { envelopeSchema, errorFromResponse, fieldErrorsFromZod } from './envelope.js';
export { partnerErrorResponse } from './partnerErrorResponse.js';
export { matchPartnerRoute, partnerRoutePath } from './routes.js';
