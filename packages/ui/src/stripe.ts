export { type StripeCardProviderOptions, stripeCardProvider } from './stripeCardProvider.js';
