import { parseWireDate } from '@unistay/api-client/schemas';
import { formattingLocale } from '@unistay/react';
import type { Translate } from '../i18n/messages.js';

/** A booking period as the wizard and the picker show it: the API's, with an optional label. */
export interface PeriodForText {
  id: string;
  label?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  price_per_week?: string | number | null;
}

/** A date from the API (`DD-MM-YYYY` or ISO) in words; anything else as it came, never a throw. */
export function longDate(wireDate: string, locale: string) {
  const date = parseWireDate(wireDate);
  return date
    ? new Intl.DateTimeFormat(formattingLocale(locale), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.UTC(date.year, date.month - 1, date.day))
    : wireDate;
}

/** An amount in the currency, or null when either is missing or not one (`'GBP '`, `'£'`). */
export function money(
  amount: string | number | null | undefined,
  currency: string | null | undefined,
  locale: string,
) {
  if (amount == null || amount === '' || !currency || Number.isNaN(Number(amount))) return null;
  try {
    return new Intl.NumberFormat(formattingLocale(locale), { style: 'currency', currency }).format(
      Number(amount),
    );
  } catch {
    return null;
  }
}

/** A weekly price in the currency, or null when either is missing. */
export function weeklyPrice(
  amount: string | number | null | undefined,
  currency: string | null | undefined,
  locale: string,
  t: Translate,
) {
  const price = money(amount, currency, locale);
  return price && t('perWeek', { price });
}

/**
 * "51 weeks, 4 September 2027 to 26 August 2028, £289.00 a week", from what the period has. The
 * label is the partner's own text, in the partner's words: `<PeriodDescription>` marks it so.
 */
export function describePeriod(
  period: PeriodForText,
  locale: string,
  currency: string | null | undefined,
  t: Translate,
) {
  return (
    [period.label, periodFacts(period, locale, currency, t)]
      .filter(Boolean)
      .join(t('listSeparator')) || period.id
  );
}

/** The period's dates and price, in the student's words and formats, without its label. */
export function periodFacts(
  period: PeriodForText,
  locale: string,
  currency: string | null | undefined,
  t: Translate,
) {
  const parts = [
    period.start_date && period.end_date
      ? t('dateRange', {
          start: longDate(period.start_date, locale),
          end: longDate(period.end_date, locale),
        })
      : undefined,
    weeklyPrice(period.price_per_week, currency, locale, t),
  ].filter((part): part is string => Boolean(part));
  return parts.join(t('listSeparator'));
}
