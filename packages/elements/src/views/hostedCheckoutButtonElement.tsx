import { HostedCheckoutButton } from '@unistay/ui';
import { type ElementProps, mountElement } from '../mountElement.js';
import { missingAttribute } from './missingAttribute.js';
import { RoomIdCheck } from './roomIdCheck.js';

/**
 * `<unistay-hosted-checkout-button room-id="…">`: the room's periods, then a button to the API's
 * own checkout page; with `booking-period-id`, the button for that period alone.
 */
function HostedCheckoutButtonElement({ host, attribute, humanCheck }: ElementProps) {
  const roomId = attribute('room-id');
  if (!roomId) return missingAttribute(host, 'room-id');
  return (
    <>
      <RoomIdCheck host={host} roomId={roomId} />
      <HostedCheckoutButton
        roomId={roomId}
        bookingPeriodId={attribute('booking-period-id') ?? undefined}
        humanCheck={humanCheck}
      />
    </>
  );
}

export const mount = (host: HTMLElement) => mountElement(host, HostedCheckoutButtonElement);
