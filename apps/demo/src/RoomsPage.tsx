import type { Room } from '@unistay/api-client';
import { useProperties, useRooms } from '@unistay/react';
import { Pagination } from '@unistay/ui';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { linkClick, navigate, useLocation } from './navigation.js';
import { formatDate, fromPrice, placeOf } from './roomText.js';

// The forms open on a click: their code is loaded then, not with the list.
const BookRoom = lazy(() =>
  import('./BookRoom.js').then((module) => ({ default: module.BookRoom })),
);
const EnquireAboutRoom = lazy(() =>
  import('./EnquireAboutRoom.js').then((module) => ({ default: module.EnquireAboutRoom })),
);

/** The rooms of the catalogue, a page at a time, by city; the city and page are in the address. */
export function RoomsPage() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const city = query.get('city') ?? '';
  // Whatever the address says, a whole page number the API takes.
  const page = Math.min(1_000_000, Math.max(1, Math.floor(Number(query.get('page')) || 1)));
  const rooms = useRooms({ city: city || undefined, page });
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
      <h1 id="rooms-heading">Rooms</h1>
      <div className="demo-filters">
        <label htmlFor={cityId}>City</label>
        <select
          id={cityId}
          value={city}
          onChange={(event) => show({ city: event.target.value, page: 1 })}
        >
          <option value="">Every city</option>
          {cities.map(([slug, name]) => (
            <option key={slug} value={slug}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {rooms.isPending && <p role="status">Loading rooms…</p>}
      {rooms.isError && (
        <div role="alert" className="demo-error">
          <p>The rooms could not be loaded. {rooms.error.message}</p>
          <button type="button" onClick={() => void rooms.refetch()}>
            Try again
          </button>
        </div>
      )}
      {rooms.data && (
        <>
          <p className="demo-muted" aria-live="polite">
            {rooms.data.meta.total} rooms
            {city ? ` in ${cities.find(([slug]) => slug === city)?.[1] ?? city}` : ''}, page{' '}
            {rooms.data.meta.current_page} of {rooms.data.meta.total_pages}
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
          />
        </>
      )}
    </section>
  );
}

/** A room in the list; the first one's photo is loaded at once, as the page's largest paint. */
function RoomCard({ room, first }: { room: Room; first: boolean }) {
  const [open, setOpen] = useState<'enquire' | 'book' | null>(null);
  const region = useId();
  const name = room.name ?? room.id;
  const image = room.images?.[0]?.small ?? room.images?.[0]?.medium;
  const price = fromPrice(room);
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
        >
          {name}
        </a>
      </h2>
      <p className="demo-muted">
        {placeOf(room)}
        {price ? ` · ${price}` : ''}
      </p>
      <ul className="demo-periods">
        {(room.booking_periods ?? []).map((period) => (
          <li key={period.id}>
            {formatDate(period.start_date)} to {formatDate(period.end_date)}
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
          {open === 'enquire' ? 'Close enquiry' : `Enquire about ${name}`}
        </button>
        <button
          type="button"
          aria-expanded={open === 'book'}
          aria-controls={region}
          onClick={() => toggle('book')}
        >
          {open === 'book' ? 'Close booking' : `Book ${name}`}
        </button>
      </div>
      <div id={region}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          {open === 'enquire' && <EnquireAboutRoom room={room} headingLevel={3} />}
          {open === 'book' && <BookRoom room={room} headingLevel={3} />}
        </Suspense>
      </div>
    </article>
  );
}
