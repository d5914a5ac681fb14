import { renderHook } from '@testing-library/react';
import { createPartnerClient } from '@unistay/api-client';
import { createSandbox, SANDBOX_PARTNERS, type SandboxOptions } from '@unistay/sandbox';
import { sandboxHandlers } from '@unistay/sandbox/msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createUnistayQueryClient, UnistayProvider } from './UnistayProvider.js';

const BASE_URL = 'https://partner-api.test';

/**
 * The sandbox behind MSW for a test file, reset after each test, with a log of every request as
 * `METHOD /path?query` and of every request that was aborted.
 */
export function setupSandboxServer(options: SandboxOptions = {}) {
  const sandbox = createSandbox(options);
  const requests: string[] = [];
  const aborted: string[] = [];
  const server = setupServer(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }));
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const line = `${request.method} ${url.pathname}${decodeURIComponent(url.search)}`;
    requests.push(line);
    request.signal.addEventListener('abort', () => aborted.push(line));
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sandbox.reset();
    requests.length = 0;
    aborted.length = 0;
  });
  afterAll(() => server.close());
  return {
    sandbox,
    requests,
    aborted,
    count: (line: string) => requests.filter((r) => r === line).length,
  };
}

/** A provider on the sandbox with a fresh QueryClient, as a partner's app would have. */
export function createUnistayWrapper() {
  const partner = SANDBOX_PARTNERS[0];
  const client = createPartnerClient({
    baseUrl: BASE_URL,
    partnerId: partner?.partnerId,
    accessToken: partner?.accessToken,
  });
  const queryClient = createUnistayQueryClient();
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <UnistayProvider client={client} queryClient={queryClient}>
        {children}
      </UnistayProvider>
    );
  }
  return { client, queryClient, wrapper };
}

export function renderWithUnistay<Result, Props>(
  hook: (props: Props) => Result,
  options: { initialProps?: Props } = {},
) {
  const { queryClient, wrapper } = createUnistayWrapper();
  return { queryClient, ...renderHook(hook, { wrapper, initialProps: options.initialProps }) };
}

export const student = {
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara@example.com',
  contact_number: '+44 7700 900123',
  message: 'Can I pay the holding deposit from abroad?',
};
