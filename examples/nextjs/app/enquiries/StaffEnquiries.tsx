'use client';
import type { Enquiry } from '@unistay/api-client';
import { useEnquiryTableState } from '@unistay/react';
import { EnquiryDetails, EnquiryTable } from '@unistay/ui';
import { useState } from 'react';
import { useWords } from '../Providers';

/** The table, its page and filter kept in the address, and the enquiry chosen. */
export function StaffEnquiries() {
  const { t } = useWords();
  const state = useEnquiryTableState({}, { syncWithUrl: true });
  const [selected, setSelected] = useState<Enquiry | null>(null);
  return (
    <>
      <EnquiryTable state={state} onRowClick={setSelected} caption={t('enquiriesCaption')} />
      {selected && <EnquiryDetails id={selected.id} onClose={() => setSelected(null)} />}
    </>
  );
}
