import { createWebhookHandler } from '@unistay/api-client/server';
import { bookings } from '../../../lib/bookings';

/**
 * The API's webhooks: each call checked against the access token registered with this webhook
 * (PARTNER_WEBHOOK_TOKEN), each event handled once. A booking's event confirms the page its
 * student returns to.
 */
export const POST = createWebhookHandler({
  accessToken: process.env.PARTNER_WEBHOOK_TOKEN,
  onEvent: bookings.onEvent,
});
