import 'server-only';

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
} as const;

export type SettingName = keyof typeof SETTINGS;

const REQUIRED: SettingName[] = ['PARTNER_API_URL', 'PARTNER_ID', 'PARTNER_ACCESS_TOKEN'];

/** The settings, or the names of those missing (an address that is not one counts as missing). */
export function partnerSettings(
  env: Record<string, string | undefined> = process.env,
): PartnerSettings | { missing: SettingName[] } {
  const missing = REQUIRED.filter((name) => !env[name]?.trim());
  const apiUrl = env.PARTNER_API_URL?.trim() ?? '';
  if (apiUrl && !URL.canParse(apiUrl)) missing.unshift('PARTNER_API_URL');
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
