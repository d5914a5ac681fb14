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

/**
 * Google Analytics 4's hosts, as Google's guide to CSP lists them for GA4 without Google Signals:
 * gtag.js, and where it sends its hits.
 */
export const GOOGLE_ANALYTICS_HOSTS = {
  script: 'https://*.googletagmanager.com',
  img: 'https://*.google-analytics.com https://*.googletagmanager.com',
  connect:
    'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
};

/** What a page's policy allows beyond its own origin. */
export interface PagePolicyOptions {
  /** The Partner API's origin: its photos, and with `connectToApi` its calls (on the sandbox, the card simulation). */
  apiOrigin?: string | null;
  connectToApi?: boolean;
  /** Stripe's hosts, for its Payment Element. */
  stripe?: boolean;
  /** Cloudflare Turnstile's host, for its human check. */
  turnstile?: boolean;
  /** Google Analytics' hosts: only once the student has allowed measurement. */
  googleAnalytics?: boolean;
  /** Added to `script-src`, like a response's nonce. */
  scriptSources?: readonly string[];
}

/**
 * A page's Content-Security-Policy, for the Vite demo and the Next.js example alike: nothing
 * inline, nothing from other origins but the API's and, when asked, Stripe's, Turnstile's and
 * Google Analytics'. (No imports: the Vite config reads it as it loads.)
 */
export function pagePolicy({
  apiOrigin,
  connectToApi = false,
  stripe = false,
  turnstile = false,
  googleAnalytics = false,
  scriptSources = [],
}: PagePolicyOptions): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  const withStripe = (hosts: string) => (stripe ? ` ${hosts}` : '');
  const withGoogle = (hosts: string) => (googleAnalytics ? ` ${hosts}` : '');
  const withTurnstile = turnstile ? ` ${TURNSTILE_HOST}` : '';
  const frames = `${stripe ? ` ${STRIPE_HOSTS.frame}` : ''}${withTurnstile}`;
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources].join(' ')}${withStripe(STRIPE_HOSTS.script)}${withTurnstile}${withGoogle(GOOGLE_ANALYTICS_HOSTS.script)}`,
    "style-src 'self'",
    `img-src 'self' data:${api}${withGoogle(GOOGLE_ANALYTICS_HOSTS.img)}`,
    `connect-src 'self'${connectToApi ? api : ''}${withStripe(STRIPE_HOSTS.connect)}${withGoogle(GOOGLE_ANALYTICS_HOSTS.connect)}`,
    ...(frames ? [`frame-src${frames}`] : []),
    "font-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
