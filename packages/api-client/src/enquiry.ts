import * as z from 'zod/mini';
import { ENQUIRY_STATUSES } from './enquiryStatuses.js';
import { idFromWire, jsonObjectSchema } from './fields.js';
import { pageParam, pageSchema } from './page.js';

export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, {
  error: `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`,
});

// Schemas are immutable: one instance serves every field of its kind.
const text = z.string();
const orNull = z.transform((value: string | null | undefined) => value ?? null);
const readOptionalId = z.pipe(z.nullish(idFromWire), orNull);
const readOptionalText = z.pipe(z.nullish(text), orNull);

/**
 * metadata and additional_fields travel as strings holding JSON (as in the reference's examples) or
 * as objects; PHP sends an empty one as `[]`. All read back as a plain object.
 */
export const jsonFieldFromWireSchema = z.pipe(
  z.unknown(),
  z.transform((value, context) => {
    let parsed = value === null ? {} : value;
    if (typeof value === 'string') {
      try {
        parsed = value.trim() ? JSON.parse(value) : {};
      } catch {}
    }
    if (Array.isArray(parsed) && parsed.length === 0) return {};
    const object = jsonObjectSchema.safeParse(parsed);
    if (object.success) return object.data;
    context.issues.push({
      code: 'custom',
      message: 'expected a JSON object, or a string holding one',
      input: value,
    });
    return z.NEVER;
  }),
);

/**
 * An enquiry as the API returns it. Values are read leniently (an unknown status is kept as it is,
 * so the UI can show it) and fields the reference does not list (`created_at`, say) pass through;
 * what the reference requires is required, so drift in the API is reported, not rendered.
 */
export const enquirySchema = z.looseObject({
  id: idFromWire,
  operator_id: readOptionalId,
  property_id: readOptionalId,
  room_id: readOptionalId,
  property_name: readOptionalText,
  room_name: readOptionalText,
  first_name: text,
  last_name: text,
  email: text,
  contact_number: readOptionalText,
  message: text,
  // Any string: a status the reference does not name is shown as it comes, not refused.
  status: text,
  metadata: z.optional(jsonFieldFromWireSchema),
  additional_fields: z.optional(jsonFieldFromWireSchema),
});
/**
 * An enquiry as `enquiries.get` and `enquiries.list` return it. `status` may be one the reference
 * does not name; `metadata` and `additional_fields` read back as plain objects however the API sent
 * them; fields the reference does not list pass through.
 */
export type Enquiry = z.output<typeof enquirySchema>;
/**
 * An enquiry's status as the API sends it: any string, so a status newer than this library is shown
 * rather than refused. Compare with `KnownEnquiryStatus` for the four the reference names.
 */
export type EnquiryStatus = Enquiry['status'];

/** `data` of GET /api/enquiries/{id}. */
export const enquiryItemSchema = z.object({ item: enquirySchema });

export const enquiryPageSchema = pageSchema(enquirySchema);
/**
 * One page of `enquiries.list`: its `items`, `meta` (the totals; give the page to `hasNextPage`)
 * and `links`, the API's addresses of the first, last, previous and next pages (null where there is
 * none).
 */
export type EnquiryPage = z.output<typeof enquiryPageSchema>;

/** What `enquiries.list` takes; the client maps it to `page`, `per_page` and `filter[status]`. */
export const enquiryListParamsSchema = z.object({
  page: z.optional(pageParam('page')),
  perPage: z.optional(pageParam('perPage')),
  status: z.optional(enquiryStatusSchema),
});
/**
 * What `enquiries.list` takes: `page`, `perPage` (at most 100) and a known `status` to filter by.
 * Checked before sending: a value out of bounds fails as a `validation` error and nothing is sent.
 */
export type EnquiryListParams = z.input<typeof enquiryListParamsSchema>;
