import * as z from 'zod/mini';
import {
  countryCode,
  dateOfBirth,
  emailAddress,
  identifier,
  optionalText,
  phoneNumber,
  requiredText,
} from './fields.js';
import type { ValidationMessageCode } from './validationMessages.js';

/** The genders the public API takes; the wizard offers them by default. */
export const GENDERS = ['male', 'female', 'other'] as const;
/** The years of study the public API takes; the wizard offers them by default. */
export const YEARS_OF_STUDY = [
  'Foundation',
  'Undergraduate - First year',
  'Undergraduate - Second year',
  'Undergraduate - Third year',
  'Undergraduate - Placement year',
  'Postgraduate - Masters',
  'Postgraduate - PhD',
  'Other',
] as const;

/** POST /api/rooms/{room_id}/checkout/start */
export const startCheckoutRequestSchema = z.object({
  booking_period_id: identifier(),
  operator_id: identifier(),
});
export type StartCheckoutRequest = z.input<typeof startCheckoutRequestSchema>;

const nonEmpty = z.string().check(z.minLength(1));

/**
 * Whether a student may be sent to `url`: https, or http on this machine (a sandbox in
 * development). Anything else (`javascript:`, `data:`, plain http elsewhere) from an upstream that
 * was tampered with would run in the partner's page or expose the student's payment.
 */
export const isSafeRedirect = (url: string) =>
  /^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1|\[::1\])([:/?#]|$))/i.test(url);

/** `data` of start checkout. `checkout_url` may be null: hosted checkout is then unavailable. */
export const checkoutSessionSchema = z.object({
  card_provider: z.object({ public_key: nonEmpty, client_secret: nonEmpty }),
  session_token: nonEmpty,
  checkout_url: z.nullable(z.string().check(z.refine(isSafeRedirect))),
});
export type CheckoutSession = z.output<typeof checkoutSessionSchema>;

/** The student, who will live in the room. */
export const residentDetailsSchema = z.object({
  first_name: requiredText('enterFirstName'),
  last_name: requiredText('enterLastName'),
  gender: requiredText('selectGender'),
  email: emailAddress('enterEmail'),
  contact_number: phoneNumber('enterPhone'),
  date_of_birth: dateOfBirth('enterDateOfBirth'),
  first_line: requiredText('enterAddressLine1'),
  second_line: optionalText(),
  city: requiredText('enterCity'),
  region: optionalText(),
  postcode: requiredText('enterPostcode', 16),
  country: countryCode('selectCountry'),
  nationality: countryCode('selectNationality'),
});
export type ResidentDetails = z.input<typeof residentDetailsSchema>;

/** A guarantor or an emergency contact: the API uses one structure for both. */
export const supportingContactDetailsSchema = z.object({
  first_name: requiredText('enterTheirFirstName'),
  last_name: requiredText('enterTheirLastName'),
  relationship: requiredText('enterRelationship'),
  email: emailAddress('enterTheirEmail'),
  contact_number: phoneNumber('enterTheirPhone'),
  date_of_birth: dateOfBirth('enterTheirDateOfBirth'),
  first_line: requiredText('enterTheirAddressLine1'),
  second_line: optionalText(),
  city: requiredText('enterTheirCity'),
  region: optionalText(),
  postcode: requiredText('enterTheirPostcode', 16),
  country: countryCode('selectTheirCountry'),
});
export type SupportingContactDetails = z.input<typeof supportingContactDetailsSchema>;

export const courseDetailsSchema = z.object({
  university: requiredText('enterUniversity'),
  year_of_study: requiredText('selectYearOfStudy'),
  course_title: requiredText('enterCourseTitle'),
});
export type CourseDetails = z.input<typeof courseDetailsSchema>;

/** POST /api/rooms/{room_id}/checkout: completes a custom checkout and creates the booking. */
export const completeCheckoutRequestSchema = z.object({
  session_token: identifier(),
  paying_in_instalments: z.boolean({ error: 'choosePlan' satisfies ValidationMessageCode }),
  has_uk_based_guarantor: z._default(z.boolean(), false),
  is_using_scheme: z._default(z.boolean(), false),
  resident_details: residentDetailsSchema,
  /** Absent when the supporting-contact rule asks for none. */
  supporting_contact_details: z.optional(supportingContactDetailsSchema),
  course_details: courseDetailsSchema,
  special_request: optionalText(2000),
});
export type CompleteCheckoutRequest = z.input<typeof completeCheckoutRequestSchema>;

/** The message key the API answers a replayed completion with. */
export const BOOKING_ALREADY_COMPLETED = 'api.booking_already_completed';

const bookingId = z.pipe(z.union([nonEmpty, z.number()]), z.transform(String));

/** `data` of a completed checkout. */
export const bookingCreatedSchema = z.object({ booking_id: bookingId });

/** `data` of the replay answer, which may or may not name the booking. */
export const bookingReplaySchema = z.object({
  booking_id: z.pipe(
    z.nullish(bookingId),
    z.transform((value: string | null | undefined) => value ?? null),
  ),
});

/** What `checkout.complete` resolves to; a replay resolves too, with `already_completed: true`. */
export interface Booking {
  booking_id: string | null;
  already_completed: boolean;
}
