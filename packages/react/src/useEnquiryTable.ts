'use client';
import type { Enquiry, PaginationMeta, PartnerApiError } from '@unistay/api-client';
import { useEnquiries } from './useEnquiries.js';
import {
  type EnquiryTableState,
  type EnquiryTableStateApi,
  type EnquiryTableStateOptions,
  useEnquiryTableState,
} from './useEnquiryTableState.js';

export interface EnquiryTableOptions extends EnquiryTableStateOptions {
  /** Where an uncontrolled table starts. Default page 1, 10 a page, every status. */
  initial?: Partial<EnquiryTableState>;
  /**
   * A state from `useEnquiryTableState`, to share with controls of your own; otherwise the
   * controller keeps its own (from `initial` and the other options).
   */
  state?: EnquiryTableStateApi;
}

export interface EnquiryTableController {
  /** Page, page size and status filter, with their setters. */
  state: EnquiryTableStateApi;
  /** The page's enquiries: those of the page shown, kept while the next one loads. */
  items: readonly Enquiry[];
  meta: PaginationMeta | undefined;
  /** The first load: nothing to show yet. */
  loading: boolean;
  /** Another page or filter is loading; the previous page is still shown. */
  refreshing: boolean;
  /** No enquiry at all (for this status, when filtered). */
  empty: boolean;
  /** The page asked for is past the last one (the list shrank, or an old link). */
  beyondLast: boolean;
  error: PartnerApiError | null;
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
