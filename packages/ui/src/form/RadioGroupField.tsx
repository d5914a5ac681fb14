'use client';
import { Field, useField, useFormScope } from './Field.js';

/**
 * What `RadioGroupField` takes, inside a `FormScope`: the field's name in the form, the question
 * (`legend`) and the answers offered.
 */
export interface RadioGroupFieldProps {
  name: string;
  legend: string;
  hint?: string | undefined;
  options: readonly { value: string; label: string }[];
}

function Radios({ options }: Pick<RadioGroupFieldProps, 'options'>) {
  const { register, part } = useFormScope();
  const field = useField();
  return options.map((option, index) => {
    // The first radio carries the field's id, so the error summary's link lands on it.
    const optionId = index === 0 ? field.id : `${field.id}-${option.value}`;
    return (
      <div key={option.value} className={part('radio')}>
        <input
          id={optionId}
          type="radio"
          value={option.value}
          aria-invalid={field.message ? true : undefined}
          {...register(field.name)}
        />
        <label htmlFor={optionId}>{option.label}</label>
      </div>
    );
  });
}

/** A question with a few answers, as a fieldset whose legend asks it. */
export function RadioGroupField({ name, legend, hint, options }: RadioGroupFieldProps) {
  const { part } = useFormScope();
  return (
    <Field name={name} as="fieldset" hint={Boolean(hint)} data-type="radio">
      <legend className={part('label')}>{legend}</legend>
      {hint && <Field.Hint>{hint}</Field.Hint>}
      <Field.Error />
      <Radios options={options} />
    </Field>
  );
}
