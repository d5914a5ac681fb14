import type * as z from 'zod/mini';
import {
  type CatalogueQueryNames,
  catalogueQuery,
  type Property,
  type PropertyListParams,
  type PropertyPage,
  propertyItemSchema,
  propertyListParamsSchema,
  propertyPageSchema,
  type RoomListParams,
  type RoomPage,
  roomListParamsSchema,
  roomPageSchema,
} from './catalogue.js';
import { readBookingPeriods, readById, readRoom } from './catalogueReads.js';
import type { PartnerClient, RequestOptions } from './createPartnerClient.js';
import type { BookingPeriod, Room } from './room.js';
import { CATALOGUE_ROUTES, type CatalogueRouteName } from './routes.js';

/** The catalogue's methods, in the client's call shape: `(args, options?)`. */
export interface CatalogueClient {
  properties: {
    /** GET /api/properties: one page, filtered by city, slug or amenities. */
    list(args?: PropertyListParams, options?: RequestOptions): Promise<PropertyPage>;
    /** GET /api/properties/{id} */
    get(args: { id: string }, options?: RequestOptions): Promise<Property>;
  };
  rooms: {
    /** GET /api/rooms: one page of room types, filtered and sorted. */
    list(args?: RoomListParams, options?: RequestOptions): Promise<RoomPage>;
    /** GET /api/rooms/{id} */
    get(args: { id: string }, options?: RequestOptions): Promise<Room>;
    /** GET /api/rooms/{roomId}/booking-periods */
    bookingPeriods(args: { roomId: string }, options?: RequestOptions): Promise<BookingPeriod[]>;
  };
}

export interface CatalogueClientOptions {
  /**
   * Paths to use instead of the public API's, by route, with `:id` or `:roomId` where the route
   * has one: `{ 'rooms.list': '/api/v2/rooms' }`. The catalogue is not in the reference, so its
   * paths may differ on the API you are given. Behind `createPartnerProxy`, which forwards only
   * the public API's paths, keep them as they are.
   */
  paths?: Partial<Record<CatalogueRouteName, string>>;
  /** Query names to use instead of the public API's: `{ city: 'city' }` sends `?city=london`. */
  queryNames?: CatalogueQueryNames;
}

const made = new WeakMap<PartnerClient, CatalogueClient>();

/**
 * The catalogue (properties, room types, booking periods) on top of a client: the same base
 * address, credentials, deadline and errors. A companion rather than part of
 * `createPartnerClient`, so a page that only takes enquiries does not ship it. Made once per
 * client.
 *
 * @example
 * const { rooms } = createCatalogueClient(client);
 * const page = await rooms.list({ city: 'london', moveInDate: '09-2027' }, { signal });
 * const periods = await rooms.bookingPeriods({ roomId: page.items[0].id });
 */
export function createCatalogueClient(
  client: PartnerClient,
  options: CatalogueClientOptions = {},
): CatalogueClient {
  const own = Boolean(options.paths || options.queryNames);
  const existing = own ? undefined : made.get(client);
  if (existing) return existing;
  const { send, validate } = client.transport;
  const pathOf = (route: CatalogueRouteName) =>
    options.paths?.[route] ?? CATALOGUE_ROUTES[route].path;

  async function list<Schema extends z.ZodMiniType>(
    route: 'properties.list' | 'rooms.list',
    paramsSchema: z.ZodMiniType,
    pageSchema: Schema,
    params: RoomListParams | PropertyListParams = {},
    requestOptions?: RequestOptions,
  ) {
    const query = catalogueQuery(
      validate(route, paramsSchema, params) as RoomListParams,
      options.queryNames,
    );
    return send({ route, path: pathOf(route), query }, pageSchema, requestOptions);
  }

  const catalogue: CatalogueClient = {
    properties: {
      list: (args, requestOptions) =>
        list('properties.list', propertyListParamsSchema, propertyPageSchema, args, requestOptions),
      get: async ({ id }, requestOptions) => {
        const route = 'properties.get';
        return (
          await readById(client, route, propertyItemSchema, id, requestOptions, pathOf(route))
        ).item;
      },
    },
    rooms: {
      list: (args, requestOptions) =>
        list('rooms.list', roomListParamsSchema, roomPageSchema, args, requestOptions),
      get: ({ id }, requestOptions) => readRoom(client, id, requestOptions, pathOf('rooms.get')),
      bookingPeriods: ({ roomId }, requestOptions) =>
        readBookingPeriods(client, roomId, requestOptions, pathOf('rooms.bookingPeriods')),
    },
  };
  if (!own) made.set(client, catalogue);
  return catalogue;
}
