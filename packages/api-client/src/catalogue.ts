import * as z from 'zod/mini';
import { idFromWire } from './fields.js';
import { pageParam, pageSchema } from './page.js';
import { addressSchema, coordinates, maybe, priceRange, roomSchema, text } from './room.js';

/** Properties, the catalogue's pages, and what its lists take; a room type is in room.ts. */

/** A property, `GET /api/properties/{id}` and the items of `GET /api/properties`. */
export const propertySchema = z.looseObject({
  id: idFromWire,
  operator_id: maybe(idFromWire),
  name: text,
  slug: text,
  summary: text,
  description: text,
  /** The operator's HTML: never inject it as markup (show `description`, or sanitise). */
  rich_description: text,
  currency: text,
  location: text,
  location_slug: text,
  address: maybe(addressSchema),
  coordinates,
  price_range: priceRange,
  images: maybe(z.array(z.looseObject({ id: maybe(idFromWire), url: text, alt: text }))),
  amenities: z.optional(z.unknown()),
  rooms: maybe(z.array(z.looseObject({ id: idFromWire, name: text }))),
});
/**
 * A property as `properties.get` and `properties.list` return it. Only `id` is sure to be there:
 * any other field may be missing or null. `rich_description` is the operator's HTML: never inject
 * it as markup.
 */
export type Property = z.output<typeof propertySchema>;

export const propertyPageSchema = pageSchema(propertySchema);
/**
 * One page of `properties.list`: its `items`, `meta` (the totals; give the page to `hasNextPage`)
 * and `links`, the API's addresses of the first, last, previous and next pages (null where there is
 * none).
 */
export type PropertyPage = z.output<typeof propertyPageSchema>;
export const roomPageSchema = pageSchema(roomSchema);
/**
 * One page of `rooms.list`: its `items`, `meta` (the totals; give the page to `hasNextPage`) and
 * `links`, the API's addresses of the first, last, previous and next pages (null where there is
 * none).
 */
export type RoomPage = z.output<typeof roomPageSchema>;
export const propertyItemSchema = z.object({ item: propertySchema });

const pagingParams = {
  page: z.optional(pageParam('page')),
  perPage: z.optional(pageParam('perPage')),
};
const amenityList = z.optional(z.array(z.string()));

/** What `properties.list` takes; sent as `page`, `per_page` and `filter[...]`. */
export const propertyListParamsSchema = z.object({
  ...pagingParams,
  /** A city slug, like `london`. */
  city: z.optional(z.string()),
  slug: z.optional(z.string()),
  /** Amenity names; sent comma-separated. */
  amenities: amenityList,
});
/**
 * What `properties.list` takes: `page` and `perPage`, a city slug, a property slug and amenity
 * names. Checked before sending: a value out of bounds fails as a `validation` error and nothing is
 * sent.
 */
export type PropertyListParams = z.input<typeof propertyListParamsSchema>;

/** What `rooms.list` takes. */
export const roomListParamsSchema = z.object({
  ...pagingParams,
  /** A city slug, like `london`. */
  city: z.optional(z.string()),
  /** The month the student moves in, `MM-YYYY`. */
  moveInDate: z.optional(
    z.string().check(z.regex(/^(0[1-9]|1[0-2])-\d{4}$/, 'moveInDate is MM-YYYY, like 09-2027')),
  ),
  /** Weekly price bounds in the rooms' currency; sent as `min-max`. */
  priceRange: z.optional(
    z.object({
      min: z.optional(z.number().check(z.nonnegative())),
      max: z.optional(z.number().check(z.nonnegative())),
    }),
  ),
  amenities: amenityList,
  /** By price, rooms left or availability. */
  sort: z.optional(
    z.object({
      by: z.enum(['price', 'max_rooms_left', 'is_available']),
      direction: z.optional(z.enum(['asc', 'desc'])),
    }),
  ),
});
/**
 * What `rooms.list` takes: paging, the filters (city slug, move-in month as `MM-YYYY`, weekly price
 * bounds, amenities) and a sort. Checked before sending: a value out of bounds fails as a
 * `validation` error and nothing is sent.
 */
export type RoomListParams = z.input<typeof roomListParamsSchema>;

/** The public API's names for the catalogue's filters; a catalogue client may be given others. */
export const CATALOGUE_QUERY_NAMES = {
  city: 'filter[city]',
  slug: 'filter[slug]',
  moveInDate: 'filter[move_in_date]',
  priceRange: 'filter[price_range]',
  amenities: 'filter[amenities]',
};
export type CatalogueQueryNames = Partial<typeof CATALOGUE_QUERY_NAMES>;

/** The query a catalogue list sends: paging, then the filters in `names` and the sorting. */
export function catalogueQuery(
  params: RoomListParams & PropertyListParams,
  names: CatalogueQueryNames = {},
) {
  const name = { ...CATALOGUE_QUERY_NAMES, ...names };
  const query = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') query.set(key, String(value));
  };
  set('page', params.page);
  set('per_page', params.perPage);
  set(name.city, params.city);
  set(name.slug, params.slug);
  set(name.moveInDate, params.moveInDate);
  if (params.priceRange) {
    set(name.priceRange, `${params.priceRange.min ?? ''}-${params.priceRange.max ?? ''}`);
  }
  set(name.amenities, params.amenities?.join(','));
  if (params.sort) set(`sort[${params.sort.by}]`, params.sort.direction ?? 'asc');
  return query;
}
