/** The Stripe card fields' own words, in the provider's pack as every family's are. */
export const stripeMessages = {
  cardUnavailable:
    'Secure card payment could not be loaded. Check your connection, then try again.',
  /**
   * Beside the card fields, where the card provider has no form in the page's language.
   * `{language}` is a language's name in the page's language ("English", "अंग्रेज़ी").
   */
  cardFormLanguage: 'The card form is shown in {language}.',
};
