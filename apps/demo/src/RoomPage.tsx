import { useRoom } from '@unistay/react';
import { RoomSummary } from '@unistay/ui';
import { BookRoom } from './BookRoom.js';
import { EnquireAboutRoom } from './EnquireAboutRoom.js';
import { linkClick } from './navigation.js';

/** One room: what it is, then asking about it or booking it. Opened from the list, it loads nothing. */
export function RoomPage({ roomId }: { roomId: string }) {
  const room = useRoom(roomId);
  return (
    <section aria-label={room.data?.name ?? 'Room'}>
      <p>
        <a href="/rooms" onClick={linkClick('/rooms')}>
          Back to the rooms
        </a>
      </p>
      {!room.data && <h1>Room</h1>}
      {room.isPending && <p role="status">Loading the room…</p>}
      {room.isError && (
        <p role="alert" className="demo-error">
          {room.error.kind === 'not_found'
            ? 'This room is not in the catalogue.'
            : `The room could not be loaded. ${room.error.message}`}
        </p>
      )}
      {room.data && (
        <>
          <RoomSummary room={room.data} headingLevel={1} />
          <h2>Ask about this room</h2>
          <EnquireAboutRoom room={room.data} headingLevel={3} />
          <h2>Book this room</h2>
          <BookRoom room={room.data} headingLevel={3} />
        </>
      )}
    </section>
  );
}
