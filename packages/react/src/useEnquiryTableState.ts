'use client';
import { ENQUIRY_STATUSES, type KnownEnquiryStatus } from '@unistay/api-client';
import { MAX_PAGE } from '@unistay/api-client/schemas';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** The enquiry table's page (from 1), page size and status filter (none: every status). */
export interface EnquiryTableState {
  page: number;
  perPage: number;
  status?: KnownEnquiryStatus | undefined;
}

/**
 * How the enquiry table's state is kept: in this component (the default), in the URL, or controlled
 * by yours with `value` and `onChange`, and which page sizes it offers.
 */
export interface EnquiryTableStateOptions {
  /**
   * Keep the state in the query string (`page`, `per_page`, `status`, after `prefix`), so a view
   * can be shared and the back button steps through pages.
   */
  syncWithUrl?: boolean | { prefix?: string };
  /** Controlled: the state comes from here, and changes go to `onChange` only. */
  value?: EnquiryTableState;
  /** Given each change, controlled or not; a new filter or page size comes with page 1. */
  onChange?: (state: EnquiryTableState) => void;
  /** The page sizes offered; any other asked for (in the URL, say) is taken as the nearest. */
  pageSizes?: readonly number[];
}

/** The page sizes a table offers by default: at most the API's 100. */
export const ENQUIRY_PAGE_SIZES = [10, 25, 50, 100] as const;

const DEFAULTS: EnquiryTableState = { page: 1, perPage: 10 };

/**
 * A state within bounds, whatever asked for it (a shared link, a partner's prop): the page from 1
 * to the API's last (10 000), the page size the offered one nearest to what was asked. A link
 * asking for five million rows gets 100, not five million placeholders.
 */
export function boundedTableState<State extends EnquiryTableState>(
  state: State,
  pageSizes: readonly number[] = ENQUIRY_PAGE_SIZES,
): State {
  const page = Math.min(Math.max(1, Math.trunc(state.page) || 1), MAX_PAGE);
  const asked = Number.isFinite(state.perPage) ? state.perPage : DEFAULTS.perPage;
  const perPage = pageSizes.reduce(
    (nearest, size) => (Math.abs(size - asked) < Math.abs(nearest - asked) ? size : nearest),
    pageSizes[0] ?? DEFAULTS.perPage,
  );
  return page === state.page && perPage === state.perPage ? state : { ...state, page, perPage };
}
const isStatus = (value: string | null): value is KnownEnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(value ?? '');
const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

function readUrl(prefix: string): Partial<EnquiryTableState> {
  const query = new URLSearchParams(window.location.search);
  const status = query.get(`${prefix}status`);
  return {
    page: positive(query.get(`${prefix}page`)),
    perPage: positive(query.get(`${prefix}per_page`)),
    status: isStatus(status) ? status : undefined,
  };
}

function writeUrl(prefix: string, state: EnquiryTableState) {
  const url = new URL(window.location.href);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) url.searchParams.delete(`${prefix}${name}`);
    else url.searchParams.set(`${prefix}${name}`, value);
  };
  // Defaults stay out of the address, so a plain list has a plain URL.
  set('page', state.page === DEFAULTS.page ? undefined : String(state.page));
  set('per_page', state.perPage === DEFAULTS.perPage ? undefined : String(state.perPage));
  set('status', state.status);
  if (url.href !== window.location.href) window.history.pushState(window.history.state, '', url);
}

const defined = (state: Partial<EnquiryTableState>) =>
  Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined));

/**
 * The table's page, page size and status filter. Changing the filter or the page size goes back to
 * page 1. Uncontrolled from `initial`, or controlled with `value` and `onChange`.
 */
export function useEnquiryTableState(
  initial: Partial<EnquiryTableState> = {},
  options: EnquiryTableStateOptions = {},
) {
  const { syncWithUrl, value, onChange, pageSizes = ENQUIRY_PAGE_SIZES } = options;
  const prefix = typeof syncWithUrl === 'object' ? (syncWithUrl.prefix ?? '') : '';
  const [own, setOwn] = useState<EnquiryTableState>(() => ({
    ...DEFAULTS,
    ...defined(initial),
    ...(syncWithUrl && typeof window !== 'undefined' ? defined(readUrl(prefix)) : {}),
  }));
  const state = useMemo(() => boundedTableState(value ?? own, pageSizes), [value, own, pageSizes]);
  // Read once, as useState reads it: what the back button restores when the URL has nothing.
  const initialState = useRef(initial);

  useEffect(() => {
    if (!syncWithUrl || value) return;
    const restore = () =>
      setOwn({ ...DEFAULTS, ...defined(initialState.current), ...defined(readUrl(prefix)) });
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [syncWithUrl, value, prefix]);

  const update = useCallback(
    (next: EnquiryTableState) => {
      if (!value) setOwn(next);
      if (syncWithUrl) writeUrl(prefix, next);
      onChange?.(next);
    },
    [value, syncWithUrl, prefix, onChange],
  );

  return useMemo(
    () => ({
      ...state,
      setPage: (page: number) => update({ ...state, page }),
      setPerPage: (perPage: number) => update({ ...state, perPage, page: 1 }),
      setStatus: (status: KnownEnquiryStatus | undefined) => update({ ...state, status, page: 1 }),
    }),
    [state, update],
  );
}
/**
 * What `useEnquiryTableState` returns: the state, always within bounds, and `setPage`, `setPerPage`
 * and `setStatus`; the last two go back to page 1.
 */
export type EnquiryTableStateApi = ReturnType<typeof useEnquiryTableState>;
