import type { Room } from '@unistay/api-client';

/**
 * The rooms page's city and page, from its address: the list asks for these, and so does the
 * route that asks for the list before the page's code is here. Whatever the address says, a whole
 * page number the API takes.
 */
export function roomsPageParams(search: string): { city: string | undefined; page: number } {
  const query = new URLSearchParams(search);
  return {
    city: query.get('city') || undefined,
    page: Math.min(1_000_000, Math.max(1, Math.floor(Number(query.get('page')) || 1))),
  };
}

/** The photo a room's card shows: its first, small if there is one. */
export const cardPhoto = (room: Room): string | undefined =>
  room.images?.[0]?.small ?? room.images?.[0]?.medium ?? undefined;
