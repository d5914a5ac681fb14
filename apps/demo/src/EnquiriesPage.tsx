import { useQueryClient } from '@tanstack/react-query';
import type { Enquiry, KnownEnquiryStatus } from '@unistay/api-client';
import { ENQUIRY_STATUSES } from '@unistay/api-client';
import { enquiryKeys } from '@unistay/react';
import { EnquiryDetails, EnquiryTable, statusLabel, useEnquiryTableState } from '@unistay/ui';
import { useId, useState } from 'react';

const label = (status: string) =>
  statusLabel(
    status,
    (key) =>
      ({
        status_pending: 'Pending',
        status_in_progress: 'In progress',
        status_resolved: 'Resolved',
        status_closed: 'Closed',
      })[key] ?? key,
  );

/** Partner staff's view: the table, kept in the URL, and the enquiry chosen. */
export function EnquiriesPage() {
  const state = useEnquiryTableState({}, { syncWithUrl: true });
  const [selected, setSelected] = useState<Enquiry | null>(null);
  return (
    <section aria-labelledby="enquiries-heading">
      <h1 id="enquiries-heading">Enquiries</h1>
      <EnquiryTable state={state} onRowClick={setSelected} caption="Enquiries from students" />
      {selected && (
        <div className="demo-details">
          <EnquiryDetails id={selected.id} onClose={() => setSelected(null)} />
          <SandboxStatusControl id={selected.id} />
        </div>
      )}
    </section>
  );
}

/**
 * The accommodation side moves an enquiry along; the sandbox lets the demo play that part, so the
 * table and details can be seen to follow.
 */
function SandboxStatusControl({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const selectId = useId();
  const [status, setStatus] = useState<KnownEnquiryStatus>('in_progress');
  const [outcome, setOutcome] = useState('');

  async function move() {
    const response = await fetch(`/__sandbox/enquiries/${encodeURIComponent(id)}/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    if (!response.ok) {
      setOutcome('The sandbox did not move it: is the demo running on the sandbox?');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
    setOutcome(`Moved ${id} to ${label(status)}.`);
  }

  return (
    <form
      className="demo-sandbox-control"
      aria-label="Sandbox: move this enquiry"
      onSubmit={(event) => {
        event.preventDefault();
        void move();
      }}
    >
      <p className="demo-muted">Sandbox: play the accommodation side.</p>
      <label htmlFor={selectId}>New status</label>
      <select
        id={selectId}
        value={status}
        onChange={(event) => setStatus(event.target.value as KnownEnquiryStatus)}
      >
        {ENQUIRY_STATUSES.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
      <button type="submit">Move</button>
      <p role="status">{outcome}</p>
    </form>
  );
}
