/**
 * What the hook and component tests of every package share: the sandbox behind MSW for a test
 * file, and a provider on it. Built on the published `@unistay/sandbox/testing`, as a partner's
 * own tests would be.
 */
import { renderHook } from '@testing-library/react';
import {
  createUnistayQueryClient,
  UnistayProvider,
  type UnistayProviderProps,
} from '@unistay/react';
import type { SandboxOptions } from '@unistay/sandbox';
import { createSandboxClient, setupSandboxServer as setup } from '@unistay/sandbox/testing';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The sandbox behind MSW for this test file, reset after each test. */
export function setupSandboxServer(options: SandboxOptions = {}) {
  const api = setup(options);
  beforeAll(() => api.listen());
  afterEach(() => api.reset());
  afterAll(() => api.close());
  return api;
}

/** A provider on the sandbox with a fresh QueryClient, as a partner's app would have. */
export function createUnistayWrapper({ analytics }: Pick<UnistayProviderProps, 'analytics'> = {}) {
  const client = createSandboxClient();
  const queryClient = createUnistayQueryClient();
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <UnistayProvider client={client} queryClient={queryClient} analytics={analytics}>
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
