'use client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { UnistayAnalyticsEvent } from '../analytics/analyticsEvents.js';
import { createDraft, type Persistence } from '../draftStorage.js';
import { useUnistay } from '../UnistayProvider.js';
import { useCompleteCheckout, useStartCheckout } from '../useCheckoutMutations.js';
import {
  type BookingPeriodOption,
  checkoutAnalyticsEvent,
  checkoutRoom,
} from './checkoutAnalytics.js';
import type { FormStepId } from './checkoutAnswers.js';
import {
  type CheckoutAnalyticsEvent,
  type CheckoutController,
  type CheckoutOptions,
  type CheckoutServices,
  type CheckoutStore,
  contactKindFor,
  createCheckoutController,
  createCheckoutStore,
  DEFAULT_SESSION_TTL_MS,
} from './checkoutController.js';
import {
  confirmingPaymentOf,
  persistCheckout,
  restoreCheckoutState,
  storedCheckout,
} from './checkoutDraft.js';
import { describeCheckout, sessionTimeline } from './checkoutMachine.js';
import { browserCheckoutTabs } from './checkoutTabs.js';
import { pageReloaded, returnedPayment } from './pageVisit.js';
import { checkoutDraftKey, checkoutTabsKey } from './roomCheckout.js';

/** What `useCheckout` takes: the checkout's options, and where its answers are kept. */
export interface UseCheckoutOptions extends CheckoutOptions {
  /**
   * Where answers are kept through a reload. Default `'session'`. Card data never is. With
   * `'none'`, a session a payment may have gone into is still kept in this tab's session storage
   * until the booking is made: a bank's page sends the student away and back, and the payment
   * must be found on their return. Once booked, only the booking is kept (a reload shows the
   * confirmation), never the answers. Read when the provider first shows the room's checkout:
   * the checkout keeps it for as long as the provider holds it.
   */
  persistence?: Persistence | undefined;
  /** The periods to choose from; or give a fixed `bookingPeriodId`. */
  bookingPeriods?: readonly BookingPeriodOption[] | undefined;
  /** The room's name, as the catalogue gives it: views and analytics events name the room by it. */
  roomName?: string | undefined;
  propertyName?: string | undefined;
  /** ISO 4217, like `GBP`: the periods' prices and deposits are in it. */
  currency?: string | undefined;
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
 * A checkout as the provider keeps it, outside any component: its state, its controller, what the
 * last component to show it gave (options, the API's calls), and whether it has begun keeping its
 * draft and hearing the browser's other tabs. A component that unmounts mid-payment leaves the
 * payment to finish here; the next one to show the room's checkout rejoins it.
 */
interface CheckoutEntry {
  store: CheckoutStore;
  controller: CheckoutController;
  latest: { current: UseCheckoutOptions };
  services: { current: CheckoutServices };
  /** Where its analytics events go: the provider's `track`. */
  track: { current: (event: UnistayAnalyticsEvent) => void };
  /** Tells the partner's `onEvent`, and the analytics stream in its words. */
  report: (event: CheckoutAnalyticsEvent) => void;
  /** Keeping the draft and hearing other tabs (and, the first time, reading a restored payment). */
  begin: () => void;
  /** Stops keeping the draft and hearing other tabs: the provider that held it is gone. */
  end: () => void;
}

function createCheckoutEntry(
  options: UseCheckoutOptions,
  services: CheckoutServices,
  {
    scope,
    withDraft,
    track,
  }: { scope: string; withDraft: boolean; track: (event: UnistayAnalyticsEvent) => void },
): CheckoutEntry {
  const latest = { current: options };
  const calls = { current: services };
  const analytics = { current: track };
  const persistence = options.persistence ?? 'session';
  const draftKey = checkoutDraftKey(options.roomId);
  const saved = createDraft<unknown>(withDraft ? persistence : 'none', draftKey);
  // Without persistence, a payment in flight is still kept, in this tab only, until booked.
  const inFlight =
    withDraft && persistence === 'none' ? createDraft<unknown>('session', draftKey) : null;
  // One record and lock per room and provider scope, shared by the browser's tabs. Storage that
  // refuses it is reported once, for the partner to see (the server still keeps the checkout).
  let toldUnshared = false;
  const tabs = withDraft
    ? browserCheckoutTabs(checkoutTabsKey(scope, options.roomId), {
        now: () => (latest.current.now ?? Date.now)(),
        onRefused: () => {
          if (toldUnshared) return;
          toldUnshared = true;
          report({ type: 'tabs_unshared' });
        },
      })
    : undefined;
  // Back from the bank: the checkout that left for it is taken over, whichever tab it left from
  // (this tab's own draft comes first, as fuller). Any page looks, so answers handed over to a
  // return that never came are not kept past their hour.
  const handedOver = tabs?.takeOver?.(returnedPayment());
  const kept = withDraft ? storedCheckout(saved, inFlight) : undefined;
  const reloadedWhilePaying = pageReloaded() ? confirmingPaymentOf(kept) : null;
  const store = createCheckoutStore(
    restoreCheckoutState(
      withDraft ? (kept ?? handedOver ?? undefined) : undefined,
      options.propertyCountry,
      (answers) => contactKindFor(answers.stay, latest.current),
    ),
  );
  const report = (event: CheckoutAnalyticsEvent) => {
    latest.current.onEvent?.(event);
    const tracked = checkoutAnalyticsEvent(event, store.read(), latest.current);
    if (tracked) analytics.current(tracked);
  };
  const controller = createCheckoutController(
    store,
    {
      start: (variables) => calls.current.start(variables),
      complete: (variables) => calls.current.complete(variables),
    },
    () => ({
      ...latest.current,
      tabs,
      onEvent: report,
      returnedPayment: returnedPayment(),
      reloadedWhilePaying,
    }),
  );
  /** What `begin` started: stopped by `end`. Null while not begun. */
  let running: (() => void) | null = null;
  let resumed = false;
  return {
    store,
    controller,
    latest,
    services: calls,
    track: analytics,
    report,
    begin() {
      if (running || !withDraft) return;
      // Kept through a reload, mounted or not; forgotten once booked. Card fields never reach it.
      const persist = () =>
        persistCheckout(store.read(), saved, inFlight, () => {
          for (const step of FORM_STEPS) createDraft(persistence, `${draftKey}:${step}`).clear();
        });
      persist();
      const stopPersisting = store.subscribe(persist);
      const disconnect = controller.connectTabs();
      running = () => {
        stopPersisting();
        disconnect();
      };
      if (!resumed) {
        // A checkout opened afresh is started; one restored (answers kept, a payment under way)
        // was started before the reload.
        const fresh = store.read();
        if (Object.keys(fresh.answers).length === 0 && fresh.phase.name === 'idle') {
          const { room } = checkoutRoom(fresh, latest.current);
          analytics.current({ name: 'custom_checkout_started', room });
        }
        // A session kept through a reload or a redirect is read before anything is offered.
        void controller.resume({ cameBackFromPayment: cameBackFromPayment() });
      }
      resumed = true;
    },
    end() {
      running?.();
      running = null;
    },
  };
}

/**
 * The custom checkout without markup, card fields or a form library: steps, answers kept through a
 * reload, the checkout session, paying through the card provider, completing, and every recovery.
 * Its state is one machine (`checkoutReducer`): problems come back as codes with their data
 * (`{ code: 'booking_refused', reference }`) for the view to word, and a student is never charged
 * twice.
 *
 * The checkout lives in the `UnistayProvider`, one per room, not in the component: unmounted and
 * mounted again (a language or route change, Back and Forward, StrictMode), it is the same
 * checkout, a payment in flight included. It tells the browser's other tabs of its payment
 * (localStorage, the Web Locks API), so no two tabs pay for the room.
 */
export function useCheckout(options: UseCheckoutOptions) {
  const { mutateAsync: start } = useStartCheckout();
  const { mutateAsync: complete } = useCompleteCheckout();
  const { checkouts, scope, track } = useUnistay();
  const persistence = options.persistence ?? 'session';
  const draftKey = checkoutDraftKey(options.roomId);

  // Hydrating HTML a server rendered, the checkout starts as the server did, with no draft (it
  // cannot see this browser's storage), so the two match; the provider's checkout, with the
  // draft, is taken the moment hydration ends. With no draft at all, nothing waits.
  const hydrating = useSyncExternalStore(subscribeToNothing, notHydrating, duringHydration);
  const [serverRendered] = useState(
    () =>
      hydrating &&
      (storedCheckout(
        createDraft(persistence, draftKey),
        persistence === 'none' ? createDraft('session', draftKey) : null,
      ) !== undefined ||
        FORM_STEPS.some(
          (step) => createDraft(persistence, `${draftKey}:${step}`).read() !== undefined,
        )),
  );
  const waiting = hydrating && serverRendered;
  const services = { start, complete };
  const [pristine] = useState(() =>
    waiting ? createCheckoutEntry(options, services, { scope, withDraft: false, track }) : null,
  );
  let entry = waiting ? null : (checkouts.get(options.roomId) as CheckoutEntry | undefined);
  if (!waiting && !entry) {
    entry = createCheckoutEntry(options, services, { scope, withDraft: true, track });
    checkouts.set(options.roomId, entry);
  }
  const active = (entry ?? pristine) as CheckoutEntry;
  active.latest.current = options;
  active.services.current = services;
  active.track.current = track;
  const { store, controller } = active;
  const restored = entry !== null && entry !== undefined;
  // Begun once shown, and not ended with this component: only with the provider. (A provider
  // that StrictMode unmounted and mounted again takes it back.)
  useEffect(() => {
    if (entry && !checkouts.has(options.roomId)) checkouts.set(options.roomId, entry);
    active.begin();
  }, [active, entry, checkouts, options.roomId]);
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

  // Where the checkout starts, or resumes after a reload, is no step the student moved to.
  const shownStep = useRef<string | null>(null);
  useEffect(() => {
    if (!restored) return;
    if (shownStep.current === null) shownStep.current = state.step;
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    active.latest.current.onStepChange?.(state.step);
    active.report({ type: 'step', step: state.step });
  }, [state.step, restored, active]);

  // The session behind the payment step: started as the review opens, and started again before
  // an unpaid one expires. The student is warned first, and may ask for more time (WCAG 2.2.1):
  // checked four times in the warning's span, and at least every twentieth of the session's life.
  const reviewing = state.step === 'review' && restored;
  const ttlMs = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
  const [warnedSession, setWarnedSession] = useState<string | null>(null);
  useEffect(() => {
    if (!reviewing) return;
    const check = () => {
      const { phase } = store.read();
      const now = (active.latest.current.now ?? Date.now)();
      if (phase.name === 'ready' && now >= sessionTimeline(phase.session, ttlMs).warnsFrom) {
        setWarnedSession(phase.session.token);
      }
      void controller.ensureSession();
    };
    check();
    const { warnsFrom, renewsAt } = sessionTimeline({ startedAt: 0 }, ttlMs);
    const timer = setInterval(
      check,
      Math.max(1000, Math.min(ttlMs * 0.05, (renewsAt - warnsFrom) / 4)),
    );
    return () => clearInterval(timer);
  }, [reviewing, controller, store, active, ttlMs]);
  const { phase } = state;
  const sessionRenewsAt =
    reviewing && phase.name === 'ready' && phase.session.token === warnedSession
      ? sessionTimeline(phase.session, ttlMs).renewsAt
      : null;

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
    /**
     * When the unpaid session's card fields will be cleared and a new session started (a time in
     * ms), once that is near enough to warn of; otherwise null. Show it with `moreTime`.
     */
    sessionRenewsAt,
    /** The student's "Get more time": a new session now, with new card fields. */
    moreTime: useCallback(() => controller.ensureSession({ extend: true }), [controller]),
    /**
     * "Book it again for someone else", where the problem is `booked_before`: the partner's server
     * recorded a booking of this visitor's for these dates a moment ago, and a new session is
     * started only when the student says so (its payment is a new one).
     */
    bookAgain: useCallback(() => controller.ensureSession({ again: true }), [controller]),
    /** "Check again": a payment still processing, or whose status could not be read. */
    recheckPayment: controller.recheckPayment,
    /**
     * "Pay here instead", offered with the `hosted_checkout_opened` problem: the student did not
     * pay on the hosted checkout page they left for, so this checkout may take the payment.
     */
    payHereInstead: controller.payHereInstead,
    draftFor,
  };
}
/** What `useCheckout` returns: the state, what a view shows of it, and the student's actions. */
export type Checkout = ReturnType<typeof useCheckout>;
