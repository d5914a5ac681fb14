import {
  createPartnerClient,
  type PartnerClientOptions,
  partnerCredentials,
} from '@unistay/api-client';
import { setupServer } from 'msw/node';
import { createSandbox, type SandboxOptions } from './createSandbox.js';
import { sandboxHandlers } from './msw.js';
import { SANDBOX_PARTNERS } from './seed.js';

/** The address the test client calls and the sandbox answers at: nothing leaves the process. */
export const SANDBOX_TEST_URL = 'https://partner-api.test';

/**
 * A Partner API client on the sandbox, with the credentials of its first partner (of `partners`,
 * when your sandbox was given its own): what your app's provider gets in a test
 * (`<UnistayProvider client={createSandboxClient()}>`).
 */
export function createSandboxClient(
  options: Partial<PartnerClientOptions> & { partners?: SandboxOptions['partners'] } = {},
) {
  const { partners = SANDBOX_PARTNERS, ...clientOptions } = options;
  const [partner] = partners;
  return createPartnerClient({
    baseUrl: SANDBOX_TEST_URL,
    credentials: partner && partnerCredentials(partner),
    ...clientOptions,
  });
}

/**
 * A sandbox behind MSW for a test file (Node: Vitest or Jest), logging every request as
 * `METHOD /path?query` and every aborted one. Wire it to your runner as MSW's own server is:
 *
 * ```ts
 * const api = setupSandboxServer();
 * beforeAll(() => api.listen());
 * afterEach(() => api.reset());
 * afterAll(() => api.close());
 * ```
 */
export function setupSandboxServer(options: SandboxOptions = {}) {
  const sandbox = createSandbox(options);
  const requests: string[] = [];
  const aborted: string[] = [];
  const server = setupServer(...sandboxHandlers(sandbox, { baseUrl: SANDBOX_TEST_URL }));
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const line = `${request.method} ${url.pathname}${decodeURIComponent(url.search)}`;
    requests.push(line);
    request.signal.addEventListener('abort', () => aborted.push(line));
  });
  return {
    sandbox,
    /** A client on this sandbox, as its first partner. */
    client: (clientOptions: Partial<PartnerClientOptions> = {}) =>
      createSandboxClient({ ...clientOptions, partners: sandbox.partners }),
    /** Every request, in order, as `METHOD /path?query`. */
    requests,
    /** The requests that were aborted (a page left, a superseded query). */
    aborted,
    /** How many requests were exactly `line`. */
    count: (line: string) => requests.filter((request) => request === line).length,
    /** Starts answering; any request MSW does not handle is an error. */
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    /** The sandbox back to its seed, faults cleared, the logs emptied. */
    reset() {
      sandbox.reset();
      requests.length = 0;
      aborted.length = 0;
    },
    close: () => server.close(),
  };
}
/**
 * What `setupSandboxServer` returns: the sandbox, a client on it, the requests it saw, and
 * `listen`, `reset` and `close` for the test runner's hooks.
 */
export type SandboxTestServer = ReturnType<typeof setupSandboxServer>;
