'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  aboutStepSchema,
  type Checkout,
  contactStepSchema,
  courseStepSchema,
  type FormStepId,
  stayStepSchema,
} from '@unistay/react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import {
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useController,
  useForm,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { BookingPeriodPicker } from '../catalogue/BookingPeriodPicker.js';
import { ErrorSummary } from '../form/ErrorSummary.js';
import { FormField, fieldId } from '../form/FormField.js';
import type { ClassNames, FormPart } from '../form/parts.js';
import { RadioGroupField } from '../form/RadioGroupField.js';
import type { Translate } from '../i18n/messages.js';
import type { FieldSpec } from './checkoutFields.js';
import type { BookingPeriodOption } from './checkoutOptions.js';

export interface StepProps {
  checkout: Checkout;
  t: Translate;
  part: (which: FormPart) => string | undefined;
  title: ReactNode;
  classNames?: ClassNames | undefined;
  unstyled?: boolean | undefined;
}

/** "When will you stay?": the catalogue's own BookingPeriodPicker, bound to the step's form. */
function PeriodQuestion({
  form,
  formId,
  periods,
  t,
  ...picker
}: {
  form: UseFormReturn<Record<string, string>>;
  formId: string;
  periods: readonly BookingPeriodOption[];
  currency?: string | undefined;
  locale: string;
  t: Translate;
  classNames?: ClassNames | undefined;
  unstyled?: boolean | undefined;
}) {
  const { field, fieldState } = useController({ control: form.control, name: 'booking_period_id' });
  const message = fieldState.error?.message;
  return (
    <BookingPeriodPicker
      {...picker}
      periods={periods}
      value={field.value || undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      id={fieldId(formId, 'booking_period_id')}
      legend={t('bookingPeriod')}
      error={message ? t(message) : undefined}
    />
  );
}

/** One step's form: its own schema, its own errors, Back and Continue. */
function useStepForm<Values extends FieldValues>(
  step: FormStepId,
  schema: z.ZodMiniType,
  defaults: Partial<Values>,
  checkout: Checkout,
) {
  const progress = useMemo(() => checkout.draftFor(step), [checkout.draftFor, step]);
  const [initial] = useState(() => ({ ...defaults, ...progress.read() }));
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Values>,
    defaultValues: initial as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [failedSubmits, setFailedSubmits] = useState(0);
  // The server's objections to this step's answers, shown on their fields as the step opens.
  const serverErrors = checkout.serverErrors[step];
  useEffect(() => {
    if (!serverErrors) return;
    for (const [name, message] of Object.entries(serverErrors)) {
      if (message) form.setError(name as Path<Values>, { type: 'server', message });
    }
    setFailedSubmits((count) => count + 1);
  }, [serverErrors, form]);
  useEffect(() => {
    const subscription = form.watch((values) => progress.write(values));
    return () => subscription.unsubscribe();
  }, [form, progress]);
  const onSubmit = form.handleSubmit(
    (values) => {
      progress.clear();
      checkout.answer(step, values as never);
    },
    () => setFailedSubmits((count) => count + 1),
  );
  return { form, onSubmit, failedSubmits };
}

function StepShell<Values extends FieldValues>({
  checkout,
  t,
  part,
  title,
  formId,
  fieldNames,
  form,
  onSubmit,
  failedSubmits,
  classNames,
  unstyled,
  children,
}: StepProps & {
  formId: string;
  fieldNames: readonly string[];
  form: UseFormReturn<Values, unknown, Values>;
  onSubmit: () => void;
  failedSubmits: number;
  children: ReactNode;
}) {
  return (
    <form id={formId} noValidate onSubmit={onSubmit}>
      {title}
      <ErrorSummary
        formId={formId}
        fieldNames={fieldNames}
        control={form.control}
        failedSubmits={failedSubmits}
        t={t}
        classNames={classNames}
        unstyled={unstyled}
      />
      {children}
      <div className={part('actions')}>
        {checkout.steps.indexOf(checkout.step) > 0 && (
          <button type="button" className={part('secondaryButton')} onClick={checkout.back}>
            {t('back')}
          </button>
        )}{' '}
        <button type="submit" className={part('submit')}>
          {t('continue')}
        </button>
      </div>
    </form>
  );
}

export function StayStep({
  periods,
  propertyCountry,
  locale,
  currency,
  ...props
}: StepProps & {
  periods: readonly BookingPeriodOption[] | undefined;
  propertyCountry: string;
  locale: string;
  currency: string | undefined;
}) {
  const { checkout, t } = props;
  const formId = `unistay-stay${useId().replaceAll(':', '')}`;
  const schema = useMemo(() => stayStepSchema(propertyCountry), [propertyCountry]);
  const { form, onSubmit, failedSubmits } = useStepForm<Record<string, string>>(
    'stay',
    schema,
    {
      booking_period_id:
        checkout.answers.stay?.booking_period_id ??
        checkout.bookingPeriodId ??
        (periods?.length === 1 ? periods[0]?.id : undefined) ??
        '',
      plan: checkout.answers.stay?.plan ?? '',
      uk_guarantor: checkout.answers.stay?.uk_guarantor ?? '',
      use_scheme: checkout.answers.stay?.use_scheme ?? '',
    },
    checkout,
  );
  // These two answers decide which questions follow, so this step watches them.
  const plan = form.watch('plan');
  const ukGuarantor = form.watch('uk_guarantor');
  const asksGuarantor = propertyCountry.toLowerCase() === 'gb' && plan === 'instalments';
  const common = {
    formId,
    control: form.control,
    register: form.register,
    t,
    classNames: props.classNames,
    unstyled: props.unstyled,
  };
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  return (
    <StepShell
      {...props}
      formId={formId}
      fieldNames={['booking_period_id', 'plan', 'uk_guarantor', 'use_scheme']}
      form={form}
      onSubmit={onSubmit}
      failedSubmits={failedSubmits}
    >
      {periods && periods.length > 0 && (
        <PeriodQuestion
          form={form}
          formId={formId}
          periods={periods}
          currency={currency}
          locale={locale}
          t={t}
          classNames={props.classNames}
          unstyled={props.unstyled}
        />
      )}
      <RadioGroupField
        {...common}
        name="plan"
        legend={t('paymentPlan')}
        options={[
          { value: 'full', label: t('payInFull') },
          { value: 'instalments', label: t('payInInstalments') },
        ]}
      />
      {asksGuarantor && (
        <RadioGroupField
          {...common}
          name="uk_guarantor"
          legend={t('ukGuarantor')}
          options={yesNo}
        />
      )}
      {asksGuarantor && ukGuarantor === 'no' && (
        <RadioGroupField
          {...common}
          name="use_scheme"
          legend={t('useScheme')}
          hint={t('useSchemeHint')}
          options={yesNo}
        />
      )}
    </StepShell>
  );
}

const DETAILS_SCHEMAS = {
  about: aboutStepSchema,
  contact: contactStepSchema,
  course: courseStepSchema,
} as const;

export function DetailsStep({
  step,
  defaults,
  fields,
  ...props
}: StepProps & {
  step: keyof typeof DETAILS_SCHEMAS;
  defaults: Record<string, unknown>;
  fields: readonly FieldSpec[];
}) {
  const formId = `unistay-${step}${useId().replaceAll(':', '')}`;
  const empty = Object.fromEntries(fields.map((field) => [field.name, '']));
  const { form, onSubmit, failedSubmits } = useStepForm<Record<string, string>>(
    step,
    DETAILS_SCHEMAS[step],
    { ...empty, ...defaults } as Record<string, string>,
    props.checkout,
  );
  return (
    <StepShell
      {...props}
      formId={formId}
      fieldNames={fields.map((field) => field.name)}
      form={form}
      onSubmit={onSubmit}
      failedSubmits={failedSubmits}
    >
      {fields.map((field) => (
        <FormField
          key={field.name}
          formId={formId}
          control={form.control}
          register={form.register}
          t={props.t}
          classNames={props.classNames}
          unstyled={props.unstyled}
          name={field.name}
          label={field.label}
          type={field.type ?? 'text'}
          hint={field.hint}
          required={field.required ?? true}
          autoComplete={field.autoComplete}
          options={field.options}
        />
      ))}
    </StepShell>
  );
}
