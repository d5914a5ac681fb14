'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  useForm,
} from 'react-hook-form';
import type * as z from 'zod/mini';

/** Where typing is kept as it happens; `createDraft` from `@unistay/react/internal` makes one. */
export interface FormDraft<Values> {
  read(): Partial<Values> | undefined;
  write(values: Values): void;
  clear(): void;
}

export interface SchemaFormOptions<Input extends FieldValues, Output> {
  /** Validates on submit, then on every change; its messages are codes or sentences to word. */
  schema: z.ZodMiniType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** A draft restored over the defaults and written as the student types. */
  draft?: FormDraft<DefaultValues<Input>> | null | undefined;
  onValid: (values: Output) => void | Promise<void>;
  onInvalid?: ((errors: FieldErrors<Input>) => void) | undefined;
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The defaults with the draft over them, one level into groups of fields (`extra`), so a field the
 * draft does not know (added since it was saved) keeps its default.
 */
function withDraft<Values extends object>(defaults: Values, draft: Partial<Values> | undefined) {
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [name, value] of Object.entries(draft ?? {})) {
    const fallback = merged[name];
    merged[name] = isGroup(fallback) && isGroup(value) ? { ...fallback, ...value } : value;
  }
  return merged as Values;
}

/**
 * The one form engine of every Unistay form and wizard step: a schema, a draft that survives a
 * reload, the server's errors on their fields, and a count of failed submits for the error summary
 * to take focus by.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  options: SchemaFormOptions<Input, Output>,
) {
  const { draft } = options;
  const [defaultValues] = useState(() => withDraft(options.defaultValues, draft?.read()));
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead, as GOV.UK's does; its links lead to each field.
    shouldFocusError: false,
  });
  /** Counts failed submits, so the error summary knows when to take focus again. */
  const [failedSubmits, setFailedSubmits] = useState(0);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!draft) return;
    // Written as the student types, without rendering anything.
    const subscription = form.watch((values) => draft.write(values as DefaultValues<Input>));
    return () => subscription.unsubscribe();
  }, [form, draft]);

  // A schema worded in the student's language (an extra field's "Enter {label}") is remade when the
  // language changes: what it found wrong is found again, in the new words. The server's
  // objections are its own, and stay. (At the first render there is nothing wrong to find.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new schema is what re-checks
  useEffect(() => {
    const { errors } = form.formState;
    const wrong = Object.keys(errors).filter((name) => errors[name]?.type !== 'server');
    if (wrong.length > 0) void form.trigger(wrong as Path<Input>[]);
  }, [options.schema, form]);

  const onSubmit = form.handleSubmit(
    (values) => latest.current.onValid(values),
    (errors) => {
      setFailedSubmits((count) => count + 1);
      latest.current.onInvalid?.(errors);
    },
  );

  /** The server's objections, each on its field; the error summary takes focus again. */
  const showServerErrors = useCallback(
    (errors: Iterable<readonly [Path<Input>, string]>) => {
      for (const [name, message] of errors) form.setError(name, { type: 'server', message });
      setFailedSubmits((count) => count + 1);
    },
    [form],
  );

  /** A failure that belongs to no field still brings the error summary back into focus. */
  const countFailure = useCallback(() => setFailedSubmits((count) => count + 1), []);
  const resetFailures = useCallback(() => setFailedSubmits(0), []);

  return { form, onSubmit, failedSubmits, showServerErrors, countFailure, resetFailures };
}
export type SchemaForm<Input extends FieldValues, Output> = ReturnType<
  typeof useSchemaForm<Input, Output>
>;
