import {
  BOOKING_ALREADY_COMPLETED,
  checkoutSessionSchema,
  RENEWING_HEADER,
  START_ANEW_HEADER,
} from '../../../checkout.js';
import { envelopeSchema } from '../../../envelope.js';
import { UNPAID_STATUSES } from '../../cardPaymentStatus.js';
import { abortSignalOf } from '../../deadline.js';
import { type ProxyAnswer, partnerError } from '../../proxyExchange.js';
import {
  type CheckoutMemory,
  type CheckoutRecord,
  EARLIER_KEPT,
  type KeptSession,
  type RecordedBooking,
  readRecord,
  recentBookings,
  replacedBy,
  startedFor,
  type Visitor,
  writeRecord,
} from '../checkoutMemory.js';
import type { ForwardContext, ProxyStep } from '../pipeline.js';
import { humanCheckGiven } from '../proxyOptions.js';
import { refusedAsRobot } from './checkHuman.js';

const startAnswerSchema = envelopeSchema(checkoutSessionSchema);

const UNSAFE =
  'The checkout cannot be started safely right now. Nothing has been paid: try again in a moment.';
/** How long a start waits for the same visitor's start of the same room (another tab) to end. */
const WAIT_FOR_OTHER_START_MS = 5_000;
const WAIT_STEP_MS = 50;

/**
 * The partner's server as the record of each visitor's checkout (DESIGN: money). For a visitor
 * (their signed cookie) and a room, the store keeps the session the API started and the booking
 * it made, so every tab, duplicate, reload and instance pays into one session, which the card
 * provider charges at most once:
 * - a start of the same dates while that session is young is answered with it, not sent again;
 * - a start of other dates, or once it aged, first reads the payment from the card provider: only
 *   unpaid lets a new session start; a payment under way or taken answers 409 with that session;
 * - a start of dates this visitor booked in the last hour (with this session or one it replaced)
 *   answers 409 with the booking, unless the page asks to start anew (`START_ANEW_HEADER`: to
 *   book again);
 * - a page renewing its unpaid session near its end (`RENEWING_HEADER`, its token) starts a new
 *   one, once the payment reads unpaid, only while that session is the one kept: a tab renewing
 *   after another did is given the renewed session;
 * - a completion the API answered with a booking is recorded for the session's record.
 * A store or a status read that fails answers 503: the checkout is not started blind.
 */
export const rememberCheckout: ProxyStep = async (context, next) => {
  const memory = context.configuration.checkout;
  const role = context.policy.checkoutRecord;
  if (!role) return next();
  if (memory instanceof Error) {
    context.settings.log.once(memory.message);
    return { ...partnerError(500, memory.message), reason: 'proxy_configuration' };
  }
  const visitor = await memory.visitorOf(context.request.header('cookie'), secureOf(context));
  const roomId = context.route.params.roomId ?? '';
  const key = await memory.keyOf(visitor, roomId);
  let answer: ProxyAnswer;
  try {
    answer =
      role === 'start'
        ? await start(context, memory, key, next)
        : await complete(context, memory, key, visitor, next);
  } catch (error) {
    if (!(error instanceof UnsafeCheckout)) throw error;
    answer = unsafe(error.message);
  }
  return { ...answer, cookies: [...(answer.cookies ?? []), visitor.cookie] };
};

/** Thrown where the checkout cannot be kept safely (its store failed): answered 503. */
class UnsafeCheckout extends Error {}

const secureOf = ({ request }: ForwardContext) =>
  request.secure || request.header('x-forwarded-proto') === 'https';

async function start(
  context: ForwardContext,
  memory: CheckoutMemory,
  key: string,
  next: () => Promise<ProxyAnswer>,
): Promise<ProxyAnswer> {
  const period = context.json?.booking_period_id;
  // Not a start the API takes: it refuses it, and there is nothing to remember.
  if (typeof period !== 'string' || period === '' || period.length > 128) return next();
  const askedAnew = context.request.header(START_ANEW_HEADER) === 'true';
  const renewing = context.request.header(RENEWING_HEADER);
  const store = storeCalls(context, memory);
  const waitUntil = Date.now() + WAIT_FOR_OTHER_START_MS;
  for (;;) {
    const held = await store.read(key);
    if (held.state === 'starting') {
      if (Date.now() > waitUntil) return unsafe('another start of this checkout did not end');
      await pause(context, WAIT_STEP_MS);
      continue;
    }
    const kept = held.state === 'kept' ? held.value : null;
    const record = kept === null ? null : readRecord(kept);
    // A renewal of a session no longer kept (another tab renewed it first) is given the kept one.
    const anew = askedAnew || (renewing !== null && renewing === record?.sessionToken);
    const decision = await decide(context, memory, record, period, anew);
    if (decision !== 'start anew') return withPass(context, decision);
    if (await store.claim(key, kept)) {
      const now = Date.now();
      // Dates booked again (anew) are this session's now: their earlier booking is not told of.
      const bookedBefore = (record ? recentBookings(record, now) : []).filter(
        (booking) => booking.period !== period,
      );
      const replaced = record ? replacedBy(record, now) : [];
      return startAnew(context, memory, key, { period, bookedBefore, replaced }, next);
    }
  }
}

/** What a start is answered for what the store holds: the answer, or to start a new session. */
async function decide(
  context: ForwardContext,
  memory: CheckoutMemory,
  record: CheckoutRecord | null,
  period: string,
  anew: boolean,
): Promise<ProxyAnswer | 'start anew'> {
  if (!record) return 'start anew';
  const now = Date.now();
  // Dates booked a moment ago, with this session or an earlier one, are not paid again unasked.
  const booked = recentBookings(record, now).findLast((booking) => booking.period === period);
  if (booked && !anew) return bookedAnswer(booked);
  // Sessions of these dates that other dates replaced: a tab that still held one may have paid.
  for (const earlier of record.replaced.filter((session) => session.period === period)) {
    const status = await readPaymentStatus(context, memory, earlier);
    if (status === null) return unsafe("the card provider's status could not be read");
    if (!UNPAID_STATUSES.has(status)) return paymentConflict(earlier, status, now);
  }
  // A booking's payment is spent: other dates, or the same for someone else, start afresh.
  if (record.booking) return 'start anew';
  const ageMs = Math.max(0, now - record.startedAt);
  if (record.period === period && ageMs < memory.sessionMaxAgeMs && !anew) {
    return { status: record.answer.status, headers: JSON_HEADERS, body: withAge(record, ageMs) };
  }
  const status = await readPaymentStatus(context, memory, record);
  if (status === null) return unsafe("the card provider's status could not be read");
  if (UNPAID_STATUSES.has(status)) return 'start anew';
  return paymentConflict(record, status, now);
}

/** A 409 with the session whose payment is under way or taken, for the page to go on with. */
function paymentConflict(session: KeptSession, status: string, now: number): ProxyAnswer {
  const checkout = sessionOf(session, Math.max(0, now - session.startedAt));
  const booking_period_id = session.period;
  if (status === 'succeeded') {
    return partnerError(
      409,
      'The payment for this room has been taken: complete its booking rather than pay again.',
      { code: 'payment_taken', data: { reason: 'payment_taken', booking_period_id, checkout } },
    );
  }
  return partnerError(
    409,
    'A payment for this room is under way: finish it, or wait until the card provider says how it went, before starting another.',
    {
      code: 'payment_under_way',
      data: { reason: 'payment_under_way', payment_status: status, booking_period_id, checkout },
    },
  );
}

/** The start sent to the API, its session kept for the next start; nothing kept when it fails. */
async function startAnew(
  context: ForwardContext,
  memory: CheckoutMemory,
  key: string,
  { period, bookedBefore, replaced }: Pick<CheckoutRecord, 'period' | 'bookedBefore' | 'replaced'>,
  next: () => Promise<ProxyAnswer>,
): Promise<ProxyAnswer> {
  const store = storeCalls(context, memory);
  let kept = false;
  try {
    const answer = await next();
    if (answer.status < 200 || answer.status > 299) return answer;
    const body = textOf(answer);
    const session = startAnswerSchema.safeParse(safeJson(body));
    // A session this proxy cannot read cannot be given again: the browser refuses it too.
    if (!session.success) return answer;
    const { card_provider, session_token } = session.data.data;
    const record: CheckoutRecord = {
      period,
      startedAt: Date.now(),
      answer: { status: answer.status, body },
      payment: { publicKey: card_provider.public_key, clientSecret: card_provider.client_secret },
      sessionToken: session_token,
      booking: null,
      bookedBefore,
      replaced,
    };
    // Not kept is not given: another tab would start a second session for this room.
    if (!(await store.keep(key, record))) return unsafe('the new session could not be kept');
    kept = true;
    // Its age said, as for every session this server keeps: the page knows the server decides.
    return { ...answer, headers: JSON_HEADERS, body: withAge(record, 0) };
  } finally {
    if (!kept) void memory.store.releaseCheckout(key).catch(() => {});
  }
}

/** A completion sent to the API; a booking it made (or had made) recorded for its session. */
async function complete(
  context: ForwardContext,
  memory: CheckoutMemory,
  key: string,
  visitor: Visitor,
  next: () => Promise<ProxyAnswer>,
): Promise<ProxyAnswer> {
  const store = storeCalls(context, memory);
  const token = context.json?.session_token;
  const held = visitor.known ? await store.read(key) : null;
  const record = held?.state === 'kept' ? readRecord(held.value) : null;
  if (!record || typeof token !== 'string' || !startedFor(record, token)) {
    // Not a session this proxy started for this visitor: a script's, or a student's whose cookie
    // or record is gone (a store restarted, cookies cleared while paying). A person is let through
    // to complete it (the human check); without a human check, nobody is.
    const refused = humanCheckGiven(context.settings.options)?.verify
      ? await refusedAsRobot(context)
      : notStartedHere();
    if (refused) return refused;
  }
  const answer = await next();
  const bookingId = bookingOf(answer);
  if (bookingId === undefined || !record) return answer;
  if (record.sessionToken !== token) {
    // A session other dates replaced, paid in a tab that held it: its booking is told of too.
    const earlier = record.replaced.find((session) => session.sessionToken === token);
    if (!earlier) return answer;
    const booking = {
      period: earlier.period,
      id: bookingId,
      at: Date.now(),
      sessionToken: earlier.sessionToken,
    };
    await store.keep(key, {
      ...record,
      replaced: record.replaced.filter((session) => session !== earlier),
      bookedBefore: [...record.bookedBefore, booking].slice(-EARLIER_KEPT),
    });
    return answer;
  }
  if (!record.booking) {
    await store.keep(key, { ...record, booking: { id: bookingId, at: Date.now() } });
    return answer;
  }
  // Completed again (another tab, a reload): the API does not name the booking again; this server
  // recorded it, so the page shows the same reference as the tab that made it.
  return bookingId === null && record.booking.id
    ? namingBooking(answer, record.booking.id)
    : answer;
}

/** The API's "already completed" with the booking's id in its `data`, as a first answer has it. */
function namingBooking(answer: ProxyAnswer, bookingId: string): ProxyAnswer {
  const body = safeJson(textOf(answer)) as { data?: unknown } | null;
  if (!body || typeof body !== 'object') return answer;
  const data = body.data && typeof body.data === 'object' ? body.data : {};
  return { ...answer, body: JSON.stringify({ ...body, data: { ...data, booking_id: bookingId } }) };
}

const textOf = ({ body }: ProxyAnswer) =>
  typeof body === 'string' ? body : new TextDecoder().decode(body);

/**
 * The booking a completion's answer names: its id on a 2xx, the id or null on the API's "already
 * completed"; undefined when it made none.
 */
function bookingOf(answer: ProxyAnswer): string | null | undefined {
  const body = safeJson(textOf(answer)) as {
    message?: unknown;
    data?: { booking_id?: unknown };
  } | null;
  const id = body?.data?.booking_id;
  const named = typeof id === 'string' && id.length <= 128 ? id : null;
  if (answer.status >= 200 && answer.status < 300) return named ?? undefined;
  return String(body?.message).includes(BOOKING_ALREADY_COMPLETED) ? named : undefined;
}

/** The API's answer to the start, given again with how long ago the session began. */
const withAge = (record: KeptSession, ageMs: number): string =>
  JSON.stringify(answerWithAge(record, ageMs));

/** The session the start answered (`data`), with its age: what a page pays into and renews by. */
const sessionOf = (record: KeptSession, ageMs: number) => answerWithAge(record, ageMs).data;

/** The kept answer, read once, with the session's age in its `data`. */
function answerWithAge(record: KeptSession, ageMs: number) {
  const answer = JSON.parse(record.answer.body) as { data: Record<string, unknown> };
  return { ...answer, data: { ...answer.data, session_age_ms: ageMs } };
}

/** A completion of a session this proxy did not start for the visitor, where no check can vouch. */
const notStartedHere = (): ProxyAnswer =>
  partnerError(
    403,
    'This booking cannot be completed from this browser. If you paid, nothing more will be taken: contact us with your payment reference.',
    { code: 'checkout_not_started_here', data: { reason: 'checkout_not_started_here' } },
  );

function bookedAnswer(booking: RecordedBooking): ProxyAnswer {
  return partnerError(
    409,
    'You booked this room for these dates a moment ago. To book it again for someone else, start again and say so.',
    {
      code: 'checkout_booked',
      data: {
        reason: 'checkout_booked',
        booking_id: booking.id,
        booking_period_id: booking.period,
      },
    },
  );
}

/** The payment's status from its card provider, or null when it cannot be read (logged once). */
async function readPaymentStatus(
  { settings, deadline }: ForwardContext,
  memory: CheckoutMemory,
  record: KeptSession,
): Promise<string | null> {
  try {
    return await memory.readStatus(record.payment, abortSignalOf(deadline));
  } catch (error) {
    if (deadline.aborted) throw deadline.reason;
    settings.log.once(
      "createPartnerProxy: a checkout payment's status could not be read from the card provider (`checkout.paymentStatus`), so no new session was started.",
      error,
    );
    return null;
  }
}

/** The store's calls under the request's deadline; a store that fails is logged once and answers 503. */
function storeCalls({ settings, deadline }: ForwardContext, memory: CheckoutMemory) {
  const { store } = memory;
  const within = <T>(work: () => Promise<T>) =>
    settings.stores.within(store, work, deadline).catch((error: unknown) => {
      if (deadline.aborted) throw deadline.reason;
      settings.log.once(
        'createPartnerProxy: the `checkout.store` did not answer; checkouts are not started while it does not.',
        error,
      );
      throw new UnsafeCheckout('the checkout store did not answer');
    });
  return {
    read: (key: string) => within(() => store.readCheckout(key)),
    claim: (key: string, expected: string | null) =>
      within(() => store.claimCheckout(key, expected, settings.timeoutMs + 5_000)),
    keep: (key: string, record: CheckoutRecord) =>
      within(() => store.keepCheckout(key, writeRecord(record), memory.keptFor(record))).then(
        () => true,
        () => false,
      ),
  };
}

function unsafe(why: string): ProxyAnswer {
  return partnerError(503, UNSAFE, {
    code: 'checkout_unsafe',
    data: { reason: 'checkout_unsafe', why },
    retryAfter: '2',
  });
}

/** An answer of this step's own, with the human pass just earned (if any) still set. */
const withPass = (context: ForwardContext, answer: ProxyAnswer): ProxyAnswer =>
  context.passCookie ? { ...answer, cookies: [context.passCookie] } : answer;

const JSON_HEADERS = { 'cache-control': 'no-store', 'content-type': 'application/json' };

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const pause = ({ deadline }: ForwardContext, ms: number) =>
  new Promise<void>((resolve, reject) => {
    if (deadline.aborted) reject(deadline.reason);
    setTimeout(() => (deadline.aborted ? reject(deadline.reason) : resolve()), ms);
  });
