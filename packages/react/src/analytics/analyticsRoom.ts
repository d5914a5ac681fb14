import type { BookingPeriod, Room } from '@unistay/api-client';
import type { AnalyticsRoom } from './analyticsEvents.js';

/** GA4 keeps 100 characters of a parameter's value; a catalogue's name is cut there, not refused. */
const TEXT_LIMIT = 100;

const clipped = (text: string | null | undefined) =>
  text ? (text.length > TEXT_LIMIT ? text.slice(0, TEXT_LIMIT) : text) : undefined;

/** An amount the API gave as a number or a string, when it is one; never NaN. */
export const amountOf = (amount: string | number | null | undefined) => {
  if (amount == null || amount === '') return undefined;
  const value = Number(amount);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** A period as the checkout and the catalogue describe it: its id, label and weekly price. */
type PeriodForAnalytics = Pick<BookingPeriod, 'id' | 'price_per_week'> & {
  label?: string | null | undefined;
};

/**
 * A room as the analytics events name it: what the catalogue says (its id and names, its
 * operator, the weekly price and currency) and the period chosen, when one is. Only catalogue
 * data, never anything a student typed; names cut to GA4's 100 characters.
 *
 * @example
 * analytics.track({ name: 'room_viewed', room: analyticsRoom(room) });
 */
export function analyticsRoom(
  room: Pick<Room, 'id' | 'name' | 'operator_id' | 'currency' | 'price' | 'booking_periods'> & {
    property?: { name?: string | null | undefined } | null | undefined;
  },
  periodId?: string,
): AnalyticsRoom {
  const period = periodId
    ? (room.booking_periods as readonly PeriodForAnalytics[] | null | undefined)?.find(
        ({ id }) => id === periodId,
      )
    : undefined;
  return describedRoom({
    roomId: room.id,
    roomName: room.name,
    propertyName: room.property?.name,
    operatorId: room.operator_id,
    currency: room.currency,
    periodId,
    periodLabel: period?.label,
    pricePerWeek: amountOf(period?.price_per_week ?? room.price),
  });
}

/** An `AnalyticsRoom` from what is known, every field bounded and nothing empty left in. */
export function describedRoom(known: {
  roomId: string;
  roomName?: string | null | undefined;
  propertyName?: string | null | undefined;
  operatorId?: string | null | undefined;
  currency?: string | null | undefined;
  periodId?: string | null | undefined;
  periodLabel?: string | null | undefined;
  pricePerWeek?: number | undefined;
}): AnalyticsRoom {
  const room: AnalyticsRoom = { roomId: clipped(known.roomId) ?? '' };
  const texts = ['roomName', 'propertyName', 'operatorId', 'periodId', 'periodLabel'] as const;
  for (const field of texts) {
    const text = clipped(known[field]);
    if (text) room[field] = text;
  }
  // ISO 4217 or nothing: a GA4 event with a currency it does not know is dropped whole.
  const currency = known.currency?.toUpperCase();
  if (currency && /^[A-Z]{3}$/.test(currency)) room.currency = currency;
  if (known.pricePerWeek !== undefined) room.pricePerWeek = known.pricePerWeek;
  return room;
}
