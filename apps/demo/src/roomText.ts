import { parseWireDate, type Room } from '@unistay/api-client';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A period's date as the API serves it (`DD-MM-YYYY` or ISO); anything else as it came. */
export function formatDate(wireDate: string | null | undefined) {
  if (!wireDate) return '';
  const date = parseWireDate(wireDate);
  return date ? dateFormat.format(Date.UTC(date.year, date.month - 1, date.day)) : wireDate;
}

/** "From £289.00 a week", or null when the room has no price. */
export function fromPrice(room: Room) {
  const amount = Number(room.price ?? room.price_range?.min ?? Number.NaN);
  if (Number.isNaN(amount) || !room.currency) return null;
  try {
    const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: room.currency });
    return `From ${price.format(amount)} a week`;
  } catch {
    return null; // a currency that is not an ISO 4217 code: no price rather than a broken page
  }
}

/** Where a room is, for a card: "Riverside House, London". */
export const placeOf = (room: Room) =>
  [room.property?.name, room.property?.city ?? room.address?.city].filter(Boolean).join(', ');
