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
import { retryDelay, shouldRetryRead } from './retryPolicy.js';

const DEFAULT_PER_PAGE = 10;
/** The catalogue changes slowly: five minutes before a page or a room is asked for again. */
const STALE_TIME_MS = 5 * 60_000;

/** `{}` and `{ page: 1, perPage: 10 }` are the same page, so they share one cache entry. */
function normalisePaging<Params extends { page?: number; perPage?: number }>(params: Params) {
  return { ...params, page: params.page ?? 1, perPage: params.perPage ?? DEFAULT_PER_PAGE };
}

/** Query keys for properties, general to specific. */
export const propertyKeys = {
  all: ['unistay', 'properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (params: PropertyListParams = {}) =>
    [...propertyKeys.lists(), normalisePaging(params)] as const,
  detail: (id: string) => [...propertyKeys.all, 'detail', id] as const,
};

/** Query keys for room types and their booking periods, general to specific. */
export const roomKeys = {
  all: ['unistay', 'rooms'] as const,
  lists: () => [...roomKeys.all, 'list'] as const,
  list: (params: RoomListParams = {}) => [...roomKeys.lists(), normalisePaging(params)] as const,
  detail: (id: string) => [...roomKeys.all, 'detail', id] as const,
  bookingPeriods: (id: string) => [...roomKeys.all, 'detail', id, 'booking-periods'] as const,
};

const read = { staleTime: STALE_TIME_MS, retry: shouldRetryRead, retryDelay };

/**
 * `queryOptions` for properties, bound to a client and a QueryClient. Each listed property is put
 * into the detail cache, so opening it from a list needs no request.
 */
export function createPropertyQueries(client: PartnerClient, queryClient: QueryClient) {
  const { properties } = createCatalogueClient(client);
  return {
    list: (params: PropertyListParams = {}) =>
      queryOptions<PropertyPage, PartnerApiError>({
        queryKey: propertyKeys.list(params),
        queryFn: async ({ signal }) => {
          const page = await properties.list(normalisePaging(params), { signal });
          for (const item of page.items)
            queryClient.setQueryData(propertyKeys.detail(item.id), item);
          return page;
        },
        ...read,
      }),
    detail: (id: string) =>
      queryOptions<Property, PartnerApiError>({
        queryKey: propertyKeys.detail(id),
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
export function createRoomQueries(client: PartnerClient, queryClient: QueryClient) {
  const { rooms } = createCatalogueClient(client);
  const remember = (room: Room) => {
    queryClient.setQueryData(roomKeys.detail(room.id), room);
    if (room.booking_periods) {
      queryClient.setQueryData(roomKeys.bookingPeriods(room.id), room.booking_periods);
    }
  };
  return {
    list: (params: RoomListParams = {}) =>
      queryOptions<RoomPage, PartnerApiError>({
        queryKey: roomKeys.list(params),
        queryFn: async ({ signal }) => {
          const page = await rooms.list(normalisePaging(params), { signal });
          page.items.forEach(remember);
          return page;
        },
        ...read,
      }),
    detail: (id: string) =>
      queryOptions<Room, PartnerApiError>({
        queryKey: roomKeys.detail(id),
        queryFn: async ({ signal }) => {
          const room = await rooms.get({ id }, { signal });
          if (room.booking_periods) {
            queryClient.setQueryData(roomKeys.bookingPeriods(id), room.booking_periods);
          }
          return room;
        },
        ...read,
      }),
    bookingPeriods: (id: string) =>
      queryOptions<BookingPeriod[], PartnerApiError>({
        queryKey: roomKeys.bookingPeriods(id),
        queryFn: ({ signal }) => rooms.bookingPeriods({ roomId: id }, { signal }),
        ...read,
      }),
  };
}
export type RoomQueries = ReturnType<typeof createRoomQueries>;
