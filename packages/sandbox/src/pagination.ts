/**
 * Laravel's length-aware pagination, as every list of the API pages: `page` and `per_page` read
 * and checked (10 a page by default, at most 100), the page cut, and `meta` and `links` written
 * with the query the list was asked with, so next and previous keep its filters.
 */

const MAX_PER_PAGE = 100;

export interface PagingProblem {
  messages: Record<string, string[]>;
}

/** `page` and `per_page` from the query, or the 422 messages that refuse them. */
export function readPaging(url: URL): { page: number; perPage: number } | PagingProblem {
  const messages: Record<string, string[]> = {};
  const positive = (name: string, label: string, fallback: number) => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) {
      messages[name] = [`The ${label} field must be an integer of at least 1.`];
      return fallback;
    }
    return Number(raw);
  };
  const page = positive('page', 'page', 1);
  const perPage = Math.min(positive('per_page', 'per page', 10), MAX_PER_PAGE);
  return Object.keys(messages).length > 0 ? { messages } : { page, perPage };
}

/**
 * One page of `all`, in the API's `{items, meta, links}`. `path` is the list's public address;
 * `kept` are the query parameters its links carry along (filters, sorting).
 */
export function pageOf<Item>(
  all: readonly Item[],
  { page, perPage }: { page: number; perPage: number },
  path: string,
  kept: URLSearchParams,
  perPageAsked: boolean,
) {
  const total = all.length;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const items = all.slice((page - 1) * perPage, page * perPage);
  const pageUrl = (number: number) => {
    const query = new URLSearchParams({ page: String(number) });
    if (perPageAsked) query.set('per_page', String(perPage));
    for (const [name, value] of kept) query.set(name, value);
    return `${path}?${query}`;
  };
  const prev = page > 1 ? pageUrl(Math.min(page - 1, totalPages)) : null;
  const next = page < totalPages ? pageUrl(page + 1) : null;
  return {
    items,
    meta: {
      total,
      count: items.length,
      per_page: perPage,
      current_page: page,
      total_pages: totalPages,
      path,
      // Laravel's labels, HTML entities and all: a UI must show them as text, or not at all.
      links: [
        { url: prev, label: '&laquo; Previous', active: false },
        ...pageWindow(page, totalPages).map((number) =>
          number === null
            ? { url: null, label: '...', active: false }
            : { url: pageUrl(number), label: String(number), active: number === page },
        ),
        { url: next, label: 'Next &raquo;', active: false },
      ],
    },
    links: { first: pageUrl(1), last: pageUrl(totalPages), prev, next },
  };
}

/** Page numbers to list, with null for a gap: the first two, the last two, and three each side. */
function pageWindow(current: number, last: number): (number | null)[] {
  const shown = new Set<number>();
  for (let number = 1; number <= last; number++) {
    if (number <= 2 || number > last - 2 || Math.abs(number - current) <= 3) shown.add(number);
  }
  const pages: (number | null)[] = [];
  let previous = 0;
  for (const number of shown) {
    if (number - previous > 1) pages.push(null);
    pages.push(number);
    previous = number;
  }
  return pages;
}
