import { PartnerApiError } from './PartnerApiError.js';
import type { PaginationMeta } from './page.js';

interface Page {
  items: readonly unknown[];
  meta: Pick<PaginationMeta, 'current_page' | 'total_pages'>;
}

/** Whether a page has one after it. */
export function hasNextPage(page: Page): boolean {
  return page.meta.current_page < page.meta.total_pages;
}

/** Whether a page has one before it. */
export function hasPreviousPage(page: Page): boolean {
  return page.meta.current_page > 1;
}

export interface IteratePagesOptions {
  /** Default 1. */
  startPage?: number | undefined;
  /** A guard against an API that never says it has finished. Default 1000. */
  maxPages?: number | undefined;
}

/**
 * Fetches pages one after another until the last. It cannot loop forever: it stops on the last
 * page or an empty one, refuses a page other than the one asked for (an API ignoring `page` would
 * otherwise repeat page 1 for ever), and gives up after `maxPages`.
 */
export async function* iteratePages<P extends Page>(
  fetchPage: (page: number) => Promise<P>,
  { startPage = 1, maxPages = 1000 }: IteratePagesOptions = {},
): AsyncGenerator<P, void> {
  for (let page = startPage; page < startPage + maxPages; page++) {
    const result = await fetchPage(page);
    if (result.meta.current_page !== page) {
      throw new PartnerApiError({
        kind: 'invalid_response',
        message: `Asked for page ${page} and received page ${result.meta.current_page}: stopped, so as not to repeat pages.`,
      });
    }
    yield result;
    if (!hasNextPage(result) || result.items.length === 0) return;
  }
  throw new PartnerApiError({
    kind: 'invalid_response',
    message: `Stopped after ${maxPages} pages without reaching the last; raise maxPages if the list really is that long.`,
  });
}
