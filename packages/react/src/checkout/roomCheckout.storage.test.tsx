import { act, render } from '@testing-library/react';
import { createPartnerClient } from '@unistay/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { UnistayProvider } from '../UnistayProvider.js';
import { readRoomCheckout, useRoomCheckout } from './roomCheckout.js';

/** A view of the room: what `useRoomCheckout` says of it. */
const View = () => <p>{useRoomCheckout('room_late')}</p>;

/**
 * The room's pages read the record the browser's tabs share (local storage): a page open while
 * the room was booked in another tab keeps knowing it, whatever becomes of the record, for as
 * long as a record of a booking is heeded.
 */

const KEY = 'unistay:checkout-payment:default:room_seen';
const OPENED_AT = 1_000_000;
const NOW = OPENED_AT + 60_000;

/** A page's Unistay: the registry of its checkouts (none begun here), which what it was told of is kept by. */
const aPage = () => new Map<string, unknown>();
/** What a page reads of the room at `now`. */
const readOn = (roomId: string, page: Map<string, unknown>, now = NOW) =>
  readRoomCheckout(roomId, { checkouts: page, scope: 'default' }, now, OPENED_AT);
const write = (key: string, record: object | null) =>
  record === null
    ? window.localStorage.removeItem(key)
    : window.localStorage.setItem(key, JSON.stringify(record));

afterEach(() => window.localStorage.clear());

describe('a page open while the room was booked in another tab', () => {
  it('keeps the booking once told of it, after the record is removed or written over, for its hour', () => {
    const page = aPage();
    expect(readOn('room_seen', page)).toBe('none');
    const booked = { tab: 'other', state: 'booked', reference: 'pi_1', bookingId: 'BK-1' };
    write(KEY, { ...booked, at: OPENED_AT + 30_000 });
    expect(readOn('room_seen', page)).toBe('booked');
    // A script of this very tab removes it (no storage event tells this tab), or a later tab's
    // visit writes over it: this page was open while the room was paid for, and offers hosted
    // checkout no more.
    write(KEY, null);
    expect(readOn('room_seen', page)).toBe('booked');
    write(KEY, { tab: 'later', state: 'held', reference: 'pi_2', at: NOW, hostedCheckout: true });
    expect(readOn('room_seen', page)).toBe('booked');
    // As long as a record of a booking is heeded (an hour), then no longer: a forged one too.
    write(KEY, null);
    expect(readOn('room_seen', page, OPENED_AT + 30_000 + 60 * 60_000)).toBe('none');
    // Another page, told nothing, reads the record as it is.
    expect(readOn('room_seen', aPage())).toBe('none');
  });

  it('starts afresh where the booking was told of before the page opened (a later visit)', () => {
    const key = 'unistay:checkout-payment:default:room_earlier';
    const page = aPage();
    write(key, { tab: 'other', state: 'booked', reference: 'pi_1', at: OPENED_AT - 1 });
    expect(readOn('room_earlier', page)).toBe('none');
    write(key, null);
    expect(readOn('room_earlier', page)).toBe('none');
  });

  it('lets a payment that was only under way go: removed, the room may be paid for again', () => {
    const key = 'unistay:checkout-payment:default:room_held';
    const page = aPage();
    write(key, { tab: 'other', state: 'held', reference: 'pi_1', at: OPENED_AT + 1 });
    expect(readOn('room_held', page)).toBe('held');
    write(key, null);
    expect(readOn('room_held', page)).toBe('none');
  });
});

describe('a page whose view of the room is shown after the booking was told of', () => {
  it("knows of it from its provider's start, though the record is gone when the view is shown", () => {
    const client = createPartnerClient({ baseUrl: 'https://partner.test' });
    const key = 'unistay:checkout-payment:default:room_late';
    const page = render(
      <UnistayProvider client={client}>
        <p>The room's photo, still loading</p>
      </UnistayProvider>,
    );
    // Another tab books the room while this page shows no view of it, then the record is removed.
    const booked = JSON.stringify({
      tab: 'other',
      state: 'booked',
      reference: 'pi_1',
      bookingId: 'BK-1',
      at: Date.now(),
    });
    act(() => {
      window.localStorage.setItem(key, booked);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: booked }));
      window.localStorage.removeItem(key);
    });
    page.rerender(
      <UnistayProvider client={client}>
        <View />
      </UnistayProvider>,
    );
    expect(page.container.textContent).toBe('booked');
    page.unmount();
  });
});
