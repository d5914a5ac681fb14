import type {
  Booking,
  CheckoutSession,
  CompleteCheckoutArgs,
  PartnerApiError,
  PartnerApiErrorKind,
  StartCheckoutArgs,
} from '@unistay/api-client';
import {
  type SupportingContactContext,
  type SupportingContactKind,
  supportingContactKind,
} from '@unistay/api-client/schemas';
import { createHumanCheckSession, withHumanToken } from '../queries/humanToken.js';
import type { CardFieldsHandle, CardPaymentResult, CardProvider } from './cardProvider.js';
import {
  type CheckoutAnswers,
  type CheckoutStepId,
  type FormStepId,
  planFlags,
  type StayAnswers,
} from './checkoutAnswers.js';
import { checkoutConflict } from './checkoutConflict.js';
import { checkoutDraft, restoreCheckoutState } from './checkoutDraft.js';
import {
  type CheckoutAction,
  type CheckoutSessionState,
  type CheckoutState,
  checkoutProblem,
  checkoutReducer,
  heldSession,
  type PaymentElsewhere,
  paymentReference,
  sessionReference,
} from './checkoutMachine.js';
import {
  BANK_RETURN_TTL_MS,
  type CheckoutTabs,
  paymentRecordOf,
  type SharedPaymentRecord,
} from './checkoutTabs.js';

/** What happened, for analytics and support: never an answer the student typed, never card data. */
export type CheckoutAnalyticsEvent =
  | { type: 'step'; step: CheckoutStepId }
  | { type: 'checkout_started' }
  | { type: 'session_restarted' }
  /** The stay step answered with another period than before. */
  | { type: 'period_chosen'; booking_period_id: string }
  /** "Pay and book" with the card's details given: the card provider is asked to take it. */
  | { type: 'payment_requested' }
  | { type: 'payment_failed'; code?: string }
  | { type: 'payment_succeeded' }
  | { type: 'booking_created'; booking_id: string | null }
  | { type: 'complete_failed'; kind: PartnerApiErrorKind; fields: string[] }
  /** Paid, and the booking could not be confirmed (yet): support will need `reference`. */
  | { type: 'payment_without_booking'; reference: string }
  /**
   * The browser's storage refused the record its tabs share (full, or blocked), once a page: the
   * tabs cannot tell each other of a payment, and the partner's server alone keeps the checkout.
   */
  | { type: 'tabs_unshared' };

/**
 * What a custom checkout is for (the room, its operator and country, perhaps a fixed period), the
 * card provider it pays through, and what to tell you as it goes.
 */
export interface CheckoutOptions {
  roomId: string;
  operatorId: string;
  /** A fixed period; otherwise the stay step's answer. */
  bookingPeriodId?: string | undefined;
  /** The property's country (`gb`, `au`, `ca`): it decides which supporting contact is asked. */
  propertyCountry: string;
  /** Where payments go: `stripeCardProvider`, or `sandboxCardProvider` in development. */
  cardProvider: CardProvider;
  /** Called once when the booking is made, with its id (null when the API did not name it). */
  onBookingCreated?: ((booking: { booking_id: string | null }) => void) | undefined;
  onStepChange?: ((step: CheckoutStepId) => void) | undefined;
  /** What happened, for analytics: never an answer the student typed, never card data. */
  onEvent?: ((event: CheckoutAnalyticsEvent) => void) | undefined;
  /** Replaces `supportingContactKind`. */
  rules?: ((context: SupportingContactContext) => SupportingContactKind) | undefined;
  /** Where a payment that needs a redirect comes back to. Default: this page. */
  returnUrl?: string | undefined;
  /** How long a checkout session lives; it is restarted before then if nothing was paid. */
  sessionTtlMs?: number | undefined;
  /** The clock sessions are aged by. Default `Date.now`. */
  now?: (() => number) | undefined;
  /**
   * The partner's proxy checks for a human (`humanCheck.verify`) before a session starts: the checkout
   * waits in `human_check` for the widget's token (`passHumanCheck`) before its first start, and
   * again whenever the proxy refuses one for it. Restarts need none while the proxy trusts the
   * student.
   */
  humanCheck?: boolean | undefined;
  /**
   * Where the browser's tabs share this room's payment (`browserCheckoutTabs`): a tab offers no
   * card fields while another pays or holds a payment for the room, and two tabs never confirm at
   * once. `useCheckout` gives one; without it, the checkout knows only its own tab.
   */
  tabs?: CheckoutTabs | undefined;
  /**
   * The payment this page's address names (`payment_intent`: the bank sent the student back for
   * it): a booking the other tabs tell of with it is this page's, however long ago it was made.
   */
  returnedPayment?: string | null | undefined;
  /**
   * The payment this page was confirming before it was reloaded (its reference): the other tabs
   * were told it had gone to the bank as the page went away, but it went nowhere but this page (the
   * bank's question in the page, left by the reload), so this page offers it again rather than
   * wait an hour for a return from the bank.
   */
  reloadedWhilePaying?: string | null | undefined;
}

/** The two API calls a checkout makes: the hooks' mutations, or a client's methods. */
export interface CheckoutServices {
  start(variables: StartCheckoutArgs): Promise<CheckoutSession>;
  complete(variables: CompleteCheckoutArgs): Promise<Booking>;
}

/**
 * The checkout's state with a dispatch that answers at once: what the reducer made of an action
 * is known before any view renders, so a second click in the same tick sees the first.
 */
export interface CheckoutStore {
  read(): CheckoutState;
  dispatch(action: CheckoutAction): CheckoutState;
  subscribe(listener: () => void): () => void;
}

/**
 * Holds a checkout's state for `createCheckoutController`, from `initial` (`initialCheckoutState`,
 * or a restored one). Listeners hear of each change that altered the state.
 */
export function createCheckoutStore(initial: CheckoutState): CheckoutStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => state,
    dispatch(action) {
      const next = checkoutReducer(state, action);
      if (next !== state) {
        state = next;
        for (const listener of listeners) listener();
      }
      return next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * When a session began: now, or as long ago as the partner's server says where it gave back one it
 * keeps (another tab's), so the page renews it before the API's session ends.
 */
const startedAtOf = ({ session_age_ms: age = 0 }: CheckoutSession, now: number) => now - age;

export const DEFAULT_SESSION_TTL_MS = 30 * 60 * 1000;

/** The supporting contact the rules ask for, given the stay step's answers. */
export function contactKindFor(
  stay: StayAnswers | undefined,
  {
    rules = supportingContactKind,
    propertyCountry,
  }: Pick<CheckoutOptions, 'rules' | 'propertyCountry'>,
): SupportingContactKind {
  return rules({
    propertyCountry,
    paying_in_instalments: stay?.plan === 'instalments',
    is_using_scheme: Boolean(stay && planFlags(stay, propertyCountry).is_using_scheme),
  });
}

/**
 * Whether this tab's record says more of the room's booking than the one the tabs share: that it
 * is made, where the shared one does not say so, or its id, where the shared one does not name it.
 */
function saysMoreOfBooking(
  mine: SharedPaymentRecord | null,
  current: SharedPaymentRecord | null,
): mine is SharedPaymentRecord {
  return (
    mine?.state === 'booked' &&
    (current?.state !== 'booked' || (!current.bookingId && Boolean(mine.bookingId)))
  );
}

/**
 * The custom checkout's behaviour without React: answering steps, starting and restarting the
 * session, paying through the card provider, reading a payment's status, completing, and every
 * recovery. `useCheckout` binds it to a component; a test drives it directly against the sandbox.
 * `options` is read at each call, so a view may change them between renders.
 */
export function createCheckoutController(
  store: CheckoutStore,
  services: CheckoutServices,
  options: () => CheckoutOptions,
) {
  const { read, dispatch } = store;
  const emit = (event: CheckoutAnalyticsEvent) => options().onEvent?.(event);
  const clock = () => (options().now ?? Date.now)();
  /** This page among the browser's tabs: a duplicated tab, or this one reloaded, is another. */
  const tab = globalThis.crypto?.randomUUID?.() ?? `${Math.random()}`.slice(2);
  /**
   * When this page's checkout began: a booking the other tabs told of before it is a later
   * visit's, not this one's (another student at the same computer, say), so it starts afresh; the
   * partner's server answers that booking if this visitor starts the same dates again.
   */
  const openedAt = clock();

  // The human check: a token good once, then the proxy's trust a while. A session kept from before
  // a reload was started by a student it trusted: restarting it is tried without a new check.
  const human = createHumanCheckSession({ trusted: read().phase.name !== 'idle' });
  /** The bank sent the student back to this page: the payment that left for it is this page's. */
  let bankReturnedHere = false;
  /**
   * The partner's server keeps this visitor's checkout (a start answered with the session's age,
   * or with the payment under way or the booking): its answers decide, and the other tabs' record
   * is a hint. False where no server keeps it: the record is then all there is.
   */
  let serverKeeps = false;
  /**
   * Records of other tabs that nothing stands behind: their tab is closed, left nothing to take
   * over, and the server gave this tab another session. Forged, or left by a crash: ignored.
   */
  const disproved = new Set<string>();
  const recordKey = (record: SharedPaymentRecord) =>
    `${record.tab} ${record.state} ${record.reference} ${record.at}`;

  /** The period chosen now: the stay step's answer, or the fixed one. */
  const chosenPeriod = () => read().answers.stay?.booking_period_id ?? options().bookingPeriodId;

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

  type SessionAsk = { retry?: boolean; extend?: boolean; again?: boolean; verify?: boolean };
  const sessionRequest = (ask: SessionAsk): CheckoutAction => {
    const { now = Date.now, sessionTtlMs = DEFAULT_SESSION_TTL_MS } = options();
    return {
      type: 'session_requested',
      bookingPeriodId: chosenPeriod(),
      now: now(),
      ttlMs: sessionTtlMs,
      ...ask,
      humanCheckNeeded: Boolean(options().humanCheck) && human.needed(),
    };
  };

  /**
   * Starts a session unless a fresh one for the chosen period exists; `retry` is "Try again",
   * `extend` is "Get more time" (a new session however fresh the old one), `again` is "Book again
   * for someone else", `verify` asks the server again of a booking another tab tells of. An unpaid
   * session it replaces is dropped only once the card provider says it is unpaid.
   */
  async function ensureSession(ask: SessionAsk = {}) {
    const { now = Date.now } = options();
    const { again = false, verify = false } = ask;
    const before = read();
    let requested = dispatch(sessionRequest(ask));
    let replaced: CheckoutSessionState | null = null;
    if (requested.phase.name === 'releasing' && before.phase.name === 'ready') {
      replaced = requested.phase.session;
      await readPaymentStatus();
      // Paid (then completed), processing, or unreadable: it stays, and nothing else starts.
      if (read().phase.name !== 'idle') return;
      requested = dispatch(sessionRequest({}));
    }
    const bookingPeriodId = chosenPeriod();
    if (
      requested.phase.name !== 'starting' ||
      before.phase.name === 'starting' ||
      !bookingPeriodId
    ) {
      return;
    }
    const token = human.take();
    // What the other tabs said as the server was asked: a booking it answered past is of other
    // dates (it answers a start of a booking's own dates with the booking).
    const toldBefore = options().tabs?.read() ?? null;
    try {
      const { roomId, operatorId, returnUrl } = options();
      // A new session, not the one the partner's server keeps: booking again, or renewing this
      // period's unpaid session near its end (its payment read unpaid just now).
      const renewing = !verify && replaced?.bookingPeriodId === bookingPeriodId;
      const variables = {
        roomId,
        operator_id: operatorId,
        booking_period_id: bookingPeriodId,
        ...(again ? { startAnew: true } : {}),
        ...(renewing && replaced ? { renewing: replaced.token } : {}),
      };
      const started = await services.start(token ? withHumanToken(variables, token) : variables);
      human.answered(token, null);
      serverKeeps ||= started.session_age_ms !== undefined;
      const after = dispatch({
        type: 'session_started',
        session: {
          token: started.session_token,
          publicKey: started.card_provider.public_key,
          clientSecret: started.card_provider.client_secret,
          bookingPeriodId,
          startedAt: startedAtOf(started, now()),
          ...(returnUrl ? { returnUrl } : {}),
        },
        // The same period's session, new as the old one aged or as the student asked for more
        // time: the card is typed again.
        renewed: renewing,
      });
      emit({ type: replaced ? 'session_restarted' : 'checkout_started' });
      // What the other tabs said is weighed again against the server's answer.
      if (serverKeeps) {
        answeredPast(toldBefore, paymentReference(started.card_provider.client_secret));
        hearOtherTabs();
      }
      // Another tab says it pays into this very session: its payment is read before it is offered.
      if (after.phase.name === 'checking') await readPaymentStatus();
    } catch (caught) {
      // Any answer past the proxy's check means it took the token and now trusts this student, so
      // "Try again" after a 503 needs no new check.
      const verdict = human.answered(token, caught as Partial<PartnerApiError>);
      if (await resumeFromServer(caught)) return;
      const refusedHuman = verdict === 'refused' && Boolean(options().humanCheck);
      dispatch({
        type: 'session_failed',
        ...(refusedHuman ? { humanCheck: token ? 'failed' : 'required' } : {}),
      });
    }
  }

  /**
   * What the partner's server answered a start with instead of a session, taken up: this visitor's
   * payment for the room, under way or taken, read and then finished or completed; or the booking
   * they made for these dates. False for any other failure.
   */
  async function resumeFromServer(caught: unknown): Promise<boolean> {
    const conflict = checkoutConflict(caught);
    if (!conflict) return false;
    serverKeeps = true;
    if (conflict.reason === 'checkout_booked') {
      const { bookingId, bookingPeriodId } = conflict;
      dispatch({ type: 'session_booked_before', bookingId, bookingPeriodId });
      return true;
    }
    const { now = Date.now, returnUrl } = options();
    const { card_provider, session_token } = conflict.session;
    dispatch({
      type: 'session_resumed',
      session: {
        token: session_token,
        publicKey: card_provider.public_key,
        clientSecret: card_provider.client_secret,
        bookingPeriodId: conflict.bookingPeriodId,
        startedAt: startedAtOf(conflict.session, now()),
        ...(returnUrl ? { returnUrl } : {}),
      },
    });
    await readPaymentStatus();
    return true;
  }

  /**
   * The human check's token, from the widget: the session starts with it. Null (expired) keeps
   * the checkout waiting.
   */
  function passHumanCheck(token: string | null) {
    human.give(token);
    if (token && read().phase.name === 'human_check') void ensureSession({ retry: true });
  }

  /** Completes the booking for the paid session; retrying with the same session is safe. */
  async function complete() {
    const { phase, answers, contactKind } = read();
    if (phase.name !== 'paid' || phase.completion.state !== 'completing') return;
    const { stay, about, contact, course } = answers;
    const { roomId, propertyCountry } = options();
    try {
      if (!stay || !about || !course)
        throw Object.assign(new Error('answers missing'), { kind: 'validation' });
      const { special_request, ...course_details } = course;
      // In turn with the browser's other tabs: one completing this payment again waits for the
      // one completing it now, and then reads that it said the booking.
      const inTurn = options().tabs?.inTurn ?? ((task) => task());
      await inTurn(async () => {
        const booking = await services.complete({
          roomId,
          session_token: phase.session.token,
          ...planFlags(stay, propertyCountry),
          resident_details: about,
          supporting_contact_details: contactKind === 'none' ? undefined : contact,
          course_details,
          special_request,
        });
        // Announced once: a second answer (a replay) finds the checkout booked already.
        const before = read();
        // Read before this tab says it booked the room: another tab's record of the booking, where
        // the API answered "already completed" (the partner's server may name the booking in it).
        const shared = booking.already_completed ? (options().tabs?.read() ?? null) : null;
        if (dispatch({ type: 'completed', booking }) === before) return;
        // Completed again (another tab of this payment completed first): that tab may have said
        // the booking's id, which the API does not repeat.
        if (!booking.booking_id) hearOtherTabs();
        // And it announced the booking: once in the browser, by the tab whose completion made it.
        if (shared && shared.tab !== tab && shared.state === 'booked') return;
        // Announced as the booking is recorded, before the view shows it confirmed.
        options().onBookingCreated?.({ booking_id: booking.booking_id });
        emit({ type: 'booking_created', booking_id: booking.booking_id });
      });
    } catch (caught) {
      const error = caught as Partial<PartnerApiError>;
      const fieldErrors = error.fieldErrors ?? {};
      const after = dispatch({ type: 'complete_failed', fieldErrors });
      emit({
        type: 'complete_failed',
        kind: error.kind ?? 'network',
        fields: Object.keys(fieldErrors),
      });
      const problem = checkoutProblem(after);
      if (problem && 'reference' in problem) {
        emit({ type: 'payment_without_booking', reference: problem.reference });
      }
    }
  }

  /**
   * Reads the payment's status from the card provider, when the page cannot know it: back from a
   * redirect, after a reload, a confirmation that failed without an answer, the student's "Check
   * again" while it is processing, or before a session is replaced. Paid completes; unknown is
   * never taken for unpaid.
   */
  async function readPaymentStatus() {
    const { phase } = read();
    if (phase.name !== 'checking' && phase.name !== 'releasing') return;
    try {
      const status = await options().cardProvider.retrieveStatus(phase.session);
      const after = dispatch({ type: 'status_read', status });
      if (after.phase.name === 'paid') {
        emit({ type: 'payment_succeeded' });
        await complete();
      }
      if (after.phase.name === 'ready') await releaseStaleRecord();
    } catch {
      dispatch({ type: 'status_check_failed' });
    }
  }

  /** "Check again": a payment still processing, or whose status could not be read, read again. */
  async function recheckPayment({ afterPayment }: { afterPayment?: boolean } = {}) {
    const action = { type: 'status_check_requested', afterPayment } as const;
    if (dispatch(action).phase.name !== 'checking') return;
    await readPaymentStatus();
  }

  /** Another tab's word of a payment for the room, or null when no other tab holds one. */
  function otherTabPayment(): PaymentElsewhere | null {
    const record = options().tabs?.read();
    if (!record || record.tab === tab || disproved.has(recordKey(record))) return null;
    // A booking is a hint like the rest: it holds the card of a tab that offers one, and confirms
    // nothing (a tab holding its payment reads that payment; any other asks the server,
    // `askServerOfBooking`). A tab with no session yet is told by the server as it starts.
    if (record.state === 'booked' && (!ofThisVisit(record) || ownReference() === null)) {
      return null;
    }
    const { reference, hostedCheckout } = record;
    const state = record.state === 'paying' ? 'paying' : 'held';
    return { state, reference, ...(hostedCheckout ? { hostedCheckout } : {}) };
  }

  /**
   * Confirms the payment while no other tab of the browser confirms one for the room, and only
   * when none holds one: the record says this tab is paying before the card provider is asked.
   * `result` is null when the confirmation ended without an answer.
   */
  async function confirmAlone(
    card: CardFieldsHandle,
    reference: string,
  ): Promise<{ blockedBy?: PaymentElsewhere; result?: CardPaymentResult | null }> {
    const { tabs } = options();
    const confirm = async () => {
      // Another tab's word of this very payment (a duplicated tab reading it) does not stop it: the
      // lock keeps two confirmations apart, and the card provider takes one payment per session.
      // A booking another tab tells of since stops it too, until the server is asked of it. One
      // told of before this page opened is a later visit's: it does not stop this one.
      const other = otherTabPayment();
      if (other && other.reference !== reference) return { blockedBy: other };
      tabs?.write({ tab, state: 'paying', reference, at: clock() });
      // The page going away while the card provider confirms is a bank's page taking over (a
      // card provider may navigate without ever answering): the payment may still be confirmed
      // there, so no other tab takes it for unpaid or takes its checkout over meanwhile.
      const leaving = () =>
        tabs?.write({ tab, state: 'paying', reference, at: clock(), leftForBank: true });
      const page = typeof window === 'undefined' ? null : window;
      page?.addEventListener('pagehide', leaving);
      try {
        return { result: await card.confirm() };
      } catch {
        return { result: null };
      } finally {
        page?.removeEventListener('pagehide', leaving);
      }
    };
    if (!tabs) return confirm();
    const alone = await tabs.exclusive(confirm);
    return alone.ran
      ? alone.value
      : { blockedBy: otherTabPayment() ?? { state: 'paying', reference: null } };
  }

  /**
   * A record of this tab's own session, read unpaid here: left by a tab that is gone (this page
   * before a reload, a tab closed while paying), or by one that paid since the read. Under the
   * lock, so no tab is confirming it, the payment is read again: unpaid clears the record, and the
   * card fields come back; paid or processing is read once more here, and completed.
   */
  async function releaseStaleRecord() {
    const { tabs, cardProvider } = options();
    const { phase, elsewhere } = read();
    if (!tabs || phase.name !== 'ready' || !elsewhere?.reference) return;
    const { session } = phase;
    const own = paymentReference(session.clientSecret);
    if (elsewhere.reference !== own) return;
    let mayBePaid = false;
    let awaitingBank = false;
    await tabs.exclusive(async () => {
      const record = tabs.read();
      // A booking's record of this very payment, read unpaid here, is false: cleared like the rest.
      if (record?.reference !== own) return;
      const status = await cardProvider.retrieveStatus(session).catch(() => null);
      mayBePaid = status === null || status === 'succeeded' || status === 'processing';
      // Gone to the bank's page, not gone: the bank may still confirm it, so the room stays held
      // (a tab offering a card now could start a second payment), until its return or an hour.
      // Unless this page left it, and only reloaded: the bank's question was in the page.
      const leftByThisPage = options().reloadedWhilePaying === own;
      awaitingBank =
        status === 'requires_action' &&
        record.leftForBank === true &&
        !leftByThisPage &&
        clock() - record.at < BANK_RETURN_TTL_MS;
      if (!mayBePaid && !awaitingBank) tabs.write(null);
    });
    if (awaitingBank) return;
    // Paid since the first read: heard afresh, the same session is read, and completed here too.
    if (mayBePaid) dispatch({ type: 'other_tabs_changed', payment: null });
    hearOtherTabs();
  }

  /**
   * "Pay here instead": the student says they did not pay on the hosted checkout page they left
   * for, so its hold ends, in every tab, and this checkout's session starts. Only that hold: a
   * payment another tab may have made is never released by a click.
   */
  function payHereInstead() {
    const { tabs } = options();
    if (!tabs?.read()?.hostedCheckout) return;
    tabs.write(null);
    hearOtherTabs();
    if (read().step === 'review') void ensureSession();
  }

  /**
   * Whether a booking the other tabs tell of is this visit's: made while this page was open, or
   * made with the payment this page holds or came back from the bank for (into a page reloaded or
   * opened since).
   */
  function ofThisVisit(record: SharedPaymentRecord): boolean {
    if (record.at >= openedAt) return true;
    if (record.reference !== null && record.reference === options().returnedPayment) return true;
    return ownReference() === record.reference;
  }

  /**
   * The server gave this tab a session (`reference`) while another tab told of a booking: unless
   * that tab has said something since, the booking is of other dates, and is heeded no more.
   */
  function answeredPast(told: SharedPaymentRecord | null, reference: string) {
    const now = options().tabs?.read() ?? null;
    const unchanged = told && now && recordKey(told) === recordKey(now);
    if (unchanged && now.state === 'booked' && now.tab !== tab && now.reference !== reference) {
      disproved.add(recordKey(now));
    }
  }

  /** The payment of the session this tab holds (`pi_…`), paid into or not; null without one. */
  function ownReference(): string | null {
    const { phase } = read();
    return 'session' in phase ? sessionReference(phase.session) : null;
  }

  function hearOtherTabs() {
    const { tabs } = options();
    const record = tabs?.read() ?? null;
    // Two tabs that wrote at once each wrote over what their copy of the storage had not shown
    // them yet, and the browser kept the last write: it may say less of this tab's booking than
    // this tab knows (not its id). Said again, for the others to hear; only more is ever said, so
    // no two tabs answer each other back and forth.
    const mine = paymentRecordOf(read(), tab, clock());
    if (
      tabs &&
      record &&
      record.tab !== tab &&
      record.reference === mine?.reference &&
      saysMoreOfBooking(mine, record)
    ) {
      tabs.write(mine);
      return;
    }
    // A booking another tab tells of names its id to a tab that booked the same payment, and is
    // shown by the page the bank sent the student back to for its payment; any other tab is shown
    // a booking only by its own read of the payment, or by the server.
    const returnedFor = record?.reference != null && record.reference === options().returnedPayment;
    if (
      record &&
      record.tab !== tab &&
      record.state === 'booked' &&
      (read().phase.name === 'booked' || returnedFor)
    ) {
      dispatch({
        type: 'booked_elsewhere',
        booking: { booking_id: record.bookingId ?? null, already_completed: true },
        reference: record.reference,
      });
      return;
    }
    watchHolder(record);
    const before = read();
    const after = dispatch({ type: 'other_tabs_changed', payment: otherTabPayment() });
    // A copy of this session paid into elsewhere: read here, as after any payment.
    if (after.phase.name === 'checking' && before.phase.name !== 'checking') {
      void readPaymentStatus();
    }
    // A booking of another payment, told of since the server last answered, holds the card: the
    // server is asked whether it is of these dates.
    if (after.phase.name === 'ready' && record?.state === 'booked' && after.elsewhere) {
      void askServerOfBooking(record);
    }
  }

  /** The bookings the server is being asked of (their records), each once. */
  const askedOf = new Set<string>();

  /**
   * Asks the partner's server of a booking another tab tells of: this tab's unpaid session is
   * read, and the start sent again, which the server answers with the booking where it is of these
   * dates (shown as booked before), else with a session of these dates (the booking is of others).
   * A server that keeps nothing answers a new session, and the booking still holds the card.
   */
  async function askServerOfBooking(record: SharedPaymentRecord) {
    const key = recordKey(record);
    if (askedOf.has(key)) return;
    askedOf.add(key);
    await ensureSession({ verify: true });
  }

  /**
   * Whether a record's payment may be taken over once its tab is gone: one held, with a
   * reference, and not the hosted page's hold nor a payment gone to the bank's page within its
   * hour (the page the bank returns to takes that one).
   */
  const takeable = (record: SharedPaymentRecord) =>
    record.state !== 'booked' &&
    record.reference !== null &&
    !record.hostedCheckout &&
    !(record.leftForBank && clock() - record.at < BANK_RETURN_TTL_MS);

  /**
   * Whether the tab behind another tab's record is watched until it closes: to take its payment
   * over, or, where the server keeps the checkout, to stop heeding a record nothing stands behind.
   */
  const watchable = (record: SharedPaymentRecord) =>
    !record.hostedCheckout &&
    !disproved.has(recordKey(record)) &&
    (takeable(record) || serverKeeps);

  /** The other tab whose payment this one waits on, watched until it closes. */
  let watched: { tab: string; stop: AbortController } | null = null;
  /** Hearing the other tabs (`connectTabs`): only then is another tab watched. */
  let connected = false;
  const stopWatching = () => {
    watched?.stop.abort();
    watched = null;
  };

  /**
   * Watches the tab that holds the room's payment, so that when it is closed before the booking
   * is made, this tab takes its checkout over rather than wait for a tab that is gone. Not a
   * payment left for the bank's page within its hour (the page the bank returns to takes it), nor
   * the hosted checkout's hold (nothing here can read it).
   */
  function watchHolder(record: SharedPaymentRecord | null) {
    const { tabs } = options();
    const holder = record && record.tab !== tab && watchable(record) ? record.tab : null;
    if (watched?.tab === holder) return;
    stopWatching();
    if (!holder || !connected || !tabs?.whenClosed) return;
    const stop = new AbortController();
    watched = { tab: holder, stop };
    void tabs.whenClosed(holder, stop.signal).then(() => {
      if (watched?.stop !== stop) return;
      watched = null;
      void takeOverFrom(holder);
    });
  }

  /**
   * The tab `holder` is closed with the room's payment held: this tab claims the payment's record
   * and, unless it holds that payment itself (a copy of the same session), takes over the checkout
   * the holder handed over, then reads the payment and completes it as after a reload. It is the
   * same session, so no new payment can come of it. Another tab that took it first is heard, and
   * watched in turn.
   */
  async function takeOverFrom(holder: string) {
    const { tabs } = options();
    if (!tabs || read().phase.name === 'booked') return;
    let handed: unknown = null;
    /** Its tab gone and nothing to take over: where the server keeps the checkout, not heeded. */
    const orphaned = (record: SharedPaymentRecord) => {
      if (!serverKeeps) return 'kept' as const;
      disproved.add(recordKey(record));
      return 'disproved' as const;
    };
    const outcome = await tabs.exclusive(async () => {
      // Read again under the lock: the holder may have said since that it left for the bank.
      const record = tabs.read();
      if (record?.tab !== holder) return 'kept';
      if (!takeable(record) || !record.reference || !tabs.takeOver) return orphaned(record);
      const mine = heldSession(read());
      if (mine && sessionReference(mine) !== record.reference) return 'kept';
      if (!mine) {
        handed = tabs.takeOver(record.reference);
        if (!handed) return orphaned(record);
      }
      tabs.write({ tab, state: 'held', reference: record.reference, at: clock() });
      return 'taken';
    });
    if (!outcome.ran) {
      // Another tab holds the room's lock (taking it over too, or being refused a payment): heard
      // again in a moment, when whoever took it has said so.
      setTimeout(hearOtherTabs, 1000);
      return;
    }
    if (outcome.value === 'kept') return;
    hearOtherTabs();
    if (!handed) return;
    const { propertyCountry } = options();
    const state = restoreCheckoutState(handed, propertyCountry, (answers) =>
      contactKindFor(answers.stay, options()),
    );
    if (dispatch({ type: 'taken_over', state }).phase.name === 'paid') await pay(null);
    else await resume();
  }

  /**
   * Shares this tab's payment with the browser's other tabs, and hears theirs, until the returned
   * function is called. A record another tab wrote is replaced only once it is stale, or the
   * booking is made.
   */
  function connectTabs(): () => void {
    const { tabs } = options();
    if (!tabs) return () => {};
    // What this tab last told the others (state and reference): it tells them again only when
    // its own payment changes, never because another tab wrote, so two tabs never answer each
    // other's writes back and forth.
    let told: string | null = null;
    tabs.markOpen?.(tab);
    connected = true;
    const share = () => {
      const state = read();
      const mine = paymentRecordOf(state, tab, clock());
      const current = tabs.read();
      // A take-over declined while this tab held a payment of its own (being read) is tried again
      // once that changes: a tab that closed says nothing more.
      watchHolder(current);
      // While this tab holds the room's payment, its checkout is kept for whichever page outlives
      // it. Only that payment's: a tab reading its own unpaid session must not replace it.
      const holdsRoomPayment =
        mine?.state !== 'booked' &&
        heldSession(state) !== null &&
        (!current || current.tab === tab || current.reference === mine?.reference);
      if (holdsRoomPayment) tabs.handOver?.(checkoutDraft(state));
      const telling = mine && `${mine.state} ${mine.reference}`;
      // The page the bank sent the student back to holds the payment now, not the one that left.
      const backFromBank =
        bankReturnedHere &&
        current?.leftForBank === true &&
        current.reference !== null &&
        current.reference === mine?.reference;
      if (telling === told && !backFromBank) return;
      told = telling;
      if (!mine) {
        if (current?.tab === tab) tabs.write(null);
        return;
      }
      // "Paying" is said by the tab the lock lets pay, as it begins (`confirmAlone`), never as "Pay
      // and book" is pressed: said before the lock is granted, it would stop the tab holding the
      // lock while this one is refused it, and neither would pay.
      if (mine.state === 'paying') return;
      // Another tab's word stands, even of the same payment (it may be paying it now), unless
      // this tab says more of the booking: that it is made, or its id. A record a gone tab left
      // is cleared once its payment reads unpaid.
      const saysMore = saysMoreOfBooking(mine, current);
      if (!current || current.tab === tab || saysMore || backFromBank) tabs.write(mine);
    };
    hearOtherTabs();
    share();
    const stopSharing = store.subscribe(share);
    const stopHearing = tabs.subscribe(hearOtherTabs);
    return () => {
      connected = false;
      stopSharing();
      stopHearing();
      stopWatching();
    };
  }

  /** "Pay and book": confirm the payment once, then complete. A second click does nothing. */
  async function pay(card: CardFieldsHandle | null) {
    const before = read();
    const requested = dispatch({
      type: 'pay_requested',
      cardReady: card !== null,
      bookingPeriodId: chosenPeriod(),
    });
    if (requested === before) return;
    if (requested.phase.name === 'paid') return complete();
    if (requested.phase.name !== 'paying' || !card) return;
    emit({ type: 'payment_requested' });
    const reference = paymentReference(requested.phase.session.clientSecret);
    const confirmed = await confirmAlone(card, reference);
    if (confirmed.blockedBy) {
      dispatch({ type: 'payment_blocked', payment: confirmed.blockedBy });
      hearOtherTabs();
      return;
    }
    const { result } = confirmed;
    if (!result) {
      // No answer is not "declined": the card may have been charged. Ask the provider.
      dispatch({ type: 'payment_unknown' });
      return readPaymentStatus();
    }
    if (result.status === 'redirected') {
      // Leaving for the bank's page: the page it sends the student back to may be another tab,
      // and until it does, no other session of the room may be paid for.
      const { tabs } = options();
      tabs?.write({ tab, state: 'paying', reference, at: clock(), leftForBank: true });
      tabs?.handOver?.(checkoutDraft(read()));
      return;
    }
    if (result.status === 'failed') {
      dispatch({ type: 'payment_failed', message: result.message, providerCode: result.code });
      emit({ type: 'payment_failed', ...(result.code ? { code: result.code } : {}) });
      return;
    }
    dispatch({ type: 'payment_succeeded' });
    emit({ type: 'payment_succeeded' });
    await complete();
  }

  /**
   * What a page that opens on a checkout does first: a session kept through a reload or a
   * redirect may have been paid into, so its payment is read before anything is offered.
   * `cameBackFromPayment`: the address says the bank sent the student back.
   */
  async function resume({ cameBackFromPayment = false }: { cameBackFromPayment?: boolean } = {}) {
    const { phase } = read();
    if (phase.name !== 'unsure' || phase.reason !== 'restored') return;
    bankReturnedHere ||= cameBackFromPayment;
    await recheckPayment({ afterPayment: cameBackFromPayment });
  }

  return {
    answer,
    back: () => dispatch({ type: 'back' }),
    change: (step: FormStepId) => dispatch({ type: 'change', step }),
    chosenPeriod,
    connectTabs,
    ensureSession,
    passHumanCheck,
    pay,
    payHereInstead,
    recheckPayment: () => recheckPayment(),
    resume,
  };
}
/**
 * What `createCheckoutController` returns: the student's actions (answer, back, change, pay, check
 * again) and what a page runs itself (`ensureSession` as the review opens, `resume` first of all).
 */
export type CheckoutController = ReturnType<typeof createCheckoutController>;
