import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type CardFieldsProps,
  type CardPaymentStatus,
  type CardProvider,
  cardProviderByKey,
} from './cardProvider.js';

/** A card provider that says its name in its fields and answers `status` when asked. */
function namedProvider(name: string, status: CardPaymentStatus): CardProvider {
  return {
    name,
    // biome-ignore lint/correctness/noComponentHookFactories: made once each, at the module's top
    Fields: ({ publicKey, clientSecret, locale }: CardFieldsProps) => (
      <p>
        {name} fields for {publicKey} {clientSecret} in {locale}
      </p>
    ),
    retrieveStatus: async () => status,
  };
}

const stripe = namedProvider('stripe', 'processing');
const sandbox = namedProvider('sandbox', 'succeeded');
const byKey = cardProviderByKey((key) => (key.startsWith('pk_sandbox_') ? sandbox : stripe));
const noop = () => {};

describe('cardProviderByKey: the card provider a checkout session names by its key', () => {
  it("shows the chosen provider's own fields, given everything the session gave", () => {
    const { rerender } = render(
      <byKey.Fields
        publicKey="pk_live_123"
        clientSecret="pi_1_secret_2"
        onReady={noop}
        locale="fr"
      />,
    );
    expect(screen.getByText('stripe fields for pk_live_123 pi_1_secret_2 in fr')).toBeTruthy();
    rerender(
      <byKey.Fields publicKey="pk_sandbox_unistay" clientSecret="pi_3_secret_4" onReady={noop} />,
    );
    expect(screen.getByText(/^sandbox fields for pk_sandbox_unistay pi_3_secret_4/)).toBeTruthy();
    expect(screen.queryByText(/^stripe fields/)).toBeNull();
  });

  it("reads a payment's status from the provider of that session's key", async () => {
    await expect(
      byKey.retrieveStatus({ publicKey: 'pk_test_abc', clientSecret: 'pi_5_secret_6' }),
    ).resolves.toBe('processing');
    await expect(
      byKey.retrieveStatus({ publicKey: 'pk_sandbox_unistay', clientSecret: 'pi_7_secret_8' }),
    ).resolves.toBe('succeeded');
  });
});
