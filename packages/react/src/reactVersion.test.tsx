import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createPartnerClient } from '@unistay/api-client';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { describe, expect, inject, it } from 'vitest';
import { UnistayProvider, useUnistayClient } from './index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    reactMajor: number;
  }
}

// The hook and component tests run once per supported React major; this proves which one ran.
describe('the React these tests run on', () => {
  it('is the major the project names, for react and react-dom alike', () => {
    const major = String(inject('reactMajor'));
    expect(reactVersion.split('.')[0]).toBe(major);
    expect(reactDomVersion.split('.')[0]).toBe(major);
  });

  it('is the one our hooks and @tanstack/react-query bind to: one React, not two', () => {
    const client = createPartnerClient({ baseUrl: 'https://partner-api.test' });
    const { result } = renderHook(() => useUnistayClient(), {
      wrapper: ({ children }) => (
        <UnistayProvider client={client} queryClient={new QueryClient()}>
          {children}
        </UnistayProvider>
      ),
    });
    expect(result.current).toBe(client);
  });
});
