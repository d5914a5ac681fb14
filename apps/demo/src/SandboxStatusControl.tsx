import { useQueryClient } from '@tanstack/react-query';
import { ENQUIRY_STATUSES, type KnownEnquiryStatus } from '@unistay/api-client';
import { enquiryKeys } from '@unistay/react/queries';
import { enquiryTableMessages, statusLabel, useTranslate } from '@unistay/ui';
import { useId, useState } from 'react';
import { Data } from './Data.js';
import { useDemoWords } from './language.js';

/** What the last move did: said in the words of the language shown, whenever it changes. */
type Outcome = { moved: string; to: KnownEnquiryStatus } | 'failed' | null;

/**
 * The accommodation side moves an enquiry along; the sandbox lets the demo play that part, so the
 * table and details can be seen to follow.
 */
export function SandboxStatusControl({ id: givenId }: { id?: string }) {
  const { t, rich } = useDemoWords();
  // A status in the words the enquiry table shows it in: the Unistay pack's.
  const tableWords = useTranslate(undefined, enquiryTableMessages);
  const label = (status: string) => statusLabel(status, tableWords);
  const queryClient = useQueryClient();
  const selectId = useId();
  const referenceId = useId();
  const [reference, setReference] = useState('');
  const id = givenId ?? reference.trim();
  const [status, setStatus] = useState<KnownEnquiryStatus>('in_progress');
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function move() {
    const response = await fetch(`/__sandbox/enquiries/${encodeURIComponent(id)}/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    if (!response.ok) {
      setOutcome('failed');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: enquiryKeys().all });
    setOutcome({ moved: id, to: status });
  }

  return (
    <form
      className="demo-sandbox-control"
      aria-label={t('moveThisEnquiry')}
      onSubmit={(event) => {
        event.preventDefault();
        void move();
      }}
    >
      <p className="demo-muted">{t('playAccommodationSide')}</p>
      {givenId === undefined && (
        <>
          <label htmlFor={referenceId}>{t('enquiryReference')}</label>
          <input
            id={referenceId}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </>
      )}
      <label htmlFor={selectId}>{t('newStatus')}</label>
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
      <button type="submit">{t('move')}</button>
      <p role="status">
        {outcome === 'failed'
          ? t('moveFailed')
          : outcome
            ? rich('moved', { enquiry: <Data>{outcome.moved}</Data>, status: label(outcome.to) })
            : null}
      </p>
    </form>
  );
}
