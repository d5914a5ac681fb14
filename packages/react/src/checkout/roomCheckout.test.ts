import { describe, expect, it } from 'vitest';
import { createCheckoutStore } from './checkoutController.js';
import { type CheckoutState, initialCheckoutState } from './checkoutMachine.js';
import { type RoomCheckoutState, readRoomCheckout } from './roomCheckout.js';

const session = {
  token: 'cs_1',
  bookingPeriodId: 'bp_1',
  startedAt: 0,
  publicKey: 'pk_sandbox_1',
  clientSecret: 'pi_1_secret_a',
};

/** What a page's own checkout of the room, in `phase`, says of the room (nothing shared here). */
const roomOf = (phase: CheckoutState['phase']): RoomCheckoutState =>
  readRoomCheckout('room', {
    checkouts: new Map([
      ['room', { store: createCheckoutStore({ ...initialCheckoutState, phase }) }],
    ]),
    scope: 'default',
  });

describe("a page's own checkout, as the room's pages read it", () => {
  it('holds the room while its session may have been paid into, read after a reload included', () => {
    expect(roomOf({ name: 'unsure', session, reason: 'restored' })).toBe('held');
    expect(roomOf({ name: 'checking', session, afterPayment: false })).toBe('held');
    expect(roomOf({ name: 'releasing', session })).toBe('held');
    expect(roomOf({ name: 'paying', session })).toBe('held');
  });

  it('is started with an unpaid session, booked once booked, and nothing before it begins', () => {
    expect(roomOf({ name: 'ready', session, problem: null })).toBe('started');
    expect(
      roomOf({
        name: 'booked',
        booking: { booking_id: 'BK-1', already_completed: false },
        reference: 'pi_1',
      }),
    ).toBe('booked');
    expect(roomOf({ name: 'idle' })).toBe('none');
  });

  it("holds the room while its card waits on another tab's payment, whatever the record says now", () => {
    // The record it heard may be gone (removed by a script of this very tab, which hears nothing);
    // the wizard still holds its card, so the page offers no hosted checkout around it.
    const waiting = (elsewhere: CheckoutState['elsewhere']) =>
      readRoomCheckout('room', {
        checkouts: new Map([
          [
            'room',
            {
              store: createCheckoutStore({
                ...initialCheckoutState,
                phase: { name: 'ready', session, problem: null },
                elsewhere,
              }),
            },
          ],
        ]),
        scope: 'default',
      });
    expect(waiting({ state: 'held', reference: 'pi_other' })).toBe('held');
    expect(waiting({ state: 'paying', reference: null })).toBe('held');
    // The hosted page's own hold keeps hosted checkout on offer: the student may come back unpaid.
    expect(waiting({ state: 'held', reference: null, hostedCheckout: true })).toBe('started');
  });
});
