'use client';
import type { EnquiryListParams } from '@unistay/api-client';
import { enquiryListQueries } from './queries/enquiryQueries.js';
import { usePagedList } from './usePagedList.js';
import { useQueryFactory } from './useQueryFactory.js';

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
  return usePagedList(useQueryFactory(enquiryListQueries).list, params);
}
