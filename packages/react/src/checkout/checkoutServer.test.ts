import { SANDBOX_TEST_URL } from '@unistay/sandbox/testing';
import { describe, expect, it } from 'vitest';
import { answerAll, browser } from '../../test/checkoutBrowser.js';
import { CARDS, PERIODS } from '../../test/checkoutJourneys.js';
import { type CheckoutState, checkoutProblem } from './checkoutMachine.js';

/**
 * The partner's server as the record of a student's checkout, met by the checkout itself: tabs of
 * one browser through the proxy, with nothing shared between them in the browser (storage full,
 * cleared, or a tab that died), judged by the sandbox's own record of payments and bookings.
 */

/** Pays a session's payment from outside the tabs: a tab that paid and then died, say. */
async function payOutside(
  world: ReturnType<typeof browser>,
  clientSecret: string,
  card: string,
  authenticated = false,
) {
  const id = clientSecret.split('_secret_')[0];
  const answer = await world.sandbox.handle(
    new Request(`${SANDBOX_TEST_URL}/__sandbox/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_secret: clientSecret, card_number: card, authenticated }),
    }),
  );
  expect(answer.status).toBe(200);
}

/** A tab of a browser whose storage holds nothing for the other tabs, at the review for `period`. */
async function forgetfulTabAtReview(world: ReturnType<typeof browser>, period: 0 | 1 = 0) {
  const tab = world.openTab(undefined, null);
  await answerAll(tab.controller, period);
  await tab.controller.ensureSession();
  return tab;
}

/** The client secret of the session a tab holds, or ''. */
const secretOf = (tab: { state(): CheckoutState }) => {
  const { phase } = tab.state();
  return 'session' in phase && 'clientSecret' in phase.session ? phase.session.clientSecret : '';
};

describe('the checkout kept by the partner’s server, whatever the browser forgets', () => {
  it('two tabs with nothing shared in storage pay into one payment: paid in one, the other books it, one charge', async () => {
    const world = browser({ throughProxy: true });
    const first = await forgetfulTabAtReview(world);
    const second = await forgetfulTabAtReview(world);
    expect(secretOf(second)).toBe(secretOf(first));

    await first.controller.pay(first.card());
    expect(first.state().phase.name).toBe('booked');
    // The second still offers the card it was given: paying into a paid payment takes nothing.
    await second.controller.pay(second.card());
    expect(second.state().phase.name).toBe('booked');
    expect(world.charges()).toBe(1);
    expect(world.sandbox.bookings()).toHaveLength(1);
  });

  it('a tab opened after a booking is told of it, and starts a new payment only when asked to book again', async () => {
    const world = browser({ throughProxy: true });
    const first = await forgetfulTabAtReview(world);
    await first.controller.pay(first.card());
    const [booking] = world.sandbox.bookings();

    const later = await forgetfulTabAtReview(world);
    expect(later.state().phase).toMatchObject({
      name: 'booked_before',
      bookingId: booking?.booking_id,
    });
    expect(checkoutProblem(later.state())).toEqual({
      code: 'booked_before',
      bookingId: booking?.booking_id,
    });
    expect(later.card()).toBeNull();

    await later.controller.ensureSession({ again: true });
    expect(later.state().phase.name).toBe('ready');
    expect(world.charges()).toBe(1);
    await later.controller.pay(later.card());
    expect(world.sandbox.bookings()).toHaveLength(2);
  });

  it('a payment waiting for the bank is resumed, not replaced, by a tab that chose other dates', async () => {
    const world = browser({ throughProxy: true });
    const first = await forgetfulTabAtReview(world, 0);
    // The bank's question is open in the first tab, and the tab is gone (reloaded, or closed).
    await payOutside(world, secretOf(first), CARDS.authentication);
    first.close();

    const other = await forgetfulTabAtReview(world, 1);
    expect(other.state().phase.name).toBe('ready');
    expect(checkoutProblem(other.state())).toEqual({ code: 'payment_resumed' });
    // Its dates are the payment's, and the card it offers pays that payment.
    expect(other.controller.chosenPeriod()).toBe(PERIODS[0]);
    expect(secretOf(other)).toBe(secretOf(first));
    await other.controller.pay(other.card());
    expect(other.state().phase.name).toBe('booked');
    expect(world.charges()).toBe(1);
    expect(world.sandbox.bookings().map((made) => made.booking_period_id)).toEqual([PERIODS[0]]);
  });

  it('a payment taken by a tab that died before booking is completed by the next tab, never paid again', async () => {
    const world = browser({ throughProxy: true });
    const first = await forgetfulTabAtReview(world, 0);
    await payOutside(world, secretOf(first), CARDS.succeeds);
    first.close();

    const next = await forgetfulTabAtReview(world, 1);
    expect(next.state().phase.name).toBe('booked');
    expect(world.charges()).toBe(1);
    expect(world.sandbox.bookings().map((made) => made.booking_period_id)).toEqual([PERIODS[0]]);
  });
});

describe('the browser’s record is a hint: the partner’s server decides', () => {
  it('a booking record no tab made (forged, or another widget’s) confirms nothing: the server is asked, and the card is offered', async () => {
    const world = browser({ throughProxy: true });
    const tab = await world.tabAtReview(0);
    world.shared.tab().write({
      tab: 'forged',
      state: 'booked',
      reference: 'pi_forged',
      bookingId: 'BK-FORGED1',
      at: world.clock.now,
    });
    await world.settle();
    expect(tab.state().phase.name).toBe('ready');
    expect(tab.card()).not.toBeNull();

    await tab.controller.pay(tab.card());
    expect(tab.state().phase).toMatchObject({ name: 'booked' });
    const [booking] = world.sandbox.bookings();
    expect(tab.state().phase).toMatchObject({ booking: { booking_id: booking?.booking_id } });
    expect(booking?.booking_id).not.toBe('BK-FORGED1');
    expect(world.charges()).toBe(1);
  });

  it('a record of a payment with no tab behind it holds the card no longer than the server’s answer', async () => {
    const world = browser({ throughProxy: true });
    world.shared.tab().write({
      tab: 'gone',
      state: 'held',
      reference: 'pi_forged',
      at: world.clock.now,
    });
    const tab = world.openTab();
    await answerAll(tab.controller, 0);
    await tab.controller.ensureSession();
    await world.settle();
    expect(checkoutProblem(tab.state())).toBeNull();
    await tab.controller.pay(tab.card());
    expect(tab.state().phase.name).toBe('booked');
    expect(world.charges()).toBe(1);
  });

  it('a booking another tab made of other dates leaves this tab its own card; its own dates are told booked by the server', async () => {
    const world = browser({ throughProxy: true });
    const first = await world.tabAtReview(0);
    const second = await world.tabAtReview(1);
    await first.controller.pay(first.card());
    expect(first.state().phase.name).toBe('booked');
    await world.settle();
    expect(second.controller.chosenPeriod()).toBe(PERIODS[1]);
    expect(second.card()).not.toBeNull();

    second.controller.change('stay');
    await answerAll(second.controller, 0);
    await second.controller.ensureSession();
    const [booking] = world.sandbox.bookings();
    expect(second.state().phase).toMatchObject({
      name: 'booked_before',
      bookingId: booking?.booking_id,
    });
    expect(second.card()).toBeNull();
    expect(world.charges()).toBe(1);
  });
});
