'use client';
import type { JsonObject } from '@unistay/api-client';
import { useCreateGeneralEnquiry } from '@unistay/react';
import { type EnquiryFormOptions, useEnquiryForm } from './useEnquiryForm.js';

/**
 * What `useGeneralEnquiryForm` and `GeneralEnquiryForm` take: the shared options and `metadata`.
 */
export interface GeneralEnquiryFormOptions extends EnquiryFormOptions {
  /** Stored with the enquiry for the partner; never shown to the student. */
  metadata?: JsonObject;
}

/**
 * The general enquiry form's logic without its markup: render your own inputs with
 * `form.register(name)` and call `onSubmit` from your `<form>`.
 *
 * @example
 * const { form, onSubmit, status, result } = useGeneralEnquiryForm({ metadata: { source: 'faq' } });
 */
export function useGeneralEnquiryForm(options: GeneralEnquiryFormOptions = {}) {
  const mutation = useCreateGeneralEnquiry();
  return useEnquiryForm(options, {
    draftKey: 'unistay:enquiry:general',
    analytics: { kind: 'general' },
    mutation,
    toBody: (student, additional_fields) => ({
      ...student,
      additional_fields,
      metadata: options.metadata ?? {},
    }),
  });
}
