import {
  asksForUkGuarantor,
  completeCheckoutRequestSchema,
  courseDetailsSchema,
  residentDetailsSchema,
  supportingContactDetailsSchema,
} from '@unistay/api-client';
import * as z from 'zod/mini';
import type { Translate } from '../i18n/messages.js';

/** Each step validates only what it shows: its own schema, from the API's where there is one. */
export function stayStepSchema(propertyCountry: string, t: Translate) {
  return z
    .object({
      booking_period_id: z
        .string({ error: t('choosePeriod') })
        .check(z.minLength(1, t('choosePeriod'))),
      plan: z.enum(['full', 'instalments'], { error: t('choosePlan') }),
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
            message: t('chooseUkGuarantor'),
          });
        } else if (values.uk_guarantor === 'no' && values.use_scheme !== 'yes') {
          context.addIssue({
            code: 'custom',
            path: ['use_scheme'],
            message: values.use_scheme === 'no' ? t('needScheme') : t('chooseScheme'),
          });
        }
      }),
    );
}
export type StayAnswers = z.output<ReturnType<typeof stayStepSchema>>;

export const aboutStepSchema = residentDetailsSchema;
export const contactStepSchema = supportingContactDetailsSchema;
export const courseStepSchema = z.extend(courseDetailsSchema, {
  special_request: completeCheckoutRequestSchema.shape.special_request,
});

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
