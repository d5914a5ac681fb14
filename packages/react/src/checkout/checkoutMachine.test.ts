import type { Booking } from '@unistay/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CheckoutAnswers } from './checkoutAnswers.js';
import {
  type CheckoutAction,
  type CheckoutPhase,
  type CheckoutSessionState,
  type CheckoutState,
  canPayInto,
  checkoutProblem,
  checkoutReducer,
  describeCheckout,
  initialCheckoutState,
  sessionTimeline,
} from './checkoutMachine.js';

const TTL = 30 * 60 * 1000;
const session: CheckoutSessionState = {
  token: 'cs_session',
  publicKey: 'pk_test',
  clientSecret: 'pi_123_secret_abc',
  bookingPeriodId: 'bp_1',
  startedAt: 0,
};
const paidSession = {
  token: 'cs_session',
  bookingPeriodId: 'bp_1',
  startedAt: 0,
  reference: 'pi_123',
};
const answers: Required<CheckoutAnswers> = {
  stay: { booking_period_id: 'bp_1', plan: 'full', uk_guarantor: null, use_scheme: null },
  about: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    gender: 'female',
    email: 'ada@example.com',
    contact_number: '+447700900123',
    date_of_birth: '2004-05-06',
    first_line: '1 High Street',
    city: 'Leeds',
    postcode: 'LS1 1AA',
    country: 'gb',
    nationality: 'gb',
  },
  contact: {
    relationship: 'Parent',
    first_name: 'Ann',
    last_name: 'Lovelace',
    email: 'ann@example.com',
    contact_number: '+447700900124',
    date_of_birth: '1970-01-01',
    first_line: '1 High Street',
    city: 'Leeds',
    postcode: 'LS1 1AA',
    country: 'gb',
  },
  course: { university: 'Leeds', year_of_study: 'first_year', course_title: 'Maths' },
};
const booking = { booking_id: 'BK-1', already_completed: false } as Booking;

/** The review page in `phase`. */
const at = (phase: CheckoutPhase, extra: Partial<CheckoutState> = {}): CheckoutState => ({
  ...initialCheckoutState,
  step: 'review',
  answers,
  phase,
  ...extra,
});
const ready = at({ name: 'ready', session, problem: null });
const paying = at({ name: 'paying', session });
const checking = at({ name: 'checking', session, afterPayment: true });
/** The student chose bp_2 since: the session of bp_1 is read before it is dropped. */
const releasing = at(
  { name: 'releasing', session },
  { answers: { ...answers, stay: { ...answers.stay, booking_period_id: 'bp_2' } } },
);
const processing = at({ name: 'unsure', session, reason: 'processing' });
const completing = at({ name: 'paid', session: paidSession, completion: { state: 'completing' } });
const completeFailed = at({ name: 'paid', session: paidSession, completion: { state: 'failed' } });

const request = (
  now: number,
  extra: {
    bookingPeriodId?: string;
    retry?: boolean;
    humanCheckNeeded?: boolean;
    extend?: boolean;
    again?: boolean;
  } = {},
) => ({ type: 'session_requested', bookingPeriodId: 'bp_1', now, ttlMs: TTL, ...extra }) as const;
const pay = (cardReady: boolean, bookingPeriodId = 'bp_1') =>
  ({ type: 'pay_requested', cardReady, bookingPeriodId }) as const;

interface Transition {
  name: string;
  from: CheckoutState;
  action: CheckoutAction;
  expect: Partial<CheckoutState> | 'unchanged';
}

const transitions: Transition[] = [
  // Steps
  {
    name: 'an answered step moves to the next',
    from: initialCheckoutState,
    action: { type: 'answered', step: 'stay', values: answers.stay, contactKind: 'none' },
    expect: { step: 'about', answers: { stay: answers.stay } },
  },
  {
    name: 'after "Change", Continue goes back to the review',
    from: at({ name: 'idle' }, { step: 'about', returnToReview: true }),
    action: { type: 'answered', step: 'about', values: answers.about, contactKind: 'none' },
    expect: { step: 'review', returnToReview: false },
  },
  {
    name: 'a changed plan that now needs a contact asks for it before the review',
    from: at(
      { name: 'idle' },
      { step: 'stay', returnToReview: true, answers: { ...answers, contact: undefined } },
    ),
    action: { type: 'answered', step: 'stay', values: answers.stay, contactKind: 'guarantor' },
    expect: { step: 'contact' },
  },
  {
    name: 'Back goes to the step before, skipping a contact step not asked',
    from: at({ name: 'idle' }, { step: 'course' }),
    action: { type: 'back' },
    expect: { step: 'about' },
  },
  {
    name: 'Back while paying does nothing',
    from: paying,
    action: { type: 'back' },
    expect: 'unchanged',
  },
  {
    name: '"Change" opens the step and remembers to come back',
    from: ready,
    action: { type: 'change', step: 'about' },
    expect: { step: 'about', returnToReview: true },
  },
  {
    name: '"Change" while a session is being started goes, since no money can be moving',
    from: at({ name: 'starting' }),
    action: { type: 'change', step: 'about' },
    expect: { step: 'about', returnToReview: true, phase: { name: 'starting' } },
  },
  {
    name: '"Change" while paying does nothing',
    from: paying,
    action: { type: 'change', step: 'about' },
    expect: 'unchanged',
  },
  // Sessions
  {
    name: 'the review opening without a session starts one',
    from: at({ name: 'idle' }),
    action: request(0),
    expect: { phase: { name: 'starting' } },
  },
  { name: 'a fresh session is kept', from: ready, action: request(TTL * 0.5), expect: 'unchanged' },
  {
    name: 'an unpaid session near its end has its payment read before it is started again',
    from: ready,
    action: request(TTL * 0.95),
    expect: { phase: { name: 'releasing', session } },
  },
  {
    name: 'an unpaid session of another period has its payment read before it is dropped',
    from: ready,
    action: request(0, { bookingPeriodId: 'bp_2' }),
    expect: { phase: { name: 'releasing', session } },
  },
  ...(['requires_payment_method', 'requires_action', 'canceled'] as const).map(
    (status): Transition => ({
      name: `a session to be replaced, read ${status}, is dropped for a new one`,
      from: releasing,
      action: { type: 'status_read', status },
      expect: { phase: { name: 'idle' } },
    }),
  ),
  {
    name: 'a session to be replaced that another tab paid into completes, for its own period',
    from: releasing,
    action: { type: 'status_read', status: 'succeeded' },
    expect: {
      phase: { name: 'paid', session: paidSession, completion: { state: 'completing' } },
      answers: { ...answers, stay: { ...answers.stay, booking_period_id: 'bp_1' } },
    },
  },
  {
    name: 'a session to be replaced whose payment is processing is kept, and no card is asked',
    from: releasing,
    action: { type: 'status_read', status: 'processing' },
    expect: {
      phase: { name: 'unsure', session, reason: 'processing' },
      answers: { ...answers, stay: { ...answers.stay, booking_period_id: 'bp_1' } },
    },
  },
  {
    name: 'a session to be replaced whose payment cannot be read is kept, unsure',
    from: releasing,
    action: { type: 'status_check_failed' },
    expect: { phase: { name: 'unsure', session, reason: 'check_failed' } },
  },
  {
    name: 'while a session to be replaced is read, nothing else starts',
    from: releasing,
    action: request(TTL * 2, { bookingPeriodId: 'bp_3' }),
    expect: 'unchanged',
  },
  {
    name: 'a session started for one that aged says the card is to be typed again',
    from: at({ name: 'starting' }),
    action: { type: 'session_started', session, renewed: true },
    expect: { phase: { name: 'ready', session, problem: { code: 'session_renewed' } } },
  },
  {
    name: '"Get more time" has a fresh unpaid session read before a new one starts',
    from: ready,
    action: request(TTL * 0.1, { extend: true }),
    expect: { phase: { name: 'releasing', session } },
  },
  ...(['paying', 'checking', 'processing', 'completing', 'completeFailed'] as const).map(
    (name): Transition => ({
      name: `"Get more time" never replaces a session that may hold a payment (${name})`,
      from: { paying, checking, processing, completing, completeFailed }[name],
      action: request(TTL * 0.1, { extend: true }),
      expect: 'unchanged',
    }),
  ),
  ...(['paying', 'checking', 'processing', 'completing', 'completeFailed'] as const).map(
    (name): Transition => ({
      name: `a session that may hold a payment (${name}) is never replaced, for another period or at its end`,
      from: { paying, checking, processing, completing, completeFailed }[name],
      action: request(TTL * 2, { bookingPeriodId: 'bp_2' }),
      expect: 'unchanged',
    }),
  ),
  {
    name: 'a late answer to a start never replaces a session that may hold a payment',
    from: paying,
    action: { type: 'session_started', session: { ...session, token: 'cs_other' } },
    expect: 'unchanged',
  },
  {
    name: 'after a failed start, the timer does not start again',
    from: at({ name: 'start_failed' }),
    action: request(0),
    expect: 'unchanged',
  },
  {
    name: 'after a failed start, "Try again" does',
    from: at({ name: 'start_failed' }),
    action: request(0, { retry: true }),
    expect: { phase: { name: 'starting' } },
  },
  // A human check before the session
  {
    name: 'the review opening with a human check to pass waits for it, starting nothing',
    from: at({ name: 'idle' }),
    action: request(0, { humanCheckNeeded: true }),
    expect: { phase: { name: 'human_check', refused: null } },
  },
  {
    name: 'an unpaid session near its end, with a check to pass again, is read before anything',
    from: ready,
    action: request(TTL * 0.95, { humanCheckNeeded: true }),
    expect: { phase: { name: 'releasing', session } },
  },
  {
    name: 'once read unpaid and dropped, with a check to pass again, it waits for the check',
    from: at({ name: 'idle' }),
    action: request(TTL * 0.95, { humanCheckNeeded: true }),
    expect: { phase: { name: 'human_check', refused: null } },
  },
  {
    name: 'a fresh session asks for no check',
    from: ready,
    action: request(TTL * 0.5, { humanCheckNeeded: true }),
    expect: 'unchanged',
  },
  {
    name: 'a session that may hold a payment is never dropped for a check',
    from: paying,
    action: request(TTL * 2, { humanCheckNeeded: true }),
    expect: 'unchanged',
  },
  {
    name: 'while waiting for the check, the timer changes nothing',
    from: at({ name: 'human_check', refused: 'failed' }),
    action: request(0, { humanCheckNeeded: true }),
    expect: 'unchanged',
  },
  {
    name: "the check's token starts the session",
    from: at({ name: 'human_check', refused: 'failed' }),
    action: request(0, { retry: true }),
    expect: { phase: { name: 'starting' } },
  },
  {
    name: 'a start the proxy refused for its check waits for the check, saying why',
    from: at({ name: 'starting' }),
    action: { type: 'session_failed', humanCheck: 'failed' },
    expect: { phase: { name: 'human_check', refused: 'failed' } },
  },
  // Paying
  {
    name: '"Pay and book" with the card fields ready pays',
    from: ready,
    action: pay(true),
    expect: { phase: { name: 'paying', session } },
  },
  {
    name: 'double submit: a second "Pay and book" while paying does nothing',
    from: paying,
    action: pay(true),
    expect: 'unchanged',
  },
  {
    name: 'double submit: "Pay and book" while completing does nothing',
    from: completing,
    action: pay(true),
    expect: 'unchanged',
  },
  {
    name: 'never pays into a session of a period other than the one chosen',
    from: ready,
    action: pay(true, 'bp_2'),
    expect: 'unchanged',
  },
  {
    name: '"Pay and book" before the card fields are ready asks to wait',
    from: ready,
    action: pay(false),
    expect: { phase: { name: 'ready', session, problem: { code: 'payment_not_ready' } } },
  },
  {
    name: "declined: the card provider's message, and paying is offered again",
    from: paying,
    action: { type: 'payment_failed', message: 'Declined.', providerCode: 'card_declined' },
    expect: {
      phase: {
        name: 'ready',
        session,
        problem: { code: 'payment_failed', message: 'Declined.', providerCode: 'card_declined' },
      },
    },
  },
  {
    name: 'still processing: unsure, never an invitation to pay again',
    from: paying,
    action: { type: 'payment_failed', providerCode: 'processing' },
    expect: { phase: { name: 'unsure', session, reason: 'processing' } },
  },
  {
    name: 'processing: "Pay and book" does nothing',
    from: processing,
    action: pay(true),
    expect: 'unchanged',
  },
  {
    name: 'a confirmation without an answer reads the status',
    from: paying,
    action: { type: 'payment_unknown' },
    expect: { phase: { name: 'checking', session, afterPayment: true } },
  },
  {
    name: 'paid: completing begins, and the client secret is dropped',
    from: paying,
    action: { type: 'payment_succeeded' },
    expect: { phase: { name: 'paid', session: paidSession, completion: { state: 'completing' } } },
  },
  // Reading a payment's status
  {
    name: '"Check again" on a processing payment reads it',
    from: processing,
    action: { type: 'status_check_requested' },
    expect: { phase: { name: 'checking', session, afterPayment: true } },
  },
  {
    name: 'read as succeeded: completing',
    from: checking,
    action: { type: 'status_read', status: 'succeeded' },
    expect: { phase: { name: 'paid', session: paidSession, completion: { state: 'completing' } } },
  },
  {
    name: 'read as not paid after paying: the same session, offered again',
    from: checking,
    action: { type: 'status_read', status: 'requires_payment_method' },
    expect: { phase: { name: 'ready', session, problem: { code: 'payment_not_completed' } } },
  },
  {
    name: 'read as not paid after a reload: offered again, no alarm',
    from: at({ name: 'checking', session, afterPayment: false }),
    action: { type: 'status_read', status: 'requires_payment_method' },
    expect: { phase: { name: 'ready', session, problem: null } },
  },
  {
    name: 'unreadable: unsure, never unpaid',
    from: checking,
    action: { type: 'status_check_failed' },
    expect: { phase: { name: 'unsure', session, reason: 'check_failed' } },
  },
  // Completing
  {
    name: 'booked: the confirmation, with the booking',
    from: completing,
    action: { type: 'completed', booking },
    expect: { step: 'confirmed', phase: { name: 'booked', booking, reference: 'pi_123' } },
  },
  {
    name: 'a 5xx or a timeout on completing: "Try again", paid, with the reference',
    from: completing,
    action: { type: 'complete_failed' },
    expect: { phase: { name: 'paid', session: paidSession, completion: { state: 'failed' } } },
  },
  {
    name: 'after a failed completion, "Try again" completes without paying again',
    from: completeFailed,
    action: pay(false),
    expect: { phase: { name: 'paid', session: paidSession, completion: { state: 'completing' } } },
  },
  {
    name: 'a 422 on an answer sent only with completion: to its step, still paid',
    from: completing,
    action: {
      type: 'complete_failed',
      fieldErrors: { 'resident_details.email': ['Taken.'], unknown: ['Ignored'] },
    },
    expect: {
      step: 'about',
      returnToReview: true,
      serverErrors: { about: { email: 'Taken.' } },
      phase: { name: 'paid', session: paidSession, completion: { state: 'answers_refused' } },
    },
  },
  {
    name: 'the proxy asks for its human check before completing: the check, still paid, no card',
    from: completing,
    action: { type: 'complete_failed', humanCheck: 'required' },
    expect: {
      phase: {
        name: 'paid',
        session: paidSession,
        completion: { state: 'human_check', refused: 'required' },
      },
    },
  },
  {
    name: 'with the check passed, completing is sent (not "again": the API never heard it)',
    from: at({
      name: 'paid',
      session: paidSession,
      completion: { state: 'human_check', refused: 'failed' },
    }),
    action: pay(false),
    expect: { phase: { name: 'paid', session: paidSession, completion: { state: 'completing' } } },
  },
  {
    name: 'a proxy that completes no session it did not start here: refused, with the reference',
    from: completing,
    action: { type: 'complete_failed', notStartedHere: true },
    expect: {
      phase: {
        name: 'paid',
        session: paidSession,
        completion: { state: 'refused', field: 'session_token', message: '' },
      },
    },
  },
  ...['booking_period_id', 'session_token'].map(
    (field): Transition => ({
      name: `a 422 on ${field}, what was paid for: refused, with the reference, and nothing to pay`,
      from: completing,
      action: { type: 'complete_failed', fieldErrors: { [field]: ['No longer available.'] } },
      expect: {
        step: 'review',
        phase: {
          name: 'paid',
          session: paidSession,
          completion: { state: 'refused', field, message: 'No longer available.' },
        },
      },
    }),
  ),
  {
    name: 'refused: "Pay and book" does nothing',
    from: at({
      name: 'paid',
      session: paidSession,
      completion: { state: 'refused', field: 'booking_period_id', message: 'Gone.' },
    }),
    action: pay(true),
    expect: 'unchanged',
  },
  {
    name: 'paid: choosing another period in the stay step keeps the period paid for',
    from: at(
      { name: 'paid', session: paidSession, completion: { state: 'failed' } },
      { step: 'stay', returnToReview: true },
    ),
    action: {
      type: 'answered',
      step: 'stay',
      values: { ...answers.stay, booking_period_id: 'bp_2', plan: 'instalments' },
      contactKind: 'none',
    },
    expect: {
      step: 'review',
      answers: {
        ...answers,
        stay: { ...answers.stay, booking_period_id: 'bp_1', plan: 'instalments' },
      },
    },
  },
  // What the partner's server answers a start with instead of a session
  {
    name: 'a payment under way for other dates, given back by the server, is read first, its dates the stay’s',
    from: at(
      { name: 'starting' },
      { answers: { ...answers, stay: { ...answers.stay, booking_period_id: 'bp_2' } } },
    ),
    action: { type: 'session_resumed', session },
    expect: {
      phase: { name: 'checking', session, afterPayment: false, resumed: true },
      answers: { ...answers, stay: { ...answers.stay, booking_period_id: 'bp_1' } },
    },
  },
  {
    name: 'a resumed payment read unpaid (the bank’s question left open) is offered again, saying so',
    from: at({ name: 'checking', session, afterPayment: false, resumed: true }),
    action: { type: 'status_read', status: 'requires_action' },
    expect: { phase: { name: 'ready', session, problem: { code: 'payment_resumed' } } },
  },
  {
    name: 'a resumed payment read paid is completed, never paid again',
    from: at({ name: 'checking', session, afterPayment: false, resumed: true }),
    action: { type: 'status_read', status: 'succeeded' },
    expect: { phase: { name: 'paid', session: paidSession, completion: { state: 'completing' } } },
  },
  {
    name: 'a booking the server recorded for these dates is shown, with nothing to pay',
    from: at({ name: 'starting' }),
    action: { type: 'session_booked_before', bookingId: 'BK-1', bookingPeriodId: 'bp_1' },
    expect: { phase: { name: 'booked_before', bookingId: 'BK-1', bookingPeriodId: 'bp_1' } },
  },
  {
    name: 'booked before: the same dates start nothing unless the student books again',
    from: at({ name: 'booked_before', bookingId: 'BK-1', bookingPeriodId: 'bp_1' }),
    action: request(0),
    expect: 'unchanged',
  },
  {
    name: 'booked before: “Book again for someone else” starts a session',
    from: at({ name: 'booked_before', bookingId: 'BK-1', bookingPeriodId: 'bp_1' }),
    action: request(0, { again: true }),
    expect: { phase: { name: 'starting' } },
  },
  {
    name: 'booked before: other dates start a session of their own',
    from: at(
      { name: 'booked_before', bookingId: 'BK-1', bookingPeriodId: 'bp_1' },
      { answers: { ...answers, stay: { ...answers.stay, booking_period_id: 'bp_2' } } },
    ),
    action: request(0, { bookingPeriodId: 'bp_2' }),
    expect: { phase: { name: 'starting' } },
  },
  {
    name: 'an answer to a start that arrives after the start ended changes nothing',
    from: ready,
    action: { type: 'session_booked_before', bookingId: 'BK-1', bookingPeriodId: 'bp_1' },
    expect: 'unchanged',
  },
  // The confirmation
  ...(
    [
      { type: 'change', step: 'stay' },
      { type: 'back' },
      request(TTL * 2),
      pay(true),
      { type: 'answered', step: 'about', values: answers.about, contactKind: 'none' },
    ] as CheckoutAction[]
  ).map(
    (action): Transition => ({
      name: `nothing changes from the confirmation: ${action.type}`,
      from: at({ name: 'booked', booking, reference: 'pi_123' }, { step: 'confirmed' }),
      action,
      expect: 'unchanged',
    }),
  ),
];

describe('checkoutReducer', () => {
  it.each(transitions)('$name', ({ from, action, expect: expected }) => {
    const next = checkoutReducer(from, action);
    if (expected === 'unchanged') {
      expect(next).toBe(from);
      return;
    }
    expect(next).toMatchObject(expected);
  });

  it('never changes the state it was given', () => {
    for (const { from, action } of transitions) {
      const copy = structuredClone(from);
      checkoutReducer(from, action);
      expect(from).toEqual(copy);
    }
  });
});

describe('what a view reads of the machine', () => {
  it('offers the card fields only for an unpaid session of the period chosen now', () => {
    expect(canPayInto(ready, 'bp_1')).toBe(true);
    expect(canPayInto(ready, 'bp_2')).toBe(false);
    for (const state of [paying, checking, processing, completing, completeFailed]) {
      expect(canPayInto(state, 'bp_1')).toBe(false);
    }
  });

  it('shows the card fields of an unpaid session of the period chosen, kept while paying, and none once money may have moved', () => {
    expect(describeCheckout(ready, 'bp_1').cardFields).toBe(session);
    expect(describeCheckout(paying, 'bp_1').cardFields).toBe(session);
    expect(describeCheckout(ready, 'bp_2').cardFields).toBeNull();
    for (const state of [checking, releasing, processing, completing, completeFailed]) {
      expect(describeCheckout(state, 'bp_1').cardFields).toBeNull();
    }
  });

  it('says what the checkout is doing, and offers completing again only once paid and failed', () => {
    const read = (state: CheckoutState) => {
      const { activity, canRetryCompletion } = describeCheckout(state, 'bp_1');
      return { activity, canRetryCompletion };
    };
    expect(read(ready)).toEqual({ activity: null, canRetryCompletion: false });
    expect(read(paying)).toEqual({ activity: 'paying', canRetryCompletion: false });
    expect(read(checking)).toEqual({ activity: 'checking', canRetryCompletion: false });
    expect(read(releasing)).toEqual({ activity: 'checking', canRetryCompletion: false });
    expect(read(processing)).toEqual({ activity: null, canRetryCompletion: false });
    expect(read(completing)).toEqual({ activity: 'confirming', canRetryCompletion: false });
    expect(read(completeFailed)).toEqual({ activity: null, canRetryCompletion: true });
  });

  it('words every problem as a code with its data: the reference, never the secret', () => {
    expect(checkoutProblem(completeFailed)).toEqual({
      code: 'complete_failed',
      reference: 'pi_123',
    });
    expect(checkoutProblem(processing)).toEqual({ code: 'payment_processing' });
    expect(JSON.stringify(completeFailed)).not.toContain('secret');
  });
});

describe('when an unpaid session is renewed, and the student warned of it', () => {
  it('warns at least 20 seconds before the renewal (WCAG 2.2.1), which comes before the expiry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 1000, max: 24 * 60 * 60 * 1000 }),
        (startedAt, ttlMs) => {
          const { warnsFrom, renewsAt } = sessionTimeline({ startedAt }, ttlMs);
          expect(renewsAt).toBeLessThan(startedAt + ttlMs);
          expect(warnsFrom).toBeGreaterThanOrEqual(startedAt);
          // The whole session is warning when it is too short for 20 seconds of one.
          expect(renewsAt - warnsFrom).toBeGreaterThanOrEqual(
            Math.min(20_000, renewsAt - startedAt),
          );
        },
      ),
    );
  });

  it("gives the API's 30 minutes a warning 3 minutes before the renewal at 27", () => {
    expect(sessionTimeline({ startedAt: 0 }, TTL)).toEqual({
      warnsFrom: 24 * 60 * 1000,
      renewsAt: 27 * 60 * 1000,
    });
  });
});
