import * as z from 'zod/mini';
import {
  emailAddress,
  identifier,
  idFromWire,
  jsonObjectSchema,
  phoneNumber,
  requiredText,
} from './fields.js';

const MESSAGE_MAX_LENGTH = 5000;

/** What a student writes in either kind of enquiry. */
const studentFields = {
  first_name: requiredText('enterFirstName'),
  last_name: requiredText('enterLastName'),
  email: emailAddress('enterEmail'),
  contact_number: phoneNumber('enterPhone'),
  message: requiredText('enterMessage', MESSAGE_MAX_LENGTH),
  /** Sent as a string holding JSON unless the client is told otherwise; `{}` when not given. */
  additional_fields: z._default(z.optional(jsonObjectSchema), {}),
};

/** POST /api/enquiries/general: a process question, or help finding a room. */
export const generalEnquiryRequestSchema = z.object({
  ...studentFields,
  /** Stored with the enquiry for the partner; never shown to the student. */
  metadata: z._default(z.optional(jsonObjectSchema), {}),
});
/**
 * The body of `enquiries.createGeneral`: a student's question about the process, or a request for
 * help finding a room. `metadata` is kept with the enquiry for you and never shown to the student;
 * it and `additional_fields` default to `{}`.
 */
export type GeneralEnquiryRequest = z.input<typeof generalEnquiryRequestSchema>;

/** POST /api/enquiries: a question about one room type. */
export const specificEnquiryRequestSchema = z.object({
  operator_id: identifier(),
  property_id: identifier(),
  room_id: identifier(),
  ...studentFields,
});
/**
 * The body of `enquiries.createSpecific`: a student's question about one room type, named by its
 * operator, property and room ids. `additional_fields` defaults to `{}`.
 */
export type SpecificEnquiryRequest = z.input<typeof specificEnquiryRequestSchema>;

/** `data` of both creations. */
export const enquiryCreatedSchema = z.object({
  enquiry_id: idFromWire,
});
/**
 * What both enquiry creations resolve to: the new enquiry's id, a string even when the API sends a
 * number.
 */
export type EnquiryCreated = z.output<typeof enquiryCreatedSchema>;
