import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type BookingConfirmation, DEMO_ROUTES } from './demoRoutes.js';
import { linkClick, useLocation } from './navigation.js';

/** How long the page waits for the booking event before it says what to do. */
const WAIT_MS = 60_000;
const POLL_MS = 1000;

/**
 * Where a student lands back from hosted checkout. The booking is not known from the return
 * itself (anyone can open this address): the page asks the demo's server, which learns it from
 * the API's booking event, until the booking of this checkout session is confirmed.
 */
export function BookingReturnPage() {
  const session = new URLSearchParams(useLocation().search).get('session') ?? '';
  const [attempt, setAttempt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const confirmation = useQuery({
    queryKey: ['demo', 'booking', session],
    queryFn: async ({ signal }): Promise<BookingConfirmation> => {
      const response = await fetch(`${DEMO_ROUTES.bookings}${encodeURIComponent(session)}`, {
        signal,
      });
      if (!response.ok) throw new Error(`The demo's server answered ${response.status}.`);
      return response.json();
    },
    enabled: session !== '',
    refetchInterval: (query) => (query.state.data?.confirmed || timedOut ? false : POLL_MS),
  });
  const confirmed = confirmation.data?.confirmed ? confirmation.data : null;

  // Each wait (the first, and each "Check again") ends after WAIT_MS unless confirmed before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the wait
  useEffect(() => {
    if (confirmed || !session) return;
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), WAIT_MS);
    return () => clearTimeout(timer);
  }, [attempt, confirmed, session]);

  // The outcome replaces the waiting message: its heading takes focus, so it is read out.
  useEffect(() => {
    if (confirmed || timedOut) heading.current?.focus();
  }, [confirmed, timedOut]);

  if (!session) {
    return (
      <section aria-labelledby="return-heading">
        <h1 id="return-heading">Nothing to confirm</h1>
        <p>
          This page confirms a booking made through secure checkout, and this address names no
          checkout.{' '}
          <a href="/rooms" onClick={linkClick('/rooms')}>
            Find a room
          </a>
          .
        </p>
      </section>
    );
  }

  if (confirmed) {
    return (
      <section aria-labelledby="return-heading" className="demo-confirmation">
        <h1 id="return-heading" ref={heading} tabIndex={-1}>
          Booking confirmed
        </h1>
        <p>
          {confirmed.room
            ? `${confirmed.room}${confirmed.property ? ` at ${confirmed.property}` : ''} is yours.`
            : 'Your room is booked.'}{' '}
          Your booking reference is{' '}
          <strong className="demo-reference">{confirmed.booking_id}</strong>.
        </p>
        <p className="demo-muted">
          The accommodation provider will email you about moving in. Keep your reference for any
          questions.
        </p>
      </section>
    );
  }

  if (timedOut) {
    return (
      <section aria-labelledby="return-heading">
        <h1 id="return-heading" ref={heading} tabIndex={-1}>
          Your booking is not confirmed yet
        </h1>
        <p>
          We have not heard from the accommodation provider in the last minute. If you paid, your
          booking is being processed and you will get an email when it is confirmed: do not pay
          again.
        </p>
        <p>
          Check again in a few minutes. If it is still not confirmed in an hour,{' '}
          <a href="/ask" onClick={linkClick('/ask')}>
            ask us
          </a>{' '}
          and give the time you paid.
        </p>
        <button
          type="button"
          onClick={() => {
            setAttempt((count) => count + 1);
            void confirmation.refetch();
          }}
        >
          Check again
        </button>
      </section>
    );
  }

  return (
    <section aria-labelledby="return-heading" aria-busy="true">
      <h1 id="return-heading">Confirming your booking</h1>
      <p role="status">
        Waiting for the accommodation provider to confirm your booking. This usually takes a few
        seconds: please stay on this page.
      </p>
    </section>
  );
}
