import { chooseMeasurement, useMeasurementChoice } from './analytics.js';
import { useDemoWords } from './language.js';

/**
 * The demo's question about measurement, until the student answers it: in their language, at the
 * end of the page rather than over it, and asked once (the Sandbox page lets them change it).
 */
export function ConsentBanner() {
  const { t } = useDemoWords();
  if (useMeasurementChoice() !== 'pending') return null;
  return (
    <aside className="demo-consent" aria-labelledby="consent-heading">
      <h2 id="consent-heading">{t('consentHeading')}</h2>
      <p>{t('consentText')}</p>
      <MeasurementChoice />
    </aside>
  );
}

/** Allow or refuse: two buttons of equal weight, so refusing is as easy as allowing. */
export function MeasurementChoice() {
  const { t } = useDemoWords();
  return (
    <div className="demo-consent-actions">
      <button type="button" onClick={() => chooseMeasurement(true)}>
        {t('consentAllow')}
      </button>
      <button type="button" onClick={() => chooseMeasurement(false)}>
        {t('consentRefuse')}
      </button>
    </div>
  );
}
