import { type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  type BookingPeriod,
  createCatalogueClient,
  type PartnerApiError,
  type PartnerClient,
  type Property,
  type PropertyListParams,
  type PropertyPage,
  type Room,
  type RoomListParams,
  type RoomPage,
} from '@unistay/api-client';
import {
  DEFAULT_LOCALE,
  DEFAULT_QUERY_SCOPE,
  DEFAULT_SCOPE,
  type QueryScope,
} from './queryScope.js';
import { retryDelay, shouldRetryRead } from './retryPolicy.js';

const DEFAULT_PER_PAGE = 10;
/** The catalogue changes slowly: five minutes before a page or a room is asked for again. */
const STALE_TIME_MS = 5 * 60_000;

/** `{}` and `{ page: 1, perPage: 10 }` are the same page, so they share one cache entry. */
function normalisePaging<Params extends { page?: number; perPage?: number }>(params: Params) {
  return { ...params, page: params.page ?? 1, perPage: params.perPage ?? DEFAULT_PER_PAGE };
}

/**
 * Query keys for a scope's properties, general to specific. Keyed by language too: the API words
 * parts of the catalogue (amenities' labels) in the language it is asked in.
 */
export function propertyKeys(scope: string = DEFAULT_SCOPE, locale: string = DEFAULT_LOCALE) {
  const all = ['unistay', scope, 'properties', locale] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: PropertyListParams = {}) => [...all, 'list', normalisePaging(params)] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

/** Query keys for a scope's room types and their booking periods, in a language. */
export function roomKeys(scope: string = DEFAULT_SCOPE, locale: string = DEFAULT_LOCALE) {
  const all = ['unistay', scope, 'rooms', locale] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: RoomListParams = {}) => [...all, 'list', normalisePaging(params)] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
    bookingPeriods: (id: string) => [...all, 'detail', id, 'booking-periods'] as const,
  };
}

const read = { staleTime: STALE_TIME_MS, retry: shouldRetryRead, retryDelay };

/**
 * `queryOptions` for properties, bound to a client and a QueryClient. Each listed property is put
 * into the detail cache, so opening it from a list needs no request.
 */
export function createPropertyQueries(
  client: PartnerClient,
  queryClient: QueryClient,
  { scope, locale }: QueryScope = DEFAULT_QUERY_SCOPE,
) {
  const { properties } = createCatalogueClient(client);
  const keys = propertyKeys(scope, locale);
  return {
    list: (params: PropertyListParams = {}) =>
      queryOptions<PropertyPage, PartnerApiError>({
        queryKey: keys.list(params),
        queryFn: async ({ signal }) => {
          const page = await properties.list(normalisePaging(params), { signal });
          for (const item of page.items) queryClient.setQueryData(keys.detail(item.id), item);
          return page;
        },
        ...read,
      }),
    detail: (id: string) =>
      queryOptions<Property, PartnerApiError>({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) => properties.get({ id }, { signal }),
        ...read,
      }),
  };
}
export type PropertyQueries = ReturnType<typeof createPropertyQueries>;

/**
 * `queryOptions` for room types and booking periods. A listed room fills the room cache, and a
 * room that carries its periods fills theirs, so a room page opened from a list, and its booking
 * step, need no request.
 */
export function createRoomQueries(
  client: PartnerClient,
  queryClient: QueryClient,
  { scope, locale }: QueryScope = DEFAULT_QUERY_SCOPE,
) {
  const { rooms } = createCatalogueClient(client);
  const keys = roomKeys(scope, locale);
  const remember = (room: Room) => {
    queryClient.setQueryData(keys.detail(room.id), room);
    if (room.booking_periods) {
      queryClient.setQueryData(keys.bookingPeriods(room.id), room.booking_periods);
    }
  };
  return {
    list: (params: RoomListParams = {}) =>
      queryOptions<RoomPage, PartnerApiError>({
        queryKey: keys.list(params),
        queryFn: async ({ signal }) => {
          const page = await rooms.list(normalisePaging(params), { signal });
          page.items.forEach(remember);
          return page;
        },
        ...read,
      }),
    detail: (id: string) =>
      queryOptions<Room, PartnerApiError>({
        queryKey: keys.detail(id),
        queryFn: async ({ signal }) => {
          const room = await rooms.get({ id }, { signal });
          if (room.booking_periods) {
            queryClient.setQueryData(keys.bookingPeriods(id), room.booking_periods);
          }
          return room;
        },
        ...read,
      }),
    bookingPeriods: (id: string) =>
      queryOptions<BookingPeriod[], PartnerApiError>({
        queryKey: keys.bookingPeriods(id),
        queryFn: ({ signal }) => rooms.bookingPeriods({ roomId: id }, { signal }),
        ...read,
      }),
  };
}
export type RoomQueries = ReturnType<typeof createRoomQueries>;
