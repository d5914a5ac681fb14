import type { Room } from '@unistay/api-client';
import { parseWireDate } from '@unistay/api-client/schemas';
import { formattingLocale } from '@unistay/react';

/** One formatter per language: made once, on first use. */
function cached<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let each = made.get(locale);
    if (each === undefined) {
      each = make(locale);
      made.set(locale, each);
    }
    return each;
  };
}

const dateFormat = cached(
  (locale) =>
    new Intl.DateTimeFormat(formattingLocale(locale), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * A period's date as the API serves it (`DD-MM-YYYY` or ISO), written as `locale` writes dates;
 * anything else as it came.
 */
export function formatDate(wireDate: string | null | undefined, locale: string) {
  if (!wireDate) return '';
  const date = parseWireDate(wireDate);
  return date ? dateFormat(locale).format(Date.UTC(date.year, date.month - 1, date.day)) : wireDate;
}

/** A room's lowest price with its currency, in `locale` ("£289.00"), or null when it has none. */
export function lowestPrice(room: Room, locale: string) {
  const amount = Number(room.price ?? room.price_range?.min ?? Number.NaN);
  if (Number.isNaN(amount) || !room.currency) return null;
  try {
    return new Intl.NumberFormat(formattingLocale(locale), {
      style: 'currency',
      currency: room.currency,
    }).format(amount);
  } catch {
    return null; // a currency that is not an ISO 4217 code: no price rather than a broken page
  }
}

/** Where a room is, for a card, as data (names, not words): "Riverside House, London". */
export const placeOf = (room: Room) =>
  [room.property?.name, room.property?.city ?? room.address?.city].filter(Boolean).join(', ');
