'use client';
import type { JsonObject } from '@unistay/api-client';
import { formatPhoneNumber } from '@unistay/api-client/schemas';
import { useEnquiry } from '@unistay/react';
import { useEffect, useId, useRef } from 'react';
import { type ClassNames, partClassName } from '../form/parts.js';
import { useLanguage, useTranslate } from '../i18n/messages.js';
import { personName } from '../i18n/textFormats.js';
import {
  type EnquiryTableMessages,
  enquiryTableMessages,
  statusLabel,
} from './enquiryTableMessages.js';

/** What `EnquiryDetails` takes: which enquiry, by id, and how to show it. */
export interface EnquiryDetailsProps {
  id: string;
  /** Shows a Close button. */
  onClose?: () => void;
  messages?: EnquiryTableMessages;
  classNames?: ClassNames;
  unstyled?: boolean;
  /** The level of the enquiry's heading. Default 2. */
  headingLevel?: 2 | 3 | 4;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function KeyValues({ values }: { values: JsonObject }) {
  return (
    <dl>
      {Object.entries(values).map(([key, value]) => (
        <div key={key}>
          <dt translate="no">{key}</dt>
          <dd translate="no">{asText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One enquiry in full: shown at once when the list already holds it, fetched otherwise. Its
 * heading takes focus when it opens.
 */
export function EnquiryDetails({
  id,
  onClose,
  messages,
  classNames,
  unstyled,
  headingLevel = 2,
}: EnquiryDetailsProps) {
  const t = useTranslate(messages, enquiryTableMessages);
  const { attributes, locale } = useLanguage();
  const { data: enquiry, isPending, error, refetch } = useEnquiry(id);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const part = (which: Parameters<typeof partClassName>[0]) =>
    partClassName(which, classNames, unstyled);
  const Heading = `h${headingLevel}` as const;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves each time another enquiry opens
  useEffect(() => heading.current?.focus(), [id]);

  return (
    <section {...attributes} aria-labelledby={headingId} className={part('details')}>
      <Heading id={headingId} ref={heading} tabIndex={-1}>
        {t('detailsHeading', { reference: id })}
      </Heading>
      {isPending && <p role="status">{t('detailsLoading')}</p>}
      {error && (
        <div role="alert" className={part('notice')}>
          <p>{t('detailsFailed')}</p>
          <button type="button" className={part('secondaryButton')} onClick={() => void refetch()}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      {enquiry && (
        <dl>
          <div>
            <dt>{t('fieldStatus')}</dt>
            <dd>
              <span className={part('statusBadge')} data-status={enquiry.status}>
                {statusLabel(enquiry.status, t)}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('fieldName')}</dt>
            <dd>
              <span dir="auto" translate="no">
                {personName(enquiry.first_name, enquiry.last_name, locale)}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('fieldEmail')}</dt>
            <dd>
              <a href={`mailto:${enquiry.email}`} dir="ltr" translate="no">
                {enquiry.email}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('fieldPhone')}</dt>
            <dd>
              {enquiry.contact_number ? (
                <span dir="ltr">{formatPhoneNumber(enquiry.contact_number)}</span>
              ) : (
                t('noPhone')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('fieldRoom')}</dt>
            <dd>
              {enquiry.property_name
                ? t('roomAtProperty', {
                    room: enquiry.room_name ?? '',
                    property: enquiry.property_name,
                  })
                : t('generalEnquiry')}
            </dd>
          </div>
          {enquiry.room_id && (
            <div>
              <dt>{t('fieldIds')}</dt>
              <dd translate="no">
                {enquiry.operator_id} / {enquiry.property_id} / {enquiry.room_id}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('fieldMessage')}</dt>
            <dd className={part('message')} dir="auto" translate="no">
              {enquiry.message}
            </dd>
          </div>
          {enquiry.metadata && Object.keys(enquiry.metadata).length > 0 && (
            <div>
              <dt>{t('metadata')}</dt>
              <dd>
                <KeyValues values={enquiry.metadata} />
              </dd>
            </div>
          )}
          {enquiry.additional_fields && Object.keys(enquiry.additional_fields).length > 0 && (
            <div>
              <dt>{t('additionalFields')}</dt>
              <dd>
                <KeyValues values={enquiry.additional_fields} />
              </dd>
            </div>
          )}
        </dl>
      )}
      {onClose && (
        <button type="button" className={part('secondaryButton')} onClick={onClose}>
          {t('close')}
        </button>
      )}
    </section>
  );
}
