import { createWebhookHandler } from '@unistay/api-client/server';
import { bookings } from '../../../lib/bookings';
import { hostedPurchases } from '../../../lib/hostedPurchases';

/**
 * The API's webhooks: each call checked against the access token registered with this webhook
 * (PARTNER_WEBHOOK_TOKEN), each event handled once. A booking's event confirms the page its
 * student returns to, and, where they allowed measurement, counts their purchase in GA4.
 */
export const POST = createWebhookHandler({
  accessToken: process.env.PARTNER_WEBHOOK_TOKEN,
  async onEvent(event, context) {
    bookings.onEvent(event, context);
    await hostedPurchases.onEvent(event);
  },
});
