import { useQueryClient } from '@tanstack/react-query';
import { ENQUIRY_STATUSES, type KnownEnquiryStatus } from '@unistay/api-client';
import { enquiryKeys } from '@unistay/react';
import { statusLabel } from '@unistay/ui';
import { useId, useState } from 'react';

const LABELS: Record<string, string> = {
  status_pending: 'Pending',
  status_in_progress: 'In progress',
  status_resolved: 'Resolved',
  status_closed: 'Closed',
};
const label = (status: string) => statusLabel(status, (key) => LABELS[key] ?? key);

/**
 * The accommodation side moves an enquiry along; the sandbox lets the demo play that part, so the
 * table and details can be seen to follow.
 */
export function SandboxStatusControl({ id: givenId }: { id?: string }) {
  const queryClient = useQueryClient();
  const selectId = useId();
  const referenceId = useId();
  const [reference, setReference] = useState('');
  const id = givenId ?? reference.trim();
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
    await queryClient.invalidateQueries({ queryKey: enquiryKeys().all });
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
      {givenId === undefined && (
        <>
          <label htmlFor={referenceId}>Enquiry reference</label>
          <input
            id={referenceId}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </>
      )}
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
