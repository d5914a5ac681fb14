import type * as z from 'zod/mini';
import type {
  Booking,
  CheckoutSession,
  CompleteCheckoutRequest,
  StartCheckoutRequest,
} from './checkout.js';
import type { Enquiry, EnquiryListParams, EnquiryPage } from './enquiry.js';
import type {
  EnquiryCreated,
  GeneralEnquiryRequest,
  SpecificEnquiryRequest,
} from './enquiryRequests.js';
import type { PartnerRouteName } from './routes.js';
import type { PartnerCredentials } from './transport.js';
import type { DateOfBirthFormat, JsonFieldEncoding } from './wire.js';

/** The client's options and the shape of what `createPartnerClient` returns. */

export interface PartnerClientOptions {
  /**
   * Where the API (or your proxy) is; paths begin with `/api`. In a browser behind
   * `createPartnerProxy`, this is your own origin: `''` or `'/partner'`.
   */
  baseUrl: string;
  /**
   * The partner's ID and access token, from `partnerCredentials`, set on every request (a token
   * function asked afresh, within the deadline). Server-side only: leave it out in a
   * browser, where the proxy adds them. A token that cannot be sent fails the call with an
   * `UnusableAccessToken`, nothing sent.
   */
  credentials?: PartnerCredentials;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /** Added to every request; they win over the defaults (Accept, Content-Type). */
  headers?: HeadersInit;
  /** Sent as `Accept-Language`; the API answers its messages in it. */
  locale?: string;
  /**
   * Per request, from asking an access-token function to reading the body; 0 turns it off.
   * Default 30 000.
   */
  timeoutMs?: number;
  /** How metadata and additional_fields are sent. Default `'string'` (a string holding JSON). */
  jsonFieldEncoding?: JsonFieldEncoding;
  /** The wire order of date_of_birth. Default `'DD-MM-YYYY'`. */
  dateOfBirthFormat?: DateOfBirthFormat;
}

/** What every method takes after its arguments: how this one call is sent. */
export interface RequestOptions {
  /** Cancels the call; it then fails as `aborted` (a timeout fails as `timeout`). */
  signal?: AbortSignal;
  /** Added to this call's headers; they win over the client's. */
  headers?: HeadersInit;
  /** This call's deadline, instead of the client's `timeoutMs`. */
  timeoutMs?: number;
  /** This call's `Accept-Language`, instead of the client's `locale`. */
  locale?: string;
}

/** Which enquiry: its id. */
export interface EnquiryRef {
  id: string;
}

/** Starting checkout: the room's id with the body's fields. */
export type StartCheckoutArgs = StartCheckoutRequest & {
  roomId: string;
  /**
   * Ask for a new session rather than the one the partner's proxy keeps for this visitor and room:
   * to book again dates booked a moment ago (for someone else). Sent as `START_ANEW_HEADER`, never
   * in the body; the proxy starts one only when the kept payment is unpaid or booked.
   */
  startAnew?: boolean;
  /**
   * The session token of the unpaid session this start renews near its end. Sent as
   * `RENEWING_HEADER`: the proxy starts a new session only while that one is still the session it
   * keeps (its payment read unpaid), and gives the one kept now where another tab renewed it
   * first, so two tabs renewing together pay into one session.
   */
  renewing?: string;
};

/** Completing checkout: the room's id with the body's fields. */
export type CompleteCheckoutArgs = CompleteCheckoutRequest & { roomId: string };

/**
 * Every method takes one call shape, `(args, options?)`: `args` is one object holding what the
 * request is about (the path's ids, the list's filters and the body's fields, side by side),
 * and `options` how to send it (`signal`, `headers`, `timeoutMs`). Wire fields keep their
 * snake_case names; the ids and list filters are the library's own and camelCase.
 *
 * @example
 * await client.enquiries.list({ page: 2, status: 'pending' }, { signal });
 * await client.enquiries.get({ id: 'ENQ-3HW8TX' });
 * await client.checkout.start({ roomId, booking_period_id, operator_id });
 */
export interface PartnerClient {
  enquiries: {
    /** GET /api/enquiries: one page, newest first. */
    list(args?: EnquiryListParams, options?: RequestOptions): Promise<EnquiryPage>;
    /** GET /api/enquiries/{id} */
    get(args: EnquiryRef, options?: RequestOptions): Promise<Enquiry>;
    /** POST /api/enquiries: about one room type. */
    createSpecific(args: SpecificEnquiryRequest, options?: RequestOptions): Promise<EnquiryCreated>;
    /** POST /api/enquiries/general */
    createGeneral(args: GeneralEnquiryRequest, options?: RequestOptions): Promise<EnquiryCreated>;
  };
  checkout: {
    /** POST /api/rooms/{roomId}/checkout/start, with the rest of `args` as the body. */
    start(args: StartCheckoutArgs, options?: RequestOptions): Promise<CheckoutSession>;
    /**
     * POST /api/rooms/{roomId}/checkout, with the rest of `args` as the body. Idempotent from the
     * caller's view: a replay with the same session token resolves with `already_completed: true`.
     */
    complete(args: CompleteCheckoutArgs, options?: RequestOptions): Promise<Booking>;
  };
  /**
   * How this client sends a request and checks an answer, for companion clients such as
   * `createCatalogueClient`: they share its options, credentials and deadline.
   */
  transport: PartnerTransport;
}

/** A request to a route, as a transport sends it. */
export interface PartnerCall {
  route: PartnerRouteName;
  /** The route's path template, for routes outside `PARTNER_ROUTES` (the catalogue's). */
  path?: string;
  params?: Record<string, string>;
  query?: URLSearchParams;
  body?: unknown;
  mediaType?: string;
}

export interface PartnerTransport {
  /** Sends `call` and resolves to the answer's `data`, checked against `schema`. */
  send<Schema extends z.ZodMiniType>(
    call: PartnerCall,
    schema: Schema,
    options?: RequestOptions,
  ): Promise<z.output<Schema>>;
  /** `input` checked against `schema`, or a `validation` error that names `route`: nothing is sent. */
  validate<Schema extends z.ZodMiniType>(
    route: PartnerRouteName,
    schema: Schema,
    input: unknown,
  ): z.output<Schema>;
}
