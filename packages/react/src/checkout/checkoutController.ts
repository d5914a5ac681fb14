import type { CheckoutAnswers, FormStepId, StayAnswers } from './checkoutAnswers.js';
import type { CheckoutAction } from './checkoutMachine.js';
import { type CheckoutOptions, type CheckoutServices, contactKindFor } from './checkoutOptions.js';
import { createCheckoutPayment } from './checkoutPayment.js';
import { createCheckoutRun, type PaymentEffects } from './checkoutRun.js';
import type { CheckoutStore } from './checkoutStore.js';
import { createTabCoordination } from './tabCoordination.js';

export {
  type CheckoutAnalyticsEvent,
  type CheckoutOptions,
  type CheckoutServices,
  contactKindFor,
  DEFAULT_SESSION_TTL_MS,
} from './checkoutOptions.js';
export { type CheckoutStore, createCheckoutStore } from './checkoutStore.js';

/**
 * The custom checkout's behaviour without React: answering steps, starting and restarting the
 * session, paying through the card provider, reading a payment's status, completing, and every
 * recovery. `useCheckout` binds it to a component; a test drives it directly against the sandbox.
 * `options` is read at each call, so a view may change them between renders.
 *
 * Three parts share one run (`checkoutRun.ts`): the payment (`checkoutPayment.ts`), the browser's
 * tabs (`tabCoordination.ts`), and here, the student's answers and the controller's surface.
 */
export function createCheckoutController(
  store: CheckoutStore,
  services: CheckoutServices,
  options: () => CheckoutOptions,
) {
  const run = createCheckoutRun(store, services, options);
  const { read, dispatch, emit } = run;
  // The tabs ask the payment for reads and sessions, and the payment tells the tabs of each step:
  // each is handed the other's calls, bound once both exist.
  const effects: PaymentEffects = {
    readPaymentStatus: () => payment.readPaymentStatus(),
    ensureSession: (ask) => payment.ensureSession(ask),
    pay: (card) => payment.pay(card),
    resume: () => payment.resume(),
  };
  const tabs = createTabCoordination(run, effects);
  const payment = createCheckoutPayment(run, tabs);

  function answer<Step extends FormStepId>(step: Step, values: NonNullable<CheckoutAnswers[Step]>) {
    const before = read().answers.stay;
    const stay = step === 'stay' ? (values as StayAnswers) : before;
    // One step's values for that step: the union of steps cannot be narrowed from a type parameter.
    const action = { type: 'answered', step, values, contactKind: contactKindFor(stay, options()) };
    dispatch(action as CheckoutAction);
    const period = step === 'stay' ? stay?.booking_period_id : undefined;
    if (period && period !== before?.booking_period_id) {
      emit({ type: 'period_chosen', booking_period_id: period });
    }
  }

  return {
    answer,
    back: () => dispatch({ type: 'back' }),
    change: (step: FormStepId) => dispatch({ type: 'change', step }),
    chosenPeriod: run.chosenPeriod,
    connectTabs: tabs.connectTabs,
    ensureSession: payment.ensureSession,
    passHumanCheck: payment.passHumanCheck,
    pay: payment.pay,
    payHereInstead: tabs.payHereInstead,
    recheckPayment: () => payment.recheckPayment(),
    resume: payment.resume,
  };
}

/**
 * What `createCheckoutController` returns: the student's actions (answer, back, change, pay, check
 * again) and what a page runs itself (`ensureSession` as the review opens, `resume` first of all).
 */
export type CheckoutController = ReturnType<typeof createCheckoutController>;
