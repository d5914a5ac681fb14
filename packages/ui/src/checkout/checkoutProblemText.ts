import type { CheckoutProblem } from '@unistay/react';
import type { Translate } from '../i18n/messages.js';

/** A checkout problem in the student's words. */
export function checkoutProblemText(problem: CheckoutProblem, t: Translate): string {
  switch (problem.code) {
    case 'start_failed':
      return t('startFailed');
    case 'payment_not_ready':
      return t('paymentNotReady');
    case 'payment_failed':
      return t('paymentFailed', { message: problem.message ?? t('cardNotCharged') });
    case 'payment_processing':
      return t('paymentProcessing');
    case 'payment_not_completed':
      return t('paymentNotCompleted');
    case 'payment_check_failed':
      return t('paymentCheckFailed');
    case 'complete_failed':
      return `${t('completeFailed')} ${t('quoteReference', { reference: problem.reference })}`;
    case 'booking_refused':
      return t('bookingRefused', { reference: problem.reference });
  }
}
