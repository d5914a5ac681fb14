import type { PartnerApiError } from '@unistay/api-client';

// Every query and mutation error is a PartnerApiError, registered once for the whole app.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: PartnerApiError;
  }
}

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
  type CheckoutAction,
  type CheckoutProblem,
  type CheckoutSessionState,
  type CheckoutState,
  canPayInto,
  checkoutReducer,
  checkoutSteps,
  initialCheckoutState,
  isCheckoutBusy,
  type PaymentState,
  type ServerErrorsByStep,
} from './checkout/checkoutReducer.js';
export {
  type Checkout,
  type CheckoutEvent,
  type CheckoutOptions,
  useCheckout,
} from './checkout/useCheckout.js';
export {
  type CheckoutSessionOptions,
  type CheckoutStore,
  useCheckoutSession,
  useCheckoutStore,
} from './checkout/useCheckoutSession.js';
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
export { retryDelay, shouldRetryCompletion, shouldRetryRead } from './retryPolicy.js';
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
