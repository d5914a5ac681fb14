import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type {
  CardFieldsHandle,
  CardPaymentResult,
  CardPaymentSession,
} from '@unistay/react/checkout';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createUnistayWrapper, setupSandboxServer } from '../../../test/sandboxSetup.js';
import { sandboxCardPayment, sandboxCardProvider } from './cardProvider.js';
import { cardWords } from './cardProviderWords.js';

const api = setupSandboxServer();
const provider = sandboxCardProvider({ baseUrl: 'https://partner-api.test' });

/** A checkout started on the sandbox, as the payment step starts it. */
async function startedSession(): Promise<CardPaymentSession> {
  const response = await api.sandbox.handle(
    new Request('https://partner-api.test/api/rooms/room_riverside_ensuite/checkout/start', {
      method: 'POST',
      headers: {
        'X-API-PARTNER-ID': 'sandbox-partner',
        Authorization: 'Bearer sandbox-token',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        booking_period_id: 'bp_riverside_ensuite_51',
        operator_id: 'op_northgate',
      }),
    }),
  );
  const { card_provider } = (await response.json()).data;
  return { publicKey: card_provider.public_key, clientSecret: card_provider.client_secret };
}

/** The fields, with a Pay button standing in for the wizard's "Pay and book". */
function PaymentHarness({
  session,
  onResult,
  locale,
}: {
  session: CardPaymentSession;
  onResult: (r: CardPaymentResult) => void;
  locale?: string;
}) {
  const [handle, setHandle] = useState<CardFieldsHandle | null>(null);
  return (
    <>
      <provider.Fields {...session} onReady={setHandle} {...(locale ? { locale } : {})} />
      <button
        type="button"
        disabled={!handle}
        onClick={() => void handle?.confirm().then(onResult)}
      >
        Pay
      </button>
    </>
  );
}

async function pay(card: string, locale?: string, cardNumberLabel = 'Card number') {
  const session = await startedSession();
  const results: CardPaymentResult[] = [];
  const { wrapper } = createUnistayWrapper();
  const user = userEvent.setup({ delay: null });
  const harness = (language?: string) => (
    <PaymentHarness
      session={session}
      onResult={(result) => results.push(result)}
      {...(language ? { locale: language } : {})}
    />
  );
  const view = render(harness(locale), { wrapper });
  await user.type(screen.getByLabelText(cardNumberLabel), card);
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  return {
    session,
    results,
    user,
    intentId: session.clientSecret.split('_secret_')[0] ?? '',
    switchTo: (language: string) => view.rerender(harness(language)),
    unmount: () => view.unmount(),
  };
}

describe('sandboxCardProvider', () => {
  it('pays with the good test card, once', async () => {
    const { results, session, intentId } = await pay('4242 4242 4242 4242');
    await waitFor(() => expect(results).toEqual([{ status: 'succeeded' }]));
    expect(api.sandbox.paymentIntent(intentId)?.charges).toBe(1);
    expect(await provider.retrieveStatus(session)).toBe('succeeded');
  });

  it('reports a declined card in words a student understands', async () => {
    const { results, intentId } = await pay('4000 0000 0000 0002');
    await waitFor(() =>
      expect(results).toEqual([
        { status: 'failed', code: 'card_declined', message: 'Your card was declined.' },
      ]),
    );
    expect(api.sandbox.paymentIntent(intentId)?.charges).toBe(0);
  });

  it('asks the student to confirm with the bank, then pays', async () => {
    const { results, user, session } = await pay('4000 0025 0000 3155');
    const bank = await screen.findByRole('dialog', {
      name: 'Your bank asks you to confirm this payment.',
    });
    expect(results).toEqual([]);
    expect(await provider.retrieveStatus(session)).toBe('requires_action');
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(results).toEqual([{ status: 'succeeded' }]));
    expect(bank).not.toBeInTheDocument();
  });

  it("speaks the checkout's language, following a change while the bank asks", async () => {
    const { results, user, switchTo } = await pay('4000 0025 0000 3155', 'de', 'Kartennummer');
    await screen.findByRole('dialog', {
      name: 'Ihre Bank bittet Sie, diese Zahlung zu bestätigen.',
    });
    switchTo('fr');
    // The typed card number stays: the same fields, re-worded.
    expect(screen.getByLabelText('Numéro de carte')).toHaveValue('4000 0025 0000 3155');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() =>
      expect(results).toEqual([
        { status: 'failed', message: 'Le paiement n’a pas été confirmé auprès de votre banque.' },
      ]),
    );
  });

  it('takes no money when the student cancels at the bank', async () => {
    const { results, user, intentId } = await pay('4000 0025 0000 3155');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(results).toEqual([
        { status: 'failed', message: 'The payment was not confirmed with your bank.' },
      ]),
    );
    expect(api.sandbox.paymentIntent(intentId)?.charges).toBe(0);
  });

  it('ends the payment unpaid when the fields go while the bank asks (the page moved on)', async () => {
    const { results, unmount, intentId } = await pay('4000 0025 0000 3155');
    await screen.findByRole('dialog', { name: 'Your bank asks you to confirm this payment.' });
    unmount();
    await waitFor(() =>
      expect(results).toEqual([
        { status: 'failed', message: 'The payment was not confirmed with your bank.' },
      ]),
    );
    expect(api.sandbox.paymentIntent(intentId)?.charges).toBe(0);
  });

  it("leaves for the bank's own page with the redirect card, and says so", async () => {
    const session = await startedSession();
    const visited: string[] = [];
    const handle = sandboxCardPayment({
      baseUrl: 'https://partner-api.test',
      clientSecret: session.clientSecret,
      cardNumber: () => '4000 0000 0000 3220',
      authenticate: async () => true,
      words: () => cardWords('en'),
      returnUrl: () => 'https://partner.test/rooms/1',
      navigate: (url) => visited.push(url),
    });
    expect(await handle.confirm()).toEqual({ status: 'redirected' });
    expect(visited).toHaveLength(1);
    const bank = new URL(visited[0] ?? '');
    expect(bank.pathname).toMatch(/^\/__sandbox\/bank\/pi_/);
    expect(bank.searchParams.get('return_url')).toBe('https://partner.test/rooms/1');
    expect(await provider.retrieveStatus(session)).toBe('requires_action');
  });

  it('keeps the card number out of every storage', async () => {
    await pay('4242 4242 4242 4242');
    const stored =
      JSON.stringify({ ...window.sessionStorage }) + JSON.stringify({ ...window.localStorage });
    expect(stored).not.toMatch(/4242/);
  });
});
