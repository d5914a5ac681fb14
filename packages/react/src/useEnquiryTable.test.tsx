import { act, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderWithUnistay, setupSandboxServer } from '../../../test/sandboxSetup.js';
import { type EnquiryTableOptions, useEnquiryTable } from './useEnquiryTable.js';
import { boundedTableState, ENQUIRY_PAGE_SIZES } from './useEnquiryTableState.js';

const api = setupSandboxServer();

const renderTable = (options: EnquiryTableOptions = {}) =>
  renderWithUnistay(() => useEnquiryTable(options));

describe('useEnquiryTable', () => {
  it('loads the first page, then keeps it shown, refreshing, while the next loads', async () => {
    api.sandbox.faults.add({ route: 'enquiries.list', latencyMs: 300, times: 1 });
    const { result } = renderTable();
    expect(result.current).toMatchObject({ loading: true, refreshing: false, items: [] });
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current).toMatchObject({ loading: false, empty: false, beyondLast: false });
    const firstPage = result.current.items.map((enquiry) => enquiry.id);
    // The next page is fetched ahead: let it land first, so the delay below meets page 3.
    await waitFor(() => expect(api.count('GET /api/enquiries?page=2&per_page=10')).toBe(1));

    api.sandbox.faults.add({ route: 'enquiries.list', latencyMs: 300, times: 1 });
    act(() => result.current.state.setPage(3));
    await waitFor(() => expect(result.current.refreshing).toBe(true));
    expect(result.current.items.map((enquiry) => enquiry.id)).toEqual(firstPage);
    await waitFor(() => expect(result.current.meta?.current_page).toBe(3));
    expect(result.current.refreshing).toBe(false);
  });

  it('takes a link asking for five million rows as 100 a page: one request, 100 rows', async () => {
    window.history.replaceState(null, '', '/staff?per_page=5000000&page=99999999');
    const { result } = renderTable({ syncWithUrl: true });
    expect(result.current.state).toMatchObject({ perPage: 100, page: 10_000 });
    await waitFor(() => expect(result.current.beyondLast).toBe(true));
    expect(api.requests.filter((line) => line.startsWith('GET /api/enquiries'))).toEqual([
      'GET /api/enquiries?page=10000&per_page=100',
    ]);
    window.history.replaceState(null, '', '/');
  });

  it('keeps any page and page size asked for within bounds (generated)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer()),
        fc.oneof(fc.double(), fc.integer()),
        (page, perPage) => {
          const state = boundedTableState({ page, perPage });
          expect(ENQUIRY_PAGE_SIZES).toContain(state.perPage);
          expect(Number.isInteger(state.page)).toBe(true);
          expect(state.page).toBeGreaterThanOrEqual(1);
          expect(state.page).toBeLessThanOrEqual(10_000);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('says when the page asked for is past the last one', async () => {
    const { result } = renderTable({ initial: { page: 40 } });
    await waitFor(() => expect(result.current.beyondLast).toBe(true));
    expect(result.current.items).toEqual([]);
    expect(result.current.meta?.total_pages).toBe(6);
  });

  it('says when there is no enquiry with the status filtered on', async () => {
    // The accommodation side resolves every pending enquiry.
    const pending = await api.sandbox.handle(
      new Request('https://partner-api.test/api/enquiries?filter[status]=pending&per_page=100', {
        headers: { 'X-API-PARTNER-ID': 'sandbox-partner', Authorization: 'Bearer sandbox-token' },
      }),
    );
    for (const { id } of (await pending.json()).data.items) {
      await api.sandbox.handle(
        new Request(`https://partner-api.test/__sandbox/enquiries/${id}/status`, {
          method: 'POST',
          body: JSON.stringify({ status: 'resolved' }),
        }),
      );
    }
    const { result } = renderTable({ initial: { status: 'pending' } });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ empty: true, beyondLast: false, items: [] });
    act(() => result.current.state.setStatus(undefined));
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.empty).toBe(false);
  });

  it('reports a failure and loads again on retry', async () => {
    // Past the retries: a 404 is not retried.
    api.sandbox.faults.add({ route: 'enquiries.list', status: 404, times: 1 });
    const { result } = renderTable();
    await waitFor(() => expect(result.current.error?.kind).toBe('not_found'));
    api.sandbox.faults.clear();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.error).toBeNull();
  });
});
