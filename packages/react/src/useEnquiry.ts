'use client';
import { useQuery } from '@tanstack/react-query';
import { useUnistay } from './UnistayProvider.js';

/**
 * One enquiry. Shown at once when it was listed; fetched otherwise. Pass `undefined` to wait.
 *
 * @example
 * const { data: enquiry } = useEnquiry(selectedId);
 */
export function useEnquiry(id: string | undefined) {
  const { enquiryQueries } = useUnistay();
  return useQuery({ ...enquiryQueries.detail(id ?? ''), enabled: Boolean(id) });
}
