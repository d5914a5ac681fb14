'use client';
import { useTranslate } from './messages.js';
import { type ClassNames, partClassName } from './parts.js';
import {
  type HostedCheckoutOptions,
  type HostedCheckoutTarget,
  useHostedCheckout,
} from './useHostedCheckout.js';

export const hostedCheckoutMessages = {
  continueToCheckout: 'Continue to secure checkout',
  startingCheckout: 'Starting secure checkout…',
  redirectingToCheckout: 'Taking you to secure checkout…',
  hostedCheckoutUnavailable:
    'Online checkout is not available for this room. Send an enquiry and the team will help you book.',
  hostedCheckoutFailed: 'Checkout could not be started. Nothing has been paid.',
  tryAgain: 'Try again',
};

export interface HostedCheckoutButtonProps extends HostedCheckoutTarget, HostedCheckoutOptions {
  messages?: Partial<Record<keyof typeof hostedCheckoutMessages, string>> & Record<string, string>;
  classNames?: ClassNames;
  unstyled?: boolean;
}

/** A button that starts checkout and sends the student to the hosted checkout page. */
export function HostedCheckoutButton({
  roomId,
  operatorId,
  bookingPeriodId,
  onCheckoutUrl,
  messages,
  classNames,
  unstyled,
}: HostedCheckoutButtonProps) {
  const t = useTranslate(messages, hostedCheckoutMessages);
  const { start, status } = useHostedCheckout({ onCheckoutUrl });
  const part = (which: Parameters<typeof partClassName>[0]) =>
    partClassName(which, classNames, unstyled);
  const busy = status === 'starting' || status === 'redirecting';
  const go = () => void start({ roomId, operatorId, bookingPeriodId });

  return (
    <div className={part('root')} data-state={status}>
      <button type="button" className={part('submit')} disabled={busy} onClick={go}>
        {status === 'starting' ? t('startingCheckout') : t('continueToCheckout')}
      </button>
      <p role="status" className={part('status')}>
        {status === 'redirecting' ? t('redirectingToCheckout') : ''}
      </p>
      {status === 'unavailable' && (
        <p className={part('notice')}>{t('hostedCheckoutUnavailable')}</p>
      )}
      {status === 'failed' && (
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
