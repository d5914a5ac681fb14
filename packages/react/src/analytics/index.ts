// Analytics a partner can trust: every step of a student's journey as one typed stream of events,
// held until consent allows them, never carrying anything the student typed.
export {
  ANALYTICS_EVENTS_VERSION,
  type AnalyticsDelivery,
  type AnalyticsEnquiryKind,
  type AnalyticsEventName,
  type AnalyticsPaymentPlan,
  type AnalyticsRoom,
  type UnistayAnalyticsEvent,
} from './analyticsEvents.js';
export { analyticsRoom } from './analyticsRoom.js';
export {
  CONSENT_TYPES,
  type ConsentChoice,
  type ConsentState,
  type ConsentType,
  consentOfBanner,
  MARKETING,
} from './consent.js';
export {
  type Analytics,
  type AnalyticsDestination,
  type AnalyticsOptions,
  type AnalyticsRecord,
  createAnalytics,
} from './createAnalytics.js';
export {
  dataLayerDestination,
  functionDestination,
  type Ga4Event,
  ga4Event,
  gtagDestination,
} from './destinations.js';
