'use client';
import type { HTMLInputTypeAttribute } from 'react';
import {
  type Control,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
  useFormState,
} from 'react-hook-form';
import type { ExtraField } from '../enquiry-form/extraFields.js';
import type { Translate } from '../i18n/messages.js';
import { type ClassNames, partClassName } from './parts.js';

/** `extra.budget` cannot be part of an id that a `#` link finds; `extra-budget` can. */
export const fieldId = (formId: string, name: string) => `${formId}-${name.replaceAll('.', '-')}`;

export interface FormFieldProps<Values extends FieldValues> {
  formId: string;
  name: Path<Values>;
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: whatever the form's context and output types
  control: Control<Values, any, any>;
  register: UseFormRegister<Values>;
  t: Translate;
  type?: HTMLInputTypeAttribute | 'textarea' | 'select';
  hint?: string;
  required?: boolean;
  options?: ExtraField['options'];
  autoComplete?: string;
  classNames?: ClassNames;
  unstyled?: boolean;
}

/**
 * One labelled input with its hint and error. It subscribes to its own error only, so typing in
 * one field renders nothing else.
 */
export function FormField<Values extends FieldValues>({
  formId,
  name,
  label,
  control,
  register,
  t,
  type = 'text',
  hint,
  required = true,
  options,
  autoComplete,
  classNames,
  unstyled,
}: FormFieldProps<Values>) {
  const { errors } = useFormState({ control, name, exact: true });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = fieldId(formId, name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const part = (which: Parameters<typeof partClassName>[0]) =>
    partClassName(which, classNames, unstyled);
  const control_ = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy,
    className: part('input'),
  } as const;
  const labelText = required || type === 'checkbox' ? label : `${label} ${t('optional')}`;

  const input =
    type === 'textarea' ? (
      <textarea {...control_} rows={6} {...register(name)} />
    ) : type === 'select' ? (
      <select {...control_} {...register(name)}>
        <option value="">{t('selectPlaceholder')}</option>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ) : type === 'number' ? (
      <input
        {...control_}
        type="number"
        inputMode="decimal"
        {...register(name, {
          setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
        })}
      />
    ) : (
      <input
        {...control_}
        type={type}
        autoComplete={autoComplete}
        spellCheck={type === 'email' ? false : undefined}
        {...register(name)}
      />
    );

  return (
    <div className={part('field')} data-invalid={message ? '' : undefined} data-type={type}>
      {type !== 'checkbox' && (
        <label htmlFor={id} className={part('label')}>
          {labelText}
        </label>
      )}
      {hint && (
        <p id={hintId} className={part('hint')}>
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className={part('error')}>
          {t(message)}
        </p>
      )}
      {input}
      {type === 'checkbox' && (
        <label htmlFor={id} className={part('label')}>
          {labelText}
        </label>
      )}
    </div>
  );
}
