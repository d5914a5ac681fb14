'use client';
import { useQuery } from '@tanstack/react-query';
import { enquiryListQueries } from './queries/enquiryQueries.js';
import { useQueryFactory } from './useQueryFactory.js';

/**
 * One enquiry. Shown at once when it was listed; fetched otherwise. Pass `undefined` to wait.
 *
 * @example
 * const { data: enquiry } = useEnquiry(selectedId);
 */
export function useEnquiry(id: string | undefined) {
  const enquiries = useQueryFactory(enquiryListQueries);
  return useQuery({ ...enquiries.detail(id ?? ''), enabled: Boolean(id) });
}
