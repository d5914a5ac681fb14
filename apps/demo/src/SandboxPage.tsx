import { useQueryClient } from '@tanstack/react-query';
import { formattingLocale } from '@unistay/react';
import { Data } from './Data.js';
import { useDemoWords } from './language.js';
import { PROXY_PROTECTIONS } from './protections.js';
import { SandboxAnalytics } from './SandboxAnalytics.js';
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
      <h2>{t('protections')}</h2>
      <Protections />
      <h2>{t('analyticsHeading')}</h2>
      <SandboxAnalytics />
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

/** A length of time in the language's own words: "1 minute", "1 hour", "30 minutes". */
function duration(ms: number, locale: string) {
  const hours = ms % 3_600_000 === 0;
  return new Intl.NumberFormat(formattingLocale(locale), {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(ms / (hours ? 3_600_000 : 60_000));
}

/** What the proxy in front of the sandbox does, as a partner's server would: its settings. */
function Protections() {
  const { t, locale } = useDemoWords();
  const { perAddress, perEmail, duplicateWindowMs, trustHumansForMs } = PROXY_PROTECTIONS;
  const rows = [
    [
      t('limitPerAddress'),
      t('limitValue', { max: perAddress.max, window: duration(perAddress.windowMs, locale) }),
    ],
    [
      t('limitPerEmail'),
      t('limitValue', { max: perEmail.max, window: duration(perEmail.windowMs, locale) }),
    ],
    [t('sameEnquiry'), t('sameEnquiryValue', { window: duration(duplicateWindowMs, locale) })],
    [t('humanCheckSetting'), t('humanCheckValue', { window: duration(trustHumansForMs, locale) })],
  ];
  return (
    <>
      <p>{t('protectionsLead')}</p>
      <dl className="demo-settings">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
