/**
 * The human check the pages show and the server verifies: Cloudflare Turnstile with its keys set;
 * on the sandbox's credentials, the sandbox's own test widget (which anyone can tick, so never
 * for the live API); null when neither, where the limits and duplicate suppression still hold.
 * Given to the browser as it is: it holds no secret.
 */
export type HumanCheckSetting = { kind: 'turnstile'; siteKey: string } | { kind: 'sandbox' } | null;

/** The `action` this app's Turnstile widgets name, and the only one its server accepts. */
export const TURNSTILE_ACTION = 'unistay-forms';
