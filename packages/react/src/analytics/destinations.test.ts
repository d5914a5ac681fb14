import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ANALYTICS_EVENTS_VERSION,
  type AnalyticsDelivery,
  type AnalyticsRoom,
  type UnistayAnalyticsEvent,
} from './analyticsEvents.js';
import { createAnalytics } from './createAnalytics.js';
import { dataLayerDestination, ga4Event, gtagDestination } from './destinations.js';

// GA4's recommended e-commerce events, as its reference describes them: each item with an id and
// a name, a category, a price and a quantity; `value` with a `currency`; a purchase with its
// `transaction_id`.
const ga4Item = z.object({
  item_id: z.string().check(z.minLength(1)),
  item_name: z.string().check(z.minLength(1)),
  item_category: z.literal('accommodation'),
  item_brand: z.optional(z.string()),
  item_variant: z.optional(z.string()),
  price: z.optional(z.number()),
  quantity: z.literal(1),
});
const items = z.array(ga4Item).check(z.minLength(1));
const currency = z.string().check(z.regex(/^[A-Z]{3}$/));
/** GA4 counts a value only in a currency: one given without the other is refused. */
const valueInCurrency = z.refine<{ value?: number | undefined; currency?: string | undefined }>(
  (params) => (params.value === undefined) === (params.currency === undefined),
);
const withValue = z
  .object({ currency: z.optional(currency), value: z.optional(z.number()), items })
  .check(valueInCurrency);
const GA4_ECOMMERCE: Record<string, z.ZodMiniType> = {
  view_item_list: z.object({ items: z.array(ga4Item) }),
  view_item: withValue,
  select_item: z.object({ items }),
  begin_checkout: withValue,
  add_payment_info: z.extend(withValue, { payment_type: z.enum(['full', 'instalments']) }),
  purchase: z
    .object({
      transaction_id: z.string().check(z.minLength(1)),
      value: z.optional(z.number()),
      currency: z.optional(currency),
      items,
      payment_type: z.enum(['full', 'instalments']),
    })
    .check(valueInCurrency),
  generate_lead: z.object({ lead_source: z.enum(['general_enquiry', 'specific_enquiry']) }),
};

const text = fc.string({ minLength: 1, maxLength: 20 });
const room: fc.Arbitrary<AnalyticsRoom> = fc.record(
  {
    roomId: text,
    roomName: text,
    propertyName: text,
    operatorId: text,
    periodId: text,
    periodLabel: text,
    pricePerWeek: fc.double({ min: 0, max: 5000, noNaN: true }),
    currency: fc.constantFrom('GBP', 'AUD', 'CAD'),
  },
  { requiredKeys: ['roomId'] },
);
const kind = fc.constantFrom('general' as const, 'specific' as const);
const plan = fc.constantFrom('full' as const, 'instalments' as const);
/** Any event, with any catalogue data in it. */
const anyEvent: fc.Arbitrary<UnistayAnalyticsEvent> = fc.oneof(
  fc.record({ name: fc.constant('room_list_viewed' as const), rooms: fc.array(room) }),
  fc.record({ name: fc.constant('room_viewed' as const), room }),
  fc.record({ name: fc.constant('period_chosen' as const), room }),
  fc.record({ name: fc.constant('enquiry_started' as const), kind }),
  fc.record({ name: fc.constant('enquiry_sent' as const), kind }),
  fc.record({
    name: fc.constant('enquiry_failed' as const),
    kind,
    reason: fc.constantFrom('validation' as const, 'server' as const, 'network' as const),
  }),
  fc.record({ name: fc.constant('hosted_checkout_started' as const), room }),
  fc.record({ name: fc.constant('custom_checkout_started' as const), room }),
  fc.record({
    name: fc.constant('checkout_step_viewed' as const),
    step: fc.constantFrom('stay' as const, 'review' as const),
    room,
  }),
  fc.record({ name: fc.constant('payment_details_given' as const), room, plan }),
  fc.record({ name: fc.constant('payment_failed' as const), code: text, room }),
  fc
    .record({
      name: fc.constant('purchase' as const),
      bookingId: text,
      paid: fc.option(
        fc.record({
          value: fc.double({ min: 0, max: 5000, noNaN: true }),
          currency: fc.constantFrom('GBP', 'AUD', 'CAD'),
        }),
        { nil: undefined },
      ),
      room,
      plan,
    })
    .map(({ paid, ...purchase }) => ({ ...purchase, ...paid })),
  fc.record({ name: fc.constant('payment_without_booking' as const), reference: text, room }),
);
const delivered = (event: UnistayAnalyticsEvent) =>
  ({ ...event, version: ANALYTICS_EVENTS_VERSION }) as AnalyticsDelivery;

describe('the GA4 and Google Tag Manager destinations', () => {
  it('give every e-commerce event in the shape GA4 documents for it', () => {
    fc.assert(
      fc.property(anyEvent, (event) => {
        const { name, params } = ga4Event(delivered(event));
        const schema = GA4_ECOMMERCE[name];
        if (schema) {
          const checked = schema.safeParse(params);
          expect(checked.success, `${name}: ${JSON.stringify(checked.error?.issues)}`).toBe(true);
        } else {
          // Not an e-commerce event: ours, by our name, with no items.
          expect(name).toBe(event.name);
          expect(params).not.toHaveProperty('items');
        }
      }),
    );
  });

  it('a booking is a GA4 purchase with its id, what was paid and the room', () => {
    const calls: unknown[][] = [];
    const analytics = createAnalytics({
      consent: { analytics_storage: 'granted' },
      destinations: [
        gtagDestination({
          gtag:
            () =>
            (...args) =>
              calls.push(args),
        }),
      ],
    });
    analytics.track({
      name: 'purchase',
      bookingId: 'BK-7Q2',
      value: 250,
      currency: 'GBP',
      plan: 'instalments',
      room: {
        roomId: 'room_riverside_ensuite',
        roomName: 'Classic Ensuite',
        propertyName: 'Riverside House',
        periodLabel: '51 weeks',
        pricePerWeek: 289,
        currency: 'GBP',
      },
    });
    expect(calls).toEqual([
      [
        'event',
        'purchase',
        {
          transaction_id: 'BK-7Q2',
          value: 250,
          currency: 'GBP',
          payment_type: 'instalments',
          items: [
            {
              item_id: 'room_riverside_ensuite',
              item_name: 'Classic Ensuite',
              item_category: 'accommodation',
              item_brand: 'Riverside House',
              item_variant: '51 weeks',
              price: 289,
              quantity: 1,
            },
          ],
        },
      ],
    ]);
  });

  it("pushes to the dataLayer as GTM's e-commerce guide asks: the last ecommerce cleared first", () => {
    const dataLayer: object[] = [];
    const analytics = createAnalytics({
      consent: { analytics_storage: 'granted' },
      destinations: [dataLayerDestination({ dataLayer: () => dataLayer })],
    });
    analytics.track({
      name: 'room_viewed',
      room: { roomId: 'room_1', currency: 'GBP', pricePerWeek: 180 },
    });
    expect(dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: {
          currency: 'GBP',
          value: 180,
          items: [
            {
              item_id: 'room_1',
              item_name: 'room_1',
              item_category: 'accommodation',
              price: 180,
              quantity: 1,
            },
          ],
        },
      },
    ]);
  });

  it('says so when the page has no gtag, without failing the page', () => {
    const analytics = createAnalytics({
      consent: { analytics_storage: 'granted' },
      destinations: [gtagDestination({ gtag: () => undefined })],
    });
    const outcomes: string[] = [];
    analytics.subscribe(({ outcome }) => outcomes.push(outcome));
    analytics.track({ name: 'enquiry_started', kind: 'general' });
    expect(outcomes).toEqual(['failed']);
  });
});
