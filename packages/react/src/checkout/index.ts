// The headless custom checkout: the hook, the machine behind it, each step's schema, and the
// interface a card provider implements. `@unistay/ui`'s `CustomCheckoutWizard` is one view of it.
export type {
  CardFieldsHandle,
  CardFieldsProps,
  CardPaymentResult,
  CardPaymentSession,
  CardPaymentStatus,
  CardProvider,
} from './cardProvider.js';
export { cardProviderByKey } from './cardProvider.js';
export type { BookingPeriodOption } from './checkoutAnalytics.js';
export {
  aboutStepSchema,
  type CheckoutAnswers,
  type CheckoutStepId,
  type CourseAnswers,
  contactStepSchema,
  courseStepSchema,
  type FormStepId,
  planFlags,
  type StayAnswers,
  stayStepSchema,
} from './checkoutAnswers.js';
export { type CheckoutConflict, checkoutConflict } from './checkoutConflict.js';
export {
  type CheckoutAnalyticsEvent,
  type CheckoutController,
  type CheckoutOptions,
  type CheckoutServices,
  type CheckoutStore,
  createCheckoutController,
  createCheckoutStore,
} from './checkoutController.js';
export { type CheckoutDraft, checkoutDraft, restoreCheckoutState } from './checkoutDraft.js';
export {
  type CheckoutAction,
  type CheckoutPhase,
  type CheckoutProblem,
  type CheckoutState,
  checkoutReducer,
  describeCheckout,
  initialCheckoutState,
  type PaymentElsewhere,
} from './checkoutMachine.js';
export {
  browserCheckoutTabs,
  type CheckoutTabs,
  type SharedPaymentRecord,
} from './checkoutTabs.js';
export { type RoomCheckoutState, useRoomCheckout } from './roomCheckout.js';
export { type Checkout, type UseCheckoutOptions, useCheckout } from './useCheckout.js';
