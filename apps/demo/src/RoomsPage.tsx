import { parseWireDate } from '@unistay/api-client';
import type { Property, Room } from '@unistay/sandbox';
import { SpecificEnquiryForm } from '@unistay/ui';
import { useId, useState } from 'react';
import { BookRoom } from './BookRoom.js';
import { useCatalogue } from './useCatalogue.js';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A period's date as the API serves it (`DD-MM-YYYY` or ISO); anything else as it came. */
const formatDate = (wireDate: string) => {
  const date = parseWireDate(wireDate);
  return date ? dateFormat.format(Date.UTC(date.year, date.month - 1, date.day)) : wireDate;
};

export function RoomsPage() {
  const { data, error, isPending } = useCatalogue();
  return (
    <section aria-labelledby="rooms-heading">
      <h1 id="rooms-heading">Rooms</h1>
      {isPending && <p role="status">Loading rooms…</p>}
      {error && <p role="alert">{error.message}</p>}
      {data?.properties.map((property) => (
        <article
          key={property.id}
          className="demo-property"
          aria-labelledby={`${property.id}-name`}
        >
          <h2 id={`${property.id}-name`}>{property.name}</h2>
          <p className="demo-muted">
            {property.city}, {countryNames.of(property.country.toUpperCase())} ·{' '}
            {data.operators.find((operator) => operator.id === property.operator_id)?.name}
          </p>
          {property.rooms.map((room) => (
            <RoomCard key={room.id} property={property} room={room} />
          ))}
        </article>
      ))}
    </section>
  );
}

function RoomCard({ property, room }: { property: Property; room: Room }) {
  const [open, setOpen] = useState<'enquire' | 'book' | null>(null);
  const region = useId();
  const price = new Intl.NumberFormat('en', { style: 'currency', currency: property.currency });
  const toggle = (panel: 'enquire' | 'book') =>
    setOpen((current) => (current === panel ? null : panel));
  return (
    <div className="demo-room">
      <h3>{room.name}</h3>
      <ul className="demo-periods">
        {room.booking_periods.map((period) => (
          <li key={period.id}>
            <strong>{period.label}</strong>: {formatDate(period.start_date)} to{' '}
            {formatDate(period.end_date)}, {price.format(Number(period.price_per_week))} a week
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
          {open === 'enquire' ? 'Close enquiry' : `Enquire about ${room.name}`}
        </button>
        <button
          type="button"
          aria-expanded={open === 'book'}
          aria-controls={region}
          onClick={() => toggle('book')}
        >
          {open === 'book' ? 'Close booking' : `Book ${room.name}`}
        </button>
      </div>
      <div id={region}>
        {open === 'enquire' && (
          <SpecificEnquiryForm
            operatorId={room.operator_id}
            propertyId={room.property_id}
            roomId={room.id}
            propertyName={property.name}
            roomName={room.name}
            defaultCountryCallingCode={property.country === 'gb' ? '+44' : undefined}
            headingLevel={4}
          />
        )}
        {open === 'book' && <BookRoom property={property} room={room} />}
      </div>
    </div>
  );
}
