import type { Address, BookingPeriod, Room } from '@unistay/api-client';
import { parseWireDate } from '@unistay/api-client/schemas';
import { roomAndPropertyName } from './roomName.js';

/** What `roomStructuredData` takes: the page's address and language. */
export interface RoomStructuredDataOptions {
  /** The room page's own address, absolute: the product's `url` and each offer's. */
  url: string;
  /** The language the page is in, a BCP 47 tag: the data's `inLanguage`. */
  locale?: string | undefined;
}

/** A JSON-LD object: what `roomStructuredData` returns and `structuredDataScript` writes. */
export type StructuredData = { [key: string]: unknown };

/**
 * The room as schema.org JSON-LD, as search engines read it for a rich result: a `Product` with one
 * `Offer` a bookable period. A room is not a product, but `Product` with `Offer` is the type the
 * major search engines accept for a price in a rich result from any site (`HotelRoom`,
 * `Accommodation` and `VacationRental` show prices only through their own partner programmes).
 * The weekly price is a `UnitPriceSpecification` per week, each period's dates the offer's
 * `availabilityStarts` and `availabilityEnds`, and the property's address the offer's
 * `availableAtOrFrom`. Fields the API left out are left out; a room with no price has no offer.
 * Write it into the page with `structuredDataScript`.
 *
 * @example
 * // In a Next.js page, a Server Component:
 * <script type="application/ld+json"
 *   dangerouslySetInnerHTML={{ __html: structuredDataScript(roomStructuredData(room, { url })) }} />
 */
export function roomStructuredData(room: Room, options: RoomStructuredDataOptions): StructuredData {
  const propertyName = room.property?.name ?? undefined;
  const offers = (room.booking_periods?.length ? room.booking_periods : [undefined])
    .map((period) => offerFor(room, period, options.url))
    .filter((offer) => offer !== undefined);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${options.url}#room`,
    url: options.url,
    sku: room.id,
    name: roomAndPropertyName(room),
    description: room.summary ?? room.description ?? undefined,
    inLanguage: options.locale,
    image: room.images
      ?.map((image) => image.large ?? image.medium ?? image.small_plus ?? image.small)
      .filter((src): src is string => Boolean(src)),
    brand: propertyName && { '@type': 'Brand', name: propertyName },
    offers: offers.length > 0 ? offers : undefined,
  });
}

/** One offer: the room at a period's weekly price and dates, or at the room's own price. */
function offerFor(room: Room, period: BookingPeriod | undefined, url: string) {
  const price = decimal(period?.price_per_week ?? room.price ?? room.price_range?.min);
  const currency = room.currency?.toUpperCase();
  if (price === undefined || !currency || !/^[A-Z]{3}$/.test(currency)) return undefined;
  return compact({
    '@type': 'Offer',
    url,
    sku: period?.id,
    name: period?.label ?? undefined,
    price,
    priceCurrency: currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: currency,
      // UN/CEFACT's code for a week: the price is per week of the stay.
      unitCode: 'WEE',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
    },
    availability:
      room.is_available === true
        ? 'https://schema.org/InStock'
        : room.is_available === false
          ? 'https://schema.org/SoldOut'
          : undefined,
    availabilityStarts: isoDate(period?.start_date),
    availabilityEnds: isoDate(period?.end_date),
    availableAtOrFrom: room.address ? placeOf(room.property?.name, room.address) : undefined,
  });
}

function placeOf(name: string | null | undefined, address: Address) {
  return compact({
    '@type': 'Place',
    name: name ?? undefined,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress:
        [address.first_line, address.second_line].filter(Boolean).join(', ') || undefined,
      addressLocality: address.city ?? undefined,
      addressRegion: address.region ?? undefined,
      postalCode: address.postcode ?? undefined,
      addressCountry: address.country?.toUpperCase() ?? undefined,
    }),
  });
}

/** A price as schema.org wants it: a decimal string with a dot, from a number or the API's text. */
function decimal(amount: string | number | null | undefined): string | undefined {
  const value = typeof amount === 'string' ? Number(amount.replace(/,/g, '')) : amount;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? String(Math.round(value * 100) / 100)
    : undefined;
}

/** A booking date (`DD-MM-YYYY`, a calendar date) as ISO 8601 `YYYY-MM-DD`. */
function isoDate(value: string | null | undefined): string | undefined {
  const date = value ? parseWireDate(value) : null;
  if (!date) return undefined;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Drops what is undefined, so the JSON-LD holds only what the API gave. */
function compact(object: StructuredData): StructuredData {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`, safe to write into HTML: `<`,
 * `>`, `&` and the two line separators JavaScript once did not allow in strings are escaped, so
 * operator text holding `</script>` or `<!--` cannot end the element or start a comment.
 */
export function structuredDataScript(data: StructuredData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
