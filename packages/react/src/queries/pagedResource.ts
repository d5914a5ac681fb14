import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
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

/**
 * `queryOptions` for one read of a resource: fresh for `staleTime`, retried as reads are, and what
 * it brings put into the cache by `keep` (a listed item's own entry, say).
 */
export function readQuery<Data>(
  options: QueryFactoryOptions,
  staleTime: number,
  queryKey: QueryKey,
  read: (request: RequestOptions) => Promise<Data>,
  keep: (data: Data) => void = () => {},
) {
  return queryOptions<Data, PartnerApiError>({
    queryKey,
    queryFn: async ({ signal }) => {
      const data = await read(readOptions(options, signal));
      keep(data);
      return data;
    },
    staleTime,
    retry: shouldRetryRead,
    retryDelay,
  });
}

/**
 * `queryOptions` for one item of a resource, by its id: alone, for a page that reads one room and
 * none of the lists (a checkout), so it carries none of their code.
 */
export function itemQueries<Params extends Paging, Item extends { id: string }>(
  options: QueryFactoryOptions,
  resource: ItemResource<Params, Item>,
) {
  const remember = remembering(resource);
  return {
    detail: (id: string) =>
      readQuery(
        options,
        resource.staleTime,
        resource.keys.detail(id),
        (request) => resource.getOne(id, request),
        (item) => remember(options.queryClient, item),
      ),
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
  const remember = remembering(resource);
  return {
    list: (params?: Params) =>
      readQuery(
        options,
        resource.staleTime,
        resource.keys.list(params),
        (request) => resource.listPage(normalisePaging<Partial<Params>>(params ?? {}), request),
        (page) => {
          for (const item of page.items) remember(options.queryClient, item);
        },
      ),
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
