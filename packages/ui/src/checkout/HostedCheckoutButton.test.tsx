import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HUMAN_TOKEN_HEADER } from '@unistay/api-client';
import { createUnistayQueryClient, UnistayProvider } from '@unistay/react';
import { sandboxHumanToken } from '@unistay/sandbox';
import { SandboxHumanCheck } from '@unistay/sandbox/human-check';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingAnalytics } from '../../../../test/analyticsRecorder.js';
import { humanCheckedClient } from '../../../../test/humanCheckedSandbox.js';
import { createUnistayWrapper, setupSandboxServer } from '../../../../test/sandboxSetup.js';
import { HostedCheckoutButton } from './HostedCheckoutButton.js';

const api = setupSandboxServer();
const RIVERSIDE = {
  roomId: 'room_riverside_ensuite',
  operatorId: 'op_northgate',
  bookingPeriodId: 'bp_riverside_ensuite_51',
};
const START = `POST /api/rooms/${RIVERSIDE.roomId}/checkout/start`;

function renderButton(
  props: Partial<Parameters<typeof HostedCheckoutButton>[0]> = {},
  analytics?: ReturnType<typeof recordingAnalytics>['analytics'],
) {
  const { wrapper } = createUnistayWrapper({ analytics });
  const urls: string[] = [];
  const sessionTokens: string[] = [];
  const user = userEvent.setup({ delay: null });
  render(
    <HostedCheckoutButton
      {...RIVERSIDE}
      onCheckoutUrl={(url, session) => {
        urls.push(url);
        sessionTokens.push(session.session_token);
      }}
      {...props}
    />,
    { wrapper },
  );
  return { user, urls, sessionTokens };
}

describe('HostedCheckoutButton, when the custom checkout holds the room', () => {
  /** What another tab's custom checkout told the browser's tabs of the room. */
  const tellTabs = (state: 'held' | 'booked') =>
    window.localStorage.setItem(
      `unistay:checkout-payment:default:${RIVERSIDE.roomId}`,
      JSON.stringify({ tab: 'other', state, reference: 'pi_other', at: Date.now() }),
    );
  afterEach(() => window.localStorage.clear());

  it.each([
    ['held', 'A payment for this room has already been started here.'],
    ['booked', 'You have already booked this room here.'],
  ] as const)('offers no second way to pay once it is %s, and says why', async (state, words) => {
    tellTabs(state);
    const { user, urls } = renderButton();
    const button = screen.getByRole('button', { name: 'Continue to secure checkout' });
    expect(button).toBeDisabled();
    expect(screen.getByText(words, { exact: false })).toBeInTheDocument();
    await user.click(button);
    expect(urls).toEqual([]);
    expect(api.count(START)).toBe(0);
  });
});

describe('HostedCheckoutButton', () => {
  it('starts checkout and hands over the hosted page, which books the room', async () => {
    const { user, urls, sessionTokens } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Continue to secure checkout' }));
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(sessionTokens[0]).toMatch(/^cs_sandbox_/);
    expect(urls[0]).toMatch(/\/__sandbox\/checkout\/cs_sandbox_\w+$/);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to secure checkout…');

    // The hosted page books the room and records the event partners subscribe to.
    const path = new URL(urls[0] ?? '').pathname;
    const booked = await api.sandbox.handle(
      new Request(`https://partner-api.test${path}/complete`, { method: 'POST' }),
    );
    expect(await booked.text()).toContain('Booking confirmed');
    // Its booking event names the session handed over, to match the student on their return.
    expect(api.sandbox.events()).toEqual([
      expect.objectContaining({
        type: 'contract.added',
        payload: expect.objectContaining({
          booking: expect.objectContaining({ channel: 'hosted', session_token: sessionTokens[0] }),
        }),
      }),
    ]);
  });

  it('says so when the room has no hosted checkout', async () => {
    const { user, urls } = renderButton({
      roomId: 'room_castle_flat',
      bookingPeriodId: 'bp_castle_flat_51',
    });
    await user.click(screen.getByRole('button', { name: 'Continue to secure checkout' }));
    expect(
      await screen.findByText(/Online checkout is not available for this room/),
    ).toBeInTheDocument();
    expect(urls).toEqual([]);
  });

  it('shows a failure with "Try again", which starts it', async () => {
    api.sandbox.faults.add({ route: 'checkout.start', status: 503, times: 1 });
    const { user, urls } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Continue to secure checkout' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Checkout could not be started. Nothing has been paid.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(urls).toHaveLength(1));
  });

  it('ignores a second click while starting', async () => {
    api.sandbox.faults.add({ route: 'checkout.start', latencyMs: 50, times: 1 });
    const { user, urls } = renderButton();
    await user.dblClick(screen.getByRole('button', { name: 'Continue to secure checkout' }));
    expect(screen.getByRole('button', { name: 'Starting secure checkout…' })).toBeDisabled();
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(api.count(START)).toBe(1);
  });

  describe('given only the room', () => {
    it('loads it, asks which period when it has several, then starts checkout for that one', async () => {
      const reported = recordingAnalytics();
      const { user, urls } = renderButton(
        { operatorId: undefined, bookingPeriodId: undefined },
        reported.analytics,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Loading the room…');

      // The API's periods have no label: dates in words and the weekly price say which is which.
      const later = await screen.findByLabelText(/^11 September 2027/);
      expect(later).toHaveAccessibleName('11 September 2027 to 15 July 2028, £299.00 a week');
      expect(screen.queryByRole('button', { name: 'Continue to secure checkout' })).toBeNull();
      await user.click(later);
      await user.click(screen.getByRole('button', { name: 'Continue to secure checkout' }));

      await waitFor(() => expect(urls).toHaveLength(1));
      // The period chosen and the checkout started, named as the catalogue names the room.
      const room = {
        roomId: RIVERSIDE.roomId,
        roomName: 'Classic Ensuite',
        propertyName: 'Riverside House',
        operatorId: RIVERSIDE.operatorId,
        periodId: 'bp_riverside_ensuite_44',
        pricePerWeek: 299,
        currency: 'GBP',
      };
      expect(reported.events).toEqual([
        expect.objectContaining({ name: 'period_chosen', room: expect.objectContaining(room) }),
        expect.objectContaining({
          name: 'hosted_checkout_started',
          room: expect.objectContaining(room),
        }),
      ]);
      const [booking] = await Promise.all([
        api.sandbox.handle(
          new Request(`https://partner-api.test${new URL(urls[0] ?? '').pathname}/complete`, {
            method: 'POST',
          }),
        ),
      ]);
      expect(booking.status).toBe(200);
      expect(api.sandbox.bookings()).toEqual([
        expect.objectContaining({
          room_id: RIVERSIDE.roomId,
          booking_period_id: 'bp_riverside_ensuite_44',
        }),
      ]);
    });

    it('offers the only period of a room that has one, with no question', async () => {
      renderButton({
        roomId: 'room_riverside_studio',
        operatorId: undefined,
        bookingPeriodId: undefined,
      });
      expect(
        await screen.findByRole('button', { name: 'Continue to secure checkout' }),
      ).toBeEnabled();
      expect(screen.queryByRole('radio')).toBeNull();
    });

    it('says a fully booked room cannot be booked, and a missing one is no longer listed', async () => {
      const full = renderButton({
        roomId: 'room_stratford_works_twin_studio',
        operatorId: undefined,
        bookingPeriodId: undefined,
      });
      expect(await screen.findByText('This room is fully booked right now.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Continue to secure checkout' })).toBeNull();
      expect(full.urls).toEqual([]);
    });

    it('offers "Try again" when the room cannot be loaded, and goes on once it can', async () => {
      api.sandbox.faults.add({ route: 'rooms.get', status: 503, retryAfterSeconds: 0, times: 4 });
      const { user } = renderButton({ operatorId: undefined, bookingPeriodId: undefined });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The room could not be loaded.');
      api.sandbox.faults.clear();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByLabelText(/^4 September 2027/)).toBeInTheDocument();
    });
  });
});

describe('HostedCheckoutButton with a human check', () => {
  /** The button behind a real proxy whose `humanCheck.verify` is the sandbox's, its cookie kept. */
  function renderChecked() {
    const { client, requests, sandbox } = humanCheckedClient();
    const urls: string[] = [];
    const user = userEvent.setup({ delay: null });
    render(
      <UnistayProvider client={client} queryClient={createUnistayQueryClient()}>
        <HostedCheckoutButton
          {...RIVERSIDE}
          onCheckoutUrl={(url) => urls.push(url)}
          humanCheck={SandboxHumanCheck}
        />
      </UnistayProvider>,
    );
    const tokens = () => requests.map((request) => request.headers.get('x-unistay-human-token'));
    return { user, urls, tokens, sandbox };
  }
  const go = () => screen.getByRole('button', { name: 'Continue to secure checkout' });

  it('draws the check when pressed without it, says a refusal on it, then starts with its token; Try again needs none', async () => {
    const { user, urls, tokens, sandbox } = renderChecked();
    const named = { name: 'Check that you are a person' };
    // A list of buttons is not a list of widgets: it is drawn for the button pressed.
    expect(screen.queryByRole('group', named)).toBeNull();
    await user.click(go());
    const check = await screen.findByRole('group', named);
    await waitFor(() => expect(check).toHaveFocus());
    expect(check).toHaveAccessibleDescription('Complete the check that you are a person');
    expect(screen.queryByRole('alert')).toBeNull();
    // Pressed again without the check, nothing is sent still.
    await user.click(go());
    expect(tokens()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Fail the check' }));
    await user.click(go());
    await waitFor(() =>
      expect(check).toHaveAccessibleDescription(
        'The check that you are a person failed or expired. Complete it again.',
      ),
    );
    await waitFor(() => expect(check).toHaveFocus());

    const person = screen.getByRole('checkbox', { name: 'I am a person' });
    await user.click(person);
    expect(check).not.toHaveAccessibleDescription();
    sandbox.faults.add({ route: 'checkout.start', status: 503, retryAfterSeconds: 0, times: 1 });
    await user.click(go());
    const failed = await screen.findByRole('alert');
    // The token was good once: the widget starts again (once the answer is in, not with the
    // alert's render); the proxy trusts the student now.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'I am a person' })).not.toBeChecked(),
    );
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(tokens()).toEqual([
      expect.stringMatching(/^sandbox-human-fail:/),
      expect.stringMatching(/^sandbox-human-pass:/),
      null,
    ]);
  });
});

describe('HostedCheckoutButton, when the partner’s server keeps the visitor’s checkout', () => {
  /** This visitor's custom checkout of the room, started through the proxy, paid as `card` says. */
  async function startedElsewhere(card: string) {
    const { client, sandbox } = humanCheckedClient();
    const session = await client.checkout.start(
      {
        roomId: RIVERSIDE.roomId,
        operator_id: RIVERSIDE.operatorId,
        booking_period_id: 'bp_riverside_ensuite_44',
      },
      { headers: { [HUMAN_TOKEN_HEADER]: sandboxHumanToken('pass') } },
    );
    const secret = session.card_provider.client_secret;
    const id = secret.split('_secret_')[0];
    const paid = await sandbox.handle(
      new Request(`https://partner-api.test/__sandbox/payment_intents/${id}/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_secret: secret, card_number: card }),
      }),
    );
    expect(paid.status).toBe(200);
    return { client, sandbox };
  }

  it('says a payment is under way when the server answers so, never that nothing was paid, and starts nothing', async () => {
    // Waiting for the bank's answer: a payment the student may still complete.
    const { client, sandbox } = await startedElsewhere('4000002500003155');
    const urls: string[] = [];
    const user = userEvent.setup({ delay: null });
    render(
      <UnistayProvider client={client} queryClient={createUnistayQueryClient()}>
        <HostedCheckoutButton {...RIVERSIDE} onCheckoutUrl={(url) => urls.push(url)} />
      </UnistayProvider>,
    );
    const button = screen.getByRole('button', { name: 'Continue to secure checkout' });
    await user.click(button);
    expect(
      await screen.findByText('A payment for this room has already been started here.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Nothing has been paid/)).toBeNull();
    expect(button).toBeDisabled();
    expect(urls).toEqual([]);
    const started = sandbox.payments().map((payment) => payment.booking_period_id);
    expect(started).toEqual(['bp_riverside_ensuite_44']);
  });
});
