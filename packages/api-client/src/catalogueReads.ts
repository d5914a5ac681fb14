import * as z from 'zod/mini';
import { identifier } from './fields.js';
import type { PartnerClient, RequestOptions } from './partnerClientTypes.js';
import { type BookingPeriod, bookingPeriodListSchema, type Room, roomItemSchema } from './room.js';
import { CATALOGUE_ROUTES, type CatalogueRouteName } from './routes.js';

/**
 * The catalogue's reads by id, each a function of its own: `createCatalogueClient` is made of them,
 * and a page that reads one room (a checkout) takes only `readRoom`, so it carries none of the
 * lists', properties' or paging schemas.
 */

/** A catalogue route that reads one resource by the id in its path. */
export type CatalogueReadRoute = Exclude<CatalogueRouteName, 'properties.list' | 'rooms.list'>;

// Checked as objects, so a validation error names the id that is missing (`id: required`).
const idSchemas = {
  id: z.object({ id: identifier() }),
  roomId: z.object({ roomId: identifier() }),
};

/** One resource's `data`, by the id in its path: the public API's path, or `path` in its place. */
export function readById<Schema extends z.ZodMiniType>(
  client: PartnerClient,
  route: CatalogueReadRoute,
  schema: Schema,
  id: string,
  requestOptions?: RequestOptions,
  path: string = CATALOGUE_ROUTES[route].path,
) {
  const { send, validate } = client.transport;
  const params = path.includes(':id')
    ? validate(route, idSchemas.id, { id })
    : validate(route, idSchemas.roomId, { roomId: id });
  return send({ route, path, params }, schema, requestOptions);
}

/** GET /api/rooms/{id}: one room type. */
export async function readRoom(
  client: PartnerClient,
  id: string,
  requestOptions?: RequestOptions,
  path?: string,
): Promise<Room> {
  return (await readById(client, 'rooms.get', roomItemSchema, id, requestOptions, path)).item;
}

/** GET /api/rooms/{roomId}/booking-periods: a room type's booking periods. */
export async function readBookingPeriods(
  client: PartnerClient,
  roomId: string,
  requestOptions?: RequestOptions,
  path?: string,
): Promise<BookingPeriod[]> {
  const route = 'rooms.bookingPeriods';
  return (await readById(client, route, bookingPeriodListSchema, roomId, requestOptions, path))
    .items;
}
