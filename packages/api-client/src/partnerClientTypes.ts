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
import type { DateOfBirthFormat, JsonFieldEncoding } from './wire.js';

/** The client's options and the shape of what `createPartnerClient` returns. */

export type AccessToken = string | (() => string | Promise<string>);

export interface PartnerClientOptions {
  /**
   * Where the API (or your proxy) is; paths begin with `/api`. In a browser behind
   * `createPartnerProxy`, this is your own origin: `''` or `'/partner'`.
   */
  baseUrl: string;
  /** Sent as `X-API-PARTNER-ID`. Leave it out in a browser: the proxy adds it. */
  partnerId?: string;
  /** Sent as `Authorization: Bearer …`, resolved at send time. Server-side only. */
  accessToken?: AccessToken;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /** Added to every request; they win over the defaults (Accept, Content-Type). */
  headers?: HeadersInit;
  /** Sent as `Accept-Language`; the API answers its messages in it. */
  locale?: string;
  /** Per request, including reading the body; 0 turns it off. Default 30 000. */
  timeoutMs?: number;
  /** How metadata and additional_fields are sent. Default `'string'` (a string holding JSON). */
  jsonFieldEncoding?: JsonFieldEncoding;
  /** The wire order of date_of_birth. Default `'DD-MM-YYYY'`. */
  dateOfBirthFormat?: DateOfBirthFormat;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: HeadersInit;
  timeoutMs?: number;
}

export interface PartnerClient {
  enquiries: {
    /** GET /api/enquiries: one page, newest first. */
    list(params?: EnquiryListParams & RequestOptions): Promise<EnquiryPage>;
    /** GET /api/enquiries/{id} */
    get(id: string, options?: RequestOptions): Promise<Enquiry>;
    /** POST /api/enquiries: about one room type. */
    createSpecific(body: SpecificEnquiryRequest, options?: RequestOptions): Promise<EnquiryCreated>;
    /** POST /api/enquiries/general */
    createGeneral(body: GeneralEnquiryRequest, options?: RequestOptions): Promise<EnquiryCreated>;
  };
  checkout: {
    /** POST /api/rooms/{room_id}/checkout/start */
    start(
      roomId: string,
      body: StartCheckoutRequest,
      options?: RequestOptions,
    ): Promise<CheckoutSession>;
    /**
     * POST /api/rooms/{room_id}/checkout. Idempotent from the caller's view: a replay with the same
     * session token resolves with `already_completed: true`.
     */
    complete(
      roomId: string,
      body: CompleteCheckoutRequest,
      options?: RequestOptions,
    ): Promise<Booking>;
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
