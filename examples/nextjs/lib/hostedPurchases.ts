import 'server-only';
import { type PartnerEvent, purchaseFromBooking } from '@unistay/api-client/server';
import { createFirstClaims } from './firstClaims';
import { ga4MeasurementId } from './measurement';

type Env = Record<string, string | undefined>;

/** GA4's Measurement Protocol, where the API secret goes: Google's, unless GA4_COLLECT_URL says (an EU endpoint). */
const GOOGLE_COLLECT_URL = 'https://www.google-analytics.com/mp/collect';
/** A hosted checkout session lives 30 minutes; a booking's event comes soon after. */
const REMEMBERED_FOR_MS = 2 * 60 * 60 * 1000;
/**
 * Students remembered at once, at most. Only expired entries make room: once full of live ones a
 * new student is not remembered (their purchase is not sent), rather than an honest one forgotten.
 */
const REMEMBERED_AT_MOST = 10_000;

/** Where a purchase is posted, with GA4's id and API secret; null unless both are set. */
export function ga4CollectUrl(env: Env): string | null {
  const measurementId = ga4MeasurementId(env);
  const apiSecret = env.GA4_API_SECRET?.trim();
  if (!measurementId || !apiSecret) return null;
  const configured = env.GA4_COLLECT_URL?.trim();
  const url = new URL(configured && URL.canParse(configured) ? configured : GOOGLE_COLLECT_URL);
  url.searchParams.set('measurement_id', measurementId);
  url.searchParams.set('api_secret', apiSecret);
  return url.href;
}

/** A student who allowed measurement and left for hosted checkout: GA4's id for them, the room's currency. */
export interface MeasuredStudent {
  clientId: string;
  currency: string;
}

/**
 * Hosted checkout's bookings as GA4 purchases, sent from the server: no page of the site sees a
 * booking made on the API's pages. A student who allowed measurement is remembered by the session
 * they left with (`remember`); the booking's event (`onEvent`, from the webhook receiver, which
 * handles each event once) is then sent to GA4 as one purchase keyed by the booking. A student who
 * did not allow it is never remembered, so their booking is never sent.
 */
export function createHostedPurchases({
  env = process.env,
  now = Date.now,
}: {
  env?: Env;
  now?: () => number;
} = {}) {
  const students = createFirstClaims<MeasuredStudent>({
    keepForMs: REMEMBERED_FOR_MS,
    atMost: REMEMBERED_AT_MOST,
    now,
  });
  return {
    /**
     * Remembers the student who left with `sessionToken` (the caller checked the session is
     * theirs): `claimed`; `already` when it was remembered first, which no later claim changes;
     * `full` when every place holds a student not yet expired.
     */
    remember: (sessionToken: string, student: MeasuredStudent) =>
      students.claim(sessionToken, student),
    async onEvent(event: PartnerEvent) {
      if (!event.known || event.type !== 'contract.added') return;
      const token = event.payload.booking?.session_token;
      const student = token ? students.read(token) : undefined;
      if (!token || !student) return;
      const url = ga4CollectUrl(env);
      const purchase = url && purchaseFromBooking(event.payload, student);
      if (!url || !purchase) return;
      // Once: GA4 would count a second purchase of the booking once anyway, by its id.
      students.forget(token);
      try {
        const answer = await fetch(url, {
          method: 'POST',
          body: JSON.stringify(purchase),
          signal: AbortSignal.timeout(5_000),
        });
        if (!answer.ok) console.error(`GA4 refused a booking's purchase: ${answer.status}`);
      } catch (error) {
        // Measurement must not fail the booking's webhook: the API would deliver it again.
        console.error(`GA4 was not reached with a booking's purchase: ${String(error)}`);
      }
    },
  };
}

// One for the process: the measurement route and the webhook's route are bundled apart.
const kept = globalThis as typeof globalThis & {
  unistayHostedPurchases?: ReturnType<typeof createHostedPurchases>;
};
kept.unistayHostedPurchases ??= createHostedPurchases();

/** The process's hosted purchases (`createHostedPurchases`). */
export const hostedPurchases = kept.unistayHostedPurchases;
