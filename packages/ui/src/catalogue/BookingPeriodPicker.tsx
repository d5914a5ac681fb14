'use client';
import { type Ref, useId } from 'react';
import { type ClassNames, partClassName } from '../form/parts.js';
import { useLanguage, useTranslate } from '../i18n/messages.js';
import { type CatalogueMessages, catalogueMessages } from './catalogueMessages.js';
import { PeriodDescription } from './PeriodDescription.js';
import type { PeriodForText } from './periodText.js';

/**
 * What `BookingPeriodPicker` takes: the periods and the chosen one's id, as a controlled input, and
 * what a form needs to link an error to it.
 */
export interface BookingPeriodPickerProps {
  /** As the API serves them (dates `DD-MM-YYYY` or ISO); a `label` may be added. */
  periods: readonly PeriodForText[];
  /** The chosen period's id. */
  value: string | undefined;
  /** Given the id of the period the student chose. */
  onChange: (periodId: string) => void;
  onBlur?: () => void;
  /** ISO 4217, like `GBP`: prices are shown in it. */
  currency?: string | null;
  /** The BCP 47 tag dates and prices are formatted in. Default: the provider's. */
  locale?: string;
  /** The radio group's name. Default: one of its own. */
  name?: string;
  /** The question. Default "When will you stay?", in the student's language. */
  legend?: string;
  /** The first radio's id, for an error summary's link. */
  id?: string;
  /** Given to the first radio, so a form can move focus to the question. */
  inputRef?: Ref<HTMLInputElement>;
  /** What is wrong with the answer, shown under the question and announced with each radio. */
  error?: string;
  messages?: CatalogueMessages;
  classNames?: ClassNames;
  unstyled?: boolean;
}

/**
 * The booking periods of a room as a radio group: dates and weekly price in the locale, one
 * chosen. A native radio group, so arrow keys move between periods and a form can submit it; the
 * checkout wizard asks its "When will you stay?" with it.
 */
export function BookingPeriodPicker({
  periods,
  value,
  onChange,
  onBlur,
  currency,
  locale: ownLocale,
  name,
  legend,
  id,
  inputRef,
  error,
  messages,
  classNames,
  unstyled,
}: BookingPeriodPickerProps) {
  const t = useTranslate(messages, catalogueMessages);
  const { locale, attributes } = useLanguage(ownLocale);
  const ownId = useId();
  const firstId = id ?? ownId;
  const errorId = error ? `${firstId}-error` : undefined;
  const part = (which: Parameters<typeof partClassName>[0]) =>
    partClassName(which, classNames, unstyled);
  if (periods.length === 0)
    return (
      <p {...attributes} className={part('notice')}>
        {t('noPeriods')}
      </p>
    );
  return (
    <fieldset
      {...attributes}
      className={part('field')}
      data-type="radio"
      data-invalid={error ? '' : undefined}
      aria-describedby={errorId}
    >
      <legend className={part('label')}>{legend ?? t('periodQuestion')}</legend>
      {error && (
        <p id={errorId} className={part('error')}>
          {error}
        </p>
      )}
      {periods.map((period, index) => {
        const optionId = index === 0 ? firstId : `${firstId}-${period.id}`;
        return (
          <div
            key={period.id}
            className={part('radio')}
            data-state={value === period.id ? 'checked' : 'unchecked'}
          >
            <input
              id={optionId}
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name ?? firstId}
              value={period.id}
              checked={value === period.id}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(period.id)}
              onBlur={onBlur}
            />
            <label htmlFor={optionId}>
              <PeriodDescription period={period} locale={locale} currency={currency} t={t} />
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
