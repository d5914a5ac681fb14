import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createUnistayQueryClient, UnistayProvider } from '@unistay/react';
import { sandboxHumanToken } from '@unistay/sandbox';
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { humanCheckedClient } from '../../../../test/humanCheckedSandbox.js';
import { keepAnswersUpToTheReview } from '../../../react/test/minimalCheckoutJourney.js';
import type { HumanCheckProps } from '../form/HumanCheckField.js';
import ar from '../locales/ar.js';
import { CustomCheckoutWizard } from './CustomCheckoutWizard.js';

const ROOM = 'room_riverside_ensuite';
afterEach(() => window.sessionStorage.clear());

/** A stand-in for a provider's widget: a control that takes focus, and a token on a click. */
function TestWidget({ onToken, locale, direction }: HumanCheckProps) {
  return (
    <div data-locale={locale} data-direction={direction}>
      <button type="button" onClick={() => onToken(sandboxHumanToken('pass'))}>
        I am a person
      </button>
      <button type="button" onClick={() => onToken(sandboxHumanToken('fail'))}>
        A bot
      </button>
    </div>
  );
}

/**
 * The wizard with a human check, against a real proxy whose `humanCheck.verify` is the sandbox's, and
 * the sandbox's card fields paying into that same sandbox.
 */
function renderWizard(locale?: typeof ar) {
  keepAnswersUpToTheReview(ROOM);
  const { client, requests, sandbox, jar } = humanCheckedClient();
  const user = userEvent.setup({ delay: null });
  render(
    <UnistayProvider
      client={client}
      queryClient={createUnistayQueryClient()}
      {...(locale ? { locale } : {})}
    >
      <CustomCheckoutWizard
        roomId={ROOM}
        operatorId="op_northgate"
        propertyCountry="gb"
        currency="GBP"
        bookingPeriods={[{ id: 'bp_riverside_ensuite_51', label: '51 weeks' }]}
        cardProvider={sandboxCardProvider({
          fetch: async (input, init) => sandbox.handle(new Request(input, init)),
          baseUrl: 'https://partner-api.test',
        })}
        humanCheck={TestWidget}
      />
    </UnistayProvider>,
  );
  const startTokens = () =>
    requests
      .filter((request) => request.url.endsWith('/checkout/start'))
      .map((request) => request.headers.get('x-unistay-human-token'));
  return { user, sandbox, startTokens, jar };
}

describe('CustomCheckoutWizard with a human check', () => {
  it('asks for the check on the review before any payment, says when it failed, then pays once', async () => {
    const { user, sandbox, startTokens } = renderWizard();
    const check = await screen.findByRole('group', { name: 'Check that you are a person' });
    expect(check).not.toHaveAccessibleDescription();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay and book' })).toBeDisabled();
    expect(startTokens()).toEqual([]);

    await user.click(within(check).getByRole('button', { name: 'A bot' }));
    const refused = await screen.findByRole('group', { name: 'Check that you are a person' });
    await waitFor(() =>
      expect(refused).toHaveAccessibleDescription(
        'The check that you are a person failed or expired. Complete it again.',
      ),
    );
    // Said on the check, which takes focus; not in a second alert.
    await waitFor(() => expect(refused).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(within(refused).getByRole('button', { name: 'I am a person' }));
    const card = await screen.findByLabelText('Card number');
    expect(screen.queryByRole('group', { name: 'Check that you are a person' })).toBeNull();
    // The widget that had focus is gone: focus waits on the payment's heading, before the card.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus());
    expect(startTokens()).toEqual([
      expect.stringMatching(/^sandbox-human-fail:/),
      expect.stringMatching(/^sandbox-human-pass:/),
    ]);

    await user.type(card, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay and book' }));
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    expect(sandbox.bookings()).toHaveLength(1);
  });

  it('completes a paid booking whose record the proxy lost once the student passes the check again', async () => {
    const { user, sandbox, jar } = renderWizard();
    const check = await screen.findByRole('group', { name: 'Check that you are a person' });
    await user.click(within(check).getByRole('button', { name: 'I am a person' }));
    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
    // The browser forgets the proxy's cookies while the student pays (cleared, or another
    // instance's store restarted): the proxy no longer knows this session as theirs.
    jar.clear();
    await user.click(screen.getByRole('button', { name: 'Pay and book' }));
    const again = await screen.findByRole('group', { name: 'Check that you are a person' });
    await waitFor(() => expect(again).toHaveFocus());
    expect(again).toHaveAccessibleDescription('Complete the check that you are a person');
    expect(sandbox.bookings()).toHaveLength(0);
    // Paid already: no card is asked for again.
    expect(screen.queryByLabelText('Card number')).toBeNull();

    await user.click(within(again).getByRole('button', { name: 'I am a person' }));
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    expect(sandbox.bookings()).toHaveLength(1);
    const charged = (await (
      await sandbox.handle(new Request('https://partner-api.test/__sandbox/payments'))
    ).json()) as { payments: { charges: number }[] };
    expect(charged.payments.reduce((sum, payment) => sum + payment.charges, 0)).toBe(1);
  });

  it("words the check in the student's language, right to left, and tells the widget so", async () => {
    renderWizard(ar);
    const check = await screen.findByRole('group', { name: ar.messages.humanCheckLabel });
    const widget = within(check).getByRole('button', { name: 'I am a person' }).parentElement;
    expect(widget).toHaveAttribute('data-locale', 'ar');
    expect(widget).toHaveAttribute('data-direction', 'rtl');
  });
});
