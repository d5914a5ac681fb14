'use client';
import type { Room } from '@unistay/api-client';
import {
  aboutStepSchema,
  contactStepSchema,
  courseStepSchema,
  useCheckout,
} from '@unistay/react/checkout';
import { useEffect, useId, useRef } from 'react';
import type { CatalogueMessages } from '../catalogue/catalogueMessages.js';
import { RoomLoader } from '../catalogue/RoomLoader.js';
import { partClassName } from '../form/parts.js';
import { useLanguage, useTranslate } from '../i18n/messages.js';
import { DetailsStep, StayStep } from './CheckoutStepForms.js';
import { detailsFields } from './checkoutFields.js';
import { checkoutMessages } from './checkoutMessages.js';
import type { CheckoutWizardOptions } from './checkoutOptions.js';
import { checkoutProblemText } from './checkoutProblemText.js';
import { contactStepTitle, ReviewStep } from './ReviewStep.js';

/**
 * What `CustomCheckoutWizard` takes: the checkout's options, where the operator, the property's
 * country and the periods may be left out. Leave any out and the wizard loads the room to find
 * them.
 */
export interface CustomCheckoutWizardProps
  extends Omit<CheckoutWizardOptions, 'operatorId' | 'propertyCountry'> {
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
 * card data is never stored; a student is never charged twice. The logic is `useCheckout` from
 * `@unistay/react/checkout`; this is its markup.
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

function WizardView(options: CheckoutWizardOptions) {
  const { classNames, unstyled, headingLevel = 2 } = options;
  const checkout = useCheckout({ ...options, humanCheck: Boolean(options.humanCheck) });
  const t = useTranslate(options.messages, checkoutMessages);
  const { step, steps } = checkout;
  const part = (which: Parameters<typeof partClassName>[0]) =>
    partClassName(which, classNames, unstyled);
  const { locale, attributes } = useLanguage(options.locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const outcomeId = useId();
  const arrived = useRef(false);
  const Heading = `h${headingLevel}` as const;

  // Each step's heading takes focus when the student arrives at it, not when the page first loads
  // (nor when a server-rendered page, hydrated, goes on to where the student was).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is what the focus follows
  useEffect(() => {
    if (!checkout.restored) return;
    if (arrived.current) heading.current?.focus();
    arrived.current = true;
  }, [step, checkout.restored]);

  const titles = {
    stay: t('stepStay'),
    about: t('stepAbout'),
    contact: contactStepTitle(checkout, t),
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
          {t('stepOf', { step: position + 1, total: steps.length })}
        </span>
      )}
      <Heading
        ref={heading}
        tabIndex={-1}
        className={part('stepHeading')}
        // Arriving at the confirmation, a screen reader says the booking's reference with its
        // heading: once, with nothing in a live region to say "Booking confirmed" again.
        aria-describedby={step === 'confirmed' ? outcomeId : undefined}
      >
        {titles[step]}
      </Heading>
    </>
  );
  const shared = { checkout, t, part, title, classNames, unstyled, headingLevel };
  const { problem } = checkout;
  // A payment another tab makes, or the hosted page's: nothing is offered here meanwhile.
  const elsewhere =
    problem?.code === 'payment_elsewhere' || problem?.code === 'hosted_checkout_opened'
      ? problem
      : null;
  const fields = detailsFields(t, options, locale);

  return (
    <div {...attributes} className={part('root')} data-state={step}>
      {/* The review says it with its other problems; before it, the student hears it at once. */}
      {elsewhere && step !== 'review' && step !== 'confirmed' && (
        <div role="alert" className={part('notice')}>
          <p>{checkoutProblemText(elsewhere, t)}</p>
        </div>
      )}
      {step === 'stay' && (
        <StayStep
          {...shared}
          // Hydrated, it starts again with what this browser kept of it.
          key={String(checkout.restored)}
          periods={options.bookingPeriods}
          propertyCountry={options.propertyCountry}
          locale={locale}
          currency={options.currency}
        />
      )}
      {step === 'about' && (
        <DetailsStep
          {...shared}
          key={step}
          step={step}
          schema={aboutStepSchema}
          defaults={{ ...options.defaultValues?.about, ...checkout.answers.about }}
          fields={fields.about}
          onAnswer={(values) => checkout.answer('about', values)}
        />
      )}
      {step === 'contact' && (
        <DetailsStep
          {...shared}
          key={step}
          step={step}
          schema={contactStepSchema}
          defaults={{ ...options.defaultValues?.contact, ...checkout.answers.contact }}
          fields={fields.contact}
          onAnswer={(values) => checkout.answer('contact', values)}
        />
      )}
      {step === 'course' && (
        <DetailsStep
          {...shared}
          key={step}
          step={step}
          schema={courseStepSchema}
          defaults={{ ...options.defaultValues?.course, ...checkout.answers.course }}
          fields={fields.course}
          onAnswer={(values) => checkout.answer('course', values)}
        />
      )}
      {step === 'review' && <ReviewStep {...shared} options={options} locale={locale} />}
      {step === 'confirmed' && (
        <section className={part('success')}>
          {title}
          <p id={outcomeId}>
            {checkout.booking?.booking_id
              ? t('bookingReference', { reference: checkout.booking.booking_id })
              : t('bookingReferenceLater')}
          </p>
          <p>{t('bookingNext')}</p>
        </section>
      )}
    </div>
  );
}
