/**
 * How far a list may be paged: plain numbers, in a module without schemas, so code that only
 * bounds a page (a table's state read from the address bar) carries none.
 */

/** The furthest page a list may ask for: a higher `page` fails validation before it is sent. */
export const MAX_PAGE = 10_000;
/** The most items a list may ask for on one page (`perPage`): the most the API serves. */
export const MAX_PER_PAGE = 100;
