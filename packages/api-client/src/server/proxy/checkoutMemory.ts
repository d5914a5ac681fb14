import {
  type CardPaymentKeys,
  type CardPaymentStatusReader,
  cardPaymentStatusByKey,
} from '../cardPaymentStatus.js';
import { sha256Hex } from '../digest.js';
import { ProxyConfigError } from '../proxyConfig.js';
import { type CheckoutStore, createMemoryRateLimitStore } from '../rateLimit.js';
import { cookieValue, createSigner, isRandomId, randomId, serverCookie } from '../signedCookie.js';
import { humanCheckGiven, type PartnerProxyOptions } from './proxyOptions.js';

/**
 * What the proxy keeps of one visitor's checkout of a room, in the checkout store: the session
 * the API started (its answer, given again to every tab that starts the same period), and the
 * booking once the API made it. Nothing the student typed.
 */
export interface CheckoutRecord extends KeptSession {
  /** The booking the API made with this session, and when it was recorded. */
  booking: { id: string | null; at: number } | null;
  /**
   * Bookings of this room made with the visitor's earlier sessions in the last hour, kept when a
   * session for other dates replaced theirs: a start of those dates is still told of them.
   */
  bookedBefore: RecordedBooking[];
  /**
   * The visitor's unpaid sessions of this room that a start of other dates replaced in the last
   * day, newest last: a tab may still hold one and pay into it. A start of their dates reads them
   * first, and a completion of one records its booking.
   */
  replaced: KeptSession[];
}

/** A session the API started for the visitor, as the proxy keeps it. */
export interface KeptSession {
  /** The booking period the session is for. */
  period: string;
  /** When the API started it (ms since 1970, this server's clock). */
  startedAt: number;
  /** The API's answer to the start, as it was sent (`status body`), to give again. */
  answer: { status: number; body: string };
  /** The card provider's keys and the session's token, read from the answer. */
  payment: CardPaymentKeys;
  sessionToken: string;
}

/** A booking the proxy recorded: its dates, the API's id for it (when named), and when. */
export interface RecordedBooking {
  period: string;
  id: string | null;
  at: number;
  /** The session it was made with: a tab completing it again is this visitor's. */
  sessionToken?: string;
}

/**
 * At most this many earlier bookings, and replaced sessions, are kept a record: a visitor books a
 * room a few times, and changes dates a few times.
 */
export const EARLIER_KEPT = 8;

/** The bookings of a record still told of at `now`, its own (if any) last. */
export function recentBookings(record: CheckoutRecord, now: number): RecordedBooking[] {
  const { period, sessionToken } = record;
  const own = record.booking ? [{ period, sessionToken, ...record.booking }] : [];
  return [...record.bookedBefore, ...own]
    .filter((booking) => now - booking.at < BOOKED_MS)
    .slice(-EARLIER_KEPT);
}

/**
 * The sessions a new session replaces, kept to be read before their dates start again: the
 * record's own, unless booked (its payment spent), and those it kept, for a day.
 */
export function replacedBy(record: CheckoutRecord, now: number): KeptSession[] {
  const { period, startedAt, answer, payment, sessionToken } = record;
  const own = record.booking ? [] : [{ period, startedAt, answer, payment, sessionToken }];
  return [...record.replaced, ...own]
    .filter((session) => now - session.startedAt < STARTED_MS)
    .slice(-EARLIER_KEPT);
}

/** The visitor a request comes from, and the cookie that keeps them (set on every answer). */
export interface Visitor {
  id: string;
  cookie: string;
  /** Whether the request carried a valid cookie of theirs (false: a new visitor). */
  known: boolean;
}

const VISITOR_COOKIE = 'unistay_visitor';
/** A visitor is known for a day after their last checkout request. */
const VISITOR_MS = 24 * 60 * 60 * 1000;
/** A session started is kept a day: a payment may still be processing, or be found succeeded. */
const STARTED_MS = 24 * 60 * 60 * 1000;
/** A booking made is answered for an hour to a start of the same room and dates. */
export const BOOKED_MS = 60 * 60 * 1000;
/**
 * How long a session is given again, by default: the API's sessions live 30 minutes, and a page
 * renews its unpaid one at 27, asking anew; a session older than this is not handed to a page
 * that has none, which would have too little of it left to pay in.
 */
const DEFAULT_SESSION_MAX_AGE_MS = 25 * 60 * 1000;

export type CheckoutMemory = ReturnType<typeof createCheckoutMemory>;

/**
 * The checkout memory the partner's options make, or the configuration error that keeps the
 * checkout routes closed (a proxy that cannot tell its visitors apart across instances could start
 * a second session for a room being paid).
 */
export function checkoutMemoryOf(
  options: PartnerProxyOptions,
  partnerId: string,
  upstream: string,
): CheckoutMemory | ProxyConfigError {
  const { checkout = {} } = options;
  const sessionMaxAgeMs = checkout.sessionMaxAgeMs ?? DEFAULT_SESSION_MAX_AGE_MS;
  if (!(Number.isFinite(sessionMaxAgeMs) && sessionMaxAgeMs > 0)) {
    return new ProxyConfigError(
      'createPartnerProxy is not configured: `checkout.sessionMaxAgeMs` is how long a checkout session is paid into before a new one is started, in milliseconds above 0.',
    );
  }
  if (checkout.store !== undefined && typeof checkout.store?.claimCheckout !== 'function') {
    return new ProxyConfigError(
      'createPartnerProxy is not configured: `checkout.store` keeps each visitor’s checkout: give `createRedisRateLimitStore(redis)` (or the memory one) or leave it out.',
    );
  }
  const chosen = checkout.cookieSecret ?? humanCheckGiven(options)?.cookieSecret;
  const token = typeof options.accessToken === 'string' ? options.accessToken : '';
  if (chosen === undefined ? !token : chosen.length < 32) {
    return new ProxyConfigError(
      'createPartnerProxy is not configured: `checkout.cookieSecret` (32 characters or more) signs the cookie each visitor’s checkout is kept by, so every tab and instance pays into one session; give one when `accessToken` is a function.',
    );
  }
  return createCheckoutMemory({
    // From the access token by default: a secret this server already keeps, never sent anywhere.
    secret: chosen ?? `access token\u0000${token}`,
    partnerId,
    upstream,
    store: checkout.store ?? createMemoryRateLimitStore(),
    readStatus:
      checkout.paymentStatus ??
      cardPaymentStatusByKey({ sandboxOrigin: upstream, fetch: options.fetch }),
    sessionMaxAgeMs,
  });
}

function createCheckoutMemory(settings: {
  secret: string;
  partnerId: string;
  upstream: string;
  store: CheckoutStore;
  readStatus: CardPaymentStatusReader;
  sessionMaxAgeMs: number;
}) {
  const { partnerId, upstream, store, readStatus, sessionMaxAgeMs } = settings;
  const signer = createSigner(settings.secret, 'unistay visitor');
  const signed = (expires: string, id: string) => signer.sign(`${partnerId}\u0000${expires}.${id}`);
  const cookieOf = async (id: string, secure: boolean, now: number) => {
    const expires = String(now + VISITOR_MS);
    const value = `${expires}.${id}.${await signed(expires, id)}`;
    return serverCookie(VISITOR_COOKIE, value, { maxAgeMs: VISITOR_MS, secure, sameSite: 'Lax' });
  };
  return {
    store,
    readStatus,
    sessionMaxAgeMs,
    /**
     * The visitor whose cookie the request carries, or a new one: a cookie that is missing,
     * forged, expired or signed for another partner is a new visitor, never an error. Their
     * cookie is given again with a new expiry.
     */
    async visitorOf(cookies: string | null, secure: boolean, now = Date.now()): Promise<Visitor> {
      const value = cookieValue(cookies, VISITOR_COOKIE);
      const [expires = '', id = '', signature = ''] = value?.split('.') ?? [];
      const known =
        value !== undefined &&
        value.length <= 160 &&
        /^\d{1,15}$/.test(expires) &&
        Number(expires) > now &&
        isRandomId(id) &&
        (await signer.verify(`${partnerId}\u0000${expires}.${id}`, signature));
      const visitorId = known ? id : randomId();
      return { id: visitorId, known, cookie: await cookieOf(visitorId, secure, now) };
    },
    /** Where one visitor's checkout of one room is kept: bounded, whatever the room's id. */
    keyOf: (visitor: Visitor, roomId: string) =>
      sha256Hex(`${partnerId}\u0000${upstream}\u0000${visitor.id}\u0000${roomId}`),
    /** How long a record is kept: a day while paying, an hour once booked. */
    keptFor: (record: CheckoutRecord) => (record.booking ? BOOKED_MS : STARTED_MS),
  };
}

/**
 * Whether `sessionToken` is one this proxy started for the record's visitor: the session it keeps,
 * one that other dates replaced, or one a booking was made with in the last hour.
 */
export const startedFor = (record: CheckoutRecord, sessionToken: string): boolean =>
  record.sessionToken === sessionToken ||
  record.replaced.some((session) => session.sessionToken === sessionToken) ||
  record.bookedBefore.some((booking) => booking.sessionToken === sessionToken);

/**
 * Whether the visitor whose cookies are `cookies` started `sessionToken` for `roomId` through this
 * proxy, read from the store within `timeoutMs`: false for an unknown visitor, a session of
 * someone else's, or a store that does not answer.
 */
export async function visitorStarted(
  memory: CheckoutMemory,
  cookies: string | null,
  { roomId, sessionToken }: { roomId: string; sessionToken: string },
  timeoutMs: number,
): Promise<boolean> {
  const visitor = await memory.visitorOf(cookies, false);
  if (!visitor.known) return false;
  const key = await memory.keyOf(visitor, roomId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const held = await Promise.race([memory.store.readCheckout(key), late]);
    const record = held?.state === 'kept' ? readRecord(held.value) : null;
    return record !== null && startedFor(record, sessionToken);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A record as kept in the store. */
export const writeRecord = (record: CheckoutRecord): string => JSON.stringify(record);

/** A record read back from the store, or null when it is not one this proxy wrote. */
export function readRecord(value: string): CheckoutRecord | null {
  try {
    const record = JSON.parse(value) as Partial<CheckoutRecord>;
    const { booking } = record;
    // Records written before earlier bookings and sessions were kept have none.
    const { bookedBefore = [], replaced = [] } = record;
    if (
      !isKeptSession(record) ||
      (booking !== null && typeof booking?.at !== 'number') ||
      !isListOf(bookedBefore, isRecordedBooking) ||
      !isListOf(replaced, isKeptSession)
    ) {
      return null;
    }
    return { ...(record as CheckoutRecord), bookedBefore, replaced };
  } catch {
    return null;
  }
}

const isListOf = <Item>(list: unknown, isItem: (value: unknown) => value is Item) =>
  Array.isArray(list) && list.length <= EARLIER_KEPT && list.every(isItem);

const isKeptSession = (value: unknown): value is KeptSession => {
  const { period, startedAt, answer, payment, sessionToken } = (value ??
    {}) as Partial<KeptSession>;
  return (
    typeof period === 'string' &&
    typeof startedAt === 'number' &&
    typeof answer?.status === 'number' &&
    typeof answer.body === 'string' &&
    typeof payment?.publicKey === 'string' &&
    typeof payment.clientSecret === 'string' &&
    typeof sessionToken === 'string'
  );
};

const isRecordedBooking = (value: unknown): value is RecordedBooking => {
  const booking = value as Partial<RecordedBooking> | null;
  return (
    typeof booking?.period === 'string' &&
    typeof booking.at === 'number' &&
    (booking.id === null || typeof booking.id === 'string') &&
    (booking.sessionToken === undefined || typeof booking.sessionToken === 'string')
  );
};
