import { partnerErrorResponse } from '@unistay/api-client/contract';
import { answerLanguage, publicProperty, publicRoom, roomsOf, slug } from './catalogue.js';
import type { Property } from './catalogueTypes.js';
import { pageOf, readPaging } from './pagination.js';
import { invalid, ok } from './responses.js';
import type { RouteContext } from './routeContext.js';

/** The catalogue's reads, as the public API serves them. */
export function createCatalogueRoutes({ store, publicOrigin }: RouteContext) {
  const { catalogue, findRoom } = store;

  /** A list's filters checked: the 422 messages for the ones that are malformed. */
  function filterProblems(url: URL): Record<string, string[]> {
    const messages: Record<string, string[]> = {};
    const moveIn = url.searchParams.get('filter[move_in_date]');
    if (moveIn !== null && !/^(0[1-9]|1[0-2])-\d{4}$/.test(moveIn)) {
      messages['filter.move_in_date'] = [
        'The filter.move in date field must match the format m-Y.',
      ];
    }
    const range = url.searchParams.get('filter[price_range]');
    if (range !== null && !/^\d*(\.\d+)?-\d*(\.\d+)?$/.test(range)) {
      messages['filter.price_range'] = ['The filter.price range field must be like 200-350.'];
    }
    for (const [name, value] of url.searchParams) {
      if (/^sort\[/.test(name) && value !== 'asc' && value !== 'desc') {
        messages[name.replace(/\[(\w+)\]/, '.$1')] = [`The selected ${name} is invalid.`];
      }
    }
    return messages;
  }

  /** The query a catalogue list keeps in its links: its filters and sorting. */
  const keptQuery = (url: URL) =>
    new URLSearchParams(
      [...url.searchParams].filter(
        ([name]) => name.startsWith('filter[') || name.startsWith('sort['),
      ),
    );

  function listCatalogue(request: Request, url: URL, kind: 'properties' | 'rooms'): Response {
    const language = answerLanguage(request);
    const paging = readPaging(url);
    const problems = { ...('messages' in paging ? paging.messages : {}), ...filterProblems(url) };
    if ('messages' in paging || Object.keys(problems).length > 0) return invalid(problems);
    const origin = publicOrigin(url);
    const filter = (name: string) => url.searchParams.get(`filter[${name}]`) ?? '';
    const city = filter('city');
    const amenities = filter('amenities').split(',').filter(Boolean);
    const inCity = (property: Property) => !city || slug(property.city) === city;

    if (kind === 'properties') {
      const wanted = filter('slug');
      const matching = catalogue.properties
        .filter(inCity)
        .map((property) => publicProperty(property, origin, language))
        .filter((property) => !wanted || property.slug === wanted)
        .filter((property) =>
          amenities.every((name) => property.amenities.some((amenity) => amenity.name === name)),
        );
      return ok(
        pageOf(
          matching,
          paging,
          `${origin}/api/properties`,
          keptQuery(url),
          url.searchParams.has('per_page'),
        ),
        { locale: language },
      );
    }

    const [moveMonth, moveYear] = filter('move_in_date').split('-');
    const [min, max] = filter('price_range')
      .split('-')
      .map((bound) => (bound ? Number(bound) : null));
    let rooms = roomsOf(catalogue)
      .filter(({ property }) => inCity(property))
      .map(({ property, room }) => publicRoom(property, room, origin, language))
      .filter(
        (room) =>
          !moveMonth ||
          room.booking_periods.some((period) =>
            period.start_date.endsWith(`-${moveMonth}-${moveYear}`),
          ),
      )
      .filter(
        (room) =>
          (min == null || Number(room.price) >= min) && (max == null || Number(room.price) <= max),
      )
      .filter((room) =>
        amenities.every((name) =>
          room.amenities.general.some((amenity) => amenity.name === name && amenity.status),
        ),
      );
    for (const [name, direction] of url.searchParams) {
      const key = /^sort\[(price|max_rooms_left|is_available)\]$/.exec(name)?.[1];
      if (!key) continue;
      const sign = direction === 'desc' ? -1 : 1;
      rooms = [...rooms].sort(
        (a, b) => sign * (Number(a[key as 'price']) - Number(b[key as 'price'])),
      );
    }
    return ok(
      pageOf(
        rooms,
        paging,
        `${origin}/api/rooms`,
        keptQuery(url),
        url.searchParams.has('per_page'),
      ),
      { locale: language },
    );
  }

  function getProperty(request: Request, url: URL, id: string): Response {
    const property = catalogue.properties.find((candidate) => candidate.id === id);
    if (!property) return partnerErrorResponse(404, 'Property not found.');
    const language = answerLanguage(request);
    return ok(
      { item: publicProperty(property, publicOrigin(url), language) },
      { locale: language },
    );
  }

  function getRoom(
    request: Request,
    url: URL,
    roomId: string,
    part: 'room' | 'booking_periods',
  ): Response {
    const place = findRoom(roomId);
    if (!place) return partnerErrorResponse(404, 'Room not found.');
    const language = answerLanguage(request);
    const room = publicRoom(place.property, place.room, publicOrigin(url), language);
    return ok(part === 'room' ? { item: room } : { items: room.booking_periods }, {
      locale: language,
    });
  }

  return { listCatalogue, getProperty, getRoom };
}
