// Unistay's custom elements, defined as this module loads: <unistay-enquiry-form>, <unistay-room>
// and <unistay-hosted-checkout-button>. This module is small on purpose: React and each element's
// code load when the first element of its kind is on the page, the checkout's when a booking
// starts.
import { defineUnistayElements } from './define.js';

defineUnistayElements();

export type { ElementName } from './attributes.js';
export type {
  AnalyticsEventDetail,
  BookingCreatedDetail,
  EnquirySentDetail,
  UnistayElementEventMap,
} from './events.js';
