import type { Enquiry } from '@unistay/api-client';
import { useEnquiryTableState } from '@unistay/react';
import { EnquiryDetails, EnquiryTable } from '@unistay/ui';
import { useState } from 'react';
import { useDemoWords } from './language.js';
import { SandboxStatusControl } from './SandboxStatusControl.js';
import { StaffGate } from './StaffGate.js';
import { useDemoServer } from './useDemoServer.js';

/** Partner staff's view: the table, kept in the URL, and the enquiry chosen. */
export function EnquiriesPage() {
  const { t } = useDemoWords();
  const state = useEnquiryTableState({}, { syncWithUrl: true });
  const [selected, setSelected] = useState<Enquiry | null>(null);
  // Moving a status is the sandbox's own route: against a live API it has nowhere to go.
  const onSandbox = useDemoServer().data?.mode === 'sandbox';
  return (
    <section aria-labelledby="enquiries-heading">
      <h1 id="enquiries-heading">{t('pageEnquiries')}</h1>
      <StaffGate>
        <EnquiryTable state={state} onRowClick={setSelected} caption={t('enquiriesCaption')} />
        {selected && (
          <div className="demo-details">
            <EnquiryDetails id={selected.id} onClose={() => setSelected(null)} />
            {onSandbox && <SandboxStatusControl id={selected.id} />}
          </div>
        )}
      </StaffGate>
    </section>
  );
}
