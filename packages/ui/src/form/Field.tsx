'use client';
import {
  type ComponentPropsWithoutRef,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {
  type FieldValues,
  FormProvider,
  get,
  type UseFormReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import type { Translate } from '../i18n/messages.js';
import { type ClassNames, type PartName, partClassName } from './parts.js';

/** `extra.budget` cannot be part of an id that a `#` link finds; `extra-budget` can. */
export const fieldId = (formId: string, name: string) => `${formId}-${name.replaceAll('.', '-')}`;

/** What every field of a form shares besides its react-hook-form: its ids, words and classes. */
export interface FormScopeOptions {
  formId: string;
  t: Translate;
  classNames?: ClassNames | undefined;
  unstyled?: boolean | undefined;
  /** The level of the headings the form's parts render (the error summary's). Default 2. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

const FormScopeContext = createContext<FormScopeOptions | null>(null);

/**
 * Gives the fields, the error summary and the `Field` parts inside it their form: react-hook-form's
 * own `FormProvider` for the form, and ours for the rest.
 */
export function FormScope<Values extends FieldValues, Output>({
  form,
  children,
  ...options
}: FormScopeOptions & { form: UseFormReturn<Values, unknown, Output>; children: ReactNode }) {
  const { formId, t, classNames, unstyled, headingLevel } = options;
  const scope = useMemo(
    () => ({ formId, t, classNames, unstyled, headingLevel }),
    [formId, t, classNames, unstyled, headingLevel],
  );
  return (
    <FormProvider {...form}>
      <FormScopeContext.Provider value={scope}>{children}</FormScopeContext.Provider>
    </FormProvider>
  );
}

export function useFormScope() {
  const scope = useContext(FormScopeContext);
  const form = useFormContext();
  if (!scope || !form) throw new Error('Unistay form fields must be rendered inside <FormScope>.');
  const { classNames, unstyled } = scope;
  const part = (which: PartName) => partClassName(which, classNames, unstyled);
  return { ...scope, control: form.control, register: form.register, part };
}

/** One field's ids and error, as its parts read them. */
interface FieldContextValue {
  name: string;
  id: string;
  hintId: string;
  errorId: string;
  /** The error's message: a code or a sentence, worded by the form's `t`. */
  message: string | undefined;
  hasHint: boolean;
  setHasHint: (has: boolean) => void;
}

const FieldContext = createContext<FieldContextValue | null>(null);

export function useField() {
  const field = useContext(FieldContext);
  if (!field) throw new Error('Field parts must be rendered inside <Field name="…">.');
  return field;
}

/** The ids a control points its `aria-describedby` at: its hint, then its error. */
export function describedBy(field: FieldContextValue) {
  const ids = [field.hasHint && field.hintId, field.message && field.errorId].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface FieldProps {
  name: string;
  /** `fieldset` for a group of radios or checkboxes; its legend labels it. */
  as?: 'div' | 'fieldset';
  /** Added to the field's own class. */
  className?: string;
  /**
   * A `Field.Hint` is inside: the first render (a server's too) then describes the control by it,
   * before the hint has told the field itself.
   */
  hint?: boolean;
  /** What kind of control it holds, for styles: `text`, `radio`, `select`, … */
  'data-type'?: string;
  children: ReactNode;
}

/**
 * One field: it subscribes to its own error only (typing in one field renders nothing else) and
 * gives its parts their ids, as Radix's Form does. Compose `Field.Label`, `Field.Hint`,
 * `Field.Error` and `Field.Control` inside it, in any order and with any markup between.
 */
function FieldRoot({
  name,
  as: Element = 'div',
  className,
  hint = false,
  children,
  ...data
}: FieldProps) {
  const { formId, control, part } = useFormScope();
  const { errors } = useFormState({ control, name, exact: true });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const [hasHint, setHasHint] = useState(hint);
  const id = fieldId(formId, name);
  const value = useMemo(
    () => ({
      name,
      id,
      hintId: `${id}-hint`,
      errorId: `${id}-error`,
      message,
      hasHint,
      setHasHint,
    }),
    [name, id, message, hasHint],
  );
  const invalid = message ? '' : undefined;
  // A group has no one control to describe: the fieldset carries its hint and error.
  const groupDescription = Element === 'fieldset' ? describedBy(value) : undefined;
  return (
    <FieldContext.Provider value={value}>
      <Element
        className={[part('field'), className].filter(Boolean).join(' ') || undefined}
        data-invalid={invalid}
        aria-describedby={groupDescription}
        {...data}
      >
        {children}
      </Element>
    </FieldContext.Provider>
  );
}

function FieldLabel({ children }: { children: ReactNode }) {
  const { part } = useFormScope();
  const { id } = useField();
  return (
    <label htmlFor={id} className={part('label')}>
      {children}
    </label>
  );
}

function FieldHint({ children }: { children: ReactNode }) {
  const { part } = useFormScope();
  const { hintId, setHasHint } = useField();
  useEffect(() => {
    setHasHint(true);
    return () => setHasHint(false);
  }, [setHasHint]);
  return (
    <p id={hintId} className={part('hint')}>
      {children}
    </p>
  );
}

/** The field's error in the form's words, when it has one. */
function FieldError() {
  const { part, t } = useFormScope();
  const { errorId, message } = useField();
  if (!message) return null;
  const text = t(message);
  return (
    // A message that is no key of ours is the server's own sentence: marked as not ours to translate.
    <p id={errorId} className={part('error')} translate={text === message ? 'no' : undefined}>
      {text}
    </p>
  );
}

type ControlProps =
  | ({
      type?: 'text' | 'email' | 'tel' | 'date' | 'url' | 'password';
    } & ComponentPropsWithoutRef<'input'>)
  | ({ type: 'number' } & ComponentPropsWithoutRef<'input'>)
  | ({ type: 'checkbox' } & ComponentPropsWithoutRef<'input'>)
  | ({ type: 'textarea' } & ComponentPropsWithoutRef<'textarea'>)
  | ({
      type: 'select';
      options: readonly { value: string; label: string }[];
      /** The first, empty option's words. */
      placeholder?: string;
    } & ComponentPropsWithoutRef<'select'>);

/** The input, registered with the form, labelled, described by its hint and error. */
function FieldControl(props: ControlProps) {
  const { register, part } = useFormScope();
  const field = useField();
  // The partner's own class and descriptions are added to ours, never replaced.
  const own = [describedBy(field), props['aria-describedby']].filter(Boolean).join(' ');
  const attributes = {
    id: field.id,
    'aria-invalid': field.message ? true : undefined,
    'aria-describedby': own || undefined,
    className: [part('input'), props.className].filter(Boolean).join(' ') || undefined,
    ...register(
      field.name,
      // An empty number input is no answer, not zero.
      props.type === 'number'
        ? { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) }
        : {},
    ),
  };
  if (props.type === 'textarea') {
    const { type, ...rest } = props;
    // What a student types runs in its own direction: English in an Arabic form, and back.
    return <textarea rows={6} dir="auto" {...rest} {...attributes} />;
  }
  if (props.type === 'select') {
    const { type, options, placeholder, ...rest } = props;
    return (
      <select {...rest} {...attributes}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  // Phone numbers, email addresses and web addresses run left to right in every script: in an
  // Arabic form, "+44 7700 900123" would otherwise read "900123 7700 44+".
  const leftToRight = props.type === 'tel' || props.type === 'email' || props.type === 'url';
  return (
    <input
      inputMode={props.type === 'number' ? 'decimal' : undefined}
      spellCheck={props.type === 'email' ? false : undefined}
      dir={
        leftToRight ? 'ltr' : props.type === 'number' || props.type === 'date' ? undefined : 'auto'
      }
      {...props}
      {...attributes}
    />
  );
}

/** A field's parts, for partners composing their own: `<Field name="email"><Field.Label>…`. */
export const Field = Object.assign(FieldRoot, {
  Label: FieldLabel,
  Hint: FieldHint,
  Error: FieldError,
  Control: FieldControl,
});
