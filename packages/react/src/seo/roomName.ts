import type { Room } from '@unistay/api-client';

/** "Classic Ensuite, Riverside House": the room and its property, as far as the API named them. */
export function roomAndPropertyName(room: Room): string | undefined {
  return [room.name, room.property?.name].filter(Boolean).join(', ') || undefined;
}
