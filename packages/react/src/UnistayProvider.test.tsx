import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { createPartnerClient } from '@unistay/api-client';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { UnistayProvider, useUnistay, useUnistayClient } from './UnistayProvider.js';

const client = createPartnerClient({ baseUrl: '' });

describe('UnistayProvider', () => {
  it('tells how to fix a missing provider', () => {
    expect(() => renderHook(() => useUnistayClient())).toThrow(
      'No Unistay client set: wrap the part of your app that uses Unistay in <UnistayProvider client={createPartnerClient(...)}>.',
    );
  });

  it("uses the host's QueryClient when there is one", () => {
    const host = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={host}>
        <UnistayProvider client={client}>{children}</UnistayProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useQueryClient(), { wrapper });
    expect(result.current).toBe(host);
  });

  it('creates a QueryClient only when there is none, and keeps it across renders', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UnistayProvider client={client}>{children}</UnistayProvider>
    );
    const { result, rerender } = renderHook(() => useQueryClient(), { wrapper });
    const created = result.current;
    expect(created).toBeInstanceOf(QueryClient);
    rerender();
    expect(result.current).toBe(created);
  });

  it('prefers the QueryClient it is given, and passes on the client, locale and messages', () => {
    const given = new QueryClient();
    const messages = { submit: 'Envoyer' };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UnistayProvider client={client} queryClient={given} locale="fr" messages={messages}>
        {children}
      </UnistayProvider>
    );
    const { result } = renderHook(
      () => ({ queryClient: useQueryClient(), unistay: useUnistay() }),
      { wrapper },
    );
    expect(result.current.queryClient).toBe(given);
    expect(result.current.unistay).toMatchObject({ client, locale: 'fr', messages });
  });

  it('renders its children', () => {
    const view = render(
      <UnistayProvider client={client}>
        <p>inside</p>
      </UnistayProvider>,
    );
    expect(view.getByText('inside')).toBeTruthy();
  });
});
