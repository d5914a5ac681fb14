import { sandboxError } from './responses.js';

/**
 * Who may call the sandbox's own routes (`/__sandbox/`). They change its state (faults, resets,
 * enquiry statuses, webhooks that post anywhere) and show what it holds (events, deliveries), so a
 * page on another origin may not call them: only a page of the sandbox's own origin, or a tool
 * that sends no `Origin` (curl, Node's fetch, a test). Browsers send `Origin` on every cross-origin
 * call a page can read the answer of and on every POST; the GETs they send without one (`<img>`,
 * `<link>`, a link followed) cannot read the answer, and no sandbox GET changes anything.
 *
 * Decided in the core (`createSandbox().handle`) rather than in the Node server so that every way
 * the sandbox is served gets it: its own server, and the demo's dev server, which mounts the
 * sandbox in-process on a port any page the developer visits can reach too. Under MSW the page
 * calls its own origin (Storybook) or sends no `Origin` (Node tests), and passes.
 */

/**
 * The sandbox routes a page on another origin calls by design, by path:
 * - the catalogue's images, shown with `<img>` on the partner's pages;
 * - the card provider's payment intents: the sandbox card provider (`cardProvider.tsx`) reads and
 *   confirms one from the partner's page, as Stripe.js calls Stripe's API from any origin. What
 *   lets it confirm is the intent's client secret in the body, not where the page is.
 */
const OPEN_TO_OTHER_ORIGINS = [
  /^\/__sandbox\/images\/[^/]+$/,
  /^\/__sandbox\/payment_intents\/[^/]+(\/confirm)?$/,
];

/**
 * The sandbox routes a student's browser reaches from any address, by path: besides those open to
 * other origins, the pages of the sandbox's bank and hosted checkout and the hosted page's styles.
 * Every other route under `/__sandbox/` is a developer's tool (reset, faults, payments, events,
 * webhooks, enquiry statuses).
 */
const STUDENT_FACING = [
  ...OPEN_TO_OTHER_ORIGINS,
  /^\/__sandbox\/hosted-checkout\.css$/,
  /^\/__sandbox\/bank\/[^/]+$/,
  /^\/__sandbox\/checkout\/[^/]+(\/complete)?$/,
];

/** Whether pages on other origins may call this path (and get CORS headers from the server). */
export function isOpenToOtherOrigins(pathname: string): boolean {
  // Trailing slashes dropped, as the sandbox's router drops them.
  const path = pathname.replace(/\/+$/, '');
  return OPEN_TO_OTHER_ORIGINS.some((pattern) => pattern.test(path));
}

/**
 * The 403 for a sandbox route called from a page on another origin, or null when it may go on.
 * Same origin means the `Origin`'s host (name and port) is the request's own, or one of
 * `ownHosts` (the host of `publicUrl`, when the sandbox is reached through a proxy).
 */
export function otherOriginRefusal(
  request: Request,
  url: URL,
  ownHosts: readonly string[],
): Response | null {
  const origin = request.headers.get('origin');
  if (origin === null || isOpenToOtherOrigins(url.pathname)) return null;
  if (URL.canParse(origin)) {
    const { host } = new URL(origin);
    if (host === url.host || ownHosts.includes(host)) return null;
  }
  // Anything else, `Origin: null` (a sandboxed frame, a file) included, is another origin.
  return sandboxError(
    403,
    'The sandbox only takes calls to its own routes from pages on its own origin.',
    'other_origin',
  );
}

/**
 * The 403 for a developer's tool (`STUDENT_FACING` says which routes are not) called over a
 * connection from another machine, or null when it may go on. An `Origin` can be written by any
 * client (curl), so only the connection's address tells where the caller is: this machine's
 * tools, tests and pages pass; a server that serves the sandbox to the world (an example put
 * online) keeps its reset, its payments' session tokens and its webhooks to itself. A request
 * with no connection (MSW in a page or a test, the sandbox called in-process) passes.
 */
export function remoteToolRefusal(request: Request, url: URL): Response | null {
  const path = url.pathname.replace(/\/+$/, '');
  if (STUDENT_FACING.some((pattern) => pattern.test(path))) return null;
  // As `toNodeListener` (`@unistay/api-client/server`) makes a Request of Node's: its socket's.
  const address = (request as { socketAddress?: unknown }).socketAddress;
  if (typeof address !== 'string' || isLoopbackAddress(address)) return null;
  return sandboxError(
    403,
    "The sandbox's developer tools (reset, faults, payments, events, webhooks) answer only calls from this machine.",
    'remote_tool',
  );
}

/** 127.0.0.0/8 and ::1, as Node writes a socket's address (IPv4 mapped into IPv6 included). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
