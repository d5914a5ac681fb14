'use client';
import {
  type Booking,
  type CourseDetails,
  type PartnerApiError,
  type PartnerApiErrorKind,
  type ResidentDetails,
  type SupportingContactContext,
  type SupportingContactDetails,
  type SupportingContactKind,
  supportingContactKind,
} from '@unistay/api-client';
import { useCompleteCheckout, useStartCheckout } from '@unistay/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createDraft, type Persistence } from '../form/draftStorage.js';
import { useTranslate } from '../i18n/messages.js';
import type { CardFieldsHandle, CardPaymentSession, CardProvider } from './cardProvider.js';
import { type CheckoutMessages, checkoutMessages } from './checkoutMessages.js';
import { planFlags, type StayAnswers } from './checkoutSchemas.js';

export type CheckoutStepId = 'stay' | 'about' | 'contact' | 'course' | 'review' | 'confirmed';
export type FormStepId = Exclude<CheckoutStepId, 'review' | 'confirmed'>;

/** A booking period as the partner's room data carries it, with an optional label. */
export interface BookingPeriodOption {
  id: string;
  label?: string;
  start_date?: string;
  end_date?: string;
  price_per_week?: string;
  holding_deposit?: string;
}

/** What happened, for analytics and support: never an answer the student typed, never card data. */
export type CheckoutEvent =
  | { type: 'step'; step: CheckoutStepId }
  | { type: 'checkout_started' }
  | { type: 'session_restarted' }
  | { type: 'payment_failed'; code?: string }
  | { type: 'payment_succeeded' }
  | { type: 'booking_created'; booking_id: string | null }
  | { type: 'complete_failed'; kind: PartnerApiErrorKind; fields: string[] }
  /** Paid, and the booking could not be confirmed: support will need `reference`. */
  | { type: 'payment_without_booking'; reference: string };

export interface CourseAnswers extends CourseDetails {
  special_request?: string | undefined;
}

export interface CheckoutAnswers {
  stay?: StayAnswers;
  about?: ResidentDetails;
  contact?: SupportingContactDetails;
  course?: CourseAnswers;
}

export interface CheckoutWizardOptions {
  roomId: string;
  operatorId: string;
  /** The periods to choose from; or give a fixed `bookingPeriodId`. */
  bookingPeriods?: readonly BookingPeriodOption[];
  bookingPeriodId?: string;
  /** The property's country (`gb`, `au`, `ca`): it decides which supporting contact is asked. */
  propertyCountry: string;
  propertyName?: string;
  roomName?: string;
  /** Currency of the prices, for formatting. */
  currency?: string;
  cardProvider: CardProvider;
  onBookingCreated?: (booking: { booking_id: string | null }) => void;
  onStepChange?: (step: CheckoutStepId) => void;
  onEvent?: (event: CheckoutEvent) => void;
  defaultValues?: {
    about?: Partial<ResidentDetails>;
    contact?: Partial<SupportingContactDetails>;
    course?: Partial<CourseAnswers>;
  };
  options?: { genders?: readonly string[]; yearsOfStudy?: readonly string[] };
  /** Replaces `supportingContactKind`. */
  rules?: (context: SupportingContactContext) => SupportingContactKind;
  /** Where answers are kept through a reload. Default `'session'`. Card data never is. */
  persistence?: Persistence;
  /** Where a payment that needs a redirect comes back to. Default: this page. */
  returnUrl?: string;
  /** How long a checkout session lives; it is restarted before then if nothing was paid. */
  sessionTtlMs?: number;
  messages?: CheckoutMessages;
  locale?: string;
}

interface SessionDraft extends CardPaymentSession {
  token: string;
  bookingPeriodId: string;
  startedAt: number;
}

interface WizardDraft {
  step: CheckoutStepId;
  answers: CheckoutAnswers;
  /** After "Change" on the review page, Continue goes back there. */
  returnToReview?: boolean;
  session?: SessionDraft;
  /** The payment for `session` succeeded: from now on only completing is ever retried. */
  paid?: boolean;
  booking?: Booking;
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

const DEFAULT_TTL_MS = 30 * 60 * 1000;
// Restart an unpaid session with this margin left, so the student never pays into an expired one.
const RESTART_MARGIN = 0.9;

const STEP_OF_FIELD: Record<string, FormStepId> = {
  resident_details: 'about',
  supporting_contact_details: 'contact',
  course_details: 'course',
  special_request: 'course',
  booking_period_id: 'stay',
  paying_in_instalments: 'stay',
  has_uk_based_guarantor: 'stay',
  is_using_scheme: 'stay',
};
const STAY_FIELD: Record<string, string> = {
  paying_in_instalments: 'plan',
  has_uk_based_guarantor: 'uk_guarantor',
  is_using_scheme: 'use_scheme',
};

/** Where a server field error belongs: `resident_details.email` is the About you step's `email`. */
export function stepOfServerField(key: string): { step: FormStepId; field: string } | null {
  const [head = '', ...rest] = key.split('.');
  const step = STEP_OF_FIELD[head];
  if (!step) return null;
  if (step === 'stay') return { step, field: STAY_FIELD[head] ?? head };
  return { step, field: rest.length > 0 ? rest.join('.') : head };
}

const intentReference = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? clientSecret;

/**
 * The custom checkout's logic, without markup: steps, answers kept through a reload, starting (and
 * restarting) checkout, paying through the card provider, completing, and every recovery.
 */
export function useCheckoutWizard(options: CheckoutWizardOptions) {
  const t = useTranslate(options.messages, checkoutMessages);
  // The mutate functions are stable; the mutation objects are new on every state change, and
  // callbacks depending on them would re-run every effect that uses them.
  const { mutateAsync: startAsync } = useStartCheckout();
  const { mutateAsync: completeAsync } = useCompleteCheckout();
  const draftKey = `unistay:checkout:${options.roomId}`;
  const draftStore = useMemo(
    () => createDraft<WizardDraft>(options.persistence ?? 'session', draftKey),
    [options.persistence, draftKey],
  );
  /** What is typed into a step before Continue, kept apart so typing renders nothing else. */
  const progressDraft = useCallback(
    (step: FormStepId) =>
      createDraft<Record<string, unknown>>(options.persistence ?? 'session', `${draftKey}:${step}`),
    [options.persistence, draftKey],
  );
  const [state, setState] = useState<WizardDraft>(() => {
    const saved = draftStore.read() as WizardDraft | undefined;
    return saved?.step ? saved : { step: 'stay', answers: {} };
  });
  const [payment, setPayment] = useState<PaymentState>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<
    Partial<Record<FormStepId, Record<string, string>>>
  >({});
  const latest = useRef(options);
  latest.current = options;
  const stateRef = useRef(state);
  stateRef.current = state;
  const busy = useRef(false);
  const announcedBooking = useRef(false);

  const emit = useCallback((event: CheckoutEvent) => latest.current.onEvent?.(event), []);

  const contactKind = useMemo(() => {
    const stay = state.answers.stay;
    const rule = options.rules ?? supportingContactKind;
    return rule({
      propertyCountry: options.propertyCountry,
      paying_in_instalments: stay?.plan === 'instalments',
      is_using_scheme: Boolean(stay && planFlags(stay, options.propertyCountry).is_using_scheme),
    });
  }, [state.answers.stay, options.rules, options.propertyCountry]);

  const steps = useMemo<CheckoutStepId[]>(
    () => [
      'stay',
      'about',
      ...(contactKind === 'none' ? [] : ['contact' as const]),
      'course',
      'review',
    ],
    [contactKind],
  );

  // Kept through a reload; forgotten once booked. Card fields never reach it.
  useEffect(() => {
    if (!state.booking) {
      draftStore.write(state);
      return;
    }
    draftStore.clear();
    for (const step of ['stay', 'about', 'contact', 'course'] as const) progressDraft(step).clear();
  }, [state, draftStore, progressDraft]);

  const go = useCallback(
    (step: CheckoutStepId, patch: Partial<WizardDraft> = {}) => {
      setState((current) => ({ ...current, ...patch, step }));
      latest.current.onStepChange?.(step);
      emit({ type: 'step', step });
    },
    [emit],
  );

  /** A step's answers are in: on to the next step, or back to the review after a "Change". */
  function submitStep<Step extends FormStepId>(
    step: Step,
    values: NonNullable<CheckoutAnswers[Step]>,
  ) {
    setServerErrors((current) => ({ ...current, [step]: undefined }));
    const answers = { ...stateRef.current.answers, [step]: values };
    const index = steps.indexOf(step);
    let next = stateRef.current.returnToReview ? 'review' : (steps[index + 1] ?? 'review');
    // A new plan can bring in a supporting contact the student has not answered yet.
    if (next === 'review' && step === 'stay' && !answers.contact) {
      const kind = (options.rules ?? supportingContactKind)({
        propertyCountry: options.propertyCountry,
        paying_in_instalments: (values as StayAnswers).plan === 'instalments',
        is_using_scheme: planFlags(values as StayAnswers, options.propertyCountry).is_using_scheme,
      });
      if (kind !== 'none') next = 'contact';
    }
    go(next, {
      answers,
      returnToReview: next === 'review' ? false : stateRef.current.returnToReview,
    });
  }

  function back() {
    const index = steps.indexOf(stateRef.current.step);
    if (index > 0) go(steps[index - 1] as CheckoutStepId, { returnToReview: false });
  }

  function change(step: FormStepId) {
    go(step, { returnToReview: true });
  }

  const bookingPeriodId = state.answers.stay?.booking_period_id ?? options.bookingPeriodId;

  /** A checkout session for the period chosen, started again if it changed or will soon expire. */
  const startFailed = useRef(false);
  /**
   * Called as the payment step opens and on a timer; after a failed start only the student's
   * "Try again" (`{ retry: true }`) starts again, so a failing API is not hammered.
   */
  const ensureSession = useCallback(
    async ({ retry = false }: { retry?: boolean } = {}) => {
      if (startFailed.current && !retry) return;
      const current = stateRef.current;
      const ttl = latest.current.sessionTtlMs ?? DEFAULT_TTL_MS;
      const session = current.session;
      const fresh =
        session &&
        session.bookingPeriodId === bookingPeriodId &&
        (current.paid || Date.now() - session.startedAt < ttl * RESTART_MARGIN);
      if (fresh || !bookingPeriodId || busy.current) return;
      busy.current = true;
      setPayment('starting');
      setProblem(null);
      try {
        const started = await startAsync({
          roomId: latest.current.roomId,
          operator_id: latest.current.operatorId,
          booking_period_id: bookingPeriodId,
        });
        setState((draft) => ({
          ...draft,
          paid: false,
          session: {
            token: started.session_token,
            publicKey: started.card_provider.public_key,
            clientSecret: started.card_provider.client_secret,
            bookingPeriodId,
            startedAt: Date.now(),
            ...(latest.current.returnUrl ? { returnUrl: latest.current.returnUrl } : {}),
          },
        }));
        startFailed.current = false;
        setPayment('ready');
        emit(session ? { type: 'session_restarted' } : { type: 'checkout_started' });
      } catch {
        startFailed.current = true;
        setPayment('start_failed');
        setProblem(t('startFailed'));
      } finally {
        busy.current = false;
      }
    },
    [bookingPeriodId, startAsync, emit, t],
  );

  /** Completes the booking for the paid session; a retry after a lost answer is safe. */
  const complete = useCallback(async () => {
    const current = stateRef.current;
    const { session, answers } = current;
    const { stay, about, contact, course } = answers;
    if (!session || !stay || !about || !course) return;
    setPayment('completing');
    setProblem(null);
    try {
      const { special_request, ...course_details } = course;
      const booking = await completeAsync({
        roomId: latest.current.roomId,
        session_token: session.token,
        ...planFlags(stay, latest.current.propertyCountry),
        resident_details: about,
        supporting_contact_details: contactKind === 'none' ? undefined : contact,
        course_details,
        special_request,
      });
      setState((draft) => ({ ...draft, booking, step: 'confirmed' }));
      latest.current.onStepChange?.('confirmed');
      if (!announcedBooking.current) {
        announcedBooking.current = true;
        latest.current.onBookingCreated?.({ booking_id: booking.booking_id });
        emit({ type: 'booking_created', booking_id: booking.booking_id });
      }
    } catch (caught) {
      const error = caught as PartnerApiError;
      const placed: Partial<Record<FormStepId, Record<string, string>>> = {};
      let firstStep: FormStepId | null = null;
      for (const [key, messages] of Object.entries(error.fieldErrors ?? {})) {
        const target = stepOfServerField(key);
        if (!target || !messages[0]) continue;
        placed[target.step] = { ...placed[target.step], [target.field]: messages[0] };
        firstStep ??= target.step;
      }
      emit({
        type: 'complete_failed',
        kind: error.kind,
        fields: Object.keys(error.fieldErrors ?? {}),
      });
      if (firstStep) {
        // Fix the answer where it was given; paying is already done and is not asked again.
        setServerErrors(placed);
        setPayment('ready');
        go(firstStep, { returnToReview: true });
        return;
      }
      const reference = intentReference(session.clientSecret);
      setPayment('complete_failed');
      setProblem(`${t('completeFailed')} ${t('quoteReference', { reference })}`);
      emit({ type: 'payment_without_booking', reference });
    }
  }, [completeAsync, contactKind, emit, go, t]);

  /** "Pay and book": confirm the payment once, then complete. A second click does nothing. */
  const payAndBook = useCallback(
    async (card: CardFieldsHandle | null) => {
      if (busy.current) return;
      if (stateRef.current.paid) {
        await complete();
        return;
      }
      if (!card) {
        setProblem(t('paymentNotReady'));
        return;
      }
      busy.current = true;
      setPayment('paying');
      setProblem(null);
      try {
        const result = await card.confirm();
        if (result.status === 'redirected') return;
        if (result.status === 'failed') {
          setPayment('payment_failed');
          // A payment still processing may yet be taken: never invite a second one.
          setProblem(
            result.code === 'processing'
              ? t('paymentProcessing')
              : t('paymentFailed', { message: result.message }),
          );
          emit({ type: 'payment_failed', ...(result.code ? { code: result.code } : {}) });
          return;
        }
        stateRef.current = { ...stateRef.current, paid: true };
        setState((draft) => ({ ...draft, paid: true }));
        emit({ type: 'payment_succeeded' });
      } finally {
        busy.current = false;
      }
      await complete();
    },
    [complete, emit, t],
  );

  // Back from a redirect-based payment: read the payment's status, and complete if it succeeded.
  const returnedFromRedirect = useRef(false);
  useEffect(() => {
    const { session, paid, step } = stateRef.current;
    if (returnedFromRedirect.current || !session || paid || step !== 'review') return;
    const query = new URLSearchParams(window.location.search);
    if (
      !query.has('redirect_status') &&
      !query.has('payment_intent_client_secret') &&
      !query.has('setup_intent_client_secret')
    )
      return;
    returnedFromRedirect.current = true;
    setPayment('paying');
    void latest.current.cardProvider
      .retrieveStatus(session)
      .then(async (status) => {
        if (status !== 'succeeded') {
          setPayment('payment_failed');
          setProblem(status === 'processing' ? t('paymentProcessing') : t('paymentNotCompleted'));
          return;
        }
        stateRef.current = { ...stateRef.current, paid: true };
        setState((draft) => ({ ...draft, paid: true }));
        emit({ type: 'payment_succeeded' });
        await complete();
      })
      .catch(() => {
        // Unknown is not "unpaid": say so, and do not offer to pay.
        setPayment('check_failed');
        setProblem(t('paymentCheckFailed'));
      });
  }, [complete, emit, t]);

  return {
    step: state.step,
    steps,
    answers: state.answers,
    contactKind,
    session: state.session,
    paid: Boolean(state.paid),
    booking: state.booking,
    payment,
    problem,
    serverErrors,
    bookingPeriodId,
    submitStep,
    back,
    change,
    ensureSession,
    payAndBook,
    retryComplete: complete,
    progressDraft,
    t,
  };
}
export type CheckoutWizard = ReturnType<typeof useCheckoutWizard>;
