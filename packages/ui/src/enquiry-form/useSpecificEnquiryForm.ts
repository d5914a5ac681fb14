'use client';
import { useCreateSpecificEnquiry } from '@unistay/react';
import { type EnquiryFormOptions, useEnquiryForm } from './useEnquiryForm.js';

/**
 * What `useSpecificEnquiryForm` and `SpecificEnquiryForm` take: the shared options and the room
 * type asked about, by the ids the catalogue gives (`operator_id`, the property's `id`, the room's
 * `id`).
 */
export interface SpecificEnquiryFormOptions extends EnquiryFormOptions {
  operatorId: string;
  propertyId: string;
  roomId: string;
}

/**
 * The specific (one room type) enquiry form's logic without its markup.
 *
 * @example
 * const { form, onSubmit } = useSpecificEnquiryForm({ operatorId, propertyId, roomId });
 */
export function useSpecificEnquiryForm(options: SpecificEnquiryFormOptions) {
  const mutation = useCreateSpecificEnquiry();
  return useEnquiryForm(options, {
    draftKey: `unistay:enquiry:specific:${options.roomId}`,
    analytics: {
      kind: 'specific',
      room: { roomId: options.roomId, operatorId: options.operatorId },
    },
    mutation,
    toBody: (student, additional_fields) => ({
      ...student,
      additional_fields,
      operator_id: options.operatorId,
      property_id: options.propertyId,
      room_id: options.roomId,
    }),
  });
}
