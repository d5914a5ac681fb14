'use client';
import {
  type Analytics,
  type AnalyticsDelivery,
  consentOfBanner,
  createAnalytics,
  gtagDestination,
  type UnistayAnalyticsEvent,
} from '@unistay/react/analytics';
import type { MeasurementSetting } from '../lib/measurement';
import { useWords } from './Providers';

/** Events that waited for the student's answer, handed from the page they allowed measurement on to the one that loads next. */
const HANDED_OVER = 'unistay-example:measurement-waited';
/** As many as the stream holds while it waits (`createAnalytics`'s `holdLimit`): the newest. */
const HANDED_OVER_AT_MOST = 100;

type Gtag = (...args: unknown[]) => void;

/** The page's measurement: Unistay's events, GA4 through gtag once allowed. */
export interface Measurement {
  analytics: Analytics;
  /** Keeps what waited for the answer for the next page, where Google may be reached. */
  handOver(): void;
  /**
   * The student leaves for hosted checkout: with measurement allowed, the server is told the
   * session (its room, and the room's currency), so the booking's webhook counts their purchase.
   */
  leftForHostedCheckout(
    session: { session_token: string },
    room: { id: string; currency?: string | null | undefined },
  ): void;
}

/** The page's one measurement: the answer is the same for as long as the page lives. */
let pageMeasurement: Measurement | null = null;

/**
 * The page's measurement, made on first use: React may render the providers more than once before
 * it keeps one (a restarted hydration), and each render must find the same stream, gtag loaded
 * once and what was handed over taken once.
 */
export function measurementOfPage(setting: NonNullable<MeasurementSetting>): Measurement {
  pageMeasurement ??= createMeasurement(setting);
  return pageMeasurement;
}

/**
 * The stream the provider reports to: every event held until the student answers, dropped if
 * they refuse. Allowed, gtag.js is loaded (the page's policy names Google only then) and what
 * waited on the page they allowed it on is sent first.
 */
function createMeasurement(setting: NonNullable<MeasurementSetting>): Measurement {
  const { choice, measurementId } = setting;
  const analytics = createAnalytics({
    destinations: [gtagDestination()],
    holdLimit: HANDED_OVER_AT_MOST,
    consent:
      choice === 'pending'
        ? {}
        : consentOfBanner({ analytics: choice === 'granted', marketing: false }),
  });
  const waiting: AnalyticsDelivery[] = [];
  analytics.subscribe((record) => {
    if (record.outcome !== 'held') return;
    waiting.push(record.event);
    if (waiting.length > HANDED_OVER_AT_MOST) waiting.shift();
  });
  if (choice === 'granted') {
    loadGtag(measurementId);
    for (const event of takeHandedOver()) analytics.track(event);
  }
  return {
    analytics,
    handOver() {
      const events = waiting.map(({ version: _version, ...event }) => event);
      try {
        sessionStorage.setItem(HANDED_OVER, JSON.stringify(events));
      } catch {
        // Storage refused (private browsing): what waited is not counted, and nothing breaks.
      }
    },
    leftForHostedCheckout({ session_token }, { id, currency }) {
      if (choice !== 'granted' || !currency) return;
      // A beacon outlives the page the student is leaving.
      navigator.sendBeacon(
        '/measurement/checkout',
        JSON.stringify({ session_token, room_id: id, currency }),
      );
    },
  };
}

/** Google's tag, as its snippet installs it: `gtag` queues commands until gtag.js has loaded. */
function loadGtag(measurementId: string) {
  const page = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  page.dataLayer ??= [];
  const dataLayer: unknown[] = page.dataLayer;
  page.gtag ??= function gtag() {
    // gtag.js reads its commands as `arguments` objects, not arrays.
    // biome-ignore lint/complexity/noArguments: Google's tag needs the arguments object itself.
    dataLayer.push(arguments);
  };
  page.gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  page.gtag('js', new Date());
  // The page's address without a secret it may carry (the staff sign-in link's token): Google is
  // told where the student is, never what opens a door.
  const location = new URL(window.location.href);
  location.searchParams.delete('token');
  page.gtag('config', measurementId, { page_location: location.href });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** The events the page before handed over, once: storage is input, so only what names an event. */
function takeHandedOver(): UnistayAnalyticsEvent[] {
  try {
    const kept = sessionStorage.getItem(HANDED_OVER);
    sessionStorage.removeItem(HANDED_OVER);
    const events: unknown = kept ? JSON.parse(kept) : [];
    return Array.isArray(events)
      ? events
          .slice(-HANDED_OVER_AT_MOST)
          .filter(
            (event): event is UnistayAnalyticsEvent =>
              typeof event === 'object' && event !== null && typeof event.name === 'string',
          )
      : [];
  } catch {
    return [];
  }
}

/**
 * The question, until the student answers it: a plain form (it works before any script), two
 * buttons of equal weight, at the end of the page rather than over it. The answer loads the page
 * again, so its policy lets Google in only once allowed.
 */
export function MeasurementQuestion({ measurement }: { measurement: Measurement | null }) {
  const { t } = useWords();
  return (
    <aside className="example-consent" aria-labelledby="measurement-heading">
      <h2 id="measurement-heading">{t('consentHeading')}</h2>
      <p>{t('consentTextGoogle')}</p>
      <form
        method="post"
        action="/measurement"
        onSubmit={(event) => {
          const { submitter } = event.nativeEvent as SubmitEvent;
          if ((submitter as HTMLButtonElement | null)?.value === 'granted') measurement?.handOver();
        }}
      >
        <button type="submit" name="measurement" value="granted">
          {t('consentAllow')}
        </button>
        <button type="submit" name="measurement" value="denied">
          {t('consentRefuse')}
        </button>
      </form>
    </aside>
  );
}
