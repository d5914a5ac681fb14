'use client';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PartnerApiError,
  PropertyListParams,
  PropertyPage,
  RoomListParams,
  RoomPage,
} from '@unistay/api-client';
import { useMemo } from 'react';
import { createPropertyQueries, createRoomQueries } from './catalogueQueries.js';
import { useUnistay } from './UnistayProvider.js';
import { usePagedList } from './usePagedList.js';

/** The catalogue's query factories for the provider's client: made here, so pages without it ship none. */
function useCatalogueQueries() {
  const { client, scope, locale } = useUnistay();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      properties: createPropertyQueries(client, queryClient, { scope, locale }),
      rooms: createRoomQueries(client, queryClient, { scope, locale }),
    }),
    [client, queryClient, scope, locale],
  );
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
