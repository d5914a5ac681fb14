import {
  ANALYTICS_EVENTS_VERSION,
  type AnalyticsDelivery,
  type UnistayAnalyticsEvent,
} from './analyticsEvents.js';
import {
  CONSENT_TYPES,
  type ConsentChoice,
  type ConsentState,
  type ConsentType,
  MARKETING,
  sendsGlobalPrivacyControl,
} from './consent.js';

/** Where events go: GA4, Google Tag Manager, your own function (`gtagDestination`, …). */
export interface AnalyticsDestination {
  /** Named in what `subscribe` reports. */
  name: string;
  /** The consent it needs, every type of it granted, before anything is sent to it. */
  needs: readonly ConsentType[];
  send(event: AnalyticsDelivery): void;
}

/** What became of an event at one destination. */
export interface AnalyticsRecord {
  event: AnalyticsDelivery;
  destination: string;
  /**
   * `sent`; `held` while the consent it needs is not given yet; `dropped` when it was refused,
   * or when more were held than `holdLimit`; `failed` when the destination threw.
   */
  outcome: 'sent' | 'held' | 'dropped' | 'failed';
}

/** What `createAnalytics` takes: the destinations, and what is known of consent. */
export interface AnalyticsOptions {
  destinations: readonly AnalyticsDestination[];
  /** What the student chose before (your banner keeps it): by type. Default every type pending. */
  consent?: Partial<Record<ConsentType, ConsentChoice>>;
  /**
   * Events held for each destination while its consent is pending, in memory only; past it the
   * oldest is dropped. Default 100.
   */
  holdLimit?: number;
  /**
   * Global Privacy Control, read as a denial of every advertising type, whatever a banner says
   * later. Default: what this browser sends.
   */
  globalPrivacyControl?: boolean;
}

/** The event stream: what components and hooks report, gated by consent. */
export interface Analytics {
  /** Reports a step of the journey: sent, held or dropped at each destination as consent says. */
  track(event: UnistayAnalyticsEvent): void;
  /** Records the student's choice: what was held is sent on a grant, dropped on a denial. */
  setConsent(choice: Partial<Record<ConsentType, ConsentChoice>>): void;
  /** The consent known now, by type. */
  consent(): Readonly<Record<ConsentType, ConsentState>>;
  /** Hears every event and what became of it at each destination (a debug view, a test). */
  subscribe(listener: (record: AnalyticsRecord) => void): () => void;
}

/**
 * The analytics a provider takes (`<UnistayProvider analytics={…}>`): nothing is sent to a
 * destination before the consent it needs is granted. Until then events wait in memory, at most
 * `holdLimit` of them; a denial drops them. Nothing is written to cookies or storage.
 *
 * @example
 * const analytics = createAnalytics({ destinations: [gtagDestination()] });
 * // When your banner is answered:
 * analytics.setConsent(consentOfBanner({ analytics: true, marketing: false }));
 */
export function createAnalytics({
  destinations,
  consent: known = {},
  holdLimit = 100,
  globalPrivacyControl = sendsGlobalPrivacyControl(),
}: AnalyticsOptions): Analytics {
  if (!(Number.isInteger(holdLimit) && holdLimit >= 1)) {
    throw new RangeError('createAnalytics: `holdLimit` is how many events may wait, 1 or more.');
  }
  const consent = Object.fromEntries(
    CONSENT_TYPES.map((type) => [type, known[type] ?? 'pending']),
  ) as Record<ConsentType, ConsentState>;
  if (globalPrivacyControl) for (const type of MARKETING) consent[type] = 'denied';
  const held = new Map<AnalyticsDestination, AnalyticsDelivery[]>(
    destinations.map((destination) => [destination, []]),
  );
  const listeners = new Set<(record: AnalyticsRecord) => void>();
  const report = (
    event: AnalyticsDelivery,
    { name }: AnalyticsDestination,
    outcome: AnalyticsRecord['outcome'],
  ) => {
    for (const listener of listeners) listener({ event, destination: name, outcome });
  };

  /** What the destination's consent allows now: every type granted, one denied, or neither yet. */
  const allowed = ({ needs }: AnalyticsDestination): ConsentState =>
    needs.some((type) => consent[type] === 'denied')
      ? 'denied'
      : needs.every((type) => consent[type] === 'granted')
        ? 'granted'
        : 'pending';

  const deliver = (destination: AnalyticsDestination, event: AnalyticsDelivery) => {
    try {
      destination.send(event);
      report(event, destination, 'sent');
    } catch {
      // A destination's failure (a blocked script, say) is its own: the page goes on.
      report(event, destination, 'failed');
    }
  };

  /** Sends or drops what each destination holds, now that consent changed. */
  const release = () => {
    for (const [destination, waiting] of held) {
      const state = allowed(destination);
      if (state === 'pending') continue;
      const events = waiting.splice(0);
      for (const event of events) {
        if (state === 'granted') deliver(destination, event);
        else report(event, destination, 'dropped');
      }
    }
  };

  return {
    track(event) {
      const delivery = { ...event, version: ANALYTICS_EVENTS_VERSION } as AnalyticsDelivery;
      for (const [destination, waiting] of held) {
        const state = allowed(destination);
        if (state === 'granted') deliver(destination, delivery);
        else if (state === 'denied') report(delivery, destination, 'dropped');
        else {
          // Room for it first: the oldest waiting is dropped, so memory stays within the limit.
          for (const oldest of waiting.splice(0, Math.max(0, waiting.length + 1 - holdLimit))) {
            report(oldest, destination, 'dropped');
          }
          waiting.push(delivery);
          report(delivery, destination, 'held');
        }
      }
    },
    setConsent(choice) {
      for (const type of CONSENT_TYPES) {
        const given = choice[type];
        if (!given) continue;
        if (globalPrivacyControl && MARKETING.includes(type)) continue;
        consent[type] = given;
      }
      release();
    },
    consent: () => ({ ...consent }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
