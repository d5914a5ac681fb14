import type { SupportingContactKind } from '@unistay/api-client/schemas';
import {
  aboutStepSchema,
  type CheckoutAnswers,
  type CheckoutStepId,
  contactStepSchema,
  courseStepSchema,
  type FormStepId,
  stayStepSchema,
} from './checkoutAnswers.js';
import {
  type CheckoutPhase,
  type CheckoutSessionState,
  type CheckoutState,
  checkoutSteps,
  heldSession,
  initialCheckoutState,
  type PaidSessionState,
  paymentReference,
} from './checkoutMachine.js';

/**
 * What a checkout keeps through a reload, and how it is read back. A stored draft is input from
 * outside like any other: it is versioned and checked field by field, never trusted. What is in
 * flight is never kept as in flight: a session that a payment may have gone into comes back
 * `unsure`, and its payment is read again before anything is offered.
 */

export const CHECKOUT_DRAFT_VERSION = 2;

/** The phase as kept: only what holds a session or a booking, and never as in flight. */
type KeptPhase =
  | { name: 'none' }
  /**
   * `confirming`: this page was confirming the payment (the bank's question may have been open in
   * it) when it went away. A reload of it finds that; a tab duplicated before it paid does not.
   */
  | { name: 'unsure'; session: CheckoutSessionState; confirming?: true }
  | { name: 'paid'; session: PaidSessionState }
  | Extract<CheckoutPhase, { name: 'booked' }>;

/**
 * A checkout as kept through a reload: the step, the answers and what is known of the money, never
 * card data. Nothing is kept as in flight: a session a payment may have gone into is kept `unsure`,
 * so its payment is read again. `restoreCheckoutState` reads it back, trusting none of it.
 */
export interface CheckoutDraft {
  version: typeof CHECKOUT_DRAFT_VERSION;
  step: CheckoutStepId;
  returnToReview: boolean;
  answers: CheckoutAnswers;
  phase: KeptPhase;
}

/** Where a checkout's draft is written: read back, replaced, forgotten. */
export interface DraftStore {
  read(): unknown;
  write(draft: CheckoutDraft): void;
  clear(): void;
}

/**
 * Keeps a checkout through a reload: the draft in `saved` (the partner's `persistence`), and, while
 * a payment may have been made, in `inFlight` too (this tab's session storage, whatever
 * `persistence` says), so a return from the bank always finds its session. Once booked, the
 * answers are forgotten (the booking alone is kept, so a reload shows the confirmation rather than
 * a new checkout), the in-flight record goes, and `forget` runs (the steps' half-typed drafts).
 */
export function persistCheckout(
  state: CheckoutState,
  saved: DraftStore,
  inFlight: DraftStore | null,
  forget: () => void = () => {},
) {
  const draft = checkoutDraft(state);
  saved.write(draft);
  if (heldSession(state)) inFlight?.write(draft);
  else inFlight?.clear();
  if (state.phase.name === 'booked') forget();
}

/** The draft a reload reads: the partner's store first, then the payment kept in flight. */
/**
 * The payment a kept draft says this page was confirming when it went away (its reference), or
 * null: read where the page knows it was reloaded, so a payment it left at the bank's question in
 * the page is its own to offer again, not another tab's.
 */
export function confirmingPaymentOf(draft: unknown): string | null {
  if (!isRecord(draft) || !isRecord(draft.phase) || draft.phase.confirming !== true) return null;
  const session = storedSession(draft.phase.session);
  return session ? paymentReference(session.clientSecret) : null;
}

export const storedCheckout = (saved: DraftStore, inFlight: DraftStore | null) =>
  saved.read() ?? inFlight?.read();

/** The draft of a state: once booked, the booking without the answers that made it. */
export function checkoutDraft(state: CheckoutState): CheckoutDraft {
  const { phase } = state;
  const booked = phase.name === 'booked';
  // An unpaid session is kept too: a reload pays into it, once its payment is read again.
  const session = phase.name === 'ready' ? phase.session : heldSession(state);
  return {
    version: CHECKOUT_DRAFT_VERSION,
    step: state.step,
    returnToReview: state.returnToReview,
    answers: booked ? {} : state.answers,
    phase: booked
      ? phase
      : phase.name === 'paid'
        ? phase
        : session
          ? {
              name: 'unsure',
              session: session as CheckoutSessionState,
              ...(phase.name === 'paying' ? { confirming: true as const } : {}),
            }
          : { name: 'none' },
  };
}

type Stored = Record<string, unknown>;
const isRecord = (value: unknown): value is Stored =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A stored session, field by field; null unless every field a payment needs is there. */
function storedSession(value: unknown): CheckoutSessionState | null {
  if (!isRecord(value)) return null;
  const { token, bookingPeriodId, startedAt, publicKey, clientSecret, returnUrl } = value;
  if (![token, bookingPeriodId, publicKey, clientSecret].every(isText)) return null;
  if (typeof startedAt !== 'number') return null;
  return {
    token,
    bookingPeriodId,
    startedAt,
    publicKey,
    clientSecret,
    ...(isText(returnUrl) ? { returnUrl } : {}),
  } as CheckoutSessionState;
}

/**
 * The phase a stored draft names: a session that may have been paid into is never dropped, in
 * this version's drafts or the version's before (five fields: a session, and whether it was paid).
 */
function storedPhase(stored: Stored): CheckoutPhase | null {
  const kept = isRecord(stored.phase) ? stored.phase : {};
  const paidFor = isRecord(kept.session) ? kept.session : {};
  // A paid session keeps no secret: its reference, and what completing needs.
  if (kept.name === 'paid' && isText(paidFor.token) && isText(paidFor.reference)) {
    const { token, bookingPeriodId, startedAt, reference } = paidFor;
    if (!isText(bookingPeriodId) || typeof startedAt !== 'number') return null;
    return {
      name: 'paid',
      session: { token, bookingPeriodId, startedAt, reference },
      completion: { state: 'failed' },
    };
  }
  if (kept.name === 'booked' && isRecord(kept.booking)) {
    const id = kept.booking.booking_id;
    return {
      name: 'booked',
      booking: {
        booking_id: typeof id === 'string' ? id : null,
        already_completed: kept.booking.already_completed === true,
      },
      reference: typeof kept.reference === 'string' ? kept.reference : null,
    };
  }
  const session = storedSession(stored.version === undefined ? stored.session : kept.session);
  if (!session)
    return kept.name === 'none' || stored.version === undefined ? { name: 'idle' } : null;
  if (stored.version === undefined && stored.paid === true) {
    const { token, bookingPeriodId, startedAt, clientSecret } = session;
    const reference = paymentReference(clientSecret);
    return {
      name: 'paid',
      session: { token, bookingPeriodId, startedAt, reference },
      completion: { state: 'failed' },
    };
  }
  return { name: 'unsure', session, reason: 'restored' };
}

/**
 * A checkout as a reload finds it. An unpaid draft that does not read back whole is dropped (a
 * fresh checkout); one that names a session keeps it, with whichever answers still read, so an
 * upgrade or a tampered store never reopens a payment already made.
 */
export function restoreCheckoutState(
  stored: unknown,
  propertyCountry: string,
  contactKindOf: (answers: CheckoutAnswers) => SupportingContactKind,
): CheckoutState {
  const fresh: CheckoutState = { ...initialCheckoutState, contactKind: contactKindOf({}) };
  const known =
    isRecord(stored) && (stored.version === undefined || stored.version === CHECKOUT_DRAFT_VERSION);
  const phase = known ? storedPhase(stored) : null;
  // A booking made before drafts had phases was forgotten then: it stays forgotten.
  if (!known || !phase || (stored.version === undefined && stored.booking)) return fresh;
  if (phase.name === 'booked') return { ...initialCheckoutState, step: 'confirmed', phase };

  // Each answer checked by its own step's schema; those that do not pass are dropped.
  const given = isRecord(stored.answers) ? stored.answers : {};
  const schemas = {
    stay: stayStepSchema(propertyCountry),
    about: aboutStepSchema,
    contact: contactStepSchema,
    course: courseStepSchema,
  };
  const answers: Stored = {};
  let whole = isRecord(stored.answers) || stored.answers === undefined;
  for (const step of Object.keys(schemas) as FormStepId[]) {
    if (given[step] === undefined) continue;
    const parsed = schemas[step].safeParse(given[step]);
    if (parsed.success) answers[step] = parsed.data;
    else whole = false;
  }
  if (!whole && phase.name === 'idle') return fresh;

  const contactKind = contactKindOf(answers);
  const steps = checkoutSteps(contactKind);
  const firstUnanswered = steps.find((step) => step !== 'review' && !answers[step]);
  const storedStep = stored.step as CheckoutStepId;
  const step =
    firstUnanswered && (!whole || storedStep === 'review')
      ? firstUnanswered
      : steps.includes(storedStep)
        ? storedStep
        : (firstUnanswered ?? 'review');
  return {
    ...initialCheckoutState,
    step,
    answers,
    contactKind,
    returnToReview: whole && stored.returnToReview === true,
    phase,
  };
}
