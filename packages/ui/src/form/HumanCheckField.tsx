'use client';
import { useUnistay } from '@unistay/react';
import type { ComponentType } from 'react';
import { useFormState } from 'react-hook-form';
import type { Translate } from '../i18n/messages.js';
import { fieldId, useFormScope } from './Field.js';
import type { PartName } from './parts.js';

/** The name the human check's error is kept under, in a form's errors and its error summary. */
export const HUMAN_CHECK_FIELD = 'human_token';

/**
 * What a human-verification widget is given by a form: where to hand its token, when to start
 * again, and the student's language. Wrap the provider's own widget (Cloudflare Turnstile,
 * hCaptcha) in a component taking these.
 */
export interface HumanCheckProps {
  /** Hand over the token once the widget has one; null when it expires or fails. */
  onToken: (token: string | null) => void;
  /**
   * Grows after every answer the form gets: reset the widget then, since a token is good once.
   */
  resetKey: number;
  /** The student's language (BCP 47), for the widget's own words. */
  locale: string;
  /** Which way the page's text runs. */
  direction: 'ltr' | 'rtl';
}

/**
 * A human-verification widget for the forms' `humanCheck`. Make it once, outside a component: a
 * new one each render would start the check again each render.
 */
export type HumanCheck = ComponentType<HumanCheckProps>;

/**
 * The widget in its place, just before the button it guards: a fieldset an error summary's link
 * may focus, with its error above the widget as every field has. `message` is a key of `t`.
 */
export function HumanCheckFieldset({
  check: Check,
  onToken,
  resetKey,
  id,
  message,
  t,
  part,
}: {
  check: HumanCheck;
  onToken: (token: string | null) => void;
  resetKey: number;
  id: string;
  message: string | undefined;
  t: Translate;
  part: (which: PartName) => string | undefined;
}) {
  const { locale, direction } = useUnistay();
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={message ? `${id}-error` : undefined}
      className={part('field')}
      data-invalid={message ? '' : undefined}
      data-type="human-check"
    >
      <legend className={part('label')}>{t('humanCheckLabel')}</legend>
      {message && (
        <p id={`${id}-error`} className={part('error')}>
          {t(message)}
        </p>
      )}
      <Check onToken={onToken} resetKey={resetKey} locale={locale} direction={direction} />
    </fieldset>
  );
}

/** The check in a form: its error is the form's, under `HUMAN_CHECK_FIELD`. */
export function HumanCheckField(props: {
  check: HumanCheck;
  onToken: (token: string | null) => void;
  resetKey: number;
}) {
  const { formId, control, t, part } = useFormScope();
  const { errors } = useFormState({ control, name: HUMAN_CHECK_FIELD, exact: true });
  const message = (errors as Record<string, { message?: string } | undefined>)[HUMAN_CHECK_FIELD]
    ?.message;
  return (
    <HumanCheckFieldset
      {...props}
      id={fieldId(formId, HUMAN_CHECK_FIELD)}
      message={message}
      t={t}
      part={part}
    />
  );
}
