import { describe, expect, it } from 'vitest';
import { PartnerApiError } from './PartnerApiError.js';
import { hasNextPage, hasPreviousPage, iteratePages } from './pagination.js';

const page = (current_page: number, total_pages: number, items: unknown[] = [current_page]) => ({
  items,
  meta: { current_page, total_pages },
});

async function collect<T>(pages: AsyncIterable<T>) {
  const seen: T[] = [];
  for await (const item of pages) seen.push(item);
  return seen;
}

describe('pagination', () => {
  it('knows whether there is a page after and before', () => {
    expect(hasNextPage(page(1, 3))).toBe(true);
    expect(hasNextPage(page(3, 3))).toBe(false);
    expect(hasPreviousPage(page(1, 3))).toBe(false);
    expect(hasPreviousPage(page(2, 3))).toBe(true);
  });

  it('walks every page once, to the last', async () => {
    const requested: number[] = [];
    const pages = await collect(
      iteratePages(async (number) => {
        requested.push(number);
        return page(number, 4);
      }),
    );
    expect(requested).toEqual([1, 2, 3, 4]);
    expect(pages.map((p) => p.meta.current_page)).toEqual([1, 2, 3, 4]);
  });

  it('stops at an empty page even if the API claims more', async () => {
    const pages = await collect(
      iteratePages(async (number) => page(number, 99, number === 2 ? [] : [1])),
    );
    expect(pages).toHaveLength(2);
  });

  it('refuses to repeat pages when the API ignores the page asked for', async () => {
    const pages = iteratePages(async () => page(1, 5));
    await expect(collect(pages)).rejects.toThrow(/Asked for page 2 and received page 1/);
  });

  it('gives up after maxPages instead of looping for ever', async () => {
    const pages = iteratePages(async (number) => page(number, Number.MAX_SAFE_INTEGER), {
      maxPages: 7,
    });
    const error = await collect(pages).catch((caught: unknown) => caught);
    expect(PartnerApiError.is(error) && error.kind).toBe('invalid_response');
    expect((error as Error).message).toMatch(/Stopped after 7 pages/);
  });
});
