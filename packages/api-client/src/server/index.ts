export { partnerErrorResponse } from '../partnerErrorResponse.js';
export {
  createPartnerProxy,
  ENQUIRY_READS_REFUSED,
  isEnquiryRead,
  type PartnerProxy,
  type PartnerProxyAuthorize,
  type PartnerProxyOptions,
} from './createPartnerProxy.js';
export type { RateLimitOptions } from './rateLimit.js';
export { toNodeListener } from './toNodeListener.js';
