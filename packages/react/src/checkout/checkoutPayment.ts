import type { CheckoutSession, PartnerApiError } from '@unistay/api-client';
import { withHumanToken } from '../queries/humanToken.js';
import type { CardFieldsHandle } from './cardProvider.js';
import { planFlags } from './checkoutAnswers.js';
import { checkoutConflict } from './checkoutConflict.js';
import { checkoutDraft } from './checkoutDraft.js';
import {
  type CheckoutAction,
  type CheckoutSessionState,
  checkoutProblem,
  paymentReference,
} from './checkoutMachine.js';
import { DEFAULT_SESSION_TTL_MS } from './checkoutOptions.js';
import type { CheckoutRun, SessionAsk } from './checkoutRun.js';
import type { TabCoordination } from './tabCoordination.js';

/**
 * When a session began: now, or as long ago as the partner's server says where it gave back one it
 * keeps (another tab's), so the page renews it before the API's session ends.
 */
const startedAtOf = ({ session_age_ms: age = 0 }: CheckoutSession, now: number) => now - age;

/**
 * The checkout's payment: starting and restarting the session (with the partner's server's word
 * on it), paying through the card provider, reading a payment's status, completing, and every
 * recovery. The tabs (`tabs`) hear of each step, and are asked before a confirmation.
 */
export function createCheckoutPayment(run: CheckoutRun, tabs: TabCoordination) {
  const { read, dispatch, options, services, emit, clock, chosenPeriod, tab, human, visit } = run;

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
      visit.serverKeeps ||= started.session_age_ms !== undefined;
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
      if (visit.serverKeeps) {
        tabs.answeredPast(toldBefore, paymentReference(started.card_provider.client_secret));
        tabs.hearOtherTabs();
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
    visit.serverKeeps = true;
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
    if (!token) return;
    const { phase } = read();
    if (phase.name === 'human_check') void ensureSession({ retry: true });
    // Paid, and the proxy asked for the check before it completes: completed now, with it.
    if (phase.name === 'paid' && phase.completion.state === 'human_check') void pay(null);
  }

  /** Completes the booking for the paid session; retrying with the same session is safe. */
  async function complete() {
    const { phase, answers, contactKind } = read();
    if (phase.name !== 'paid' || phase.completion.state !== 'completing') return;
    const sentBefore = phase.completion.again === true;
    let token: string | null = null;
    const { stay, about, contact, course } = answers;
    const { roomId, propertyCountry } = options();
    try {
      if (!stay || !about || !course)
        throw Object.assign(new Error('answers missing'), { kind: 'validation' });
      const { special_request, ...course_details } = course;
      // In turn with the browser's other tabs: one completing this payment again waits for the
      // one completing it now, and then reads that it said the booking.
      const inTurn = options().tabs?.inTurn ?? ((task) => task());
      // The human check's token, where the widget gave one: the proxy asks for it only of a
      // session it does not know for this browser.
      token = human.take();
      await inTurn(async () => {
        const completion = {
          roomId,
          session_token: phase.session.token,
          ...planFlags(stay, propertyCountry),
          resident_details: about,
          supporting_contact_details: contactKind === 'none' ? undefined : contact,
          course_details,
          special_request,
        };
        const booking = await services.complete(
          token ? withHumanToken(completion, token) : completion,
        );
        human.answered(token, null);
        // Announced once: a second answer (a replay) finds the checkout booked already.
        const before = read();
        // Read before this tab says it booked the room: another tab's record of the booking, where
        // the API answered "already completed" (the partner's server may name the booking in it).
        const shared = booking.already_completed ? (options().tabs?.read() ?? null) : null;
        if (dispatch({ type: 'completed', booking }) === before) return;
        // Completed again (another tab of this payment completed first): that tab may have said
        // the booking's id, which the API does not repeat.
        if (!booking.booking_id) tabs.hearOtherTabs();
        // The booking is announced once, by whoever made it. "Already completed" to a completion
        // this tab sent once: another tab made it, or the provider's hosted page (whose bookings
        // the partner's server reports), and announced it there, whatever the browser's storage
        // keeps. To one sent again after a failure: this tab's lost answer, unless another tab
        // says it booked the room.
        if (booking.already_completed && !sentBefore && !booking.resent) return;
        if (shared && shared.tab !== tab && shared.state === 'booked') return;
        // Announced as the booking is recorded, before the view shows it confirmed.
        options().onBookingCreated?.({ booking_id: booking.booking_id });
        emit({ type: 'booking_created', booking_id: booking.booking_id });
      });
    } catch (caught) {
      const error = caught as Partial<PartnerApiError>;
      const fieldErrors = error.fieldErrors ?? {};
      // Asked for a check this page has no widget for: said as a failure, with the reference.
      const refusedHuman =
        human.answered(token, error) === 'refused' && Boolean(options().humanCheck);
      const after = dispatch({
        type: 'complete_failed',
        fieldErrors,
        ...(refusedHuman
          ? { humanCheck: token ? ('failed' as const) : ('required' as const) }
          : {}),
        ...(error.code === 'checkout_not_started_here' ? { notStartedHere: true as const } : {}),
      });
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
      if (after.phase.name === 'ready') await tabs.releaseStaleRecord();
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
    const confirmed = await tabs.confirmAlone(card, reference);
    if (confirmed.blockedBy) {
      dispatch({ type: 'payment_blocked', payment: confirmed.blockedBy });
      tabs.hearOtherTabs();
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
      const shared = options().tabs;
      shared?.write({ tab, state: 'paying', reference, at: clock(), leftForBank: true });
      shared?.handOver?.(checkoutDraft(read()));
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
    visit.bankReturnedHere ||= cameBackFromPayment;
    await recheckPayment({ afterPayment: cameBackFromPayment });
  }

  return {
    ensureSession,
    passHumanCheck,
    pay,
    recheckPayment,
    readPaymentStatus,
    resume,
  };
}
