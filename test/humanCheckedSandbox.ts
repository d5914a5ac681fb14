import { createPartnerProxy, type PartnerProxyOptions } from '@unistay/api-client/server';
import { createSandbox, sandboxHumanVerifier } from '@unistay/sandbox';

/**
 * The sandbox behind a real proxy whose `verifyHuman` is the sandbox's: a partner's server side
 * with a human check, in one process. `sent` holds each body the proxy forwarded to the API.
 */
export function humanCheckedSandbox(options: Partial<PartnerProxyOptions> = {}) {
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
    verifyHuman: sandboxHumanVerifier(),
    log: () => {},
    ...options,
  });
  return { sandbox, proxy, sent };
}
