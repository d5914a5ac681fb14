'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  type EnquiryCreated,
  generalEnquiryRequestSchema,
  type JsonObject,
  normalizePhoneNumber,
  type PartnerApiError,
  type PartnerApiErrorKind,
} from '@unistay/api-client';
import { createDraft, type Persistence } from '@unistay/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { type EnquiryFormMessages, type Translate, useTranslate } from '../i18n/messages.js';
import {
  answeredExtras,
  type ExtraField,
  type ExtraFieldValue,
  emptyExtraValue,
  extraFieldsSchema,
} from './extraFields.js';

/** The student's own fields, in the order the forms show them. */
export const STUDENT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'contact_number',
  'message',
] as const;
export type StudentFieldName = (typeof STUDENT_FIELDS)[number];

export type EnquiryFormValues = Record<StudentFieldName, string> & {
  /** The extra fields' values by name; sent in additional_fields. */
  extra: Record<string, ExtraFieldValue>;
};

/** What happened, for analytics: never anything the student typed. */
export type EnquiryFormEvent =
  | { type: 'submit' }
  | { type: 'invalid'; fields: string[] }
  | { type: 'error'; kind: PartnerApiErrorKind; fields: string[] }
  | { type: 'success'; enquiry_id: string }
  | { type: 'reset' };

export interface EnquiryFormOptions {
  defaultValues?: Partial<Record<StudentFieldName, string>> & {
    extra?: Record<string, ExtraFieldValue>;
  };
  /** Static values merged into additional_fields. */
  additionalFields?: JsonObject;
  /** Inputs to add; their values go into additional_fields. */
  extraFields?: readonly ExtraField[];
  /** Completes a national phone number, like `+44` for `07700 900123`. */
  defaultCountryCallingCode?: string;
  onSuccess?: (result: EnquiryCreated) => void;
  onError?: (error: PartnerApiError) => void;
  onEvent?: (event: EnquiryFormEvent) => void;
  /** Where a draft is kept so a reload loses nothing. Default `'session'`. */
  persistence?: Persistence;
  /** The draft's storage key; defaults to one per kind of form (and room). */
  persistenceKey?: string;
  messages?: EnquiryFormMessages;
}

export type EnquiryFormStatus = 'idle' | 'sending' | 'success' | 'failed';

/** The body parts a form adds to what the student typed. */
interface EnquiryFormKind<Body> {
  draftKey: string;
  mutation: UseMutationResult<EnquiryCreated, PartnerApiError, Body>;
  toBody(student: Record<StudentFieldName, string>, additional_fields: JsonObject): Body;
}

const NO_EXTRAS: readonly ExtraField[] = [];
const studentSchema = z.pick(generalEnquiryRequestSchema, {
  first_name: true,
  last_name: true,
  email: true,
  contact_number: true,
  message: true,
});

/** The form's schema: the API's own student fields, the calling code, and the extra fields. */
export function enquiryFormSchema(
  extraFields: readonly ExtraField[],
  callingCode: string | undefined,
  t: Translate,
) {
  return z.extend(studentSchema, {
    contact_number: z.pipe(
      z.pipe(
        z.string(),
        z.transform((value: string) => normalizePhoneNumber(value, callingCode)),
      ),
      studentSchema.shape.contact_number,
    ),
    extra: extraFieldsSchema(extraFields, t),
  });
}

function initialValues(
  options: EnquiryFormOptions,
  extraFields: readonly ExtraField[],
  draft?: Partial<EnquiryFormValues>,
) {
  const empty = Object.fromEntries(STUDENT_FIELDS.map((name) => [name, ''])) as Record<
    StudentFieldName,
    string
  >;
  const extra = Object.fromEntries(
    extraFields.map((field) => [field.name, emptyExtraValue(field)]),
  );
  return {
    ...empty,
    ...options.defaultValues,
    ...draft,
    extra: { ...extra, ...options.defaultValues?.extra, ...draft?.extra },
  } as EnquiryFormValues;
}

/** The field names a form has: the student's, then `extra.<name>` for each extra field. */
export function enquiryFieldNames(extraFields: readonly ExtraField[]) {
  return [...STUDENT_FIELDS, ...extraFields.map((field) => `extra.${field.name}`)];
}

const invalidFields = (errors: FieldErrors<EnquiryFormValues>) => [
  ...STUDENT_FIELDS.filter((name) => name in errors),
  ...Object.keys(errors.extra ?? {}).map((name) => `extra.${name}`),
];

/**
 * The logic both enquiry forms share: validation with the API's schemas, sending, server errors on
 * their fields, a draft that survives a reload. It renders nothing.
 */
export function useEnquiryForm<Body>(options: EnquiryFormOptions, kind: EnquiryFormKind<Body>) {
  const t = useTranslate(options.messages);
  const extraFields = options.extraFields ?? NO_EXTRAS;
  const schema = useMemo(
    () => enquiryFormSchema(extraFields, options.defaultCountryCallingCode, t),
    [extraFields, options.defaultCountryCallingCode, t],
  );
  const draft = useMemo(
    () =>
      createDraft<EnquiryFormValues>(
        options.persistence ?? 'session',
        options.persistenceKey ?? kind.draftKey,
      ),
    [options.persistence, options.persistenceKey, kind.draftKey],
  );
  const [defaultValues] = useState(() => initialValues(options, extraFields, draft.read()));

  const form = useForm<EnquiryFormValues, unknown, EnquiryFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<
      EnquiryFormValues,
      unknown,
      EnquiryFormValues
    >,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead, as GOV.UK's does; its links lead to each field.
    shouldFocusError: false,
  });

  const [status, setStatus] = useState<EnquiryFormStatus>('idle');
  const [result, setResult] = useState<EnquiryCreated | null>(null);
  const [error, setError] = useState<PartnerApiError | null>(null);
  /** Counts failed submits, so the error summary knows when to take focus again. */
  const [failedSubmits, setFailedSubmits] = useState(0);

  // Callbacks change every render; the handlers below always call the latest.
  const latest = useRef({ options, kind });
  latest.current = { options, kind };

  useEffect(() => {
    // Written as the student types, without rendering anything.
    const subscription = form.watch((values) => draft.write(values as EnquiryFormValues));
    return () => subscription.unsubscribe();
  }, [form, draft]);

  async function send(values: EnquiryFormValues) {
    const { options: current, kind: currentKind } = latest.current;
    current.onEvent?.({ type: 'submit' });
    setStatus('sending');
    setError(null);
    const { extra, ...student } = values;
    const body = currentKind.toBody(student, {
      ...current.additionalFields,
      ...answeredExtras(extra),
    });
    try {
      const created = await currentKind.mutation.mutateAsync(body);
      draft.clear();
      setResult(created);
      setStatus('success');
      current.onSuccess?.(created);
      current.onEvent?.({ type: 'success', enquiry_id: created.enquiry_id });
    } catch (caught) {
      const failure = caught as PartnerApiError;
      const known = new Set(enquiryFieldNames(current.extraFields ?? NO_EXTRAS));
      const placed: string[] = [];
      for (const [key, messages] of Object.entries(failure.fieldErrors ?? {})) {
        const name = key.startsWith('additional_fields.') ? `extra.${key.slice(18)}` : key;
        if (!known.has(name) || !messages[0]) continue;
        form.setError(name as StudentFieldName, { type: 'server', message: messages[0] });
        placed.push(name);
      }
      const allPlaced =
        placed.length > 0 && placed.length === Object.keys(failure.fieldErrors ?? {}).length;
      setStatus(allPlaced ? 'idle' : 'failed');
      setError(allPlaced ? null : failure);
      setFailedSubmits((count) => count + 1);
      current.onError?.(failure);
      current.onEvent?.({ type: 'error', kind: failure.kind, fields: placed });
    }
  }

  function onInvalid(errors: FieldErrors<EnquiryFormValues>) {
    setError(null);
    setStatus('idle');
    setFailedSubmits((count) => count + 1);
    latest.current.options.onEvent?.({ type: 'invalid', fields: invalidFields(errors) });
  }

  const onSubmit = form.handleSubmit(send, onInvalid);

  /** Ready for another enquiry: contact details kept, the message and extra answers cleared. */
  function reset() {
    const values = form.getValues();
    form.reset({
      ...initialValues(latest.current.options, extraFields),
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      contact_number: values.contact_number,
    });
    setResult(null);
    setError(null);
    setStatus('idle');
    setFailedSubmits(0);
    latest.current.options.onEvent?.({ type: 'reset' });
  }

  return {
    /** react-hook-form's methods: `register`, `control`, `getValues`, ... */
    form,
    /** Give it to `<form onSubmit>`. */
    onSubmit,
    /** Sends what is in the form again, after a failure. */
    retry: () => onSubmit(),
    reset,
    status,
    /** The created enquiry, once sent. */
    result,
    /** A failure not shown on a field (network, 5xx, a field the form does not have). */
    error,
    failedSubmits,
    extraFields,
    fieldNames: enquiryFieldNames(extraFields),
    t,
  };
}
export type EnquiryForm = ReturnType<typeof useEnquiryForm>;
