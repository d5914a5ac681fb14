// Route names, constants, the error shape and one business rule: never the client's schemas, so
// the sandbox's own (wireSchemas.ts) can catch a client that drifts from the reference.
import { matchPartnerRoute, partnerErrorResponse } from '@unistay/api-client/contract';
import { createPartnerRoutes } from './partnerRoutes.js';
import type { PaymentIntent } from './payments.js';
import { unsupportedContentType } from './responses.js';
import type { RouteContext } from './routeContext.js';
import { otherOriginRefusal, remoteToolRefusal } from './sameOrigin.js';
import type { SandboxOptions } from './sandboxOptions.js';
import { createSandboxRoutes } from './sandboxRoutes.js';
import type { SandboxPartner } from './seed.js';
import {
  createSandboxStore,
  type SandboxBooking,
  type SandboxEvent,
  type SandboxPayment,
} from './store.js';
import { createWireSchemas } from './wireSchemas.js';

export type { SandboxOptions } from './sandboxOptions.js';
export type { SandboxBooking, SandboxEvent, SandboxPayment } from './store.js';

/**
 * A stateful simulation of the Student Accommodation Partner API. `handle` takes a fetch Request
 * and answers as the API would; the MSW and Node adapters are thin wrappers around it. It is a
 * store (`store.ts`), a table of the API's routes by name (`partnerRoutes.ts`) and the sandbox's
 * own routes (`sandboxRoutes.ts`).
 */
export function createSandbox(options: SandboxOptions = {}) {
  const store = createSandboxStore(options);
  const { partners, faults, webhooks, state } = store;
  const context: RouteContext = {
    store,
    wire: createWireSchemas({
      dateOrder: options.dateOfBirthFormat ?? 'DD-MM-YYYY',
      now: store.now,
    }),
    sessionTtlMs: options.sessionTtlMs ?? 30 * 60 * 1000,
    publicOrigin: (url) => (options.publicUrl ?? url.origin).replace(/\/+$/, ''),
  };
  const partnerRoutes = createPartnerRoutes(context);
  const sandboxRoute = createSandboxRoutes(context);
  // Behind a proxy, pages come from the public address while requests arrive at another.
  const { publicUrl } = options;
  const ownHosts = publicUrl && URL.canParse(publicUrl) ? [new URL(publicUrl).host] : [];

  function authenticate(request: Request): SandboxPartner | null {
    const partnerId = request.headers.get('x-api-partner-id');
    const authorization = request.headers.get('authorization') ?? '';
    const token = /^Bearer (.+)$/.exec(authorization)?.[1];
    return (
      partners.find(
        (partner) => partner.partnerId === partnerId && partner.accessToken === token,
      ) ?? null
    );
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/__sandbox/')) {
      return (
        otherOriginRefusal(request, url, ownHosts) ??
        remoteToolRefusal(request, url) ??
        sandboxRoute(request, url)
      );
    }
    const match = matchPartnerRoute(request.method, url.pathname);
    if (!match) return partnerErrorResponse(404, `The route ${url.pathname} could not be found.`);

    const fault = faults.take(match.name);
    if (fault && !fault.afterHandling) {
      const injected = await faults.apply(fault, request.signal);
      if (injected) return injected;
    }
    const partner = authenticate(request);
    const answer = !partner
      ? partnerErrorResponse(401, 'Unauthenticated.')
      : (unsupportedContentType(request, match.name) ??
        (await partnerRoutes[match.name]({ request, url, match, partner })));
    if (fault?.afterHandling) return (await faults.apply(fault, request.signal)) ?? answer;
    return answer;
  }

  return {
    handle,
    reset: store.reset,
    catalogue: store.catalogue,
    partners,
    faults: { add: faults.add, clear: faults.clear, list: faults.list },
    events: (): readonly SandboxEvent[] => state.events,
    webhooks: {
      subscribe: webhooks.subscribe,
      list: webhooks.list,
      remove: webhooks.remove,
      deliveries: webhooks.deliveries,
      failNext: webhooks.failNext,
      idle: webhooks.idle,
    },
    bookings: (): readonly SandboxBooking[] => state.bookings,
    paymentIntent: (id: string): Readonly<PaymentIntent> | undefined => store.paymentIntent(id),
    /** Every payment and what it was for: the record of money moved, as `GET /__sandbox/payments`. */
    payments: (): readonly SandboxPayment[] => store.payments(),
  };
}

/**
 * What `createSandbox` returns: `handle`, which answers a fetch Request as the API would, and what
 * a test or story reads and steers (catalogue, partners, faults, events, webhooks, bookings and
 * payments), with `reset` back to the seed.
 */
export type Sandbox = ReturnType<typeof createSandbox>;
