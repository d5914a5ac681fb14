import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Room } from '@unistay/api-client';
import { createRoomQueries } from '@unistay/react/queries';
import { roomMetadata, roomStructuredData, structuredDataScript } from '@unistay/react/seo';
import type { Metadata } from 'next';
import { loadLanguage } from '../../../lib/language';
import { partnerApi, requestQueryClient } from '../../../lib/partnerClient';
import { apiOrigin } from '../../../lib/settings';
import { pageUrl } from '../../../lib/site';
import { SetupNeeded } from '../../SetupNeeded';
import { RoomDetails } from './RoomDetails';

type Params = { params: Promise<{ id: string }> };

/**
 * The room, fetched once a request whoever asks (the metadata and the page share the request's
 * QueryClient), with its booking periods. Null when the API could not give it: the page then
 * renders the components' own error state in the browser.
 */
async function fetchRoom(id: string): Promise<Room | null> {
  const api = partnerApi();
  if ('missing' in api) return null;
  const { tag } = await loadLanguage();
  const rooms = createRoomQueries({
    client: api.client,
    queryClient: requestQueryClient(),
    locale: tag,
  });
  return requestQueryClient()
    .fetchQuery(rooms.detail(id))
    .catch(() => null);
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  const [room, { tag, t }] = await Promise.all([fetchRoom(id), loadLanguage()]);
  if (!room) return { title: t('pageRoom'), robots: { index: false } };
  return roomMetadata(room, {
    url: await pageUrl(`/rooms/${encodeURIComponent(id)}`),
    locale: tag,
  });
}

/**
 * A room's page: everything a student and a search engine need in the first HTML (the room, its
 * price and dates, the first step of booking it, its JSON-LD), then asking about it and booking it,
 * hydrated from the server's cache with no request to the API.
 */
export default async function RoomPage({ params }: Params) {
  const api = partnerApi();
  if ('missing' in api) return <SetupNeeded missing={api.missing} />;
  const { id } = await params;
  const { tag } = await loadLanguage();
  const room = await fetchRoom(id);
  const structuredData = room
    ? roomStructuredData(room, {
        url: await pageUrl(`/rooms/${encodeURIComponent(id)}`),
        locale: tag,
      })
    : null;
  return (
    <>
      {structuredData && (
        <script
          type="application/ld+json"
          // Escaped by structuredDataScript: nothing the operator wrote can end the element.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, not markup
          dangerouslySetInnerHTML={{ __html: structuredDataScript(structuredData) }}
        />
      )}
      <HydrationBoundary state={dehydrate(requestQueryClient())}>
        <RoomDetails roomId={id} apiOrigin={apiOrigin()} />
      </HydrationBoundary>
    </>
  );
}
