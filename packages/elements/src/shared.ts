import type { QueryClient } from '@tanstack/react-query';
import { createPartnerClient, type PartnerClient } from '@unistay/api-client';
import { createUnistayQueryClient } from '@unistay/react';

/**
 * What every element on the page shares: one client per proxy address, and one cache, so a room
 * the `<unistay-room>` loaded is not asked for again by a button or a form beside it.
 */
const clients = new Map<string, PartnerClient>();
let queryClient: QueryClient | null = null;

/** The client for the partner's proxy at `apiBase` ('' for this site's own origin). */
export function clientFor(apiBase: string): PartnerClient {
  let client = clients.get(apiBase);
  if (!client) {
    client = createPartnerClient({ baseUrl: apiBase });
    clients.set(apiBase, client);
  }
  return client;
}

export function sharedQueryClient(): QueryClient {
  queryClient ??= createUnistayQueryClient();
  return queryClient;
}
