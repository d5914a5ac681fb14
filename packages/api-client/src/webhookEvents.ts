import * as z from 'zod/mini';
import { idFromWire } from './fields.js';

/**
 * The events the Partner API posts to a partner's webhook: `{ type, payload }`, the first part of
 * `type` naming the payload. Read as tolerantly as the catalogue: every field may be missing, null
 * or of another type in practice, and a field that does not fit is dropped (left undefined), never
 * a reason to refuse the event, because a refused event is retried and never handled.
 */

/** Optional, nullable, and undefined when it comes as something else. */
const lenient = <Schema extends z.ZodMiniType>(schema: Schema) =>
  z.catch(z.optional(z.nullable(schema)), undefined);
const text = lenient(z.string());
const id = lenient(idFromWire);
/** A count or amount the API may send as a number or as a string. */
const amount = lenient(z.union([z.number(), z.string()]));

/**
 * The booking event: a student completed a booking (hosted or custom checkout). Shaped as the
 * public API's example: the booking period (camelCase dates, and the terms as its `contract`),
 * the room type, and the booking itself.
 */
export const contractAddedPayloadSchema = z.looseObject({
  booking: lenient(
    z.looseObject({
      id,
      status: text,
      created_at: text,
      /** The checkout session it completed, when the API sends it: match it to your student. */
      session_token: text,
    }),
  ),
  booking_period: lenient(
    z.looseObject({
      id,
      startDate: text,
      endDate: text,
      contract: lenient(
        z.looseObject({
          holding_fee: amount,
          maximum_bookings: amount,
          instalments: amount,
          price_per_week: amount,
        }),
      ),
    }),
  ),
  room_type: lenient(
    z.looseObject({
      id,
      name: text,
      property: lenient(z.looseObject({ id, name: text })),
    }),
  ),
});
/**
 * The payload of `contract.added`, sent when a student completes a booking: the booking (with the
 * `session_token` it completed, to match it to your student), its booking period and the room type.
 * Any field may be missing: one that does not fit is left undefined rather than refusing the event.
 */
export type ContractAddedPayload = z.output<typeof contractAddedPayloadSchema>;

/** A room type or property changed: its id and whatever fields the event carries. */
const catalogueChangeSchema = z.looseObject({ id, name: text });
/**
 * The payload of the room and property events (`room.added`, `room.updated`, `room.deleted` and
 * their `property.` twins): the room type's or property's `id` and `name`, and whatever else the
 * event carries. Any field may be missing.
 */
export type CatalogueChangePayload = z.output<typeof catalogueChangeSchema>;

/** An enquiry moved on (its status, say): the enquiry as the API reads it back. */
const enquiryChangeSchema = z.looseObject({ id, status: text, previous_status: text });
/**
 * The payload of `enquiry.updated`: the enquiry's `id`, its `status` and its `previous_status`. Any
 * field may be missing.
 */
export type EnquiryChangePayload = z.output<typeof enquiryChangeSchema>;

const PAYLOAD_SCHEMAS = {
  'contract.added': contractAddedPayloadSchema,
  'room.added': catalogueChangeSchema,
  'room.updated': catalogueChangeSchema,
  'room.deleted': catalogueChangeSchema,
  'property.added': catalogueChangeSchema,
  'property.updated': catalogueChangeSchema,
  'property.deleted': catalogueChangeSchema,
  'enquiry.updated': enquiryChangeSchema,
} as const;

type KnownType = keyof typeof PAYLOAD_SCHEMAS;
/**
 * The event types this version reads into typed payloads. An event of any other type reaches
 * `onEvent` as it came, with `known: false`, rather than being refused.
 */
export const PARTNER_EVENT_TYPES = Object.keys(PAYLOAD_SCHEMAS) as KnownType[];

/**
 * An event of a type this version knows, typed by `type`. `known` is what tells it apart from an
 * {@link UnknownPartnerEvent}: check it first, then `switch (event.type)` narrows the payload.
 */
export type KnownPartnerEvent = {
  [Type in KnownType]: {
    known: true;
    type: Type;
    payload: z.output<(typeof PAYLOAD_SCHEMAS)[Type]>;
  };
}[KnownType];

/** An event of a type this version does not know, passed on as it came rather than refused. */
export interface UnknownPartnerEvent {
  known: false;
  type: string;
  payload: unknown;
}

/**
 * A webhook event as `onEvent` receives it: check `known`, then `switch (event.type)` narrows the
 * payload. An event of a type this version does not know is passed on, not refused, since a refused
 * event is sent again and again.
 */
export type PartnerEvent = KnownPartnerEvent | UnknownPartnerEvent;
/**
 * A type of event this version knows (`contract.added`, `room.updated`, …): one of
 * `PARTNER_EVENT_TYPES`.
 */
export type PartnerEventType = KnownType;

const MAX_EVENT_TYPE_LENGTH = 128;

/**
 * A webhook body read into an event, or why it cannot be one (a sentence for the sender). Only the
 * envelope is required: a string `type`, and for a known type a payload that is an object.
 */
export function parsePartnerEvent(body: unknown): PartnerEvent | { problem: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { problem: 'The body must be a JSON object: {"type": "...", "payload": {...}}.' };
  }
  const { type, payload } = body as { type?: unknown; payload?: unknown };
  if (typeof type !== 'string' || type === '') {
    return { problem: 'The body has no `type`: send {"type": "...", "payload": {...}}.' };
  }
  // Types are short names (`contract.added`); a long one is kept nowhere, least of all as a key.
  if (type.length > MAX_EVENT_TYPE_LENGTH) {
    return { problem: `The event's \`type\` is longer than ${MAX_EVENT_TYPE_LENGTH} characters.` };
  }
  if (!Object.hasOwn(PAYLOAD_SCHEMAS, type)) return { known: false, type, payload };
  // No payload at all reads as an empty one: refused, the event would be retried and never handled.
  const parsed = PAYLOAD_SCHEMAS[type as KnownType].safeParse(payload ?? {});
  if (!parsed.success) return { problem: `The payload of a ${type} event must be an object.` };
  return { known: true, type, payload: parsed.data } as KnownPartnerEvent;
}
