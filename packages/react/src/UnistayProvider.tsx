'use client';
import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import type { PartnerClient } from '@unistay/api-client';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import type { UnistayAnalyticsEvent } from './analytics/analyticsEvents.js';
import type { Analytics } from './analytics/createAnalytics.js';
import { hearToldBookings } from './checkout/toldBookings.js';
import { CheckoutRegistry } from './checkoutRegistry.js';
import { type LocalePack, type TextDirection, textDirection } from './locale.js';
import { createUnistayQueryClient } from './queries/queryClient.js';
import { DEFAULT_LOCALE, DEFAULT_SCOPE, type QueryScope } from './queries/queryScope.js';
import { withLocale } from './withLocale.js';

/** Texts a partner overrides by key; the components define the keys and their English defaults. */
export type UnistayMessages = Record<string, string>;

/** What `useUnistay` returns: the provider's client, language and words. */
export interface UnistayContextValue {
  /** The provider's client, asking the API to answer in `locale` when one was given. */
  client: PartnerClient;
  /** The active BCP 47 tag: what dates, prices, numbers and country names are formatted in. */
  locale: string;
  /** The name this provider's cache entries are kept under (its `scope` prop). */
  scope: string;
  /**
   * What the provider's queries are keyed by: its `scope`, and its `locale` when one was given.
   * Spread it into a factory of `@unistay/react/queries` to share the hooks' cache entries:
   * `createRoomQueries({ client, queryClient, ...queryScope })`.
   */
  queryScope: QueryScope;
  /** The language's writing direction, for `dir`. */
  direction: TextDirection;
  /** The pack's words with the provider's `messages` over them. */
  messages: UnistayMessages;
  /**
   * The custom checkouts under way, by room, as `useCheckout` keeps them: each outlives the
   * components that show it (a language or route change, Back and Forward, a partner's own
   * conditional rendering), so a payment in flight is never lost with an unmount. Not for you to
   * read or write.
   */
  checkouts: CheckoutRegistry;
  /**
   * Reports a step of the student's journey to the provider's `analytics`; nothing without one.
   * The components and hooks call it; call it from views of your own with the same events.
   */
  track: (event: UnistayAnalyticsEvent) => void;
}

const reportNothing = () => {};

const UnistayContext = createContext<UnistayContextValue | null>(null);
UnistayContext.displayName = 'UnistayContext';

/**
 * What `UnistayProvider` takes: the client its hooks call, and optionally the cache, the student's
 * language, words of your own and the name its cache entries are kept under.
 */
export interface UnistayProviderProps {
  /** From `createPartnerClient`: in a browser, one pointed at your proxy. */
  client: PartnerClient;
  /**
   * The QueryClient to cache in. Without one, the host's `QueryClientProvider` is used when there
   * is one, and a QueryClient is created only when there is none.
   */
  queryClient?: QueryClient;
  /**
   * The student's language: a pack (`import fr from '@unistay/ui/locales/fr'`) or a BCP 47 tag
   * alone (formats only; the words stay English). Changing it re-words everything in place: no
   * remount, nothing typed lost. The API is asked to answer in it too (`Accept-Language`).
   * Default `en-GB`.
   */
  locale?: string | LocalePack;
  /** Words to replace, by key, over the pack's. */
  messages?: UnistayMessages;
  /**
   * The name this provider's data is cached under, in every query key. Needed when two providers
   * with different clients share a QueryClient (two partners, two APIs), so neither reads the
   * other's data; give the same scope to the client on your server and in the browser, so a page
   * rendered on the server hydrates without asking again. A name of yours: never a partner ID or a
   * token. Default `'default'`.
   */
  scope?: string;
  /**
   * Where the components' and hooks' analytics events go: `createAnalytics(...)` of
   * `@unistay/react/analytics`, which holds them until the student's consent allows them.
   * Without it nothing is reported, and none of that code is in the page.
   */
  analytics?: Pick<Analytics, 'track'>;
  children?: ReactNode;
}

/**
 * Which provider holds each scope of a QueryClient, and with which client: two providers with
 * different clients in one scope would read each other's cache.
 */
const scopeHolders = new WeakMap<
  QueryClient,
  Map<string, { owner: string; client: PartnerClient }>
>();

/**
 * In development, refuses a second client in a scope another provider holds; forgets the holder
 * when it unmounts. Checked while rendering, so the mistake surfaces at once, at the provider.
 */
function useOwnScope(queryClient: QueryClient, scope: string, client: PartnerClient) {
  const owner = useId();
  if (process.env.NODE_ENV !== 'production') {
    const holders = scopeHolders.get(queryClient) ?? new Map();
    scopeHolders.set(queryClient, holders);
    const holder = holders.get(scope);
    if (holder && holder.owner !== owner && holder.client !== client) {
      throw new Error(
        `UnistayProvider: two providers with different clients share one QueryClient in the scope "${scope}", so each would read the other's cached data, enquiries included. Give each its own \`scope\` (<UnistayProvider scope="partner-a" ...>), the same on your server and in the browser.`,
      );
    }
    holders.set(scope, { owner, client });
  }
  useEffect(
    () => () => {
      const holders = scopeHolders.get(queryClient);
      if (holders?.get(scope)?.owner === owner) holders.delete(scope);
    },
    [queryClient, scope, owner],
  );
}

/**
 * Gives the components and hooks below it a Partner API client, a language and a cache. Put it
 * once around the part of your app that uses Unistay.
 *
 * @example
 * <UnistayProvider client={createPartnerClient({ baseUrl: '' })} locale={fr}>
 *   <GeneralEnquiryForm />
 * </UnistayProvider>
 */
export function UnistayProvider({
  client,
  queryClient,
  locale = DEFAULT_LOCALE,
  messages,
  scope = DEFAULT_SCOPE,
  analytics,
  children,
}: UnistayProviderProps) {
  const hostQueryClient = useContext(QueryClientContext);
  const [ownQueryClient] = useState(() =>
    queryClient || hostQueryClient ? null : createUnistayQueryClient(),
  );
  const activeQueryClient = (queryClient ?? hostQueryClient ?? ownQueryClient) as QueryClient;
  const [checkouts] = useState(() => new CheckoutRegistry());
  // Unmounted, the provider takes its checkouts with it: none keeps writing its draft or telling
  // other tabs. A payment in flight still ends, and its draft, read again, finds it.
  useEffect(
    () => () => {
      for (const checkout of checkouts.values()) (checkout as { end?: () => void }).end?.();
      checkouts.clear();
    },
    [checkouts],
  );
  useOwnScope(activeQueryClient, scope, client);
  // From the page's start, the bookings other tabs tell of: a room shown later knows of them too.
  useEffect(() => hearToldBookings(checkouts, scope), [checkouts, scope]);

  const pack = typeof locale === 'string' ? null : locale;
  const tag = pack ? pack.locale : (locale as string);
  const ownDirection = useMemo(() => {
    // Said here, naming the prop, rather than by a date or a plural deep inside a component.
    try {
      return textDirection(tag);
    } catch {
      throw new RangeError(`UnistayProvider: locale "${tag}" is not a BCP 47 tag, like "en-GB".`);
    }
  }, [tag]);
  const direction = pack ? pack.direction : ownDirection;
  // Without a locale of its own the provider leaves the client's (its `locale` option) alone.
  const givenLocale = locale !== DEFAULT_LOCALE;
  const localClient = useMemo(
    () => (givenLocale ? withLocale(client, tag) : client),
    [client, tag, givenLocale],
  );
  const words = useMemo(
    () =>
      pack && messages ? { ...pack.messages, ...messages } : (messages ?? pack?.messages ?? {}),
    [pack, messages],
  );
  const track = useMemo(
    () => (analytics ? (event: UnistayAnalyticsEvent) => analytics.track(event) : reportNothing),
    [analytics],
  );
  const value = useMemo<UnistayContextValue>(
    () => ({
      client: localClient,
      locale: tag,
      scope,
      queryScope: givenLocale ? { scope, locale: tag } : { scope },
      direction,
      messages: words,
      checkouts,
      track,
    }),
    [localClient, tag, scope, givenLocale, direction, words, checkouts, track],
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
