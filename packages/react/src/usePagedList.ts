'use client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasNextPage } from '@unistay/api-client';
import { useEffect } from 'react';

/**
 * A list page kept on screen while the next loads, with the page after it fetched ahead once it is
 * shown. `params` are compared by value, so an object written inline costs nothing.
 */
export function usePagedList<Params extends { page?: number }, Options>(
  listOf: (params: Params) => Options,
  params: Params,
) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...(listOf(params) as Parameters<typeof useQuery>[0]),
    placeholderData: keepPreviousData,
  });
  const shown = query.isPlaceholderData ? undefined : query.data;
  const asked = JSON.stringify(params);
  useEffect(() => {
    const page = shown as Parameters<typeof hasNextPage>[0] | undefined;
    if (!page || !hasNextPage(page)) return;
    const next = { ...(JSON.parse(asked) as Params), page: page.meta.current_page + 1 };
    void queryClient.prefetchQuery(listOf(next) as Parameters<typeof queryClient.prefetchQuery>[0]);
  }, [shown, asked, listOf, queryClient]);
  return query;
}
