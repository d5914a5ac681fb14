// Query keys and `queryOptions` factories, with no 'use client' anywhere below: import them in a
// React Server Component, a route loader or a server action to prefetch, and hand the cache to the
// browser with `dehydrate` and `HydrationBoundary`. The hooks of `@unistay/react` use the same
// factories, so what a server prefetches is what a page reads.

export {
  createPropertyQueries,
  createRoomQueries,
  type PropertyQueries,
  propertyKeys,
  type RoomQueries,
  roomKeys,
} from './catalogueQueries.js';
export {
  type CheckoutMutations,
  type CompletedBooking,
  checkoutKeys,
  createCheckoutMutations,
} from './checkoutMutations.js';
export { createEnquiryQueries, type EnquiryQueries, enquiryKeys } from './enquiryQueries.js';
export { createUnistayQueryClient } from './queryClient.js';
export type { QueryFactoryOptions, QueryScope } from './queryScope.js';
