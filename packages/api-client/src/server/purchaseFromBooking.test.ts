import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parsePartnerEvent } from '../webhookEvents.js';
import { purchaseFromBooking } from './purchaseFromBooking.js';

// A purchase as GA4's Measurement Protocol documents it.
const measurementProtocolPurchase = z.object({
  client_id: z.string().check(z.minLength(1)),
  events: z
    .array(
      z.object({
        name: z.literal('purchase'),
        params: z.object({
          transaction_id: z.string().check(z.minLength(1)),
          value: z.number(),
          currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
          items: z
            .array(
              z.object({
                item_id: z.string().check(z.minLength(1)),
                item_name: z.string().check(z.minLength(1)),
                item_category: z.literal('accommodation'),
                item_brand: z.optional(z.string()),
                item_variant: z.optional(z.string()),
                price: z.optional(z.number()),
                quantity: z.literal(1),
              }),
            )
            .check(z.length(1)),
        }),
      }),
    )
    .check(z.length(1)),
});

/** Whatever the API may put in a field: the value, another type, null, or nothing. */
const loosely = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof(
    { arbitrary: value, weight: 6 },
    fc.constant(null),
    fc.constant(undefined),
    fc.integer(),
    fc.boolean(),
  );
/** Text, empty as often as not: an empty name is still no name. */
const someText = fc.oneof(fc.constant(''), fc.string());
const amount = loosely(fc.oneof(fc.double({ noNaN: true }), fc.float().map(String), fc.string()));
const anyBooking = fc.record({
  booking: loosely(fc.record({ id: loosely(someText), session_token: loosely(someText) })),
  booking_period: loosely(
    fc.record({
      id: loosely(someText),
      contract: loosely(fc.record({ holding_fee: amount, price_per_week: amount })),
    }),
  ),
  room_type: loosely(
    fc.record({
      id: loosely(someText),
      name: loosely(someText),
      property: loosely(fc.record({ name: loosely(someText) })),
    }),
  ),
});

const bookingOf = (payload: unknown) => {
  const event = parsePartnerEvent({ type: 'contract.added', payload });
  if (!('known' in event) || !event.known || event.type !== 'contract.added') {
    throw new Error('not a booking event');
  }
  return event.payload;
};

describe('purchaseFromBooking', () => {
  it("turns the API's booking event into one GA4 purchase, keyed by the booking", () => {
    const purchase = purchaseFromBooking(
      bookingOf({
        booking: { id: 'BK-7Q2', status: 'pending', session_token: 'cs_9' },
        booking_period: {
          id: 'bp_riverside_ensuite_51',
          startDate: '2027-09-04',
          contract: { holding_fee: '250.00', price_per_week: '289.00', instalments: 3 },
        },
        room_type: {
          id: 'room_riverside_ensuite',
          name: 'Classic Ensuite',
          property: { id: 'prop_riverside', name: 'Riverside House' },
        },
      }),
      { currency: 'GBP', clientId: '1234.5678' },
    );
    expect(purchase).toEqual({
      client_id: '1234.5678',
      events: [
        {
          name: 'purchase',
          params: {
            transaction_id: 'BK-7Q2',
            value: 250,
            currency: 'GBP',
            items: [
              {
                item_id: 'room_riverside_ensuite',
                item_name: 'Classic Ensuite',
                item_category: 'accommodation',
                item_brand: 'Riverside House',
                item_variant: 'bp_riverside_ensuite_51',
                price: 289,
                quantity: 1,
              },
            ],
          },
        },
      ],
    });
  });

  it('gives a purchase GA4 takes for any booking event the API may send, and none without a booking id', () => {
    fc.assert(
      fc.property(anyBooking, (payload) => {
        const booking = bookingOf(payload);
        const purchase = purchaseFromBooking(booking, { currency: 'AUD', clientId: 'c.1' });
        if (!booking.booking?.id) {
          expect(purchase).toBeNull();
          return;
        }
        const checked = measurementProtocolPurchase.safeParse(purchase);
        expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
        expect(purchase?.events[0].params.transaction_id).toBe(booking.booking.id);
      }),
      { numRuns: 500 },
    );
  });
});
