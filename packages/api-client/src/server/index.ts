export {
  type CatalogueChangePayload,
  type ContractAddedPayload,
  type EnquiryChangePayload,
  type KnownPartnerEvent,
  PARTNER_EVENT_TYPES,
  type PartnerEvent,
  type PartnerEventType,
  parsePartnerEvent,
  type UnknownPartnerEvent,
} from '../webhookEvents.js';
export {
  createPartnerProxy,
  ENQUIRY_READS_REFUSED,
  isEnquiryRead,
  type PartnerProxy,
  type PartnerProxyAuthorize,
  type PartnerProxyOptions,
} from './createPartnerProxy.js';
export {
  createWebhookHandler,
  type WebhookEventContext,
  type WebhookHandler,
  type WebhookHandlerOptions,
} from './createWebhookHandler.js';
export { readBodyWithin } from './deadline.js';
export {
  createRateLimiter,
  type RateLimiter,
  type RateLimitOptions,
  type RateLimitVerdict,
} from './rateLimit.js';
export { type ClientAddressOptions, clientAddress, toNodeListener } from './toNodeListener.js';
export {
  createMemoryWebhookStore,
  createRedisWebhookStore,
  type MemoryWebhookStoreOptions,
  type RedisClientLike,
  type RedisWebhookStoreOptions,
  type WebhookClaim,
  type WebhookStore,
} from './webhookStore.js';
