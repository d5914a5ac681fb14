import * as z from 'zod/mini';
import type { Translate } from '../i18n/messages.js';

/** An input a partner adds to a form; its value goes into the enquiry's additional_fields. */
export interface ExtraField {
  /** The key in additional_fields. */
  name: string;
  /** Shown as it is, or a key of your `messages`: then worded in the student's language. */
  label: string;
  type: 'text' | 'textarea' | 'number' | 'date' | 'select' | 'checkbox';
  required?: boolean;
  /** For `select`. */
  options?: readonly { value: string; label: string }[];
  hint?: string;
}

/**
 * What an extra field holds: text (a select's value, a date as `YYYY-MM-DD`), a number, a
 * checkbox's tick, or undefined for an empty number. Blank optional answers are not sent.
 */
export type ExtraFieldValue = string | number | boolean | undefined;

// "Enter weekly budget" reads right in English; in German a noun keeps its capital ("Budget").
const labelInSentence = (label: string, locale: string) =>
  /^en(-|$)/i.test(locale) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

/** Optional, and a blank answer is no answer. */
const blankAsUndefined = (schema: z.ZodMiniString<string>) =>
  z.pipe(
    z.optional(schema),
    z.transform((value: string | undefined) => value || undefined),
  );

function schemaFor(field: ExtraField, t: Translate, locale: string) {
  // The label as the field shows it: a key of the partner's messages is worded, as in the view.
  const shown = t(field.label);
  const label = labelInSentence(shown, locale);
  switch (field.type) {
    case 'checkbox':
      return field.required
        ? z.literal(true, { error: t('extraCheckbox', { label: shown }) })
        : z.optional(z.boolean());
    case 'number': {
      const number = z
        .number({ error: t('extraRequired', { label }) })
        .check(z.refine(Number.isFinite, t('extraNumber', { label })));
      return field.required ? number : z.optional(number);
    }
    case 'select': {
      const allowed = new Set((field.options ?? []).map((option) => option.value));
      const choice = z
        .string({ error: t('extraSelect', { label }) })
        .check(
          z.refine((value) => value === '' || allowed.has(value), t('extraSelect', { label })),
        );
      return field.required
        ? choice.check(z.refine((value) => value !== '', t('extraSelect', { label })))
        : blankAsUndefined(choice);
    }
    default: {
      const maxLength = field.type === 'textarea' ? 5000 : 255;
      const text = z
        .string({ error: t('extraRequired', { label }) })
        .check(z.trim(), z.maxLength(maxLength, t(`tooLong${maxLength}`)));
      return field.required
        ? text.check(z.minLength(1, t('extraRequired', { label })))
        : blankAsUndefined(text);
    }
  }
}

/** The schema of the extra fields' values, keyed by name. */
export function extraFieldsSchema(fields: readonly ExtraField[], t: Translate, locale = 'en') {
  return z.object(
    Object.fromEntries(fields.map((field) => [field.name, schemaFor(field, t, locale)])),
  );
}

/** What an untouched extra field holds. */
export function emptyExtraValue(field: ExtraField): ExtraFieldValue {
  if (field.type === 'checkbox') return false;
  if (field.type === 'number') return undefined;
  return '';
}

/** Values worth sending: unanswered optional fields are left out. */
export function answeredExtras(values: Record<string, ExtraFieldValue>) {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  );
}
