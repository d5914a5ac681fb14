import { useRoom } from '@unistay/react';
import { useEffect } from 'react';
import { sayOnce } from './consoleOnce.js';

/**
 * Says once in the console when the API has no room of the element's `room-id`: the student is
 * told it is no longer listed, the partner which attribute to check. Reads the room the element
 * shows (one query, shared), and renders nothing.
 */
export function RoomIdCheck({ host, roomId }: { host: HTMLElement; roomId: string }) {
  const room = useRoom(roomId);
  const unknown = room.isError && room.error.kind === 'not_found';
  useEffect(() => {
    if (!unknown) return;
    sayOnce(
      host,
      `<${host.localName}> room-id="${roomId}" names no room the API has: the student is told it is no longer listed. Check the attribute.`,
    );
  }, [unknown, host, roomId]);
  return null;
}
