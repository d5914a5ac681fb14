import { createMemoryRateLimitStore, readBodyWithin } from '@unistay/api-client/server';
import { cookies } from 'next/headers';
import { ga4CollectUrl, hostedPurchases } from '../../../lib/hostedPurchases';
import {
  MEASUREMENT_COOKIE,
  measurementSetting,
  measuresWithGoogle,
} from '../../../lib/measurement';
import { fromThisSite } from '../../../lib/pageRequests';
import { partnerProxy } from '../../../lib/partnerProxy';

/** A session token, a room and a currency: far less than this. */
const MOST_BYTES = 1024;
/** A student leaves for hosted checkout a few times at most in ten minutes. */
const PER_VISITOR = { windowMs: 10 * 60_000, max: 10 };
const beacons = createMemoryRateLimitStore();

/**
 * A student leaving for hosted checkout with measurement allowed: remembered by the session they
 * left with, so the booking's webhook counts their purchase in GA4 (`lib/hostedPurchases.ts`).
 * The page sends it as a beacon as the student leaves. Taken only from this site's pages, only
 * with the student's consent in the site's cookie (whatever the page says), and only when GA4's
 * API secret is set; each value checked, nothing else kept. Only for a session this browser
 * started (the proxy's record of its checkouts): another student's token, with someone else's
 * GA4 id, would send their purchase under that id. The first claim stands, and each browser is
 * limited.
 */
export async function POST(request: Request) {
  if (!fromThisSite(request)) return new Response(null, { status: 403 });
  const jar = await cookies();
  // The rule the page's policy follows, and the API secret besides.
  const allowed = measuresWithGoogle(
    measurementSetting(process.env, jar.get(MEASUREMENT_COOKIE)?.value),
  );
  if (!allowed || !ga4CollectUrl(process.env)) return new Response(null, { status: 204 });
  const body = await readBodyWithin(request, MOST_BYTES, AbortSignal.timeout(5_000)).catch(
    () => null,
  );
  if (!body || body === 'too_large') return new Response(null, { status: 413 });
  const left = leftWith(new TextDecoder().decode(body));
  if (!left) return new Response(null, { status: 400 });
  const { roomId, sessionToken, currency } = left;
  if (!(await partnerProxy.checkoutStartedBy(request, { roomId, sessionToken }))) {
    return new Response(null, { status: 403 });
  }
  // Keyed by the browser the proxy knows (its signed visitor cookie, checked just above).
  const visitor = jar.get('unistay_visitor')?.value ?? '';
  const verdict = await beacons.take(`beacon:${visitor}`, PER_VISITOR);
  if (!verdict.allowed) {
    return new Response(null, {
      status: 429,
      headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
    });
  }
  const kept = hostedPurchases.remember(sessionToken, {
    clientId: clientIdOf(jar.get('_ga')?.value),
    currency,
  });
  return new Response(null, { status: kept === 'full' ? 503 : 204 });
}

/** `{ session_token, room_id, currency }` as the page sends it, or null when it is not that. */
function leftWith(text: string): { sessionToken: string; roomId: string; currency: string } | null {
  try {
    const { session_token, room_id, currency } = JSON.parse(text) as Record<string, unknown>;
    if (typeof session_token !== 'string' || !/^[\w-]{1,200}$/.test(session_token)) return null;
    if (typeof room_id !== 'string' || !/^[\w-]{1,128}$/.test(room_id)) return null;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
    return { sessionToken: session_token, roomId: room_id, currency };
  } catch {
    return null;
  }
}

/**
 * GA4's id for the student, from the `_ga` cookie its tag keeps (`GA1.1.<random>.<seconds>`), so
 * the booking joins their visit; a new one where there is none.
 */
function clientIdOf(cookie: string | undefined): string {
  const kept = /^GA\d+\.\d+\.(\d{1,20}\.\d{1,20})$/.exec(cookie ?? '');
  if (kept?.[1]) return kept[1];
  const random = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `${random}.${Math.floor(Date.now() / 1000)}`;
}
