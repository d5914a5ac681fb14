import type { Ga4Item } from '../ga4.js';
import type { ContractAddedPayload } from '../webhookEvents.js';

/**
 * A booking as GA4's Measurement Protocol takes a purchase (`POST /mp/collect`): one `purchase`
 * event whose `transaction_id` is the booking's id, so however often it is sent, GA4 counts one.
 */
export interface BookingPurchase {
  client_id: string;
  events: [
    {
      name: 'purchase';
      params: {
        transaction_id: string;
        value: number;
        currency: string;
        items: [Ga4Item];
      };
    },
  ];
}

/** A number from the API's amounts, which come as numbers or strings; undefined when not one. */
const amountOf = (value: number | string | null | undefined) => {
  const amount = typeof value === 'string' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined;
};

/**
 * The GA4 purchase of a booking the API announced (`contract.added`), for the bookings made on
 * hosted checkout, which no page of yours sees: send it from your webhook handler to GA4's
 * Measurement Protocol. `value` is the holding fee, what was paid at booking; `currency` is the
 * property's (the event does not carry it); `clientId` is the GA4 client id you kept for the
 * student (by the booking's `session_token`), or one of your own. Null when the event names no
 * booking. The event carries nothing the student typed, and neither does the purchase.
 *
 * @example
 * if (event.known && event.type === 'contract.added') {
 *   const purchase = purchaseFromBooking(event.payload, { currency: 'GBP', clientId });
 *   if (purchase) await fetch(`https://www.google-analytics.com/mp/collect?${ga4Keys}`, {
 *     method: 'POST', body: JSON.stringify(purchase),
 *   });
 * }
 */
export function purchaseFromBooking(
  payload: ContractAddedPayload,
  { currency, clientId }: { currency: string; clientId: string },
): BookingPurchase | null {
  const bookingId = payload.booking?.id;
  if (!bookingId) return null;
  const roomType = payload.room_type;
  const period = payload.booking_period;
  const terms = period?.contract;
  const price = amountOf(terms?.price_per_week);
  const property = roomType?.property?.name;
  const item: Ga4Item = {
    // An empty name is no name: GA4 wants one.
    item_id: roomType?.id || bookingId,
    item_name: roomType?.name || roomType?.id || bookingId,
    item_category: 'accommodation',
    ...(property ? { item_brand: property } : {}),
    ...(period?.id ? { item_variant: period.id } : {}),
    ...(price === undefined ? {} : { price }),
    quantity: 1,
  };
  return {
    client_id: clientId,
    events: [
      {
        name: 'purchase',
        params: {
          transaction_id: bookingId,
          value: amountOf(terms?.holding_fee) ?? 0,
          currency,
          items: [item],
        },
      },
    ],
  };
}
