import * as z from 'zod';
import { jsonObjectSchema } from './fields.js';

/** The statuses the reference names; a new enquiry is `pending`. */
export const ENQUIRY_STATUSES = ['pending', 'in_progress', 'resolved', 'closed'] as const;
export type KnownEnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, {
  error: `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`,
});

/** Ids are strings in the reference; a number is accepted and read as its string. */
const readId = z.union([z.string(), z.number()]).transform(String);
const readOptionalId = readId.nullish().transform((value) => value ?? null);
const readOptionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/**
 * metadata and additional_fields travel as strings holding JSON (as in the reference's examples) or
 * as objects; PHP sends an empty one as `[]`. All read back as a plain object.
 */
export const jsonFieldFromWireSchema = z
  .union([z.string(), jsonObjectSchema, z.array(z.unknown()).length(0), z.null()])
  .transform((value, context) => {
    if (value === null || Array.isArray(value)) return {};
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.length === 0) return {};
      const object = jsonObjectSchema.safeParse(parsed);
      if (object.success) return object.data;
    } catch {}
    context.addIssue({ code: 'custom', message: 'expected a string holding a JSON object' });
    return z.NEVER;
  });

/**
 * An enquiry as the API returns it. Values are read leniently (an unknown status is kept as it is,
 * so the UI can show it); the shape is strict, so drift in the API is reported, not rendered.
 */
export const enquirySchema = z.object({
  id: readId,
  operator_id: readOptionalId,
  property_id: readOptionalId,
  room_id: readOptionalId,
  property_name: readOptionalText,
  room_name: readOptionalText,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  contact_number: readOptionalText,
  message: z.string(),
  status: z.union([enquiryStatusSchema, z.string()]),
  metadata: jsonFieldFromWireSchema.optional(),
  additional_fields: jsonFieldFromWireSchema.optional(),
});
export type Enquiry = z.output<typeof enquirySchema>;
export type EnquiryStatus = Enquiry['status'];

/** `data` of GET /api/enquiries/{id}. */
export const enquiryItemSchema = z.object({ item: enquirySchema });

export const paginationMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  per_page: z.number().int().positive(),
  current_page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
  path: z.string(),
  links: z
    .array(z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() }))
    .optional()
    .default([]),
});
export type PaginationMeta = z.output<typeof paginationMetaSchema>;

export const paginationLinksSchema = z.object({
  first: z.string().nullable(),
  last: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
export type PaginationLinks = z.output<typeof paginationLinksSchema>;

/** One page of a list endpoint: `data` of the list response. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    meta: paginationMetaSchema,
    links: paginationLinksSchema,
  });
}
export const enquiryPageSchema = pageSchema(enquirySchema);
export type EnquiryPage = z.output<typeof enquiryPageSchema>;

const pageNumber = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of 1 or more` })
    .int(`${what} must be a whole number of 1 or more`)
    .positive(`${what} must be a whole number of 1 or more`);

/** What `enquiries.list` takes; the client maps it to `page`, `per_page` and `filter[status]`. */
export const enquiryListParamsSchema = z.object({
  page: pageNumber('page').optional(),
  perPage: pageNumber('perPage').optional(),
  status: enquiryStatusSchema.optional(),
});
export type EnquiryListParams = z.input<typeof enquiryListParamsSchema>;
