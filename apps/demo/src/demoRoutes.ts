/** The demo server's own routes, beside the proxy at `/api`; the server and the pages share them. */
export const DEMO_ROUTES = {
  staff: '/demo/staff',
  signIn: '/demo/staff/sign-in',
  signOut: '/demo/staff/sign-out',
  /** `GET {bookings}{session_token}`: whether the webhook confirmed that checkout's booking. */
  bookings: '/demo/bookings/',
  /** The events the demo's webhook receiver handled, newest last. */
  receivedEvents: '/demo/webhook-events',
  /** Where the Partner API's webhooks are received (registered in its dashboard). */
  webhook: '/webhooks/partner-api',
  /** The page a student comes back to from hosted checkout: `?session=<session_token>`. */
  bookingReturn: '/booking/return',
};

/** A room's own page, `/rooms/{id}`: the id is the one segment after `/rooms/`, still escaped. */
export const ROOM_PAGE_PATH = /^\/rooms\/([^/]+)$/;

/**
 * A path segment decoded; a malformed escape (`%E0`) is kept as it is, so it is answered as not
 * found rather than thrown.
 */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** What `GET /demo/bookings/{session_token}` answers. */
export type BookingConfirmation =
  | { confirmed: false }
  | {
      confirmed: true;
      booking_id: string | null;
      room: string | null;
      property: string | null;
      received_at: string;
    };

/** One event the demo's receiver handled (once, however many times it was delivered). */
export interface ReceivedEvent {
  key: string;
  type: string;
  received_at: string;
}

/** What the pages ask the demo's server before they show students' data. */
export interface StaffStatus {
  mode: 'live' | 'sandbox';
  /** Whether the enquiry reads need a staff sign-in (live mode). */
  signInRequired: boolean;
  signedIn: boolean;
  /** Whether a password is set, so signing in is possible at all. */
  signInAvailable: boolean;
}
