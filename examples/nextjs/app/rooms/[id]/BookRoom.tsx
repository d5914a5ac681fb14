'use client';
import type { Room } from '@unistay/api-client';
import { HostedCheckoutList } from '@unistay/demo/HostedCheckoutList';
import { type CardProvider, cardProviderByKey, useRoomCheckout } from '@unistay/react/checkout';
import { isSandboxPublicKey, sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { CustomCheckoutWizard } from '@unistay/ui';
import { stripeCardProvider } from '@unistay/ui/stripe';
import { useHumanCheck } from '../../HumanCheck';
import { useMeasurement, useWords } from '../../Providers';

const stripe = stripeCardProvider();
const providers = new Map<string, CardProvider>();

/**
 * The card provider for a checkout session, by the key it gives: Stripe's Payment Element for a
 * Stripe key (the live API's), the sandbox's card simulation at the API's own origin for the
 * sandbox's. Made once an origin, as a card provider must be.
 */
function cardProviderFor(apiOrigin: string): CardProvider {
  let provider = providers.get(apiOrigin);
  if (!provider) {
    const sandbox = sandboxCardProvider({ baseUrl: apiOrigin });
    provider = cardProviderByKey((key) => (isSandboxPublicKey(key) ? sandbox : stripe));
    providers.set(apiOrigin, provider);
  }
  return provider;
}

/**
 * Both ways to book: the API's hosted checkout, a button a period, coming back to a page that
 * waits for the booking's event; or the custom checkout here, whose first step the server renders.
 * A language change reloads the page: the checkout resumes where it was, its payment read first.
 */
export function BookRoom({ room, apiOrigin }: { room: Room; apiOrigin: string | null }) {
  const words = useWords();
  const { t } = words;
  const humanCheck = useHumanCheck();
  const measurement = useMeasurement();
  // While a payment of the checkout below may be under way (here, or in another tab), or once it
  // has booked the room, no other way to pay is offered.
  const checkout = useRoomCheckout(room.id);
  if (room.is_available === false) {
    return <p className="example-note">{t('fullyBooked', { room: room.name ?? room.id })}</p>;
  }
  return (
    <>
      <h3>{t('secureCheckout')}</h3>
      <p className="example-muted">{t('secureCheckoutLead')}</p>
      {checkout === 'held' || checkout === 'booked' ? (
        <p className="example-note">
          {t(checkout === 'held' ? 'paymentUnderWayBelow' : 'roomBookedBelow')}
        </p>
      ) : (
        <HostedCheckoutList
          room={room}
          words={words}
          humanCheck={humanCheck}
          className="example-hosted"
          onLeave={(session) => measurement?.leftForHostedCheckout(session, room)}
        />
      )}
      <h3>{t('bookHere')}</h3>
      <CustomCheckoutWizard
        roomId={room.id}
        cardProvider={cardProviderFor(apiOrigin ?? '')}
        humanCheck={humanCheck}
        headingLevel={4}
      />
    </>
  );
}
