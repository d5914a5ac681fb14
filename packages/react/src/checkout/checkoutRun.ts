import { createHumanCheckSession, type HumanCheckSession } from '../queries/humanToken.js';
import type {
  CheckoutAnalyticsEvent,
  CheckoutOptions,
  CheckoutServices,
} from './checkoutOptions.js';
import type { CheckoutStore } from './checkoutStore.js';

/**
 * What the parts of one checkout share: its state, options and services, this page among the
 * browser's tabs, and what this visit has learnt. The controller makes one and hands it to the
 * payment (`checkoutPayment.ts`) and to the tabs (`tabCoordination.ts`).
 */
export interface CheckoutRun extends CheckoutStore {
  /** Read at each call, so a view may change them between renders. */
  options(): CheckoutOptions;
  services: CheckoutServices;
  emit(event: CheckoutAnalyticsEvent): void;
  clock(): number;
  /** The period chosen now: the stay step's answer, or the fixed one. */
  chosenPeriod(): string | undefined;
  /** This page among the browser's tabs: a duplicated tab, or this one reloaded, is another. */
  tab: string;
  /**
   * When this page's checkout began: a booking the other tabs told of before it is a later
   * visit's, not this one's (another student at the same computer, say), so it starts afresh; the
   * partner's server answers that booking if this visitor starts the same dates again.
   */
  openedAt: number;
  /**
   * The human check: a token good once, then the proxy's trust a while. A session kept from before
   * a reload was started by a student it trusted: restarting it is tried without a new check.
   */
  human: HumanCheckSession;
  visit: {
    /**
     * The partner's server keeps this visitor's checkout (a start answered with the session's
     * age, or with the payment under way or the booking): its answers decide, and the other tabs'
     * record is a hint. False where no server keeps it: the record is then all there is.
     */
    serverKeeps: boolean;
    /** The bank sent the student back to this page: the payment that left for it is this page's. */
    bankReturnedHere: boolean;
  };
}

export function createCheckoutRun(
  store: CheckoutStore,
  services: CheckoutServices,
  options: () => CheckoutOptions,
): CheckoutRun {
  const clock = () => (options().now ?? Date.now)();
  return {
    // Called through the store, which may be a class of the partner's: its methods keep `this`.
    read: () => store.read(),
    dispatch: (action) => store.dispatch(action),
    subscribe: (listener) => store.subscribe(listener),
    options,
    services,
    emit: (event) => options().onEvent?.(event),
    clock,
    chosenPeriod: () => store.read().answers.stay?.booking_period_id ?? options().bookingPeriodId,
    tab: globalThis.crypto?.randomUUID?.() ?? `${Math.random()}`.slice(2),
    openedAt: clock(),
    human: createHumanCheckSession({ trusted: store.read().phase.name !== 'idle' }),
    visit: { serverKeeps: false, bankReturnedHere: false },
  };
}

/**
 * How the checkout asks for a session: `retry` is "Try again", `extend` is "Get more time" (a new
 * session however fresh the old one), `again` is "Book again for someone else", `verify` asks the
 * server again of a booking another tab tells of.
 */
export type SessionAsk = { retry?: boolean; extend?: boolean; again?: boolean; verify?: boolean };

/** What the tabs ask of the payment: a read of its status, a session, a payment, a resume. */
export interface PaymentEffects {
  readPaymentStatus(): Promise<void>;
  ensureSession(ask?: SessionAsk): Promise<void>;
  pay(card: null): Promise<void>;
  resume(): Promise<void>;
}
