import { useRoom } from '@unistay/react';
import { RoomSummary } from '@unistay/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDemoWords } from './language.js';
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

/**
 * One room: what it is, then asking about it or booking it. Opened from the list, it asks the API
 * for nothing.
 */
export function RoomPage({ roomId }: { roomId: string }) {
  const { t } = useDemoWords();
  const room = useRoom(roomId);
  const loading = <p role="status">{t('loading')}</p>;
  const [roomShown, setRoomShown] = useState(false);
  useEffect(() => setRoomShown(Boolean(room.data)), [room.data]);
  return (
    <section aria-label={room.data?.name ?? t('pageRoom')}>
      <p>
        <a href="/rooms" onClick={linkClick('/rooms')}>
          {t('backToRooms')}
        </a>
      </p>
      {!room.data && <h1>{t('pageRoom')}</h1>}
      {room.isPending && <p role="status">{t('roomLoading')}</p>}
      {room.isError && (
        <p role="alert" className="demo-error">
          {room.error.kind === 'not_found'
            ? t('roomNotFound')
            : `${t('roomLoadFailed')}${t('sentenceSeparator')}${room.error.message}`}
        </p>
      )}
      {room.data && (
        <>
          <RoomSummary room={room.data} headingLevel={1} />
          <h2>{t('askAboutRoom')}</h2>
          <Suspense fallback={loading}>
            {roomShown ? <EnquireAboutRoom room={room.data} headingLevel={3} /> : loading}
          </Suspense>
          <h2>{t('bookThisRoom')}</h2>
          <Suspense fallback={loading}>
            {roomShown ? <BookRoom room={room.data} headingLevel={3} /> : loading}
          </Suspense>
        </>
      )}
    </section>
  );
}
