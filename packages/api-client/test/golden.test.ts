import { describe, expect, it } from 'vitest';
import { createCatalogueClient } from '../src/createCatalogueClient.js';
import { createPartnerClient } from '../src/createPartnerClient.js';
import { PartnerApiError } from '../src/PartnerApiError.js';
import type { PartnerRouteName } from '../src/routes.js';
import { partnerCredentials } from '../src/transport.js';
import { requestExample, requestExamples, responseExamples } from './goldenExamples.js';

type Client = ReturnType<typeof createPartnerClient>;

/** Calls the client method of `route`, with `input` as a partner would pass it. */
function callRoute(client: Client, route: PartnerRouteName, input: never, roomId = 'room_1') {
  switch (route) {
    case 'enquiries.list':
      return client.enquiries.list(input);
    case 'enquiries.get':
      return client.enquiries.get({ id: 'ENQ-3HW8TX' });
    case 'enquiries.createGeneral':
      return client.enquiries.createGeneral(input);
    case 'enquiries.createSpecific':
      return client.enquiries.createSpecific(input);
    case 'checkout.start':
      return client.checkout.start({ roomId, ...(input as object) } as never);
    case 'checkout.complete':
      return client.checkout.complete({ roomId, ...(input as object) } as never);
    case 'properties.list':
      return createCatalogueClient(client).properties.list(input);
    case 'properties.get':
      return createCatalogueClient(client).properties.get({ id: 'prop_riverside' });
    case 'rooms.list':
      return createCatalogueClient(client).rooms.list(input);
    case 'rooms.get':
      return createCatalogueClient(client).rooms.get({ id: 'room_riverside_ensuite' });
    case 'rooms.bookingPeriods':
      return createCatalogueClient(client).rooms.bookingPeriods({
        roomId: 'room_riverside_ensuite',
      });
  }
}

/** A valid input for each route, from the request examples, for calls whose answer is under test. */
const INPUTS: Record<PartnerRouteName, unknown> = {
  'enquiries.list': {},
  'enquiries.get': {},
  'enquiries.createGeneral': requestExample('general-enquiry').input,
  'enquiries.createSpecific': requestExample('specific-enquiry').input,
  'checkout.start': requestExample('start-checkout').input,
  'checkout.complete': requestExample('complete-checkout-instalments').input,
  'properties.list': {},
  'properties.get': {},
  'rooms.list': {},
  'rooms.get': {},
  'rooms.bookingPeriods': {},
};

describe("golden requests: what the client sends for a partner's input", () => {
  it.each(requestExamples.map((example) => [example.name, example] as const))(
    '%s',
    async (_name, example) => {
      const sent: Request[] = [];
      const client = createPartnerClient({
        baseUrl: 'https://partner-api.example.com',
        credentials: partnerCredentials({ partnerId: 'partner-1', accessToken: 'token-1' }),
        fetch: async (input, init) => {
          sent.push(new Request(input, init));
          return Response.json(
            { success: false, code: 503, message: 'Unavailable' },
            { status: 503 },
          );
        },
      });

      await callRoute(client, example.call, example.input as never, example.roomId).catch(() => {});

      expect(sent).toHaveLength(1);
      const request = sent[0] as Request;
      const url = new URL(request.url);
      expect(request.method).toBe(example.method);
      expect(`${url.pathname}${url.search}`).toBe(example.path);
      expect(request.headers.get('content-type')).toBe(example.contentType);
      const text = await request.text();
      expect(text === '' ? null : JSON.parse(text)).toEqual(example.wire);
    },
  );
});

describe("golden responses: what the client makes of the API's answers", () => {
  it.each(responseExamples.map((example) => [example.name, example] as const))(
    '%s',
    async (_name, example) => {
      const client = createPartnerClient({
        baseUrl: 'https://partner-api.example.com',
        // No retry inside the client: one answer, one outcome.
        fetch: async () => Response.json(example.body, { status: example.status }),
      });
      const outcome = await callRoute(client, example.route, INPUTS[example.route] as never).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );

      if (example.rejects) {
        expect('error' in outcome && PartnerApiError.is(outcome.error)).toBe(true);
        expect((outcome as { error: PartnerApiError }).error).toMatchObject(example.rejects);
      } else {
        expect(outcome).toEqual({ value: example.resolves });
      }
    },
  );

  it('covers every route, both kinds of answer, and the pages a list can be on', () => {
    const routes = new Set(responseExamples.map((example) => example.route));
    expect([...routes].sort()).toEqual([
      'checkout.complete',
      'checkout.start',
      'enquiries.createGeneral',
      'enquiries.createSpecific',
      'enquiries.get',
      'enquiries.list',
      'properties.get',
      'properties.list',
      'rooms.bookingPeriods',
      'rooms.get',
      'rooms.list',
    ]);
    expect(responseExamples.filter((example) => example.rejects).length).toBeGreaterThanOrEqual(6);
    for (const name of ['list-first-page', 'list-last-page', 'list-empty', 'list-beyond-last']) {
      expect(responseExamples.map((example) => example.name)).toContain(name);
    }
  });
});
