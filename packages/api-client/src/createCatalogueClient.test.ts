import { describe, expect, it } from 'vitest';
import { createCatalogueClient } from './createCatalogueClient.js';
import { createPartnerClient } from './createPartnerClient.js';
import { PartnerApiError } from './PartnerApiError.js';
import { partnerCredentials } from './transport.js';

const emptyPage = {
  items: [],
  meta: { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 1 },
  links: { first: null, last: null, prev: null, next: null },
};

/** A client whose API answers `data` and records what was asked. */
function clientAnswering(data: unknown) {
  const asked: URL[] = [];
  const client = createPartnerClient({
    baseUrl: 'https://partner-api.test',
    credentials: partnerCredentials({ partnerId: 'partner-1', accessToken: 'token-1' }),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      asked.push(new URL(request.url));
      expect(request.headers.get('authorization')).toBe('Bearer token-1');
      return Response.json({ success: true, code: 0, locale: 'en', message: 'OK', data });
    },
  });
  return { client, asked };
}

describe('createCatalogueClient', () => {
  it('sends a room search in the public API query names', async () => {
    const { client, asked } = clientAnswering(emptyPage);

    await createCatalogueClient(client).rooms.list({
      page: 2,
      perPage: 25,
      city: 'london',
      moveInDate: '09-2027',
      priceRange: { min: 200, max: 350 },
      amenities: ['wifi', 'gym'],
      sort: { by: 'price', direction: 'desc' },
    });

    expect(asked[0]?.pathname).toBe('/api/rooms');
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      page: '2',
      per_page: '25',
      'filter[city]': 'london',
      'filter[move_in_date]': '09-2027',
      'filter[price_range]': '200-350',
      'filter[amenities]': 'wifi,gym',
      'sort[price]': 'desc',
    });
  });

  it('reads one room, its periods and a property by id, encoding the id', async () => {
    const { client, asked } = clientAnswering({ item: { id: 'r 1' }, items: [{ id: 'bp_1' }] });
    const catalogue = createCatalogueClient(client);

    expect(await catalogue.rooms.get({ id: 'r 1' })).toEqual({ id: 'r 1' });
    expect(await catalogue.rooms.bookingPeriods({ roomId: 'r 1' })).toEqual([{ id: 'bp_1' }]);
    expect(await catalogue.properties.get({ id: 'p/1' })).toEqual({ id: 'r 1' });
    expect(asked.map((url) => url.pathname)).toEqual([
      '/api/rooms/r%201',
      '/api/rooms/r%201/booking-periods',
      '/api/properties/p%2F1',
    ]);
  });

  it('takes other paths and query names for the catalogue, which the reference does not fix', async () => {
    const { client, asked } = clientAnswering(emptyPage);

    await createCatalogueClient(client, {
      paths: { 'properties.list': '/api/v2/properties' },
    }).properties.list({ city: 'leeds' });

    expect(`${asked[0]?.pathname}${asked[0]?.search}`).toBe(
      '/api/v2/properties?filter%5Bcity%5D=leeds',
    );

    const { client: other, asked: askedOther } = clientAnswering({ item: { id: 'r1' } });
    await createCatalogueClient(other, { paths: { 'rooms.get': '/api/v2/rooms/:id' } }).rooms.get({
      id: 'r1',
    });
    expect(askedOther[0]?.pathname).toBe('/api/v2/rooms/r1');

    const { client: third, asked: askedThird } = clientAnswering(emptyPage);
    await createCatalogueClient(third, { queryNames: { city: 'city' } }).rooms.list({
      city: 'york',
    });
    expect(askedThird[0]?.search).toBe('?city=york');
  });

  it('is made once per client, and refuses bad input before sending', async () => {
    const { client, asked } = clientAnswering(emptyPage);
    expect(createCatalogueClient(client)).toBe(createCatalogueClient(client));

    const error = await createCatalogueClient(client)
      .rooms.list({ moveInDate: '2027-09', page: 0 })
      .catch((caught: unknown) => caught);

    expect(PartnerApiError.is(error) && error.kind).toBe('validation');
    expect(Object.keys((error as PartnerApiError).fieldErrors).sort()).toEqual([
      'moveInDate',
      'page',
    ]);
    expect(asked).toHaveLength(0);
  });

  it('reports a room without an id as an answer outside the contract', async () => {
    const { client } = clientAnswering({ item: { name: 'No id' } });
    const error = await createCatalogueClient(client)
      .rooms.get({ id: 'r1' })
      .catch((caught: unknown) => caught);
    expect(PartnerApiError.is(error) && error.kind).toBe('invalid_response');
  });
});
