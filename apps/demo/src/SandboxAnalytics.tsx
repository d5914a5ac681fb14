import type { AnalyticsRecord } from '@unistay/react/analytics';
import { useAnalyticsRecords, useMeasurementChoice } from './analytics.js';
import { MeasurementChoice } from './ConsentBanner.js';
import { Data } from './Data.js';
import { useDemoWords } from './language.js';
import type { WordKey } from './words/en-GB.js';

const OUTCOMES: Record<AnalyticsRecord['outcome'], WordKey> = {
  sent: 'outcomeSent',
  held: 'outcomeHeld',
  dropped: 'outcomeDropped',
  failed: 'outcomeFailed',
};
const CHOICES = { granted: 'consentGranted', denied: 'consentDenied', pending: 'consentPending' };

/** The events as they would be sent to Google Tag Manager, held or dropped, newest first. */
export function SandboxAnalytics() {
  const { t, rich } = useDemoWords();
  const records = useAnalyticsRecords();
  const choice = useMeasurementChoice();
  return (
    <>
      <p>
        {rich('analyticsLead', {
          tool: <Data>Google Tag Manager</Data>,
          state: <strong>{t(CHOICES[choice] as WordKey)}</strong>,
        })}
      </p>
      <MeasurementChoice />
      {records.length === 0 ? (
        <p>{t('noAnalyticsEvents')}</p>
      ) : (
        <table className="demo-table">
          <caption>{t('analyticsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columnEvent')}</th>
              <th scope="col">{t('columnOutcome')}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((record, index) => (
              // Records are never reordered: the newest is put first.
              // biome-ignore lint/suspicious/noArrayIndexKey: a record has no id of its own
              <tr key={records.length - index}>
                <td>
                  <Data>{record.event.name}</Data>
                </td>
                <td>{t(OUTCOMES[record.outcome])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
