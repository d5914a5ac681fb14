import type { Booking } from '@unistay/api-client';
import { describe, expect, it } from 'vitest';
import type { CheckoutAnswers } from './checkoutAnswers.js';
import {
  type CheckoutAction,
  type CheckoutSessionState,
  type CheckoutState,
  checkoutReducer,
  initialCheckoutState,
} from './checkoutReducer.js';

const TTL = 30 * 60 * 1000;
const session: CheckoutSessionState = {
  token: 'cs_session',
  publicKey: 'pk_test',
  clientSecret: 'pi_123_secret_abc',
  bookingPeriodId: 'bp_1',
  startedAt: 0,
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

/** The review page with a live, unpaid session: where payment happens. */
const reviewing: CheckoutState = {
  ...initialCheckoutState,
  step: 'review',
  answers,
  session,
  payment: 'ready',
};
const paying: CheckoutState = { ...reviewing, payment: 'paying' };
const completing: CheckoutState = { ...reviewing, paid: true, payment: 'completing' };

interface Transition {
  name: string;
  from: CheckoutState;
  event: CheckoutAction;
  expect: Partial<CheckoutState> | 'unchanged';
}

const request = (
  now: number,
  extra: Partial<Extract<CheckoutAction, { type: 'session_requested' }>> = {},
) => ({ type: 'session_requested', bookingPeriodId: 'bp_1', now, ttlMs: TTL, ...extra }) as const;

const pay = (cardReady: boolean, bookingPeriodId = 'bp_1') =>
  ({ type: 'pay_requested', cardReady, bookingPeriodId }) as const;

const transitions: Transition[] = [
  // Steps
  {
    name: 'an answered step moves to the next',
    from: initialCheckoutState,
    event: { type: 'answered', step: 'stay', values: answers.stay, contactKind: 'none' },
    expect: { step: 'about', answers: { stay: answers.stay } },
  },
  {
    name: 'a plan that calls for a guarantor brings in the contact step',
    from: { ...initialCheckoutState, step: 'about', answers: { stay: answers.stay } },
    event: { type: 'answered', step: 'about', values: answers.about, contactKind: 'guarantor' },
    expect: { step: 'contact', contactKind: 'guarantor' },
  },
  {
    name: 'after "Change", Continue goes back to the review',
    from: { ...reviewing, step: 'about', returnToReview: true },
    event: { type: 'answered', step: 'about', values: answers.about, contactKind: 'none' },
    expect: { step: 'review', returnToReview: false },
  },
  {
    name: 'a changed plan that now needs a contact asks for it before the review',
    from: {
      ...reviewing,
      step: 'stay',
      returnToReview: true,
      answers: { ...answers, contact: undefined },
    },
    event: { type: 'answered', step: 'stay', values: answers.stay, contactKind: 'guarantor' },
    expect: { step: 'contact', returnToReview: true },
  },
  {
    name: 'an answered step clears the server errors it had',
    from: {
      ...reviewing,
      step: 'about',
      serverErrors: { about: { email: 'Taken' }, course: { university: 'No' } },
    },
    event: { type: 'answered', step: 'about', values: answers.about, contactKind: 'none' },
    expect: { serverErrors: { about: undefined, course: { university: 'No' } } },
  },
  {
    name: 'Back goes to the step before, skipping a contact step not asked',
    from: { ...initialCheckoutState, step: 'course' },
    event: { type: 'back' },
    expect: { step: 'about' },
  },
  {
    name: 'Back on the first step does nothing',
    from: initialCheckoutState,
    event: { type: 'back' },
    expect: 'unchanged',
  },
  {
    name: 'Back while paying does nothing',
    from: paying,
    event: { type: 'back' },
    expect: 'unchanged',
  },
  {
    name: '"Change" opens the step and remembers to come back',
    from: reviewing,
    event: { type: 'change', step: 'course' },
    expect: { step: 'course', returnToReview: true },
  },
  // The session
  {
    name: 'the review opening without a session starts one',
    from: { ...reviewing, session: null, payment: 'idle' },
    event: request(0),
    expect: { payment: 'starting' },
  },
  {
    name: 'a fresh session is kept',
    from: reviewing,
    event: request(TTL * 0.5),
    expect: 'unchanged',
  },
  {
    name: 'expiry before payment: an unpaid session near its end is started again',
    from: reviewing,
    event: request(TTL * 0.9),
    expect: { payment: 'starting' },
  },
  {
    name: 'expiry after payment: a paid session is never started again',
    from: { ...reviewing, paid: true, payment: 'complete_failed' },
    event: request(TTL * 2),
    expect: 'unchanged',
  },
  {
    name: 'a new period needs a new session',
    from: reviewing,
    event: request(1, { bookingPeriodId: 'bp_2' }),
    expect: { payment: 'starting' },
  },
  {
    name: 'no period chosen, no session',
    from: { ...reviewing, session: null },
    event: request(0, { bookingPeriodId: undefined }),
    expect: 'unchanged',
  },
  {
    name: 'no start while one is under way',
    from: { ...reviewing, payment: 'starting' },
    event: request(TTL),
    expect: 'unchanged',
  },
  { name: 'no restart while paying', from: paying, event: request(TTL), expect: 'unchanged' },
  {
    name: 'after a failed start, the timer does not start again',
    from: { ...reviewing, session: null, payment: 'start_failed', startFailed: true },
    event: request(0),
    expect: 'unchanged',
  },
  {
    name: 'after a failed start, "Try again" does',
    from: { ...reviewing, session: null, payment: 'start_failed', startFailed: true },
    event: request(0, { retry: true }),
    expect: { payment: 'starting', problem: null },
  },
  {
    name: 'a started session is ready to pay into, and is no longer paid',
    from: { ...reviewing, session: null, payment: 'starting', startFailed: true },
    event: { type: 'session_started', session: { ...session, startedAt: 5 } },
    expect: {
      payment: 'ready',
      session: { ...session, startedAt: 5 },
      paid: false,
      startFailed: false,
    },
  },
  {
    name: 'a failed start says so, and waits',
    from: { ...reviewing, payment: 'starting' },
    event: { type: 'session_failed' },
    expect: { payment: 'start_failed', problem: { code: 'start_failed' }, startFailed: true },
  },
  // Paying
  {
    name: '"Pay and book" with the card fields ready pays',
    from: reviewing,
    event: pay(true),
    expect: { payment: 'paying', problem: null },
  },
  {
    name: 'double submit: a second "Pay and book" while paying does nothing',
    from: paying,
    event: pay(true),
    expect: 'unchanged',
  },
  {
    name: 'double submit: "Pay and book" while completing does nothing',
    from: completing,
    event: pay(true),
    expect: 'unchanged',
  },
  {
    name: '"Pay and book" before the card fields are ready asks to wait',
    from: reviewing,
    event: pay(false),
    expect: { payment: 'ready', problem: { code: 'payment_not_ready' } },
  },
  {
    name: 'no session, nothing to pay into',
    from: { ...reviewing, session: null },
    event: pay(true),
    expect: 'unchanged',
  },
  {
    name: "declined: the card provider's message, and paying is offered again",
    from: paying,
    event: {
      type: 'payment_failed',
      message: 'Your card was declined.',
      providerCode: 'card_declined',
    },
    expect: {
      payment: 'payment_failed',
      paid: false,
      problem: {
        code: 'payment_failed',
        message: 'Your card was declined.',
        providerCode: 'card_declined',
      },
    },
  },
  {
    name: 'authentication refused at the bank: not paid, paying offered again',
    from: paying,
    event: { type: 'payment_failed', message: 'The payment was not confirmed with your bank.' },
    expect: {
      payment: 'payment_failed',
      paid: false,
      problem: { code: 'payment_failed', message: 'The payment was not confirmed with your bank.' },
    },
  },
  {
    name: 'still processing: never an invitation to pay again',
    from: paying,
    event: { type: 'payment_failed', message: 'Processing', providerCode: 'processing' },
    expect: { payment: 'payment_failed', problem: { code: 'payment_processing' } },
  },
  {
    name: 'paid (authentication included): completing begins',
    from: paying,
    event: { type: 'payment_succeeded' },
    expect: { paid: true, payment: 'completing' },
  },
  {
    name: 'after a failed completion, "Try again" completes without paying again',
    from: {
      ...reviewing,
      paid: true,
      payment: 'complete_failed',
      problem: { code: 'complete_failed', reference: 'pi_123' },
    },
    event: pay(false),
    expect: { paid: true, payment: 'completing', problem: null },
  },
  // Completing
  {
    name: 'booked: the confirmation, with the booking',
    from: completing,
    event: { type: 'completed', booking },
    expect: { step: 'confirmed', booking, payment: 'idle' },
  },
  {
    name: '5xx on complete (after its retries): "Try again" and the payment\'s reference',
    from: completing,
    event: { type: 'complete_failed' },
    expect: {
      payment: 'complete_failed',
      paid: true,
      problem: { code: 'complete_failed', reference: 'pi_123' },
    },
  },
  {
    name: 'a timeout on complete is the same: paid, and the reference, never the secret',
    from: completing,
    event: { type: 'complete_failed', fieldErrors: {} },
    expect: {
      payment: 'complete_failed',
      problem: { code: 'complete_failed', reference: 'pi_123' },
    },
  },
  {
    name: 'a 422 on complete takes the student to the first step it names, still paid',
    from: completing,
    event: {
      type: 'complete_failed',
      fieldErrors: {
        'resident_details.email': ['The email is not valid'],
        has_uk_based_guarantor: ['A guarantor is required'],
        unknown_field: ['Ignored'],
      },
    },
    expect: {
      step: 'about',
      returnToReview: true,
      paid: true,
      payment: 'ready',
      serverErrors: {
        about: { email: 'The email is not valid' },
        stay: { uk_guarantor: 'A guarantor is required' },
      },
    },
  },
  // Back from a redirect
  {
    name: 'redirect return: the status is being read',
    from: reviewing,
    event: { type: 'redirect_detected' },
    expect: { payment: 'paying' },
  },
  {
    name: 'redirect return on another step is not a payment',
    from: { ...reviewing, step: 'about' },
    event: { type: 'redirect_detected' },
    expect: 'unchanged',
  },
  {
    name: 'redirect return, succeeded: completing begins',
    from: paying,
    event: { type: 'redirect_returned', status: 'succeeded' },
    expect: { paid: true, payment: 'completing' },
  },
  {
    name: 'redirect return, processing: never an invitation to pay again',
    from: paying,
    event: { type: 'redirect_returned', status: 'processing' },
    expect: { payment: 'payment_failed', problem: { code: 'payment_processing' } },
  },
  {
    name: 'redirect return, authentication abandoned: not completed, pay again',
    from: paying,
    event: { type: 'redirect_returned', status: 'requires_payment_method' },
    expect: { payment: 'payment_failed', paid: false, problem: { code: 'payment_not_completed' } },
  },
  {
    name: 'redirect return, status unreadable: unknown is not unpaid',
    from: paying,
    event: { type: 'redirect_check_failed' },
    expect: { payment: 'check_failed', problem: { code: 'payment_check_failed' } },
  },
  {
    name: 'after an unreadable status, paying is not offered',
    from: { ...reviewing, payment: 'check_failed' },
    event: pay(true),
    expect: 'unchanged',
  },
  {
    name: 'a session for another period is never paid into (its restart failed)',
    from: { ...reviewing, payment: 'start_failed', problem: { code: 'start_failed' } },
    event: pay(true, 'bp_2'),
    expect: 'unchanged',
  },
  {
    name: 'while a payment is processing, no new session is started to pay into',
    from: { ...reviewing, payment: 'payment_failed', problem: { code: 'payment_processing' } },
    event: request(TTL),
    expect: 'unchanged',
  },
  {
    name: 'after an unreadable status, no new session is started to pay into',
    from: { ...reviewing, payment: 'check_failed', problem: { code: 'payment_check_failed' } },
    event: request(TTL),
    expect: 'unchanged',
  },
  {
    name: 'while a payment is processing, paying is not offered',
    from: { ...reviewing, payment: 'payment_failed', problem: { code: 'payment_processing' } },
    event: pay(true),
    expect: 'unchanged',
  },
  {
    name: 'redirect return while a session is starting waits: no payment is read onto a new session',
    from: { ...reviewing, payment: 'starting' },
    event: { type: 'redirect_detected' },
    expect: 'unchanged',
  },
];

describe('checkoutReducer', () => {
  it.each(transitions)('$name', ({ from, event, expect: expected }) => {
    const next = checkoutReducer(from, event);
    if (expected === 'unchanged') {
      expect(next).toBe(from);
      return;
    }
    expect(next).toMatchObject(expected);
  });

  it('never changes the state it was given', () => {
    for (const { from, event } of transitions) {
      const copy = structuredClone(from);
      checkoutReducer(from, event);
      expect(from).toEqual(copy);
    }
  });
});
