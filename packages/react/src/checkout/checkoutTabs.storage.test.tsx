import { afterEach, describe, expect, it } from 'vitest';
import { type CheckoutDraft, checkoutDraft } from './checkoutDraft.js';
import { initialCheckoutState } from './checkoutMachine.js';
import { BANK_RETURN_TTL_MS, browserCheckoutTabs } from './checkoutTabs.js';

/** A checkout that left for the bank's page, as the controller hands it over. */
const leftForBank = (clientSecret = 'pi_left_secret_abc'): CheckoutDraft =>
  checkoutDraft({
    ...initialCheckoutState,
    step: 'review',
    answers: { stay: { bookingPeriodId: 'bp_1' } } as never,
    phase: {
      name: 'paying',
      session: {
        token: 'cs_1',
        bookingPeriodId: 'bp_1',
        startedAt: 0,
        publicKey: 'pk_sandbox_1',
        clientSecret,
      },
    },
  } as never);

afterEach(() => window.localStorage.clear());

describe("a checkout handed over to the bank's return", () => {
  it('is taken once, by the page returning for its payment, and by no other', () => {
    let now = 1_000_000;
    const tabs = browserCheckoutTabs('unistay:checkout-payment:p:room', { now: () => now });
    tabs.handOver?.(leftForBank());
    expect(tabs.takeOver?.('pi_other')).toBeNull();
    now += BANK_RETURN_TTL_MS - 1;
    expect(tabs.takeOver?.('pi_left')).toMatchObject({ step: 'review', phase: { name: 'unsure' } });
    expect(tabs.takeOver?.('pi_left')).toBeNull();
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('is kept for an hour, then removed by the next checkout page that opens', () => {
    let now = 1_000_000;
    const tabs = browserCheckoutTabs('unistay:checkout-payment:p:room', { now: () => now });
    tabs.handOver?.(leftForBank());
    // A page with no return to take, within the hour: the hand-over stays for its return.
    expect(tabs.takeOver?.(null)).toBeNull();
    expect(Object.keys(window.localStorage)).toHaveLength(1);
    now += BANK_RETURN_TTL_MS + 1;
    expect(tabs.takeOver?.(null)).toBeNull();
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('ends when the booking is made, in whichever tab', () => {
    const tabs = browserCheckoutTabs('unistay:checkout-payment:p:room');
    tabs.handOver?.(leftForBank());
    tabs.write({
      tab: 't',
      state: 'booked',
      reference: 'pi_left',
      bookingId: 'BK-1',
      at: Date.now(),
    });
    expect(tabs.takeOver?.('pi_left')).toBeNull();
    expect(Object.keys(window.localStorage)).toEqual(['unistay:checkout-payment:p:room']);
  });

  it('holds no card data', () => {
    const tabs = browserCheckoutTabs('unistay:checkout-payment:p:room');
    tabs.handOver?.(leftForBank());
    const kept = Object.values(window.localStorage).join('');
    expect(kept).not.toMatch(/4242|card_number/);
  });
});
