'use client';
import type { ExtraField } from '../enquiry-form/extraFields.js';
import { Field, useFormScope } from './Field.js';

/**
 * What `FormField` takes, inside a `FormScope`: the field's name in the form, its label, and what
 * kind of input it is.
 */
export interface FormFieldProps {
  /** The field's name in the form's values (`first_name`, `extra.budget`). */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'checkbox' | 'textarea' | 'select';
  hint?: string | undefined;
  /**
   * Default true. Only the label follows it (an optional field's says so, a checkbox's never): the
   * form's schema decides what must be answered.
   */
  required?: boolean | undefined;
  options?: ExtraField['options'];
  autoComplete?: string | undefined;
}

/**
 * One labelled input with its hint and error, in the order GOV.UK puts them, from the `Field`
 * parts. It subscribes to its own error only, so typing in one field renders nothing else.
 */
export function FormField({
  name,
  label,
  type = 'text',
  hint,
  required = true,
  options,
  autoComplete,
}: FormFieldProps) {
  const { t } = useFormScope();
  const labelText = required || type === 'checkbox' ? label : `${label} ${t('optional')}`;
  const control =
    type === 'select' ? (
      <Field.Control
        type="select"
        options={options ?? []}
        placeholder={t('selectPlaceholder')}
        autoComplete={autoComplete}
      />
    ) : type === 'textarea' || type === 'number' || type === 'checkbox' ? (
      <Field.Control type={type} />
    ) : (
      <Field.Control type={type} autoComplete={autoComplete} />
    );
  return (
    <Field name={name} hint={Boolean(hint)} data-type={type}>
      {type !== 'checkbox' && <Field.Label>{labelText}</Field.Label>}
      {hint && <Field.Hint>{hint}</Field.Hint>}
      <Field.Error />
      {control}
      {type === 'checkbox' && <Field.Label>{labelText}</Field.Label>}
    </Field>
  );
}
