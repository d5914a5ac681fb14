import type { Translate } from '../i18n/messages.js';
import { type PeriodForText, periodFacts } from './periodText.js';

/**
 * A period as `describePeriod` words it, its label (the partner's own text) marked `translate="no"`
 * so no translator rewrites it, and the pseudo-locale check knows it for data.
 */
export function PeriodDescription({
  period,
  locale,
  currency,
  t,
}: {
  period: PeriodForText;
  locale: string;
  currency: string | null | undefined;
  t: Translate;
}) {
  const facts = periodFacts(period, locale, currency, t);
  if (!period.label) return <>{facts || period.id}</>;
  return (
    <>
      <span translate="no">{period.label}</span>
      {facts && `${t('listSeparator')}${facts}`}
    </>
  );
}
