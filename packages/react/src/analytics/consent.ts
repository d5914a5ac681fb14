/**
 * What a destination may need consent for, named as Google's Consent Mode v2 names them:
 * measurement (`analytics_storage`) and advertising (`ad_storage`, `ad_user_data`,
 * `ad_personalization`).
 */
export type ConsentType =
  | 'analytics_storage'
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization';

/** Every consent type, in Consent Mode v2's order. */
export const CONSENT_TYPES: readonly ConsentType[] = [
  'analytics_storage',
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
];

/** The advertising types: what "marketing" means on a banner, and what Global Privacy Control denies. */
export const MARKETING: readonly ConsentType[] = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
];

/** A student's answer for a consent type. */
export type ConsentChoice = 'granted' | 'denied';
/** What is known of a consent type: an answer, or `pending` until a banner asks. */
export type ConsentState = ConsentChoice | 'pending';

/**
 * A banner's two questions (analytics, marketing) as Consent Mode v2's types.
 *
 * @example
 * analytics.setConsent(consentOfBanner({ analytics: true, marketing: false }));
 */
export function consentOfBanner({
  analytics,
  marketing,
}: {
  analytics: boolean;
  marketing: boolean;
}): Record<ConsentType, ConsentChoice> {
  const choice = (yes: boolean): ConsentChoice => (yes ? 'granted' : 'denied');
  return {
    analytics_storage: choice(analytics),
    ad_storage: choice(marketing),
    ad_user_data: choice(marketing),
    ad_personalization: choice(marketing),
  };
}

/** Whether this browser sends Global Privacy Control (`navigator.globalPrivacyControl`). */
export function sendsGlobalPrivacyControl(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true
  );
}
