import * as z from 'zod/mini';
import { idFromWire } from './fields.js';

/**
 * The catalogue as the public API serves it (properties, room types, booking periods). Read
 * tolerantly, as its notes advise: every field may be missing or null in practice, so only the ids
 * are required, and fields no source lists pass through. Prices and coordinates stay strings, as
 * they come; format them with `Intl` where people read them.
 *
 * A room type and its booking periods, and the fields the catalogue's resources share: a module of
 * their own, so a page that reads one room (a checkout) carries no property, list or paging schema.
 */

/** Optional and nullable: what the catalogue's fields are in practice. */
export const maybe = <Schema extends z.ZodMiniType>(schema: Schema) =>
  z.optional(z.nullable(schema));
export const text = maybe(z.string());
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

export const coordinates = maybe(z.looseObject({ lat: amount, long: amount }));
export const priceRange = maybe(z.looseObject({ min: amount, max: amount }));

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

/** `data` of `GET /api/rooms/{id}`. */
export const roomItemSchema = z.object({ item: roomSchema });
/** A room's booking periods: `data.items` (paged, or a plain list: both are read). */
export const bookingPeriodListSchema = z.looseObject({ items: z.array(bookingPeriodSchema) });
