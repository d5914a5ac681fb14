import { GeneralEnquiryForm } from '@unistay/ui';
import { Data } from './Data.js';
import { useDemoWords } from './language.js';
import { linkClick } from './navigation.js';
import { useHumanCheck } from './useDemoServer.js';

/** What a partner stores with each enquiry from this page; the student never sees it. */
const METADATA = { source: 'unistay-demo', page: 'ask-a-question' };

export function AskQuestionPage() {
  const { t, rich } = useDemoWords();
  const humanCheck = useHumanCheck();
  return (
    <section aria-labelledby="ask-heading">
      <h1 id="ask-heading">{t('pageAsk')}</h1>
      <p className="demo-lead">{t('askLead')}</p>
      <GeneralEnquiryForm
        metadata={METADATA}
        defaultCountryCallingCode="+44"
        humanCheck={humanCheck}
        renderSuccess={({ enquiry_id }, { reset }) => (
          <div className="unistay-success">
            <h2>{t('enquirySent')}</h2>
            <p>{rich('yourReference', { reference: <Data>{enquiry_id}</Data> })}</p>
            <p>
              <a href="/enquiries" onClick={linkClick('/enquiries')}>
                {t('seeInEnquiryList')}
              </a>
            </p>
            <button type="button" className="unistay-secondary-button" onClick={reset}>
              {t('sendAnotherEnquiry')}
            </button>
          </div>
        )}
      />
    </section>
  );
}
