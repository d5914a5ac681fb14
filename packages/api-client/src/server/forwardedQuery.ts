import { ENQUIRY_STATUSES } from '../enquiryStatuses.js';
import { MAX_PAGE, MAX_PER_PAGE } from '../pageBounds.js';
import type { PartnerRouteName } from '../routes.js';

/** A query parameter a route takes, and the words for a value it refuses. */
interface QueryParameter {
  accepts: (value: string) => boolean;
  expects: string;
}

/** A whole number from 1 to `max`, written plainly (no sign, no leading zero, no exponent). */
const wholeNumberUpTo = (max: number): QueryParameter => ({
  accepts: (value) => /^[1-9]\d{0,5}$/.test(value) && Number(value) <= max,
  expects: `a whole number from 1 to ${max}`,
});

/** A slug or a comma-separated list of them: `london`, `wifi,gym`. */
const slugs: QueryParameter = {
  accepts: (value) => /^[a-z0-9_-]+(,[a-z0-9_-]+)*$/i.test(value) && value.length <= 200,
  expects: 'a slug, or slugs separated by commas',
};

const direction: QueryParameter = {
  accepts: (value) => value === 'asc' || value === 'desc',
  expects: 'asc or desc',
};

// The client's bounds: a larger per_page would have the API read, and this server pass on, an
// answer of any size.
const paging = { page: wholeNumberUpTo(MAX_PAGE), per_page: wholeNumberUpTo(MAX_PER_PAGE) };

/**
 * The query parameters each route takes. Anything else a browser adds is dropped, so a page cannot
 * reach upstream features (includes, other filters) the partner never chose to expose.
 */
const ROUTE_QUERY: Partial<Record<PartnerRouteName, Record<string, QueryParameter>>> = {
  'enquiries.list': {
    ...paging,
    'filter[status]': {
      accepts: (value) => (ENQUIRY_STATUSES as readonly string[]).includes(value),
      expects: `one of ${ENQUIRY_STATUSES.join(', ')}`,
    },
  },
  'properties.list': {
    ...paging,
    'filter[city]': slugs,
    'filter[slug]': slugs,
    'filter[amenities]': slugs,
  },
  'rooms.list': {
    ...paging,
    'filter[city]': slugs,
    'filter[move_in_date]': {
      accepts: (value) => /^(0[1-9]|1[0-2])-\d{4}$/.test(value),
      expects: 'a month as MM-YYYY',
    },
    'filter[price_range]': {
      accepts: (value) => /^\d{0,6}(\.\d{1,2})?-\d{0,6}(\.\d{1,2})?$/.test(value),
      expects: 'weekly price bounds like 200-350',
    },
    'filter[amenities]': slugs,
    'filter[geo_fence]': {
      accepts: (value) => /^[-\d.,]{1,200}$/.test(value),
      expects: 'coordinates separated by commas',
    },
    'sort[price]': direction,
    'sort[max_rooms_left]': direction,
    'sort[is_available]': direction,
  },
};

/**
 * The query string to forward for `route` (`''` or `?...`), keeping only the parameters it takes,
 * or the sentence that says which value is refused.
 */
export function forwardedQuery(
  route: PartnerRouteName,
  search: URLSearchParams,
): { query: string } | { problem: string; field: string } {
  const taken = ROUTE_QUERY[route];
  if (!taken) return { query: '' };
  const forwarded = new URLSearchParams();
  for (const [name, parameter] of Object.entries(taken)) {
    const value = search.get(name);
    if (value === null) continue;
    if (!parameter.accepts(value)) {
      return { problem: `The query parameter ${name} must be ${parameter.expects}.`, field: name };
    }
    forwarded.set(name, value);
  }
  const query = forwarded.toString();
  return { query: query ? `?${query}` : '' };
}
