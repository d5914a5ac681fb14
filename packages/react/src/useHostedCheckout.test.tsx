import { act, waitFor } from '@testing-library/react';
import type { CheckoutSession } from '@unistay/api-client';
import { describe, expect, it } from 'vitest';
import { renderWithUnistay, setupSandboxServer } from '../../../test/sandboxSetup.js';
import { browserCheckoutTabs, HOSTED_CHECKOUT_HOLD_MS } from './checkout/checkoutTabs.js';
import { checkoutTabsKey, holdForHostedCheckout } from './checkout/roomCheckout.js';
import { DEFAULT_SCOPE } from './queries/queryScope.js';
import { useHostedCheckout } from './useHostedCheckout.js';

const api = setupSandboxServer();
const RIVERSIDE = {
  roomId: 'room_riverside_ensuite',
  operatorId: 'op_northgate',
  bookingPeriodId: 'bp_riverside_ensuite_51',
};

function renderHosted() {
  const handedOver: [string, CheckoutSession][] = [];
  const view = renderWithUnistay(() =>
    useHostedCheckout({ onCheckoutUrl: (url, session) => handedOver.push([url, session]) }),
  );
  return { ...view, handedOver };
}

describe('useHostedCheckout', () => {
  it('starts checkout and hands over the address and its session, once for a double start', async () => {
    const { result, handedOver } = renderHosted();
    await act(async () => {
      await Promise.all([result.current.start(RIVERSIDE), result.current.start(RIVERSIDE)]);
    });
    expect(result.current.status).toBe('redirecting');
    expect(handedOver).toHaveLength(1);
    const [url, session] = handedOver[0] ?? [];
    expect(url).toMatch(/\/__sandbox\/checkout\/cs_sandbox_/);
    expect(url).toBe(session?.checkout_url);
    expect(api.count(`POST /api/rooms/${RIVERSIDE.roomId}/checkout/start`)).toBe(1);
  });

  it("tells the browser's tabs the student left to pay on the hosted page, without covering a payment made here", async () => {
    const tabs = browserCheckoutTabs(checkoutTabsKey(DEFAULT_SCOPE, RIVERSIDE.roomId));
    const { result } = renderHosted();
    await act(() => result.current.start(RIVERSIDE));
    expect(tabs.read()).toMatchObject({ state: 'held', reference: null, hostedCheckout: true });

    // A payment being made in a custom checkout: no hosted start, and its record stays.
    const paying = { tab: 'custom', state: 'paying', reference: 'pi_1', at: Date.now() } as const;
    tabs.write(paying);
    await act(() => result.current.start(RIVERSIDE));
    expect(result.current.status).toBe('held');
    expect(tabs.read()).toEqual(paying);
  });

  it('holds the room over a booking record the server does not stand behind, so no tab offers a card meanwhile', async () => {
    const tabs = browserCheckoutTabs(checkoutTabsKey(DEFAULT_SCOPE, RIVERSIDE.roomId));
    // Written by another script of the site (or left by a booking of other dates), before this page.
    const forged = {
      tab: 'forged',
      state: 'booked',
      reference: 'pi_forged',
      bookingId: 'BK-FORGED1',
      at: Date.now() - 60_000,
    } as const;
    tabs.write(forged);
    const { result, handedOver } = renderHosted();
    await act(() => result.current.start(RIVERSIDE));
    expect(handedOver).toHaveLength(1);
    expect(tabs.read()).toMatchObject({ state: 'held', reference: null, hostedCheckout: true });
  });

  it('holds the room again from each new visit to the hosted page, for as long as that session lives', () => {
    const start = Date.now();
    let now = start;
    const tabs = browserCheckoutTabs(checkoutTabsKey(DEFAULT_SCOPE, RIVERSIDE.roomId), {
      now: () => now,
    });
    holdForHostedCheckout(RIVERSIDE.roomId, DEFAULT_SCOPE, start);
    // Back without paying, and off to the hosted page again twenty minutes later.
    holdForHostedCheckout(RIVERSIDE.roomId, DEFAULT_SCOPE, start + 20 * 60_000);
    now = start + HOSTED_CHECKOUT_HOLD_MS + 60_000;
    expect(tabs.read()).toMatchObject({ hostedCheckout: true, at: start + 20 * 60_000 });
  });

  it('says unavailable for a room without hosted checkout, and failed with the error on a 5xx', async () => {
    const { result, handedOver } = renderHosted();
    await act(() =>
      result.current.start({
        roomId: 'room_castle_flat',
        operatorId: 'op_northgate',
        bookingPeriodId: 'bp_castle_flat_51',
      }),
    );
    expect(result.current.status).toBe('unavailable');

    api.sandbox.faults.add({ route: 'checkout.start', status: 503, times: 3 });
    await act(() => result.current.start(RIVERSIDE));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error?.kind).toBe('server');
    expect(handedOver).toEqual([]);
  });

  it("lets an error of the partner's own callback reach the caller, not pass for a failed start", async () => {
    const mistake = new Error('the partner page could not open its own dialog');
    const view = renderWithUnistay(() =>
      useHostedCheckout({
        onCheckoutUrl: () => {
          throw mistake;
        },
      }),
    );
    let thrown: unknown;
    await act(async () => {
      await view.result.current.start(RIVERSIDE).catch((error: unknown) => {
        thrown = error;
      });
    });
    expect(thrown).toBe(mistake);
    expect(view.result.current.status).toBe('redirecting');
    expect(view.result.current.error).toBeNull();
  });
});
