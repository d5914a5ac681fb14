import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { describe, expect, it } from 'vitest';
import {
  createUnistayWrapper,
  renderWithUnistay,
  setupSandboxServer,
} from '../../../../test/sandboxSetup.js';
import { seededRoom } from '../../../../test/seededRooms.js';
import { MinimalCheckout } from '../../test/MinimalCheckout.js';
import {
  bookThroughMinimalCheckout,
  minimalCheckoutAnswers,
} from '../../test/minimalCheckoutJourney.js';
import type { CheckoutAnswers } from './checkoutAnswers.js';
import type { CheckoutPhase } from './checkoutMachine.js';
import { useCheckout } from './useCheckout.js';

const api = setupSandboxServer();
const cardProvider = sandboxCardProvider({ baseUrl: 'https://partner-api.test' });
const RIVERSIDE = { ...seededRoom('room_riverside_ensuite'), cardProvider };
const PERIOD = 'bp_riverside_ensuite_51';
const starts = () => api.count(`POST /api/rooms/${RIVERSIDE.roomId}/checkout/start`);

const answers = {
  stay: { booking_period_id: PERIOD, plan: 'full', uk_guarantor: null, use_scheme: null },
  ...minimalCheckoutAnswers,
} satisfies Required<CheckoutAnswers>;

describe('a custom checkout from @unistay/react alone', () => {
  it('books a room with its own markup and the sandbox card provider', async () => {
    const user = userEvent.setup({ delay: null });
    const { wrapper } = createUnistayWrapper();
    render(
      <MinimalCheckout
        {...RIVERSIDE}
        periods={[{ id: PERIOD, label: '51 weeks' }]}
        cardProvider={cardProvider}
      />,
      { wrapper },
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const problems = within(await screen.findByRole('list', { name: 'Problems' }));
    expect(problems.getByText('booking_period_id: choosePeriod')).toBeInTheDocument();
    await bookThroughMinimalCheckout(screen, user);

    const booked = await screen.findByRole('status');
    const [booking] = api.sandbox.bookings();
    expect(booked).toHaveTextContent(`Booked: ${booking?.booking_id}`);
    expect(booking).toMatchObject({ room_id: RIVERSIDE.roomId, booking_period_id: PERIOD });
  });

  it('needs nothing from @unistay/ui or a form library', () => {
    const source = readFileSync(
      join(process.cwd(), 'packages/react/test/MinimalCheckout.tsx'),
      'utf8',
    );
    const imported = [...source.matchAll(/from '([^']+)'/g)].map(([, specifier]) => specifier);
    expect(imported.sort()).toEqual(['@unistay/react/checkout', 'react', 'zod/mini']);
  });
});

/** Renders `useCheckout` on the sandbox, answered up to the review, on a clock the test moves. */
async function reviewing(options: { sessionTtlMs?: number } = {}) {
  const clock = { now: 1_000_000 };
  const view = renderWithUnistay(() =>
    useCheckout({ ...RIVERSIDE, ...options, persistence: 'none', now: () => clock.now }),
  );
  act(() => view.result.current.answer('stay', answers.stay));
  act(() => view.result.current.answer('about', answers.about));
  act(() => view.result.current.answer('contact', answers.contact));
  act(() => view.result.current.answer('course', answers.course));
  expect(view.result.current.step).toBe('review');
  await waitFor(() => expect(view.result.current.phase.name).toBe('ready'));
  return { ...view, clock };
}

/** The session the checkout holds now, whatever its phase. */
const sessionOf = (checkout: { phase: CheckoutPhase }) =>
  'session' in checkout.phase ? checkout.phase.session : null;
/** The client secret of an unpaid session: what card fields pay with. */
const secretOf = (checkout: { phase: CheckoutPhase }) =>
  checkout.phase.name === 'ready' ? checkout.phase.session.clientSecret : '';

describe('the checkout session', () => {
  it('starts a session as the review opens, and keeps it while it is fresh', async () => {
    const { result } = await reviewing();
    expect(sessionOf(result.current)).toMatchObject({ bookingPeriodId: PERIOD });
    expect(starts()).toBe(1);
  });

  it('starts an unpaid session again before it expires, on the injected clock', async () => {
    const { result, clock } = await reviewing({ sessionTtlMs: 10_000 });
    const first = secretOf(result.current);
    act(() => {
      clock.now += 9_000;
    });
    await waitFor(() => expect(starts()).toBe(2), { timeout: 3000 });
    await waitFor(() => expect(secretOf(result.current)).not.toBe(first));
    expect(result.current.phase.name).toBe('ready');
  });

  it('says when an unpaid session will be renewed, once near, and starts one for more time', async () => {
    // Renewed 36 seconds in; warned of 20 seconds before; checked every 2 seconds.
    const { result, clock } = await reviewing({ sessionTtlMs: 40_000 });
    const startedAt = sessionOf(result.current)?.startedAt ?? 0;
    expect(result.current.sessionRenewsAt).toBeNull();
    act(() => {
      clock.now += 17_000;
    });
    await waitFor(() => expect(result.current.sessionRenewsAt).toBe(startedAt + 36_000), {
      timeout: 4000,
    });
    expect(starts()).toBe(1);

    await act(() => result.current.moreTime());
    expect(starts()).toBe(2);
    expect(result.current.problem).toEqual({ code: 'session_renewed' });
    expect(result.current.sessionRenewsAt).toBeNull();
    expect(sessionOf(result.current)?.startedAt).toBe(clock.now);
  });

  it('waits for "Try again" after a failed start, and then starts', async () => {
    api.sandbox.faults.add({ route: 'checkout.start', status: 500, times: 1 });
    const view = renderWithUnistay(() =>
      useCheckout({ ...RIVERSIDE, persistence: 'none', bookingPeriodId: PERIOD }),
    );
    const { result } = view;
    act(() => result.current.answer('stay', answers.stay));
    act(() => result.current.answer('about', answers.about));
    act(() => result.current.answer('contact', answers.contact));
    act(() => result.current.answer('course', answers.course));
    await waitFor(() => expect(result.current.problem).toEqual({ code: 'start_failed' }));
    await act(() => result.current.retryStart());
    expect(result.current.phase.name).toBe('ready');
    expect(starts()).toBe(2);
  });
});

/** Card fields that pay with the sandbox's test card that succeeds. */
function sandboxCard(clientSecret: string) {
  const intent = clientSecret.split('_secret_')[0] ?? '';
  return {
    async confirm() {
      const response = await fetch(
        `https://partner-api.test/__sandbox/payment_intents/${intent}/confirm`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ client_secret: clientSecret, card_number: '4242424242424242' }),
        },
      );
      expect(response.ok).toBe(true);
      return { status: 'succeeded' as const };
    },
  };
}

describe('useCheckout', () => {
  it('answers a failure to complete with a code and the reference, never a sentence', async () => {
    api.sandbox.faults.add({
      route: 'checkout.complete',
      status: 503,
      retryAfterSeconds: 0,
      times: 3,
    });
    const { result } = await reviewing();
    await act(() => result.current.pay(sandboxCard(secretOf(result.current))));
    expect(result.current.problem).toEqual({
      code: 'complete_failed',
      reference: expect.stringMatching(/^pi_sandbox_\w+$/),
    });
    expect(result.current.phase.name).toBe('paid');

    const paysAgain = { confirm: async () => ({ status: 'failed' as const, message: 'no' }) };
    await act(() => result.current.pay(paysAgain));
    expect(result.current.step).toBe('confirmed');
    expect(api.sandbox.bookings()).toHaveLength(1);
  });

  it('asks the card provider when a confirmation fails without an answer, and books once paid', async () => {
    const { result } = await reviewing();
    const paid = sandboxCard(secretOf(result.current));
    const answerLost = {
      async confirm(): Promise<never> {
        await paid.confirm();
        throw new TypeError('Failed to fetch');
      },
    };
    await act(() => result.current.pay(answerLost));
    await waitFor(() => expect(result.current.step).toBe('confirmed'));
    expect(api.sandbox.bookings()).toHaveLength(1);
  });
});
