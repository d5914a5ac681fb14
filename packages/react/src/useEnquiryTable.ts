'use client';
import type { Enquiry, PaginationMeta, PartnerApiError } from '@unistay/api-client';
import { useEnquiries } from './useEnquiries.js';
import {
  type EnquiryTableState,
  type EnquiryTableStateApi,
  type EnquiryTableStateOptions,
  useEnquiryTableState,
} from './useEnquiryTableState.js';

/**
 * What `useEnquiryTable` takes: where its state starts, or a state of yours to share with your own
 * controls, and how the state is kept (in the URL, or controlled).
 */
export interface EnquiryTableOptions extends EnquiryTableStateOptions {
  /** Where an uncontrolled table starts. Default page 1, 10 a page, every status. */
  initial?: Partial<EnquiryTableState>;
  /**
   * A state from `useEnquiryTableState`, to share with controls of your own; otherwise the
   * controller keeps its own (from `initial` and the other options).
   */
  state?: EnquiryTableStateApi;
}

/**
 * What `useEnquiryTable` returns: the state and its setters, the page's enquiries, and which of its
 * conditions a view shows (loading, refreshing, empty, past the last page, failed).
 */
export interface EnquiryTableController {
  /** Page, page size and status filter, with their setters. */
  state: EnquiryTableStateApi;
  /** The page's enquiries: those of the page shown, kept while the next one loads. */
  items: readonly Enquiry[];
  /** The page's totals, for pagination; undefined until the first page arrives. */
  meta: PaginationMeta | undefined;
  /** The first load: nothing to show yet. */
  loading: boolean;
  /** Another page or filter is loading; the previous page is still shown. */
  refreshing: boolean;
  /** No enquiry at all (for this status, when filtered). */
  empty: boolean;
  /** The page asked for is past the last one (the list shrank, or an old link). */
  beyondLast: boolean;
  /** Why the list could not be loaded, or null. */
  error: PartnerApiError | null;
  /** Asks for the page again, after `error`. */
  retry: () => void;
}

/**
 * The enquiry table's logic without its markup: its state (optionally in the URL), the list query
 * (one request a page, the next prefetched) and what the view shows: loading, refreshing, empty,
 * past the last page, failed.
 */
export function useEnquiryTable(options: EnquiryTableOptions = {}): EnquiryTableController {
  const { initial, state: given, ...stateOptions } = options;
  const own = useEnquiryTableState(initial, stateOptions);
  const state = given ?? own;
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = useEnquiries(state);
  const meta = data?.meta;
  const items = data?.items ?? [];
  return {
    state,
    items,
    meta,
    loading: isPending,
    refreshing: isPlaceholderData && isFetching,
    empty: meta?.total === 0,
    beyondLast: Boolean(meta && items.length === 0 && meta.current_page > meta.total_pages),
    error,
    retry: () => void refetch(),
  };
}
