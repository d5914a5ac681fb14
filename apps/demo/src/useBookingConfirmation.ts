import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** How long a return page waits for the booking event before it says what to do. */
const WAIT_MS = 60_000;
const POLL_MS = 1000;

/** What a partner's server says about a checkout session's booking. */
export interface Confirmation {
  confirmed: boolean;
}

/**
 * The return page's wait for a booking: it asks `check` (the partner's server, which learns of
 * bookings from the API's webhook) once a second until the session's booking is confirmed, for a
 * minute at most; `checkAgain` waits a minute more. The outcome's heading takes focus, so a
 * screen reader reads it out. Shared by the Vite demo and the Next.js example.
 */
export function useBookingConfirmation<Answer extends Confirmation>(
  session: string,
  check: (session: string, signal: AbortSignal) => Promise<Answer>,
): {
  /** The server's answer once it says the booking is confirmed; null until then. */
  confirmed: Extract<Answer, { confirmed: true }> | null;
  timedOut: boolean;
  checkAgain: () => void;
  heading: RefObject<HTMLHeadingElement | null>;
} {
  const [timedOut, setTimedOut] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const status = useQuery({
    queryKey: ['booking-confirmation', session],
    queryFn: ({ signal }) => check(session, signal),
    enabled: session !== '',
    refetchInterval: (query) => (query.state.data?.confirmed || timedOut ? false : POLL_MS),
  });
  const confirmed = status.data?.confirmed
    ? (status.data as Extract<Answer, { confirmed: true }>)
    : null;

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

  return {
    confirmed,
    timedOut,
    heading,
    checkAgain: () => {
      setAttempt((count) => count + 1);
      void status.refetch();
    },
  };
}
