import { createPartnerProxy, toNodeListener } from '@unistay/api-client/server';
import { createSandbox } from '@unistay/sandbox';

/**
 * The demo's server side: the Partner API proxy at `/api`, so the browser holds no credentials.
 * With PARTNER_API_URL, PARTNER_ID and PARTNER_ACCESS_TOKEN set it forwards to the live API;
 * otherwise to a sandbox in this process, whose own routes (`/__sandbox/...`) are served too.
 */
export function createDemoApi(env: Record<string, string | undefined> = process.env) {
  const { PARTNER_API_URL, PARTNER_ID, PARTNER_ACCESS_TOKEN } = env;
  if (PARTNER_API_URL && PARTNER_ID && PARTNER_ACCESS_TOKEN) {
    const proxy = createPartnerProxy({
      upstream: PARTNER_API_URL,
      partnerId: PARTNER_ID,
      accessToken: PARTNER_ACCESS_TOKEN,
    });
    return {
      mode: 'live' as const,
      handle: proxy,
      nodeListener: toNodeListener(proxy),
      sandbox: null,
    };
  }

  const sandbox = createSandbox();
  const [partner] = sandbox.partners;
  if (!partner) throw new Error('The sandbox has no partner to act as.');
  const { partnerId, accessToken } = partner;
  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/__sandbox/')) return sandbox.handle(request);
    // Upstream is this server's own origin, so the links the sandbox writes (checkout_url,
    // pagination) point where the browser can follow them; the request never leaves the process.
    const proxy = createPartnerProxy({
      upstream: url.origin,
      partnerId,
      accessToken,
      fetch: async (input, init) => sandbox.handle(new Request(input, init)),
    });
    return proxy(request);
  }
  return { mode: 'sandbox' as const, handle, nodeListener: toNodeListener(handle), sandbox };
}
export type DemoApi = ReturnType<typeof createDemoApi>;
