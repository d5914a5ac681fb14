import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUnistay, setupSandboxServer } from '../../../test/sandboxSetup.js';
import { enquiryKeys } from './queries/enquiryQueries.js';
import { useEnquiries } from './useEnquiries.js';
import { useEnquiry } from './useEnquiry.js';

const api = setupSandboxServer();
const page = (number: number, perPage = 10) =>
  `GET /api/enquiries?page=${number}&per_page=${perPage}`;

describe('useEnquiries', () => {
  it('sends one request per new page, none on return, and prefetches the next page', async () => {
    const { result, rerender } = renderWithUnistay(
      (props: { page: number }) => useEnquiries(props),
      {
        initialProps: { page: 1 },
      },
    );
    await waitFor(() => expect(result.current.data?.meta.current_page).toBe(1));
    await waitFor(() => expect(api.requests).toEqual([page(1), page(2)]));

    rerender({ page: 2 });
    expect(result.current.data?.meta.current_page).toBe(2);
    await waitFor(() => expect(api.requests).toEqual([page(1), page(2), page(3)]));

    rerender({ page: 1 });
    expect(result.current.data?.meta.current_page).toBe(1);
    rerender({ page: 2 });
    expect(result.current.data?.meta.current_page).toBe(2);
    expect(api.requests).toEqual([page(1), page(2), page(3)]);
  });

  it('stops prefetching at the last page', async () => {
    const { result, queryClient } = renderWithUnistay(() => useEnquiries({ page: 6 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // A prefetch would be under way by now: the effect that starts it ran with this render.
    expect(queryClient.isFetching()).toBe(0);
    expect(api.requests).toEqual([page(6)]);
  });

  it('keeps the previous page on screen while a new one loads', async () => {
    const { result, rerender } = renderWithUnistay(
      (props: { page: number }) => useEnquiries(props),
      {
        initialProps: { page: 1 },
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    api.sandbox.faults.add({ route: 'enquiries.list', latencyMs: 100 });
    rerender({ page: 5 });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.meta.current_page).toBe(1);
    await waitFor(() => expect(result.current.data?.meta.current_page).toBe(5));
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('keys the cache by page size and status, and sends them', async () => {
    const { result } = renderWithUnistay(() => useEnquiries({ perPage: 25, status: 'resolved' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.requests[0]).toBe('GET /api/enquiries?page=1&per_page=25&filter[status]=resolved');
    const statuses = result.current.data?.items.map((item) => item.status) ?? [];
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['resolved']));
  });

  it('puts each listed enquiry into the detail cache', async () => {
    const { result, queryClient } = renderWithUnistay(() => useEnquiries());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    for (const listed of result.current.data?.items ?? []) {
      expect(queryClient.getQueryData(enquiryKeys().detail(listed.id))).toEqual(listed);
    }
  });

  it('passes the AbortSignal through: leaving a page cancels its request', async () => {
    api.sandbox.faults.add({ route: 'enquiries.list', latencyMs: 5_000 });
    const { unmount } = renderWithUnistay(() => useEnquiries());
    await waitFor(() => expect(api.requests).toEqual([page(1)]));
    unmount();
    await waitFor(() => expect(api.aborted).toEqual([page(1)]));
  });

  it('retries a 503, honouring Retry-After', async () => {
    api.sandbox.faults.add({
      route: 'enquiries.list',
      status: 503,
      retryAfterSeconds: 0,
      times: 2,
    });
    const { result } = renderWithUnistay(() => useEnquiries());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.count(page(1))).toBe(3);
  });

  it('waits as long as a 429 asks before retrying', async () => {
    api.sandbox.faults.add({ route: 'enquiries.list', retryAfterSeconds: 1, times: 1 });
    const started = performance.now();
    const { result } = renderWithUnistay(() => useEnquiries());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 3_000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(api.count(page(1))).toBe(2);
  });
});

describe('useEnquiry', () => {
  it('shows an enquiry that was listed without a request of its own', async () => {
    const { result } = renderWithUnistay(() => {
      const list = useEnquiries();
      const first = list.data?.items[0];
      return { first, detail: useEnquiry(first?.id) };
    });
    await waitFor(() => expect(result.current.detail.data).toBeDefined());
    expect(result.current.detail.data).toEqual(result.current.first);
    expect(api.requests.some((line) => line.startsWith('GET /api/enquiries/'))).toBe(false);
  });

  it('fetches one that was not listed, and waits while the id is undefined', async () => {
    const { result, rerender } = renderWithUnistay(
      (props: { id?: string }) => useEnquiry(props.id),
      {
        initialProps: {},
      },
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.requests).toEqual([]);
    const listed = await api.sandbox
      .handle(
        new Request('https://partner-api.test/api/enquiries?page=3', {
          headers: { 'X-API-PARTNER-ID': 'sandbox-partner', Authorization: 'Bearer sandbox-token' },
        }),
      )
      .then((response) => response.json());
    const id = listed.data.items[0].id;
    act(() => rerender({ id }));
    await waitFor(() => expect(result.current.data?.id).toBe(id));
    expect(api.requests).toEqual([`GET /api/enquiries/${id}`]);
  });

  it('does not retry a 404', async () => {
    const { result } = renderWithUnistay(() => useEnquiry('ENQ-NOPE'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.kind).toBe('not_found');
    expect(result.current.failureCount).toBe(1);
    expect(api.requests).toEqual(['GET /api/enquiries/ENQ-NOPE']);
  });
});
