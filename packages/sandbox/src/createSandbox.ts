// Route names, constants, the error shape and one business rule: never the client's schemas, so
// the sandbox's own (wireSchemas.ts) can catch a client that drifts from the reference.
import {
  asksForUkGuarantor,
  BOOKING_ALREADY_COMPLETED,
  ENQUIRY_STATUSES,
  matchPartnerRoute,
  type PartnerRouteMatch,
  type PartnerRouteName,
  partnerErrorResponse,
} from '@unistay/api-client';
import { placeholderImage, publicProperty, publicRoom, roomsOf, slug } from './catalogue.js';
import { createFaults, type Fault } from './faults.js';
import {
  bookedPage,
  checkoutFormPage,
  HOSTED_CHECKOUT_CSS,
  HOSTED_CHECKOUT_HEADERS,
  unavailablePage,
} from './hostedCheckoutPage.js';
import { laravelMessages } from './laravelMessages.js';
import { pageOf, readPaging } from './pagination.js';
import { confirmPaymentIntent, type PaymentIntent } from './payments.js';
import {
  type Catalogue,
  createCatalogue,
  createEnquiries,
  createRandom,
  type Property,
  type Random,
  SANDBOX_PARTNERS,
  type SandboxPartner,
  type StoredEnquiry,
} from './seed.js';
import {
  createWebhooks,
  type PartnerEventBody,
  parseWith,
  type WebhookDeliveryOptions,
  type WebhookSubscription,
  webhookSubscriptionSchema,
} from './webhooks.js';
import { createWireSchemas, decodeJsonField, type WireDateOrder } from './wireSchemas.js';

export interface SandboxOptions {
  /** Seeds ids, tokens and the generated enquiries. Same seed, same sandbox. */
  seed?: number;
  /** Who may call, with which credentials. Default: `SANDBOX_PARTNERS`. */
  partners?: readonly SandboxPartner[];
  /** Seeded enquiries per partner, in the order of `partners`. Default `[57, 48]`. */
  enquiryCounts?: readonly number[];
  /** How long a checkout session token lives. Default 30 minutes. */
  sessionTtlMs?: number;
  /** The clock, for tests of expiry. */
  now?: () => number;
  faults?: readonly Fault[];
  /** The wire order of date_of_birth it accepts. Default `'DD-MM-YYYY'`, the public API's. */
  dateOfBirthFormat?: WireDateOrder;
  /**
   * The address browsers reach the sandbox at, for `checkout_url` and pagination links, when that is
   * not the address requests arrive at (behind a proxy). Default: each request's origin.
   */
  publicUrl?: string;
  /**
   * Webhooks, as a partner registers them in the dashboard: each event of a type in `events` is
   * posted to `url` with the token and headers. Also settable at `/__sandbox/webhooks`.
   */
  webhooks?: readonly WebhookSubscription[];
  /** Retries and faults of webhook deliveries. Default: 6 attempts, backoff from 1 s, 10 s each. */
  webhookDelivery?: WebhookDeliveryOptions;
  /** The fetch webhook deliveries go through. Default: the global one. */
  fetch?: typeof fetch;
}

export interface SandboxBooking {
  booking_id: string;
  partner_id: string;
  room_id: string;
  booking_period_id: string;
  session_token: string;
  channel: 'custom' | 'hosted';
  created_at: string;
}

/** An event as the sandbox posts it to webhooks (`type` and `payload`), with when and for whom. */
export interface SandboxEvent extends PartnerEventBody {
  id: string;
  partner_id: string;
  created_at: string;
}

interface CheckoutSession {
  token: string;
  partnerId: string;
  roomId: string;
  bookingPeriodId: string;
  expiresAt: number;
  intentId: string;
  bookingId: string | null;
}

const DEFAULT_SEED = 20_260_901;
const PUBLIC_KEY = 'pk_sandbox_unistay';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });

/** A success in the API's envelope. */
const ok = (data: unknown, { status = 200, code = 0, message = 'OK' } = {}) =>
  json({ success: true, code, locale: 'en', message, data }, status);

const invalid = (messages: Record<string, string[]>) =>
  partnerErrorResponse(422, 'The given data was invalid.', { data: { messages } });

/** The body types each write takes, as the reference's examples send them. */
const CONTENT_TYPES: Partial<Record<PartnerRouteName, readonly string[]>> = {
  'enquiries.createGeneral': ['application/vnd.api+json', 'application/json'],
  'enquiries.createSpecific': ['application/vnd.api+json', 'application/json'],
  'checkout.start': ['application/json'],
  'checkout.complete': ['application/json'],
};

/** A 415 for a body of a type the route does not take, or null. */
function unsupportedContentType(request: Request, route: PartnerRouteName): Response | null {
  const accepted = CONTENT_TYPES[route];
  if (!accepted) return null;
  const given = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (given && accepted.includes(given)) return null;
  return partnerErrorResponse(
    415,
    `Send this request's body as ${accepted.join(' or ')}; its Content-Type is ${given || 'missing'}.`,
  );
}

const sandboxError = (status: number, message: string, code = 'sandbox_error') =>
  json({ error: { code, message } }, status);

/**
 * A stateful simulation of the Student Accommodation Partner API. `handle` takes a fetch Request
 * and answers as the API would; the MSW and Node adapters are thin wrappers around it.
 */
export function createSandbox(options: SandboxOptions = {}) {
  const partners = options.partners ?? SANDBOX_PARTNERS;
  const now = options.now ?? Date.now;
  const sessionTtlMs = options.sessionTtlMs ?? 30 * 60 * 1000;
  const wire = createWireSchemas({
    dateOrder: options.dateOfBirthFormat ?? 'DD-MM-YYYY',
    now,
  });
  const catalogue: Catalogue = createCatalogue();
  const faults = createFaults(options.faults);
  let sequenceOf = new Map<string, number>();
  /** Ids of the sandbox's own records, counted apart from the seeded random ids so they stay put. */
  const newId = (prefix: string) => {
    const next = (sequenceOf.get(prefix) ?? 0) + 1;
    sequenceOf.set(prefix, next);
    return `${prefix}_${next}`;
  };
  const webhooks = createWebhooks({
    initial: options.webhooks,
    delivery: options.webhookDelivery,
    now,
    newId,
    fetch: options.fetch,
  });

  let random: Random;
  let enquiries: StoredEnquiry[];
  let nextSequence: number;
  let sessions: Map<string, CheckoutSession>;
  let intents: Map<string, PaymentIntent>;
  let bookings: SandboxBooking[];
  let events: SandboxEvent[];

  function reset() {
    random = createRandom(options.seed ?? DEFAULT_SEED);
    enquiries = createEnquiries(partners, catalogue, random, options.enquiryCounts);
    nextSequence = enquiries.length + 1;
    sessions = new Map();
    intents = new Map();
    bookings = [];
    events = [];
    sequenceOf = new Map();
    webhooks.reset();
    faults.clear();
    options.faults?.forEach(faults.add);
  }
  reset();

  const findRoom = (roomId: string) => {
    for (const property of catalogue.properties) {
      const room = property.rooms.find((candidate) => candidate.id === roomId);
      if (room) return { property, room };
    }
    return null;
  };

  const publicOrigin = (url: URL) => (options.publicUrl ?? url.origin).replace(/\/+$/, '');

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

  async function readJson(request: Request): Promise<Record<string, unknown> | Response> {
    const text = await request.text();
    try {
      const body: unknown = text ? JSON.parse(text) : {};
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        return body as Record<string, unknown>;
      }
    } catch {}
    return partnerErrorResponse(400, 'The request body must be a JSON object.');
  }

  function publicEnquiry(enquiry: StoredEnquiry) {
    const {
      partnerId: _partner,
      sequence: _sequence,
      metadata,
      additional_fields,
      ...rest
    } = enquiry;
    // Returned as the reference's examples send them: strings holding JSON; metadata only where
    // the enquiry was created with it (the public API's model has neither field).
    return {
      ...rest,
      ...(metadata ? { metadata: JSON.stringify(metadata) } : {}),
      additional_fields: JSON.stringify(additional_fields),
    };
  }

  function recordBooking(session: CheckoutSession, channel: SandboxBooking['channel']) {
    const booking: SandboxBooking = {
      booking_id: `BK-${random.token(8)}`,
      partner_id: session.partnerId,
      room_id: session.roomId,
      booking_period_id: session.bookingPeriodId,
      session_token: session.token,
      channel,
      created_at: new Date(now()).toISOString(),
    };
    session.bookingId = booking.booking_id;
    bookings.push(booking);
    const place = findRoom(session.roomId);
    const period = place?.room.booking_periods.find((p) => p.id === session.bookingPeriodId);
    // The booking event, in the public example's shape: the period (camelCase dates, its terms as
    // `contract`), the room type, and the booking.
    emit(
      'contract.added',
      {
        booking: {
          id: booking.booking_id,
          status: 'confirmed',
          created_at: booking.created_at,
          session_token: session.token,
          channel,
        },
        booking_period: period && {
          id: period.id,
          startDate: period.start_date,
          endDate: period.end_date,
          contract: {
            holding_fee: period.holding_deposit,
            maximum_bookings: period.maximum_bookings,
            // Rent in three termly instalments for a long tenancy, one for a short one: the
            // common pattern in UK student housing; the seed has no terms of its own.
            instalments: weeksBetween(period.start_date, period.end_date) > 26 ? 3 : 1,
            price_per_week: period.price_per_week,
          },
        },
        room_type: place && {
          id: place.room.id,
          name: place.room.name,
          property: { id: place.property.id, name: place.property.name },
        },
      },
      session.partnerId,
    );
    return booking;
  }

  /** Records an event and posts it to the webhooks subscribed to it. */
  function emit(type: string, payload: Record<string, unknown>, partnerId: string) {
    const event: SandboxEvent = {
      id: newId('evt'),
      type,
      partner_id: partnerId,
      created_at: new Date(now()).toISOString(),
      payload,
    };
    events.push(event);
    webhooks.emit({ type, payload }, partnerId);
  }

  // --- The Partner API -------------------------------------------------------------------------

  function listEnquiries(url: URL, partner: SandboxPartner): Response {
    const paging = readPaging(url);
    const messages = 'messages' in paging ? { ...paging.messages } : {};
    const status = url.searchParams.get('filter[status]');
    if (status && !(ENQUIRY_STATUSES as readonly string[]).includes(status)) {
      messages['filter.status'] = ['The selected filter.status is invalid.'];
    }
    if ('messages' in paging || Object.keys(messages).length > 0) return invalid(messages);

    const matching = enquiries
      .filter((enquiry) => enquiry.partnerId === partner.partnerId)
      .filter((enquiry) => !status || enquiry.status === status)
      .sort((a, b) => b.sequence - a.sequence);
    const kept = new URLSearchParams(status ? { 'filter[status]': status } : {});
    const page = pageOf(
      matching,
      paging,
      `${publicOrigin(url)}/api/enquiries`,
      kept,
      url.searchParams.has('per_page'),
    );
    return ok({ ...page, items: page.items.map(publicEnquiry) });
  }

  // --- The catalogue, as the public API serves it ---------------------------------------------

  /** A list's filters checked: the 422 messages for the ones that are malformed. */
  function filterProblems(url: URL): Record<string, string[]> {
    const messages: Record<string, string[]> = {};
    const moveIn = url.searchParams.get('filter[move_in_date]');
    if (moveIn !== null && !/^(0[1-9]|1[0-2])-\d{4}$/.test(moveIn)) {
      messages['filter.move_in_date'] = [
        'The filter.move in date field must match the format m-Y.',
      ];
    }
    const range = url.searchParams.get('filter[price_range]');
    if (range !== null && !/^\d*(\.\d+)?-\d*(\.\d+)?$/.test(range)) {
      messages['filter.price_range'] = ['The filter.price range field must be like 200-350.'];
    }
    for (const [name, value] of url.searchParams) {
      if (/^sort\[/.test(name) && value !== 'asc' && value !== 'desc') {
        messages[name.replace(/\[(\w+)\]/, '.$1')] = [`The selected ${name} is invalid.`];
      }
    }
    return messages;
  }

  /** The query a catalogue list keeps in its links: its filters and sorting. */
  const keptQuery = (url: URL) =>
    new URLSearchParams(
      [...url.searchParams].filter(
        ([name]) => name.startsWith('filter[') || name.startsWith('sort['),
      ),
    );

  function listCatalogue(url: URL, kind: 'properties' | 'rooms'): Response {
    const paging = readPaging(url);
    const problems = { ...('messages' in paging ? paging.messages : {}), ...filterProblems(url) };
    if ('messages' in paging || Object.keys(problems).length > 0) return invalid(problems);
    const origin = publicOrigin(url);
    const filter = (name: string) => url.searchParams.get(`filter[${name}]`) ?? '';
    const city = filter('city');
    const amenities = filter('amenities').split(',').filter(Boolean);
    const inCity = (property: Property) => !city || slug(property.city) === city;

    if (kind === 'properties') {
      const wanted = filter('slug');
      const matching = catalogue.properties
        .filter(inCity)
        .map((property) => publicProperty(property, origin))
        .filter((property) => !wanted || property.slug === wanted)
        .filter((property) =>
          amenities.every((name) => property.amenities.some((amenity) => amenity.name === name)),
        );
      return ok(
        pageOf(
          matching,
          paging,
          `${origin}/api/properties`,
          keptQuery(url),
          url.searchParams.has('per_page'),
        ),
      );
    }

    const [moveMonth, moveYear] = filter('move_in_date').split('-');
    const [min, max] = filter('price_range')
      .split('-')
      .map((bound) => (bound ? Number(bound) : null));
    let rooms = roomsOf(catalogue)
      .filter(({ property }) => inCity(property))
      .map(({ property, room }) => publicRoom(property, room, origin))
      .filter(
        (room) =>
          !moveMonth ||
          room.booking_periods.some((period) =>
            period.start_date.endsWith(`-${moveMonth}-${moveYear}`),
          ),
      )
      .filter(
        (room) =>
          (min == null || Number(room.price) >= min) && (max == null || Number(room.price) <= max),
      )
      .filter((room) =>
        amenities.every((name) =>
          room.amenities.general.some((amenity) => amenity.name === name && amenity.status),
        ),
      );
    for (const [name, direction] of url.searchParams) {
      const key = /^sort\[(price|max_rooms_left|is_available)\]$/.exec(name)?.[1];
      if (!key) continue;
      const sign = direction === 'desc' ? -1 : 1;
      rooms = [...rooms].sort(
        (a, b) => sign * (Number(a[key as 'price']) - Number(b[key as 'price'])),
      );
    }
    return ok(
      pageOf(
        rooms,
        paging,
        `${origin}/api/rooms`,
        keptQuery(url),
        url.searchParams.has('per_page'),
      ),
    );
  }

  function getProperty(url: URL, id: string): Response {
    const property = catalogue.properties.find((candidate) => candidate.id === id);
    if (!property) return partnerErrorResponse(404, 'Property not found.');
    return ok({ item: publicProperty(property, publicOrigin(url)) });
  }

  function getRoom(url: URL, roomId: string, part: 'room' | 'booking_periods'): Response {
    const place = findRoom(roomId);
    if (!place) return partnerErrorResponse(404, 'Room not found.');
    const room = publicRoom(place.property, place.room, publicOrigin(url));
    return ok(part === 'room' ? { item: room } : { items: room.booking_periods });
  }

  function getEnquiry(match: PartnerRouteMatch, partner: SandboxPartner): Response {
    // Another partner's enquiry is answered exactly as a missing one: its existence is not told.
    const enquiry = enquiries.find(
      (candidate) => candidate.id === match.params.id && candidate.partnerId === partner.partnerId,
    );
    if (!enquiry) return partnerErrorResponse(404, 'Enquiry not found.');
    return ok({ item: publicEnquiry(enquiry) });
  }

  async function createEnquiry(
    request: Request,
    partner: SandboxPartner,
    kind: 'general' | 'specific',
  ): Promise<Response> {
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const schema =
      kind === 'general' ? wire['enquiries.createGeneral'] : wire['enquiries.createSpecific'];
    const result = schema.safeParse(body);
    if (!result.success) return invalid(laravelMessages(result.error, body));
    const data = result.data;

    // The API reaches students by phone: a number in no country's range is refused, as a
    // server-side number check would (the sandbox's is the unassigned +999 range).
    if (data.contact_number.startsWith('+999')) {
      return invalid({ contact_number: ['The phone number is invalid.'] });
    }
    let place: ReturnType<typeof findRoom> = null;
    if ('room_id' in data) {
      place = findRoom(data.room_id);
      if (!place || place.property.id !== data.property_id) {
        return invalid({ room_id: ['The selected room id is invalid.'] });
      }
      if (place.property.operator_id !== data.operator_id) {
        return invalid({ operator_id: ['The selected operator id is invalid.'] });
      }
    }
    const enquiry: StoredEnquiry = {
      partnerId: partner.partnerId,
      sequence: nextSequence++,
      id: `ENQ-${random.token(6)}`,
      operator_id: place?.property.operator_id ?? null,
      property_id: place?.property.id ?? null,
      room_id: place?.room.id ?? null,
      property_name: place?.property.name ?? null,
      room_name: place?.room.name ?? null,
      first_name: data.first_name,
      last_name: data.last_name,
      email: data.email,
      contact_number: data.contact_number,
      message: data.message,
      status: 'pending',
      ...('metadata' in data ? { metadata: decodeJsonField(data.metadata) ?? {} } : {}),
      additional_fields: decodeJsonField(data.additional_fields) ?? {},
    };
    enquiries.push(enquiry);
    return ok({ enquiry_id: enquiry.id }, { status: 201, code: 201 });
  }

  async function startCheckout(
    request: Request,
    url: URL,
    match: PartnerRouteMatch,
    partner: SandboxPartner,
  ): Promise<Response> {
    const place = findRoom(match.params.roomId ?? '');
    if (!place) return partnerErrorResponse(404, 'Room not found.');
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const result = wire['checkout.start'].safeParse(body);
    if (!result.success) return invalid(laravelMessages(result.error, body));
    const period = place.room.booking_periods.find(
      (candidate) => candidate.id === result.data.booking_period_id,
    );
    if (!period) {
      return invalid({ booking_period_id: ['The selected booking period id is invalid.'] });
    }
    if (result.data.operator_id !== place.room.operator_id) {
      return invalid({ operator_id: ['The selected operator id is invalid.'] });
    }
    const intentId = `pi_sandbox_${random.token(14, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
    const intent: PaymentIntent = {
      id: intentId,
      client_secret: `${intentId}_secret_${random.token(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
      amount: Math.round(Number(period.holding_deposit) * 100),
      currency: place.property.currency.toLowerCase(),
      status: 'requires_payment_method',
      charges: 0,
      last_error: null,
    };
    intents.set(intentId, intent);
    const token = `cs_sandbox_${random.token(24, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
    sessions.set(token, {
      token,
      partnerId: partner.partnerId,
      roomId: place.room.id,
      bookingPeriodId: period.id,
      expiresAt: now() + sessionTtlMs,
      intentId,
      bookingId: null,
    });
    // 201, as the public API answers all four writes.
    return ok(
      {
        card_provider: { public_key: PUBLIC_KEY, client_secret: intent.client_secret },
        session_token: token,
        checkout_url: place.room.hosted_checkout
          ? `${publicOrigin(url)}/__sandbox/checkout/${token}`
          : null,
      },
      { status: 201 },
    );
  }

  async function completeCheckout(
    request: Request,
    match: PartnerRouteMatch,
    partner: SandboxPartner,
  ): Promise<Response> {
    const place = findRoom(match.params.roomId ?? '');
    if (!place) return partnerErrorResponse(404, 'Room not found.');
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const session = sessions.get(String(body.session_token ?? ''));
    const ownSession = session?.partnerId === partner.partnerId ? session : undefined;
    if (ownSession?.bookingId && ownSession.roomId === place.room.id) {
      // A failure carrying the message key, as the public API answers a replay: no booking in it.
      return partnerErrorResponse(400, BOOKING_ALREADY_COMPLETED);
    }

    const result = wire['checkout.complete'].safeParse(body);
    if (!result.success) return invalid(laravelMessages(result.error, body));
    const data = result.data;

    if (!ownSession) return invalid({ session_token: ['The session token is invalid.'] });
    if (ownSession.roomId !== place.room.id) {
      return invalid({ session_token: ['The session token does not belong to this room.'] });
    }
    if (now() > ownSession.expiresAt) {
      return invalid({ session_token: ['The session token has expired: start checkout again.'] });
    }
    const plan = {
      propertyCountry: place.property.country,
      paying_in_instalments: data.paying_in_instalments,
    };
    if (asksForUkGuarantor(plan) && !data.has_uk_based_guarantor && !data.is_using_scheme) {
      return invalid({
        has_uk_based_guarantor: [
          'A UK-based guarantor or the guarantor scheme is required to pay in instalments.',
        ],
      });
    }
    if (intents.get(ownSession.intentId)?.status !== 'succeeded') {
      return invalid({ payment: ['The payment for this checkout has not succeeded.'] });
    }
    const booking = recordBooking(ownSession, 'custom');
    return ok(
      { booking_id: booking.booking_id },
      { status: 201, code: 1020, message: 'api.booking_created_successfully' },
    );
  }

  // --- Sandbox-only routes (never part of the client) ------------------------------------------

  async function handleSandboxRoute(request: Request, url: URL): Promise<Response> {
    const path = url.pathname.replace(/\/+$/, '');
    const method = request.method.toUpperCase();

    if (path === '/__sandbox/events' && method === 'GET') return json({ events });
    if (path.startsWith('/__sandbox/webhooks')) return webhookRoute(request, path, method);
    const image = /^\/__sandbox\/images\/([a-z0-9_]+)-(\d)\.svg$/.exec(path);
    if (image && method === 'GET') {
      const [, id = '', number] = image;
      const place =
        findRoom(id)?.room.name ??
        catalogue.properties.find((property) => property.id === id)?.name;
      if (!place) return sandboxError(404, 'No such image.');
      return new Response(placeholderImage(`${id}-${number}`, place), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      });
    }
    if (path === '/__sandbox/reset' && method === 'POST') {
      reset();
      return json({ reset: true });
    }
    if (path === '/__sandbox/faults') {
      if (method === 'GET') return json({ faults: faults.list() });
      if (method === 'DELETE') {
        faults.clear();
        return json({ faults: [] });
      }
      if (method === 'POST') {
        const body = await readJson(request);
        if (body instanceof Response) return body;
        try {
          const added = (Array.isArray(body.faults) ? body.faults : [body]).map((fault) =>
            faults.add(fault as Fault),
          );
          return json({ added, faults: faults.list() }, 201);
        } catch (error) {
          return sandboxError(400, `Not a fault: ${(error as Error).message}`);
        }
      }
    }
    const statusRoute = /^\/__sandbox\/enquiries\/([^/]+)\/status$/.exec(path);
    if (statusRoute && method === 'POST') {
      return moveEnquiryStatus(request, decodeURIComponent(statusRoute[1] ?? ''));
    }
    const intentRoute = /^\/__sandbox\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    if (intentRoute) {
      const intent = intents.get(intentRoute[1] ?? '');
      if (!intent) return sandboxError(404, 'No such payment intent.', 'resource_missing');
      if (!intentRoute[2] && method === 'GET') return json(intent);
      if (intentRoute[2] && method === 'POST') return confirmIntent(request, intent);
    }
    if (path === '/__sandbox/hosted-checkout.css' && method === 'GET') {
      return new Response(HOSTED_CHECKOUT_CSS, { headers: { 'Content-Type': 'text/css' } });
    }
    const hostedRoute = /^\/__sandbox\/checkout\/([^/]+)(\/complete)?$/.exec(path);
    if (hostedRoute)
      return hostedCheckout(request, url, hostedRoute[1] ?? '', Boolean(hostedRoute[2]));
    return sandboxError(404, `No sandbox route ${method} ${path}.`);
  }

  async function moveEnquiryStatus(request: Request, id: string) {
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const status = typeof body.status === 'string' ? body.status.trim() : '';
    if (!status || status.length > 32)
      return sandboxError(400, 'Give a status of 1 to 32 characters.');
    const enquiry = enquiries.find((candidate) => candidate.id === id);
    if (!enquiry) return sandboxError(404, 'No such enquiry.');
    const previous = enquiry.status;
    enquiry.status = status;
    if (previous !== status) {
      emit(
        'enquiry.updated',
        { ...publicEnquiry(enquiry), previous_status: previous },
        enquiry.partnerId,
      );
    }
    return json({ id: enquiry.id, status });
  }

  /** Subscriptions as the sandbox shows them: which secrets are set, never their values. */
  const listedWebhooks = () =>
    webhooks.list().map(({ accessToken, headers, ...webhook }) => ({
      ...webhook,
      accessToken: accessToken ? 'set' : null,
      headers: Object.keys(headers ?? {}),
    }));

  async function webhookRoute(request: Request, path: string, method: string) {
    // JSON only: a page on another site cannot send it without asking first (CORS preflight).
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (method === 'POST' && type !== 'application/json') {
      return sandboxError(415, 'Send this route a JSON body, with Content-Type: application/json.');
    }
    if (path === '/__sandbox/webhooks/deliveries' && method === 'GET') {
      return json({ deliveries: webhooks.deliveries() });
    }
    if (path === '/__sandbox/webhooks/faults' && method === 'POST') {
      const body = await readJson(request);
      if (body instanceof Response) return body;
      try {
        webhooks.failNext(Number(body.failFirst ?? 1), body.failAs as 'answer_lost' | undefined);
        return json({ failFirst: body.failFirst ?? 1 }, 201);
      } catch (error) {
        return sandboxError(400, `Not a webhook fault: ${(error as Error).message}`);
      }
    }
    if (path === '/__sandbox/webhooks') {
      if (method === 'GET') return json({ webhooks: listedWebhooks() });
      if (method === 'POST') {
        const body = await readJson(request);
        if (body instanceof Response) return body;
        try {
          const { id } = webhooks.subscribe(parseWith(webhookSubscriptionSchema, body));
          return json({ id, webhooks: listedWebhooks() }, 201);
        } catch (error) {
          return sandboxError(400, `Not a webhook: ${(error as Error).message}`);
        }
      }
    }
    const one = /^\/__sandbox\/webhooks\/([^/]+)$/.exec(path);
    if (one && method === 'DELETE') {
      if (!webhooks.remove(decodeURIComponent(one[1] ?? ''))) {
        return sandboxError(404, 'No such webhook.');
      }
      return json({ webhooks: listedWebhooks() });
    }
    return sandboxError(404, `No sandbox route ${method} ${path}.`);
  }

  /** Confirms a payment intent with a test card, as the card provider's `confirmCardPayment` would. */
  async function confirmIntent(request: Request, intent: PaymentIntent) {
    const body = await readJson(request);
    if (body instanceof Response) return body;
    if (body.client_secret !== intent.client_secret) {
      return sandboxError(400, 'The client secret does not match this payment intent.');
    }
    const outcome = confirmPaymentIntent(
      intent,
      String(body.card_number ?? ''),
      body.authenticated === true,
    );
    if (outcome.ok) return json(outcome.intent);
    return json(
      { error: { code: outcome.code, message: outcome.message }, payment_intent: outcome.intent },
      outcome.status,
    );
  }

  async function hostedCheckout(request: Request, url: URL, token: string, completing: boolean) {
    const html = (body: string, status = 200) =>
      new Response(body, { status, headers: HOSTED_CHECKOUT_HEADERS });
    const session = sessions.get(token);
    const place = session && findRoom(session.roomId);
    const period = place?.room.booking_periods.find((p) => p.id === session?.bookingPeriodId);
    if (!session || !place || !period)
      return html(unavailablePage('This checkout link is not valid.'), 404);
    const context = { ...place, period };
    const form = completing ? new URLSearchParams(await request.text()) : url.searchParams;
    const returnUrl = safeReturnUrl(form.get('return_url'));
    if (session.bookingId) return html(bookedPage(context, session.bookingId, returnUrl));
    if (now() > session.expiresAt) {
      return html(unavailablePage('This checkout link has expired. Go back and start again.'), 410);
    }
    if (!completing || request.method !== 'POST') {
      return html(checkoutFormPage(context, `/__sandbox/checkout/${token}/complete`, returnUrl));
    }
    const intent = intents.get(session.intentId);
    if (intent) confirmPaymentIntent(intent, '4242424242424242', true);
    const booking = recordBooking(session, 'hosted');
    return html(bookedPage(context, booking.booking_id, returnUrl));
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/__sandbox/')) return handleSandboxRoute(request, url);
    const match = matchPartnerRoute(request.method, url.pathname);
    if (!match) return partnerErrorResponse(404, `The route ${url.pathname} could not be found.`);

    const fault = faults.take(match.name);
    if (fault && !fault.afterHandling) {
      const injected = await faults.apply(fault, request.signal);
      if (injected) return injected;
    }
    const answer = await answerPartnerRoute(request, url, match);
    if (fault?.afterHandling) return (await faults.apply(fault, request.signal)) ?? answer;
    return answer;
  }

  async function answerPartnerRoute(
    request: Request,
    url: URL,
    match: PartnerRouteMatch,
  ): Promise<Response> {
    const partner = authenticate(request);
    if (!partner) return partnerErrorResponse(401, 'Unauthenticated.');
    const unsupported = unsupportedContentType(request, match.name);
    if (unsupported) return unsupported;

    switch (match.name) {
      case 'enquiries.list':
        return listEnquiries(url, partner);
      case 'enquiries.get':
        return getEnquiry(match, partner);
      case 'enquiries.createGeneral':
        return createEnquiry(request, partner, 'general');
      case 'enquiries.createSpecific':
        return createEnquiry(request, partner, 'specific');
      case 'checkout.start':
        return startCheckout(request, url, match, partner);
      case 'checkout.complete':
        return completeCheckout(request, match, partner);
      case 'properties.list':
        return listCatalogue(url, 'properties');
      case 'rooms.list':
        return listCatalogue(url, 'rooms');
      case 'properties.get':
        return getProperty(url, match.params.id ?? '');
      case 'rooms.get':
        return getRoom(url, match.params.roomId ?? '', 'room');
      case 'rooms.bookingPeriods':
        return getRoom(url, match.params.roomId ?? '', 'booking_periods');
    }
  }

  return {
    handle,
    reset,
    catalogue,
    partners,
    faults: { add: faults.add, clear: faults.clear, list: faults.list },
    events: (): readonly SandboxEvent[] => events,
    webhooks: {
      subscribe: webhooks.subscribe,
      list: webhooks.list,
      remove: webhooks.remove,
      deliveries: webhooks.deliveries,
      failNext: webhooks.failNext,
      idle: webhooks.idle,
    },
    bookings: (): readonly SandboxBooking[] => bookings,
    paymentIntent: (id: string): Readonly<PaymentIntent> | undefined => intents.get(id),
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;

/** Whole weeks between two `DD-MM-YYYY` dates. */
function weeksBetween(start: string, end: string): number {
  const time = (date: string) => {
    const [day, month, year] = date.split('-').map(Number);
    return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  };
  return Math.floor((time(end) - time(start)) / (7 * 24 * 60 * 60 * 1000));
}

function safeReturnUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
