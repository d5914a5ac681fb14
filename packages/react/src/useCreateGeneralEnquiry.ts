'use client';
import { useMutation } from '@tanstack/react-query';
import { useUnistay } from './UnistayProvider.js';

/** Sends a general enquiry; the enquiry lists refetch once it is created. Never retried on its own. */
export function useCreateGeneralEnquiry() {
  return useMutation(useUnistay().enquiryQueries.createGeneral());
}
