'use client';
// Components, hooks and card providers for the browser: React Server Components import these
// exports as client references.
export {
  type StripeCardProviderOptions,
  stripeCardProvider,
  stripeLocale,
} from './checkout/stripeCardProvider.js';
export { stripeMessages } from './checkout/stripeMessages.js';
