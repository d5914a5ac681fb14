/** The demo server's own routes, beside the proxy at `/api`; the server and the pages share them. */
export const DEMO_ROUTES = {
  staff: '/demo/staff',
  signIn: '/demo/staff/sign-in',
  signOut: '/demo/staff/sign-out',
};

/** What the pages ask the demo's server before they show students' data. */
export interface StaffStatus {
  mode: 'live' | 'sandbox';
  /** Whether the enquiry reads need a staff sign-in (live mode). */
  signInRequired: boolean;
  signedIn: boolean;
  /** Whether a password is set, so signing in is possible at all. */
  signInAvailable: boolean;
}
