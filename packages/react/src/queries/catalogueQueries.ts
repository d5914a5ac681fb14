import { queryOptions } from '@tanstack/react-query';
import {
  type BookingPeriod,
  createCatalogueClient,
  type PartnerApiError,
  type Property,
  type PropertyListParams,
  type PropertyPage,
  type Room,
  type RoomListParams,
  type RoomPage,
} from '@unistay/api-client';
import { pagedResourceKeys, pagedResourceQueries } from './pagedResource.js';
import {
  keyLocale,
  type QueryFactoryOptions,
  type QueryScope,
  readOptions,
  scopePrefix,
} from './queryScope.js';
import { retryDelay, shouldRetryRead } from './retryPolicy.js';

/** The catalogue changes slowly: five minutes before a page or a room is asked for again. */
const STALE_TIME_MS = 5 * 60_000;

/**
 * Query keys for a scope's properties, general to specific. Keyed by language too: the API words
 * parts of the catalogue (amenities' labels) in the language it is asked in.
 */
export function propertyKeys(scope: QueryScope = {}) {
  return pagedResourceKeys<PropertyListParams, readonly unknown[]>([
    ...scopePrefix(scope),
    'properties',
    keyLocale(scope),
  ]);
}

/** Query keys for a scope's room types and their booking periods, in a language. */
export function roomKeys(scope: QueryScope = {}) {
  const keys = pagedResourceKeys<RoomListParams, readonly unknown[]>([
    ...scopePrefix(scope),
    'rooms',
    keyLocale(scope),
  ]);
  return {
    ...keys,
    bookingPeriods: (id: string) => [...keys.all, 'detail', id, 'booking-periods'] as const,
  };
}

/**
 * `queryOptions` for properties. Each listed property is put into the detail cache, so opening it
 * from a list needs no request.
 *
 * @example
 * const properties = createPropertyQueries({ client, queryClient, locale: 'fr' });
 * const page = await queryClient.fetchQuery(properties.list({ city: 'london' }));
 */
export function createPropertyQueries(options: QueryFactoryOptions) {
  const { properties } = createCatalogueClient(options.client);
  const keys = propertyKeys(options);
  return {
    keys,
    ...pagedResourceQueries(options, {
      keys,
      staleTime: STALE_TIME_MS,
      listPage: (params, request): Promise<PropertyPage> => properties.list(params, request),
      getOne: (id, request): Promise<Property> => properties.get({ id }, request),
    }),
  };
}
/** What `createPropertyQueries` returns. */
export type PropertyQueries = ReturnType<typeof createPropertyQueries>;

/**
 * `queryOptions` for room types and booking periods. A listed room fills the room cache, and a
 * room that carries its periods fills theirs, so a room page opened from a list, and its booking
 * step, need no request.
 *
 * @example
 * // A server component or a loader: the room page renders with its data, nothing asked again.
 * const rooms = createRoomQueries({ client, queryClient, locale });
 * await queryClient.prefetchQuery(rooms.detail(roomId));
 */
export function createRoomQueries(options: QueryFactoryOptions) {
  const { rooms } = createCatalogueClient(options.client);
  const keys = roomKeys(options);
  return {
    keys,
    ...pagedResourceQueries(options, {
      keys,
      staleTime: STALE_TIME_MS,
      listPage: (params, request): Promise<RoomPage> => rooms.list(params, request),
      getOne: (id, request): Promise<Room> => rooms.get({ id }, request),
      remember: (queryClient, room) => {
        queryClient.setQueryData(keys.detail(room.id), room);
        if (room.booking_periods) {
          queryClient.setQueryData(keys.bookingPeriods(room.id), room.booking_periods);
        }
      },
    }),
    bookingPeriods: (id: string) =>
      queryOptions<BookingPeriod[], PartnerApiError>({
        queryKey: keys.bookingPeriods(id),
        queryFn: ({ signal }) => rooms.bookingPeriods({ roomId: id }, readOptions(options, signal)),
        staleTime: STALE_TIME_MS,
        retry: shouldRetryRead,
        retryDelay,
      }),
  };
}
/** What `createRoomQueries` returns. */
export type RoomQueries = ReturnType<typeof createRoomQueries>;
