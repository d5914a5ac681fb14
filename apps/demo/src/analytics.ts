import {
  type AnalyticsRecord,
  type ConsentState,
  consentOfBanner,
  createAnalytics,
  dataLayerDestination,
} from '@unistay/react/analytics';
import { useSyncExternalStore } from 'react';

/** Where the demo keeps the student's answer to its banner: the partner's storage, not Unistay's. */
const CHOICE_KEY = 'unistay-demo:measurement';
/** The newest records the Sandbox page lists. */
const RECORDS_SHOWN = 100;

function storedChoice(): ConsentState {
  try {
    const stored = window.localStorage.getItem(CHOICE_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : 'pending';
  } catch {
    return 'pending';
  }
}

/**
 * The demo's analytics: every event pushed to Google Tag Manager's `dataLayer` (a page of yours
 * loads GTM's script; the demo loads none, so nothing leaves the page), held until the student
 * answers the banner, dropped if they refuse.
 */
export const demoAnalytics = createAnalytics({ destinations: [dataLayerDestination()] });

let choice = storedChoice();
if (choice !== 'pending') {
  demoAnalytics.setConsent(consentOfBanner({ analytics: choice === 'granted', marketing: false }));
}

let records: readonly AnalyticsRecord[] = [];
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
demoAnalytics.subscribe((record) => {
  records = [record, ...records].slice(0, RECORDS_SHOWN);
  changed();
});
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The student's answer: allow measurement, or refuse it. Kept for their next visit. */
export function chooseMeasurement(allowed: boolean) {
  choice = allowed ? 'granted' : 'denied';
  try {
    window.localStorage.setItem(CHOICE_KEY, choice);
  } catch {
    // Private browsing: the answer lasts until the page closes.
  }
  demoAnalytics.setConsent(consentOfBanner({ analytics: allowed, marketing: false }));
  changed();
}

/** Whether measurement is allowed, refused or not chosen yet. */
export const useMeasurementChoice = () =>
  useSyncExternalStore(
    subscribe,
    () => choice,
    () => 'pending' as ConsentState,
  );

/** What became of each event, newest first: sent, held or dropped. */
export const useAnalyticsRecords = () =>
  useSyncExternalStore(
    subscribe,
    () => records,
    () => records,
  );
