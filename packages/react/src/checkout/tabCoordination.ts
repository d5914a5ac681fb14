import type { CardFieldsHandle, CardPaymentResult } from './cardProvider.js';
import { checkoutDraft, restoreCheckoutState } from './checkoutDraft.js';
import {
  heldSession,
  type PaymentElsewhere,
  paymentReference,
  sessionReference,
} from './checkoutMachine.js';
import { contactKindFor } from './checkoutOptions.js';
import type { CheckoutRun, PaymentEffects } from './checkoutRun.js';
import { BANK_RETURN_TTL_MS, paymentRecordOf, type SharedPaymentRecord } from './checkoutTabs.js';

/** A record as one value: the same record read twice is the same key, any later write another. */
const recordKey = (record: SharedPaymentRecord) =>
  `${record.tab} ${record.state} ${record.reference} ${record.at}`;

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
 * The checkout among the browser's tabs: what this tab tells the others of its payment (a hint,
 * in `options().tabs`), what it makes of theirs, the lock two confirmations wait on, and a tab that
 * closed with the room's payment taken over. It changes the checkout only by dispatching what it
 * heard, and asks the payment (`effects`) for the reads and sessions that follow.
 */
export function createTabCoordination(run: CheckoutRun, effects: PaymentEffects) {
  const { read, dispatch, options, clock, tab, openedAt, visit } = run;
  /**
   * Records of other tabs that nothing stands behind: their tab is closed, left nothing to take
   * over, and the server gave this tab another session. Forged, or left by a crash: ignored.
   */
  const disproved = new Set<string>();
  /** A wait for the tab confirming a payment to end, once its record went missing. */
  let awaitingConfirmation: Promise<void> | null = null;

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
    if (read().step === 'review') void effects.ensureSession();
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
    const payment = otherTabPayment();
    // The record of a payment being confirmed gone: its tab ended it, or a script removed it (which
    // no storage event tells that tab, to say it again). The room's lock says whether a tab still
    // confirms one: while one does, its payment is heeded as under way, and heard again after.
    if (!payment && read().elsewhere?.state === 'paying' && tabs?.whenConfirmed) {
      awaitingConfirmation ??= tabs.whenConfirmed().then(() => {
        awaitingConfirmation = null;
        heard(record, otherTabPayment());
      });
      return;
    }
    heard(record, payment);
  }

  /** What this tab makes of the other tabs' word, `payment`, from the record it read. */
  function heard(record: SharedPaymentRecord | null, payment: PaymentElsewhere | null) {
    const before = read();
    const after = dispatch({ type: 'other_tabs_changed', payment });
    // A copy of this session paid into elsewhere: read here, as after any payment.
    if (after.phase.name === 'checking' && before.phase.name !== 'checking') {
      void effects.readPaymentStatus();
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
    await effects.ensureSession({ verify: true });
  }

  /**
   * A payment said gone to the bank's page within its hour: its tab is gone by design (the bank's
   * page took its place), and the page the bank returns to takes it over. Said, not known: a tab
   * closed while the card provider confirmed says the same as it goes, so it is believed only
   * once its payment reads as the bank's question waiting (`awaitsBank`).
   */
  const atBank = (record: SharedPaymentRecord) =>
    record.leftForBank === true && clock() - record.at < BANK_RETURN_TTL_MS;
  /** Records at the bank whose payment read waiting on the bank: not read again. */
  const readAtBank = new Set<string>();

  /**
   * Whether a record's payment may be taken over once its tab is gone: one held, with a
   * reference, and not the hosted page's hold.
   */
  const takeable = (record: SharedPaymentRecord) =>
    record.state !== 'booked' && record.reference !== null && !record.hostedCheckout;

  /**
   * Whether the tab behind another tab's record is watched until it closes: to take its payment
   * over, or, where the server keeps the checkout, to stop heeding a record nothing stands behind.
   * Not a payment read waiting at the bank's page, which stands behind its record though its tab
   * is gone, nor this tab's own payment gone to the bank (this page, reloaded or back, or a copy
   * of it), which it reads itself (`releaseStaleRecord`).
   */
  const watchable = (record: SharedPaymentRecord) =>
    !record.hostedCheckout &&
    !readAtBank.has(recordKey(record)) &&
    !(atBank(record) && record.reference === ownReference()) &&
    !disproved.has(recordKey(record)) &&
    (takeable(record) || visit.serverKeeps);

  /** A checkout another tab handed over, as this page takes it up. */
  const restoreHanded = (handed: unknown) =>
    restoreCheckoutState(handed, options().propertyCountry, (answers) =>
      contactKindFor(answers.stay, options()),
    );

  /**
   * Whether the payment of a record at the bank waits on the bank, read from the card provider
   * with the session its tab handed over (left for the page that takes it): the bank's question
   * unanswered waits (for the page the bank returns to); taken or under way is a tab closed as it
   * paid, taken over like any other; unpaid, or a record no session was handed over for (forged,
   * or the store full), stands behind nothing. A read that fails waits, and is read again when the
   * tabs next change.
   */
  async function awaitsBank(record: SharedPaymentRecord): Promise<'waits' | 'taken' | 'nothing'> {
    const handed = options().tabs?.takeOver?.(record.reference, { leave: true });
    const session = handed ? heldSession(restoreHanded(handed)) : null;
    if (!session || sessionReference(session) !== record.reference) return 'nothing';
    if ('reference' in session) return 'taken';
    const status = await options()
      .cardProvider.retrieveStatus(session)
      .catch(() => null);
    if (status === 'requires_action') readAtBank.add(recordKey(record));
    if (status === null || status === 'requires_action') return 'waits';
    return status === 'succeeded' || status === 'processing' ? 'taken' : 'nothing';
  }

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
      if (!visit.serverKeeps) return 'kept' as const;
      disproved.add(recordKey(record));
      return 'disproved' as const;
    };
    const outcome = await tabs.exclusive(async () => {
      // Read again under the lock: the holder may have said since that it left for the bank.
      const record = tabs.read();
      if (record?.tab !== holder) return 'kept';
      if (!takeable(record) || !record.reference || !tabs.takeOver) return orphaned(record);
      // Closed as it left for the bank's page (its record said so just after): waited for, while
      // the bank's question waits.
      if (atBank(record)) {
        const bank = await awaitsBank(record);
        if (bank === 'waits') return 'kept';
        if (bank === 'nothing') return orphaned(record);
      }
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
    const state = restoreHanded(handed);
    if (dispatch({ type: 'taken_over', state }).phase.name === 'paid') await effects.pay(null);
    else await effects.resume();
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
        visit.bankReturnedHere &&
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
    const stopSharing = run.subscribe(share);
    const stopHearing = tabs.subscribe(hearOtherTabs);
    return () => {
      connected = false;
      stopSharing();
      stopHearing();
      stopWatching();
    };
  }

  return {
    answeredPast,
    confirmAlone,
    connectTabs,
    hearOtherTabs,
    payHereInstead,
    releaseStaleRecord,
  };
}

/** What a checkout's tabs do: `createTabCoordination`. */
export type TabCoordination = ReturnType<typeof createTabCoordination>;
