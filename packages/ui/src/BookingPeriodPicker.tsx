'use client';
import type { BookingPeriod } from '@unistay/api-client';
import { useId } from 'react';
import { type CatalogueMessages, catalogueMessages } from './catalogueMessages.js';
import { useTranslate } from './messages.js';
import { type ClassNames, partClassName } from './parts.js';
import { describePeriod } from './periodText.js';

export interface BookingPeriodPickerProps {
  /** As the API serves them (dates `DD-MM-YYYY` or ISO); a `label` may be added. */
  periods: readonly (BookingPeriod & { label?: string })[];
  /** The chosen period's id. */
  value: string | undefined;
  onChange: (periodId: string) => void;
  /** ISO 4217, like `GBP`: prices are shown in it. */
  currency?: string | null;
  locale?: string;
  /** The radio group's name. Default: one of its own. */
  name?: string;
  legend?: string;
  messages?: CatalogueMessages;
  classNames?: ClassNames;
  unstyled?: boolean;
}

/**
 * The booking periods of a room as radio cards: dates and weekly price in the locale, one chosen.
 * A native radio group, so arrow keys move between periods and a form can submit it.
 */
export function BookingPeriodPicker({
  periods,
  value,
  onChange,
  currency,
  locale = 'en-GB',
  name,
  legend,
  messages,
  classNames,
  unstyled,
}: BookingPeriodPickerProps) {
  const t = useTranslate(messages, catalogueMessages);
  const ownName = useId();
  const part = (which: Parameters<typeof partClassName>[0]) =>
    partClassName(which, classNames, unstyled);
  if (periods.length === 0) return <p className={part('notice')}>{t('noPeriods')}</p>;
  return (
    <fieldset className={part('field')}>
      <legend className={part('label')}>{legend ?? t('choosePeriod')}</legend>
      {periods.map((period) => (
        <label
          key={period.id}
          className={part('radio')}
          data-state={value === period.id ? 'checked' : 'unchecked'}
        >
          <input
            type="radio"
            name={name ?? ownName}
            value={period.id}
            checked={value === period.id}
            onChange={() => onChange(period.id)}
          />{' '}
          {describePeriod(period, locale, currency)}
        </label>
      ))}
    </fieldset>
  );
}
