'use client';
import type { Room } from '@unistay/api-client';
import { formatDate, lowestPrice, placeOf } from '@unistay/demo/roomText';
import { useRooms } from '@unistay/react';
import { enquiryTableMessages, Pagination, useTranslate } from '@unistay/ui';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useWords } from '../Providers';

/**
 * A page of rooms, from the cache the server filled: the first render in the browser asks the
 * API for nothing. Another page is another address, so the server renders it too.
 */
export function RoomList({
  city,
  cityName,
  page,
}: {
  city: string | undefined;
  cityName: string | undefined;
  page: number;
}) {
  const { t, rich } = useWords();
  // The pager's words (Previous page, Page 2…) are Unistay's own, from the language's pack.
  const pagerWords = useTranslate(undefined, enquiryTableMessages);
  const router = useRouter();
  const rooms = useRooms({ city, page });

  if (rooms.isPending) return <p role="status">{t('roomsLoading')}</p>;
  if (rooms.isError) {
    return (
      <div role="alert" className="example-error">
        <p>
          {t('roomsLoadFailed')}
          {t('sentenceSeparator')}
          {rooms.error.message}
        </p>
        <button type="button" onClick={() => void rooms.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  const { items, meta } = rooms.data;
  return (
    <>
      <p className="example-muted">
        {rich(cityName ? 'roomsShownInCity' : 'roomsShown', {
          count: meta.total,
          city: <span translate="no">{cityName}</span>,
          page: meta.current_page,
          pages: meta.total_pages,
        })}
      </p>
      <ul className="example-room-list">
        {items.map((room, index) => (
          <li key={room.id}>
            <RoomCard room={room} first={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination
        page={meta.current_page}
        totalPages={meta.total_pages}
        onPageChange={(next) => {
          const target = new URLSearchParams();
          if (city) target.set('city', city);
          if (next > 1) target.set('page', String(next));
          router.push(`/rooms${target.size ? `?${target}` : ''}`);
        }}
        t={pagerWords}
      />
    </>
  );
}

/** A room in the list: its photo (the first loaded at once: the page's largest paint), name, price. */
function RoomCard({ room, first }: { room: Room; first: boolean }) {
  const { t, locale } = useWords();
  const image = room.images?.[0]?.small ?? room.images?.[0]?.medium;
  const price = lowestPrice(room, locale);
  return (
    <article className="example-room">
      {image && (
        // A plain <img>: the API's photos come sized, and next/image would need the API's host in
        // next.config.ts, which is known only when the server starts.
        // biome-ignore lint/performance/noImgElement: see above
        <img
          src={image}
          alt=""
          width={160}
          height={100}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      )}
      <h2>
        {/* No prefetch: each room prefetched would be a call to the API for a room not opened. */}
        <Link href={`/rooms/${encodeURIComponent(room.id)}`} prefetch={false} translate="no">
          {room.name ?? room.id}
        </Link>
      </h2>
      <p className="example-muted">
        <span translate="no">{placeOf(room)}</span>
        {price ? ` · ${t('fromPrice', { price })}` : ''}
      </p>
      <ul className="example-periods">
        {(room.booking_periods ?? []).map((period) => (
          <li key={period.id}>
            {t('dateRange', {
              start: formatDate(period.start_date, locale),
              end: formatDate(period.end_date, locale),
            })}
          </li>
        ))}
      </ul>
    </article>
  );
}
