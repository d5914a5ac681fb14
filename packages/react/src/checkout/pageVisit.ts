/**
 * What a checkout knows of the page it is on, in the browser: when the page was opened, whether it
 * was reloaded, and the payment its address names (the bank sent the student back for it). On a
 * server, none of these.
 */

/** When this page was opened (its navigation began), by the clock payment records are written in. */
export const pageOpenedAt = () =>
  typeof performance === 'undefined' ? 0 : Math.floor(performance.timeOrigin);

/** This page was loaded by a reload (the browser's, or the student's), not a link or history. */
export function pageReloaded(): boolean {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}

/** The payment the bank sent the student back for, as the address names it; null when none. */
export const returnedPayment = () =>
  typeof window === 'undefined'
    ? null
    : new URLSearchParams(window.location.search).get('payment_intent');
