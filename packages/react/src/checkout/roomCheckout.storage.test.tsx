import { afterEach, describe, expect, it } from 'vitest';
import { readRoomCheckout } from './roomCheckout.js';

/**
 * The room's pages read the record the browser's tabs share (local storage): a page open while
 * the room was booked in another tab keeps knowing it, whatever becomes of the record.
 */

const KEY = 'unistay:checkout-payment:default:room_seen';
const OPENED_AT = 1_000_000;
const NOW = OPENED_AT + 60_000;

const readOn = (roomId: string) =>
  readRoomCheckout(roomId, { checkouts: new Map(), scope: 'default' }, NOW, OPENED_AT);
const write = (key: string, record: object | null) =>
  record === null
    ? window.localStorage.removeItem(key)
    : window.localStorage.setItem(key, JSON.stringify(record));

afterEach(() => window.localStorage.clear());

describe('a page open while the room was booked in another tab', () => {
  it('keeps the booking once told of it, after the record is removed or written over', () => {
    expect(readOn('room_seen')).toBe('none');
    const booked = { tab: 'other', state: 'booked', reference: 'pi_1', bookingId: 'BK-1' };
    write(KEY, { ...booked, at: OPENED_AT + 30_000 });
    expect(readOn('room_seen')).toBe('booked');
    // A script of this very tab removes it (no storage event tells this tab), or a later tab's
    // visit writes over it: this page was open while the room was paid for, and offers no second
    // way to pay.
    write(KEY, null);
    expect(readOn('room_seen')).toBe('booked');
    write(KEY, { tab: 'later', state: 'held', reference: 'pi_2', at: NOW, hostedCheckout: true });
    expect(readOn('room_seen')).toBe('booked');
  });

  it('starts afresh where the booking was told of before the page opened (a later visit)', () => {
    const key = 'unistay:checkout-payment:default:room_earlier';
    write(key, { tab: 'other', state: 'booked', reference: 'pi_1', at: OPENED_AT - 1 });
    expect(readOn('room_earlier')).toBe('none');
    write(key, null);
    expect(readOn('room_earlier')).toBe('none');
  });

  it('lets a payment that was only under way go: removed, the room may be paid for again', () => {
    const key = 'unistay:checkout-payment:default:room_held';
    write(key, { tab: 'other', state: 'held', reference: 'pi_1', at: OPENED_AT + 1 });
    expect(readOn('room_held')).toBe('held');
    write(key, null);
    expect(readOn('room_held')).toBe('none');
  });
});
