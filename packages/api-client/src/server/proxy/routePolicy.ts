import { ENQUIRY_STATUSES } from '../../enquiryStatuses.js';
import { MAX_PAGE, MAX_PER_PAGE } from '../../pageBounds.js';
import { API_ROUTES, type PartnerRouteName } from '../../routes.js';

/** A query parameter a route takes, and the words for a value it refuses. */
export interface QueryParameter {
  accepts: (value: string) => boolean;
  expects: string;
}

/**
 * Everything the proxy lets through for one route, and what guards it. Read together, one row
 * says what a browser may do with a route; the steps only carry it out.
 */
export interface RoutePolicy {
  /** The route's own method: forwarded as it, and pinned against overrides (`sendUpstream`). */
  method: 'GET' | 'POST';
  /**
   * The query parameters it takes, each with the values it accepts; anything else is dropped,
   * so a page cannot reach upstream features the partner never chose to expose.
   */
  query: Readonly<Record<string, QueryParameter>>;
  /** What its body must be: a JSON object (the POST routes), or nothing read at all. */
  body: 'json object' | 'none';
  /**
   * Who may have it forwarded: `anyone` the partner's `authorize` lets through, or only `staff`
   * (the enquiry reads, every student's personal data): then `authorize` must be given, or
   * `publicEnquiryReads` set.
   */
  readers: 'anyone' | 'staff';
  /** Counted by a rate limit rule that names no `routes` of its own. */
  rateLimitedByDefault: boolean;
  /** Guarded by `humanCheck.verify`: what the public forms and a checkout's start send. */
  humanCheck: boolean;
  /** Watched by `deduplicate`: an enquiry's creation, answered again when sent again. */
  deduplicate: boolean;
  /**
   * What `rememberCheckout` keeps of it for the visitor: a checkout's `start` (its session, given
   * again to every tab) or its `complete` (the booking made); null for any other route.
   */
  checkoutRecord: 'start' | 'complete' | null;
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

/** A read anyone may have: no body, no guard of its own. */
const read = (query: Record<string, QueryParameter> = {}) => ({
  query,
  body: 'none' as const,
  readers: 'anyone' as const,
  rateLimitedByDefault: false,
  humanCheck: false,
  deduplicate: false,
  checkoutRecord: null,
});

/** A POST a public page sends: a JSON object, counted by the rate limits. */
const send = (
  guards: Pick<RoutePolicy, 'humanCheck' | 'deduplicate'> &
    Partial<Pick<RoutePolicy, 'checkoutRecord'>>,
) => ({
  query: {},
  body: 'json object' as const,
  readers: 'anyone' as const,
  rateLimitedByDefault: true,
  checkoutRecord: null,
  ...guards,
});

const RULES: Record<PartnerRouteName, Omit<RoutePolicy, 'method'>> = {
  'enquiries.list': {
    ...read({
      ...paging,
      'filter[status]': {
        accepts: (value) => (ENQUIRY_STATUSES as readonly string[]).includes(value),
        expects: `one of ${ENQUIRY_STATUSES.join(', ')}`,
      },
    }),
    readers: 'staff',
  },
  'enquiries.get': { ...read(), readers: 'staff' },
  'enquiries.createSpecific': send({ humanCheck: true, deduplicate: true }),
  'enquiries.createGeneral': send({ humanCheck: true, deduplicate: true }),
  'checkout.start': send({ humanCheck: true, deduplicate: false, checkoutRecord: 'start' }),
  'checkout.complete': send({ humanCheck: false, deduplicate: false, checkoutRecord: 'complete' }),
  'properties.list': read({
    ...paging,
    'filter[city]': slugs,
    'filter[slug]': slugs,
    'filter[amenities]': slugs,
  }),
  'properties.get': read(),
  'rooms.list': read({
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
  }),
  'rooms.get': read(),
  'rooms.bookingPeriods': read(),
};

/** Each route's policy, with its method from the route table the client and the sandbox share. */
export const ROUTE_POLICY: Readonly<Record<PartnerRouteName, RoutePolicy>> = Object.fromEntries(
  (Object.keys(RULES) as PartnerRouteName[]).map((name) => [
    name,
    { ...RULES[name], method: API_ROUTES[name].method },
  ]),
) as Record<PartnerRouteName, RoutePolicy>;

/** The routes whose policy says `which`. */
export const routesWhere = (which: (policy: RoutePolicy) => boolean): PartnerRouteName[] =>
  (Object.keys(ROUTE_POLICY) as PartnerRouteName[]).filter((name) => which(ROUTE_POLICY[name]));
