import { render, screen } from '@testing-library/react';
import {
  createCatalogueClient,
  createPartnerClient,
  partnerCredentials,
  type Room,
} from '@unistay/api-client';
import { createSandbox } from '@unistay/sandbox';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { recordingAnalytics } from '../../../../test/analyticsRecorder.js';
import { createUnistayWrapper } from '../../../../test/sandboxSetup.js';
import { RoomSummary } from './RoomSummary.js';

/** A room as the sandbox's catalogue serves it, read through the client. */
async function sandboxRoom(id: string): Promise<Room> {
  const sandbox = createSandbox();
  const client = createPartnerClient({
    baseUrl: 'https://partner-api.test',
    credentials: partnerCredentials({ partnerId: 'sandbox-partner', accessToken: 'sandbox-token' }),
    fetch: async (input, init) => sandbox.handle(new Request(input, init)),
  });
  return createCatalogueClient(client).rooms.get({ id });
}

describe('RoomSummary', () => {
  // First in the file: React warns of a prop once a process, so a later test would not see it.
  it('fetches its first photo before the others, in React 18 and 19 alike, with no warning', async () => {
    const room = await sandboxRoom('room_riverside_ensuite');
    const { wrapper } = createUnistayWrapper();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(<RoomSummary room={room} />, { wrapper });
      const photos = screen.getAllByRole('img');
      expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
        'high',
        null,
        null,
      ]);
      expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual([
        'eager',
        'lazy',
        'lazy',
      ]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('shows the room, its property, address, price, photos, availability, terms and universities', async () => {
    const room = await sandboxRoom('room_riverside_ensuite');
    const { wrapper } = createUnistayWrapper();
    render(<RoomSummary room={room} />, { wrapper });

    expect(
      screen.getByRole('heading', { name: 'Classic Ensuite · Riverside House' }),
    ).toBeInTheDocument();
    const address = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && /, London, SE1 \dAB$/.test(element.textContent ?? ''),
    );
    // Each line in its own direction: in Arabic, "15 Riverside Street" keeps its number first.
    expect([...address.querySelectorAll('bdi')].map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^\d+ Riverside Street$/),
      'London',
      expect.stringMatching(/^SE1 \dAB$/),
    ]);
    expect(screen.getByText('£289.00 a week')).toBeInTheDocument();
    const photos = screen.getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      'Photo 1 of Classic Ensuite',
      'Photo 2 of Classic Ensuite',
      'Photo 3 of Classic Ensuite',
    ]);
    expect(screen.getByText(/^Available, \d+ rooms? left$/)).toBeInTheDocument();
    expect(screen.getByText(/King's College London: [\d.]+ mi/)).toBeInTheDocument();
  });

  it("reports the room viewed to the provider's analytics, once, as the catalogue names it", async () => {
    const room = await sandboxRoom('room_riverside_ensuite');
    const reported = recordingAnalytics();
    const { wrapper } = createUnistayWrapper({ analytics: reported.analytics });
    const view = render(<RoomSummary room={room} />, { wrapper });
    view.rerender(<RoomSummary room={{ ...room }} locale="de-DE" />);
    expect(reported.events).toEqual([
      {
        name: 'room_viewed',
        version: 1,
        room: {
          roomId: 'room_riverside_ensuite',
          roomName: 'Classic Ensuite',
          propertyName: 'Riverside House',
          operatorId: 'op_northgate',
          currency: 'GBP',
          pricePerWeek: Number(room.price),
        },
      },
    ]);
  });

  it("shows the operator's description as text, never its HTML", async () => {
    const room = {
      ...(await sandboxRoom('room_riverside_ensuite')),
      description: '<img src=x onerror="alert(1)">Quiet floor',
      rich_description: '<script>alert(1)</script><b>Bold</b>',
    };
    const { wrapper } = createUnistayWrapper();
    const { container } = render(<RoomSummary room={room} photos={0} />, { wrapper });

    expect(screen.getByText('<img src=x onerror="alert(1)">Quiet floor')).toBeInTheDocument();
    expect(container.querySelector('script, b, img')).toBeNull();
  });

  it('lists each free cancellation term as a whole phrase of its own, one alone as it is', () => {
    const { wrapper } = createUnistayWrapper();
    const both = { visa_cancellation: true, uni_place_cancellation: true };
    const { unmount } = render(
      <RoomSummary room={{ id: 'room_both', name: 'Both', cancellation: both }} />,
      { wrapper },
    );
    const terms = screen.getByRole('list').querySelectorAll('li');
    expect([...terms].map((term) => term.textContent)).toEqual([
      'Free cancellation if your visa is refused',
      'Free cancellation if you do not get a university place',
    ]);
    unmount();
    render(
      <RoomSummary
        room={{ id: 'room_one', name: 'One', cancellation: { visa_cancellation: true } }}
      />,
      { wrapper },
    );
    expect(screen.getByText('Free cancellation if your visa is refused')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows no price rather than breaking on a currency that is not one', () => {
    const { wrapper } = createUnistayWrapper();
    render(<RoomSummary room={{ id: 'room_odd', name: 'Odd', price: '289.00', currency: '£' }} />, {
      wrapper,
    });
    expect(screen.getByRole('heading', { name: 'Odd' })).toBeInTheDocument();
    expect(screen.queryByText(/a week/)).toBeNull();
  });

  it('leaves out what the API leaves out, and says when a room is fully booked', () => {
    const { wrapper } = createUnistayWrapper();
    render(<RoomSummary room={{ id: 'room_bare', is_available: false }} />, { wrapper });

    expect(screen.getByRole('heading', { name: 'room_bare' })).toBeInTheDocument();
    expect(screen.getByText('Fully booked')).toBeInTheDocument();
    expect(screen.getByText('Ask the accommodation team about cancellation.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(/a week/)).toBeNull();
  });
});

describe("a room's availability", () => {
  /** What the catalogue may send for a room's count: numbers and strings of every kind, or none. */
  const count = fc.oneof(
    fc.integer({ min: -5, max: 500 }),
    fc.double(),
    fc.integer({ min: -5, max: 500 }).map(String),
    fc.constantFrom('', ' ', '0', '00', '1.5', 'many', '1e3', ' 7 ', null, undefined),
  );

  it('says a count only where it means one or more, and never "0 left", whatever the catalogue sends (generated)', () => {
    fc.assert(
      fc.property(fc.constantFrom(true, false, null, undefined), count, (isAvailable, left) => {
        const { wrapper } = createUnistayWrapper();
        const { container, unmount } = render(
          <RoomSummary
            room={{ id: 'room_generated', is_available: isAvailable, max_rooms_left: left }}
          />,
          { wrapper },
        );
        try {
          const text = container.textContent ?? '';
          const said = text.match(/Available, (\S+) rooms? left/)?.[1]?.replaceAll(',', '');
          if (isAvailable === false) {
            expect(text).toContain('Fully booked');
            expect(said).toBeUndefined();
          } else if (said !== undefined) {
            // The count as the API sent it, a whole number of rooms from 1.
            expect(Number(said)).toBeGreaterThanOrEqual(1);
            expect(Number.isInteger(Number(said))).toBe(true);
            expect(Number(said)).toBe(Number(left));
          } else if (isAvailable) {
            expect(text).toContain('Available');
          }
          expect(text).not.toMatch(/\b0 rooms? left|NaN|Infinity|-\d+ rooms? left/);
        } finally {
          unmount();
        }
      }),
      { numRuns: 200 },
    );
  });
});
