import type { Booking } from '@unistay/api-client';
import type { SupportingContactKind } from '@unistay/api-client/schemas';
import type { CardPaymentSession, CardPaymentStatus } from './cardProvider.js';
import {
  type CheckoutAnswers,
  type CheckoutStepId,
  type FormStepId,
  stepOfServerField,
} from './checkoutAnswers.js';

/**
 * The custom checkout as one machine: where the student is (step, answers), and one phase that
 * says what is known of the money. Each phase carries only what it means, so the combinations that
 * once charged a student twice (a paid session replaced, the card fields offered again) cannot be
 * written: the phases that may hold a payment own their session, and no action replaces it. Which
 * action leaves which phase, and for where, is `PHASES`, a row a phase, below.
 *
 * | phase        | holds                          | card fields |
 * | ------------ | ------------------------------ | ----------- |
 * | idle         | nothing                        | no          |
 * | human_check  | nothing                        | no          |
 * | starting     | nothing                        | no          |
 * | start_failed | nothing                        | no          |
 * | ready        | an unpaid session              | its period  |
 * | releasing    | a session about to be dropped  | no          |
 * | paying       | the session being paid into    | kept        |
 * | checking     | a session whose status is read | no          |
 * | unsure       | a session that may be paid     | no          |
 * | paid         | the paid session (no secret)   | no          |
 * | booked       | the booking                    | no          |
 * | booked_before| a booking the server recorded  | no          |
 */

/** A started checkout session: what start checkout gave for paying, and what it was started for. */
export interface CheckoutSessionState extends CardPaymentSession {
  token: string;
  bookingPeriodId: string;
  startedAt: number;
}

/**
 * A paid session: what completing needs and what support needs. The client secret is gone: no
 * payment will be made into it again, so nothing keeps it.
 */
export interface PaidSessionState {
  token: string;
  bookingPeriodId: string;
  startedAt: number;
  /** The payment's reference at the card provider (`pi_…`), never the secret part. */
  reference: string;
}

/** Why an unpaid session's payment did not happen; the card fields are offered again. */
export type UnpaidProblem =
  | { code: 'payment_not_ready' }
  /** The card provider's own message, already in the student's language, when it gave one. */
  | { code: 'payment_failed'; message?: string; providerCode?: string }
  | { code: 'payment_not_completed' }
  /**
   * The partner's server gave back a payment of this visitor's for the room that was started and
   * not finished (the bank's question left open, a reload, another tab): the student finishes it
   * in its session, for its dates; a second one is not started.
   */
  | { code: 'payment_resumed' }
  /**
   * The session was started again as it neared its end, or as the student asked for more time:
   * the card fields are new, and what was typed in the old ones is gone, so the student is told
   * to type the card again.
   */
  | { code: 'session_renewed' };

/** Why a payment may have been taken though the page cannot say it was. */
export type UnsureReason =
  /** The card provider says it is still processing: it may yet succeed. */
  | 'processing'
  /** Its status could not be read. */
  | 'check_failed'
  /** The page was reloaded, or came back from the bank, with a session: read before offering. */
  | 'restored';

/**
 * Where completing stands for a paid session:
 * - `completing`: the request is on its way; `again` where one before it failed (no answer, a
 *   server error, the page reloaded while it was on its way), as the API may have booked with it;
 * - `failed`: no answer, or a server error: retrying with the same session is safe;
 * - `answers_refused`: the API refused answers sent only with completion (details, contact,
 *   course, the plan): the student corrects them, then completing is retried;
 * - `human_check`: the partner's proxy asks for its human check before it completes a session it
 *   does not know for this browser (its record gone, cookies cleared): the widget is shown, and
 *   completing is sent again with its token. `refused` as for a start's check;
 * - `refused`: the API refused what the payment was made for (the room, the period, the
 *   session): paying again cannot fix that, so nothing is offered but the reference to quote.
 */
export type Completion =
  | { state: 'completing'; again?: true }
  | { state: 'failed' }
  | { state: 'answers_refused' }
  | { state: 'human_check'; refused: 'required' | 'failed' }
  | { state: 'refused'; field: string; message: string };

/**
 * What is known of the money, one phase at a time, each holding only what it means: no session yet
 * (`idle`, `human_check`, `starting`, `start_failed`), an unpaid session (`ready`), one a payment
 * may have gone into (`paying`, `checking`, `unsure`), a paid one (`paid`) and the booking
 * (`booked`).
 */
export type CheckoutPhase =
  | { name: 'idle' }
  /**
   * The partner's proxy asks for a human check before a session starts: the view shows the
   * widget, and the session starts with its token. `refused`: the proxy turned down the last
   * start, for a token it refused (`failed`) or for none (`required`, a trust that ran out).
   */
  | { name: 'human_check'; refused: 'required' | 'failed' | null }
  | { name: 'starting' }
  | { name: 'start_failed' }
  | { name: 'ready'; session: CheckoutSessionState; problem: UnpaidProblem | null }
  /**
   * An unpaid session to be replaced (another period chosen, or near its end): its payment is read
   * first, since a copy of it in another tab may have been paid into. Unpaid drops it (`idle`, and
   * a new one starts); paid completes it, for its own period.
   */
  | { name: 'releasing'; session: CheckoutSessionState }
  | { name: 'paying'; session: CheckoutSessionState }
  /**
   * `afterPayment`: the student tried to pay (a redirect, a lost answer), so unpaid is news.
   * `resumed`: the partner's server gave the session back, as a payment under way for the room.
   */
  | { name: 'checking'; session: CheckoutSessionState; afterPayment: boolean; resumed?: true }
  | { name: 'unsure'; session: CheckoutSessionState; reason: UnsureReason }
  | { name: 'paid'; session: PaidSessionState; completion: Completion }
  | { name: 'booked'; booking: Booking; reference: string | null }
  /**
   * The partner's server says this visitor booked the room for these dates a moment ago (another
   * tab, before a reload): no payment is offered, unless the student books it again for someone
   * else (`session_requested` with `again`).
   */
  | { name: 'booked_before'; bookingId: string | null; bookingPeriodId: string };

/** The server's objections to answers, by step and field (`about` → `email` → its message). */
export type ServerErrorsByStep = Partial<Record<FormStepId, Partial<Record<string, string>>>>;

/**
 * A custom checkout's whole state: where the student is, what they answered, the API's objections
 * to those answers by step and field, and the phase of the money.
 */
export interface CheckoutState {
  step: CheckoutStepId;
  answers: CheckoutAnswers;
  /** Which supporting contact the answers call for: it decides whether the contact step exists. */
  contactKind: SupportingContactKind;
  /** After "Change" on the review page, Continue goes back there. */
  returnToReview: boolean;
  serverErrors: ServerErrorsByStep;
  phase: CheckoutPhase;
  /**
   * A payment for this room that another tab (or window) of this browser is making or holds:
   * while there is one, this tab offers no card fields and starts nothing. Null when none.
   */
  elsewhere: PaymentElsewhere | null;
}

/**
 * What another tab says of its payment for the room: being made (`paying`), or made or perhaps
 * made (`held`), with the card provider's reference, never its secret.
 */
export interface PaymentElsewhere {
  state: 'paying' | 'held';
  /** The payment's reference (`pi_…`); null when the other tab has not said it yet. */
  reference: string | null;
  /** The student left for the API's hosted checkout page, and may have paid there. */
  hostedCheckout?: true;
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

/**
 * What drives the machine (the reducer's input): what the student did, and what the API and the
 * card provider answered. Not to be confused with `CheckoutAnalyticsEvent`, what it reports.
 */
export type CheckoutAction =
  | Answered
  | { type: 'back' }
  | { type: 'change'; step: FormStepId }
  /** Start a session unless a fresh one for `bookingPeriodId` exists (`now`, `ttlMs` say "fresh"). */
  | {
      type: 'session_requested';
      bookingPeriodId: string | undefined;
      now: number;
      ttlMs: number;
      /** The student's "Try again" after a failed start: nothing else starts again then. */
      retry?: boolean;
      /** No start without a human check first: the session waits for its token. */
      humanCheckNeeded?: boolean;
      /** The student's "Get more time": an unpaid session is replaced however fresh it is. */
      extend?: boolean;
      /** The student's "Book it again for someone else", after `booked_before`. */
      again?: boolean;
      /**
       * Another tab tells of a booking made since the server last answered: the unpaid session is
       * read and the server asked again, which answers the booking if it is of these dates.
       */
      verify?: boolean;
    }
  /**
   * `renewed`: it replaces a session of the same period, one that neared its end or one the
   * student asked more time for.
   */
  | { type: 'session_started'; session: CheckoutSessionState; renewed?: boolean }
  /** `humanCheck`: the proxy refused the start for its human check, not for the session. */
  | { type: 'session_failed'; humanCheck?: 'required' | 'failed' }
  /**
   * The partner's server answered the start with this visitor's payment for the room that is
   * under way or taken (`session`, for its own dates): it is read, then finished or completed.
   */
  | { type: 'session_resumed'; session: CheckoutSessionState }
  /** The partner's server answered the start with a booking this visitor made for these dates. */
  | { type: 'session_booked_before'; bookingId: string | null; bookingPeriodId: string }
  /** "Pay and book" (or "Try again" once paid); `bookingPeriodId` is the period chosen now. */
  | { type: 'pay_requested'; cardReady: boolean; bookingPeriodId: string | undefined }
  | { type: 'payment_succeeded' }
  | { type: 'payment_failed'; message?: string; providerCode?: string }
  /** The confirmation ended without an answer: the card may have been charged. */
  | { type: 'payment_unknown' }
  /**
   * Read the payment's status: after a reload, back from the bank (`afterPayment`), or the
   * student's "Check again".
   */
  | { type: 'status_check_requested'; afterPayment?: boolean }
  | { type: 'status_read'; status: CardPaymentStatus }
  | { type: 'status_check_failed' }
  /**
   * What the browser's other tabs say of this room's payment: one being made or held (`held`), a
   * booking made (`booked`), or nothing (null).
   */
  | { type: 'other_tabs_changed'; payment: PaymentElsewhere | null }
  /**
   * Another tab that booked the same payment names the booking's id, where this tab's completion
   * was answered "already completed" without it; or it tells of the booking of the payment the bank
   * sent the student back to this page for. A booking another tab tells of is otherwise never this
   * tab's on its word.
   */
  | { type: 'booked_elsewhere'; booking: Booking; reference: string | null }
  /**
   * The tab that held the room's payment was closed, and this tab took its checkout over (`state`,
   * restored from the draft it handed over): taken only where this tab holds no payment itself.
   */
  | { type: 'taken_over'; state: CheckoutState }
  /** Another tab holds the room's payment lock, or a payment: this one is not made. */
  | { type: 'payment_blocked'; payment: PaymentElsewhere }
  | { type: 'completed'; booking: Booking }
  /**
   * `humanCheck`: the proxy asks for its human check first. `notStartedHere`: the proxy completes
   * no session it did not start for this browser, and has no check that could let it.
   */
  | {
      type: 'complete_failed';
      fieldErrors?: Record<string, readonly string[]>;
      humanCheck?: 'required' | 'failed';
      notStartedHere?: true;
    };

// Restart an unpaid session with this share of its life gone, so nobody pays into an expired one.
const RESTART_AT = 0.9;
// Warn this long before the restart (a tenth of the session's life), and never less than the 20
// seconds WCAG 2.2.1 gives a student to ask for more time.
const WARNING_SHARE = 0.1;
const LEAST_WARNING_MS = 20_000;

/**
 * When an unpaid session is started again (`renewsAt`: the card fields are cleared, nothing is
 * paid), and from when the student is warned of it and offered more time (`warnsFrom`).
 */
export function sessionTimeline({ startedAt }: { startedAt: number }, ttlMs: number) {
  const renewsAt = startedAt + ttlMs * RESTART_AT;
  const warning = Math.max(ttlMs * WARNING_SHARE, LEAST_WARNING_MS);
  return { renewsAt, warnsFrom: Math.max(startedAt, renewsAt - warning) };
}

/** A checkout before anything is answered or started: on the stay step, no session. */
export const initialCheckoutState: CheckoutState = {
  step: 'stay',
  answers: {},
  contactKind: 'none',
  returnToReview: false,
  serverErrors: {},
  phase: { name: 'idle' },
  elsewhere: null,
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

/** Working on the student's behalf: nothing else starts, and no step changes, until it ends. */
export const isCheckoutBusy = ({ phase }: Pick<CheckoutState, 'phase'>) =>
  phase.name === 'starting' ||
  phase.name === 'releasing' ||
  phase.name === 'paying' ||
  phase.name === 'checking' ||
  (phase.name === 'paid' && phase.completion.state === 'completing');

/**
 * The session a payment may have gone into, which nothing may replace: while paying, while its
 * status is read or unknown (before it is dropped, too), and once paid. Null when no payment can
 * have been made from this page.
 */
export function heldSession({
  phase,
}: Pick<CheckoutState, 'phase'>): CheckoutSessionState | PaidSessionState | null {
  switch (phase.name) {
    case 'releasing':
    case 'paying':
    case 'checking':
    case 'unsure':
    case 'paid':
      return phase.session;
    default:
      return null;
  }
}

/** The period a payment may have been made for: the stay step cannot change it. */
export const lockedBookingPeriodId = (state: Pick<CheckoutState, 'phase'>) =>
  heldSession(state)?.bookingPeriodId ?? null;

/**
 * The card fields can be offered: an unpaid session of the period chosen now. The reducer pays
 * only then, and a view shows the fields only then.
 */
export const canPayInto = (
  { phase, elsewhere }: Pick<CheckoutState, 'phase' | 'elsewhere'>,
  bookingPeriodId: string | undefined,
) => phase.name === 'ready' && phase.session.bookingPeriodId === bookingPeriodId && !elsewhere;

/** The payment provider's reference, for support: never the secret part of the client secret. */
export const paymentReference = (clientSecret: string) =>
  clientSecret.split('_secret_')[0] ?? clientSecret;

/** The reference of a held session's payment: a paid one keeps it, the others name it by secret. */
export const sessionReference = (session: CheckoutSessionState | PaidSessionState) =>
  'reference' in session ? session.reference : paymentReference(session.clientSecret);

/** What completing refuses that answers cannot fix: what the payment was made for. */
const LOCKED_FIELDS = ['booking_period_id', 'session_token', 'room_id', 'operator_id'];

/** What went wrong, as a code a view words; `reference` is what support needs. */
export type CheckoutProblem =
  | { code: 'start_failed' }
  /** The proxy refused the start: the human check's token failed or expired, or none was sent. */
  | { code: 'human_check_failed' | 'human_check_required' }
  | UnpaidProblem
  /** A payment still processing may yet be taken: a view must never invite a second one. */
  | { code: 'payment_processing' }
  /** Another tab of this browser is paying for the room, or has: nothing is offered here. */
  | { code: 'payment_elsewhere' }
  /**
   * The student left for the hosted checkout page of the room, and may have paid there: nothing is
   * offered until they say they did not (`payHereInstead`), or the hold ends.
   */
  | { code: 'hosted_checkout_opened' }
  /** Unknown is not "unpaid": a view says so, and paying is not offered. */
  | { code: 'payment_check_failed' }
  /**
   * This visitor booked the room for these dates a moment ago, as the partner's server recorded:
   * nothing is offered but booking it again for someone else (`bookAgain`).
   */
  | { code: 'booked_before'; bookingId: string | null }
  /** Paid, and the booking is not confirmed: retrying is safe and never charges again. */
  | { code: 'complete_failed'; reference: string }
  /**
   * Paid, and the API refused what was paid for (the period sold out, the session expired): the
   * card is not charged again; the student quotes `reference` to be refunded or rebooked.
   * `message` is the API's own sentence, for support; a view words the problem itself.
   */
  | { code: 'booking_refused'; reference: string; field: string; message: string };

/** The problem a view shows for the state, or null. */
export function checkoutProblem({
  phase,
  elsewhere,
}: Pick<CheckoutState, 'phase' | 'elsewhere'>): CheckoutProblem | null {
  // What this tab holds comes first; a payment elsewhere matters only where this one holds none.
  if (elsewhere && !heldSession({ phase }) && phase.name !== 'booked') {
    return { code: elsewhere.hostedCheckout ? 'hosted_checkout_opened' : 'payment_elsewhere' };
  }
  switch (phase.name) {
    case 'start_failed':
      return { code: 'start_failed' };
    case 'human_check':
      return phase.refused ? { code: `human_check_${phase.refused}` } : null;
    case 'ready':
      return phase.problem;
    case 'booked_before':
      return { code: 'booked_before', bookingId: phase.bookingId };
    case 'unsure':
      return phase.reason === 'processing'
        ? { code: 'payment_processing' }
        : phase.reason === 'check_failed'
          ? { code: 'payment_check_failed' }
          : null;
    case 'paid': {
      const { completion, session } = phase;
      if (completion.state === 'human_check') return { code: `human_check_${completion.refused}` };
      if (completion.state === 'failed') {
        return { code: 'complete_failed', reference: session.reference };
      }
      if (completion.state === 'refused') {
        const { field, message } = completion;
        return { code: 'booking_refused', reference: session.reference, field, message };
      }
      return null;
    }
    default:
      return null;
  }
}

function moveTo(
  state: CheckoutState,
  step: CheckoutStepId,
  returnToReview: boolean,
): CheckoutState {
  return { ...state, step, returnToReview };
}

function answered(state: CheckoutState, action: Answered): CheckoutState {
  // Once a payment may have been made for a period, the stay step keeps that period.
  const locked = lockedBookingPeriodId(state);
  const values =
    action.step === 'stay' && locked
      ? { ...action.values, booking_period_id: locked }
      : action.values;
  const answers = { ...state.answers, [action.step]: values };
  const steps = checkoutSteps(action.contactKind);
  let next: CheckoutStepId = state.returnToReview
    ? 'review'
    : (steps[steps.indexOf(action.step) + 1] ?? 'review');
  // A new plan can bring in a supporting contact the student has not answered yet.
  if (next === 'review' && action.contactKind !== 'none' && !answers.contact) next = 'contact';
  return {
    ...moveTo(state, next, next === 'review' ? false : state.returnToReview),
    answers,
    contactKind: action.contactKind,
    serverErrors: { ...state.serverErrors, [action.step]: undefined },
  };
}

function isFresh(
  session: CheckoutSessionState,
  bookingPeriodId: string,
  now: number,
  ttlMs: number,
) {
  return (
    session.bookingPeriodId === bookingPeriodId && now < sessionTimeline(session, ttlMs).renewsAt
  );
}

/** A session whose payment succeeded: its secret dropped, its reference kept. */
const paidSession = ({
  token,
  bookingPeriodId,
  startedAt,
  clientSecret,
}: CheckoutSessionState) => ({
  token,
  bookingPeriodId,
  startedAt,
  reference: paymentReference(clientSecret),
});

const completing = (
  state: CheckoutState,
  session: PaidSessionState,
  again = false,
): CheckoutState => ({
  ...state,
  phase: {
    name: 'paid',
    session,
    completion: { state: 'completing', ...(again ? { again: true as const } : {}) },
  },
});

function completeFailed(
  state: CheckoutState,
  session: PaidSessionState,
  { fieldErrors = {}, humanCheck, notStartedHere }: ActionOf<'complete_failed'>,
): CheckoutState {
  const paid = (completion: Completion): CheckoutPhase => ({ name: 'paid', session, completion });
  if (humanCheck) return { ...state, phase: paid({ state: 'human_check', refused: humanCheck }) };
  // Nothing here can change the proxy's mind: the reference is what the student quotes.
  if (notStartedHere) {
    return { ...state, phase: paid({ state: 'refused', field: 'session_token', message: '' }) };
  }
  for (const field of LOCKED_FIELDS) {
    const message = fieldErrors[field]?.[0];
    if (message) return { ...state, phase: paid({ state: 'refused', field, message }) };
  }
  const placed: ServerErrorsByStep = {};
  let firstStep: FormStepId | null = null;
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const target = stepOfServerField(key);
    if (!target || !messages[0]) continue;
    placed[target.step] = { ...placed[target.step], [target.field]: messages[0] };
    firstStep ??= target.step;
  }
  // Fix the answer where it was given; paying is done and is not asked again.
  if (firstStep) {
    return {
      ...moveTo(state, firstStep, true),
      serverErrors: placed,
      phase: paid({ state: 'answers_refused' }),
    };
  }
  return { ...state, phase: paid({ state: 'failed' }) };
}

/**
 * The answers with the stay kept to the session's period: a payment found in a session being
 * replaced was made for that period, whatever was chosen since.
 */
function keepPeriodOf(state: CheckoutState, session: { bookingPeriodId: string }): CheckoutState {
  const { stay } = state.answers;
  if (!stay || stay.booking_period_id === session.bookingPeriodId) return state;
  return {
    ...state,
    answers: { ...state.answers, stay: { ...stay, booking_period_id: session.bookingPeriodId } },
  };
}

/**
 * What reading a payment's status tells, for the session whose status was read: `releasing`, a
 * session about to be replaced; else `afterPayment`, read since the student tried to pay.
 */
function statusRead(
  state: CheckoutState,
  session: CheckoutSessionState,
  status: CardPaymentStatus,
  {
    releasing,
    afterPayment,
    resumed = false,
  }: { releasing: boolean; afterPayment: boolean; resumed?: boolean },
): CheckoutState {
  switch (status) {
    case 'succeeded':
      return completing(keepPeriodOf(state, session), paidSession(session));
    case 'processing':
      return {
        ...keepPeriodOf(state, session),
        phase: { name: 'unsure', session, reason: 'processing' },
      };
    case 'canceled':
      // A cancelled payment can never be taken: its session is dropped, and another started.
      return { ...state, phase: { name: 'idle' } };
    default:
      // Unpaid for certain, and to be replaced: dropped, and the page starts the one asked for.
      if (releasing) return { ...state, phase: { name: 'idle' } };
      // Not paid, for certain (the bank's step abandoned, the card refused, or never tried): the
      // same session is offered again, and one session is paid at most once.
      return {
        ...(resumed ? keepPeriodOf(state, session) : state),
        phase: {
          name: 'ready',
          session,
          problem: afterPayment
            ? { code: 'payment_not_completed' }
            : resumed
              ? { code: 'payment_resumed' }
              : null,
        },
      };
  }
}

/** The session whose card fields are shown: see `describeCheckout`. */
function cardFieldsOf(state: CheckoutState, bookingPeriodId: string | undefined) {
  const { phase } = state;
  if (phase.name === 'paying') return phase.session;
  return phase.name === 'ready' && canPayInto(state, bookingPeriodId) ? phase.session : null;
}

/**
 * What the checkout is doing for the student: paying, reading a payment's status (after a reload,
 * before a session is replaced), or confirming the booking.
 */
function activityOf({ phase }: CheckoutState): 'paying' | 'checking' | 'confirming' | null {
  if (phase.name === 'paying') return 'paying';
  if (phase.name === 'checking' || phase.name === 'releasing') return 'checking';
  if (phase.name === 'paid' && phase.completion.state === 'completing') return 'confirming';
  return null;
}

/**
 * What a view shows of a state: the steps, the problem to word, and whether the checkout is busy,
 * can be paid into, has a period locked by a payment, or is booked. `useCheckout` returns these
 * beside the state; a store of your own (`createCheckoutStore`) derives them with this.
 */
export function describeCheckout(state: CheckoutState, bookingPeriodId: string | undefined) {
  return {
    steps: checkoutSteps(state.contactKind),
    /** The period chosen now: the stay step's answer, or the one the checkout was opened for. */
    bookingPeriodId,
    /** What went wrong, as a code with its data, for the view to word; null when nothing did. */
    problem: checkoutProblem(state),
    /** Working on the student's behalf (starting, paying, reading a payment, completing). */
    busy: isCheckoutBusy(state),
    /**
     * The human check is to be shown: the session starts with its token (`passHumanCheck`), or a
     * paid session's booking is completed with it, where the proxy asks.
     */
    awaitingHumanCheck:
      state.phase.name === 'human_check' ||
      (state.phase.name === 'paid' && state.phase.completion.state === 'human_check'),
    /** The card fields may be shown: an unpaid session of the period chosen now. */
    payable: canPayInto(state, bookingPeriodId),
    /**
     * The session whose card fields are shown (its key, public key and secret): an unpaid one of
     * the period chosen now, kept mounted while paying, as a card provider confirms (and shows the
     * bank's step) in its own fields. Null when none are.
     */
    cardFields: cardFieldsOf(state, bookingPeriodId),
    /**
     * The button completes the booking again ("Try again"): paid, and completing failed or its
     * answers were refused. It never asks for a card.
     */
    canRetryCompletion:
      state.phase.name === 'paid' &&
      (state.phase.completion.state === 'failed' ||
        state.phase.completion.state === 'answers_refused'),
    /** What the checkout is doing for the student, to show and say once; null when nothing. */
    activity: activityOf(state),
    /** The period a payment may have been made for: the stay step cannot change it. */
    lockedBookingPeriodId: lockedBookingPeriodId(state),
    /** The booking, once made. */
    booking: state.phase.name === 'booked' ? state.phase.booking : null,
    /** Another tab of this browser is paying for the room, or holds its payment. */
    paymentElsewhere: state.elsewhere,
  };
}

type PhaseName = CheckoutPhase['name'];
type ActionType = CheckoutAction['type'];
type ActionOf<Type extends ActionType> = Extract<CheckoutAction, { type: Type }>;
/** A state whose phase is `Name`: what a row of the table is given. */
type InPhase<Name extends PhaseName> = CheckoutState & {
  phase: Extract<CheckoutPhase, { name: Name }>;
};
/** What a phase does with each action it takes; any other leaves it as it is. */
type PhaseRow<Name extends PhaseName> = {
  [Type in ActionType]?: (state: InPhase<Name>, action: ActionOf<Type>) => CheckoutState;
};
type AnyRow = Partial<Record<ActionType, (state: CheckoutState, action: never) => CheckoutState>>;

/** Asked for a session where none is held: the human check first if it is needed, else a start. */
function startSession(state: CheckoutState, action: ActionOf<'session_requested'>): CheckoutState {
  // Another tab's word of a payment is a hint: a start asks the partner's server, which keeps the
  // visitor's checkout and answers the payment under way, if there is one; no card is offered
  // while the hint stands. The hosted page's hold is the student's to end ("Pay here instead").
  if (!action.bookingPeriodId || state.elsewhere?.hostedCheckout) return state;
  if (action.humanCheckNeeded) {
    return state.phase.name === 'human_check'
      ? state
      : { ...state, phase: { name: 'human_check', refused: null } };
  }
  return { ...state, phase: { name: 'starting' } };
}

/** The payment's status, read for the session being replaced or checked. */
const readStatus =
  (releasing: boolean) =>
  (state: InPhase<'releasing' | 'checking'>, action: ActionOf<'status_read'>) =>
    statusRead(state, state.phase.session, action.status, {
      releasing,
      afterPayment: state.phase.name === 'checking' && state.phase.afterPayment,
      resumed: state.phase.name === 'checking' && state.phase.resumed === true,
    });

/** The status could not be read: a payment may have been made, so nothing is offered. */
const unreadable = (state: InPhase<'releasing' | 'checking'>): CheckoutState => ({
  ...state,
  phase: { name: 'unsure', session: state.phase.session, reason: 'check_failed' },
});

/**
 * The machine, phase by phase: each row is what that phase does with the actions it takes, and
 * an action a row does not name leaves the phase as it is (a second "Pay" while paying, a late
 * answer to a start another already replaced). The phases that may hold a payment (releasing,
 * paying, checking, unsure, paid) have no row that starts or drops a session.
 */
const PHASES: { [Name in PhaseName]: PhaseRow<Name> } = {
  /** Nothing held: a session is asked for as the review opens. */
  idle: { session_requested: startSession },
  /** Waiting for the human check's token, which comes with the next request. */
  human_check: { session_requested: startSession },
  /** A start on its way. */
  starting: {
    session_started: (state, { session, renewed }) => {
      // The server gave the very session another tab says it pays into: read it before offering it.
      const held = state.elsewhere?.reference;
      if (held && held === paymentReference(session.clientSecret)) {
        return { ...state, phase: { name: 'checking', session, afterPayment: false } };
      }
      const problem = renewed ? { code: 'session_renewed' as const } : null;
      return { ...state, phase: { name: 'ready', session, problem } };
    },
    session_failed: (state, { humanCheck }) => ({
      ...state,
      phase: humanCheck ? { name: 'human_check', refused: humanCheck } : { name: 'start_failed' },
    }),
    // The payment under way is read before anything is offered; its dates are the stay's now.
    session_resumed: (state, { session }) => ({
      ...keepPeriodOf(state, session),
      phase: { name: 'checking', session, afterPayment: false, resumed: true },
    }),
    session_booked_before: (state, { bookingId, bookingPeriodId }) => ({
      ...state,
      phase: { name: 'booked_before', bookingId, bookingPeriodId },
    }),
  },
  /**
   * Booked before, as the server said: only "Book it again for someone else", or other dates,
   * start a session; the same dates otherwise stay as they are.
   */
  booked_before: {
    session_requested: (state, action) =>
      action.again || action.bookingPeriodId !== state.phase.bookingPeriodId
        ? startSession(state, action)
        : state,
  },
  /** A start failed: only the student's "Try again" starts again, never a timer. */
  start_failed: {
    session_requested: (state, action) => (action.retry ? startSession(state, action) : state),
  },
  /** An unpaid session, its card fields offered for its period. */
  ready: {
    session_requested: (state, action) => {
      const { bookingPeriodId, now, ttlMs, extend, verify } = action;
      if (!bookingPeriodId || (state.elsewhere && !verify)) return state;
      if (!extend && !verify && isFresh(state.phase.session, bookingPeriodId, now, ttlMs)) {
        return state;
      }
      // Replaced only once its payment is read: a copy of it elsewhere may have been paid into.
      return { ...state, phase: { name: 'releasing', session: state.phase.session } };
    },
    pay_requested: (state, { cardReady, bookingPeriodId }) => {
      const { phase } = state;
      if (!canPayInto(state, bookingPeriodId)) return state;
      if (!cardReady)
        return { ...state, phase: { ...phase, problem: { code: 'payment_not_ready' } } };
      return { ...state, phase: { name: 'paying', session: phase.session } };
    },
    other_tabs_changed: (state, action) => {
      const { payment } = action;
      // A copy of this very session (a duplicated tab) is being paid into, or was: this tab reads
      // the payment itself rather than take another tab's word for it.
      if (
        !sameElsewhere(state, payment) &&
        payment?.reference &&
        paymentReference(state.phase.session.clientSecret) === payment.reference
      ) {
        return {
          ...state,
          elsewhere: payment,
          phase: { name: 'checking', session: state.phase.session, afterPayment: false },
        };
      }
      return otherTabsChanged(state, action);
    },
  },
  /** An unpaid session about to be replaced: its payment is read first. */
  releasing: { status_read: readStatus(true), status_check_failed: unreadable },
  /** The card provider confirms the payment. */
  paying: {
    payment_succeeded: (state) => completing(state, paidSession(state.phase.session)),
    payment_failed: (state, { message, providerCode }) => {
      const { session } = state.phase;
      if (providerCode === 'processing') {
        return { ...state, phase: { name: 'unsure', session, reason: 'processing' } };
      }
      const problem: UnpaidProblem = {
        code: 'payment_failed',
        ...(message ? { message } : {}),
        ...(providerCode ? { providerCode } : {}),
      };
      return { ...state, phase: { name: 'ready', session, problem } };
    },
    payment_unknown: (state) => ({
      ...state,
      phase: { name: 'checking', session: state.phase.session, afterPayment: true },
    }),
    // Another tab holds the room's payment: this one is not made, and its card stays.
    payment_blocked: (state, { payment }) => ({
      ...state,
      phase: { name: 'ready', session: state.phase.session, problem: null },
      elsewhere: payment,
    }),
  },
  /** The payment's status is being read. */
  checking: { status_read: readStatus(false), status_check_failed: unreadable },
  /** A payment that may have been taken: read again only when the student asks. */
  unsure: {
    status_check_requested: (state, action) => ({
      ...state,
      phase: {
        name: 'checking',
        session: state.phase.session,
        afterPayment: action.afterPayment ?? state.phase.reason !== 'restored',
      },
    }),
  },
  /** Paid: the booking is completed, or completing is tried again; never paid again. */
  paid: {
    pay_requested: (state) => {
      const { completion, session } = state.phase;
      // Refused for the human check, completing never reached the API: not sent "again".
      const retryable =
        completion.state === 'failed' ||
        completion.state === 'answers_refused' ||
        completion.state === 'human_check';
      return retryable ? completing(state, session, completion.state === 'failed') : state;
    },
    completed: (state, { booking }) => ({
      ...moveTo(state, 'confirmed', false),
      serverErrors: {},
      phase: { name: 'booked', booking, reference: state.phase.session.reference },
    }),
    complete_failed: (state, action) =>
      state.phase.completion.state === 'completing'
        ? completeFailed(state, state.phase.session, action)
        : state,
  },
  /**
   * The end: nothing changes, but for the booking's id that another tab was told of the same
   * payment, where this one completed again and the API did not name it.
   */
  booked: {
    booked_elsewhere: (state, { booking, reference }) => {
      const { phase } = state;
      return booking.booking_id && !phase.booking.booking_id && reference === phase.reference
        ? {
            ...state,
            phase: { ...phase, booking: { ...phase.booking, booking_id: booking.booking_id } },
          }
        : state;
    },
  },
};

/** Whether `payment` is what this tab already knows of the other tabs. */
const sameElsewhere = (state: CheckoutState, payment: PaymentElsewhere | null) =>
  state.elsewhere?.state === payment?.state && state.elsewhere?.reference === payment?.reference;

function otherTabsChanged(
  state: CheckoutState,
  { payment }: ActionOf<'other_tabs_changed'>,
): CheckoutState {
  return sameElsewhere(state, payment) ? state : { ...state, elsewhere: payment };
}

/**
 * What every phase but the last takes the same way: the student moving between steps (never while
 * the checkout works for them), and what the browser's other tabs tell.
 */
const EVERY_PHASE: {
  [Type in ActionType]?: (state: CheckoutState, action: ActionOf<Type>) => CheckoutState;
} = {
  answered,
  back: (state) => {
    const steps = checkoutSteps(state.contactKind);
    const previous = steps[steps.indexOf(state.step) - 1];
    return previous && !isCheckoutBusy(state) ? moveTo(state, previous, false) : state;
  },
  // A session being started holds no money: "Change" goes, and the session is kept once here.
  change: (state, { step }) =>
    isCheckoutBusy(state) && state.phase.name !== 'starting' ? state : moveTo(state, step, true),
  other_tabs_changed: otherTabsChanged,
  // The booking of the payment the bank sent the student back to this page for, as the tab that
  // made it told (this page's own draft gone with it). A payment this tab may hold is its own: it
  // is completed here, never dropped.
  booked_elsewhere: (state, { booking, reference }) =>
    heldSession(state)
      ? state
      : {
          ...moveTo(state, 'confirmed', false),
          serverErrors: {},
          elsewhere: null,
          phase: { name: 'booked', booking, reference },
        },
  // A tab closed while holding the room's payment: taken over where this tab holds none itself.
  taken_over: (state, action) =>
    heldSession(state) ? state : { ...action.state, elsewhere: null },
};

/**
 * The machine's reducer: pure, so each transition is tested without React. The phase's row of
 * `PHASES` takes the action first; then, but from the confirmation, `EVERY_PHASE`; an action
 * neither takes returns the same state.
 */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  const row = PHASES[state.phase.name] as AnyRow;
  const inPhase = row[action.type];
  if (inPhase) return inPhase(state, action as never);
  if (state.phase.name === 'booked') return state;
  const always = (EVERY_PHASE as AnyRow)[action.type];
  return always ? always(state, action as never) : state;
}
