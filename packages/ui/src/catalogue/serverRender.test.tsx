import {
  type DehydratedState,
  dehydrate,
  HydrationBoundary,
  type QueryClient,
} from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { LocalePack } from '@unistay/react';
import {
  createUnistayQueryClient,
  UnistayProvider,
  useBookingPeriods,
  useRoom,
} from '@unistay/react';
import { createRoomQueries } from '@unistay/react/queries';
import { createSandbox } from '@unistay/sandbox';
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { createSandboxClient } from '@unistay/sandbox/testing';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomCheckoutWizard } from '../checkout/CustomCheckoutWizard.js';
import ar from '../locales/ar.js';
import de from '../locales/de.js';
import enGB from '../locales/en-GB.js';
import enUS from '../locales/en-US.js';
import es from '../locales/es.js';
import fr from '../locales/fr.js';
import hi from '../locales/hi.js';
import it_ from '../locales/it.js';
import ja from '../locales/ja.js';
import ko from '../locales/ko.js';
import ptBR from '../locales/pt-BR.js';
import tr from '../locales/tr.js';
import vi from '../locales/vi.js';
import zhCN from '../locales/zh-CN.js';
import { BookingPeriodPicker } from './BookingPeriodPicker.js';
import { RoomSummary } from './RoomSummary.js';

/**
 * A room page as a partner's server renders it (the room, its periods, and the custom checkout's
 * first step): the room (and its periods) prefetched with the
 * query factories, the HTML sent whole, and the browser hydrating it from the dehydrated cache.
 * The server and the browser sit in time zones a day apart, as they can: booking dates are calendar
 * dates, so both must write the same day.
 */

const PACKS: LocalePack[] = [enGB, enUS, zhCN, hi, ar, es, fr, de, it_, ptBR, tr, ko, ja, vi];
const ROOM_ID = 'room_riverside_ensuite';
const cardProvider = sandboxCardProvider({ baseUrl: 'https://partner-api.test' });
const SERVER_ZONE = 'Pacific/Kiritimati'; // UTC+14
const BROWSER_ZONE = 'Pacific/Pago_Pago'; // UTC-11

const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

function RoomPage({ roomId }: { roomId: string }) {
  const room = useRoom(roomId);
  const periods = useBookingPeriods(roomId);
  if (!room.data) return <p>Loading</p>;
  return (
    <main>
      <RoomSummary room={room.data} headingLevel={1} />
      <BookingPeriodPicker
        periods={periods.data ?? []}
        value={undefined}
        onChange={() => {}}
        currency={room.data.currency}
      />
      <CustomCheckoutWizard roomId={roomId} cardProvider={cardProvider} />
    </main>
  );
}

/** A sandbox client that counts what it is asked. */
function countingClient() {
  const sandbox = createSandbox();
  const asked: string[] = [];
  const client = createSandboxClient({
    fetch: (input, init) => {
      const request = new Request(input, init);
      asked.push(`${request.method} ${new URL(request.url).pathname}`);
      return sandbox.handle(request);
    },
  });
  return { client, asked };
}

function page(
  client: ReturnType<typeof countingClient>['client'],
  queryClient: QueryClient,
  pack: LocalePack,
  state: DehydratedState,
) {
  return (
    <UnistayProvider client={client} queryClient={queryClient} locale={pack}>
      <HydrationBoundary state={state}>
        <RoomPage roomId={ROOM_ID} />
      </HydrationBoundary>
    </UnistayProvider>
  );
}

describe('a room page rendered on the server', () => {
  it.each(PACKS.map((pack) => [pack.locale, pack] as const))(
    '%s: whole in the first HTML, hydrated a day away with no mismatch and no request',
    async (_tag, pack) => {
      // The server: prefetch with the partner's client, in the page's language, and render.
      process.env.TZ = SERVER_ZONE;
      const server = countingClient();
      const serverCache = createUnistayQueryClient();
      const rooms = createRoomQueries({
        client: server.client,
        queryClient: serverCache,
        locale: pack.locale,
      });
      const room = await serverCache.fetchQuery(rooms.detail(ROOM_ID));
      const state = dehydrate(serverCache);
      const html = renderToString(page(server.client, createUnistayQueryClient(), pack, state));
      expect(server.asked).toEqual([`GET /api/rooms/${ROOM_ID}`]);

      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      expect(container.querySelector('h1')?.textContent).toContain(room.name);
      expect(container.textContent).not.toContain('Loading');
      const serverMain = container.querySelector('main')?.outerHTML;
      const periods = room.booking_periods ?? [];
      // The picker's periods, then the wizard's first step: its periods and the two ways to pay.
      expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(
        periods.length * 2 + 2,
      );
      expect(container.textContent).toContain(pack.messages.periodQuestion);
      for (const image of container.querySelectorAll('img')) {
        expect(image.getAttribute('alt')).not.toBeNull();
      }

      // The browser: another zone, a new cache filled from the server's, the same words.
      process.env.TZ = BROWSER_ZONE;
      const browser = countingClient();
      const recoverable: unknown[] = [];
      const root = await act(async () =>
        hydrateRoot(container, page(browser.client, createUnistayQueryClient(), pack, state), {
          onRecoverableError: (error) => recoverable.push(error),
        }),
      );
      expect(recoverable).toEqual([]);
      // The page as the server wrote it (React moves the photo's preload hint to the head).
      expect(container.querySelector('main')?.outerHTML).toBe(serverMain);
      expect(browser.asked).toEqual([]);
      act(() => root.unmount());
      container.remove();
    },
  );
});
