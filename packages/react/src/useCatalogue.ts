'use client';
import { useQuery } from '@tanstack/react-query';
import type { PropertyListParams, RoomListParams } from '@unistay/api-client';
import {
  createPropertyQueries,
  createRoomQueries,
  roomDetailQueries,
} from './queries/catalogueQueries.js';
import { usePagedList } from './usePagedList.js';
import { useQueryFactory } from './useQueryFactory.js';

/**
 * One page of properties, filtered by city, slug or amenities; the previous page stays while the
 * next loads, the one after is prefetched, and each property fills the detail cache.
 *
 * @example
 * const { data } = useProperties({ city: 'london' });
 */
export function useProperties(params: PropertyListParams = {}) {
  return usePagedList(useQueryFactory(createPropertyQueries).list, params);
}

/** One property; shown at once when it was listed. Pass `undefined` to wait. */
export function useProperty(id: string | undefined) {
  const properties = useQueryFactory(createPropertyQueries);
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
  return usePagedList(useQueryFactory(createRoomQueries).list, params);
}

/** One room type; shown at once when it was listed. Pass `undefined` to wait. */
export function useRoom(id: string | undefined) {
  const rooms = useQueryFactory(roomDetailQueries);
  return useQuery({ ...rooms.detail(id ?? ''), enabled: Boolean(id) });
}

/** A room type's booking periods; none are fetched when the room, loaded already, carried them. */
export function useBookingPeriods(roomId: string | undefined) {
  const rooms = useQueryFactory(roomDetailQueries);
  return useQuery({ ...rooms.bookingPeriods(roomId ?? ''), enabled: Boolean(roomId) });
}
