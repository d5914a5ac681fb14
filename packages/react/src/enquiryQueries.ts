import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  Enquiry,
  EnquiryCreated,
  EnquiryListParams,
  EnquiryPage,
  GeneralEnquiryRequest,
  PartnerApiError,
  PartnerClient,
  SpecificEnquiryRequest,
} from '@unistay/api-client';
import { DEFAULT_SCOPE, type QueryScope } from './queryScope.js';
import { retryDelay, shouldRetryRead } from './retryPolicy.js';
import { shareInFlight } from './shareInFlight.js';

const DEFAULT_PER_PAGE = 10;
/** Returning to a page seen in the last 30 s costs no request. */
const STALE_TIME_MS = 30_000;

/**
 * Query keys for a scope's enquiries, general to specific, so one call can invalidate every list
 * (`queryClient.invalidateQueries({ queryKey: enquiryKeys().lists() })`). Not keyed by language:
 * an enquiry holds what a student and staff wrote, which the API does not translate.
 */
export function enquiryKeys(scope: string = DEFAULT_SCOPE) {
  const all = ['unistay', scope, 'enquiries'] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: EnquiryListParams = {}) =>
      [...all, 'list', normaliseListParams(params)] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

/** `{}` and `{ page: 1, perPage: 10 }` are the same page, so they share one cache entry. */
export function normaliseListParams({ page, perPage, status }: EnquiryListParams) {
  return {
    page: page ?? 1,
    perPage: perPage ?? DEFAULT_PER_PAGE,
    ...(status ? { status } : {}),
  };
}

/**
 * `queryOptions` and `mutationOptions` for enquiries, bound to a client and a QueryClient: one
 * object serves `useQuery`, `prefetchQuery`, `ensureQueryData` and `setQueryData`.
 */
export function createEnquiryQueries(
  client: PartnerClient,
  queryClient: QueryClient,
  { scope }: Pick<QueryScope, 'scope'> = { scope: DEFAULT_SCOPE },
) {
  const keys = enquiryKeys(scope);
  const createGeneral = shareInFlight(
    client,
    'enquiries.createGeneral',
    (body: GeneralEnquiryRequest) => client.enquiries.createGeneral(body),
  );
  const createSpecific = shareInFlight(
    client,
    'enquiries.createSpecific',
    (body: SpecificEnquiryRequest) => client.enquiries.createSpecific(body),
  );
  const invalidateLists = () => queryClient.invalidateQueries({ queryKey: keys.lists() });

  return {
    list: (params: EnquiryListParams = {}) =>
      queryOptions<EnquiryPage, PartnerApiError>({
        queryKey: keys.list(params),
        queryFn: async ({ signal }) => {
          const page = await client.enquiries.list(normaliseListParams(params), { signal });
          // Opening an enquiry from the list then needs no request.
          for (const item of page.items) queryClient.setQueryData(keys.detail(item.id), item);
          return page;
        },
        staleTime: STALE_TIME_MS,
        retry: shouldRetryRead,
        retryDelay,
      }),
    detail: (id: string) =>
      queryOptions<Enquiry, PartnerApiError>({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) => client.enquiries.get({ id }, { signal }),
        staleTime: STALE_TIME_MS,
        retry: shouldRetryRead,
        retryDelay,
      }),
    createGeneral: () =>
      mutationOptions<EnquiryCreated, PartnerApiError, GeneralEnquiryRequest>({
        mutationKey: [...keys.all, 'createGeneral'],
        mutationFn: createGeneral,
        retry: false,
        onSuccess: invalidateLists,
      }),
    createSpecific: () =>
      mutationOptions<EnquiryCreated, PartnerApiError, SpecificEnquiryRequest>({
        mutationKey: [...keys.all, 'createSpecific'],
        mutationFn: createSpecific,
        retry: false,
        onSuccess: invalidateLists,
      }),
  };
}
export type EnquiryQueries = ReturnType<typeof createEnquiryQueries>;
