import type { QueryClient } from '@tanstack/react-query';
import type { PartnerClient } from '@unistay/api-client';

export const DEFAULT_SCOPE = 'default';
export const DEFAULT_LOCALE = 'en-GB';
const DEFAULT_PER_PAGE = 10;

/**
 * Where every key begins, so one cache never mixes what it must keep apart: `scope` names a
 * client (two partners, or two APIs, in one app), `locale` the language the API was asked to
 * answer in.
 */
export interface QueryScope {
  /**
   * The name this client's data is cached under: the provider's `scope`, the same on the server
   * and in the browser so a page rendered on the server hydrates without asking again. A name of
   * yours, never a partner ID or a token. Default `'default'`.
   */
  scope?: string | undefined;
  /**
   * The language the API is asked to answer in (its `Accept-Language`), and the catalogue's keys
   * with it: the API words parts of the catalogue. Default `'en-GB'` in keys; without it, the
   * client's own `locale` option is sent.
   */
  locale?: string | undefined;
}

/** What each query factory is bound to: a client, the cache it fills, and its scope. */
export interface QueryFactoryOptions extends QueryScope {
  /** On a server, one with the partner's credentials; in a browser, one pointed at your proxy. */
  client: PartnerClient;
  /** The cache the factory's queries fill: a listed item fills its detail entry too. */
  queryClient: QueryClient;
}

/** The key's prefix for a scope: `['unistay', scope]`. */
export const scopePrefix = ({ scope }: QueryScope = {}) =>
  ['unistay', scope ?? DEFAULT_SCOPE] as const;

/** The language in a catalogue key. */
export const keyLocale = ({ locale }: QueryScope = {}) => locale ?? DEFAULT_LOCALE;

/** What a write sends: the language, when one was given. */
export const writeOptions = ({ locale }: QueryScope) => (locale ? { locale } : {});

/** What a read sends: the caller's signal, and the language when one was given. */
export const readOptions = (scope: QueryScope, signal: AbortSignal) => ({
  ...writeOptions(scope),
  signal,
});

/**
 * `{}` and `{ page: 1, perPage: 10 }` are the same page, so they share one cache entry; a filter
 * left `undefined` is not sent.
 */
export function normalisePaging<Params extends { page?: number; perPage?: number }>(
  params: Params,
): Params & { page: number; perPage: number } {
  const given = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as Params;
  return { ...given, page: params.page ?? 1, perPage: params.perPage ?? DEFAULT_PER_PAGE };
}
