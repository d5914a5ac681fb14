export { partnerErrorResponse } from '../partnerErrorResponse.js';
export {
  createPartnerProxy,
  ENQUIRY_READS_REFUSED,
  isEnquiryRead,
  type PartnerProxy,
  type PartnerProxyAuthorize,
  type PartnerProxyOptions,
} from './createPartnerProxy.js';
export {
  createRateLimiter,
  type RateLimiter,
  type RateLimitOptions,
  type RateLimitVerdict,
} from './rateLimit.js';
export { toNodeListener } from './toNodeListener.js';
