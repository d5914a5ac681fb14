'use client';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { PropertyListParams, RoomListParams } from '@unistay/api-client';
import { analyticsRoom } from './analytics/analyticsRoom.js';
import { useTrackOnce } from './analytics/useTrackOnce.js';
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
  const list = usePagedList(useQueryFactory(createRoomQueries).list, params);
  // Each list of rooms shown, once: not again for the same rooms in another language.
  const shown = list.isPlaceholderData ? undefined : list.data?.items;
  useTrackOnce(shown?.length ? shown.map(({ id }) => id).join('\n') : undefined, () => ({
    name: 'room_list_viewed',
    rooms: (shown ?? []).map((room) => analyticsRoom(room)),
  }));
  return list;
}

/** What a room's key names, whatever the language it was read in: from `detail` on. */
const roomPart = (key: QueryKey) => JSON.stringify(key.slice(key.indexOf('detail')));

/**
 * The same room's data as another language read it, while this language's loads: switching
 * language never empties a room's page, nor unmounts what it holds (a checkout being paid). Another
 * room's is never shown for it.
 */
function sameRoomMeanwhile<Data>({ queryKey }: { queryKey: QueryKey }) {
  const wanted = roomPart(queryKey);
  return (previous: Data | undefined, query?: { queryKey: QueryKey }) =>
    query && roomPart(query.queryKey) === wanted ? previous : undefined;
}

/**
 * One room type; shown at once when it was listed, and kept while the student's language changes.
 * Pass `undefined` to wait.
 */
export function useRoom(id: string | undefined) {
  const detail = useQueryFactory(roomDetailQueries).detail(id ?? '');
  return useQuery({ ...detail, placeholderData: sameRoomMeanwhile(detail), enabled: Boolean(id) });
}

/** A room type's booking periods; none are fetched when the room, loaded already, carried them. */
export function useBookingPeriods(roomId: string | undefined) {
  const periods = useQueryFactory(roomDetailQueries).bookingPeriods(roomId ?? '');
  return useQuery({
    ...periods,
    placeholderData: sameRoomMeanwhile(periods),
    enabled: Boolean(roomId),
  });
}
