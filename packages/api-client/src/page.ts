import * as z from 'zod/mini';
import { MAX_PAGE, MAX_PER_PAGE } from './pageBounds.js';

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
/**
 * A list page's totals: `total` items, `count` on this page, `per_page`, `current_page` and
 * `total_pages`, with the API's numbered page `links` (empty when it sends none).
 */
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

/** `page` or `perPage`: a whole number from 1 to `max`, so no caller asks for an unbounded page. */
export const pageParam = (what: 'page' | 'perPage') => {
  const max = what === 'page' ? MAX_PAGE : MAX_PER_PAGE;
  const message = `${what} must be a whole number, 1 to ${max}`;
  return z.int({ error: message }).check(z.positive(message), z.maximum(max, message));
};
