'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { EnquiryListParams, EnquiryPage, PartnerApiError } from '@unistay/api-client';
import { normaliseListParams } from './enquiryQueries.js';
import { useUnistay } from './UnistayProvider.js';
import { usePagedList } from './usePagedList.js';

/**
 * One page of the partner's enquiries, newest first.
 *
 * While another page loads, the previous one stays in `data` (`isPlaceholderData` is true), the
 * page after the current one is prefetched, and every listed enquiry is put into the detail cache.
 *
 * @example
 * const { data, isPending, error } = useEnquiries({ page, perPage: 25, status: 'pending' });
 */
export function useEnquiries(params: EnquiryListParams = {}) {
  const { enquiryQueries } = useUnistay();
  return usePagedList(enquiryQueries.list, normaliseListParams(params)) as UseQueryResult<
    EnquiryPage,
    PartnerApiError
  >;
}
