import type { Persistence } from '@unistay/react';
import { cardProviderByKey } from '@unistay/react/checkout';
import { isSandboxPublicKey, sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { CustomCheckoutWizard, type HumanCheck } from '@unistay/ui';
import { stripeCardProvider } from '@unistay/ui/stripe';
import { dispatchFrom } from '../events.js';
import { inLightDom } from '../lightDom.js';

/**
 * Each session names its card provider by its key: the sandbox's simulation (its `/__sandbox`
 * routes served at the page's origin), or Stripe, whose fields are put in the page's own DOM (Stripe
 * does not mount in a shadow root). Stripe's script loads when its fields are first shown.
 */
const sandbox = sandboxCardProvider();
const stripe = inLightDom(stripeCardProvider());
const cardProvider = cardProviderByKey((key) => (isSandboxPublicKey(key) ? sandbox : stripe));

export interface RoomCheckoutProps {
  host: HTMLElement;
  roomId: string;
  persistence: Persistence;
  humanCheck: HumanCheck | undefined;
  headingLevel: 2 | 3 | 4;
}

/** The custom checkout for a room, in `<unistay-room>`. */
export function RoomCheckout({
  host,
  roomId,
  persistence,
  humanCheck,
  headingLevel,
}: RoomCheckoutProps) {
  return (
    <CustomCheckoutWizard
      roomId={roomId}
      cardProvider={cardProvider}
      persistence={persistence}
      humanCheck={humanCheck}
      headingLevel={headingLevel}
      onBookingCreated={({ booking_id }) =>
        dispatchFrom(host, 'unistay:booking-created', { bookingId: booking_id, roomId })
      }
    />
  );
}
