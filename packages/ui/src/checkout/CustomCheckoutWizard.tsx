'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPhoneNumber, type Room } from '@unistay/api-client';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
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
import type { CatalogueMessages } from '../catalogue/catalogueMessages.js';
import { describePeriod, longDate } from '../catalogue/periodText.js';
import { RoomLoader } from '../catalogue/RoomLoader.js';
import { countryName, countryOptions } from '../form/countries.js';
import { ErrorSummary } from '../form/ErrorSummary.js';
import { FormField, fieldId } from '../form/FormField.js';
import { type ClassNames, partClassName } from '../form/parts.js';
import { RadioGroupField } from '../form/RadioGroupField.js';
import type { Translate } from '../i18n/messages.js';
import type { CardFieldsHandle } from './cardProvider.js';
import { DEFAULT_GENDERS, DEFAULT_YEARS_OF_STUDY } from './checkoutMessages.js';
import {
  aboutStepSchema,
  contactStepSchema,
  courseStepSchema,
  stayStepSchema,
} from './checkoutSchemas.js';
import {
  type BookingPeriodOption,
  type CheckoutWizard,
  type CheckoutWizardOptions,
  type FormStepId,
  useCheckoutWizard,
} from './useCheckoutWizard.js';

interface WizardViewProps extends CheckoutWizardOptions {
  classNames?: ClassNames;
  unstyled?: boolean;
  /** The level of each step's heading. Default 2. */
  headingLevel?: 2 | 3 | 4;
}

export interface CustomCheckoutWizardProps
  extends Omit<WizardViewProps, 'operatorId' | 'propertyCountry'> {
  /** Default: the room's, loaded from the catalogue. */
  operatorId?: string;
  /** Lowercase ISO 3166-1 alpha-2. Default: the room's property's, loaded from the catalogue. */
  propertyCountry?: string;
  /** Words of the room's loading, failure and unavailable states. */
  catalogueMessages?: CatalogueMessages;
}

/** The wizard's room details as the catalogue has them; what the partner gave wins. */
function fromRoom(room: Room) {
  return {
    operatorId: room.operator_id ?? '',
    propertyCountry: (room.property?.country ?? room.address?.country ?? '').toLowerCase(),
    currency: room.currency ?? undefined,
    propertyName: room.property?.name ?? undefined,
    roomName: room.name ?? undefined,
    bookingPeriods: (room.booking_periods ?? []).map((period) => ({
      id: period.id,
      start_date: period.start_date ?? undefined,
      end_date: period.end_date ?? undefined,
      price_per_week: period.price_per_week == null ? undefined : String(period.price_per_week),
      holding_deposit: period.holding_deposit == null ? undefined : String(period.holding_deposit),
    })),
  };
}

const given = <Props extends object>(props: Props) =>
  Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Props;

/**
 * A custom checkout: the student's stay, details, supporting contact and course, a check of every
 * answer, payment in the card provider's own fields, and the booking. Answers survive a reload;
 * card data is never stored; a student is never charged twice.
 *
 * Given only `roomId`, it loads the room (operator, country, currency, names, periods) first.
 */
export function CustomCheckoutWizard({ catalogueMessages, ...props }: CustomCheckoutWizardProps) {
  const { operatorId, propertyCountry, bookingPeriods, bookingPeriodId } = props;
  if (operatorId && propertyCountry && (bookingPeriods || bookingPeriodId)) {
    return <WizardView {...props} operatorId={operatorId} propertyCountry={propertyCountry} />;
  }
  return (
    <RoomLoader
      roomId={props.roomId}
      messages={catalogueMessages}
      classNames={props.classNames}
      unstyled={props.unstyled}
    >
      {(room) => <WizardView {...fromRoom(room)} {...given(props)} />}
    </RoomLoader>
  );
}

type Part = (which: Parameters<typeof partClassName>[0]) => string | undefined;

interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea';
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  options?: readonly { value: string; label: string }[];
}

function WizardView({ classNames, unstyled, headingLevel = 2, ...options }: WizardViewProps) {
  const wizard = useCheckoutWizard(options);
  const { step, steps, t } = wizard;
  const part: Part = (which) => partClassName(which, classNames, unstyled);
  const locale = options.locale ?? 'en';
  const countries = countryOptions(locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(false);
  const Heading = `h${headingLevel}` as const;

  // Each step's heading takes focus when the student arrives at it, not when the page first loads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is what the focus follows
  useEffect(() => {
    if (arrived.current) heading.current?.focus();
    arrived.current = true;
  }, [step]);

  const titles: Record<string, string> = {
    stay: t('stepStay'),
    about: t('stepAbout'),
    contact: wizard.contactKind === 'guarantor' ? t('stepGuarantor') : t('stepEmergencyContact'),
    course: t('stepCourse'),
    review: t('stepReview'),
    confirmed: t('stepConfirmed'),
  };
  const position = steps.indexOf(step);
  const context = options.propertyName
    ? options.roomName
      ? t('booking', { room: options.roomName, property: options.propertyName })
      : t('bookingProperty', { property: options.propertyName })
    : null;
  const title = (
    <>
      {context && <p className={part('context')}>{context}</p>}
      {position >= 0 && (
        <span className={part('stepIndicator')}>
          {t('stepOf', { step: String(position + 1), total: String(steps.length) })}
        </span>
      )}
      <Heading ref={heading} tabIndex={-1} className={part('stepHeading')}>
        {titles[step]}
      </Heading>
    </>
  );
  const shared = { wizard, t, part, title, classNames, unstyled };

  return (
    <div className={part('root')} data-state={step}>
      {step === 'stay' && (
        <StayStep
          {...shared}
          periods={options.bookingPeriods}
          propertyCountry={options.propertyCountry}
          locale={locale}
          currency={options.currency}
        />
      )}
      {step === 'about' && (
        <DetailsStep
          {...shared}
          step="about"
          schema={aboutStepSchema}
          defaults={{ ...options.defaultValues?.about, ...wizard.answers.about }}
          fields={[
            { name: 'first_name', label: t('firstName'), autoComplete: 'given-name' },
            { name: 'last_name', label: t('lastName'), autoComplete: 'family-name' },
            {
              name: 'gender',
              label: t('gender'),
              type: 'select',
              options: (options.options?.genders ?? DEFAULT_GENDERS).map((value) => ({
                value,
                label: t(`gender_${value}`) === `gender_${value}` ? value : t(`gender_${value}`),
              })),
            },
            { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
            {
              name: 'contact_number',
              label: t('phone'),
              type: 'tel',
              autoComplete: 'tel',
              hint: t('phoneHint'),
            },
            { name: 'date_of_birth', label: t('dateOfBirth'), type: 'date', autoComplete: 'bday' },
            { name: 'first_line', label: t('addressLine1'), autoComplete: 'address-line1' },
            {
              name: 'second_line',
              label: t('addressLine2'),
              required: false,
              autoComplete: 'address-line2',
            },
            { name: 'city', label: t('city'), autoComplete: 'address-level2' },
            { name: 'region', label: t('region'), required: false, autoComplete: 'address-level1' },
            { name: 'postcode', label: t('postcode'), autoComplete: 'postal-code' },
            { name: 'country', label: t('country'), type: 'select', options: countries },
            { name: 'nationality', label: t('nationality'), type: 'select', options: countries },
          ]}
        />
      )}
      {step === 'contact' && (
        <DetailsStep
          {...shared}
          step="contact"
          schema={contactStepSchema}
          defaults={{ ...options.defaultValues?.contact, ...wizard.answers.contact }}
          fields={[
            { name: 'relationship', label: t('relationship'), hint: t('relationshipHint') },
            { name: 'first_name', label: t('firstName') },
            { name: 'last_name', label: t('lastName') },
            { name: 'email', label: t('email'), type: 'email' },
            { name: 'contact_number', label: t('phone'), type: 'tel', hint: t('phoneHint') },
            { name: 'date_of_birth', label: t('dateOfBirth'), type: 'date' },
            { name: 'first_line', label: t('addressLine1') },
            { name: 'second_line', label: t('addressLine2'), required: false },
            { name: 'city', label: t('city') },
            { name: 'region', label: t('region'), required: false },
            { name: 'postcode', label: t('postcode') },
            { name: 'country', label: t('country'), type: 'select', options: countries },
          ]}
        />
      )}
      {step === 'course' && (
        <DetailsStep
          {...shared}
          step="course"
          schema={courseStepSchema}
          defaults={{ ...options.defaultValues?.course, ...wizard.answers.course }}
          fields={[
            { name: 'university', label: t('university'), autoComplete: 'organization' },
            {
              name: 'year_of_study',
              label: t('yearOfStudy'),
              type: 'select',
              options: (options.options?.yearsOfStudy ?? DEFAULT_YEARS_OF_STUDY).map((value) => ({
                value,
                label: t(value),
              })),
            },
            { name: 'course_title', label: t('courseTitle') },
            {
              name: 'special_request',
              label: t('specialRequests'),
              type: 'textarea',
              required: false,
            },
          ]}
        />
      )}
      {step === 'review' && <ReviewStep {...shared} options={options} locale={locale} />}
      {step === 'confirmed' && (
        <section className={part('success')}>
          {title}
          <p>
            {wizard.booking?.booking_id
              ? t('bookingReference', { reference: wizard.booking.booking_id })
              : t('bookingReferenceLater')}
          </p>
          <p>{t('bookingNext')}</p>
        </section>
      )}
    </div>
  );
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
  currency?: string;
  locale: string;
  t: Translate;
  classNames?: ClassNames;
  unstyled?: boolean;
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

interface StepProps {
  wizard: CheckoutWizard;
  t: Translate;
  part: Part;
  title: ReactNode;
  classNames?: ClassNames | undefined;
  unstyled?: boolean | undefined;
}

/** One step's form: its own schema, its own errors, Back and Continue. */
function useStepForm<Values extends FieldValues>(
  step: FormStepId,
  schema: z.ZodMiniType,
  defaults: Partial<Values>,
  wizard: CheckoutWizard,
) {
  const progress = useMemo(() => wizard.progressDraft(step), [wizard.progressDraft, step]);
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
  const serverErrors = wizard.serverErrors[step];
  useEffect(() => {
    if (!serverErrors) return;
    for (const [name, message] of Object.entries(serverErrors)) {
      form.setError(name as Path<Values>, { type: 'server', message });
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
      wizard.submitStep(step, values as never);
    },
    () => setFailedSubmits((count) => count + 1),
  );
  return { form, onSubmit, failedSubmits };
}

function StepShell<Values extends FieldValues>({
  wizard,
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
        {wizard.steps.indexOf(wizard.step) > 0 && (
          <button type="button" className={part('secondaryButton')} onClick={wizard.back}>
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

function StayStep({
  periods,
  propertyCountry,
  locale,
  currency,
  ...props
}: StepProps & {
  periods: CheckoutWizardOptions['bookingPeriods'];
  propertyCountry: string;
  locale: string;
  currency: string | undefined;
}) {
  const { wizard, t } = props;
  const formId = `unistay-stay${useId().replaceAll(':', '')}`;
  const schema = stayStepSchema(propertyCountry, t);
  const { form, onSubmit, failedSubmits } = useStepForm<Record<string, string>>(
    'stay',
    schema,
    {
      booking_period_id:
        wizard.answers.stay?.booking_period_id ??
        wizard.bookingPeriodId ??
        (periods?.length === 1 ? periods[0]?.id : undefined) ??
        '',
      plan: wizard.answers.stay?.plan ?? '',
      uk_guarantor: wizard.answers.stay?.uk_guarantor ?? '',
      use_scheme: wizard.answers.stay?.use_scheme ?? '',
    },
    wizard,
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

function DetailsStep({
  step,
  schema,
  defaults,
  fields,
  ...props
}: StepProps & {
  step: FormStepId;
  schema: z.ZodMiniType;
  defaults: Record<string, unknown>;
  fields: readonly FieldSpec[];
}) {
  const formId = `unistay-${step}${useId().replaceAll(':', '')}`;
  const empty = Object.fromEntries(fields.map((field) => [field.name, '']));
  const { form, onSubmit, failedSubmits } = useStepForm<Record<string, string>>(
    step,
    schema,
    { ...empty, ...defaults } as Record<string, string>,
    props.wizard,
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

function ReviewStep({
  options,
  locale,
  ...props
}: StepProps & { options: CheckoutWizardOptions; locale: string }) {
  const { wizard, t, part, title } = props;
  const { answers } = wizard;
  const [card, setCard] = useState<CardFieldsHandle | null>(null);
  const { ensureSession } = wizard;
  const Fields = options.cardProvider.Fields;

  // Start checkout as the payment step opens, and again before an unpaid session would expire.
  useEffect(() => {
    void ensureSession();
    const ttl = options.sessionTtlMs ?? 30 * 60 * 1000;
    const timer = setInterval(() => void ensureSession(), Math.max(1000, ttl * 0.05));
    return () => clearInterval(timer);
  }, [ensureSession, options.sessionTtlMs]);

  const period = options.bookingPeriods?.find(
    (candidate) => candidate.id === wizard.bookingPeriodId,
  );
  const price = options.currency
    ? new Intl.NumberFormat(locale, { style: 'currency', currency: options.currency })
    : null;
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const sections: { step: FormStepId; title: string; rows: [string, ReactNode][] }[] = [
    {
      step: 'stay',
      title: t('stepStay'),
      rows: [
        ...(period
          ? [
              [t('bookingPeriod'), describePeriod(period, locale, options.currency)] as [
                string,
                ReactNode,
              ],
            ]
          : []),
        [
          t('paymentPlan'),
          answers.stay?.plan === 'instalments' ? t('payInInstalments') : t('payInFull'),
        ],
        ...(answers.stay?.uk_guarantor
          ? [[t('ukGuarantor'), yesNo(answers.stay.uk_guarantor === 'yes')] as [string, ReactNode]]
          : []),
        ...(answers.stay?.uk_guarantor === 'no'
          ? [[t('useScheme'), yesNo(answers.stay.use_scheme === 'yes')] as [string, ReactNode]]
          : []),
      ],
    },
    {
      step: 'about',
      title: t('stepAbout'),
      rows: answers.about
        ? [
            [t('name'), `${answers.about.first_name} ${answers.about.last_name}`],
            [t('email'), answers.about.email],
            [t('phone'), formatPhoneNumber(answers.about.contact_number)],
            [t('dateOfBirth'), longDate(answers.about.date_of_birth, locale)],
            [
              t('addressLine1'),
              [
                answers.about.first_line,
                answers.about.second_line,
                answers.about.city,
                answers.about.region,
                answers.about.postcode,
              ]
                .filter(Boolean)
                .join(', '),
            ],
            [t('country'), countryName(answers.about.country, locale)],
            [t('nationality'), countryName(answers.about.nationality, locale)],
          ]
        : [],
    },
    ...(wizard.contactKind === 'none' || !answers.contact
      ? []
      : [
          {
            step: 'contact' as const,
            title:
              wizard.contactKind === 'guarantor' ? t('stepGuarantor') : t('stepEmergencyContact'),
            rows: [
              [t('relationship'), answers.contact.relationship],
              [t('name'), `${answers.contact.first_name} ${answers.contact.last_name}`],
              [t('email'), answers.contact.email],
              [t('phone'), formatPhoneNumber(answers.contact.contact_number)],
            ] as [string, ReactNode][],
          },
        ]),
    {
      step: 'course',
      title: t('stepCourse'),
      rows: answers.course
        ? [
            [t('university'), answers.course.university],
            [t('yearOfStudy'), t(answers.course.year_of_study)],
            [t('courseTitle'), answers.course.course_title],
            ...(answers.course.special_request
              ? [[t('specialRequests'), answers.course.special_request] as [string, ReactNode]]
              : []),
          ]
        : [],
    },
  ];
  const working =
    wizard.payment === 'paying' || wizard.payment === 'completing' || wizard.payment === 'starting';

  return (
    <section>
      {title}
      {sections.map((section) => (
        <div key={section.step} className={part('answers')}>
          <h3>{section.title}</h3>
          <dl>
            {section.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            className={part('linkButton')}
            aria-label={t('changeWhat', { what: section.title })}
            onClick={() => wizard.change(section.step)}
          >
            {t('change')}
          </button>
        </div>
      ))}

      <h3>{t('payment')}</h3>
      {period?.holding_deposit && price && (
        <p>{t('dueNow', { amount: price.format(Number(period.holding_deposit)) })}</p>
      )}
      {wizard.payment === 'starting' && <p role="status">{t('startingPayment')}</p>}
      {wizard.session && !wizard.paid && wizard.payment !== 'check_failed' && (
        <Fields
          key={wizard.session.clientSecret}
          publicKey={wizard.session.publicKey}
          clientSecret={wizard.session.clientSecret}
          returnUrl={wizard.session.returnUrl ?? options.returnUrl}
          onReady={setCard}
        />
      )}
      {wizard.problem && (
        <div role="alert" className={part('notice')}>
          <p>{wizard.problem}</p>
          {wizard.payment === 'start_failed' && (
            <button
              type="button"
              className={part('secondaryButton')}
              onClick={() => void wizard.ensureSession({ retry: true })}
            >
              {t('tryAgain')}
            </button>
          )}
        </div>
      )}
      <p role="status" className={part('status')}>
        {wizard.payment === 'paying'
          ? t('paying')
          : wizard.payment === 'completing'
            ? t('confirmingBooking')
            : ''}
      </p>
      <div className={part('actions')}>
        <button
          type="button"
          className={part('secondaryButton')}
          onClick={wizard.back}
          disabled={working}
        >
          {t('back')}
        </button>{' '}
        <button
          type="button"
          className={part('submit')}
          disabled={working || !wizard.session || wizard.payment === 'check_failed'}
          onClick={() => void wizard.payAndBook(card)}
        >
          {wizard.payment === 'complete_failed'
            ? t('tryAgain')
            : working
              ? t('paying')
              : t('payAndBook')}
        </button>
      </div>
    </section>
  );
}
