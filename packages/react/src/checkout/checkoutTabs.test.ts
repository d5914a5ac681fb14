import { describe, expect, it } from 'vitest';
import { answerAll, browser } from '../../test/checkoutBrowser.js';
import { answersFor, CARDS, confirmWithBank, PERIODS } from '../../test/checkoutJourneys.js';
import type { CheckoutController } from './checkoutController.js';
import { type CheckoutState, checkoutProblem } from './checkoutMachine.js';
import type { CheckoutTabs, SharedPaymentRecord } from './checkoutTabs.js';
import {
  browserCheckoutTabs,
  HOSTED_CHECKOUT_HOLD_MS,
  hostedCheckoutRecord,
  paymentRecordOf,
  readPaymentRecord,
  roomCheckoutOfRecord,
} from './checkoutTabs.js';

/** "Change" on the stay, and another period chosen. */
function choosePeriod(controller: CheckoutController, period: 0 | 1) {
  controller.change('stay');
  const choice = { kind: 'answer', period, plan: 'full', email: 0 } as const;
  controller.answer('stay', answersFor('stay', choice) as never);
}

/** A duplicated tab: a copy of the page's session storage, in a page of its own. */
const duplicate = (state: CheckoutState): CheckoutState => JSON.parse(JSON.stringify(state));

describe("one payment per room across a browser's tabs", () => {
  it('a duplicated tab offers no card once the first paid, and ends booked with the reference', async () => {
    const world = browser();
    const first = await world.tabAtReview();
    const copy = world.openTab(duplicate(first.state()));
    expect(copy.card()).not.toBeNull();

    await first.controller.pay(first.card());
    expect(first.state().phase.name).toBe('booked');
    await expect.poll(() => copy.card()).toBeNull();
    await expect.poll(() => copy.state().phase.name).toBe('booked');
    const [booking] = world.sandbox.bookings();
    expect(copy.state().phase).toMatchObject({ booking: { booking_id: booking?.booking_id } });
    expect(world.charges()).toBe(1);
  });

  it('a duplicated tab whose period is changed after the first paid completes the paid period, and charges nothing more', async () => {
    const world = browser();
    const first = await world.tabAtReview(0);
    // The copy is taken while the first pays: it hears nothing, as a tab frozen in the background.
    const copy = world.openTab(duplicate(first.state()), {
      ...world.shared.tab(),
      subscribe: () => () => {},
    });
    await first.controller.pay(first.card());
    choosePeriod(copy.controller, 1);
    await copy.controller.ensureSession();
    await copy.controller.pay(copy.card());

    expect(world.charges()).toBe(1);
    await expect.poll(() => copy.state().phase.name).toBe('booked');
    expect(world.sandbox.bookings().map((booking) => booking.booking_period_id)).toEqual([
      PERIODS[0],
    ]);
  });

  it("two tabs booking the same payment at once, the browser keeping the write that knows less: the tab with the booking's id says it again, and both show it", async () => {
    const world = browser();
    const first = await world.tabAtReview();
    // A tab's storage is a copy the browser brings up to date a moment later: two tabs writing at
    // once each write over what they have not seen yet, and the last write stays. This one reads
    // the record as it was until the moment passes.
    const copyTabs = world.shared.tab();
    let seen: SharedPaymentRecord | null | undefined;
    const copy = world.openTab(duplicate(first.state()), {
      ...copyTabs,
      read: () => (seen === undefined ? copyTabs.read() : seen),
    });
    world.sandbox.faults.add({ route: 'checkout.complete', status: 503, times: 100 });
    await first.controller.pay(first.card());
    await expect.poll(() => copy.state().phase).toMatchObject({ completion: { state: 'failed' } });
    world.sandbox.faults.clear();

    // "Try again" in both at once: the first is answered with the booking's id, the copy with
    // "already completed", which does not repeat it; the copy writes over the first's record.
    seen = copyTabs.read();
    await Promise.all([first.controller.pay(null), copy.controller.pay(null)]);
    seen = undefined;

    const [booking] = world.sandbox.bookings();
    expect(first.state().phase).toMatchObject({ booking: { booking_id: booking?.booking_id } });
    await expect
      .poll(() => copy.state().phase)
      .toMatchObject({ name: 'booked', booking: { booking_id: booking?.booking_id } });
    expect(world.shared.tab().read()).toMatchObject({ bookingId: booking?.booking_id });
    expect(world.charges()).toBe(1);
    expect(world.sandbox.bookings()).toHaveLength(1);
  });

  it('announces a booking once in the browser: a tab that completes it again after another made it says nothing', async () => {
    const world = browser();
    const first = await world.tabAtReview();
    world.sandbox.faults.add({ route: 'checkout.complete', status: 503, times: 100 });
    await first.controller.pay(first.card());
    // Paid, the booking not made yet: the tab is duplicated. The copy hears nothing of the first
    // (a tab frozen in the background), but reads the record the tabs share when it completes.
    const copy = world.openTab(duplicate(first.state()), {
      ...world.shared.tab(),
      subscribe: () => () => {},
    });
    world.sandbox.faults.clear();

    await first.controller.pay(null);
    await copy.controller.pay(null);
    expect(copy.state().phase.name).toBe('booked');
    const created = (tab: typeof first) =>
      tab.events.filter((event) => event.type === 'booking_created');
    const [booking] = world.sandbox.bookings();
    expect(created(first)).toEqual([{ type: 'booking_created', booking_id: booking?.booking_id }]);
    expect(created(copy)).toEqual([]);
  });

  it('announces a booking once when two tabs complete it together and the one that made it hears back last', async () => {
    const world = browser();
    let answerArrives = () => {};
    const late = new Promise<void>((resolve) => {
      answerArrives = resolve;
    });
    let holdAnswer = false;
    const first = world.openTab(undefined, undefined, {
      completionAnswered: () => (holdAnswer ? late : Promise.resolve()),
    });
    await answerAll(first.controller, 0);
    await first.controller.ensureSession();
    world.sandbox.faults.add({ route: 'checkout.complete', status: 503, times: 100 });
    await first.controller.pay(first.card());
    const copy = world.openTab(duplicate(first.state()));
    world.sandbox.faults.clear();

    // The first tab's completion makes the booking, and its answer is slow to come back; the
    // copy, completing the same payment meanwhile, is answered at once that it is done.
    holdAnswer = true;
    const both = Promise.all([first.controller.pay(null), copy.controller.pay(null)]);
    for (let turn = 0; turn < 30; turn++) await new Promise((resolve) => setImmediate(resolve));
    answerArrives();
    await both;

    const [booking] = world.sandbox.bookings();
    expect(world.sandbox.bookings()).toHaveLength(1);
    const created = [...first.events, ...copy.events].filter(
      (event) => event.type === 'booking_created',
    );
    expect(created).toEqual([{ type: 'booking_created', booking_id: booking?.booking_id }]);
    expect([first.state().phase.name, copy.state().phase.name]).toEqual(['booked', 'booked']);
  });

  it('a duplicated tab whose twin paid and was closed before the booking was made completes it itself', async () => {
    const world = browser();
    const first = await world.tabAtReview();
    const copy = world.openTab(duplicate(first.state()));
    world.sandbox.faults.add({ route: 'checkout.complete', status: 503, times: 100 });
    await first.controller.pay(first.card());
    expect(first.state().phase).toMatchObject({ name: 'paid', completion: { state: 'failed' } });
    first.disconnect();
    world.sandbox.faults.clear();

    // The copy read its own session's payment rather than wait on a tab that is gone: paid, it is
    // completed here ("Try again" completes, never pays), for the same booking.
    await expect.poll(() => copy.state().phase.name).toMatch(/^(paid|booked)$/);
    if (copy.state().phase.name === 'paid') await copy.controller.pay(null);
    await expect.poll(() => copy.state().phase.name).toBe('booked');
    expect(world.charges()).toBe(1);
    expect(world.sandbox.bookings()).toHaveLength(1);
  });

  it('a tab waiting on another that paid, then was closed before the booking, takes its checkout over and books it', async () => {
    const world = browser();
    const holdersTabs = world.shared.tab();
    const holder = world.openTab(undefined, holdersTabs);
    await answerAll(holder.controller, 0);
    await holder.controller.ensureSession();
    const waiting = await world.tabAtReview(1);
    world.sandbox.faults.add({ route: 'checkout.complete', status: 503, times: 100 });
    await holder.controller.pay(holder.card());
    expect(holder.state().phase).toMatchObject({ name: 'paid', completion: { state: 'failed' } });
    await expect.poll(() => checkoutProblem(waiting.state())?.code).toBe('payment_elsewhere');
    world.sandbox.faults.clear();

    // Still open, the holder is waited for: nothing is taken from a tab that may yet book.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(waiting.state().phase.name).toBe('ready');

    holder.disconnect();
    holdersTabs.close();
    await expect.poll(() => waiting.state().phase.name).toBe('booked');
    // The holder's period and answers, not the waiting tab's own: the payment was for those.
    expect(world.sandbox.bookings().map((booking) => booking.booking_period_id)).toEqual([
      PERIODS[0],
    ]);
    expect(world.charges()).toBe(1);
    expect(waiting.card()).toBeNull();
  });

  it('with no tab to tell it, a session about to be replaced is read first: paid elsewhere, it completes for its own period, and leaves the announcing to the tab that booked', async () => {
    const world = browser();
    const first = await world.tabAtReview(0);
    const silent: CheckoutTabs = {
      read: () => null,
      write() {},
      subscribe: () => () => {},
      exclusive: async (task) => ({ ran: true, value: await task() }),
    };
    const copy = world.openTab(duplicate(first.state()), silent);
    await first.controller.pay(first.card());

    choosePeriod(copy.controller, 1);
    await copy.controller.ensureSession();
    expect(world.charges()).toBe(1);
    // Completed again for the period paid: the API answers that it is booked already.
    expect(copy.state().phase.name).toBe('booked');
    expect(world.sandbox.payments()).toHaveLength(1);
    // Announced by the tab that made the booking; the copy, which no record told, says nothing.
    const created = [...first.events, ...copy.events].filter(
      (event) => event.type === 'booking_created',
    );
    expect(created).toEqual([
      { type: 'booking_created', booking_id: world.sandbox.bookings()[0]?.booking_id },
    ]);
  });

  // Without a server that keeps the checkout (these tabs reach the API directly), the other tabs'
  // record is all there is: it holds the card, and confirms nothing.
  it('two tabs with sessions of their own and no server keeping the checkout: once one pays, the other offers no card, and is never told it booked on the first’s word', async () => {
    const world = browser();
    const first = await world.tabAtReview(0);
    const second = await world.tabAtReview(1);
    expect(second.card()).not.toBeNull();

    await first.controller.pay(first.card());
    await expect.poll(() => second.card()).toBeNull();
    await second.controller.pay(second.card());
    await second.controller.ensureSession();
    await world.settle();
    expect(world.charges()).toBe(1);
    expect(second.card()).toBeNull();
    expect(second.state().phase.name).not.toBe('booked');
    expect(checkoutProblem(second.state())).toEqual({ code: 'payment_elsewhere' });
  });

  it('two tabs paying at the same moment: one payment is made, the other is told', async () => {
    const world = browser();
    const first = await world.tabAtReview(0);
    const second = await world.tabAtReview(1);
    const [firstCard, secondCard] = [first.card(), second.card()];
    await Promise.all([first.controller.pay(firstCard), second.controller.pay(secondCard)]);

    expect(world.charges()).toBe(1);
    expect(first.state().phase.name).toBe('booked');
    await expect.poll(() => checkoutProblem(second.state())).toEqual({ code: 'payment_elsewhere' });
    expect(second.card()).toBeNull();
  });

  it('two tabs paying at the same moment, the lock granted to the one that pressed second: that one pays, not neither', async () => {
    const world = browser();
    // The browser grants the lock in its own time: here the second tab's request is granted
    // first, and the first tab's is answered (taken) while the second holds it.
    let secondHolds: () => void = () => {};
    const secondHoldsLock = new Promise<void>((resolve) => {
      secondHolds = resolve;
    });
    const firstTabs = world.shared.tab();
    const secondTabs = world.shared.tab();
    const first = world.openTab(undefined, {
      ...firstTabs,
      exclusive: async (task) => {
        await secondHoldsLock;
        return firstTabs.exclusive(task);
      },
    });
    const second = world.openTab(undefined, {
      ...secondTabs,
      exclusive: (task) =>
        secondTabs.exclusive(async () => {
          secondHolds();
          return task();
        }),
    });
    for (const [tab, period] of [
      [first, 0],
      [second, 1],
    ] as const) {
      await answerAll(tab.controller, period);
      await tab.controller.ensureSession();
    }
    const [firstCard, secondCard] = [first.card(), second.card()];
    await Promise.all([first.controller.pay(firstCard), second.controller.pay(secondCard)]);

    expect(world.charges()).toBe(1);
    expect(second.state().phase.name).toBe('booked');
    await expect.poll(() => checkoutProblem(first.state())).toEqual({ code: 'payment_elsewhere' });
    expect(first.card()).toBeNull();
  });

  it('while a tab pays, the others say so and offer nothing; a decline there gives the card fields back', async () => {
    const world = browser();
    const first = await world.tabAtReview(0);
    const second = await world.tabAtReview(1);
    let release: (() => void) | undefined;
    const slow = first.card(CARDS.declined);
    const paying = first.controller.pay({
      async confirm() {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return (slow as NonNullable<typeof slow>).confirm();
      },
    });
    await expect
      .poll(() => second.state().elsewhere)
      .toEqual({
        state: 'paying',
        reference: expect.stringMatching(/^pi_/),
      });
    expect(checkoutProblem(second.state())).toEqual({ code: 'payment_elsewhere' });
    await expect.poll(() => second.card()).toBeNull();
    release?.();
    await paying;

    expect(first.state().phase.name).toBe('ready');
    await expect.poll(() => second.state().elsewhere).toBeNull();
    await expect.poll(() => second.card()).not.toBeNull();
    expect(world.charges()).toBe(0);
  });

  it('a record left by a page reloaded while paying, of a payment not made, is cleared: the card fields come back', async () => {
    const world = browser();
    const first = await world.tabAtReview(0);
    const { phase } = first.state();
    if (phase.name !== 'ready') throw new Error('not ready');
    // The page was paying when it reloaded: its record says so, and the page is gone.
    world.shared.tab().write({
      tab: 'gone',
      state: 'paying',
      reference: phase.session.clientSecret.split('_secret_')[0] ?? null,
      at: world.clock.now,
    });
    first.disconnect();
    const reloaded = world.openTab({
      ...first.state(),
      phase: { name: 'unsure', session: phase.session, reason: 'restored' },
    });
    await reloaded.controller.resume();

    expect(reloaded.state().phase.name).toBe('ready');
    expect(reloaded.state().elsewhere).toBeNull();
    expect(reloaded.card()).not.toBeNull();
  });

  it('a payment gone to the bank from a tab that is gone holds the card in every copy of its session, where the server keeps the checkout', async () => {
    const world = browser({ throughProxy: true });
    const copy = await world.tabAtReview(0);
    const { phase } = copy.state();
    if (phase.name !== 'ready') throw new Error('no session');
    const { clientSecret } = phase.session;
    // The tab that paid left for the bank's page, which asks the student there: its page is gone
    // by design, its record stands for the payment until the bank sends the student back.
    const sandboxFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      world.sandbox.handle(new Request(input, init))) as typeof fetch;
    await confirmWithBank(sandboxFetch, clientSecret, false);
    world.shared.tab().write({
      tab: 'gone-to-the-bank',
      state: 'paying',
      reference: clientSecret.split('_secret_')[0] ?? '',
      at: world.clock.now,
      leftForBank: true,
    });
    await world.settle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await world.settle();
    expect(checkoutProblem(copy.state())?.code).toBe('payment_elsewhere');
    expect(copy.card()).toBeNull();
    expect(world.charges()).toBe(0);
  });

  it('a booking another tab tells of as this one presses Pay: nothing is paid here, and no booking is shown on its word', async () => {
    const world = browser();
    const tab = await world.tabAtReview(0);
    const card = tab.card();
    // Written by another tab the moment before: this one has not heard it yet.
    world.shared.tab().write({
      tab: 'other',
      state: 'booked',
      reference: 'pi_other',
      bookingId: 'BK-OTHER',
      at: world.clock.now,
    });
    await tab.controller.pay(card);

    expect(world.sandbox.payments().filter((payment) => payment.charges > 0)).toEqual([]);
    // A record any script on the page could have written: it holds the card, and confirms nothing.
    await world.settle();
    expect(tab.state().phase.name).not.toBe('booked');
    expect(checkoutProblem(tab.state())).toEqual({ code: 'payment_elsewhere' });
  });

  it("another tab's record of a payment that may have been made, with no server keeping the checkout, keeps the card from a new tab, and no click releases it", async () => {
    const world = browser();
    world.shared
      .tab()
      .write({ tab: 'other', state: 'held', reference: 'pi_elsewhere', at: world.clock.now });
    const fresh = world.openTab();
    await answerAll(fresh.controller, 0);
    await fresh.controller.ensureSession();
    // "Pay here instead" ends a hosted checkout's hold only.
    fresh.controller.payHereInstead();
    await fresh.controller.ensureSession();
    expect(world.shared.tab().read()).toMatchObject({ reference: 'pi_elsewhere' });

    expect(fresh.card()).toBeNull();
    expect(checkoutProblem(fresh.state())).toEqual({ code: 'payment_elsewhere' });
    expect(world.charges()).toBe(0);
  });
});

describe('a hosted checkout the student left for', () => {
  it('holds the custom checkout in every tab: no session, no card, until the student says they did not pay there', async () => {
    const world = browser();
    const atCard = await world.tabAtReview(0);
    world.shared.tab().write(hostedCheckoutRecord(world.clock.now));
    const fresh = world.openTab();
    await answerAll(fresh.controller, 1);
    await fresh.controller.ensureSession();

    await expect.poll(() => atCard.card()).toBeNull();
    expect(checkoutProblem(atCard.state())).toEqual({ code: 'hosted_checkout_opened' });
    await atCard.controller.pay(atCard.card());
    expect(fresh.state().phase.name).toBe('idle');
    expect(checkoutProblem(fresh.state())).toEqual({ code: 'hosted_checkout_opened' });
    expect(world.charges()).toBe(0);

    // "Pay here instead": the hold ends for every tab, and this one starts its session.
    fresh.controller.payHereInstead();
    await expect.poll(() => fresh.state().phase.name).toBe('ready');
    expect(world.shared.tab().read()).toBeNull();
    await fresh.controller.pay(fresh.card());
    expect(fresh.state().phase.name).toBe('booked');
    expect(world.charges()).toBe(1);
    // Its own session, on other dates: held by the booking, with no server to ask of it.
    await expect.poll(() => checkoutProblem(atCard.state())).toEqual({ code: 'payment_elsewhere' });
    expect(atCard.card()).toBeNull();
  });

  it('is heeded as long as the session it pays into lives, and leaves hosted checkout on offer', () => {
    const now = 10 * 24 * 60 * 60 * 1000;
    const record = hostedCheckoutRecord(now);
    expect(readPaymentRecord(JSON.parse(JSON.stringify(record)), now)).toEqual(record);
    expect(readPaymentRecord(record, now + HOSTED_CHECKOUT_HOLD_MS - 1)).toEqual(record);
    expect(readPaymentRecord(record, now + HOSTED_CHECKOUT_HOLD_MS + 1)).toBeNull();
    // Said only as `true`, and only of a record that holds.
    const { hostedCheckout: _, ...plain } = record;
    expect(readPaymentRecord({ ...record, hostedCheckout: 'yes' }, now)).toEqual(plain);
    expect(readPaymentRecord({ ...record, state: 'booked' }, now)).not.toHaveProperty(
      'hostedCheckout',
    );
    expect(roomCheckoutOfRecord(record)).toBe('none');
  });
});

describe('the record the tabs share', () => {
  it('holds no answer and no client secret, only the reference', async () => {
    const world = browser();
    const tab = await world.tabAtReview();
    const { phase } = tab.state();
    if (phase.name !== 'ready') throw new Error('not ready');
    const record = paymentRecordOf(
      { ...tab.state(), phase: { name: 'paying', session: phase.session } },
      't',
      0,
    );
    const text = JSON.stringify(record);
    expect(text).not.toContain(phase.session.clientSecret);
    expect(text).not.toContain('_secret_');
    expect(text).not.toContain('amara');
    expect(record).toEqual({
      tab: 't',
      state: 'paying',
      reference: expect.stringMatching(/^pi_/),
      at: 0,
    });
  });

  it('is read field by field, and heeded for a day (an hour once booked)', () => {
    const now = 10 * 24 * 60 * 60 * 1000;
    const held = { tab: 't', state: 'held', reference: 'pi_1', at: now };
    expect(readPaymentRecord(held, now)).toEqual(held);
    expect(readPaymentRecord(held, now + 23 * 60 * 60 * 1000)).not.toBeNull();
    expect(readPaymentRecord(held, now + 25 * 60 * 60 * 1000)).toBeNull();
    expect(readPaymentRecord({ ...held, state: 'booked' }, now + 2 * 60 * 60 * 1000)).toBeNull();
    expect(readPaymentRecord({ ...held, at: now + 48 * 60 * 60 * 1000 }, now)).toBeNull();
    // Left for the bank: said only as `true`, and only of a payment not yet booked.
    expect(readPaymentRecord({ ...held, leftForBank: true }, now)).toEqual({
      ...held,
      leftForBank: true,
    });
    expect(readPaymentRecord({ ...held, leftForBank: 'yes' }, now)).toEqual(held);
    expect(readPaymentRecord({ ...held, state: 'booked', leftForBank: true }, now)).toEqual({
      ...held,
      state: 'booked',
      bookingId: null,
    });
    for (const junk of [
      null,
      'held',
      [],
      { ...held, state: 'paid' },
      { ...held, tab: 1 },
      { ...held, at: 'now' },
    ]) {
      expect(readPaymentRecord(junk, now)).toBeNull();
    }
  });

  it('outside a browser, shares nothing and runs the payment alone', async () => {
    const tabs = browserCheckoutTabs('unistay:test');
    expect(tabs.read()).toBeNull();
    tabs.write({ tab: 't', state: 'held', reference: 'pi_1', at: Date.now() });
    expect(tabs.read()).toBeNull();
    expect(await tabs.exclusive(async () => 42)).toEqual({ ran: true, value: 42 });
  });
});
