import type { Room } from '@unistay/api-client';
import { useProperties, useRooms } from '@unistay/react';
import { enquiryTableMessages, Pagination, useTranslate } from '@unistay/ui';
import { useId, useMemo, useState } from 'react';
import { Data } from './Data.js';
import { LoadablePart, lazyPart } from './LoadablePart.js';
import { useDemoWords } from './language.js';
import { linkClick, navigate, useLocation } from './navigation.js';
import { cardPhoto, roomsPageParams } from './roomsQuery.js';
import { formatDate, lowestPrice, placeOf } from './roomText.js';

// The forms open on a click: their code is loaded then, not with the list.
const BookRoom = lazyPart(() => import('./BookRoom.js').then((module) => module.BookRoom));
const EnquireAboutRoom = lazyPart(() =>
  import('./EnquireAboutRoom.js').then((module) => module.EnquireAboutRoom),
);

/** The rooms of the catalogue, a page at a time, by city; the city and page are in the address. */
export function RoomsPage() {
  const { search } = useLocation();
  const params = roomsPageParams(search);
  const city = params.city ?? '';
  const { t, rich } = useDemoWords();
  // The pager's words (Previous page, Page 2…) are Unistay's own, from the language's pack.
  const pagerWords = useTranslate(undefined, enquiryTableMessages);
  const rooms = useRooms(params);
  const properties = useProperties({ perPage: 100 });
  const cities = useMemo(() => {
    const seen = new Map<string, string>();
    for (const property of properties.data?.items ?? []) {
      if (property.location_slug && property.location)
        seen.set(property.location_slug, property.location);
    }
    return [...seen].sort(([, a], [, b]) => a.localeCompare(b));
  }, [properties.data]);
  const cityId = useId();
  const show = (next: { city?: string; page?: number }) => {
    const target = new URLSearchParams();
    const nextCity = next.city ?? city;
    if (nextCity) target.set('city', nextCity);
    if ((next.page ?? 1) > 1) target.set('page', String(next.page));
    navigate(`/rooms${target.size ? `?${target}` : ''}`);
  };

  return (
    <section aria-labelledby="rooms-heading">
      <h1 id="rooms-heading">{t('pageRooms')}</h1>
      <div className="demo-filters">
        <label htmlFor={cityId}>{t('city')}</label>
        <select
          id={cityId}
          value={city}
          onChange={(event) => show({ city: event.target.value, page: 1 })}
        >
          <option value="">{t('everyCity')}</option>
          {cities.map(([slug, name]) => (
            <option key={slug} value={slug} translate="no">
              {name}
            </option>
          ))}
        </select>
      </div>
      {rooms.isPending && <p role="status">{t('roomsLoading')}</p>}
      {rooms.isError && (
        <div role="alert" className="demo-error">
          <p>
            {t('roomsLoadFailed')}
            {t('sentenceSeparator')}
            {rooms.error.message}
          </p>
          <button type="button" onClick={() => void rooms.refetch()}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      {rooms.data && (
        <>
          <p className="demo-muted" aria-live="polite">
            {rich(city ? 'roomsShownInCity' : 'roomsShown', {
              count: rooms.data.meta.total,
              city: <Data>{cities.find(([slug]) => slug === city)?.[1] ?? city}</Data>,
              page: rooms.data.meta.current_page,
              pages: rooms.data.meta.total_pages,
            })}
          </p>
          <ul className="demo-room-list" aria-busy={rooms.isPlaceholderData || undefined}>
            {rooms.data.items.map((room, index) => (
              <li key={room.id}>
                <RoomCard room={room} first={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination
            page={rooms.data.meta.current_page}
            totalPages={rooms.data.meta.total_pages}
            onPageChange={(next) => show({ page: next })}
            disabled={rooms.isPlaceholderData}
            t={pagerWords}
          />
        </>
      )}
    </section>
  );
}

/** A room in the list; the first one's photo is loaded at once, as the page's largest paint. */
function RoomCard({ room, first }: { room: Room; first: boolean }) {
  const { t, rich, locale } = useDemoWords();
  const [open, setOpen] = useState<'enquire' | 'book' | null>(null);
  const region = useId();
  const name = room.name ?? room.id;
  const image = cardPhoto(room);
  const price = lowestPrice(room, locale);
  const toggle = (panel: 'enquire' | 'book') =>
    setOpen((current) => (current === panel ? null : panel));
  return (
    <article className="demo-room" aria-labelledby={`${region}-name`}>
      {image && (
        <img
          src={image}
          alt=""
          width={160}
          height={100}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      )}
      <h2 id={`${region}-name`}>
        <a
          href={`/rooms/${encodeURIComponent(room.id)}`}
          onClick={linkClick(`/rooms/${encodeURIComponent(room.id)}`)}
          translate="no"
        >
          {name}
        </a>
      </h2>
      <p className="demo-muted">
        <Data>{placeOf(room)}</Data>
        {price ? ' · ' : ''}
        {price ? t('fromPrice', { price }) : ''}
      </p>
      <ul className="demo-periods">
        {(room.booking_periods ?? []).map((period) => (
          <li key={period.id}>
            {t('dateRange', {
              start: formatDate(period.start_date, locale),
              end: formatDate(period.end_date, locale),
            })}
          </li>
        ))}
      </ul>
      <div className="demo-actions">
        <button
          type="button"
          className="demo-button-secondary"
          aria-expanded={open === 'enquire'}
          aria-controls={region}
          onClick={() => toggle('enquire')}
        >
          {open === 'enquire'
            ? t('closeEnquiry')
            : rich('enquireAbout', { room: <Data>{name}</Data> })}
        </button>
        <button
          type="button"
          aria-expanded={open === 'book'}
          aria-controls={region}
          onClick={() => toggle('book')}
        >
          {open === 'book' ? t('closeBooking') : rich('bookRoom', { room: <Data>{name}</Data> })}
        </button>
      </div>
      <div id={region}>
        <LoadablePart>
          {open === 'enquire' && <EnquireAboutRoom room={room} headingLevel={3} />}
          {open === 'book' && <BookRoom room={room} headingLevel={3} />}
        </LoadablePart>
      </div>
    </article>
  );
}
