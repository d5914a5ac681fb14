/**
 * Measurement with Google Analytics 4, asked first: plain data and rules, read by the server (the
 * page's policy, the layout) and the browser (the question, the analytics stream) alike.
 */

/** Keeps the student's answer to the measurement question: this site's cookie, not Unistay's. */
export const MEASUREMENT_COOKIE = 'unistay-measurement';

/** The student's answer: allowed, refused, or not asked yet. */
export type MeasurementChoice = 'granted' | 'denied' | 'pending';

/** What the pages are given: GA4's measurement id and the student's answer; null without GA4. */
export type MeasurementSetting = { measurementId: string; choice: MeasurementChoice } | null;

/** A cookie's value read as an answer: anything but `granted` or `denied` is no answer yet. */
export const measurementChoiceOf = (value: string | undefined): MeasurementChoice =>
  value === 'granted' || value === 'denied' ? value : 'pending';

/**
 * GA4's measurement id from GA4_MEASUREMENT_ID (`G-` then letters and digits), or null when it is
 * unset or not one: it is written into a script address, so nothing else gets through.
 */
export function ga4MeasurementId(env: Record<string, string | undefined>): string | null {
  const id = env.GA4_MEASUREMENT_ID?.trim();
  return id && /^G-[A-Z0-9]{4,20}$/.test(id) ? id : null;
}

/** The pages' measurement: GA4's id and the answer in `cookie`, or null without GA4. */
export function measurementSetting(
  env: Record<string, string | undefined>,
  cookie: string | undefined,
): MeasurementSetting {
  const measurementId = ga4MeasurementId(env);
  return measurementId ? { measurementId, choice: measurementChoiceOf(cookie) } : null;
}

/** Whether a page may talk to Google: GA4 is set up and the student allowed measurement. */
export const measuresWithGoogle = (setting: MeasurementSetting) => setting?.choice === 'granted';
