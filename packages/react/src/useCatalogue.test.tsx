import { renderHook, waitFor } from '@testing-library/react';
import { createSandboxClient } from '@unistay/sandbox/testing';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { recordingAnalytics } from '../../../test/analyticsRecorder.js';
import {
  createUnistayWrapper,
  renderWithUnistay,
  setupSandboxServer,
} from '../../../test/sandboxSetup.js';
import { createUnistayQueryClient } from './queries/queryClient.js';
import { UnistayProvider } from './UnistayProvider.js';
import {
  useBookingPeriods,
  useProperties,
  useProperty,
  useRoom,
  useRooms,
} from './useCatalogue.js';

const api = setupSandboxServer();
const londonPage = (number: number) =>
  `GET /api/rooms?page=${number}&per_page=10&filter[city]=london`;

describe('useRooms', () => {
  it('sends one request per new page, prefetches the next, and none on return', async () => {
    const { result, rerender } = renderWithUnistay(
      (props: { page: number }) => useRooms({ city: 'london', page: props.page }),
      { initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.data?.meta.current_page).toBe(1));
    await waitFor(() => expect(api.requests).toEqual([londonPage(1), londonPage(2)]));
    expect(result.current.data?.meta).toMatchObject({ total: 22, total_pages: 3 });

    rerender({ page: 2 });
    expect(result.current.data?.meta.current_page).toBe(2);
    await waitFor(() =>
      expect(api.requests).toEqual([londonPage(1), londonPage(2), londonPage(3)]),
    );

    rerender({ page: 1 });
    expect(result.current.data?.meta.current_page).toBe(1);
    expect(api.requests).toHaveLength(3);
  });

  it("reports each page of rooms shown to the provider's analytics once, and not again on return", async () => {
    const reported = recordingAnalytics();
    const { wrapper } = createUnistayWrapper({ analytics: reported.analytics });
    const { result, rerender } = renderHook(
      (props: { page: number }) => useRooms({ city: 'london', page: props.page }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(reported.named('room_list_viewed')).toHaveLength(1));
    const [first] = reported.named('room_list_viewed');
    expect(first?.rooms.map(({ roomId }) => roomId)).toEqual(
      result.current.data?.items.map(({ id }) => id),
    );
    expect(first?.rooms[0]).toMatchObject({ currency: 'GBP', pricePerWeek: expect.any(Number) });
    rerender({ page: 2 });
    await waitFor(() => expect(reported.named('room_list_viewed')).toHaveLength(2));
    rerender({ page: 2 });
    expect(reported.named('room_list_viewed')).toHaveLength(2);
  });

  it('keeps the previous page on screen while a new filter loads', async () => {
    const { result, rerender } = renderWithUnistay(
      (props: { city: string }) => useRooms({ city: props.city }),
      { initialProps: { city: 'london' } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    api.sandbox.faults.add({ route: 'rooms.list', latencyMs: 100 });
    rerender({ city: 'sydney' });
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    const cities = result.current.data?.items.map((room) => room.property?.city) ?? [];
    expect(cities.length).toBeGreaterThan(0);
    expect(new Set(cities)).toEqual(new Set(['Sydney']));
  });
});

describe('a room opened from the list, and its periods', () => {
  it('needs no request: the list filled both caches', async () => {
    const { wrapper } = createUnistayWrapper();
    const list = renderHook(() => useRooms({ city: 'london' }), { wrapper });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const listed = list.result.current.data?.items[0];
    const before = api.requests.length;

    const room = renderHook(() => useRoom(listed?.id), { wrapper });
    const periods = renderHook(() => useBookingPeriods(listed?.id), { wrapper });

    expect(room.result.current.data).toEqual(listed);
    expect(periods.result.current.data).toEqual(listed?.booking_periods);
    expect(periods.result.current.data?.length).toBeGreaterThan(0);
    expect(api.requests).toHaveLength(before);
  });

  it('fetches a room asked for by id, and its periods come with it', async () => {
    const { wrapper } = createUnistayWrapper();
    const room = renderHook(() => useRoom('room_harbour_studio'), { wrapper });
    await waitFor(() => expect(room.result.current.isSuccess).toBe(true));
    const periods = renderHook(() => useBookingPeriods('room_harbour_studio'), { wrapper });

    expect(periods.result.current.data?.map((period) => period.id)).toEqual([
      'bp_harbour_studio_s1',
      'bp_harbour_studio_year',
    ]);
    expect(api.requests).toEqual(['GET /api/rooms/room_harbour_studio']);
  });

  it('keeps a room on screen while it loads in a newly chosen language, but never shows one room for another', async () => {
    const client = createSandboxClient();
    const queryClient = createUnistayQueryClient();
    let locale = 'en-GB';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UnistayProvider client={client} queryClient={queryClient} locale={locale}>
        {children}
      </UnistayProvider>
    );
    const view = renderHook((props: { id: string }) => useRoom(props.id), {
      wrapper,
      initialProps: { id: 'room_harbour_studio' },
    });
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));

    locale = 'fr';
    view.rerender({ id: 'room_harbour_studio' });
    expect(view.result.current.data?.id).toBe('room_harbour_studio');
    expect(view.result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(view.result.current.isPlaceholderData).toBe(false));
    expect(api.count('GET /api/rooms/room_harbour_studio')).toBe(2);

    view.rerender({ id: 'room_riverside_ensuite' });
    expect(view.result.current.data).toBeUndefined();
    await waitFor(() => expect(view.result.current.data?.id).toBe('room_riverside_ensuite'));
  });

  it('reports a room that does not exist as not_found, without retrying', async () => {
    const { result } = renderWithUnistay(() => useRoom('room_nowhere'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.kind).toBe('not_found');
    expect(api.count('GET /api/rooms/room_nowhere')).toBe(1);
  });
});

describe('useProperties and useProperty', () => {
  it('lists a city, and opens a listed property with no request', async () => {
    const { wrapper } = createUnistayWrapper();
    const list = renderHook(() => useProperties({ city: 'london' }), { wrapper });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const names = list.result.current.data?.items.map((property) => property.name);
    expect(names).toContain('Riverside House');
    expect(names).toHaveLength(6);
    const before = api.requests.length;

    const one = renderHook(() => useProperty('prop_riverside'), { wrapper });

    expect(one.result.current.data?.name).toBe('Riverside House');
    expect(api.requests).toHaveLength(before);
  });
});
