import { GeneralEnquiryForm } from '@unistay/ui';
import { linkClick } from './navigation.js';

/** What a partner stores with each enquiry from this page; the student never sees it. */
const METADATA = { source: 'unistay-demo', page: 'ask-a-question' };

export function AskQuestionPage() {
  return (
    <section aria-labelledby="ask-heading">
      <h1 id="ask-heading">Ask a question</h1>
      <p className="demo-lead">
        Questions about booking, payments or finding a room go to the accommodation team, who reply
        by email.
      </p>
      <GeneralEnquiryForm
        metadata={METADATA}
        defaultCountryCallingCode="+44"
        renderSuccess={({ enquiry_id }, { reset }) => (
          <div className="unistay-success">
            <h2>Enquiry sent</h2>
            <p>Your reference is {enquiry_id}.</p>
            <p>
              <a href="/enquiries" onClick={linkClick('/enquiries')}>
                See it in the enquiry list
              </a>
            </p>
            <button type="button" className="unistay-secondary-button" onClick={reset}>
              Send another enquiry
            </button>
          </div>
        )}
      />
    </section>
  );
}
