import { createPartnerClient } from '@unistay/api-client';
import {
  createPartnerProxy,
  type PartnerProxyOptions,
  type ProxyHumanCheckOptions,
} from '@unistay/api-client/server';
import { createSandbox, sandboxHumanVerifier } from '@unistay/sandbox';
import { withCookies } from './cookieJar.js';

/** The proxy's options, with the human check's own as changes to the sandbox's check. */
export type ProxyOptionsWithCheck = Omit<Partial<PartnerProxyOptions>, 'humanCheck'> & {
  humanCheck?: Partial<ProxyHumanCheckOptions>;
};

/**
 * The sandbox behind a real proxy whose human check is the sandbox's: a partner's server side
 * with a human check, in one process. `sent` holds each body the proxy forwarded to the API.
 */
export function humanCheckedSandbox({ humanCheck, ...options }: ProxyOptionsWithCheck = {}) {
  const sandbox = createSandbox();
  const [partner] = sandbox.partners;
  const sent: string[] = [];
  const proxy = createPartnerProxy({
    upstream: 'https://partner-api.test',
    partnerId: partner?.partnerId ?? '',
    accessToken: partner?.accessToken ?? '',
    fetch: async (input, init) => {
      sent.push(String(init?.body ?? ''));
      return sandbox.handle(new Request(input, init));
    },
    log: () => {},
    ...options,
    humanCheck: { verify: sandboxHumanVerifier(), ...humanCheck },
  });
  return { sandbox, proxy, sent };
}

/**
 * A browser's side of `humanCheckedSandbox`: a client that keeps the proxy's cookie as a browser
 * does. `requests` holds each request it sent the proxy.
 */
export function humanCheckedClient(options: ProxyOptionsWithCheck = {}) {
  const { sandbox, proxy } = humanCheckedSandbox(options);
  const requests: Request[] = [];
  /** The browser's cookie jar: each cookie the proxy set, by name (its human pass, its visitor). */
  const jar = new Map<string, string>();
  const client = createPartnerClient({
    baseUrl: 'https://partner.example',
    fetch: withCookies((request) => {
      requests.push(request);
      return proxy(request);
    }, jar),
  });
  return { sandbox, client, requests, jar };
}
