'use client';
import { asksForUkGuarantor } from '@unistay/api-client/schemas';
import { type Checkout, type FormStepId, stayStepSchema } from '@unistay/react/checkout';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import {
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  useController,
  useWatch,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { BookingPeriodPicker } from '../catalogue/BookingPeriodPicker.js';
import { DayMonthYearField } from '../form/DayMonthYearField.js';
import { ErrorSummary } from '../form/ErrorSummary.js';
import { FormScope, fieldId } from '../form/Field.js';
import { FormField } from '../form/FormField.js';
import type { ClassNames, PartName } from '../form/parts.js';
import { RadioGroupField } from '../form/RadioGroupField.js';
import { type SchemaForm, useSchemaForm } from '../form/useSchemaForm.js';
import type { Translate } from '../i18n/messages.js';
import type { FieldSpec } from './checkoutFields.js';
import type { BookingPeriodOption } from './checkoutOptions.js';

export interface StepProps {
  checkout: Checkout;
  t: Translate;
  part: (which: PartName) => string | undefined;
  title: ReactNode;
  classNames?: ClassNames | undefined;
  unstyled?: boolean | undefined;
  headingLevel: 2 | 3 | 4;
}

type StayInput = z.input<ReturnType<typeof stayStepSchema>>;

/** "When will you stay?": the catalogue's own BookingPeriodPicker, bound to the step's form. */
function PeriodQuestion({
  control,
  formId,
  periods,
  t,
  ...picker
}: {
  control: Control<StayInput, unknown, z.output<ReturnType<typeof stayStepSchema>>>;
  formId: string;
  periods: readonly BookingPeriodOption[];
  currency?: string | undefined;
  locale: string;
  t: Translate;
  classNames?: ClassNames | undefined;
  unstyled?: boolean | undefined;
}) {
  const { field, fieldState } = useController({ control, name: 'booking_period_id' });
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

/**
 * One step's form on the one form engine: the step's schema, what is typed kept through a reload,
 * and the server's objections to its answers shown on their fields as the step opens.
 */
function useStepForm<Input extends FieldValues, Output>(
  step: FormStepId,
  schema: z.ZodMiniType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  checkout: Checkout,
  onAnswer: (values: Output) => void,
) {
  const draft = useMemo(
    () => checkout.draftFor<DefaultValues<Input>>(step),
    [checkout.draftFor, step],
  );
  const engine = useSchemaForm({
    schema,
    defaultValues,
    draft,
    onValid(values) {
      draft.clear();
      onAnswer(values);
    },
  });
  const serverErrors = checkout.serverErrors[step];
  const { showServerErrors } = engine;
  useEffect(() => {
    if (!serverErrors) return;
    const placed = Object.entries(serverErrors).flatMap(([name, message]) =>
      message ? [[name as Path<Input>, message] as const] : [],
    );
    showServerErrors(placed);
  }, [serverErrors, showServerErrors]);
  return engine;
}

function StepShell<Input extends FieldValues, Output>({
  checkout,
  t,
  part,
  title,
  formId,
  fieldNames,
  engine,
  classNames,
  unstyled,
  headingLevel,
  children,
}: StepProps & {
  formId: string;
  fieldNames: readonly string[];
  engine: SchemaForm<Input, Output>;
  children: ReactNode;
}) {
  const { form } = engine;
  const scope = {
    formId,
    t,
    classNames,
    unstyled,
    headingLevel,
  };
  return (
    <FormScope form={form} {...scope}>
      <form id={formId} noValidate onSubmit={engine.onSubmit}>
        {title}
        <ErrorSummary fieldNames={fieldNames} failedSubmits={engine.failedSubmits} />
        {children}
        <div className={part('actions')}>
          {checkout.steps.indexOf(checkout.step) > 0 && (
            <button
              type="button"
              className={part('secondaryButton')}
              data-direction="previous"
              onClick={checkout.back}
            >
              {t('back')}
            </button>
          )}{' '}
          <button type="submit" className={part('submit')}>
            {t('continue')}
          </button>
        </div>
      </form>
    </FormScope>
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
  const { checkout, t, part } = props;
  const formId = `unistay-stay${useId().replaceAll(':', '')}`;
  const schema = useMemo(() => stayStepSchema(propertyCountry), [propertyCountry]);
  const answers = checkout.answers.stay;
  const engine = useStepForm(
    'stay',
    schema,
    {
      booking_period_id:
        checkout.lockedBookingPeriodId ??
        answers?.booking_period_id ??
        checkout.bookingPeriodId ??
        (periods?.length === 1 ? periods[0]?.id : undefined) ??
        '',
      plan: answers?.plan,
      uk_guarantor: answers?.uk_guarantor ?? '',
      use_scheme: answers?.use_scheme ?? '',
    },
    checkout,
    (values) => checkout.answer('stay', values),
  );
  const { control } = engine.form;
  // These two answers decide which questions follow, so this step watches them.
  const [plan, ukGuarantor] = useWatch({ control, name: ['plan', 'uk_guarantor'] });
  const asksGuarantor = asksForUkGuarantor({
    propertyCountry,
    paying_in_instalments: plan === 'instalments',
  });
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  return (
    <StepShell
      {...props}
      formId={formId}
      fieldNames={['booking_period_id', 'plan', 'uk_guarantor', 'use_scheme']}
      engine={engine}
    >
      {checkout.lockedBookingPeriodId && <p className={part('hint')}>{t('periodLocked')}</p>}
      {periods && periods.length > 0 && (
        <PeriodQuestion
          control={control}
          formId={formId}
          // Paid for one period (or maybe paid): the only one left to choose.
          periods={
            checkout.lockedBookingPeriodId
              ? periods.filter(({ id }) => id === checkout.lockedBookingPeriodId)
              : periods
          }
          currency={currency}
          locale={locale}
          t={t}
          classNames={props.classNames}
          unstyled={props.unstyled}
        />
      )}
      <RadioGroupField
        name="plan"
        legend={t('paymentPlan')}
        options={[
          { value: 'full', label: t('payInFull') },
          { value: 'instalments', label: t('payInInstalments') },
        ]}
      />
      {asksGuarantor && (
        <RadioGroupField name="uk_guarantor" legend={t('ukGuarantor')} options={yesNo} />
      )}
      {asksGuarantor && ukGuarantor === 'no' && (
        <RadioGroupField
          name="use_scheme"
          legend={t('useScheme')}
          hint={t('useSchemeHint')}
          options={yesNo}
        />
      )}
    </StepShell>
  );
}

/** A step of questions that are each a field: About you, the supporting contact, the course. */
export function DetailsStep<Input extends FieldValues, Output>({
  step,
  schema,
  defaults,
  fields,
  onAnswer,
  ...props
}: StepProps & {
  step: FormStepId;
  schema: z.ZodMiniType<Output, Input>;
  defaults: DefaultValues<Input>;
  fields: readonly FieldSpec[];
  onAnswer: (values: Output) => void;
}) {
  const formId = `unistay-${step}${useId().replaceAll(':', '')}`;
  const empty = Object.fromEntries(fields.map((field) => [field.name, '']));
  const engine = useStepForm(step, schema, { ...empty, ...defaults }, props.checkout, onAnswer);
  return (
    <StepShell
      {...props}
      formId={formId}
      fieldNames={fields.map((field) => field.name)}
      engine={engine}
    >
      {fields.map((field) =>
        field.type === 'day-month-year' ? (
          <DayMonthYearField
            key={field.name}
            name={field.name}
            legend={field.label}
            autoComplete={field.autoComplete === 'bday' ? 'bday' : undefined}
          />
        ) : (
          <FormField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            hint={field.hint}
            required={field.required ?? true}
            autoComplete={field.autoComplete}
            options={field.options}
          />
        ),
      )}
    </StepShell>
  );
}
