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
  type CardPaymentKeys,
  type CardPaymentStatus,
  type CardPaymentStatusReader,
  cardPaymentStatusByKey,
} from './cardPaymentStatus.js';
export {
  createPartnerProxy,
  ENQUIRY_READS_REFUSED,
  isEnquiryRead,
  type PartnerProxy,
  type PartnerProxyAuthorize,
  type PartnerProxyOptions,
  type ProxyCheckoutOptions,
  type ProxyHumanCheckOptions,
} from './createPartnerProxy.js';
export {
  createWebhookHandler,
  type WebhookEventContext,
  type WebhookHandler,
  type WebhookHandlerOptions,
} from './createWebhookHandler.js';
export { readBodyWithin } from './deadline.js';
export {
  type HcaptchaVerifierOptions,
  HUMAN_TOKEN_HEADER,
  type HumanVerifier,
  hcaptchaVerifier,
  type SiteverifyOptions,
  type TurnstileVerifierOptions,
  turnstileVerifier,
} from './humanCheck.js';
export { type BookingPurchase, purchaseFromBooking } from './purchaseFromBooking.js';
export {
  type CheckoutHeld,
  type CheckoutStore,
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  type DuplicateClaim,
  type DuplicateStore,
  emailInBody,
  type MemoryRateLimitStoreOptions,
  type RateLimit,
  type RateLimitContext,
  type RateLimitRule,
  type RateLimitStore,
  type RateLimitVerdict,
  type RedisRateLimitStoreOptions,
} from './rateLimit.js';
export type { RedisClientLike } from './redisClient.js';
export type {
  ProxyRequestEvent,
  ProxyStepEvent,
  ProxyStoreErrorEvent,
  ServerEvent,
  ServerEventOptions,
  ServerTelemetry,
  WebhookDeliveryEvent,
} from './serverEvents.js';
export {
  type ClientAddressOptions,
  type ClientNetworkOptions,
  clientAddress,
  clientNetwork,
  toNodeListener,
} from './toNodeListener.js';
export {
  createMemoryWebhookStore,
  createRedisWebhookStore,
  type MemoryWebhookStoreOptions,
  type RedisWebhookStoreOptions,
  type WebhookClaim,
  type WebhookStore,
} from './webhookStore.js';
