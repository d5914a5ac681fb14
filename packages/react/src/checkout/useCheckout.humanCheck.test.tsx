import { act, renderHook, waitFor } from '@testing-library/react';
import { sandboxHumanToken } from '@unistay/sandbox';
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  humanCheckedClient,
  type ProxyOptionsWithCheck,
} from '../../../../test/humanCheckedSandbox.js';
import { minimalCheckoutAnswers } from '../../test/minimalCheckoutJourney.js';
import { createUnistayQueryClient } from '../queries/queryClient.js';
import { UnistayProvider } from '../UnistayProvider.js';
import { useCheckout } from './useCheckout.js';

const ROOM = 'room_riverside_ensuite';
const PERIOD = 'bp_riverside_ensuite_51';

/**
 * `useCheckout` answered up to the review, against a real proxy whose human check is the
 * sandbox's, through a client that keeps the proxy's cookie as a browser does.
 */
function reviewing({
  proxy = {},
  humanCheck = true,
}: {
  proxy?: ProxyOptionsWithCheck;
  humanCheck?: boolean;
} = {}) {
  const { client, requests, sandbox } = humanCheckedClient(proxy);
  const queryClient = createUnistayQueryClient();
  const clock = { now: 1_000_000 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UnistayProvider client={client} queryClient={queryClient}>
      {children}
    </UnistayProvider>
  );
  const view = renderHook(
    () =>
      useCheckout({
        roomId: ROOM,
        operatorId: 'op_northgate',
        propertyCountry: 'gb',
        // The card provider reads payments from the sandbox itself, as a browser reaches it.
        cardProvider: sandboxCardProvider({
          baseUrl: 'https://partner-api.test',
          fetch: (input, init) => sandbox.handle(new Request(input, init)),
        }),
        persistence: 'none',
        humanCheck,
        sessionTtlMs: 10_000,
        now: () => clock.now,
      }),
    { wrapper },
  );
  const { answer } = view.result.current;
  const stay = {
    booking_period_id: PERIOD,
    plan: 'full' as const,
    uk_guarantor: null,
    use_scheme: null,
  };
  act(() => answer('stay', stay));
  act(() => answer('about', minimalCheckoutAnswers.about));
  act(() => answer('contact', minimalCheckoutAnswers.contact));
  act(() => answer('course', minimalCheckoutAnswers.course));
  /** The starts the proxy was asked for, and the human token each carried. */
  const starts = () =>
    requests
      .filter((request) => request.url.endsWith('/checkout/start'))
      .map((request) => ({
        token: request.headers.get('x-unistay-human-token'),
        trusted: /unistay_human=/.test(request.headers.get('cookie') ?? ''),
      }));
  const secret = () =>
    view.result.current.phase.name === 'ready'
      ? view.result.current.phase.session.clientSecret
      : '';
  return { ...view, clock, sandbox, starts, secret };
}

describe('a checkout behind a human check', () => {
  it('starts no session before the check, then starts it with the token; restarts need no new one', async () => {
    const [pass, fail] = [sandboxHumanToken('pass'), sandboxHumanToken('fail')];
    const { result, clock, starts, secret, sandbox } = reviewing();
    expect(result.current.step).toBe('review');
    await waitFor(() =>
      expect(result.current.phase).toEqual({ name: 'human_check', refused: null }),
    );
    expect(result.current.awaitingHumanCheck).toBe(true);
    expect(result.current.problem).toBeNull();
    expect(starts()).toEqual([]);

    await act(async () => result.current.passHumanCheck(null));
    expect(starts()).toEqual([]);
    act(() => result.current.passHumanCheck(fail));
    await waitFor(() => expect(result.current.problem).toEqual({ code: 'human_check_failed' }));
    expect(result.current.phase.name).toBe('human_check');
    expect(starts()).toEqual([{ token: fail, trusted: false }]);

    act(() => result.current.passHumanCheck(pass));
    await waitFor(() => expect(result.current.phase.name).toBe('ready'));
    expect(result.current.awaitingHumanCheck).toBe(false);
    expect(starts().at(-1)).toEqual({ token: pass, trusted: false });

    // Near its expiry the session starts again, with the proxy's trust and no token.
    const first = secret();
    act(() => {
      clock.now += 9_500;
    });
    await waitFor(() => expect(secret()).not.toBe(first), { timeout: 3000 });
    expect(starts().at(-1)).toEqual({ token: null, trusted: true });
    expect(result.current.awaitingHumanCheck).toBe(false);
    expect(sandbox.bookings()).toEqual([]);
  });

  it('takes "Try again" after a server error without a new check, as the proxy took the token', async () => {
    const pass = sandboxHumanToken('pass');
    const { result, starts, sandbox } = reviewing();
    sandbox.faults.add({ route: 'checkout.start', status: 503, retryAfterSeconds: 0, times: 1 });
    await waitFor(() => expect(result.current.awaitingHumanCheck).toBe(true));
    act(() => result.current.passHumanCheck(pass));
    await waitFor(() => expect(result.current.problem).toEqual({ code: 'start_failed' }));
    await act(() => result.current.retryStart());
    expect(result.current.phase.name).toBe('ready');
    expect(starts()).toEqual([
      { token: pass, trusted: false },
      { token: null, trusted: true },
    ]);
  });

  it('asks again when the proxy no longer trusts the student, and goes on with a new token', async () => {
    const [pass, again] = [sandboxHumanToken('pass'), sandboxHumanToken('pass')];
    const { result, clock, starts } = reviewing({ proxy: { humanCheck: { trustForMs: 1 } } });
    await waitFor(() => expect(result.current.awaitingHumanCheck).toBe(true));
    act(() => result.current.passHumanCheck(pass));
    await waitFor(() => expect(result.current.phase.name).toBe('ready'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    act(() => {
      clock.now += 9_500;
    });
    await waitFor(() => expect(result.current.problem).toEqual({ code: 'human_check_required' }), {
      timeout: 3000,
    });
    expect(result.current.phase).toEqual({ name: 'human_check', refused: 'required' });
    act(() => result.current.passHumanCheck(again));
    await waitFor(() => expect(result.current.phase.name).toBe('ready'));
    expect(starts().map(({ token }) => token)).toEqual([pass, null, again]);
  });

  it('without `humanCheck`, a proxy that asks for one is a failed start, never a wait for a widget', async () => {
    const { result } = reviewing({ humanCheck: false });
    await waitFor(() => expect(result.current.problem).toEqual({ code: 'start_failed' }));
    expect(result.current.awaitingHumanCheck).toBe(false);
  });
});
