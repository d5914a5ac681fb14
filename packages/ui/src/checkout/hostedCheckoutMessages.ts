import { humanCheckMessages } from '../form/humanCheckMessages.js';
import { commonMessages } from '../i18n/commonMessages.js';

/** The hosted checkout button's words, in English. Override any with `messages`. */
export const hostedCheckoutMessages = {
  ...commonMessages,
  ...humanCheckMessages,
  continueToCheckout: 'Continue to secure checkout',
  startingCheckout: 'Starting secure checkout…',
  redirectingToCheckout: 'Taking you to secure checkout…',
  hostedCheckoutUnavailable:
    'Online checkout is not available for this room. Send an enquiry and the team will help you book.',
  hostedCheckoutFailed: 'Checkout could not be started. Nothing has been paid.',
  paymentUnderWay:
    'A payment for this room has already been started here. Do not pay again. Wait for it to finish.',
  roomBookedHere: 'You have already booked this room here.',
};
