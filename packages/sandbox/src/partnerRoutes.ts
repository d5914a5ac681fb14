import { ENQUIRY_STATUSES } from '@unistay/api-client';
import {
  BOOKING_ALREADY_COMPLETED,
  type PartnerRouteMatch,
  type PartnerRouteName,
  partnerErrorResponse,
} from '@unistay/api-client/contract';
import { asksForUkGuarantor } from '@unistay/api-client/schemas';
import { createCatalogueRoutes } from './catalogueRoutes.js';
import { laravelMessages } from './laravelMessages.js';
import { pageOf, readPaging } from './pagination.js';
import type { PaymentIntent } from './payments.js';
import { SANDBOX_PUBLIC_KEY } from './publicKey.js';
import { apiRefusal, invalid, ok, readJson } from './responses.js';
import type { RouteContext } from './routeContext.js';
import type { SandboxPartner, StoredEnquiry } from './seed.js';
import { ID_ALPHABET, unguessable } from './unguessable.js';
import { decodeJsonField } from './wireSchemas.js';

/** One authenticated call of a Partner API route. */
export interface PartnerCall {
  request: Request;
  url: URL;
  match: PartnerRouteMatch;
  partner: SandboxPartner;
}

/** A handler for every route the client knows: leaving one out does not type-check. */
export type PartnerRouteTable = {
  [Name in PartnerRouteName]: (call: PartnerCall) => Response | Promise<Response>;
};

/** The Partner API's routes, by name. */
export function createPartnerRoutes(context: RouteContext): PartnerRouteTable {
  const { store, wire, sessionTtlMs, publicOrigin } = context;
  const { state, now, findRoom, publicEnquiry, addEnquiry, addCheckout, recordBooking } = store;
  const { listCatalogue, getProperty, getRoom } = createCatalogueRoutes(context);

  function listEnquiries(url: URL, partner: SandboxPartner): Response {
    const paging = readPaging(url);
    const messages = 'messages' in paging ? { ...paging.messages } : {};
    const status = url.searchParams.get('filter[status]');
    if (status && !(ENQUIRY_STATUSES as readonly string[]).includes(status)) {
      messages['filter.status'] = ['The selected filter.status is invalid.'];
    }
    if ('messages' in paging || Object.keys(messages).length > 0) return invalid(messages);

    const matching = state.enquiries
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

  function getEnquiry(match: PartnerRouteMatch, partner: SandboxPartner): Response {
    // Another partner's enquiry is answered exactly as a missing one: its existence is not told.
    const enquiry = state.enquiries.find(
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
    const body = await readJson(request, apiRefusal);
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
      sequence: state.nextSequence++,
      id: `ENQ-${unguessable(6, ID_ALPHABET)}`,
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
    addEnquiry(enquiry);
    return ok({ enquiry_id: enquiry.id }, { status: 201, code: 201 });
  }

  /** The room the path names and the request's JSON body, or the answer refusing either. */
  async function roomAndBody(request: Request, match: PartnerRouteMatch) {
    const place = findRoom(match.params.roomId ?? '');
    if (!place) return partnerErrorResponse(404, 'Room not found.');
    const body = await readJson(request, apiRefusal);
    if (body instanceof Response) return body;
    return { place, body };
  }

  async function startCheckout(
    request: Request,
    url: URL,
    match: PartnerRouteMatch,
    partner: SandboxPartner,
  ): Promise<Response> {
    const read = await roomAndBody(request, match);
    if (read instanceof Response) return read;
    const { place, body } = read;
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
    const intentId = `pi_sandbox_${unguessable(14)}`;
    const intent: PaymentIntent = {
      id: intentId,
      client_secret: `${intentId}_secret_${unguessable(16)}`,
      amount: Math.round(Number(period.holding_deposit) * 100),
      currency: place.property.currency.toLowerCase(),
      status: 'requires_payment_method',
      charges: 0,
      last_error: null,
      settles_at: null,
      next_action: null,
    };
    const token = `cs_sandbox_${unguessable(24)}`;
    addCheckout(
      {
        token,
        partnerId: partner.partnerId,
        roomId: place.room.id,
        bookingPeriodId: period.id,
        expiresAt: now() + sessionTtlMs,
        intentId,
        bookingId: null,
      },
      intent,
    );
    // 201, as the public API answers all four writes.
    return ok(
      {
        card_provider: { public_key: SANDBOX_PUBLIC_KEY, client_secret: intent.client_secret },
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
    const read = await roomAndBody(request, match);
    if (read instanceof Response) return read;
    const { place, body } = read;
    const session = state.sessions.get(String(body.session_token ?? ''));
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
    if (store.paymentIntent(ownSession.intentId)?.status !== 'succeeded') {
      return invalid({ payment: ['The payment for this checkout has not succeeded.'] });
    }
    const booking = recordBooking(ownSession, 'custom');
    return ok(
      { booking_id: booking.booking_id },
      { status: 201, code: 1020, message: 'api.booking_created_successfully' },
    );
  }

  return {
    'enquiries.list': ({ url, partner }) => listEnquiries(url, partner),
    'enquiries.get': ({ match, partner }) => getEnquiry(match, partner),
    'enquiries.createGeneral': ({ request, partner }) => createEnquiry(request, partner, 'general'),
    'enquiries.createSpecific': ({ request, partner }) =>
      createEnquiry(request, partner, 'specific'),
    'checkout.start': ({ request, url, match, partner }) =>
      startCheckout(request, url, match, partner),
    'checkout.complete': ({ request, match, partner }) => completeCheckout(request, match, partner),
    'properties.list': ({ request, url }) => listCatalogue(request, url, 'properties'),
    'rooms.list': ({ request, url }) => listCatalogue(request, url, 'rooms'),
    'properties.get': ({ request, url, match }) => getProperty(request, url, match.params.id ?? ''),
    'rooms.get': ({ request, url, match }) =>
      getRoom(request, url, match.params.roomId ?? '', 'room'),
    'rooms.bookingPeriods': ({ request, url, match }) =>
      getRoom(request, url, match.params.roomId ?? '', 'booking_periods'),
  };
}
