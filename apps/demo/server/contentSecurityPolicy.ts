/**
 * Stripe's hosts a Content-Security-Policy must allow for its Payment Element: stripe.js, its
 * frames, and its API.
 */
export const STRIPE_HOSTS = {
  script: 'https://js.stripe.com',
  frame: 'https://js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
};

/** Cloudflare Turnstile's host: its script and the frame its check runs in. */
export const TURNSTILE_HOST = 'https://challenges.cloudflare.com';

/** What a page's policy allows beyond its own origin. */
export interface PagePolicyOptions {
  /** The Partner API's origin: its photos, and with `connectToApi` its calls (on the sandbox, the card simulation). */
  apiOrigin?: string | null;
  connectToApi?: boolean;
  /** Stripe's hosts, for its Payment Element. */
  stripe?: boolean;
  /** Cloudflare Turnstile's host, for its human check. */
  turnstile?: boolean;
  /** Added to `script-src`, like a response's nonce. */
  scriptSources?: readonly string[];
}

/**
 * A page's Content-Security-Policy, for the Vite demo and the Next.js example alike: nothing
 * inline, nothing from other origins but the API's and, when asked, Stripe's and Turnstile's. (No imports: the
 * Vite config reads it as it loads.)
 */
export function pagePolicy({
  apiOrigin,
  connectToApi = false,
  stripe = false,
  turnstile = false,
  scriptSources = [],
}: PagePolicyOptions): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  const withStripe = (hosts: string) => (stripe ? ` ${hosts}` : '');
  const withTurnstile = turnstile ? ` ${TURNSTILE_HOST}` : '';
  const frames = `${stripe ? ` ${STRIPE_HOSTS.frame}` : ''}${withTurnstile}`;
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources].join(' ')}${withStripe(STRIPE_HOSTS.script)}${withTurnstile}`,
    "style-src 'self'",
    `img-src 'self' data:${api}`,
    `connect-src 'self'${connectToApi ? api : ''}${withStripe(STRIPE_HOSTS.connect)}`,
    ...(frames ? [`frame-src${frames}`] : []),
    "font-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
