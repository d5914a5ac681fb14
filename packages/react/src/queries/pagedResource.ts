import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { PartnerApiError, RequestOptions } from '@unistay/api-client';
import { normalisePaging, type QueryFactoryOptions, readOptions } from './queryScope.js';
import { retryDelay, shouldRetryRead } from './retryPolicy.js';

type Paging = { page?: number; perPage?: number };

/**
 * The keys of a resource read in pages and one by one, general to specific, so one call can
 * invalidate every list (`queryClient.invalidateQueries({ queryKey: keys.lists() })`).
 */
export function pagedResourceKeys<Params extends Paging, const Prefix extends readonly unknown[]>(
  all: Prefix,
) {
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params?: Params) =>
      [...all, 'list', normalisePaging<Partial<Params>>(params ?? {})] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

type PagedResourceKeys<Params extends Paging> = ReturnType<
  typeof pagedResourceKeys<Params, readonly unknown[]>
>;

/** A page's parameters as sent: every filter given, and the page and its size always. */
type PageRequest<Params extends Paging> = Partial<Params> & { page: number; perPage: number };

interface PagedResource<Params extends Paging, Item extends { id: string }, Page> {
  keys: PagedResourceKeys<Params>;
  /** How long a page or an item is fresh: returning within it costs no request. */
  staleTime: number;
  listPage: (params: PageRequest<Params>, options: RequestOptions) => Promise<Page>;
  getOne: (id: string, options: RequestOptions) => Promise<Item>;
  /** Fills the cache from an item the API sent: its own entry, and what it carries. */
  remember?: (queryClient: QueryClient, item: Item) => void;
}

/**
 * `queryOptions` for a resource read in pages and one by one: the one pattern behind enquiries,
 * properties and rooms. Each listed item fills its own entry, so opening it from a list needs no
 * request.
 */
export function pagedResourceQueries<
  Params extends Paging,
  Item extends { id: string },
  Page extends { items: Item[] },
>(options: QueryFactoryOptions, resource: PagedResource<Params, Item, Page>) {
  const { queryClient } = options;
  const { keys, staleTime, listPage, getOne } = resource;
  const remember =
    resource.remember ??
    ((cache: QueryClient, item: Item) => cache.setQueryData(keys.detail(item.id), item));
  const read = { staleTime, retry: shouldRetryRead, retryDelay };
  return {
    list: (params?: Params) =>
      queryOptions<Page, PartnerApiError>({
        queryKey: keys.list(params),
        queryFn: async ({ signal }) => {
          const page = await listPage(
            normalisePaging<Partial<Params>>(params ?? {}),
            readOptions(options, signal),
          );
          for (const item of page.items) remember(queryClient, item);
          return page;
        },
        ...read,
      }),
    detail: (id: string) =>
      queryOptions<Item, PartnerApiError>({
        queryKey: keys.detail(id),
        queryFn: async ({ signal }) => {
          const item = await getOne(id, readOptions(options, signal));
          remember(queryClient, item);
          return item;
        },
        ...read,
      }),
  };
}
