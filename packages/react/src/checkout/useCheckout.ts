'use client';
import {
  type PartnerApiError,
  type PartnerApiErrorKind,
  type SupportingContactContext,
  type SupportingContactKind,
  supportingContactKind,
} from '@unistay/api-client';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { createDraft, type Persistence } from '../draftStorage.js';
import { useCompleteCheckout } from '../useCompleteCheckout.js';
import type { CardFieldsHandle, CardProvider } from './cardProvider.js';
import {
  type CheckoutAnswers,
  type CheckoutStepId,
  type FormStepId,
  planFlags,
  type StayAnswers,
} from './checkoutAnswers.js';
import {
  type CheckoutAction,
  type CheckoutDraft,
  checkoutDraft,
  checkoutSteps,
  restoreCheckoutState,
} from './checkoutReducer.js';
import { useCheckoutSession, useCheckoutStore } from './useCheckoutSession.js';

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

export interface CheckoutOptions {
  roomId: string;
  operatorId: string;
  /** A fixed period; otherwise the stay step's answer. */
  bookingPeriodId?: string | undefined;
  /** The property's country (`gb`, `au`, `ca`): it decides which supporting contact is asked. */
  propertyCountry: string;
  cardProvider: CardProvider;
  onBookingCreated?: ((booking: { booking_id: string | null }) => void) | undefined;
  onStepChange?: ((step: CheckoutStepId) => void) | undefined;
  onEvent?: ((event: CheckoutEvent) => void) | undefined;
  /** Replaces `supportingContactKind`. */
  rules?: ((context: SupportingContactContext) => SupportingContactKind) | undefined;
  /** Where answers are kept through a reload. Default `'session'`. Card data never is. */
  persistence?: Persistence | undefined;
  /** Where a payment that needs a redirect comes back to. Default: this page. */
  returnUrl?: string | undefined;
  /** How long a checkout session lives; it is restarted before then if nothing was paid. */
  sessionTtlMs?: number | undefined;
  /** The clock sessions are aged by. Default `Date.now`. */
  now?: (() => number) | undefined;
}

const FORM_STEPS: readonly FormStepId[] = ['stay', 'about', 'contact', 'course'];

/**
 * The custom checkout without markup, card fields or a form library: steps, answers kept through a
 * reload, the checkout session, paying through the card provider, completing, and every recovery.
 * Problems come back as codes with their data (`{ code: 'complete_failed', reference }`) for the
 * view to word; a student is never charged twice.
 */
export function useCheckout(options: CheckoutOptions) {
  const { mutateAsync: completeAsync } = useCompleteCheckout();
  const latest = useRef(options);
  latest.current = options;
  const persistence = options.persistence ?? 'session';
  const draftKey = `unistay:checkout:${options.roomId}`;
  const saved = useMemo(
    () => createDraft<CheckoutDraft>(persistence, draftKey),
    [persistence, draftKey],
  );

  const contactKindFor = useCallback((stay: StayAnswers | undefined): SupportingContactKind => {
    const { rules = supportingContactKind, propertyCountry } = latest.current;
    return rules({
      propertyCountry,
      paying_in_instalments: stay?.plan === 'instalments',
      is_using_scheme: Boolean(stay && planFlags(stay, propertyCountry).is_using_scheme),
    });
  }, []);
  const store = useCheckoutStore(() => {
    const draft = saved.read();
    return restoreCheckoutState(draft, contactKindFor(draft?.answers?.stay));
  });
  const { state, read, dispatch } = store;
  const emit = useCallback((event: CheckoutEvent) => latest.current.onEvent?.(event), []);

  /** What is typed into a step before Continue, kept apart so typing renders nothing else. */
  const draftFor = useCallback(
    <Values>(step: FormStepId) => createDraft<Values>(persistence, `${draftKey}:${step}`),
    [persistence, draftKey],
  );

  // Kept through a reload; forgotten once booked. Card fields never reach it.
  useEffect(() => {
    if (!state.booking) {
      saved.write(checkoutDraft(state));
      return;
    }
    saved.clear();
    for (const step of FORM_STEPS) draftFor(step).clear();
  }, [state, saved, draftFor]);

  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    latest.current.onStepChange?.(state.step);
    emit({ type: 'step', step: state.step });
  }, [state.step, emit]);

  const announced = useRef(false);
  /** Completes the booking for the paid session; a retry after a lost answer is safe. */
  const complete = useCallback(async () => {
    const { session, answers, contactKind } = read();
    const { stay, about, contact, course } = answers;
    if (!session || !stay || !about || !course) return;
    const { roomId, propertyCountry } = latest.current;
    try {
      const { special_request, ...course_details } = course;
      const booking = await completeAsync({
        roomId,
        session_token: session.token,
        ...planFlags(stay, propertyCountry),
        resident_details: about,
        supporting_contact_details: contactKind === 'none' ? undefined : contact,
        course_details,
        special_request,
      });
      dispatch({ type: 'completed', booking });
      if (announced.current) return;
      announced.current = true;
      latest.current.onBookingCreated?.({ booking_id: booking.booking_id });
      emit({ type: 'booking_created', booking_id: booking.booking_id });
    } catch (caught) {
      const error = caught as PartnerApiError;
      const fieldErrors = error.fieldErrors ?? {};
      const after = dispatch({ type: 'complete_failed', fieldErrors });
      emit({ type: 'complete_failed', kind: error.kind, fields: Object.keys(fieldErrors) });
      if (after.problem?.code === 'complete_failed') {
        emit({ type: 'payment_without_booking', reference: after.problem.reference });
      }
    }
  }, [read, dispatch, completeAsync, emit]);

  const bookingPeriodId = state.answers.stay?.booking_period_id ?? options.bookingPeriodId;
  const session = useCheckoutSession(store, { ...options, bookingPeriodId, complete });

  /** "Pay and book": confirm the payment once, then complete. A second click does nothing. */
  const pay = useCallback(
    async (card: CardFieldsHandle | null) => {
      const before = read();
      const requested = dispatch({
        type: 'pay_requested',
        cardReady: card !== null,
        bookingPeriodId: before.answers.stay?.booking_period_id ?? latest.current.bookingPeriodId,
      });
      if (requested === before) return;
      if (requested.payment === 'completing') return complete();
      if (requested.payment !== 'paying' || !card) return;
      let result: Awaited<ReturnType<CardFieldsHandle['confirm']>>;
      try {
        result = await card.confirm();
      } catch {
        // No answer is not "declined": the card may have been charged. Ask the provider.
        return session.checkPayment();
      }
      if (result.status === 'redirected') return;
      if (result.status === 'failed') {
        dispatch({ type: 'payment_failed', message: result.message, providerCode: result.code });
        emit({ type: 'payment_failed', ...(result.code ? { code: result.code } : {}) });
        return;
      }
      dispatch({ type: 'payment_succeeded' });
      emit({ type: 'payment_succeeded' });
      await complete();
    },
    [read, dispatch, complete, emit, session.checkPayment],
  );

  /** A step's answers are in: on to the next step, or back to the review after a "Change". */
  const answer = useCallback(
    <Step extends FormStepId>(step: Step, values: NonNullable<CheckoutAnswers[Step]>) => {
      const stay = step === 'stay' ? (values as StayAnswers) : read().answers.stay;
      // One step's values for that step: the union of steps cannot be narrowed from a type parameter.
      const event = { type: 'answered', step, values, contactKind: contactKindFor(stay) };
      dispatch(event as CheckoutAction);
    },
    [read, dispatch, contactKindFor],
  );

  return {
    ...state,
    steps: checkoutSteps(state.contactKind),
    bookingPeriodId,
    answer,
    back: useCallback(() => dispatch({ type: 'back' }), [dispatch]),
    change: useCallback((step: FormStepId) => dispatch({ type: 'change', step }), [dispatch]),
    pay,
    /** The student's "Try again" after a session could not be started. */
    retryStart: useCallback(() => session.ensure({ retry: true }), [session.ensure]),
    draftFor,
  };
}
export type Checkout = ReturnType<typeof useCheckout>;
