import { dehydrate, HydrationBoundary, hashKey } from '@tanstack/react-query';
import { hasNextPage } from '@unistay/api-client';
import { createPropertyQueries, createRoomQueries } from '@unistay/react/queries';
import type { Metadata } from 'next';
import { loadLanguage } from '../../lib/language';
import { partnerApi, requestQueryClient } from '../../lib/partnerClient';
import { SetupNeeded } from '../SetupNeeded';
import { RoomList } from './RoomList';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await loadLanguage();
  return { title: t('pageRooms') };
}

/** Whatever the address says, a whole page number the API takes. */
const pageFrom = (value: unknown) => Math.min(10_000, Math.max(1, Math.floor(Number(value) || 1)));

/** A city's slug as the API names them (`london`): anything else is no city. */
const cityFrom = (value: unknown) =>
  typeof value === 'string' && /^[a-z0-9-]{1,64}$/.test(value) ? value : undefined;

/**
 * The rooms of a city, a page at a time (`/rooms?city=london&page=2`), rendered on the server from
 * the API and hydrated in the browser without asking again. The cities are links, so a search
 * engine and a student without script reach every city.
 */
export default async function RoomsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const api = partnerApi();
  if ('missing' in api) return <SetupNeeded missing={api.missing} />;
  const query = await searchParams;
  const city = cityFrom(query.city);
  const page = pageFrom(query.page);
  const { tag, t } = await loadLanguage();

  const queryClient = requestQueryClient();
  const factories = { client: api.client, queryClient, locale: tag };
  const rooms = createRoomQueries(factories);
  const list = rooms.list({ city, page });
  // The list in the browser fetches the page after the one shown ahead of a click: fetched here
  // too, the browser finds it fresh and asks nothing.
  const following = rooms.list({ city, page: page + 1 });
  const [, properties] = await Promise.all([
    queryClient
      .fetchQuery(list)
      .then((shown) => (hasNextPage(shown) ? queryClient.prefetchQuery(following) : undefined))
      .catch(() => undefined),
    // The cities are the server's alone: fetched, not handed to the browser.
    queryClient
      .fetchQuery(createPropertyQueries(factories).list({ perPage: 100 }))
      .catch(() => null),
  ]);
  const cities = new Map<string, string>();
  for (const property of properties?.items ?? []) {
    if (property.location_slug && property.location) {
      cities.set(property.location_slug, property.location);
    }
  }
  const sortedCities = [...cities].sort(([, a], [, b]) => a.localeCompare(b, tag));

  return (
    <section aria-labelledby="rooms-heading">
      <h1 id="rooms-heading">{t('pageRooms')}</h1>
      <nav aria-label={t('city')} className="example-cities">
        <ul className="example-nav-list">
          <li>
            <a href="/rooms" aria-current={city ? undefined : 'page'}>
              {t('everyCity')}
            </a>
          </li>
          {sortedCities.map(([slug, name]) => (
            <li key={slug}>
              <a
                href={`/rooms?city=${encodeURIComponent(slug)}`}
                aria-current={slug === city ? 'page' : undefined}
                translate="no"
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <HydrationBoundary
        // The two pages of rooms only: what the list in the browser reads.
        state={dehydrate(queryClient, {
          shouldDehydrateQuery: (entry) =>
            entry.state.status === 'success' &&
            [hashKey(list.queryKey), hashKey(following.queryKey)].includes(entry.queryHash),
        })}
      >
        <RoomList city={city} cityName={city ? cities.get(city) : undefined} page={page} />
      </HydrationBoundary>
    </section>
  );
}
