export { partnerErrorResponse } from '../partnerErrorResponse.js';
export {
  createPartnerProxy,
  type PartnerProxy,
  type PartnerProxyAuthorize,
  type PartnerProxyOptions,
} from './createPartnerProxy.js';
export { toNodeListener } from './toNodeListener.js';
