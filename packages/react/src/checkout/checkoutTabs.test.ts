import { createSandbox } from '@unistay/sandbox';
import { sandboxCardPayment } from '@unistay/sandbox/card-provider';
import { createSandboxClient, SANDBOX_TEST_URL } from '@unistay/sandbox/testing';
import { describe, expect, it } from 'vitest';
import { answersFor, CARD_WORDS, CARDS, PERIODS, ROOM } from '../../test/checkoutJourneys.js';
import { memoryCheckoutTabs } from '../../test/memoryCheckoutTabs.js';
import {
  type CheckoutController,
  createCheckoutController,
  createCheckoutStore,
} from './checkoutController.js';
import {
  type CheckoutState,
  canPayInto,
  checkoutProblem,
  initialCheckoutState,
} from './checkoutMachine.js';
import type { CheckoutTabs } from './checkoutTabs.js';
import { browserCheckoutTabs, paymentRecordOf, readPaymentRecord } from './checkoutTabs.js';

const TTL = 30 * 60 * 1000;
/** The journeys' cards are paid through `sandboxCardPayment`: no fields are drawn. */
const noFields = () => null;

/**
 * One browser's tabs on one room, against a sandbox in this process: each tab a controller of its
 * own, sharing the browser's record and lock (`memoryCheckoutTabs`) as localStorage and Web Locks
 * share them between real tabs.
 */
function browser() {
  const clock = { now: Date.parse('2026-11-25T10:00:00Z') };
  const sandbox = createSandbox({ now: () => clock.now, sessionTtlMs: TTL });
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    sandbox.handle(new Request(input, init))) as typeof globalThis.fetch;
  const client = createSandboxClient({ fetch, partners: sandbox.partners });
  const shared = memoryCheckoutTabs({ now: () => clock.now });
  const cardProvider = {
    name: 'sandbox',
    Fields: noFields,
    async retrieveStatus({ clientSecret }: { clientSecret: string }) {
      const id = clientSecret.split('_secret_')[0];
      const response = await fetch(`${SANDBOX_TEST_URL}/__sandbox/payment_intents/${id}`);
      return ((await response.json()) as { status: 'succeeded' }).status;
    },
  };

  function openTab(from: CheckoutState = initialCheckoutState, tabs: CheckoutTabs = shared.tab()) {
    const store = createCheckoutStore(from);
    const options = {
      ...ROOM,
      cardProvider,
      sessionTtlMs: TTL,
      now: () => clock.now,
      tabs,
    };
    const controller = createCheckoutController(
      store,
      {
        start: (variables) => client.checkout.start(variables),
        complete: (variables) => client.checkout.complete(variables),
      },
      () => options,
    );
    const disconnect = controller.connectTabs();
    /** The card fields as the review offers them: only for an unpaid session of the period. */
    const card = (number: string = CARDS.succeeds) => {
      const state = store.read();
      if (state.phase.name !== 'ready' || !canPayInto(state, controller.chosenPeriod())) {
        return null;
      }
      return sandboxCardPayment({
        baseUrl: SANDBOX_TEST_URL,
        fetch,
        clientSecret: state.phase.session.clientSecret,
        cardNumber: () => number,
        authenticate: async () => true,
        words: () => CARD_WORDS,
      });
    };
    return { store, controller, card, disconnect, state: () => store.read() };
  }

  /** A tab that answered every step for `period` and reached the review, its session started. */
  async function tabAtReview(period: 0 | 1 = 0) {
    const tab = openTab();
    await answerAll(tab.controller, period);
    await tab.controller.ensureSession();
    expect(tab.state().phase.name).toBe('ready');
    return tab;
  }

  const charges = () =>
    sandbox.payments().filter((payment) => payment.charges > 0 || payment.status === 'processing')
      .length;

  return { sandbox, clock, shared, openTab, tabAtReview, charges };
}

async function answerAll(controller: CheckoutController, period: 0 | 1) {
  const choice = { kind: 'answer', period, plan: 'full', email: 0 } as const;
  controller.answer('stay', answersFor('stay', choice) as never);
  controller.answer('about', answersFor('about', choice) as never);
  // A stay in the UK paid in full asks for an emergency contact.
  controller.answer('contact', answersFor('contact', choice) as never);
  controller.answer('course', answersFor('course', choice) as never);
}

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
    expect(copy.card()).toBeNull();
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

  it('with no tab to tell it, a session about to be replaced is read first: paid elsewhere, it completes for its own period', async () => {
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
  });

  it('two tabs with sessions of their own: once one pays, the other offers no card and ends booked', async () => {
    const world = browser();
    const first = await world.tabAtReview(0);
    const second = await world.tabAtReview(1);
    expect(second.card()).not.toBeNull();

    await first.controller.pay(first.card());
    expect(second.card()).toBeNull();
    await second.controller.pay(second.card());
    await second.controller.ensureSession();
    expect(world.charges()).toBe(1);
    expect(second.state().phase.name).toBe('booked');
  });

  it('two tabs paying at the same moment: one payment is made, the other is told', async () => {
    const world = browser();
    const first = await world.tabAtReview(0);
    const second = await world.tabAtReview(1);
    const [firstCard, secondCard] = [first.card(), second.card()];
    await Promise.all([first.controller.pay(firstCard), second.controller.pay(secondCard)]);

    expect(world.charges()).toBe(1);
    expect(first.state().phase.name).toBe('booked');
    expect(second.state().phase.name).toBe('booked');
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
    expect(second.card()).toBeNull();
    release?.();
    await paying;

    expect(first.state().phase.name).toBe('ready');
    expect(second.state().elsewhere).toBeNull();
    expect(second.card()).not.toBeNull();
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

  it("another tab's record of a payment that may have been made stops a new tab starting a session", async () => {
    const world = browser();
    world.shared
      .tab()
      .write({ tab: 'other', state: 'held', reference: 'pi_elsewhere', at: world.clock.now });
    const fresh = world.openTab();
    await answerAll(fresh.controller, 0);
    await fresh.controller.ensureSession();

    expect(fresh.state().phase.name).toBe('idle');
    expect(checkoutProblem(fresh.state())).toEqual({ code: 'payment_elsewhere' });
    expect(world.sandbox.payments()).toHaveLength(0);
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
