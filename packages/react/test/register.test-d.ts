// Type-level checks, run by the type-check step: a mistake here fails `pnpm test`.

import type { useMutation, useQuery } from '@tanstack/react-query';
import type { EnquiryPage, PartnerApiError } from '@unistay/api-client';
import { expectTypeOf } from 'vitest';
import type { CompletedBooking } from '../src/queries/index.js';
import type { useCompleteCheckout } from '../src/useCheckoutMutations.js';
import type { useEnquiries } from '../src/useEnquiries.js';

type EnquiriesResult = ReturnType<typeof useEnquiries>;
type CompletionResult = ReturnType<typeof useCompleteCheckout>;

// Our hooks carry the data and error types from the options factories.
expectTypeOf<EnquiriesResult['data']>().toEqualTypeOf<EnquiryPage | undefined>();
expectTypeOf<EnquiriesResult['error']>().toEqualTypeOf<PartnerApiError | null>();
expectTypeOf<CompletionResult['data']>().toEqualTypeOf<CompletedBooking | undefined>();

// And a partner's own queries keep their app's own error type: Unistay registers nothing in
// TanStack Query's global `Register`, which is the application's setting, not a library's.
declare const own: ReturnType<typeof useQuery<string>>;
expectTypeOf(own.error).toEqualTypeOf<Error | null>();
declare const ownMutation: ReturnType<typeof useMutation<string>>;
expectTypeOf(ownMutation.error).toEqualTypeOf<Error | null>();
