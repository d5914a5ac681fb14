import { describe, expect, it } from 'vitest';
import { createDemoApi } from './partnerApi.js';

const LIVE = {
  PARTNER_API_URL: 'https://partner-api.test',
  PARTNER_ID: 'partner-1',
  PARTNER_ACCESS_TOKEN: 'secret-token',
};

const booking = (id: string, session: string) =>
  JSON.stringify({
    type: 'contract.added',
    payload: { booking: { id, session_token: session }, room_type: { name: 'Classic Ensuite' } },
  });

describe("the demo server's webhook receiver", () => {
  it('live, takes calls carrying the registered token and confirms the session they name', async () => {
    const api = createDemoApi({ ...LIVE, PARTNER_WEBHOOK_TOKEN: 'whsec-live' });
    const post = (authorization: string) =>
      api.handle(
        new Request('http://demo.test/webhooks/partner-api', {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/json' },
          body: booking('BK-1', 'cs_live_1'),
        }),
      );
    expect((await post('Bearer guessed')).status).toBe(401);
    const unconfirmed = await api.handle(new Request('http://demo.test/demo/bookings/cs_live_1'));
    expect(await unconfirmed.json()).toEqual({ confirmed: false });

    expect((await post('Bearer whsec-live')).status).toBe(200);
    const confirmed = await api.handle(new Request('http://demo.test/demo/bookings/cs_live_1'));
    expect(await confirmed.json()).toMatchObject({
      confirmed: true,
      booking_id: 'BK-1',
      room: 'Classic Ensuite',
    });
    // Real bookings: the list of received events is for signed-in staff only.
    const events = await api.handle(new Request('http://demo.test/demo/webhook-events'));
    expect(events.status).toBe(403);
  });

  it('live without PARTNER_WEBHOOK_TOKEN, takes no call and says which variable to set', async () => {
    const api = createDemoApi(LIVE);
    const response = await api.handle(
      new Request('http://demo.test/webhooks/partner-api', {
        method: 'POST',
        body: booking('BK-2', 'cs_live_2'),
      }),
    );
    expect(response.status).toBe(503);
    expect((await response.json()).error).toContain('Set PARTNER_WEBHOOK_TOKEN');
  });

  it('on the sandbox, confirms a hosted booking from the event the sandbox delivers', async () => {
    const api = createDemoApi({});
    const first = await bookThroughHostedCheckout(api);
    expect(first).toMatchObject({ confirmed: true, booking_id: expect.stringMatching(/^BK-/) });
    const { events } = await (
      await api.handle(new Request('http://demo.test/demo/webhook-events'))
    ).json();
    expect(events).toEqual([expect.objectContaining({ type: 'contract.added' })]);

    // After a reset the sandbox makes the same booking ids again: each is confirmed again.
    await api.handle(new Request('http://demo.test/__sandbox/reset', { method: 'POST' }));
    const again = await bookThroughHostedCheckout(api);
    expect(again).toMatchObject({ confirmed: true, booking_id: first.booking_id });
  });
});

async function bookThroughHostedCheckout(api: ReturnType<typeof createDemoApi>) {
  const started = await api.handle(
    new Request('http://demo.test/api/rooms/room_riverside_ensuite/checkout/start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        booking_period_id: 'bp_riverside_ensuite_51',
        operator_id: 'op_northgate',
      }),
    }),
  );
  const { session_token: session } = (await started.json()).data;
  await api.handle(
    new Request(`http://demo.test/__sandbox/checkout/${session}/complete`, { method: 'POST' }),
  );
  await api.sandbox?.webhooks.idle();
  return (await api.handle(new Request(`http://demo.test/demo/bookings/${session}`))).json();
}
