import { useRoom } from '@unistay/react';
import { RoomSummary } from '@unistay/ui';
import { useEffect, useRef, useState } from 'react';
import { LoadablePart, lazyPart } from './LoadablePart.js';
import { useDemoWords } from './language.js';
import { linkClick } from './navigation.js';

// The forms' code loads once the room's first photo is on screen, so the room's request and its
// photo (what a student sees first) neither wait behind the checkout's and the enquiry form's
// chunks, nor share the connection with them, nor wait for the main thread while they run.
const EnquireAboutRoom = lazyPart(() =>
  import('./EnquireAboutRoom.js').then((module) => module.EnquireAboutRoom),
);
const BookRoom = lazyPart(() => import('./BookRoom.js').then((module) => module.BookRoom));

/** How long the forms wait for the room's first photo before loading anyway. */
const PHOTO_WAIT_MS = 2_000;

/**
 * One room: what it is, then asking about it or booking it. Opened from the list, it asks the API
 * for nothing.
 */
export function RoomPage({ roomId }: { roomId: string }) {
  const { t } = useDemoWords();
  const room = useRoom(roomId);
  const loading = <p role="status">{t('loading')}</p>;
  const [roomShown, setRoomShown] = useState(false);
  const section = useRef<HTMLElement>(null);
  const hasRoom = Boolean(room.data);
  useEffect(() => {
    if (!hasRoom) return;
    let current = true;
    // Decoded (or failed, or no photo, or slower than a student should wait for the forms), then
    // painted: a frame, then the task after it.
    const photo = section.current?.querySelector('img');
    const decoded = typeof photo?.decode === 'function' ? photo.decode() : Promise.resolve();
    const waitAtMost = new Promise((resolve) => setTimeout(resolve, PHOTO_WAIT_MS));
    void Promise.race([decoded, waitAtMost])
      .catch(() => {})
      .then(() => requestAnimationFrame(() => setTimeout(() => current && setRoomShown(true))));
    return () => {
      current = false;
    };
  }, [hasRoom]);
  return (
    <section ref={section} aria-label={room.data?.name ?? t('pageRoom')}>
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
          <LoadablePart>
            {roomShown ? <EnquireAboutRoom room={room.data} headingLevel={3} /> : loading}
          </LoadablePart>
          <h2>{t('bookThisRoom')}</h2>
          <LoadablePart>
            {roomShown ? <BookRoom room={room.data} headingLevel={3} /> : loading}
          </LoadablePart>
        </>
      )}
    </section>
  );
}
