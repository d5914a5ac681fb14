'use client';
import {
  keepPreviousData,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  hasNextPage,
  type PartnerApiError,
  type PropertyListParams,
  type PropertyPage,
  type RoomListParams,
  type RoomPage,
} from '@unistay/api-client';
import { useEffect, useMemo } from 'react';
import { createPropertyQueries, createRoomQueries } from './catalogueQueries.js';
import { useUnistay } from './UnistayProvider.js';

/** The catalogue's query factories for the provider's client: made here, so pages without it ship none. */
function useCatalogueQueries() {
  const { client } = useUnistay();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      properties: createPropertyQueries(client, queryClient),
      rooms: createRoomQueries(client, queryClient),
    }),
    [client, queryClient],
  );
}

/**
 * A list page kept on screen while the next loads, with the page after it fetched ahead once it is
 * shown. `params` are compared by value, so an object written inline costs nothing.
 */
function usePagedList<Params extends { page?: number }, Options>(
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

/**
 * One page of properties, filtered by city, slug or amenities; the previous page stays while the
 * next loads, the one after is prefetched, and each property fills the detail cache.
 *
 * @example
 * const { data } = useProperties({ city: 'london' });
 */
export function useProperties(params: PropertyListParams = {}) {
  const { properties } = useCatalogueQueries();
  return usePagedList(properties.list, params) as UseQueryResult<PropertyPage, PartnerApiError>;
}

/** One property; shown at once when it was listed. Pass `undefined` to wait. */
export function useProperty(id: string | undefined) {
  const { properties } = useCatalogueQueries();
  return useQuery({ ...properties.detail(id ?? ''), enabled: Boolean(id) });
}

/**
 * One page of room types, filtered by city, move-in month, weekly price or amenities, and sorted;
 * the previous page stays while the next loads, the one after is prefetched, and each room fills
 * the room and booking-period caches.
 *
 * @example
 * const { data, isPending, error } = useRooms({ city: 'london', page });
 */
export function useRooms(params: RoomListParams = {}) {
  const { rooms } = useCatalogueQueries();
  return usePagedList(rooms.list, params) as UseQueryResult<RoomPage, PartnerApiError>;
}

/** One room type; shown at once when it was listed. Pass `undefined` to wait. */
export function useRoom(id: string | undefined) {
  const { rooms } = useCatalogueQueries();
  return useQuery({ ...rooms.detail(id ?? ''), enabled: Boolean(id) });
}

/** A room type's booking periods; none are fetched when the room, loaded already, carried them. */
export function useBookingPeriods(roomId: string | undefined) {
  const { rooms } = useCatalogueQueries();
  return useQuery({ ...rooms.bookingPeriods(roomId ?? ''), enabled: Boolean(roomId) });
}
