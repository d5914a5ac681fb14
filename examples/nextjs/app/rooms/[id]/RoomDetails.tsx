'use client';
import { useRoom } from '@unistay/react';
import { RoomSummary, SpecificEnquiryForm } from '@unistay/ui';
import { useHumanCheck } from '../../HumanCheck';
import { useWords } from '../../Providers';
import { BookRoom } from './BookRoom';

/**
 * The room, then a question about it and the two ways to book it. Every part reads the room from
 * the cache the server filled, so the page renders whole on the server and asks nothing on
 * hydration. When the server could not get the room, this is where the student sees why, and
 * tries again.
 */
export function RoomDetails({ roomId, apiOrigin }: { roomId: string; apiOrigin: string | null }) {
  const { t } = useWords();
  const humanCheck = useHumanCheck();
  const room = useRoom(roomId);
  if (room.isPending) {
    return (
      <>
        <h1>{t('pageRoom')}</h1>
        <p role="status">{t('roomLoading')}</p>
      </>
    );
  }
  if (room.isError) {
    return (
      <>
        <h1>{t('pageRoom')}</h1>
        <div role="alert" className="example-error">
          <p>
            {room.error.kind === 'not_found'
              ? t('roomNotFound')
              : `${t('roomLoadFailed')}${t('sentenceSeparator')}${room.error.message}`}
          </p>
          {room.error.kind !== 'not_found' && (
            <button type="button" onClick={() => void room.refetch()}>
              {t('tryAgain')}
            </button>
          )}
        </div>
        <p>
          <a href="/rooms">{t('backToRooms')}</a>
        </p>
      </>
    );
  }
  const data = room.data;
  return (
    <article className="example-room-page">
      <p>
        <a href="/rooms">{t('backToRooms')}</a>
      </p>
      <RoomSummary room={data} headingLevel={1} />
      <section aria-labelledby="book-heading">
        <h2 id="book-heading">{t('bookThisRoom')}</h2>
        <BookRoom room={data} apiOrigin={apiOrigin} />
      </section>
      <section aria-labelledby="ask-heading">
        <h2 id="ask-heading">{t('askAboutRoom')}</h2>
        <SpecificEnquiryForm
          operatorId={data.operator_id ?? ''}
          propertyId={data.property?.id ?? ''}
          roomId={data.id}
          propertyName={data.property?.name ?? undefined}
          roomName={data.name ?? undefined}
          defaultCountryCallingCode={data.property?.country === 'gb' ? '+44' : undefined}
          humanCheck={humanCheck}
          headingLevel={3}
        />
      </section>
    </article>
  );
}
