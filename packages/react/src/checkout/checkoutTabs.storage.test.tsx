import { afterEach, describe, expect, it } from 'vitest';
import { createCheckoutController, createCheckoutStore } from './checkoutController.js';
import { type CheckoutDraft, checkoutDraft } from './checkoutDraft.js';
import { type CheckoutState, initialCheckoutState } from './checkoutMachine.js';
import { browserCheckoutTabs, HELD_RECORD_TTL_MS } from './checkoutTabs.js';

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

/** Card fields never drawn: the test pays through its own handle. */
const NoFields = () => null;

describe('a checkout handed over by the tab that holds its payment', () => {
  it('is taken once, by the page returning for its payment, and by no other', () => {
    let now = 1_000_000;
    const tabs = browserCheckoutTabs('unistay:checkout-payment:p:room', { now: () => now });
    tabs.handOver?.(leftForBank());
    expect(tabs.takeOver?.('pi_other')).toBeNull();
    now += HELD_RECORD_TTL_MS - 1;
    expect(tabs.takeOver?.('pi_left')).toMatchObject({ step: 'review', phase: { name: 'unsure' } });
    expect(tabs.takeOver?.('pi_left')).toBeNull();
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('is kept as long as the record of its payment, then removed by the next checkout page that opens', () => {
    let now = 1_000_000;
    const tabs = browserCheckoutTabs('unistay:checkout-payment:p:room', { now: () => now });
    tabs.handOver?.(leftForBank());
    // A page with nothing to take, within the day: the hand-over stays for the page that will.
    expect(tabs.takeOver?.(null)).toBeNull();
    expect(Object.keys(window.localStorage)).toHaveLength(1);
    now += HELD_RECORD_TTL_MS + 1;
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

  it('ends when the record of its payment is removed (read unpaid), not when another is', () => {
    const tabs = browserCheckoutTabs('unistay:checkout-payment:p:room');
    tabs.handOver?.(leftForBank());
    tabs.write({ tab: 't', state: 'held', reference: 'pi_other', at: Date.now() });
    tabs.write(null);
    expect(Object.keys(window.localStorage)).toHaveLength(1);
    tabs.write({ tab: 't', state: 'held', reference: 'pi_left', at: Date.now() });
    tabs.write(null);
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('is kept for a paid checkout too, by its reference', () => {
    const tabs = browserCheckoutTabs('unistay:checkout-payment:p:room');
    const paid = {
      ...leftForBank(),
      phase: {
        name: 'paid',
        session: { token: 'cs_1', bookingPeriodId: 'bp_1', startedAt: 0, reference: 'pi_paid' },
      },
    } as CheckoutDraft;
    tabs.handOver?.(paid);
    expect(tabs.takeOver?.('pi_paid')).toMatchObject({ phase: { name: 'paid' } });
  });

  it('is not kept for a checkout that holds no payment', () => {
    const tabs = browserCheckoutTabs('unistay:checkout-payment:p:room');
    tabs.handOver?.(checkoutDraft(initialCheckoutState));
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('holds no card data', () => {
    const tabs = browserCheckoutTabs('unistay:checkout-payment:p:room');
    tabs.handOver?.(leftForBank());
    const kept = Object.values(window.localStorage).join('');
    expect(kept).not.toMatch(/4242|card_number/);
  });
});

describe('a payment whose page goes away while the card provider confirms it', () => {
  it('is recorded as left for the bank: no other tab takes it for unpaid, or takes it over', async () => {
    const tabs = browserCheckoutTabs('unistay:checkout-payment:p:room');
    const session = {
      token: 'cs_1',
      bookingPeriodId: 'bp_1',
      startedAt: Date.now(),
      publicKey: 'pk_sandbox_1',
      clientSecret: 'pi_away_secret_abc',
    };
    const ready = {
      ...initialCheckoutState,
      step: 'review',
      phase: { name: 'ready', session, problem: null },
    } as CheckoutState;
    const never = () => new Promise<never>(() => {});
    const controller = createCheckoutController(
      createCheckoutStore(ready),
      { start: never, complete: never },
      () => ({
        roomId: 'room',
        operatorId: 'op',
        bookingPeriodId: 'bp_1',
        propertyCountry: 'gb',
        cardProvider: { name: 'test', Fields: NoFields, retrieveStatus: never },
        tabs,
      }),
    );
    // A card provider that navigates to the bank's page, and never answers.
    void controller.pay({ confirm: never });
    await expect.poll(() => tabs.read()?.state).toBe('paying');
    expect(tabs.read()?.leftForBank).toBeUndefined();
    window.dispatchEvent(new Event('pagehide'));
    expect(tabs.read()).toMatchObject({ reference: 'pi_away', leftForBank: true });
  });
});

describe('storage that refuses the record', () => {
  /** Fills this origin's storage to its quota, as a partner's site that keeps a lot may. */
  function fillStorage() {
    let index = 0;
    // Ever smaller pieces, to the last character it takes.
    for (let size = 256 * 1024; size >= 1; size = Math.floor(size / 2)) {
      const chunk = 'x'.repeat(size);
      for (;;) {
        try {
          window.localStorage.setItem(`p${index++}`, chunk);
        } catch {
          break;
        }
      }
    }
  }

  it('says so each time it refuses, sharing nothing, and the checkout goes on', () => {
    fillStorage();
    const refused: unknown[] = [];
    const tabs = browserCheckoutTabs('unistay:checkout-payment:p:room', {
      onRefused: (error) => refused.push(error),
    });
    const record = { tab: 't', state: 'held', reference: 'pi_1', at: Date.now() } as const;
    tabs.write(record);
    tabs.handOver?.(leftForBank());
    expect(refused).toHaveLength(2);
    expect(String(refused[0])).toMatch(/quota/i);
    expect(tabs.read()).toBeNull();
    // Room again: the record is shared, and nothing more is said.
    window.localStorage.clear();
    tabs.write(record);
    expect(tabs.read()).toEqual(record);
    expect(refused).toHaveLength(2);
  });
});
