'use client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EnquiryListParams, hasNextPage } from '@unistay/api-client';
import { useEffect } from 'react';
import { normaliseListParams } from './enquiryQueries.js';
import { useUnistay } from './UnistayProvider.js';

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
  const queryClient = useQueryClient();
  const { page, perPage, status } = normaliseListParams(params);
  const query = useQuery({
    ...enquiryQueries.list({ page, perPage, status }),
    placeholderData: keepPreviousData,
  });

  const shown = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (!shown || !hasNextPage(shown)) return;
    void queryClient.prefetchQuery(
      enquiryQueries.list({ page: shown.meta.current_page + 1, perPage, status }),
    );
  }, [shown, perPage, status, enquiryQueries, queryClient]);

  return query;
}
