'use client';
import type { CheckoutSession, PartnerApiError } from '@unistay/api-client';
import { useRef, useState } from 'react';
import type { AnalyticsRoom } from './analytics/analyticsEvents.js';
import { type CheckoutConflict, checkoutConflict } from './checkout/checkoutConflict.js';
import { holdForHostedCheckout, readRoomCheckout } from './checkout/roomCheckout.js';
import { humanTokenOf, withHumanToken } from './queries/humanToken.js';
import { useUnistay } from './UnistayProvider.js';
import { useStartCheckout } from './useCheckoutMutations.js';

/**
 * What a hosted checkout is started for: the room type, its operator and the booking period chosen,
 * by the ids the catalogue gives.
 */
export interface HostedCheckoutTarget {
  roomId: string;
  operatorId: string;
  bookingPeriodId: string;
  /**
   * How the analytics events name the room: `analyticsRoom(room, bookingPeriodId)` of
   * `@unistay/react/analytics`, from the catalogue's room. Default: its ids alone.
   */
  analyticsRoom?: AnalyticsRoom | undefined;
}

/**
 * What `useHostedCheckout` takes: what to do with the hosted checkout's address instead of going
 * there.
 */
export interface HostedCheckoutOptions {
  /**
   * Given the address to send the student to, and the session it belongs to (keep its
   * `session_token` to match the booking event when the student comes back); by default the page
   * goes there in the same tab.
   */
  onCheckoutUrl?: (url: string, session: CheckoutSession) => void;
}

/**
 * Where a hosted checkout stands: `idle` until `start`, `starting` while the session is asked for,
 * `redirecting` once the student is on their way (or `onCheckoutUrl` was called), `unavailable`
 * when the room has no hosted checkout (offer an enquiry instead), `failed` when starting failed
 * (see `error`), `held` when the room's custom checkout in this browser may already hold a payment
 * (being made, processing, or paid and not yet booked) or has booked the room, or the partner's
 * server says so (`conflict`: this visitor's payment for the room under way or taken, or these
 * dates booked a moment ago): nothing is started, so the student is not charged twice; resume
 * that checkout instead (`useRoomCheckout` says where one is).
 */
export type HostedCheckoutStatus =
  | 'idle'
  | 'starting'
  | 'redirecting'
  | 'unavailable'
  | 'failed'
  | 'held';

/**
 * Starts a checkout and sends the student to the Partner API's hosted checkout page, the
 * reference's recommended path: payment and booking happen there.
 */
export function useHostedCheckout(options: HostedCheckoutOptions = {}) {
  const { mutateAsync } = useStartCheckout();
  const unistay = useUnistay();
  const [status, setStatus] = useState<HostedCheckoutStatus>('idle');
  const [error, setError] = useState<PartnerApiError | null>(null);
  /** What the partner's server, which keeps the visitor's checkout, answered instead of a session. */
  const [conflict, setConflict] = useState<CheckoutConflict | null>(null);
  const starting = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  /**
   * Starts the checkout for `target`. Behind a proxy with `humanCheck.verify`, pass
   * `withHumanToken(target, token)`: the start carries the widget's token.
   */
  async function start(target: HostedCheckoutTarget) {
    // A second click while the first is on its way does nothing.
    if (starting.current) return;
    // A payment for the room may be under way in this browser's custom checkout, or it booked the
    // room: not another.
    const roomCheckout = readRoomCheckout(target.roomId, unistay);
    if (roomCheckout === 'held' || roomCheckout === 'booked') {
      setStatus('held');
      return;
    }
    starting.current = true;
    setStatus('starting');
    setError(null);
    setConflict(null);
    let session: CheckoutSession;
    try {
      const variables = {
        roomId: target.roomId,
        operator_id: target.operatorId,
        booking_period_id: target.bookingPeriodId,
      };
      const token = humanTokenOf(target);
      session = await mutateAsync(token ? withHumanToken(variables, token) : variables);
    } catch (caught) {
      // The client rejects with a PartnerApiError only: network, timeout and refusals alike.
      setError(caught as PartnerApiError);
      // Not a failure: the server keeps a payment of this visitor's for the room, or its booking.
      const kept = checkoutConflict(caught);
      setConflict(kept);
      setStatus(kept ? 'held' : 'failed');
      return;
    } finally {
      starting.current = false;
    }
    if (!session.checkout_url) {
      setStatus('unavailable');
      return;
    }
    setStatus('redirecting');
    unistay.track({
      name: 'hosted_checkout_started',
      room: target.analyticsRoom ?? {
        roomId: target.roomId,
        operatorId: target.operatorId,
        periodId: target.bookingPeriodId,
      },
    });
    // The student may pay on the hosted page: the room's custom checkout, in any tab, offers no
    // card until they say they did not (or the session they went with would have expired).
    holdForHostedCheckout(target.roomId, unistay.scope);
    // Outside the try: an error of the partner's own callback is theirs to see, not a failed start.
    if (latest.current.onCheckoutUrl) latest.current.onCheckoutUrl(session.checkout_url, session);
    else window.location.assign(session.checkout_url);
  }

  return { start, status, error, conflict };
}
