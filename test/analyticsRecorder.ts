import {
  type AnalyticsDelivery,
  type AnalyticsEventName,
  createAnalytics,
  dataLayerDestination,
  functionDestination,
  gtagDestination,
} from '@unistay/react/analytics';

/**
 * Analytics with every consent given, recording each event as every destination says it: as
 * Unistay names it, as GA4's `gtag` is called, and as GTM's `dataLayer` is pushed. Give
 * `analytics` to the provider; ask what was reported.
 */
export function recordingAnalytics() {
  const events: AnalyticsDelivery[] = [];
  const gtagCalls: unknown[][] = [];
  const dataLayer: object[] = [];
  const analytics = createAnalytics({
    consent: {
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    },
    globalPrivacyControl: false,
    destinations: [
      functionDestination((event) => events.push(event)),
      gtagDestination({
        gtag:
          () =>
          (...call: unknown[]) =>
            void gtagCalls.push(call),
      }),
      dataLayerDestination({ dataLayer: () => dataLayer }),
    ],
  });
  return {
    analytics,
    events,
    /** The events of one name, in the order they came. */
    named: <Name extends AnalyticsEventName>(name: Name) =>
      events.filter(
        (event): event is Extract<AnalyticsDelivery, { name: Name }> => event.name === name,
      ),
    /**
     * The values the student typed that any destination was given: as a whole value anywhere in
     * what every destination received, or, six characters and longer, inside one (a name in a
     * sentence). Shorter values inside a longer one would be the events' own words as often
     * (`ame` in `item_name`); under three characters, nothing can be told apart.
     */
    leaked(typed: readonly string[]) {
      const received = textsIn([events, gtagCalls, dataLayer]);
      return typed.filter((value) => {
        const trimmed = value.trim();
        if (trimmed.length < 3) return false;
        return received.some(
          (text) =>
            text === value ||
            text.trim() === trimmed ||
            (trimmed.length >= 6 && text.includes(trimmed)),
        );
      });
    },
  };
}

/** Every text in a value, however deep (the keys are the destinations' own words). */
function textsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) textsIn(inner, into);
  }
  return into;
}
