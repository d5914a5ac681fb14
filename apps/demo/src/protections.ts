/**
 * What the proxy in front of the API does to keep bots off the public forms and the checkout, as
 * a partner's server would: the demo's server applies it on the sandbox, the Next.js example
 * always; the demo's Sandbox page shows it.
 */
export const PROXY_PROTECTIONS = {
  /** The writes (both enquiries, both checkout calls) from one client address. */
  perAddress: { windowMs: 60_000, max: 30 },
  /** Enquiries for one email address, from wherever they come. */
  perEmail: { windowMs: 60 * 60_000, max: 20 },
  /** The same enquiry again within this is answered with the first one's reference. */
  duplicateWindowMs: 10 * 60_000,
  /** How long the proxy trusts a student who passed the human check. */
  trustHumansForMs: 30 * 60_000,
} as const;
