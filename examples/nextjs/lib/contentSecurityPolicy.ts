import { pagePolicy } from '@unistay/demo/contentSecurityPolicy';
import { measurementSetting, measuresWithGoogle } from './measurement';

type Env = Record<string, string | undefined>;

/** Cloudflare Turnstile's keys, when both are set: the pages then show its human check. */
export function turnstileKeys(env: Env): { siteKey: string; secret: string } | null {
  const siteKey = env.TURNSTILE_SITE_KEY?.trim();
  const secret = env.TURNSTILE_SECRET_KEY?.trim();
  return siteKey && secret ? { siteKey, secret } : null;
}

/**
 * The pages' policy: scripts only with this response's nonce (and what they load: Next.js's
 * chunks, stripe.js, Turnstile's script with its keys set), nothing from other origins but the
 * API's (its photos; on the sandbox, its card simulation), Stripe's, since the live API's checkout
 * sessions pay through Stripe, Turnstile's where it checks that a student is a person, and Google
 * Analytics' once the student has allowed measurement (`measurementCookie`, their answer) and
 * never before: what this page may reach is what they agreed to.
 */
export function contentSecurityPolicy({
  nonce,
  env,
  measurementCookie,
  development = false,
}: {
  nonce: string;
  env: Env;
  measurementCookie?: string;
  development?: boolean;
}): string {
  const apiUrl = env.PARTNER_API_URL;
  return pagePolicy({
    apiOrigin: apiUrl && URL.canParse(apiUrl) ? new URL(apiUrl).origin : null,
    connectToApi: true,
    stripe: true,
    turnstile: turnstileKeys(env) !== null,
    googleAnalytics: measuresWithGoogle(measurementSetting(env, measurementCookie)),
    scriptSources: [
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(development ? ["'unsafe-eval'"] : []),
    ],
  });
}
