'use client';
import { formatPhoneNumber } from '@unistay/api-client/schemas';
import { formattingLocale } from '@unistay/react';
import type { CardFieldsHandle, Checkout, FormStepId } from '@unistay/react/checkout';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { PeriodDescription } from '../catalogue/PeriodDescription.js';
import { longDate } from '../catalogue/periodText.js';
import { countryName } from '../form/countries.js';
import { HumanCheckFieldset } from '../form/HumanCheckField.js';
import { elementById, focusedElement } from '../form/treeLookup.js';
import { IsolatedParts } from '../i18n/IsolatedParts.js';
import { type Translate, useLanguage } from '../i18n/messages.js';
import { personName } from '../i18n/textFormats.js';
import type { StepProps } from './CheckoutStepForms.js';
import { apiValueText } from './checkoutFields.js';
import type { BookingPeriodOption, CheckoutWizardOptions } from './checkoutOptions.js';
import { checkoutProblemText } from './checkoutProblemText.js';

interface ReviewSection {
  step: FormStepId;
  title: string;
  /** The key of its "Change" button's name: a sentence of its own in each language. */
  change: string;
  rows: [label: string, value: ReactNode][];
}

/** An email address or phone number, running left to right in a right-to-left page too. */
const leftToRight = (text: string) => (
  <span dir="ltr" translate="no">
    {text}
  </span>
);
/** What the student typed, theirs: no translator, human or machine, rewrites it. */
const asTyped = (text: string | undefined) => <span translate="no">{text}</span>;
/** An address as typed, each line in its own direction, joined in the language's way. */
const addressAsTyped = (lines: (string | undefined)[], separator: string) => (
  <span translate="no">
    <IsolatedParts parts={lines} separator={separator} />
  </span>
);

/** Every answer, by the step that asked it, in the student's words and formats. */
function reviewSections(
  checkout: Checkout,
  period: BookingPeriodOption | undefined,
  options: CheckoutWizardOptions,
  locale: string,
  t: Translate,
): ReviewSection[] {
  const { stay, about, contact, course } = checkout.answers;
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const fullName = (person: { first_name: string; last_name: string }) =>
    personName(person.first_name, person.last_name, locale);
  const when = <Row,>(condition: unknown, row: Row): Row[] => (condition ? [row] : []);
  const sections: ReviewSection[] = [
    {
      step: 'stay',
      title: t('stepStay'),
      change: 'changeStay',
      rows: [
        ...when(period, [
          t('bookingPeriod'),
          period && (
            <PeriodDescription period={period} locale={locale} currency={options.currency} t={t} />
          ),
        ] as [string, ReactNode]),
        [t('paymentPlan'), stay?.plan === 'instalments' ? t('payInInstalments') : t('payInFull')],
        ...when(stay?.uk_guarantor, [t('ukGuarantor'), yesNo(stay?.uk_guarantor === 'yes')] as [
          string,
          ReactNode,
        ]),
        ...when(stay?.uk_guarantor === 'no', [
          t('useScheme'),
          yesNo(stay?.use_scheme === 'yes'),
        ] as [string, ReactNode]),
      ],
    },
    {
      step: 'about',
      title: t('stepAbout'),
      change: 'changeAbout',
      rows: about
        ? [
            [t('name'), asTyped(fullName(about))],
            [t('email'), leftToRight(about.email)],
            [t('phone'), leftToRight(formatPhoneNumber(about.contact_number))],
            [t('dateOfBirth'), longDate(about.date_of_birth, locale)],
            [
              t('addressLine1'),
              addressAsTyped(
                [about.first_line, about.second_line, about.city, about.region, about.postcode],
                t('listSeparator'),
              ),
            ],
            [t('country'), countryName(about.country, locale)],
            [t('nationality'), countryName(about.nationality, locale)],
          ]
        : [],
    },
  ];
  if (checkout.contactKind !== 'none' && contact) {
    sections.push({
      step: 'contact',
      title: contactStepTitle(checkout, t),
      change: checkout.contactKind === 'guarantor' ? 'changeGuarantor' : 'changeEmergencyContact',
      rows: [
        [t('relationship'), asTyped(contact.relationship)],
        [t('name'), asTyped(fullName(contact))],
        [t('email'), leftToRight(contact.email)],
        [t('phone'), leftToRight(formatPhoneNumber(contact.contact_number))],
      ],
    });
  }
  sections.push({
    step: 'course',
    title: t('stepCourse'),
    change: 'changeCourse',
    rows: course
      ? [
          [t('university'), asTyped(course.university)],
          [t('yearOfStudy'), apiValueText('year', course.year_of_study, t)],
          [t('courseTitle'), asTyped(course.course_title)],
          ...when(course.special_request, [
            t('specialRequests'),
            asTyped(course.special_request),
          ] as [string, ReactNode]),
        ]
      : [],
  });
  return sections;
}

export const contactStepTitle = (checkout: Checkout, t: Translate) =>
  checkout.contactKind === 'guarantor' ? t('stepGuarantor') : t('stepEmergencyContact');

/** The words for what the checkout is doing (`activity`), shown above the buttons. */
const ACTIVITY_WORDS = {
  paying: 'paying',
  checking: 'checkingPayment',
  confirming: 'confirmingBooking',
} as const;

/** "Check your answers", then payment in the card provider's own fields, then the booking. */
export function ReviewStep({
  options,
  locale,
  ...props
}: StepProps & { options: CheckoutWizardOptions; locale: string }) {
  const { checkout, t, part, title, headingLevel } = props;
  const { attributes } = useLanguage();
  const language = attributes.lang;
  // The language a problem arrived in (with its phase): a card provider's sentence is shown only
  // in that one.
  const arrival = useRef({ phase: checkout.phase, language });
  if (arrival.current.phase !== checkout.phase)
    arrival.current = { phase: checkout.phase, language };
  const [card, setCard] = useState<CardFieldsHandle | null>(null);
  const Fields = options.cardProvider.Fields;
  const SectionHeading = (['h3', 'h4', 'h5'] as const)[headingLevel - 2] ?? 'h3';
  const period = options.bookingPeriods?.find(({ id }) => id === checkout.bookingPeriodId);
  const price = options.currency
    ? new Intl.NumberFormat(formattingLocale(locale), {
        style: 'currency',
        currency: options.currency,
      })
    : null;
  const { phase, problem, busy, payable, awaitingHumanCheck } = checkout;
  const humanCheckId = useId();
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  // The widget goes once it gives its token: focus in it moves to the payment's heading, and back
  // to the check when the proxy refuses its token.
  const focusWasInCheck = useRef(false);
  const refusedHuman = awaitingHumanCheck && problem ? problem.code : null;
  useEffect(() => {
    const check = elementById(paymentHeading.current, humanCheckId);
    if (refusedHuman) check?.focus();
    else if (!awaitingHumanCheck && focusWasInCheck.current) paymentHeading.current?.focus();
    focusWasInCheck.current = false;
  }, [awaitingHumanCheck, refusedHuman, humanCheckId]);
  const { canRetryCompletion, activity, cardFields } = checkout;
  const progress = activity ? t(ACTIVITY_WORDS[activity]) : '';

  return (
    <section>
      {title}
      {reviewSections(checkout, period, options, locale, t).map((section) => (
        <div key={section.step} className={part('answers')}>
          <SectionHeading>{section.title}</SectionHeading>
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
            aria-label={t(section.change)}
            onClick={() => checkout.change(section.step)}
          >
            {t('change')}
          </button>
        </div>
      ))}

      <SectionHeading ref={paymentHeading} tabIndex={-1}>
        {t('payment')}
      </SectionHeading>
      {period?.holding_deposit && price && (
        <p>{t('dueNow', { amount: price.format(Number(period.holding_deposit)) })}</p>
      )}
      {awaitingHumanCheck && options.humanCheck && (
        <HumanCheckFieldset
          check={options.humanCheck}
          onToken={(token) => {
            focusWasInCheck.current = Boolean(
              token &&
                elementById(paymentHeading.current, humanCheckId)?.contains(
                  focusedElement(paymentHeading.current),
                ),
            );
            checkout.passHumanCheck(token);
          }}
          resetKey={0}
          id={humanCheckId}
          message={
            refusedHuman === 'human_check_failed'
              ? 'humanCheckFailed'
              : refusedHuman
                ? 'humanCheckRequired'
                : undefined
          }
          t={t}
          part={part}
        />
      )}
      {phase.name === 'starting' && <p role="status">{t('startingPayment')}</p>}
      {cardFields && (
        <Fields
          key={cardFields.clientSecret}
          publicKey={cardFields.publicKey}
          clientSecret={cardFields.clientSecret}
          returnUrl={cardFields.returnUrl ?? options.returnUrl}
          onReady={setCard}
          // The card provider speaks the student's language, whatever `locale` formats in.
          locale={language}
        />
      )}
      {checkout.sessionRenewsAt !== null && (
        // Said as it appears, wherever the student is: the time is the page's, in its language.
        <div role="alert" className={part('notice')}>
          <p>
            {t('sessionEnding', {
              time: new Intl.DateTimeFormat(formattingLocale(locale), {
                timeStyle: 'short',
              }).format(checkout.sessionRenewsAt),
            })}
          </p>
          <button
            type="button"
            className={part('secondaryButton')}
            onClick={() => void checkout.moreTime()}
          >
            {t('moreTime')}
          </button>
        </div>
      )}
      {problem && !refusedHuman && (
        <div role="alert" className={part('notice')}>
          <p>{checkoutProblemText(problem, t, arrival.current.language === language)}</p>
          {phase.name === 'start_failed' && (
            <button
              type="button"
              className={part('secondaryButton')}
              onClick={() => void checkout.retryStart()}
            >
              {t('tryAgain')}
            </button>
          )}
          {phase.name === 'unsure' && (
            <button
              type="button"
              className={part('secondaryButton')}
              onClick={() => void checkout.recheckPayment()}
            >
              {t('checkAgain')}
            </button>
          )}
          {problem.code === 'booked_before' && (
            <button
              type="button"
              className={part('secondaryButton')}
              onClick={() => void checkout.bookAgain()}
            >
              {t('bookAgain')}
            </button>
          )}
          {problem.code === 'hosted_checkout_opened' && (
            <button
              type="button"
              className={part('secondaryButton')}
              onClick={checkout.payHereInstead}
            >
              {t('payHereInstead')}
            </button>
          )}
        </div>
      )}
      {/* Shown, and said once: the button beside it keeps its name while it waits, as a name
          changing under the focus is said again. */}
      <p role="status" className={part('progress')}>
        {progress}
      </p>
      <div className={part('actions')}>
        <button
          type="button"
          className={part('secondaryButton')}
          data-direction="previous"
          onClick={checkout.back}
          disabled={busy}
        >
          {t('back')}
        </button>{' '}
        <button
          type="button"
          className={part('submit')}
          disabled={busy || !(payable || canRetryCompletion)}
          onClick={() => void checkout.pay(card)}
        >
          {canRetryCompletion ? t('tryAgain') : t('payAndBook')}
        </button>
      </div>
    </section>
  );
}
