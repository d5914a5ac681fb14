'use client';
import { useMutation } from '@tanstack/react-query';
import { useUnistay } from './UnistayProvider.js';

/** Sends an enquiry about one room type; the enquiry lists refetch once it is created. */
export function useCreateSpecificEnquiry() {
  return useMutation(useUnistay().enquiryQueries.createSpecific());
}
