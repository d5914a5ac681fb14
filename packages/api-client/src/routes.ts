/**
 * The six Partner API endpoints, by name. The client builds its paths from this table, the proxy
 * forwards only what matches it, and the sandbox routes by it, so all three agree by construction.
 */
export const PARTNER_ROUTES = {
  'enquiries.list': { method: 'GET', path: '/api/enquiries' },
  'enquiries.get': { method: 'GET', path: '/api/enquiries/:id' },
  'enquiries.createSpecific': { method: 'POST', path: '/api/enquiries' },
  'enquiries.createGeneral': { method: 'POST', path: '/api/enquiries/general' },
  'checkout.start': { method: 'POST', path: '/api/rooms/:roomId/checkout/start' },
  'checkout.complete': { method: 'POST', path: '/api/rooms/:roomId/checkout' },
} as const;

export type PartnerRouteName = keyof typeof PARTNER_ROUTES;
export interface PartnerRouteMatch {
  name: PartnerRouteName;
  params: Record<string, string>;
}

// Path parameters are single, plain segments: nothing that could climb out of the route (`..`,
// an encoded slash) matches, so a proxy forwarding a match cannot be steered elsewhere upstream.
const SEGMENT = '([A-Za-z0-9_~-][A-Za-z0-9._~-]*)';

function compileRoutes() {
  return (Object.keys(PARTNER_ROUTES) as PartnerRouteName[]).map((name) => {
    const { method, path } = PARTNER_ROUTES[name];
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
  return PARTNER_ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
}
