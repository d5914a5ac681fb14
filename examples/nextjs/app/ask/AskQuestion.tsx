'use client';
import { GeneralEnquiryForm } from '@unistay/ui';
import { useHumanCheck } from '../HumanCheck';
import { useWords } from '../Providers';

/** What the partner stores with each enquiry from this page; the student never sees it. */
const METADATA = { source: 'unistay-example-nextjs', page: 'ask' };

export function AskQuestion() {
  const { t, rich } = useWords();
  const humanCheck = useHumanCheck();
  return (
    <GeneralEnquiryForm
      metadata={METADATA}
      humanCheck={humanCheck}
      defaultCountryCallingCode="+44"
      renderSuccess={({ enquiry_id }, { reset }) => (
        <div className="unistay-success">
          <h2>{t('enquirySent')}</h2>
          <p>
            {rich('yourReference', { reference: <strong translate="no">{enquiry_id}</strong> })}
          </p>
          <button type="button" className="unistay-secondary-button" onClick={reset}>
            {t('sendAnotherEnquiry')}
          </button>
        </div>
      )}
    />
  );
}
