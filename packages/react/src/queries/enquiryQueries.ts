import { mutationOptions } from '@tanstack/react-query';
import type {
  Enquiry,
  EnquiryCreated,
  EnquiryListParams,
  EnquiryPage,
  GeneralEnquiryRequest,
  PartnerApiError,
  SpecificEnquiryRequest,
} from '@unistay/api-client';
import { humanTokenHeaders } from './humanToken.js';
import { pagedResourceKeys, pagedResourceQueries } from './pagedResource.js';
import {
  type QueryFactoryOptions,
  type QueryScope,
  scopePrefix,
  writeOptions,
} from './queryScope.js';
import { shareInFlight } from './shareInFlight.js';

/** Returning to a page seen in the last 30 s costs no request. */
const STALE_TIME_MS = 30_000;

/**
 * Query keys for a scope's enquiries, general to specific, so one call can invalidate every list
 * (`queryClient.invalidateQueries({ queryKey: enquiryKeys().lists() })`). Not keyed by language:
 * an enquiry holds what a student and staff wrote, which the API does not translate.
 */
export function enquiryKeys(scope: QueryScope = {}) {
  return pagedResourceKeys<EnquiryListParams, readonly unknown[]>([
    ...scopePrefix(scope),
    'enquiries',
  ]);
}

/**
 * `queryOptions` and `mutationOptions` for enquiries: one object serves `useQuery`,
 * `prefetchQuery`, `ensureQueryData` and `setQueryData`. A listed enquiry fills its detail entry,
 * and a new one refreshes every list.
 *
 * @example
 * const enquiries = createEnquiryQueries({ client, queryClient });
 * await queryClient.prefetchQuery(enquiries.list({ status: 'pending' }));
 */
export function createEnquiryQueries(options: QueryFactoryOptions) {
  return { ...enquiryListQueries(options), ...enquiryMutations(options) };
}

/** `queryOptions` for the enquiry lists and details, without the creations: what a table ships. */
export function enquiryListQueries(options: QueryFactoryOptions) {
  const { client } = options;
  const keys = enquiryKeys(options);
  return {
    keys,
    ...pagedResourceQueries(options, {
      keys,
      staleTime: STALE_TIME_MS,
      listPage: (params, request): Promise<EnquiryPage> => client.enquiries.list(params, request),
      getOne: (id, request): Promise<Enquiry> => client.enquiries.get({ id }, request),
    }),
  };
}

/**
 * `mutationOptions` for creating enquiries, without the lists' queries: a page with a form and no
 * list ships only these.
 */
export function enquiryMutations(options: QueryFactoryOptions) {
  const { client, queryClient } = options;
  const keys = enquiryKeys(options);
  const createGeneral = shareInFlight(
    client,
    'enquiries.createGeneral',
    (body: GeneralEnquiryRequest) =>
      client.enquiries.createGeneral(body, {
        ...writeOptions(options),
        headers: humanTokenHeaders(body),
      }),
  );
  const createSpecific = shareInFlight(
    client,
    'enquiries.createSpecific',
    (body: SpecificEnquiryRequest) =>
      client.enquiries.createSpecific(body, {
        ...writeOptions(options),
        headers: humanTokenHeaders(body),
      }),
  );
  const invalidateLists = () => queryClient.invalidateQueries({ queryKey: keys.lists() });

  return {
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
/** What `createEnquiryQueries` returns. */
export type EnquiryQueries = ReturnType<typeof createEnquiryQueries>;
