import type { Property, Room } from '@unistay/sandbox';
import { CustomCheckoutWizard, HostedCheckoutButton } from '@unistay/ui';
import { sandboxCardProvider } from '@unistay/ui/sandbox';
import { useState } from 'react';

const cardProvider = sandboxCardProvider();

/** Both ways to book a room: the API's hosted checkout, or the custom checkout on this page. */
export function BookRoom({ property, room }: { property: Property; room: Room }) {
  const [here, setHere] = useState(false);
  return (
    <div className="demo-book">
      <h4>Secure checkout</h4>
      <p className="demo-muted">Pay and book on the accommodation provider's own checkout page.</p>
      <ul className="demo-hosted">
        {room.booking_periods.map((period) => (
          <li key={period.id}>
            <HostedCheckoutButton
              roomId={room.id}
              operatorId={room.operator_id}
              bookingPeriodId={period.id}
              messages={{ continueToCheckout: `Secure checkout: ${period.label}` }}
              // The sandbox's hosted page can link back; a real one returns as the partner set it up.
              onCheckoutUrl={(url) =>
                window.location.assign(
                  `${url}?return_url=${encodeURIComponent(`${window.location.origin}/sandbox`)}`,
                )
              }
            />
          </li>
        ))}
      </ul>
      <h4>Book here</h4>
      {here ? (
        <CustomCheckoutWizard
          roomId={room.id}
          operatorId={room.operator_id}
          propertyCountry={property.country}
          propertyName={property.name}
          roomName={room.name}
          currency={property.currency}
          bookingPeriods={room.booking_periods}
          cardProvider={cardProvider}
          locale="en-GB"
          headingLevel={4}
        />
      ) : (
        <button type="button" className="demo-button-secondary" onClick={() => setHere(true)}>
          Book {room.name} here
        </button>
      )}
    </div>
  );
}
