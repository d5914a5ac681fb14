/** The elements, by tag name. */
export type ElementName =
  | 'unistay-enquiry-form'
  | 'unistay-room'
  | 'unistay-hosted-checkout-button';

/** What every element reads: where the partner's proxy is, the language, drafts, human check. */
export const COMMON_ATTRIBUTES = [
  'api-base',
  'allowed-origins',
  'locale',
  'persistence',
  'human-check',
  'turnstile-site-key',
  'turnstile-action',
  'heading-level',
] as const;

/** What each element reads, its own and the common ones; a change to any renders it again. */
export const ELEMENT_ATTRIBUTES: Record<ElementName, readonly string[]> = {
  'unistay-enquiry-form': [...COMMON_ATTRIBUTES, 'room-id', 'property-id', 'operator-id'],
  'unistay-room': [...COMMON_ATTRIBUTES, 'room-id', 'checkout'],
  'unistay-hosted-checkout-button': [...COMMON_ATTRIBUTES, 'room-id', 'booking-period-id'],
};
