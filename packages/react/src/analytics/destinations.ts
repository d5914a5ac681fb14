import type { Ga4Item } from '@unistay/api-client';
import type { AnalyticsDelivery, AnalyticsRoom } from './analyticsEvents.js';
import type { ConsentType } from './consent.js';
import type { AnalyticsDestination } from './createAnalytics.js';

/** A GA4 event: a recommended one (`view_item`, `purchase`…) where one fits, else ours. */
export interface Ga4Event {
  name: string;
  params: Record<string, unknown>;
}

const item = (room: AnalyticsRoom): Ga4Item => ({
  item_id: room.roomId,
  item_name: room.roomName ?? room.roomId,
  item_category: 'accommodation',
  ...(room.propertyName ? { item_brand: room.propertyName } : {}),
  ...(room.periodLabel || room.periodId ? { item_variant: room.periodLabel ?? room.periodId } : {}),
  ...(room.pricePerWeek === undefined ? {} : { price: room.pricePerWeek }),
  quantity: 1,
});

/**
 * One room's e-commerce fields: a week's price as the value, in its currency, when both are known
 * (GA4 counts a value only with its currency), and the item.
 */
const commerce = (room: AnalyticsRoom) => ({
  ...(room.currency && room.pricePerWeek !== undefined
    ? { currency: room.currency, value: room.pricePerWeek }
    : {}),
  items: [item(room)],
});

/**
 * An event as GA4 takes it: its recommended e-commerce events where one fits (`view_item_list`,
 * `view_item`, `select_item`, `generate_lead`, `begin_checkout`, `add_payment_info`,
 * `purchase`), and the rest by our own names.
 */
export function ga4Event(event: AnalyticsDelivery): Ga4Event {
  switch (event.name) {
    case 'room_list_viewed':
      return { name: 'view_item_list', params: { items: event.rooms.map(item) } };
    case 'room_viewed':
      return { name: 'view_item', params: commerce(event.room) };
    case 'period_chosen':
      return { name: 'select_item', params: { items: [item(event.room)] } };
    case 'enquiry_sent':
      return { name: 'generate_lead', params: { lead_source: `${event.kind}_enquiry` } };
    case 'hosted_checkout_started':
    case 'custom_checkout_started':
      return { name: 'begin_checkout', params: commerce(event.room) };
    case 'payment_details_given':
      return {
        name: 'add_payment_info',
        params: { ...commerce(event.room), payment_type: event.plan },
      };
    case 'purchase':
      return {
        name: 'purchase',
        params: {
          transaction_id: event.bookingId,
          ...(event.value === undefined || !event.currency
            ? {}
            : { value: event.value, currency: event.currency }),
          items: [item(event.room)],
          payment_type: event.plan,
        },
      };
    case 'enquiry_started':
      return { name: event.name, params: { enquiry_kind: event.kind } };
    case 'enquiry_failed':
      return { name: event.name, params: { enquiry_kind: event.kind, reason: event.reason } };
    case 'checkout_step_viewed':
      return { name: event.name, params: { step: event.step, item_id: event.room.roomId } };
    case 'payment_failed':
      return { name: event.name, params: { code: event.code, item_id: event.room.roomId } };
    case 'payment_without_booking':
      return {
        name: event.name,
        params: { reference: event.reference, item_id: event.room.roomId },
      };
  }
}

const MEASUREMENT: readonly ConsentType[] = ['analytics_storage'];

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;
type DataLayer = { push(...entries: object[]): unknown };

/**
 * GA4 through the page's own `gtag` (your Google tag snippet loads it): each event as
 * `gtag('event', name, params)`. Needs `analytics_storage`.
 */
export function gtagDestination({
  gtag = () => (globalThis as { gtag?: Gtag }).gtag,
  needs = MEASUREMENT,
}: {
  gtag?: () => Gtag | undefined;
  needs?: readonly ConsentType[];
} = {}): AnalyticsDestination {
  return {
    name: 'gtag',
    needs,
    send(event) {
      const send = gtag();
      if (!send) throw new Error('gtag is not on this page.');
      const { name, params } = ga4Event(event);
      send('event', name, params);
    },
  };
}

/**
 * Google Tag Manager's `dataLayer`: each event pushed as `{ event, ecommerce }` after clearing the
 * previous `ecommerce` object, as GTM's e-commerce guide asks. Needs `analytics_storage`.
 */
export function dataLayerDestination({
  dataLayer = () => {
    const page = globalThis as { dataLayer?: object[] };
    page.dataLayer ??= [];
    return page.dataLayer;
  },
  needs = MEASUREMENT,
}: {
  dataLayer?: () => DataLayer;
  needs?: readonly ConsentType[];
} = {}): AnalyticsDestination {
  return {
    name: 'dataLayer',
    needs,
    send(event) {
      const { name, params } = ga4Event(event);
      const layer = dataLayer();
      layer.push({ ecommerce: null });
      layer.push({ event: name, ecommerce: params });
    },
  };
}

/** Your own function, given each event as Unistay names it (`UnistayAnalyticsEvent`). */
export function functionDestination(
  send: (event: AnalyticsDelivery) => void,
  {
    name = 'function',
    needs = MEASUREMENT,
  }: { name?: string; needs?: readonly ConsentType[] } = {},
): AnalyticsDestination {
  return { name, needs, send };
}
