'use client';
import { ENQUIRY_STATUSES, type KnownEnquiryStatus } from '@unistay/api-client';
import { ENQUIRY_PAGE_SIZES } from '@unistay/react';
import { useId } from 'react';
import { type ClassNames, partClassName } from '../form/parts.js';
import type { Translate } from '../i18n/messages.js';

interface ControlProps {
  t: Translate;
  classNames?: ClassNames;
  unstyled?: boolean;
}

/** The page sizes offered: the state's own, so a size asked for elsewhere snaps to one of them. */
export const PAGE_SIZES = ENQUIRY_PAGE_SIZES;

/** "Status": all, or one of the four. */
export function EnquiryStatusFilter({
  value,
  onChange,
  t,
  classNames,
  unstyled,
}: ControlProps & {
  value: KnownEnquiryStatus | undefined;
  onChange: (status: KnownEnquiryStatus | undefined) => void;
}) {
  const id = useId();
  return (
    <div className={partClassName('field', classNames, unstyled)}>
      <label htmlFor={id} className={partClassName('label', classNames, unstyled)}>
        {t('statusFilter')}
      </label>
      <select
        id={id}
        className={partClassName('input', classNames, unstyled)}
        value={value ?? ''}
        onChange={(event) =>
          onChange((event.target.value || undefined) as KnownEnquiryStatus | undefined)
        }
      >
        <option value="">{t('allStatuses')}</option>
        {ENQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status_${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Rows per page". */
export function PageSizeSelect({
  value,
  onChange,
  sizes = PAGE_SIZES,
  t,
  classNames,
  unstyled,
}: ControlProps & {
  value: number;
  onChange: (perPage: number) => void;
  sizes?: readonly number[];
}) {
  const id = useId();
  return (
    <div className={partClassName('field', classNames, unstyled)}>
      <label htmlFor={id} className={partClassName('label', classNames, unstyled)}>
        {t('pageSize')}
      </label>
      <select
        id={id}
        className={partClassName('input', classNames, unstyled)}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {[...new Set([...sizes, value])]
          .sort((a, b) => a - b)
          .map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
      </select>
    </div>
  );
}

/** "Showing 11–20 of 57", announced when it changes. */
export function PageRangeSummary({
  page,
  perPage,
  count,
  total,
  t,
  classNames,
  unstyled,
}: ControlProps & { page: number; perPage: number; count: number; total: number }) {
  const from = count === 0 ? 0 : (page - 1) * perPage + 1;
  return (
    <p role="status" className={partClassName('rangeSummary', classNames, unstyled)}>
      {count > 0 ? t('showing', { from, to: from + count - 1, total }) : ''}
    </p>
  );
}
