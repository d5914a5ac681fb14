import { act, render, waitFor } from '@testing-library/react';
import { sandboxCardPayment, sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { SANDBOX_TEST_URL } from '@unistay/sandbox/testing';
import { describe, expect, it } from 'vitest';
import { createUnistayWrapper, setupSandboxServer } from '../../../../test/sandboxSetup.js';
import { seededRoom } from '../../../../test/seededRooms.js';
import { CARD_WORDS, CARDS } from '../../test/checkoutJourneys.js';
import { minimalCheckoutAnswers } from '../../test/minimalCheckoutJourney.js';
import type { CardFieldsHandle } from './cardProvider.js';
import { type Checkout, useCheckout } from './useCheckout.js';

const api = setupSandboxServer();
const ROOM = {
  ...seededRoom('room_riverside_ensuite'),
  cardProvider: sandboxCardProvider({ baseUrl: SANDBOX_TEST_URL }),
};
const PERIOD = 'bp_riverside_ensuite_51';

/** One component showing the room's checkout: what it shows is kept under `name`. */
function Probe({ name, shown }: { name: string; shown: Record<string, Checkout> }) {
  shown[name] = useCheckout(ROOM);
  return null;
}

/** A page that shows the room's checkout or not, as a partner's conditional rendering does. */
function page() {
  const { wrapper: Provider } = createUnistayWrapper();
  const shown: Record<string, Checkout> = {};
  const view = render(
    <Provider>
      <Probe name="first" shown={shown} />
    </Provider>,
  );
  const show = (names: string[]) =>
    view.rerender(
      <Provider>
        {names.map((name) => (
          <Probe key={name} name={name} shown={shown} />
        ))}
      </Provider>,
    );
  return { shown, show };
}

function answerAll(checkout: () => Checkout) {
  act(() =>
    checkout().answer('stay', {
      booking_period_id: PERIOD,
      plan: 'full',
      uk_guarantor: null,
      use_scheme: null,
    }),
  );
  act(() => checkout().answer('about', minimalCheckoutAnswers.about));
  act(() => checkout().answer('contact', minimalCheckoutAnswers.contact));
  act(() => checkout().answer('course', minimalCheckoutAnswers.course));
}

const charges = () =>
  api.sandbox.payments().filter((payment) => payment.charges > 0 || payment.status === 'processing')
    .length;

describe('a checkout outlives the components that show it', () => {
  it('unmounted while paying, the payment completes, the draft follows it, and a new mount shows the booking', async () => {
    const { shown, show } = page();
    const first = () => shown.first as Checkout;
    answerAll(first);
    await waitFor(() => expect(first().payable).toBe(true));
    const { phase } = first();
    if (phase.name !== 'ready') throw new Error('no session');
    let answer: (() => void) | undefined;
    const card = sandboxCardPayment({
      baseUrl: SANDBOX_TEST_URL,
      clientSecret: phase.session.clientSecret,
      cardNumber: () => CARDS.succeeds,
      authenticate: async () => true,
      words: () => CARD_WORDS,
    });
    // The card provider answers only once the page that asked has gone (a language switch).
    const slow: CardFieldsHandle = {
      async confirm() {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return card.confirm();
      },
    };
    act(() => void first().pay(slow));
    expect(first().phase.name).toBe('paying');

    show([]);
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await waitFor(() => expect(api.sandbox.bookings()).toHaveLength(1));
    await waitFor(() =>
      expect(
        JSON.parse(sessionStorage.getItem(`unistay:checkout:${ROOM.roomId}`) ?? '{}'),
      ).toMatchObject({
        phase: { name: 'booked' },
      }),
    );

    show(['again']);
    const again = () => shown.again as Checkout;
    expect(again().phase.name).toBe('booked');
    expect(again().booking?.booking_id).toBe(api.sandbox.bookings()[0]?.booking_id);
    expect(charges()).toBe(1);
  });

  it('two components showing one room show one checkout', async () => {
    const { shown, show } = page();
    show(['first', 'second']);
    answerAll(() => shown.first as Checkout);
    expect((shown.second as Checkout).step).toBe('review');
    await waitFor(() => expect((shown.second as Checkout).payable).toBe(true));
    expect(api.sandbox.payments()).toHaveLength(1);
  });
});
