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
import { isSafeUrl } from './safeUrl.js';
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
/** The body of `checkout.start`: the booking period the student chose and its room's operator. */
export type StartCheckoutRequest = z.input<typeof startCheckoutRequestSchema>;

const nonEmpty = z.string().check(z.minLength(1));

/** `data` of start checkout. `checkout_url` may be null: hosted checkout is then unavailable. */
export const checkoutSessionSchema = z.object({
  card_provider: z.object({ public_key: nonEmpty, client_secret: nonEmpty }),
  session_token: nonEmpty,
  // Sent to as it is: https, or http on this machine (a sandbox in development), with no user
  // name (parsed, `isSafeUrl`). Anything else from an upstream that was tampered with (`javascript:`,
  // `http://localhost:80@evil.example`) would run in the partner's page or expose the payment.
  checkout_url: z.nullable(z.string().check(z.refine((url) => isSafeUrl(url)))),
  /**
   * How long ago the session was started, in milliseconds, where the partner's proxy keeps the
   * visitor's checkout: 0 for a session it just started, more for one it gives back (another
   * tab's, or one from before a reload), which ends that much sooner. Absent from the API's own
   * answer: then no server keeps the checkout, and the browser's tabs are its only record.
   */
  session_age_ms: z.optional(z.number().check(z.gte(0))),
});
/**
 * What `checkout.start` resolves to: the card provider's `public_key` and `client_secret` for a
 * custom checkout's card fields, the `session_token` that `checkout.complete` takes, and
 * `checkout_url`, the hosted checkout page (null when the room has none). A `checkout_url` that is
 * not https (or http on localhost) fails the call as `invalid_response`, so it is safe to send a
 * student to.
 */
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
/**
 * The student who will live in the room, as `checkout.complete` takes them. `date_of_birth` is
 * `YYYY-MM-DD`, as a date input holds it (the client writes the API's format); the phone number is
 * normalised to E.164 and `country` and `nationality` are two-letter ISO 3166-1 codes.
 */
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
/**
 * A guarantor or an emergency contact, for `checkout.complete`: the API takes one shape for both,
 * and `supportingContactKind` says which a booking needs. Dates and phone numbers as in
 * `ResidentDetails`.
 */
export type SupportingContactDetails = z.input<typeof supportingContactDetailsSchema>;

/**
 * The course part of `checkout.complete`'s body: university, year of study and course title, each
 * required, each with its own message code.
 */
export const courseDetailsSchema = z.object({
  university: requiredText('enterUniversity'),
  year_of_study: requiredText('selectYearOfStudy'),
  course_title: requiredText('enterCourseTitle'),
});
/**
 * Where and what the student studies, for `checkout.complete`. `year_of_study` should be one of
 * `YEARS_OF_STUDY`, the values the API takes; the schema checks only that it is given.
 */
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
/**
 * The body of `checkout.complete`: the paid session's token, how the student pays, their details,
 * course and (when `supportingContactKind` asks for one) supporting contact.
 * `has_uk_based_guarantor` and `is_using_scheme` default to false.
 */
export type CompleteCheckoutRequest = z.input<typeof completeCheckoutRequestSchema>;

/** The message key the API answers a replayed completion with. */
export const BOOKING_ALREADY_COMPLETED = 'api.booking_already_completed';

/**
 * Sent as `true` with a start of checkout that asks for a new session, not the one the partner's
 * proxy keeps for this visitor and room: to book again dates this visitor booked a moment ago (for
 * someone else), or to renew an unpaid session near its end. The proxy still starts one only when
 * the kept payment reads unpaid (or is booked); otherwise it answers 409 with it. Never forwarded
 * to the API.
 */
export const START_ANEW_HEADER = 'X-Unistay-Start-Anew';

/**
 * Sent with a start of checkout that renews an unpaid session near its end: that session's token.
 * The partner's proxy starts a new session only while the one it keeps is that session; where
 * another tab renewed it first, it gives the session kept now. Never forwarded to the API.
 */
export const RENEWING_HEADER = 'X-Unistay-Renewing';

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
