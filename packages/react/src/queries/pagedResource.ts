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

/** A resource read one by one: its keys, how long an item is fresh, and how one is read. */
interface ItemResource<Params extends Paging, Item extends { id: string }> {
  keys: PagedResourceKeys<Params>;
  /** How long a page or an item is fresh: returning within it costs no request. */
  staleTime: number;
  getOne: (id: string, options: RequestOptions) => Promise<Item>;
  /** Fills the cache from an item the API sent: its own entry, and what it carries. */
  remember?: (queryClient: QueryClient, item: Item) => void;
}

/** A resource read in pages too. */
interface PagedResource<Params extends Paging, Item extends { id: string }, Page>
  extends ItemResource<Params, Item> {
  listPage: (params: PageRequest<Params>, options: RequestOptions) => Promise<Page>;
}

/** How an item the API sent fills the cache: as the resource says, else its own entry only. */
function remembering<Params extends Paging, Item extends { id: string }>(
  resource: ItemResource<Params, Item>,
) {
  return (
    resource.remember ??
    ((cache: QueryClient, item: Item) => cache.setQueryData(resource.keys.detail(item.id), item))
  );
}

/** How a resource's reads are fresh, and retried. */
export const reading = (staleTime: number) => ({ staleTime, retry: shouldRetryRead, retryDelay });

/**
 * `queryOptions` for one item of a resource, by its id: alone, for a page that reads one room and
 * none of the lists (a checkout), so it carries none of their code.
 */
export function itemQueries<Params extends Paging, Item extends { id: string }>(
  options: QueryFactoryOptions,
  resource: ItemResource<Params, Item>,
) {
  const { queryClient } = options;
  const { keys, staleTime, getOne } = resource;
  const remember = remembering(resource);
  return {
    detail: (id: string) =>
      queryOptions<Item, PartnerApiError>({
        queryKey: keys.detail(id),
        queryFn: async ({ signal }) => {
          const item = await getOne(id, readOptions(options, signal));
          remember(queryClient, item);
          return item;
        },
        ...reading(staleTime),
      }),
  };
}

/**
 * `queryOptions` for a resource's pages. Each listed item fills its own entry, so opening it from a
 * list needs no request.
 */
export function pagedListQueries<
  Params extends Paging,
  Item extends { id: string },
  Page extends { items: Item[] },
>(options: QueryFactoryOptions, resource: PagedResource<Params, Item, Page>) {
  const { queryClient } = options;
  const { keys, staleTime, listPage } = resource;
  const remember = remembering(resource);
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
        ...reading(staleTime),
      }),
  };
}

/**
 * `queryOptions` for a resource read in pages and one by one: the one pattern behind enquiries,
 * properties and rooms.
 */
export function pagedResourceQueries<
  Params extends Paging,
  Item extends { id: string },
  Page extends { items: Item[] },
>(options: QueryFactoryOptions, resource: PagedResource<Params, Item, Page>) {
  return { ...pagedListQueries(options, resource), ...itemQueries(options, resource) };
}
