import type { Room } from '@unistay/api-client';
import { useRoomCheckout } from '@unistay/react/checkout';
import {
  HostedCheckoutButton,
  hostedCheckoutMessages,
  RoomLoader,
  RoomSummary,
  useTranslate,
} from '@unistay/ui';
import { type ComponentType, useEffect, useState } from 'react';
import { attributeOneOf, type ElementProps, mountElement } from '../mountElement.js';
import { missingAttribute } from './missingAttribute.js';
import type { RoomCheckoutProps } from './roomCheckout.js';
import { RoomIdCheck } from './roomIdCheck.js';

const CHECKOUTS = ['custom', 'hosted'] as const;

/** The checkout's code and the card providers': loaded when a booking starts, once a page. */
const loadCheckout = () => import('./roomCheckout.js').then((module) => module.RoomCheckout);

/**
 * `<unistay-room room-id="…">`: the room's summary, then its booking: the custom checkout on the
 * page, or with `checkout="hosted"` the API's own checkout page. Each booking made here is
 * `unistay:booking-created` on the element.
 */
function RoomElement(props: ElementProps) {
  const { host, attribute, headingLevel } = props;
  const roomId = attribute('room-id');
  if (!roomId) return missingAttribute(host, 'room-id');
  const hosted = attributeOneOf(host, 'checkout', CHECKOUTS, 'custom') === 'hosted';
  return (
    <>
      <RoomIdCheck host={host} roomId={roomId} />
      <RoomLoader roomId={roomId} showUnavailable>
        {(room: Room) => (
          <>
            <RoomSummary room={room} headingLevel={headingLevel} />
            {room.is_available === false ? null : hosted ? (
              <HostedCheckoutButton roomId={room.id} humanCheck={props.humanCheck} />
            ) : (
              <CustomBooking {...props} room={room} />
            )}
          </>
        )}
      </RoomLoader>
    </>
  );
}

/**
 * The button that starts a booking on the page, then the checkout. A checkout begun before (a
 * reload, another tab, the bank's page) opens by itself. While the checkout's code loads, the
 * button says so; if it cannot load, the student is told, with a way to try again.
 */
function CustomBooking({
  room,
  host,
  persistence,
  humanCheck,
  headingLevel,
}: ElementProps & { room: Room }) {
  const t = useTranslate(undefined, hostedCheckoutMessages);
  const begun = useRoomCheckout(room.id) !== 'none';
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState(false);
  const [Checkout, setCheckout] = useState<ComponentType<RoomCheckoutProps> | null>(null);
  const open = (opened || begun) && !failed;
  useEffect(() => {
    if (!open || Checkout) return;
    let current = true;
    loadCheckout().then(
      (loaded) => current && setCheckout(() => loaded),
      (error: unknown) => {
        console.warn(`<${host.localName}> could not load the checkout.`, error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [open, Checkout, host]);
  if (open && Checkout) {
    return (
      <Checkout
        host={host}
        roomId={room.id}
        persistence={persistence}
        humanCheck={humanCheck}
        headingLevel={Math.min(headingLevel + 1, 4) as 3 | 4}
      />
    );
  }
  const start = () => {
    setFailed(false);
    setOpened(true);
  };
  return (
    <>
      <button
        type="button"
        className="unistay-submit"
        aria-disabled={open || undefined}
        onClick={open ? undefined : start}
      >
        {open ? t('startingCheckout') : t('continueToCheckout')}
      </button>
      {failed && (
        <div role="alert" className="unistay-notice">
          <p>{t('hostedCheckoutFailed')}</p>
          <button type="button" className="unistay-secondary-button" onClick={start}>
            {t('tryAgain')}
          </button>
        </div>
      )}
    </>
  );
}

export const mount = (host: HTMLElement) => mountElement(host, RoomElement);
