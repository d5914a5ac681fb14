import * as z from 'zod/mini';
import {
  BOOKING_ALREADY_COMPLETED,
  bookingCreatedSchema,
  bookingReplaySchema,
  checkoutSessionSchema,
  completeCheckoutRequestSchema,
  RENEWING_HEADER,
  START_ANEW_HEADER,
  startCheckoutRequestSchema,
} from './checkout.js';
import {
  type EnquiryListParams,
  enquiryItemSchema,
  enquiryListParamsSchema,
  enquiryPageSchema,
} from './enquiry.js';
import {
  enquiryCreatedSchema,
  generalEnquiryRequestSchema,
  specificEnquiryRequestSchema,
} from './enquiryRequests.js';
import {
  DESCRIBED_ISSUES,
  defaultErrorMessage,
  describeFieldErrors,
  envelopeSchema,
  errorFromResponse,
  fieldErrorsFromZod,
} from './envelope.js';
import { identifier } from './fields.js';
import { errorKindForStatus, PartnerApiError } from './PartnerApiError.js';
import type {
  PartnerCall,
  PartnerClient,
  PartnerClientOptions,
  RequestOptions,
} from './partnerClientTypes.js';
import { fillPath, PARTNER_ROUTES, type PartnerRouteName } from './routes.js';
import { fetchWithin, type TransportFailure, withDeadline } from './transport.js';
import { encodeJsonField, formatDateOfBirth } from './wire.js';

export type {
  CompleteCheckoutArgs,
  EnquiryRef,
  PartnerCall,
  PartnerClient,
  PartnerClientOptions,
  PartnerTransport,
  RequestOptions,
  StartCheckoutArgs,
} from './partnerClientTypes.js';

const JSON_TYPE = 'application/json';
// The reference's examples use JSON:API's media type for the two enquiry creations only.
const JSON_API_TYPE = 'application/vnd.api+json';
const DEFAULT_TIMEOUT_MS = 30_000;

type Call = PartnerCall;

interface Exchange {
  status: number;
  headers: Headers;
  body: unknown;
}

// Checked as objects, so a validation error names the id that is missing (`roomId: required`).
const roomIdSchema = z.object({ roomId: identifier() });
const enquiryIdSchema = z.object({ id: identifier() });

/** A typed, validated client for the Student Accommodation Partner API. */
export function createPartnerClient(options: PartnerClientOptions): PartnerClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const jsonFieldEncoding = options.jsonFieldEncoding ?? 'string';
  const dateOfBirthFormat = options.dateOfBirthFormat ?? 'DD-MM-YYYY';

  function validate<Schema extends z.ZodMiniType>(
    route: PartnerRouteName,
    schema: Schema,
    input: unknown,
  ): z.output<Schema> {
    const result = schema.safeParse(input, DESCRIBED_ISSUES);
    if (result.success) return result.data;
    const fieldErrors = fieldErrorsFromZod(result.error);
    throw new PartnerApiError({
      kind: 'validation',
      message: `Not sent: the request for ${route} is invalid. ${describeFieldErrors(fieldErrors)}`,
      fieldErrors,
    });
  }

  async function exchange(
    call: Call,
    {
      signal,
      headers: callHeaders,
      timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      locale = options.locale,
    }: RequestOptions = {},
  ): Promise<Exchange> {
    const query = call.query?.toString();
    const template = call.path ?? PARTNER_ROUTES[call.route as 'enquiries.list'].path;
    const path = fillPath(template, call.params);
    const url = `${baseUrl}${path}${query ? `?${query}` : ''}`;

    const fail: TransportFailure = (kind, cause) =>
      new PartnerApiError({
        kind,
        message:
          kind === 'timeout'
            ? `${defaultErrorMessage(kind)} (${call.route}, after ${timeoutMs} ms)`
            : defaultErrorMessage(kind),
        cause,
      });
    // A failure of the credentials (a token that cannot be sent) reaches the caller as it is.
    const [response, text] = await withDeadline(timeoutMs, signal, fail, async (deadline) => {
      const mediaType = call.mediaType ?? JSON_TYPE;
      const headers = new Headers({ Accept: mediaType });
      if (call.body !== undefined) headers.set('Content-Type', mediaType);
      await options.credentials?.(headers, deadline);
      if (locale) headers.set('Accept-Language', locale);
      for (const extra of [options.headers, callHeaders]) {
        for (const [name, value] of new Headers(extra)) headers.set(name, value);
      }
      return fetchWithin(
        options.fetch ?? globalThis.fetch,
        url,
        {
          method: call.body === undefined ? 'GET' : 'POST',
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          // With credentials, a redirect would carry X-API-PARTNER-ID to wherever it points.
          redirect: options.credentials ? 'manual' : 'follow',
        },
        deadline,
        fail,
        (answer) => answer.text(),
      );
    });
    const { status, headers: responseHeaders } = response;
    // Only with credentials (on a server, where fetch gives the 3xx itself): see `redirect` above.
    if (status >= 300 && status < 400) {
      throw new PartnerApiError({
        kind: 'invalid_response',
        status,
        message: `${call.route}: a redirect (HTTP ${status}) is not followed`,
      });
    }

    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // A failure that is not JSON (a proxy's HTML error page) is read by its status alone.
      if (status < 400) {
        throw new PartnerApiError({
          kind: 'invalid_response',
          status,
          message: `The Partner API's answer to ${call.route} is not JSON (HTTP ${status}).`,
        });
      }
    }
    return { status, headers: responseHeaders, body };
  }

  function decode<Schema extends z.ZodMiniType>(
    route: PartnerRouteName,
    schema: Schema,
    { status, headers, body }: Exchange,
  ): z.output<Schema> {
    if (status < 200 || status >= 300) throw errorFromResponse(status, headers, body);
    if ((body as { success?: unknown } | undefined)?.success === false) {
      // A 2xx that says `success: false`: its code tells the kind when it is an HTTP status.
      const code = (body as { code?: unknown }).code;
      const kind =
        typeof code === 'number' && code >= 400 && code < 600
          ? errorKindForStatus(code)
          : 'invalid_response';
      throw errorFromResponse(status, headers, body, kind);
    }
    const result = envelopeSchema(schema).safeParse(body, DESCRIBED_ISSUES);
    if (result.success) return (result.data as { data: z.output<Schema> }).data;
    throw new PartnerApiError({
      kind: 'invalid_response',
      status,
      message: `The Partner API's answer to ${route} does not match its contract: ${describeFieldErrors(
        fieldErrorsFromZod(result.error),
      )}`,
    });
  }

  async function send<Schema extends z.ZodMiniType>(
    call: Call,
    schema: Schema,
    requestOptions?: RequestOptions,
  ): Promise<z.output<Schema>> {
    return decode(call.route, schema, await exchange(call, requestOptions));
  }

  async function list(params: EnquiryListParams = {}, requestOptions?: RequestOptions) {
    const { page, perPage, status } = validate('enquiries.list', enquiryListParamsSchema, params);
    const query = new URLSearchParams();
    if (page !== undefined) query.set('page', String(page));
    if (perPage !== undefined) query.set('per_page', String(perPage));
    if (status !== undefined) query.set('filter[status]', status);
    return send({ route: 'enquiries.list', query }, enquiryPageSchema, requestOptions);
  }

  function encodeJsonFields<Body extends Record<string, unknown>>(body: Body, keys: string[]) {
    const encoded: Record<string, unknown> = { ...body };
    for (const key of keys) {
      const value = encoded[key];
      if (value && typeof value === 'object') {
        encoded[key] = encodeJsonField(value as Record<string, unknown>, jsonFieldEncoding);
      }
    }
    return encoded;
  }

  function withWireDates<Details extends { date_of_birth: string } | undefined>(details: Details) {
    return (
      details && {
        ...details,
        date_of_birth: formatDateOfBirth(details.date_of_birth, dateOfBirthFormat),
      }
    );
  }

  return {
    enquiries: {
      list,
      async get({ id }, requestOptions) {
        const validId = validate('enquiries.get', enquiryIdSchema, { id }).id;
        const data = await send(
          { route: 'enquiries.get', params: { id: validId } },
          enquiryItemSchema,
          requestOptions,
        );
        return data.item;
      },
      async createSpecific(body, requestOptions) {
        const valid = validate('enquiries.createSpecific', specificEnquiryRequestSchema, body);
        return send(
          {
            route: 'enquiries.createSpecific',
            body: encodeJsonFields(valid, ['additional_fields']),
            mediaType: JSON_API_TYPE,
          },
          enquiryCreatedSchema,
          requestOptions,
        );
      },
      async createGeneral(body, requestOptions) {
        const valid = validate('enquiries.createGeneral', generalEnquiryRequestSchema, body);
        return send(
          {
            route: 'enquiries.createGeneral',
            body: encodeJsonFields(valid, ['additional_fields', 'metadata']),
            mediaType: JSON_API_TYPE,
          },
          enquiryCreatedSchema,
          requestOptions,
        );
      },
    },
    checkout: {
      async start({ roomId, startAnew, renewing, ...body }, requestOptions) {
        const validRoomId = validate('checkout.start', roomIdSchema, { roomId }).roomId;
        const valid = validate('checkout.start', startCheckoutRequestSchema, body);
        const headers = new Headers(requestOptions?.headers);
        if (startAnew) headers.set(START_ANEW_HEADER, 'true');
        if (renewing) headers.set(RENEWING_HEADER, renewing);
        return send(
          { route: 'checkout.start', params: { roomId: validRoomId }, body: valid },
          checkoutSessionSchema,
          { ...requestOptions, headers },
        );
      },
      async complete({ roomId, ...body }, requestOptions) {
        const validRoomId = validate('checkout.complete', roomIdSchema, { roomId }).roomId;
        const valid = validate('checkout.complete', completeCheckoutRequestSchema, body);
        const wireBody = {
          ...valid,
          resident_details: withWireDates(valid.resident_details),
          supporting_contact_details: withWireDates(valid.supporting_contact_details),
        };
        const exchanged = await exchange(
          { route: 'checkout.complete', params: { roomId: validRoomId }, body: wireBody },
          requestOptions,
        );
        const answer = exchanged.body as { message?: unknown; data?: unknown } | undefined;
        // Matched as a key inside the message, as the public API's own example app does.
        if (String(answer?.message).includes(BOOKING_ALREADY_COMPLETED)) {
          const replay = bookingReplaySchema.safeParse(answer?.data ?? {});
          return {
            booking_id: replay.success ? replay.data.booking_id : null,
            already_completed: true,
          };
        }
        const { booking_id } = decode('checkout.complete', bookingCreatedSchema, exchanged);
        return { booking_id, already_completed: false };
      },
    },
    transport: { send, validate },
  };
}
