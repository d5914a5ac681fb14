'use client';
import { useMutation } from '@tanstack/react-query';
import { enquiryMutations } from './queries/enquiryQueries.js';
import { useQueryFactory } from './useQueryFactory.js';

/**
 * Sends a general enquiry; the enquiry lists refetch once it is created. Never retried on its own,
 * and a second identical call while the first is in flight gets the first's answer.
 *
 * @example
 * const { mutate, isPending, error } = useCreateGeneralEnquiry();
 */
export function useCreateGeneralEnquiry() {
  return useMutation(useQueryFactory(enquiryMutations).createGeneral());
}

/** Sends an enquiry about one room type; the enquiry lists refetch once it is created. */
export function useCreateSpecificEnquiry() {
  return useMutation(useQueryFactory(enquiryMutations).createSpecific());
}
