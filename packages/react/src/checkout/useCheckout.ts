'use client';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createDraft, type Persistence } from '../draftStorage.js';
import { useCompleteCheckout, useStartCheckout } from '../useCheckoutMutations.js';
import type { FormStepId } from './checkoutAnswers.js';
import {
  type CheckoutOptions,
  type CheckoutServices,
  contactKindFor,
  createCheckoutController,
  createCheckoutStore,
  DEFAULT_SESSION_TTL_MS,
} from './checkoutController.js';
import { persistCheckout, restoreCheckoutState, storedCheckout } from './checkoutDraft.js';
import { describeCheckout } from './checkoutMachine.js';

/** What `useCheckout` takes: the checkout's options, and where its answers are kept. */
export interface UseCheckoutOptions extends CheckoutOptions {
  /**
   * Where answers are kept through a reload. Default `'session'`. Card data never is. With
   * `'none'`, a session a payment may have gone into is still kept in this tab's session storage
   * until the booking is made: a bank's page sends the student away and back, and the payment
   * must be found on their return. Once booked, only the booking is kept (a reload shows the
   * confirmation), never the answers.
   */
  persistence?: Persistence | undefined;
}

const FORM_STEPS: readonly FormStepId[] = ['stay', 'about', 'contact', 'course'];

/** Query parameters a card provider adds when it sends the student back from the bank. */
const REDIRECT_PARAMS = [
  'redirect_status',
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent_client_secret',
];
const subscribeToNothing = () => () => {};
const notHydrating = () => false;
const duringHydration = () => true;

const cameBackFromPayment = () =>
  typeof window !== 'undefined' &&
  REDIRECT_PARAMS.some((name) => new URLSearchParams(window.location.search).has(name));

/**
 * The custom checkout without markup, card fields or a form library: steps, answers kept through a
 * reload, the checkout session, paying through the card provider, completing, and every recovery.
 * Its state is one machine (`checkoutReducer`): problems come back as codes with their data
 * (`{ code: 'booking_refused', reference }`) for the view to word, and a student is never charged
 * twice.
 */
export function useCheckout(options: UseCheckoutOptions) {
  const { mutateAsync: start } = useStartCheckout();
  const { mutateAsync: complete } = useCompleteCheckout();
  const latest = useRef(options);
  latest.current = options;
  const services = useRef<CheckoutServices>({ start, complete });
  services.current = { start, complete };

  const persistence = options.persistence ?? 'session';
  const draftKey = `unistay:checkout:${options.roomId}`;
  const saved = useMemo(() => createDraft<unknown>(persistence, draftKey), [persistence, draftKey]);
  // Without persistence, a payment in flight is still kept, in this tab only, until booked.
  const inFlight = useMemo(
    () => (persistence === 'none' ? createDraft<unknown>('session', draftKey) : null),
    [persistence, draftKey],
  );

  // Hydrating HTML a server rendered, the checkout starts as the server did, with no draft (it
  // cannot see this browser's storage), so the two match; the draft is read the moment hydration
  // ends. Until then nothing is persisted or resumed: the draft may hold a session paid into.
  const hydrating = useSyncExternalStore(subscribeToNothing, notHydrating, duringHydration);
  const begin = (withDraft: boolean) => {
    const store = createCheckoutStore(
      restoreCheckoutState(
        withDraft ? storedCheckout(saved, inFlight) : undefined,
        options.propertyCountry,
        (answers) => contactKindFor(answers.stay, latest.current),
      ),
    );
    const controller = createCheckoutController(
      store,
      {
        start: (variables) => services.current.start(variables),
        complete: (variables) => services.current.complete(variables),
      },
      () => latest.current,
    );
    return { store, controller, restored: withDraft };
  };
  // With no draft at all, the browser starts where the server did: nothing waits.
  const [checkout, setCheckout] = useState(() =>
    begin(
      !hydrating ||
        (storedCheckout(saved, inFlight) === undefined &&
          FORM_STEPS.every(
            (step) => createDraft(persistence, `${draftKey}:${step}`).read() === undefined,
          )),
    ),
  );
  if (!hydrating && !checkout.restored) setCheckout(begin(true));
  const { store, controller, restored } = checkout;
  const state = useSyncExternalStore(store.subscribe, store.read, store.read);

  /**
   * What is typed into a step before Continue, kept apart so typing renders nothing else. None
   * while hydrating: the server rendered the steps empty.
   */
  const draftFor = useCallback(
    <Values>(step: FormStepId) =>
      createDraft<Values>(restored ? persistence : 'none', `${draftKey}:${step}`),
    [persistence, draftKey, restored],
  );

  // Kept through a reload; forgotten once booked. Card fields never reach it.
  useEffect(() => {
    if (!restored) return;
    persistCheckout(state, saved, inFlight, () => {
      for (const step of FORM_STEPS) draftFor(step).clear();
    });
  }, [state, saved, inFlight, draftFor, restored]);

  // Where the checkout starts, or resumes after a reload, is no step the student moved to.
  const shownStep = useRef<string | null>(null);
  useEffect(() => {
    if (!restored) return;
    if (shownStep.current === null) shownStep.current = state.step;
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    latest.current.onStepChange?.(state.step);
    latest.current.onEvent?.({ type: 'step', step: state.step });
  }, [state.step, restored]);

  // First: a session kept through a reload or a redirect is read before anything is offered.
  useEffect(() => {
    if (restored) void controller.resume({ cameBackFromPayment: cameBackFromPayment() });
  }, [controller, restored]);

  // The session behind the payment step: started as the review opens, and started again before
  // an unpaid one expires (checked every twentieth of its life, at least every second).
  const reviewing = state.step === 'review';
  const ttlMs = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
  useEffect(() => {
    if (!reviewing) return;
    void controller.ensureSession();
    const timer = setInterval(() => void controller.ensureSession(), Math.max(1000, ttlMs * 0.05));
    return () => clearInterval(timer);
  }, [reviewing, controller, ttlMs]);

  const bookingPeriodId = state.answers.stay?.booking_period_id ?? options.bookingPeriodId;
  return {
    ...state,
    ...describeCheckout(state, bookingPeriodId),
    /**
     * False only while hydrating a server's HTML: this browser's draft (where the student was) is
     * read the moment hydration ends. A view moves focus only for steps after that.
     */
    restored,
    answer: controller.answer,
    back: controller.back,
    change: controller.change,
    /** "Pay and book", or "Try again" once paid: never a second payment. */
    pay: controller.pay,
    /** The human check's token, from its widget: the session starts with it. */
    passHumanCheck: controller.passHumanCheck,
    /** The student's "Try again" after a session could not be started. */
    retryStart: useCallback(() => controller.ensureSession({ retry: true }), [controller]),
    /** "Check again": a payment still processing, or whose status could not be read. */
    recheckPayment: controller.recheckPayment,
    draftFor,
  };
}
/** What `useCheckout` returns: the state, what a view shows of it, and the student's actions. */
export type Checkout = ReturnType<typeof useCheckout>;
