import type { Room } from '@unistay/api-client';

/**
 * The photos `RoomSummary` shows of `room`, in its order: each image's medium size, or else its
 * large or small one. The first is often a room page's largest paint; a page that has the room
 * before its code can preload it (`preload(url, { as: 'image', fetchPriority: 'high' })` from
 * `react-dom`, or a `<link rel="preload">` in a server's head).
 */
export function roomPhotoUrls(room: Room, count = 3): string[] {
  return (room.images ?? [])
    .map((image) => image.medium ?? image.large ?? image.small)
    .filter((url): url is string => Boolean(url))
    .slice(0, count);
}
