import type { CourseDetails, ResidentDetails, SupportingContactDetails } from '@unistay/api-client';
import {
  asksForUkGuarantor,
  completeCheckoutRequestSchema,
  courseDetailsSchema,
  residentDetailsSchema,
  supportingContactDetailsSchema,
} from '@unistay/api-client/schemas';
import * as z from 'zod/mini';

/**
 * The custom checkout's steps, in order: the stay (period and plan), about the student, their
 * supporting contact (when one is asked for), their course, the review, and the confirmation once
 * booked.
 */
export type CheckoutStepId = 'stay' | 'about' | 'contact' | 'course' | 'review' | 'confirmed';
/** The steps that ask questions. */
export type FormStepId = Exclude<CheckoutStepId, 'review' | 'confirmed'>;

/**
 * Each step validates only what it shows. The stay step's messages are codes
 * (`choosePeriod`, `needScheme`, …) that a view words in the student's language.
 */
export function stayStepSchema(propertyCountry: string) {
  return z
    .object({
      booking_period_id: z.string({ error: 'choosePeriod' }).check(z.minLength(1, 'choosePeriod')),
      plan: z.enum(['full', 'instalments'], { error: 'choosePlan' }),
      uk_guarantor: z.nullish(z.string()),
      use_scheme: z.nullish(z.string()),
    })
    .check(
      z.superRefine((values, context) => {
        // Questions the student was not shown never block.
        if (
          !asksForUkGuarantor({
            propertyCountry,
            paying_in_instalments: values.plan === 'instalments',
          })
        )
          return;
        if (values.uk_guarantor !== 'yes' && values.uk_guarantor !== 'no') {
          context.addIssue({
            code: 'custom',
            path: ['uk_guarantor'],
            message: 'chooseUkGuarantor',
          });
        } else if (values.uk_guarantor === 'no' && values.use_scheme !== 'yes') {
          context.addIssue({
            code: 'custom',
            path: ['use_scheme'],
            message: values.use_scheme === 'no' ? 'needScheme' : 'chooseScheme',
          });
        }
      }),
    );
}
/**
 * The stay step's answers: the booking period, the plan, and for a UK instalment plan whether the
 * student has a UK-based guarantor (`'yes'` or `'no'`, as radio buttons hold them) and, without
 * one, whether they use the guarantor scheme.
 */
export type StayAnswers = z.output<ReturnType<typeof stayStepSchema>>;

/** The about-you step's schema: the student's details, as `checkout.complete` takes them. */
export const aboutStepSchema = residentDetailsSchema;
/** The supporting contact step's schema: a guarantor's or an emergency contact's details. */
export const contactStepSchema = supportingContactDetailsSchema;
/**
 * The course step's schema: the course details, and the student's optional special request (at most
 * 2000 characters).
 */
export const courseStepSchema = z.extend(courseDetailsSchema, {
  special_request: completeCheckoutRequestSchema.shape.special_request,
});

/** The course step's answers: the course details and the student's special request, if any. */
export interface CourseAnswers extends CourseDetails {
  special_request?: string | undefined;
}

/** The answers of each step completed so far, each checked by its step's schema. */
export interface CheckoutAnswers {
  stay?: StayAnswers;
  about?: ResidentDetails;
  contact?: SupportingContactDetails;
  course?: CourseAnswers;
}

/** The API's three flags, from the stay answers. */
export function planFlags(stay: StayAnswers, propertyCountry: string) {
  const paying_in_instalments = stay.plan === 'instalments';
  const asked = asksForUkGuarantor({ propertyCountry, paying_in_instalments });
  return {
    paying_in_instalments,
    has_uk_based_guarantor: asked && stay.uk_guarantor === 'yes',
    is_using_scheme: asked && stay.uk_guarantor === 'no' && stay.use_scheme === 'yes',
  };
}

const STEP_OF_FIELD: Partial<Record<string, FormStepId>> = {
  resident_details: 'about',
  supporting_contact_details: 'contact',
  course_details: 'course',
  special_request: 'course',
  booking_period_id: 'stay',
  paying_in_instalments: 'stay',
  has_uk_based_guarantor: 'stay',
  is_using_scheme: 'stay',
};
const STAY_FIELD: Partial<Record<string, keyof StayAnswers>> = {
  paying_in_instalments: 'plan',
  has_uk_based_guarantor: 'uk_guarantor',
  is_using_scheme: 'use_scheme',
};

/** The fields each step of answers sent with completion shows, by the API's names. */
const STEP_FIELDS: Partial<Record<FormStepId, ReadonlySet<string>>> = {
  about: new Set(Object.keys(aboutStepSchema.shape)),
  contact: new Set(Object.keys(contactStepSchema.shape)),
  course: new Set(Object.keys(courseStepSchema.shape)),
};

/**
 * Where a server field error belongs: `resident_details.email` is the About you step's `email`.
 * Null for a field no step shows (`resident_details.unknown`): taken to a step where nothing is
 * marked, the student would be told nothing.
 */
export function stepOfServerField(key: string): { step: FormStepId; field: string } | null {
  const [head = '', ...rest] = key.split('.');
  const step = STEP_OF_FIELD[head];
  if (!step) return null;
  if (step === 'stay') return { step, field: STAY_FIELD[head] ?? head };
  const field = rest.length > 0 ? rest.join('.') : head;
  return STEP_FIELDS[step]?.has(field) ? { step, field } : null;
}
