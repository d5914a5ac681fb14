import 'server-only';
import { SANDBOX_PARTNERS } from '@unistay/sandbox';
import { turnstileKeys } from './contentSecurityPolicy';

/**
 * What the app needs to reach the Partner API, read when a request arrives (never at build time,
 * so `next build` needs none of it). The token stays on this server: pages get the data, the
 * browser calls this app's proxy at /api.
 */
export interface PartnerSettings {
  apiUrl: string;
  partnerId: string;
  accessToken: string;
}

/** Each setting the app reads, with what it is for: the page shown when one is missing lists them. */
export const SETTINGS = {
  PARTNER_API_URL: 'where the Partner API is, like https://api.example.com or the sandbox',
  PARTNER_ID: 'your partner ID, sent as the X-API-PARTNER-ID header',
  PARTNER_ACCESS_TOKEN: 'your access token: it stays on this server',
  PARTNER_WEBHOOK_TOKEN: "the access token registered with this app's webhook",
  DEMO_STAFF_PASSWORD: 'the password staff sign in with to read enquiries',
  TURNSTILE_SITE_KEY:
    "Cloudflare Turnstile's site key, with TURNSTILE_SECRET_KEY and SITE_URL: the check that a person, not a script, sends each form and starts each checkout. On live credentials the app does not run without one; to run without a human check on purpose, set HUMAN_CHECK=off (and write down why)",
  TRUSTED_PROXIES:
    'how many proxies of your own stand in front of this app (1 behind one load balancer or Vercel). On live credentials it must be said, even 0 (then nothing is limited by address: Next.js cannot tell who sent a request)',
  SINGLE_INSTANCE:
    "yes where this app runs as one process: its guards count in that process's memory. On live credentials it must be said; several instances (Vercel, serverless, a cluster) need a store every instance shares, which this example leaves to you (docs/proxy.md)",
} as const;

export type SettingName = keyof typeof SETTINGS;

const REQUIRED: SettingName[] = ['PARTNER_API_URL', 'PARTNER_ID', 'PARTNER_ACCESS_TOKEN'];

/** Whether the credentials are one of the sandbox's partners: anything else is taken for live. */
export function onSandboxCredentials(env: Record<string, string | undefined> = process.env) {
  return SANDBOX_PARTNERS.some(
    (partner) =>
      partner.partnerId === env.PARTNER_ID?.trim() &&
      partner.accessToken === env.PARTNER_ACCESS_TOKEN?.trim(),
  );
}

/**
 * The settings, or the names of those missing (an address that is not one counts as missing). On
 * live credentials the guards are closed until set or opened on purpose: a human check (or
 * `HUMAN_CHECK=off`), `TRUSTED_PROXIES` and `SINGLE_INSTANCE=yes` said, so no guard is left open
 * without a word.
 */
export function partnerSettings(
  env: Record<string, string | undefined> = process.env,
): PartnerSettings | { missing: SettingName[] } {
  const missing = REQUIRED.filter((name) => !env[name]?.trim());
  const apiUrl = env.PARTNER_API_URL?.trim() ?? '';
  if (apiUrl && !URL.canParse(apiUrl)) missing.unshift('PARTNER_API_URL');
  if (missing.length === 0 && !onSandboxCredentials(env)) {
    if (!turnstileKeys(env) && env.HUMAN_CHECK?.trim() !== 'off')
      missing.push('TURNSTILE_SITE_KEY');
    if (!env.TRUSTED_PROXIES?.trim()) missing.push('TRUSTED_PROXIES');
    if (env.SINGLE_INSTANCE?.trim() !== 'yes') missing.push('SINGLE_INSTANCE');
  }
  if (missing.length > 0) return { missing: [...new Set(missing)] };
  return {
    apiUrl,
    partnerId: (env.PARTNER_ID ?? '').trim(),
    accessToken: (env.PARTNER_ACCESS_TOKEN ?? '').trim(),
  };
}

/** The API's origin: where its photos come from, and, on the sandbox, its card simulation. */
export function apiOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const url = env.PARTNER_API_URL?.trim();
  return url && URL.canParse(url) ? new URL(url).origin : null;
}
