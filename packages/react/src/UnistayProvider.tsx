'use client';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import type { PartnerClient } from '@unistay/api-client';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { type CheckoutMutations, createCheckoutMutations } from './checkoutMutations.js';
import { createEnquiryQueries, type EnquiryQueries } from './enquiryQueries.js';
import { retryDelay, shouldRetryRead } from './retryPolicy.js';

/** Texts a partner overrides by key; the components define the keys and their English defaults. */
export type UnistayMessages = Record<string, string>;

export interface UnistayContextValue {
  client: PartnerClient;
  locale: string;
  messages: UnistayMessages;
  enquiryQueries: EnquiryQueries;
  checkoutMutations: CheckoutMutations;
}

const UnistayContext = createContext<UnistayContextValue | null>(null);
UnistayContext.displayName = 'UnistayContext';

export interface UnistayProviderProps {
  /** From `createPartnerClient`: in a browser, one pointed at your proxy. */
  client: PartnerClient;
  /**
   * The QueryClient to cache in. Without one, the host's `QueryClientProvider` is used when there
   * is one, and a QueryClient is created only when there is none.
   */
  queryClient?: QueryClient;
  /** BCP 47 locale for dates, prices and country names. Default `en`. */
  locale?: string;
  messages?: UnistayMessages;
  children?: ReactNode;
}

/** A QueryClient with Unistay's retry policy as its default, for apps that have none. */
export function createUnistayQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, retryDelay },
      mutations: { retry: false },
    },
  });
}

export function UnistayProvider({
  client,
  queryClient,
  locale = 'en',
  messages,
  children,
}: UnistayProviderProps) {
  const hostQueryClient = useContext(QueryClientContext);
  const [ownQueryClient] = useState(() =>
    queryClient || hostQueryClient ? null : createUnistayQueryClient(),
  );
  const activeQueryClient = (queryClient ?? hostQueryClient ?? ownQueryClient) as QueryClient;

  const value = useMemo<UnistayContextValue>(
    () => ({
      client,
      locale,
      messages: messages ?? {},
      enquiryQueries: createEnquiryQueries(client, activeQueryClient),
      checkoutMutations: createCheckoutMutations(client),
    }),
    [client, locale, messages, activeQueryClient],
  );

  const content = <UnistayContext.Provider value={value}>{children}</UnistayContext.Provider>;
  // Provide a QueryClient only when the host's is not the one in use.
  return activeQueryClient === hostQueryClient ? (
    content
  ) : (
    <QueryClientProvider client={activeQueryClient}>{content}</QueryClientProvider>
  );
}

/** Everything the provider holds. */
export function useUnistay(): UnistayContextValue {
  const value = useContext(UnistayContext);
  if (!value) {
    throw new Error(
      'No Unistay client set: wrap the part of your app that uses Unistay in <UnistayProvider client={createPartnerClient(...)}>.',
    );
  }
  return value;
}

/** The Partner API client from the nearest `UnistayProvider`. */
export function useUnistayClient(): PartnerClient {
  return useUnistay().client;
}
