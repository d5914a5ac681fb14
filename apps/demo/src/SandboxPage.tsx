import { useQueryClient } from '@tanstack/react-query';
import { Data } from './Data.js';
import { useDemoWords } from './language.js';
import { SandboxFaults } from './SandboxFaults.js';
import { SandboxStatusControl } from './SandboxStatusControl.js';
import { SandboxWebhooks } from './SandboxWebhooks.js';
import { useDemoServer } from './useDemoServer.js';

/** The sandbox's side of things: what it recorded, its test cards, and a way back to the start. */
export function SandboxPage() {
  const { t, rich } = useDemoWords();
  const server = useDemoServer();
  // Nothing asks the sandbox before the server has said there is one.
  if (server.isPending) {
    return (
      <section aria-labelledby="sandbox-heading">
        <h1 id="sandbox-heading">{t('pageSandbox')}</h1>
        <p role="status">{t('loading')}</p>
      </section>
    );
  }
  if (server.data?.mode === 'live') {
    return (
      <section aria-labelledby="sandbox-heading">
        <h1 id="sandbox-heading">{t('pageSandbox')}</h1>
        <p className="demo-note">
          {rich('sandboxOff', { setting: <code translate="no">PARTNER_API_URL</code> })}
        </p>
      </section>
    );
  }
  return <SandboxControls />;
}

/** The test cards, by number, and what paying with each does. */
const TEST_CARDS = [
  ['4242 4242 4242 4242', 'cardSucceeds'],
  ['4000 0000 0000 0002', 'cardDeclined'],
  ['4000 0025 0000 3155', 'cardAsksBank'],
  ['4000 0000 0000 0077', 'cardProcessing'],
] as const;

function SandboxControls() {
  const { t, rich } = useDemoWords();
  const queryClient = useQueryClient();

  async function reset() {
    await fetch('/__sandbox/reset', { method: 'POST' });
    await queryClient.invalidateQueries();
  }

  return (
    <section aria-labelledby="sandbox-heading">
      <h1 id="sandbox-heading">{t('pageSandbox')}</h1>
      <h2>{t('webhooks')}</h2>
      <SandboxWebhooks />
      <h2>{t('faults')}</h2>
      <SandboxFaults />
      <h2>{t('moveEnquiry')}</h2>
      <SandboxStatusControl />
      <h2>{t('testCards')}</h2>
      <ul>
        {TEST_CARDS.map(([card, outcome]) => (
          <li key={card}>{rich(outcome, { card: <Data>{card}</Data> })}</li>
        ))}
      </ul>
      <h2>{t('startAgain')}</h2>
      <button type="button" onClick={() => void reset()}>
        {t('resetSandbox')}
      </button>
    </section>
  );
}
