/** The Stripe card fields' own words, in the provider's pack as every family's are. */
export const stripeMessages = {
  cardUnavailable:
    'Secure card payment could not be loaded. Check your connection, then try again.',
};
