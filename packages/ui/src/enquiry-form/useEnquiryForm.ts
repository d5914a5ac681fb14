'use client';
import type { UseMutationResult } from '@tanstack/react-query';
import type {
  EnquiryCreated,
  JsonObject,
  PartnerApiError,
  PartnerApiErrorKind,
} from '@unistay/api-client';
import { generalEnquiryRequestSchema, normalisePhoneNumber } from '@unistay/api-client/schemas';
import type { Persistence } from '@unistay/react';
import { useUnistay, withHumanToken } from '@unistay/react';
import type { AnalyticsEnquiryKind, AnalyticsRoom } from '@unistay/react/analytics';
import { createDraft, createHumanCheckSession } from '@unistay/react/internal';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DefaultValues, FieldErrors, Path } from 'react-hook-form';
import * as z from 'zod/mini';
import { HUMAN_CHECK_FIELD, type HumanCheck } from '../form/HumanCheckField.js';
import { useSchemaForm } from '../form/useSchemaForm.js';
import { type Translate, useLanguage, useTranslate } from '../i18n/messages.js';
import { type EnquiryFormMessages, enquiryFormMessages } from './enquiryFormMessages.js';
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
/** The name of one of the student's own fields, as the forms and `defaultValues` key them. */
export type StudentFieldName = (typeof STUDENT_FIELDS)[number];

/**
 * What an enquiry form holds as the student types: the student's fields as text, and the extra
 * fields' values under `extra`.
 */
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

/**
 * What both enquiry forms and their hooks take: starting values, what is added to
 * `additional_fields`, what you hear of, where the draft is kept and words of your own.
 */
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
  /** Called once the enquiry is created, with its id. */
  onSuccess?: (result: EnquiryCreated) => void;
  /** Called for every failed send, whether or not its errors could be shown on their fields. */
  onError?: (error: PartnerApiError) => void;
  /** What happened, for analytics: never anything the student typed. */
  onEvent?: (event: EnquiryFormEvent) => void;
  /** Where a draft is kept so a reload loses nothing. Default `'session'`. */
  persistence?: Persistence;
  /** The draft's storage key; defaults to one per kind of form (and room). */
  persistenceKey?: string;
  messages?: EnquiryFormMessages;
  /**
   * A human-verification widget (Cloudflare Turnstile's, hCaptcha's, yours), shown just before the
   * submit button, for a proxy with `humanCheck.verify`: its token travels in the
   * `X-Unistay-Human-Token` header, and the widget is reset after every answer.
   */
  humanCheck?: HumanCheck;
}

/**
 * Where an enquiry form stands: `idle` (also after the API's objections are shown on their fields),
 * `sending`, `success` (see `result`) or `failed` (see `error`; what was typed is kept).
 */
export type EnquiryFormStatus = 'idle' | 'sending' | 'success' | 'failed';

/** The body parts a form adds to what the student typed, and how its analytics events name it. */
interface EnquiryFormKind<Body> {
  draftKey: string;
  analytics: { kind: AnalyticsEnquiryKind; room?: AnalyticsRoom };
  mutation: UseMutationResult<EnquiryCreated, PartnerApiError, Body>;
  toBody(student: Record<StudentFieldName, string>, additional_fields: JsonObject): Body;
}

const NO_EXTRAS: readonly ExtraField[] = [];

let toldNoHumanCheck = false;
/** Said once a page: the partner's proxy asks for a human check that the form was not given. */
function warnNoHumanCheck() {
  if (toldNoHumanCheck) return;
  toldNoHumanCheck = true;
  console.error(
    'Unistay enquiry form: the server refused the enquiry until a human check is passed (403 human_check_required), and this form has no `humanCheck` to show one (the elements: a `human-check` attribute). The student was told the enquiry was not sent.',
  );
}
const humanField = HUMAN_CHECK_FIELD as Path<EnquiryFormValues>;
const studentSchema = z.pick(generalEnquiryRequestSchema, {
  first_name: true,
  last_name: true,
  email: true,
  contact_number: true,
  message: true,
});

type EnquiryFormOutput = z.output<ReturnType<typeof enquiryFormSchema>>;

/** The form's schema: the API's own student fields, the calling code, and the extra fields. */
export function enquiryFormSchema(
  extraFields: readonly ExtraField[],
  callingCode: string | undefined,
  t: Translate,
  locale = 'en',
) {
  return z.extend(studentSchema, {
    contact_number: z.pipe(
      z.pipe(
        z.string(),
        z.transform((value: string) => normalisePhoneNumber(value, callingCode)),
      ),
      studentSchema.shape.contact_number,
    ),
    extra: extraFieldsSchema(extraFields, t, locale),
  });
}

function initialValues(options: EnquiryFormOptions, extraFields: readonly ExtraField[]) {
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
    extra: { ...extra, ...options.defaultValues?.extra },
  };
}

type EnquiryFieldName = StudentFieldName | `extra.${string}`;

/** The field names a form has: the student's, then `extra.<name>` for each extra field. */
export function enquiryFieldNames(extraFields: readonly ExtraField[]): EnquiryFieldName[] {
  return [...STUDENT_FIELDS, ...extraFields.map((field) => `extra.${field.name}` as const)];
}

const invalidFields = (errors: FieldErrors<EnquiryFormValues>) => [
  ...STUDENT_FIELDS.filter((name) => name in errors),
  ...Object.keys(errors.extra ?? {}).map((name) => `extra.${name}`),
];

/**
 * The logic both enquiry forms share, on the one form engine: validation with the API's schemas,
 * sending, server errors on their fields, a draft that survives a reload. It renders nothing.
 */
export function useEnquiryForm<Body>(options: EnquiryFormOptions, kind: EnquiryFormKind<Body>) {
  const t = useTranslate(options.messages, enquiryFormMessages);
  const { locale } = useLanguage();
  const extraFields = options.extraFields ?? NO_EXTRAS;
  const schema = useMemo(
    () => enquiryFormSchema(extraFields, options.defaultCountryCallingCode, t, locale),
    [extraFields, options.defaultCountryCallingCode, t, locale],
  );
  const draft = useMemo(
    () =>
      createDraft<DefaultValues<EnquiryFormValues>>(
        options.persistence ?? 'session',
        options.persistenceKey ?? kind.draftKey,
      ),
    [options.persistence, options.persistenceKey, kind.draftKey],
  );
  const [status, setStatus] = useState<EnquiryFormStatus>('idle');
  const [result, setResult] = useState<EnquiryCreated | null>(null);
  const [error, setError] = useState<PartnerApiError | null>(null);

  // Callbacks change every render; the handlers below always call the latest.
  const latest = useRef({ options, kind });
  latest.current = { options, kind };
  const { track } = useUnistay();

  const engine = useSchemaForm<EnquiryFormValues, EnquiryFormOutput>({
    schema,
    defaultValues: initialValues(options, extraFields),
    draft,
    onValid: send,
    onInvalid(errors) {
      setError(null);
      setStatus('idle');
      // In the summary with the others, in its place: last, just before the button.
      if (needsHumanCheck()) askForHumanCheck('humanCheckRequired');
      latest.current.options.onEvent?.({ type: 'invalid', fields: invalidFields(errors) });
    },
  });
  const { form, onSubmit } = engine;

  // Analytics: an enquiry is started by the first thing the student types in it (a restored draft
  // is not typing); its kind and room only, never what was typed.
  const started = useRef(false);
  useEffect(() => {
    const typing = form.watch((_, { type }) => {
      if (type !== 'change' || started.current) return;
      started.current = true;
      track({ name: 'enquiry_started', ...latest.current.kind.analytics });
    });
    return () => typing.unsubscribe();
  }, [form, track]);

  // The human check: its token good once, then the proxy's trust a while (so a send without a
  // token is the proxy's to judge).
  const [human] = useState(createHumanCheckSession);
  const [humanResetKey, setHumanResetKey] = useState(0);
  const onHumanToken = useCallback(
    (token: string | null) => {
      human.give(token);
      if (token) form.clearErrors(humanField);
    },
    [form, human],
  );
  const needsHumanCheck = () => Boolean(latest.current.options.humanCheck) && human.needed();
  const askForHumanCheck = (message: string) =>
    form.setError(humanField, { type: 'server', message });
  /** After every answer: the token is spent, so the widget starts again. */
  function afterHumanCheck(
    check: HumanCheck | undefined,
    sent: string | null,
    failure: PartnerApiError | null,
  ) {
    if (!check) return;
    human.answered(sent, failure);
    human.give(null);
    setHumanResetKey((key) => key + 1);
  }

  // A field only a bot fills (the view hides it from people): filled, nothing is sent and the
  // form shows the success a person would see, so a bot learns nothing.
  const honeypot = useRef<HTMLInputElement>(null);

  async function send(values: EnquiryFormOutput) {
    const { options: current, kind: currentKind } = latest.current;
    if (honeypot.current?.value) {
      draft.clear();
      setResult({ enquiry_id: `ENQ-${crypto.randomUUID().slice(0, 6).toUpperCase()}` });
      setStatus('success');
      return;
    }
    if (needsHumanCheck()) {
      askForHumanCheck('humanCheckRequired');
      engine.countFailure();
      setStatus('idle');
      current.onEvent?.({ type: 'invalid', fields: [HUMAN_CHECK_FIELD] });
      return;
    }
    current.onEvent?.({ type: 'submit' });
    setStatus('sending');
    setError(null);
    const { extra, ...student } = values;
    const body = currentKind.toBody(student, {
      ...current.additionalFields,
      ...answeredExtras(extra),
    });
    let created: EnquiryCreated;
    const token = current.humanCheck ? human.take() : null;
    try {
      created = await currentKind.mutation.mutateAsync(
        current.humanCheck && token ? (withHumanToken(body as object, token) as Body) : body,
      );
    } catch (caught) {
      // The client rejects with a PartnerApiError only: network, timeout and refusals alike.
      const failure = caught as PartnerApiError;
      afterHumanCheck(current.humanCheck, token, failure);
      const refusedHuman =
        failure.code === 'human_check_required' || failure.code === 'human_check_failed';
      // A server that asks for a check this form does not show: the student is told the enquiry
      // was not sent (below, as any refusal), and the partner what is missing.
      if (refusedHuman && !current.humanCheck) warnNoHumanCheck();
      if (refusedHuman && current.humanCheck) {
        engine.showServerErrors([[humanField, token ? 'humanCheckFailed' : 'humanCheckRequired']]);
        setStatus('idle');
        setError(null);
        current.onError?.(failure);
        current.onEvent?.({ type: 'error', kind: failure.kind, fields: [HUMAN_CHECK_FIELD] });
        track({ name: 'enquiry_failed', kind: currentKind.analytics.kind, reason: failure.kind });
        return;
      }
      const known = new Set<string>(enquiryFieldNames(current.extraFields ?? NO_EXTRAS));
      const placed: [EnquiryFieldName, string][] = [];
      for (const [key, messages] of Object.entries(failure.fieldErrors ?? {})) {
        const name = key.startsWith('additional_fields.') ? `extra.${key.slice(18)}` : key;
        if (known.has(name) && messages[0]) placed.push([name as EnquiryFieldName, messages[0]]);
      }
      const allPlaced =
        placed.length > 0 && placed.length === Object.keys(failure.fieldErrors ?? {}).length;
      setStatus(allPlaced ? 'idle' : 'failed');
      setError(allPlaced ? null : failure);
      if (placed.length > 0) engine.showServerErrors(placed);
      else engine.countFailure();
      current.onError?.(failure);
      current.onEvent?.({
        type: 'error',
        kind: failure.kind,
        fields: placed.map(([name]) => name),
      });
      track({ name: 'enquiry_failed', kind: currentKind.analytics.kind, reason: failure.kind });
      return;
    }
    afterHumanCheck(current.humanCheck, token, null);
    draft.clear();
    setResult(created);
    setStatus('success');
    // After the try: an error of the partner's own callback is theirs to see, not a failed send.
    current.onSuccess?.(created);
    current.onEvent?.({ type: 'success', enquiry_id: created.enquiry_id });
    track({ name: 'enquiry_sent', ...currentKind.analytics });
  }

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
    engine.resetFailures();
    // The next enquiry is started anew by what the student types next.
    started.current = false;
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
    failedSubmits: engine.failedSubmits,
    extraFields,
    fieldNames: options.humanCheck
      ? [...enquiryFieldNames(extraFields), HUMAN_CHECK_FIELD]
      : enquiryFieldNames(extraFields),
    /** The field only bots fill, for the view to place out of sight. */
    honeypot,
    /** The widget, its token's handler and when to reset it, for the view to place. */
    humanCheck: options.humanCheck
      ? { check: options.humanCheck, onToken: onHumanToken, resetKey: humanResetKey }
      : null,
    t,
  };
}
/**
 * What the enquiry form hooks return: the react-hook-form methods, the submit handler, the status
 * with its `result` or `error`, and what a view of your own needs to render the fields.
 */
export type EnquiryForm = ReturnType<typeof useEnquiryForm>;
