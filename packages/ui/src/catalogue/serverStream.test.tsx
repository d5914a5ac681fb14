import { Writable } from 'node:stream';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createUnistayQueryClient, UnistayProvider, useUnistay } from '@unistay/react';
import { createRoomQueries } from '@unistay/react/queries';
import { createSandbox } from '@unistay/sandbox';
import { createSandboxClient } from '@unistay/sandbox/testing';
import { Suspense, useMemo } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RoomSummary } from './RoomSummary.js';

/**
 * A slow API does not hold the page: the shell is sent while the room is still being asked for,
 * and the room follows in the same response once it comes (Suspense on the server). Proved by the
 * order of events, not by timing: the first bytes leave before the API has answered. The page is a
 * whole document, as a framework renders it: React 19 holds back a fragment's shell until its
 * boundaries resolve, but streams a document's at once.
 */

const ROOM_ID = 'room_riverside_ensuite';

function SuspendedRoom({ roomId }: { roomId: string }) {
  const { client, queryScope } = useUnistay();
  const queryClient = useQueryClient();
  const rooms = useMemo(
    () => createRoomQueries({ client, queryClient, ...queryScope }),
    [client, queryClient, queryScope],
  );
  const { data } = useSuspenseQuery(rooms.detail(roomId));
  return <RoomSummary room={data} headingLevel={1} />;
}

describe('a room page streamed from the server', () => {
  it('sends the shell before a slow API answers, and the room later in the same response', async () => {
    const sandbox = createSandbox();
    sandbox.faults.add({ route: 'rooms.get', latencyMs: 2000 });
    const events: string[] = [];
    const client = createSandboxClient({
      fetch: async (input, init) => {
        const response = await sandbox.handle(new Request(input, init));
        events.push('api answered');
        return response;
      },
    });

    const chunks: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const sink = new Writable({
        write(chunk, _encoding, done) {
          const text = String(chunk);
          chunks.push(text);
          events.push(text.includes('<h1') ? 'room sent' : 'page sent');
          done();
        },
        final(done) {
          resolve();
          done();
        },
      });
      const stream = renderToPipeableStream(
        <html lang="en-GB">
          <head>
            <title>Rooms in London</title>
          </head>
          <body>
            <UnistayProvider client={client} queryClient={createUnistayQueryClient()}>
              <header>Rooms in London</header>
              <Suspense fallback={<p>Loading the room</p>}>
                <SuspendedRoom roomId={ROOM_ID} />
              </Suspense>
            </UnistayProvider>
          </body>
        </html>,
        {
          onShellReady: () => stream.pipe(sink),
          onShellError: reject,
        },
      );
    });

    const html = chunks.join('');
    expect(events[0]).toBe('page sent');
    expect(events.indexOf('api answered')).toBeGreaterThan(0);
    expect(events.indexOf('room sent')).toBeGreaterThan(events.indexOf('api answered'));
    expect(chunks[0]).toContain('Rooms in London');
    expect(chunks[0]).toContain('Loading the room');
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).not.toMatch(/role="alert"/);
  }, 10_000);
});
