import * as z from 'zod/mini';

/**
 * The API's paging, for every list (enquiries, properties, rooms): a module of its own, so a
 * client of one list does not carry the others' schemas.
 */

const text = z.string();
const nullableText = z.nullable(text);

const count = z.int().check(z.nonnegative());
const pageNumber = z.int().check(z.positive());

export const paginationMetaSchema = z.looseObject({
  total: count,
  count,
  per_page: pageNumber,
  current_page: pageNumber,
  total_pages: count,
  // The public API's pagination model has no `path`; the reference lists it. Read it when sent.
  path: z.optional(text),
  links: z._default(
    z.optional(z.array(z.object({ url: nullableText, label: text, active: z.boolean() }))),
    [],
  ),
});
export type PaginationMeta = z.output<typeof paginationMetaSchema>;

export const paginationLinksSchema = z.object({
  first: nullableText,
  last: nullableText,
  prev: nullableText,
  next: nullableText,
});
export type PaginationLinks = z.output<typeof paginationLinksSchema>;

/** One page of a list endpoint: `data` of the list response. */
export function pageSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    meta: paginationMetaSchema,
    links: paginationLinksSchema,
  });
}
export const pageParam = (what: string) =>
  z
    .int({ error: `${what} must be a whole number of 1 or more` })
    .check(z.positive(`${what} must be a whole number of 1 or more`));
