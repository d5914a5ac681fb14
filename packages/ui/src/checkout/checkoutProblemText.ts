import type { CheckoutProblem } from '@unistay/react/checkout';
import type { Translate } from '../i18n/messages.js';
import { sentences } from '../i18n/textFormats.js';

/**
 * A checkout problem in the student's words. `providerWords`: the card provider's own sentence is
 * in the student's language now (false once they switched language since it was given: then ours).
 */
export function checkoutProblemText(
  problem: CheckoutProblem,
  t: Translate,
  providerWords = true,
): string {
  switch (problem.code) {
    case 'start_failed':
      return t('startFailed');
    case 'human_check_failed':
      return t('humanCheckFailed');
    case 'human_check_required':
      return t('humanCheckRequired');
    case 'payment_not_ready':
      return t('paymentNotReady');
    case 'payment_failed':
      // The card provider's own sentence (perhaps in another language: it has fewer), then ours,
      // each joined as its own language joins sentences.
      return sentences([
        (providerWords && problem.message) || t('cardNotCharged'),
        t('paymentFailed'),
      ]);
    case 'payment_processing':
      return t('paymentProcessing');
    case 'payment_elsewhere':
      return t('paymentElsewhere');
    case 'hosted_checkout_opened':
      return t('hostedCheckoutOpened');
    case 'payment_not_completed':
      return t('paymentNotCompleted');
    case 'payment_resumed':
      return t('paymentResumed');
    case 'booked_before':
      // The booking's reference, where the server kept it, as the confirmation words it.
      return sentences([
        t('bookedBefore'),
        ...(problem.bookingId ? [t('bookingReference', { reference: problem.bookingId })] : []),
      ]);
    case 'session_renewed':
      return t('sessionRenewed');
    case 'payment_check_failed':
      return t('paymentCheckFailed');
    case 'complete_failed':
      return t('completeFailed', { reference: problem.reference });
    case 'booking_refused':
      return t('bookingRefused', { reference: problem.reference });
  }
}
