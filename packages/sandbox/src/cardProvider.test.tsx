import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { CardFieldsHandle, CardPaymentResult, CardPaymentSession } from '@unistay/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createUnistayWrapper, setupSandboxServer } from '../../../test/sandboxSetup.js';
import { sandboxCardProvider } from './cardProvider.js';

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
}: {
  session: CardPaymentSession;
  onResult: (r: CardPaymentResult) => void;
}) {
  const [handle, setHandle] = useState<CardFieldsHandle | null>(null);
  return (
    <>
      <provider.Fields {...session} onReady={setHandle} />
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

async function pay(card: string) {
  const session = await startedSession();
  const results: CardPaymentResult[] = [];
  const { wrapper } = createUnistayWrapper();
  const user = userEvent.setup();
  render(<PaymentHarness session={session} onResult={(result) => results.push(result)} />, {
    wrapper,
  });
  await user.type(screen.getByLabelText('Card number'), card);
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  return { session, results, user, intentId: session.clientSecret.split('_secret_')[0] ?? '' };
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

  it('keeps the card number out of every storage', async () => {
    await pay('4242 4242 4242 4242');
    const stored =
      JSON.stringify({ ...window.sessionStorage }) + JSON.stringify({ ...window.localStorage });
    expect(stored).not.toMatch(/4242/);
  });
});
