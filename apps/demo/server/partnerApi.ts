import { randomUUID } from 'node:crypto';
import {
  clientNetwork,
  createMemoryRateLimitStore,
  createPartnerProxy,
  createWebhookHandler,
  emailInBody,
  type HumanVerifier,
  isEnquiryRead,
  type PartnerProxy,
  type PartnerProxyOptions,
  toNodeListener,
} from '@unistay/api-client/server';
import { createSandbox, sandboxHumanVerifier } from '@unistay/sandbox';
import { DEMO_ROUTES, decodeSegment, type StaffStatus } from '../src/demoRoutes.js';
import { PROXY_PROTECTIONS } from '../src/protections.js';
import { createBookingConfirmations } from './bookingConfirmations.js';
import { isLiveMode } from './mode.js';
import { createStaffSession } from './staffSession.js';

/**
 * The demo's server side: the Partner API proxy at `/api`, so the browser holds no credentials.
 * With PARTNER_API_URL, PARTNER_ID and PARTNER_ACCESS_TOKEN set it forwards to the live API, and
 * the enquiry reads need a staff sign-in (DEMO_STAFF_PASSWORD); otherwise it forwards to a sandbox
 * in this process, whose data is fictional, so the reads are public and its own routes
 * (`/__sandbox/...`) are served too.
 *
 * On the sandbox, the proxy guards the public forms and the checkout as a partner's server would
 * (`PROXY_PROTECTIONS`): limits per client address and per email address, the sandbox's human
 * check, and the same enquiry sent again answered with the first one's reference.
 *
 * Either way it receives the API's webhooks at `/webhooks/partner-api` and remembers each
 * booking by its checkout session, for the page students return to from hosted checkout. Live,
 * the receiver takes the access token registered with the webhook (PARTNER_WEBHOOK_TOKEN); on the
 * sandbox, it registers itself with a token made up at start.
 *
 * Wrong staff passwords are counted per client address: the connection's, or behind
 * DEMO_TRUSTED_PROXIES proxies of the operator's own, the address the nearest of them saw.
 */
export function createDemoApi(env: Record<string, string | undefined> = process.env) {
  const {
    PARTNER_API_URL,
    PARTNER_ID,
    PARTNER_ACCESS_TOKEN,
    PARTNER_WEBHOOK_TOKEN,
    DEMO_STAFF_PASSWORD,
    DEMO_TRUSTED_PROXIES,
  } = env;
  const live = isLiveMode(env);
  const trustedProxies = trustedProxyCount(DEMO_TRUSTED_PROXIES);
  const staff = createStaffSession(DEMO_STAFF_PASSWORD, { trustedProxies });
  const confirmations = createBookingConfirmations();
  const webhookToken = live ? PARTNER_WEBHOOK_TOKEN : `whsec_demo_${randomUUID()}`;
  const createReceiver = () =>
    createWebhookHandler({ accessToken: webhookToken, onEvent: confirmations.onEvent });
  let receiver = createReceiver();

  function demoRoute(request: Request, path: string): Response | Promise<Response> | null {
    if (path === DEMO_ROUTES.staff && request.method === 'GET') {
      const status: StaffStatus = {
        mode: live ? 'live' : 'sandbox',
        signInRequired: live,
        signedIn: staff.isStaff(request),
        signInAvailable: staff.configured,
      };
      return Response.json(status, { headers: { 'Cache-Control': 'no-store' } });
    }
    if (path === DEMO_ROUTES.signIn && request.method === 'POST') return staff.signIn(request);
    if (path === DEMO_ROUTES.signOut && request.method === 'POST') return staff.signOut(request);
    if (path === DEMO_ROUTES.webhook) {
      if (!webhookToken) {
        return Response.json(
          {
            error:
              "Set PARTNER_WEBHOOK_TOKEN to the access token registered with this webhook in the Partner API's dashboard.",
          },
          { status: 503 },
        );
      }
      return receiver(request);
    }
    if (path.startsWith(DEMO_ROUTES.bookings) && request.method === 'GET') {
      return noStore(
        confirmations.confirmation(decodeSegment(path.slice(DEMO_ROUTES.bookings.length))),
      );
    }
    if (path === DEMO_ROUTES.receivedEvents && request.method === 'GET') {
      // Live, these are real bookings: for signed-in staff only, as the enquiries are.
      if (live && !staff.isStaff(request)) return noStore({ error: 'Sign in first.' }, 403);
      return noStore({ events: confirmations.received() });
    }
    return null;
  }

  if (live) {
    const proxy = createPartnerProxy({
      upstream: PARTNER_API_URL as string,
      partnerId: PARTNER_ID as string,
      accessToken: PARTNER_ACCESS_TOKEN as string,
      // Enquiries hold real students' data: only signed-in staff read them.
      authorize: (request, route) => !isEnquiryRead(route) || staff.isStaff(request),
      // The demo live is for a partner's developer trying their credentials, not for students: it
      // has no human check widget (the Next.js example has Turnstile's), so it runs without one,
      // said here rather than left out. Put one in front of the public before students use it.
      humanCheck: 'off',
      trustedProxies,
      // One process: the checkout it keeps for each visitor is in this process's memory.
      singleInstance: true,
    });
    const handle: PartnerProxy = async (request) =>
      demoRoute(request, new URL(request.url).pathname) ?? proxy(request);
    return { mode: 'live' as const, handle, nodeListener: toNodeListener(handle), sandbox: null };
  }

  const sandbox = createSandbox({
    // Registered as a partner registers its webhook in the dashboard, and delivered in-process:
    // the request goes through this server's own handler, exactly as one arriving over HTTP would.
    webhooks: [
      { url: `http://localhost${DEMO_ROUTES.webhook}`, events: ['*'], accessToken: webhookToken },
    ],
    fetch: async (input, init) => handle(new Request(input, init)),
  });
  const [partner] = sandbox.partners;
  if (!partner) throw new Error('The sandbox has no partner to act as.');
  const { partnerId, accessToken } = partner;
  const proxies = new Map<string, PartnerProxy>();
  // The human tokens used so far, kept through resets: a token is good once, ever.
  const verifyHuman = sandboxHumanVerifier();
  let guards = sandboxGuards(verifyHuman, trustedProxies);
  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const own = demoRoute(request, url.pathname);
    if (own) return own;
    if (url.pathname === '/__sandbox/reset' && request.method === 'POST') {
      // Only a reset the sandbox takes (from this origin, or a tool) clears anything here: a page
      // elsewhere could otherwise wipe the limits' counts for anyone.
      const answer = await sandbox.handle(request);
      if (!answer.ok) return answer;
      // The reset sandbox makes the same booking ids again: what the receiver handled before
      // (and remembers, to handle each event once) goes with it.
      confirmations.clear();
      receiver = createReceiver();
      // What the limits counted and the enquiries remembered start again with it.
      guards = sandboxGuards(verifyHuman, trustedProxies);
      proxies.clear();
      return answer;
    }
    if (url.pathname.startsWith('/__sandbox/')) return sandbox.handle(request);
    // Upstream is this server's own origin, so the links the sandbox writes (checkout_url,
    // pagination) point where the browser can follow them; the request never leaves the process.
    let proxy = proxies.get(url.origin);
    if (!proxy) {
      // The origin comes from the request's Host: keep a few, not one per Host anyone sends.
      if (proxies.size >= 8) proxies.clear();
      proxy = createPartnerProxy({
        upstream: url.origin,
        partnerId,
        accessToken,
        // The sandbox's students are fictional, so anyone trying the demo may read them.
        publicEnquiryReads: true,
        fetch: async (input, init) => sandbox.handle(new Request(input, init)),
        ...guards,
      });
      proxies.set(url.origin, proxy);
    }
    return proxy(request);
  }
  return { mode: 'sandbox' as const, handle, nodeListener: toNodeListener(handle), sandbox };
}
export type DemoApi = ReturnType<typeof createDemoApi>;

/**
 * DEMO_TRUSTED_PROXIES as a number: unset is 0, so `X-Forwarded-For`, which anyone can send, is not
 * read. Anything but a whole number stops the server at start, with a sentence saying so, rather
 * than counting sign-ins under the wrong address.
 */
function trustedProxyCount(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return 0;
  const count = Number(setting);
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new Error(
      `DEMO_TRUSTED_PROXIES is the number of proxies of your own in front of the demo (0, 1, 2...), not ${JSON.stringify(setting)}.`,
    );
  }
  return count;
}

/**
 * The proxy's guards on the sandbox (`PROXY_PROTECTIONS`), one set for every proxy it keeps: a
 * new Host would otherwise count from nothing. The human check's `verify` outlives them: it remembers the
 * tokens used. Addresses are read behind DEMO_TRUSTED_PROXIES proxies, and this one process is the
 * only one (its in-process sandbox included), so memory counts everything: both said, so the demo
 * on the sandbox under a host name of its own (not loopback) runs as it does on localhost.
 */
function sandboxGuards(
  verifyHuman: HumanVerifier,
  trustedProxies: number,
): Partial<PartnerProxyOptions> {
  const { perAddress, perEmail, duplicateWindowMs, trustHumansForMs } = PROXY_PROTECTIONS;
  const store = createMemoryRateLimitStore();
  return {
    rateLimit: {
      rules: [
        {
          ...perAddress,
          store,
          key: (request) => clientNetwork(request, { trustedProxies }) ?? 'unknown',
        },
        {
          ...perEmail,
          store,
          key: emailInBody,
          routes: ['enquiries.createGeneral', 'enquiries.createSpecific'],
        },
      ],
    },
    humanCheck: { verify: verifyHuman, trustForMs: trustHumansForMs },
    deduplicate: { windowMs: duplicateWindowMs, store },
    trustedProxies,
    singleInstance: true,
  };
}

const noStore = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
