'use client';
import {
  type Control,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
  useFormState,
} from 'react-hook-form';
import type { Translate } from '../i18n/messages.js';
import { fieldId } from './FormField.js';
import { type ClassNames, partClassName } from './parts.js';

export interface RadioGroupFieldProps<Values extends FieldValues> {
  formId: string;
  name: Path<Values>;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  // biome-ignore lint/suspicious/noExplicitAny: whatever the form's context and output types
  control: Control<Values, any, any>;
  register: UseFormRegister<Values>;
  t: Translate;
  classNames?: ClassNames;
  unstyled?: boolean;
}

/**
 * A question with a few answers, as a fieldset whose legend asks it. The first radio carries the
 * field's id, so the error summary's link lands on it.
 */
export function RadioGroupField<Values extends FieldValues>({
  formId,
  name,
  legend,
  hint,
  options,
  control,
  register,
  t,
  classNames,
  unstyled,
}: RadioGroupFieldProps<Values>) {
  const { errors } = useFormState({ control, name, exact: true });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = fieldId(formId, name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const part = (which: Parameters<typeof partClassName>[0]) =>
    partClassName(which, classNames, unstyled);
  return (
    <fieldset
      className={part('field')}
      data-type="radio"
      data-invalid={message ? '' : undefined}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={part('label')}>{legend}</legend>
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
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${option.value}`;
        return (
          <div key={option.value} className={part('radio')}>
            <input
              id={optionId}
              type="radio"
              value={option.value}
              aria-invalid={message ? true : undefined}
              {...register(name)}
            />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
