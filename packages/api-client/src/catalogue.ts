import * as z from 'zod/mini';
import { idFromWire } from './fields.js';
import { pageParam, pageSchema } from './page.js';

/**
 * The catalogue as the public API serves it (properties, room types, booking periods). Read
 * tolerantly, as its notes advise: every field may be missing or null in practice, so only the ids
 * are required, and fields no source lists pass through. Prices and coordinates stay strings, as
 * they come; format them with `Intl` where people read them.
 */

/** Optional and nullable: what the catalogue's fields are in practice. */
const maybe = <Schema extends z.ZodMiniType>(schema: Schema) => z.optional(z.nullable(schema));
const text = maybe(z.string());
const flag = maybe(z.boolean());
/** A count or amount the API may send as a number or as a string. */
const amount = maybe(z.union([z.number(), z.string()]));

/**
 * An address as the catalogue sends it, inside `roomSchema` and `propertySchema`: every line
 * optional and nullable, and fields it does not list kept.
 */
export const addressSchema = z.looseObject({
  first_line: text,
  second_line: text,
  city: text,
  region: text,
  postcode: text,
  country: text,
});
/** A room type's or property's address. Any line may be missing or null: show what is there. */
export type Address = z.output<typeof addressSchema>;

const coordinates = maybe(z.looseObject({ lat: amount, long: amount }));
const priceRange = maybe(z.looseObject({ min: amount, max: amount }));

/** One booking period of a room type; dates as the API writes them (`DD-MM-YYYY`). */
export const bookingPeriodSchema = z.looseObject({
  id: idFromWire,
  start_date: text,
  end_date: text,
  price_per_week: amount,
  holding_deposit: amount,
  maximum_bookings: amount,
});
/**
 * A term a student can book: its dates, weekly price and holding deposit, as `rooms.bookingPeriods`
 * and a room's `booking_periods` give it. Dates stay the API's `DD-MM-YYYY` strings (read them with
 * `parseWireDate`); amounts may be numbers or strings. Only `id` is sure to be there.
 */
export type BookingPeriod = z.output<typeof bookingPeriodSchema>;

/** A room type, `GET /api/rooms/{id}` and the items of `GET /api/rooms`. */
export const roomSchema = z.looseObject({
  id: idFromWire,
  operator_id: maybe(idFromWire),
  name: text,
  summary: text,
  description: text,
  /** The operator's HTML: never inject it as markup (show `description`, or sanitise). */
  rich_description: text,
  currency: text,
  price: amount,
  total_price: amount,
  is_estimated_price: flag,
  is_available: flag,
  max_rooms_left: amount,
  price_range: priceRange,
  address: maybe(addressSchema),
  coordinates,
  images: maybe(
    z.array(z.looseObject({ small: text, small_plus: text, medium: text, large: text, alt: text })),
  ),
  amenities: maybe(
    z.looseObject({
      general: maybe(z.array(z.looseObject({ name: text, label: text, status: flag }))),
    }),
  ),
  cancellation: maybe(z.looseObject({ visa_cancellation: flag, uni_place_cancellation: flag })),
  property: maybe(
    z.looseObject({ id: maybe(idFromWire), name: text, slug: text, country: text, city: text }),
  ),
  universities: maybe(
    z.array(
      z.looseObject({
        name: text,
        distance: amount,
        walk: amount,
        drive: amount,
        metric_unit: text,
      }),
    ),
  ),
  booking_periods: maybe(z.array(bookingPeriodSchema)),
});
/**
 * A room type as `rooms.get` and `rooms.list` return it. Only `id` is sure to be there: any other
 * field may be missing or null. `rich_description` is the operator's HTML: never inject it as
 * markup.
 */
export type Room = z.output<typeof roomSchema>;

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
export const roomItemSchema = z.object({ item: roomSchema });
/** A room's booking periods: `data.items` (paged, or a plain list: both are read). */
export const bookingPeriodListSchema = z.looseObject({ items: z.array(bookingPeriodSchema) });

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
