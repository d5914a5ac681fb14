export {
  createPropertyQueries,
  createRoomQueries,
  type PropertyQueries,
  propertyKeys,
  type RoomQueries,
  roomKeys,
} from './catalogueQueries.js';
export type {
  CardFieldsHandle,
  CardFieldsProps,
  CardPaymentResult,
  CardPaymentSession,
  CardPaymentStatus,
  CardProvider,
} from './checkout/cardProvider.js';
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
} from './checkout/checkoutAnswers.js';
export {
  type CheckoutAnalyticsEvent,
  type CheckoutController,
  type CheckoutOptions,
  type CheckoutServices,
  type CheckoutStore,
  createCheckoutController,
  createCheckoutStore,
} from './checkout/checkoutController.js';
export {
  type CheckoutDraft,
  checkoutDraft,
  restoreCheckoutState,
} from './checkout/checkoutDraft.js';
export {
  type CheckoutAction,
  type CheckoutPhase,
  type CheckoutProblem,
  type CheckoutSessionState,
  type CheckoutState,
  type Completion,
  canPayInto,
  checkoutProblem,
  checkoutReducer,
  checkoutSteps,
  heldSession,
  initialCheckoutState,
  isCheckoutBusy,
  lockedBookingPeriodId,
  type PaidSessionState,
  type ServerErrorsByStep,
  type UnpaidProblem,
  type UnsureReason,
} from './checkout/checkoutMachine.js';
export { type Checkout, type UseCheckoutOptions, useCheckout } from './checkout/useCheckout.js';
export {
  type CheckoutMutations,
  type CompleteCheckoutVariables,
  checkoutKeys,
  createCheckoutMutations,
  type StartCheckoutVariables,
} from './checkoutMutations.js';
export { createDraft, type Persistence } from './draftStorage.js';
export {
  createEnquiryQueries,
  type EnquiryQueries,
  enquiryKeys,
  normaliseListParams,
} from './enquiryQueries.js';
export { type LocalePack, mergeLocales, type TextDirection, textDirection } from './locale.js';
export { DEFAULT_SCOPE, type QueryScope } from './queryScope.js';
export {
  MAX_RETRY_AFTER_SECONDS,
  retryDelay,
  shouldRetryCompletion,
  shouldRetryRead,
} from './retryPolicy.js';
export {
  createUnistayQueryClient,
  type UnistayContextValue,
  type UnistayMessages,
  UnistayProvider,
  type UnistayProviderProps,
  useUnistay,
  useUnistayClient,
} from './UnistayProvider.js';
export {
  useBookingPeriods,
  useProperties,
  useProperty,
  useRoom,
  useRooms,
} from './useCatalogue.js';
export { useCompleteCheckout } from './useCompleteCheckout.js';
export { useCreateGeneralEnquiry } from './useCreateGeneralEnquiry.js';
export { useCreateSpecificEnquiry } from './useCreateSpecificEnquiry.js';
export { useEnquiries } from './useEnquiries.js';
export { useEnquiry } from './useEnquiry.js';
export {
  type EnquiryTableController,
  type EnquiryTableOptions,
  useEnquiryTable,
} from './useEnquiryTable.js';
export {
  boundedTableState,
  ENQUIRY_PAGE_SIZES,
  type EnquiryTableState,
  type EnquiryTableStateApi,
  type EnquiryTableStateOptions,
  useEnquiryTableState,
} from './useEnquiryTableState.js';
export {
  type HostedCheckoutOptions,
  type HostedCheckoutStatus,
  type HostedCheckoutTarget,
  useHostedCheckout,
} from './useHostedCheckout.js';
export { useStartCheckout } from './useStartCheckout.js';
export { withLocale } from './withLocale.js';
