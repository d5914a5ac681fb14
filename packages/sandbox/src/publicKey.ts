/** The card provider's public key every sandbox checkout session gives. */
export const SANDBOX_PUBLIC_KEY = 'pk_sandbox_unistay';

/**
 * Whether a checkout session's `card_provider.public_key` is the sandbox's (`pk_sandbox_...`),
 * not a real card provider's: pay such a session through `sandboxCardProvider`, any other through
 * the partner's real one (`cardProviderByKey` from `@unistay/react/checkout` chooses per session).
 */
export const isSandboxPublicKey = (publicKey: string): boolean =>
  publicKey.startsWith('pk_sandbox_');
