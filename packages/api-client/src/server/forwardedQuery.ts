import { ENQUIRY_STATUSES } from '../enquiry.js';
import type { PartnerRouteName } from '../routes.js';

/** A query parameter a route takes, and the words for a value it refuses. */
interface QueryParameter {
  accepts: (value: string) => boolean;
  expects: string;
}

const positiveWholeNumber: QueryParameter = {
  accepts: (value) => /^[1-9]\d{0,6}$/.test(value),
  expects: 'a whole number from 1',
};

/**
 * The query parameters each route takes. Anything else a browser adds is dropped, so a page cannot
 * reach upstream features (includes, other filters) the partner never chose to expose.
 */
const ROUTE_QUERY: Partial<Record<PartnerRouteName, Record<string, QueryParameter>>> = {
  'enquiries.list': {
    page: positiveWholeNumber,
    per_page: positiveWholeNumber,
    'filter[status]': {
      accepts: (value) => (ENQUIRY_STATUSES as readonly string[]).includes(value),
      expects: `one of ${ENQUIRY_STATUSES.join(', ')}`,
    },
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
