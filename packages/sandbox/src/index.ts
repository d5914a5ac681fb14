export type { BookingPeriod, Catalogue, Operator, Property, Room } from './catalogueTypes.js';
export {
  createSandbox,
  type Sandbox,
  type SandboxBooking,
  type SandboxEvent,
  type SandboxOptions,
  type SandboxPayment,
} from './createSandbox.js';
export { type ActiveFault, type Fault, faultSchema } from './faults.js';
export { sandboxHumanToken, sandboxHumanVerifier } from './humanCheck.js';
export { type PaymentIntent, type PaymentIntentStatus, TEST_CARDS } from './payments.js';
export { SANDBOX_PARTNERS, type SandboxPartner } from './seed.js';
export { createCatalogue } from './seedCatalogue.js';
export {
  type ActiveWebhook,
  type DeliveryAttempt,
  type PartnerEventBody,
  type WebhookDelivery,
  type WebhookDeliveryOptions,
  type WebhookSubscription,
  webhookSubscriptionSchema,
} from './webhooks.js';
