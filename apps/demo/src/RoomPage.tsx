import { useRoom } from '@unistay/react';
import { RoomSummary } from '@unistay/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { linkClick } from './navigation.js';

// The forms' code loads once the room is on screen, so the room's request and its photo (what a
// student sees first) neither wait behind the checkout's and the enquiry form's chunks nor share
// the connection with them.
const EnquireAboutRoom = lazy(() =>
  import('./EnquireAboutRoom.js').then((module) => ({ default: module.EnquireAboutRoom })),
);
const BookRoom = lazy(() =>
  import('./BookRoom.js').then((module) => ({ default: module.BookRoom })),
);
const loading = <p role="status">Loading…</p>;

/**
 * One room: what it is, then asking about it or booking it. Opened from the list, it asks the API
 * for nothing.
 */
export function RoomPage({ roomId }: { roomId: string }) {
  const room = useRoom(roomId);
  const [roomShown, setRoomShown] = useState(false);
  useEffect(() => setRoomShown(Boolean(room.data)), [room.data]);
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
          <Suspense fallback={loading}>
            {roomShown ? <EnquireAboutRoom room={room.data} headingLevel={3} /> : loading}
          </Suspense>
          <h2>Book this room</h2>
          <Suspense fallback={loading}>
            {roomShown ? <BookRoom room={room.data} headingLevel={3} /> : loading}
          </Suspense>
        </>
      )}
    </section>
  );
}
