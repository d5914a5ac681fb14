'use client';
import type { EnquiryCreated, PartnerApiError } from '@unistay/api-client';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { ErrorSummary } from '../form/ErrorSummary.js';
import { FormScope } from '../form/Field.js';
import { FormField } from '../form/FormField.js';
import { HumanCheckField } from '../form/HumanCheckField.js';
import { type ClassNames, partClassName } from '../form/parts.js';
import { type Translate, useLanguage } from '../i18n/messages.js';
import { sentences } from '../i18n/textFormats.js';
import type { EnquiryForm } from './useEnquiryForm.js';

/** What every enquiry form component takes besides its logic's options. */
export interface EnquiryFormViewProps {
  /** Class names per part, added to ours (or alone, with `unstyled`). */
  classNames?: ClassNames;
  /** Leaves out Unistay's class names, so `styles.css` does not apply. */
  unstyled?: boolean;
  /**
   * Replaces the "Enquiry sent" panel. It takes the focus as it shows, as ours does: at its first
   * heading, or the panel itself where it has none.
   */
  renderSuccess?: (result: EnquiryCreated, actions: { reset: () => void }) => ReactNode;
  /** The level of the headings the form shows (summary, success). Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** The `id` of the form element; field ids are made from it. */
  id?: string;
}

function problemText(error: PartnerApiError, t: Translate) {
  switch (error.kind) {
    case 'network':
      return t('errorNetwork');
    case 'timeout':
      return t('errorTimeout');
    case 'rate_limited':
      return t('errorRateLimited');
    case 'server':
      return t('errorServer');
    default: {
      // Our codes worded; the API's own sentences, already in the language the client asked for
      // (`Accept-Language`), as they came; each ended and joined as its language does.
      const fieldMessages = Object.values(error.fieldErrors).flat();
      return fieldMessages.length > 0
        ? sentences(fieldMessages.map((message) => t(message)))
        : t('errorOther');
    }
  }
}

/** The markup both enquiry forms share, over the logic of `useEnquiryForm`. */
export function EnquiryFormView({
  logic,
  context,
  classNames,
  unstyled,
  renderSuccess,
  headingLevel = 2,
  id,
}: EnquiryFormViewProps & { logic: EnquiryForm; context?: ReactNode }) {
  const generatedId = useId();
  const formId = id ?? `unistay-enquiry${generatedId.replaceAll(':', '')}`;
  const {
    form,
    onSubmit,
    retry,
    reset,
    status,
    result,
    error,
    failedSubmits,
    extraFields,
    fieldNames,
    humanCheck,
    honeypot,
    t,
  } = logic;
  const part = (which: Parameters<typeof partClassName>[0]) =>
    partClassName(which, classNames, unstyled);
  const { attributes } = useLanguage();
  const scope = {
    formId,
    t,
    classNames,
    unstyled,
    headingLevel,
  };

  // Sent, our success panel's heading takes focus and says "Enquiry sent" with the reference, once.
  // A partner's own panel is focused too, but says what it says: the status line tells the rest.
  const announcement =
    status === 'success' && result && renderSuccess
      ? t('announceSuccess', { reference: result.enquiry_id })
      : '';

  return (
    <div {...attributes} className={part('root')} data-state={status}>
      <p role="status" className={part('status')}>
        {announcement}
      </p>
      {status === 'success' && result ? (
        renderSuccess ? (
          <FocusedOnArrival>{renderSuccess(result, { reset })}</FocusedOnArrival>
        ) : (
          <EnquirySuccess
            reference={result.enquiry_id}
            onSendAnother={reset}
            t={t}
            headingLevel={headingLevel}
            part={part}
          />
        )
      ) : (
        <FormScope form={form} {...scope}>
          <form
            id={formId}
            noValidate
            onSubmit={onSubmit}
            aria-busy={status === 'sending' || undefined}
          >
            <ErrorSummary
              fieldNames={fieldNames}
              failedSubmits={failedSubmits}
              problem={error ? problemText(error, t) : undefined}
              onRetry={retry}
            />
            {context && <p className={part('context')}>{context}</p>}
            <FormField name="first_name" label={t('firstName')} autoComplete="given-name" />
            <FormField name="last_name" label={t('lastName')} autoComplete="family-name" />
            <FormField name="email" label={t('email')} type="email" autoComplete="email" />
            <FormField
              name="contact_number"
              label={t('phone')}
              type="tel"
              autoComplete="tel"
              hint={t('phoneHint')}
            />
            <FormField name="message" label={t('message')} type="textarea" />
            {extraFields.map((field) => (
              <FormField
                key={field.name}
                name={`extra.${field.name}` as const}
                label={t(field.label)}
                type={field.type}
                hint={field.hint && t(field.hint)}
                required={Boolean(field.required)}
                options={field.options?.map((option) => ({ ...option, label: t(option.label) }))}
              />
            ))}
            {/* For bots only: out of sight, out of the accessibility tree and the tab order, and
                named so autofill leaves it alone. Filled, the form pretends to send. */}
            <div className={part('honeypot')} aria-hidden="true">
              <input
                ref={honeypot}
                type="text"
                name="website_address"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>
            {humanCheck && <HumanCheckField {...humanCheck} />}
            <div className={part('actions')}>
              <button type="submit" className={part('submit')} disabled={status === 'sending'}>
                {t('submit')}
              </button>
              {/* Shown beside the button, and said once: the button keeps its name while it
                  waits, as a name changing under the focus is said again. */}
              <p role="status" className={part('progress')}>
                {status === 'sending' ? t('sending') : ''}
              </p>
            </div>
          </form>
        </FormScope>
      )}
    </div>
  );
}

function EnquirySuccess({
  reference,
  onSendAnother,
  t,
  headingLevel,
  part,
}: {
  reference: string;
  onSendAnother: () => void;
  t: Translate;
  headingLevel: 2 | 3 | 4;
  part: (which: Parameters<typeof partClassName>[0]) => string | undefined;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const referenceId = useId();
  useEffect(() => heading.current?.focus(), []);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={part('success')}>
      <Heading
        ref={heading}
        tabIndex={-1}
        className={part('successHeading')}
        aria-describedby={referenceId}
      >
        {t('successHeading')}
      </Heading>
      <p id={referenceId}>{t('successReference', { reference })}</p>
      <button type="button" className={part('secondaryButton')} onClick={onSendAnother}>
        {t('sendAnother')}
      </button>
    </div>
  );
}

/**
 * A partner's own success panel, focused as it shows, as ours is: the form it replaces held the
 * focus, which would otherwise fall to the page's start. Its first heading takes it (made
 * focusable by script only), or the panel itself where it has none.
 */
function FocusedOnArrival({ children }: { children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = panel.current?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    (heading ?? panel.current)?.focus();
  }, []);
  return (
    <div ref={panel} tabIndex={-1}>
      {children}
    </div>
  );
}
