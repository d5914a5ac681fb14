import type { QueryClient } from '@tanstack/react-query';
import {
  createCatalogueClient,
  type Property,
  type PropertyListParams,
  type PropertyPage,
  type RequestOptions,
  type Room,
  type RoomListParams,
  type RoomPage,
} from '@unistay/api-client';
import { readBookingPeriods, readRoom } from '@unistay/api-client/internal';
import {
  itemQueries,
  pagedListQueries,
  pagedResourceKeys,
  pagedResourceQueries,
  readQuery,
} from './pagedResource.js';
import { keyLocale, type QueryFactoryOptions, type QueryScope, scopePrefix } from './queryScope.js';

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

/** The room resource: read by id alone, and a room the API sends fills its periods' entry too. */
function roomResource(options: QueryFactoryOptions) {
  const keys = roomKeys(options);
  return {
    keys,
    staleTime: STALE_TIME_MS,
    getOne: (id: string, request: RequestOptions) => readRoom(options.client, id, request),
    remember: (queryClient: QueryClient, room: Room) => {
      queryClient.setQueryData(keys.detail(room.id), room);
      if (room.booking_periods) {
        queryClient.setQueryData(keys.bookingPeriods(room.id), room.booking_periods);
      }
    },
  };
}

/**
 * A room and its booking periods without the room lists or the properties: what `useRoom` and
 * `useBookingPeriods` read, so a checkout carries none of the lists' code or schemas.
 * `createRoomQueries` is this and the list.
 */
export function roomDetailQueries(
  options: QueryFactoryOptions,
  resource: ReturnType<typeof roomResource> = roomResource(options),
) {
  const { keys } = resource;
  return {
    keys,
    ...itemQueries(options, resource),
    bookingPeriods: (id: string) =>
      readQuery(options, STALE_TIME_MS, keys.bookingPeriods(id), (request) =>
        readBookingPeriods(options.client, id, request),
      ),
  };
}

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
  const resource = roomResource(options);
  return {
    ...roomDetailQueries(options, resource),
    ...pagedListQueries(options, {
      ...resource,
      listPage: (params, request): Promise<RoomPage> => rooms.list(params, request),
    }),
  };
}
/** What `createRoomQueries` returns. */
export type RoomQueries = ReturnType<typeof createRoomQueries>;
