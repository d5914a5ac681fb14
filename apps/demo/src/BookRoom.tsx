import type { Room } from '@unistay/api-client';
import { cardProviderByKey, useRoomCheckout } from '@unistay/react/checkout';
import { isSandboxPublicKey, sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { CustomCheckoutWizard } from '@unistay/ui';
import { stripeCardProvider } from '@unistay/ui/stripe';
import { useState } from 'react';
import { Data } from './Data.js';
import { HostedCheckoutList } from './HostedCheckoutList.js';
import { useDemoWords } from './language.js';
import { useDemoServer, useHumanCheck } from './useDemoServer.js';

const sandbox = sandboxCardProvider();
const stripe = stripeCardProvider();
/**
 * Each checkout session names its card provider by its key: on the sandbox, the sandbox's card
 * simulation (served by the demo's own server); against the live API, Stripe's Payment Element.
 */
const cardProvider = cardProviderByKey((key) => (isSandboxPublicKey(key) ? sandbox : stripe));

/**
 * Both ways to book a room: the API's hosted checkout, a button a period, or the custom checkout
 * on this page, given only the room's id (it reads the rest from the catalogue's cache).
 */
export function BookRoom({ room, headingLevel = 3 }: { room: Room; headingLevel?: 3 }) {
  const words = useDemoWords();
  const { t, rich } = words;
  const humanCheck = useHumanCheck();
  // Until the demo's server says whether its proxy asks for a human, the wizard waits: a checkout
  // restored on its review would otherwise start a payment without the check, and be refused.
  const humanCheckKnown = !useDemoServer().isPending;
  const [opened, setOpened] = useState(false);
  // A checkout begun on this room (before a reload, in another tab) opens by itself, and while a
  // payment of it may be under way, or once it has booked the room, no other way to pay is offered.
  const checkout = useRoomCheckout(room.id);
  const here = opened || checkout !== 'none';
  const name = room.name ?? room.id;
  const Heading = `h${headingLevel}` as const;
  if (room.is_available === false) {
    return <p className="demo-note">{rich('fullyBooked', { room: <Data>{name}</Data> })}</p>;
  }
  return (
    <div className="demo-book">
      <Heading>{t('secureCheckout')}</Heading>
      <p className="demo-muted">{t('secureCheckoutLead')}</p>
      {checkout === 'held' || checkout === 'booked' ? (
        <p className="demo-note">
          {t(checkout === 'held' ? 'paymentUnderWayBelow' : 'roomBookedBelow')}
        </p>
      ) : (
        <HostedCheckoutList
          room={room}
          words={words}
          className="demo-hosted"
          humanCheck={humanCheck}
        />
      )}
      <Heading>{t('bookHere')}</Heading>
      {here && !humanCheckKnown ? (
        <p role="status">{t('loading')}</p>
      ) : here ? (
        <CustomCheckoutWizard
          roomId={room.id}
          cardProvider={cardProvider}
          headingLevel={4}
          humanCheck={humanCheck}
        />
      ) : (
        <button type="button" className="demo-button-secondary" onClick={() => setOpened(true)}>
          {rich('bookRoomHere', { room: <Data>{name}</Data> })}
        </button>
      )}
    </div>
  );
}
