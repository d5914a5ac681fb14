/**
 * The six Partner API endpoints of the reference, by name. The client builds its paths from this
 * table; the proxy forwards only what matches it (or `CATALOGUE_ROUTES`), and the sandbox routes by
 * both, so all three agree by construction.
 */
export const PARTNER_ROUTES = {
  'enquiries.list': { method: 'GET', path: '/api/enquiries' },
  'enquiries.get': { method: 'GET', path: '/api/enquiries/:id' },
  'enquiries.createSpecific': { method: 'POST', path: '/api/enquiries' },
  'enquiries.createGeneral': { method: 'POST', path: '/api/enquiries/general' },
  'checkout.start': { method: 'POST', path: '/api/rooms/:roomId/checkout/start' },
  'checkout.complete': { method: 'POST', path: '/api/rooms/:roomId/checkout' },
} as const;

/**
 * The catalogue's reads, as the public API serves them ("other list endpoints follow the same
 * pagination"). A table of their own, so a client without the catalogue leaves them out.
 */
export const CATALOGUE_ROUTES = {
  'properties.list': { method: 'GET', path: '/api/properties' },
  'properties.get': { method: 'GET', path: '/api/properties/:id' },
  'rooms.list': { method: 'GET', path: '/api/rooms' },
  'rooms.get': { method: 'GET', path: '/api/rooms/:roomId' },
  'rooms.bookingPeriods': { method: 'GET', path: '/api/rooms/:roomId/booking-periods' },
} as const;

/** Every route: what the proxy forwards and the sandbox serves. */
export const API_ROUTES = /* @__PURE__ */ Object.assign({}, PARTNER_ROUTES, CATALOGUE_ROUTES);

/**
 * The name of an endpoint in `API_ROUTES` (`enquiries.list`, `rooms.get`): how the proxy's `allow`,
 * an `authorize` function and the sandbox refer to it.
 */
export type PartnerRouteName = keyof typeof API_ROUTES;
/**
 * The name of one of the catalogue's reads (`rooms.list`, `properties.get`), as a catalogue
 * client's `paths` are keyed.
 */
export type CatalogueRouteName = keyof typeof CATALOGUE_ROUTES;
/**
 * A request matched to a route by `matchPartnerRoute`: the route's name and its path parameters
 * (`id`, `roomId`), each one plain segment.
 */
export interface PartnerRouteMatch {
  name: PartnerRouteName;
  params: Record<string, string>;
}

// Path parameters are single, plain segments: nothing that could climb out of the route (`..`,
// an encoded slash) matches, so a proxy forwarding a match cannot be steered elsewhere upstream.
const SEGMENT = '([A-Za-z0-9_~-][A-Za-z0-9._~-]*)';

function compileRoutes() {
  return (Object.keys(API_ROUTES) as PartnerRouteName[]).map((name) => {
    const { method, path } = API_ROUTES[name];
    const keys: string[] = [];
    const source = path.replace(/:(\w+)/g, (_, key: string) => {
      keys.push(key);
      return SEGMENT;
    });
    return { name, method, keys, pattern: new RegExp(`^${source}/?$`) };
  });
}
// Marked pure so a browser bundle, which only builds paths, drops the matchers: the proxy needs them.
const compiled = /* @__PURE__ */ compileRoutes();

/** The route a method and path name, or null. `pathname` is as it arrives, not decoded. */
export function matchPartnerRoute(method: string, pathname: string): PartnerRouteMatch | null {
  const upper = method.toUpperCase();
  for (const route of compiled) {
    if (route.method !== upper) continue;
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    route.keys.forEach((key, index) => {
      params[key] = match[index + 1] as string;
    });
    return { name: route.name, params };
  }
  return null;
}

/** The path of a route with its parameters filled in and encoded. */
export function partnerRoutePath(name: PartnerRouteName, params: Record<string, string> = {}) {
  return fillPath(API_ROUTES[name].path, params);
}

/** A path template (`/api/rooms/:roomId`) with its parameters filled in and encoded. */
export function fillPath(template: string, params: Record<string, string> = {}) {
  return template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
