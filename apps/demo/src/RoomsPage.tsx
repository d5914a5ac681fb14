import type { Property, Room } from '@unistay/sandbox';
import { SpecificEnquiryForm } from '@unistay/ui';
import { useId, useState } from 'react';
import { useCatalogue } from './useCatalogue.js';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00`));

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
  const [enquiring, setEnquiring] = useState(false);
  const formRegion = useId();
  const price = new Intl.NumberFormat('en', { style: 'currency', currency: property.currency });
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
      <button
        type="button"
        className="demo-button-secondary"
        aria-expanded={enquiring}
        aria-controls={formRegion}
        onClick={() => setEnquiring((open) => !open)}
      >
        {enquiring ? 'Close enquiry' : `Enquire about ${room.name}`}
      </button>
      <div id={formRegion}>
        {enquiring && (
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
      </div>
    </div>
  );
}
