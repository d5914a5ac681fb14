import { matchPartnerRoute } from '../../../routes.js';
import type { ProxyDeadline } from '../../deadline.js';
import { ProxyConfigError } from '../../proxyConfig.js';
import { type ProxyAnswer, type ProxyRequest, partnerError } from '../../proxyExchange.js';
import { clientNetwork } from '../../toNodeListener.js';
import type { ForwardContext } from '../pipeline.js';
import { ROUTE_POLICY } from '../routePolicy.js';
import type { ProxySettings } from '../settings.js';
import { fingerprint } from './deduplicate.js';

/**
 * The first step: the route the request's method and path name below `basePath`, among those
 * allowed, or 404 without reaching anything else; then the configuration, or 500 (logged once).
 * What it makes is the context every later step reads.
 */
export function matchRoute(
  request: ProxyRequest,
  deadline: ProxyDeadline,
  settings: ProxySettings,
): ForwardContext | ProxyAnswer {
  const { basePath } = settings;
  const { pathname } = request;
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
    return partnerError(404, 'Not found.');
  }
  const path = pathname.slice(basePath.length);
  const route = matchPartnerRoute(request.method, path);
  if (!route || !settings.allowed.has(route.name)) return partnerError(404, 'Not found.');

  const configuration = settings.configuration();
  if (configuration instanceof ProxyConfigError) {
    settings.log.once(configuration.message);
    // Named for the telemetry, which tells a setting missing from any other failure.
    return { ...partnerError(500, configuration.message), reason: 'proxy_configuration' };
  }
  const policy = ROUTE_POLICY[route.name];
  let visitor: string | undefined;
  let enquiryKey: Promise<string | null> | undefined;
  const context: ForwardContext = {
    request,
    deadline,
    settings,
    configuration,
    route,
    policy,
    path,
    query: '',
    mediaType: undefined,
    body: undefined,
    json: undefined,
    limitsKeyedByBody: [],
    passCookie: null,
    visitor() {
      const { visitor: given, trustedProxies = 0 } = settings.options;
      const fetchRequest = request.fetchRequest();
      visitor ??= (
        (given ? given(fetchRequest) : clientNetwork(fetchRequest, { trustedProxies })) ?? ''
      ).slice(0, 128);
      return visitor;
    },
    enquiryKey() {
      // This visitor's enquiry: the partner, its API, the route, who sends it and what it says.
      const { json } = context;
      enquiryKey ??=
        policy.deduplicate && json
          ? fingerprint(
              [configuration.partnerId, configuration.upstream, route.name, context.visitor()],
              json,
            )
          : Promise.resolve(null);
      return enquiryKey;
    },
  };
  return context;
}
