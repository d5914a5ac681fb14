/**
 * What every query key begins with, so one cache never mixes what it must keep apart: `scope`
 * names a client (two partners, or two APIs, in one app), `locale` the language the API was asked
 * to answer in. A scope is a name the partner picks, the same on the server and in the browser so
 * a server-rendered page hydrates without asking again; never a partner ID or a token.
 */
export interface QueryScope {
  scope: string;
  locale: string;
}

export const DEFAULT_SCOPE = 'default';
export const DEFAULT_LOCALE = 'en-GB';
export const DEFAULT_QUERY_SCOPE: QueryScope = { scope: DEFAULT_SCOPE, locale: DEFAULT_LOCALE };
