import 'server-only';
import { createPartnerClient, type PartnerClient, partnerCredentials } from '@unistay/api-client';
import { createUnistayQueryClient } from '@unistay/react/queries';
import { cache } from 'react';
import { type PartnerSettings, partnerSettings } from './settings';

let made: { key: string; client: PartnerClient } | null = null;

/**
 * The client this server calls the API with: its credentials, straight to the API (the browser's
 * client has none and goes through /api). One for the process, made on first use.
 */
export function serverClient(settings: PartnerSettings): PartnerClient {
  const key = `${settings.apiUrl} ${settings.partnerId} ${settings.accessToken}`;
  if (made?.key !== key) {
    made = {
      key,
      client: createPartnerClient({
        baseUrl: settings.apiUrl,
        credentials: partnerCredentials({
          partnerId: settings.partnerId,
          accessToken: settings.accessToken,
        }),
      }),
    };
  }
  return made.client;
}

/**
 * One QueryClient a request, shared by the page and its `generateMetadata` (React's `cache` lasts
 * one server request), so the room is fetched once for both.
 */
export const requestQueryClient = cache(() => createUnistayQueryClient());

/** The settings and the client, or what is missing. */
export function partnerApi() {
  const settings = partnerSettings();
  if ('missing' in settings) return settings;
  return { settings, client: serverClient(settings) };
}
