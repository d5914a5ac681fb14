// The provider and the hooks a page uses. The headless checkout is in `@unistay/react/checkout`;
// query keys and `queryOptions` factories, for a server to prefetch, in `@unistay/react/queries`.
export type { Persistence } from './draftStorage.js';
export {
  formattingLocale,
  type LocalePack,
  mergeLocales,
  type TextDirection,
  textDirection,
} from './locale.js';
export { withHumanToken } from './queries/humanToken.js';
export { createUnistayQueryClient } from './queries/queryClient.js';
export {
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
export { useCompleteCheckout, useStartCheckout } from './useCheckoutMutations.js';
export { useEnquiries } from './useEnquiries.js';
export { useEnquiry } from './useEnquiry.js';
export { useCreateGeneralEnquiry, useCreateSpecificEnquiry } from './useEnquiryMutations.js';
export {
  type EnquiryTableController,
  type EnquiryTableOptions,
  useEnquiryTable,
} from './useEnquiryTable.js';
export {
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
