import type { Fault } from './faults.js';
import type { SandboxPartner } from './seed.js';
import type { WebhookDeliveryOptions, WebhookSubscription } from './webhooks.js';
import type { WireDateOrder } from './wireSchemas.js';

/**
 * How `createSandbox` builds its simulation. All optional; the same `seed` gives the same ids,
 * tokens and enquiries.
 */
export interface SandboxOptions {
  /** Seeds ids, tokens and the generated enquiries. Same seed, same sandbox. */
  seed?: number;
  /** Who may call, with which credentials. Default: `SANDBOX_PARTNERS`. */
  partners?: readonly SandboxPartner[];
  /** Seeded enquiries per partner, in the order of `partners`. Default `[57, 48]`. */
  enquiryCounts?: readonly number[];
  /** How long a checkout session token lives. Default 30 minutes. */
  sessionTtlMs?: number;
  /** The clock, for tests of expiry. */
  now?: () => number;
  /**
   * How long a payment with the processing test card (4000 0000 0000 0077) stays `processing`
   * before it succeeds, on `now`'s clock. Default 3 000 ms.
   */
  paymentSettleMs?: number;
  /** Faults in force from the start, and again after each `reset`. */
  faults?: readonly Fault[];
  /** The wire order of date_of_birth it accepts. Default `'DD-MM-YYYY'`, the public API's. */
  dateOfBirthFormat?: WireDateOrder;
  /**
   * The address browsers reach the sandbox at, for `checkout_url` and pagination links, when that is
   * not the address requests arrive at (behind a proxy). Default: each request's origin.
   */
  publicUrl?: string;
  /**
   * Webhooks, as a partner registers them in the dashboard: each event of a type in `events` is
   * posted to `url` with the token and headers. Also settable at `/__sandbox/webhooks`.
   */
  webhooks?: readonly WebhookSubscription[];
  /** Retries and faults of webhook deliveries. Default: 6 attempts, backoff from 1 s, 10 s each. */
  webhookDelivery?: WebhookDeliveryOptions;
  /** The fetch webhook deliveries go through. Default: the global one. */
  fetch?: typeof fetch;
}
