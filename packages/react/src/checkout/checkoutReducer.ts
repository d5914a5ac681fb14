import type { Booking, SupportingContactKind } from '@unistay/api-client';
import type { CardPaymentSession, CardPaymentStatus } from './cardProvider.js';
import {
  type CheckoutAnswers,
  type CheckoutStepId,
  type FormStepId,
  stepOfServerField,
} from './checkoutAnswers.js';

/** A started checkout session, as the custom checkout keeps it through a reload. */
export interface CheckoutSessionState extends CardPaymentSession {
  token: string;
  bookingPeriodId: string;
  startedAt: number;
}

export type PaymentState =
  | 'idle'
  | 'starting'
  | 'ready'
  | 'paying'
  | 'completing'
  | 'payment_failed'
  | 'start_failed'
  | 'complete_failed'
  /** Back from a redirect, the payment's status could not be read: paying is not offered. */
  | 'check_failed';

/** What went wrong, as a code a view words; `reference` is what support needs. */
export type CheckoutProblem =
  | { code: 'start_failed' }
  | { code: 'payment_not_ready' }
  /** The card provider's own message, already in the student's language, when it gave one. */
  | { code: 'payment_failed'; message?: string; providerCode?: string }
  /** A payment still processing may yet be taken: a view must never invite a second one. */
  | { code: 'payment_processing' }
  | { code: 'payment_not_completed' }
  /** Unknown is not "unpaid": a view says so, and paying is not offered. */
  | { code: 'payment_check_failed' }
  /** Paid, and the booking is not confirmed: retrying is safe and never charges again. */
  | { code: 'complete_failed'; reference: string };

/** The server's objections to answers, by step and field (`about` → `email` → its message). */
export type ServerErrorsByStep = Partial<Record<FormStepId, Partial<Record<string, string>>>>;

export interface CheckoutState {
  step: CheckoutStepId;
  answers: CheckoutAnswers;
  /** Which supporting contact the answers call for: it decides whether the contact step exists. */
  contactKind: SupportingContactKind;
  /** After "Change" on the review page, Continue goes back there. */
  returnToReview: boolean;
  session: CheckoutSessionState | null;
  /** The payment for `session` succeeded: from now on only completing is ever retried. */
  paid: boolean;
  booking: Booking | null;
  payment: PaymentState;
  problem: CheckoutProblem | null;
  serverErrors: ServerErrorsByStep;
  /** After a failed start only the student's "Try again" starts again: a failing API is not hammered. */
  startFailed: boolean;
}

type Answered = {
  [Step in FormStepId]: {
    type: 'answered';
    step: Step;
    values: NonNullable<CheckoutAnswers[Step]>;
    /** The supporting contact the answers call for, with these values in. */
    contactKind: SupportingContactKind;
  };
}[FormStepId];

export type CheckoutAction =
  | Answered
  | { type: 'back' }
  | { type: 'change'; step: FormStepId }
  /** Start a session unless a fresh one exists: `now` and `ttlMs` decide what "fresh" means. */
  | {
      type: 'session_requested';
      bookingPeriodId: string | undefined;
      now: number;
      ttlMs: number;
      retry?: boolean;
    }
  | { type: 'session_started'; session: CheckoutSessionState }
  | { type: 'session_failed' }
  /** `bookingPeriodId` is the period chosen now: a session started for another is not paid into. */
  | { type: 'pay_requested'; cardReady: boolean; bookingPeriodId: string | undefined }
  | { type: 'payment_failed'; message?: string; providerCode?: string }
  | { type: 'payment_succeeded' }
  /** Back on the page after a redirect-based payment, its status about to be read. */
  | { type: 'redirect_detected' }
  | { type: 'redirect_returned'; status: CardPaymentStatus }
  | { type: 'redirect_check_failed' }
  | { type: 'completed'; booking: Booking }
  | { type: 'complete_failed'; fieldErrors?: Record<string, readonly string[]> };

// Restart an unpaid session with this share of its life left, so nobody pays into an expired one.
const RESTART_AT = 0.9;

export const initialCheckoutState: CheckoutState = {
  step: 'stay',
  answers: {},
  contactKind: 'none',
  returnToReview: false,
  session: null,
  paid: false,
  booking: null,
  payment: 'idle',
  problem: null,
  serverErrors: {},
  startFailed: false,
};

/** The steps, in order, for the supporting contact the answers call for. */
export function checkoutSteps(contactKind: SupportingContactKind): CheckoutStepId[] {
  return [
    'stay',
    'about',
    ...(contactKind === 'none' ? [] : ['contact' as const]),
    'course',
    'review',
  ];
}

/** Working on the student's behalf: nothing else starts until it ends. */
export const isCheckoutBusy = (state: CheckoutState) =>
  state.payment === 'starting' || state.payment === 'paying' || state.payment === 'completing';

/** Unpaid as far as we know, yet a payment may still be taken: nothing may invite a second. */
const mayBePaid = (state: CheckoutState) =>
  !state.paid && (state.payment === 'check_failed' || state.problem?.code === 'payment_processing');

/**
 * The card fields can be offered: an unpaid session of the period chosen now, and no payment that
 * may yet be taken. The reducer pays only then, and a view shows the fields only then.
 */
export const canPayInto = (state: CheckoutState, bookingPeriodId: string | undefined) =>
  !state.paid && state.session?.bookingPeriodId === bookingPeriodId && !mayBePaid(state);

/** The part of the state worth keeping through a reload: never what is in flight. */
export function checkoutDraft(state: CheckoutState) {
  const { payment, problem, serverErrors, startFailed, ...kept } = state;
  return kept;
}
export type CheckoutDraft = ReturnType<typeof checkoutDraft>;

/** A checkout as a reload finds it: the saved draft, or a new one asking for `contactKind`. */
export function restoreCheckoutState(
  draft: Partial<CheckoutDraft> | undefined,
  contactKind: SupportingContactKind,
): CheckoutState {
  return draft?.step
    ? { ...initialCheckoutState, contactKind, ...draft }
    : { ...initialCheckoutState, contactKind };
}

/** The payment provider's reference, for support: never the secret part of the client secret. */
const paymentReference = (clientSecret: string) =>
  clientSecret.split('_secret_')[0] ?? clientSecret;

function moveTo(
  state: CheckoutState,
  step: CheckoutStepId,
  returnToReview: boolean,
): CheckoutState {
  return { ...state, step, returnToReview };
}

function answered(state: CheckoutState, event: Answered): CheckoutState {
  const answers = { ...state.answers, [event.step]: event.values };
  const steps = checkoutSteps(event.contactKind);
  let next: CheckoutStepId = state.returnToReview
    ? 'review'
    : (steps[steps.indexOf(event.step) + 1] ?? 'review');
  // A new plan can bring in a supporting contact the student has not answered yet.
  if (next === 'review' && event.contactKind !== 'none' && !answers.contact) next = 'contact';
  return {
    ...moveTo(state, next, next === 'review' ? false : state.returnToReview),
    answers,
    contactKind: event.contactKind,
    serverErrors: { ...state.serverErrors, [event.step]: undefined },
  };
}

function sessionIsFresh(state: CheckoutState, bookingPeriodId: string, now: number, ttlMs: number) {
  const { session } = state;
  if (!session || session.bookingPeriodId !== bookingPeriodId) return false;
  return state.paid || now - session.startedAt < ttlMs * RESTART_AT;
}

function completeFailed(
  state: CheckoutState,
  fieldErrors: Record<string, readonly string[]>,
): CheckoutState {
  const placed: ServerErrorsByStep = {};
  let firstStep: FormStepId | null = null;
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const target = stepOfServerField(key);
    if (!target || !messages[0]) continue;
    placed[target.step] = { ...placed[target.step], [target.field]: messages[0] };
    firstStep ??= target.step;
  }
  // Fix the answer where it was given; paying is already done and is not asked again.
  if (firstStep) {
    return { ...moveTo(state, firstStep, true), serverErrors: placed, payment: 'ready' };
  }
  const reference = paymentReference(state.session?.clientSecret ?? '');
  return { ...state, payment: 'complete_failed', problem: { code: 'complete_failed', reference } };
}

function paid(state: CheckoutState): CheckoutState {
  return { ...state, paid: true, payment: 'completing', problem: null };
}

/**
 * The custom checkout as plain data: steps, answers, the session, the payment, the booking and
 * every recovery. Pure, so each transition is tested without React; an event that does not apply
 * (a second "Pay" while paying) returns the same state.
 */
export function checkoutReducer(state: CheckoutState, event: CheckoutAction): CheckoutState {
  switch (event.type) {
    case 'answered':
      return answered(state, event);
    case 'back': {
      const steps = checkoutSteps(state.contactKind);
      const previous = steps[steps.indexOf(state.step) - 1];
      return previous && !isCheckoutBusy(state) ? moveTo(state, previous, false) : state;
    }
    case 'change':
      return isCheckoutBusy(state) ? state : moveTo(state, event.step, true);
    case 'session_requested': {
      const { bookingPeriodId, now, ttlMs, retry } = event;
      if (!bookingPeriodId || isCheckoutBusy(state) || (state.startFailed && !retry)) return state;
      // A payment that may yet be taken is never followed by a session to pay into again.
      if (mayBePaid(state)) return state;
      if (state.booking || sessionIsFresh(state, bookingPeriodId, now, ttlMs)) return state;
      return { ...state, payment: 'starting', problem: null };
    }
    case 'session_started':
      return {
        ...state,
        session: event.session,
        paid: false,
        payment: 'ready',
        problem: null,
        startFailed: false,
      };
    case 'session_failed':
      return {
        ...state,
        payment: 'start_failed',
        problem: { code: 'start_failed' },
        startFailed: true,
      };
    case 'pay_requested':
      if (isCheckoutBusy(state) || !state.session) return state;
      if (state.paid) return paid(state);
      if (!canPayInto(state, event.bookingPeriodId)) return state;
      if (!event.cardReady) return { ...state, problem: { code: 'payment_not_ready' } };
      return { ...state, payment: 'paying', problem: null };
    case 'payment_failed':
      return {
        ...state,
        payment: 'payment_failed',
        problem:
          event.providerCode === 'processing'
            ? { code: 'payment_processing' }
            : {
                code: 'payment_failed',
                ...(event.message ? { message: event.message } : {}),
                ...(event.providerCode ? { providerCode: event.providerCode } : {}),
              },
      };
    case 'payment_succeeded':
      return paid(state);
    case 'redirect_detected':
      if (!state.session || state.paid || state.step !== 'review' || isCheckoutBusy(state)) {
        return state;
      }
      return { ...state, payment: 'paying', problem: null };
    case 'redirect_returned':
      if (event.status === 'succeeded') return paid(state);
      return {
        ...state,
        payment: 'payment_failed',
        problem: {
          code: event.status === 'processing' ? 'payment_processing' : 'payment_not_completed',
        },
      };
    case 'redirect_check_failed':
      return { ...state, payment: 'check_failed', problem: { code: 'payment_check_failed' } };
    case 'completed':
      return {
        ...moveTo(state, 'confirmed', false),
        booking: event.booking,
        payment: 'idle',
        problem: null,
        serverErrors: {},
      };
    case 'complete_failed':
      return completeFailed(state, event.fieldErrors ?? {});
  }
}
