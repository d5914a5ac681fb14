'use client';
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { hasNextPage, type PaginationMeta, type PartnerApiError } from '@unistay/api-client';
import { useEffect } from 'react';

/**
 * A list page kept on screen while the next loads, with the page after it fetched ahead once it is
 * shown. `params` are compared by value, so an object written inline costs nothing.
 */
export function usePagedList<
  Params extends { page?: number },
  Page extends { items: readonly unknown[]; meta: PaginationMeta },
  Key extends QueryKey,
>(
  listOf: (params: Params) => UseQueryOptions<Page, PartnerApiError, Page, Key>,
  params: Params,
): UseQueryResult<Page, PartnerApiError> {
  const queryClient = useQueryClient();
  const query = useQuery({ ...listOf(params), placeholderData: keepPreviousData });
  const shown = query.isPlaceholderData ? undefined : query.data;
  const asked = JSON.stringify(params);
  useEffect(() => {
    if (!shown || !hasNextPage(shown)) return;
    const next: Params = { ...(JSON.parse(asked) as Params), page: shown.meta.current_page + 1 };
    void queryClient.prefetchQuery(listOf(next));
  }, [shown, asked, listOf, queryClient]);
  return query;
}
