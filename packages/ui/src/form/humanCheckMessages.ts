/**
 * The check that the student is a person (Turnstile, hCaptcha): the enquiry forms ask for it before
 * their submit button, the checkout before it starts a payment.
 */
export const humanCheckMessages = {
  /** The group around the provider's widget. */
  humanCheckLabel: 'Check that you are a person',
  humanCheckRequired: 'Complete the check that you are a person',
  humanCheckFailed: 'The check that you are a person failed or expired. Complete it again.',
};
