'use client';
import type { PartnerApiError, Room } from '@unistay/api-client';
import {
  type HostedCheckoutOptions,
  type HostedCheckoutTarget,
  useHostedCheckout,
  useUnistay,
  withHumanToken,
} from '@unistay/react';
import { analyticsRoom } from '@unistay/react/analytics';
import { useRoomCheckout } from '@unistay/react/checkout';
import { createHumanCheckSession } from '@unistay/react/internal';
import { useEffect, useId, useRef, useState } from 'react';
import { BookingPeriodPicker } from '../catalogue/BookingPeriodPicker.js';
import type { CatalogueMessages } from '../catalogue/catalogueMessages.js';
import { RoomLoader } from '../catalogue/RoomLoader.js';
import { type HumanCheck, HumanCheckFieldset } from '../form/HumanCheckField.js';
import { type ClassNames, partClassName } from '../form/parts.js';
import { elementById } from '../form/treeLookup.js';
import { type Messages, useLanguage, useTranslate } from '../i18n/messages.js';
import { hostedCheckoutMessages } from './hostedCheckoutMessages.js';

interface HostedCheckoutViewProps extends HostedCheckoutTarget, HostedCheckoutOptions {
  messages?: Messages<typeof hostedCheckoutMessages>;
  classNames?: ClassNames;
  unstyled?: boolean;
  /**
   * The human-verification widget your proxy's `humanCheck.verify` checks (Turnstile, hCaptcha), drawn
   * before the button when it is pressed without the check; the checkout starts with its token.
   */
  humanCheck?: HumanCheck;
}

/**
 * What `HostedCheckoutButton` takes: the room, and its operator and period when you know them;
 * leave either out and the button loads the room, asking the student which period when there are
 * several.
 */
export interface HostedCheckoutButtonProps
  extends Omit<HostedCheckoutViewProps, 'operatorId' | 'bookingPeriodId'> {
  /** Default: the room's, loaded from the catalogue. */
  operatorId?: string;
  /** Default: the room's only period, or the one the student picks from its periods. */
  bookingPeriodId?: string;
  /** Words of the room's loading, failure and unavailable states, and the period picker. */
  catalogueMessages?: CatalogueMessages;
  /** For dates and prices in the period picker. Default: the provider's. */
  locale?: string;
}

/**
 * A button that starts checkout and sends the student to the hosted checkout page. Given only
 * `roomId`, it loads the room first and, when it has several periods, asks which.
 */
export function HostedCheckoutButton({
  catalogueMessages,
  locale,
  ...props
}: HostedCheckoutButtonProps) {
  const { operatorId, bookingPeriodId } = props;
  if (operatorId && bookingPeriodId) {
    return (
      <HostedCheckoutView {...props} operatorId={operatorId} bookingPeriodId={bookingPeriodId} />
    );
  }
  return (
    <RoomLoader
      roomId={props.roomId}
      messages={catalogueMessages}
      classNames={props.classNames}
      unstyled={props.unstyled}
    >
      {(room) => (
        <PickPeriodThenCheckout
          {...props}
          room={room}
          locale={locale}
          catalogueMessages={catalogueMessages}
        />
      )}
    </RoomLoader>
  );
}

function PickPeriodThenCheckout({
  room,
  locale,
  catalogueMessages,
  ...props
}: Omit<HostedCheckoutButtonProps, 'locale'> & { room: Room; locale?: string }) {
  const periods = room.booking_periods ?? [];
  const [chosen, setChosen] = useState(
    props.bookingPeriodId ?? (periods.length === 1 ? periods[0]?.id : undefined),
  );
  const { track } = useUnistay();
  const choose = (periodId: string) => {
    setChosen(periodId);
    track({ name: 'period_chosen', room: analyticsRoom(room, periodId) });
  };
  return (
    <>
      {!props.bookingPeriodId && periods.length !== 1 && (
        <BookingPeriodPicker
          periods={periods}
          value={chosen}
          onChange={choose}
          currency={room.currency}
          locale={locale}
          messages={catalogueMessages}
          classNames={props.classNames}
          unstyled={props.unstyled}
        />
      )}
      {chosen && (
        <HostedCheckoutView
          {...props}
          operatorId={props.operatorId ?? room.operator_id ?? ''}
          bookingPeriodId={chosen}
          analyticsRoom={props.analyticsRoom ?? analyticsRoom(room, chosen)}
        />
      )}
    </>
  );
}

function HostedCheckoutView({
  roomId,
  operatorId,
  bookingPeriodId,
  analyticsRoom: room,
  onCheckoutUrl,
  messages,
  classNames,
  unstyled,
  humanCheck,
}: HostedCheckoutViewProps) {
  const t = useTranslate(messages, hostedCheckoutMessages);
  const { attributes } = useLanguage();
  const { start, status, error, conflict } = useHostedCheckout({ onCheckoutUrl });
  // The room's custom checkout may hold a payment, or has booked it (here, or in another tab), or
  // the partner's server says so: no second way to pay.
  const roomCheckout = useRoomCheckout(roomId);
  const booked = roomCheckout === 'booked' || conflict?.reason === 'checkout_booked';
  const held = booked || roomCheckout === 'held' || status === 'held';
  const part = (which: Parameters<typeof partClassName>[0]) =>
    partClassName(which, classNames, unstyled);
  const busy = status === 'starting' || status === 'redirecting' || held;
  const human = useHumanCheckBeforeStart(Boolean(humanCheck), status, error);
  const go = () => {
    const target = { roomId, operatorId, bookingPeriodId, analyticsRoom: room };
    const token = human.take();
    if (token !== null) void start(token ? withHumanToken(target, token) : target);
  };
  const failed = status === 'failed' && !human.message;

  return (
    <div ref={human.root} {...attributes} className={part('root')} data-state={status}>
      {humanCheck && human.shown && (
        <HumanCheckFieldset
          check={humanCheck}
          onToken={human.onToken}
          resetKey={human.resetKey}
          id={human.id}
          message={human.message}
          t={t}
          part={part}
        />
      )}
      <button type="button" className={part('submit')} disabled={busy} onClick={go}>
        {status === 'starting' ? t('startingCheckout') : t('continueToCheckout')}
      </button>
      <p role="status" className={part('status')}>
        {status === 'redirecting' ? t('redirectingToCheckout') : ''}
      </p>
      {held && (
        <p className={part('notice')}>{booked ? t('roomBookedHere') : t('paymentUnderWay')}</p>
      )}
      {status === 'unavailable' && (
        <p className={part('notice')}>{t('hostedCheckoutUnavailable')}</p>
      )}
      {failed && (
        <div role="alert" className={part('notice')}>
          <p>{t('hostedCheckoutFailed')}</p>
          <button type="button" className={part('secondaryButton')} onClick={go}>
            {t('tryAgain')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The human check before a start, drawn when the student first presses the button without it (a
 * list of buttons is not a list of widgets): the widget's token, good once; whether the proxy
 * trusts the student now; and what to say on the widget.
 */
function useHumanCheckBeforeStart(
  checking: boolean,
  status: string,
  error: PartnerApiError | null,
) {
  const id = useId();
  const [human] = useState(createHumanCheckSession);
  const sent = useRef<string | null>(null);
  const [shown, setShown] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [message, setMessage] = useState<string | undefined>();
  const focusCheck = useRef(false);
  // The button's box, to find the check in the same tree (a page's, or a custom element's).
  const root = useRef<HTMLDivElement>(null);

  // After each answer the token is spent: the widget starts again, and a refusal is said on it.
  useEffect(() => {
    if (!checking || status === 'idle' || status === 'starting') return;
    const answer = human.answered(sent.current, status === 'failed' ? error : null);
    if (answer === 'refused') {
      setShown(true);
      setMessage(sent.current ? 'humanCheckFailed' : 'humanCheckRequired');
      focusCheck.current = true;
    }
    sent.current = null;
    setResetKey((key) => key + 1);
  }, [checking, status, error, human]);
  // Focus moves to the check once it is drawn with what it says.
  useEffect(() => {
    const check = focusCheck.current && elementById(root.current, id);
    if (!check) return;
    focusCheck.current = false;
    check.focus();
  });

  return {
    id,
    root,
    shown,
    resetKey,
    message,
    onToken(given: string | null) {
      human.give(given);
      if (given) setMessage(undefined);
    },
    /** The token to start with ('' for none), or null: the check is to be done first. */
    take(): string | null {
      if (!checking) {
        human.take();
        return '';
      }
      if (human.needed()) {
        setShown(true);
        setMessage('humanCheckRequired');
        focusCheck.current = true;
        return null;
      }
      const given = human.take();
      sent.current = given;
      return given ?? '';
    },
  };
}
