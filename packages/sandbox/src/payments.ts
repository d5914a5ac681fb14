/** The card provider's test cards the sandbox accepts. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000002500003155',
  /**
   * Confirms on the bank's own page: the student leaves for it and comes back to the return
   * address with the payment's id, as a redirect-based 3-D Secure or a bank app would.
   */
  redirectsToBank: '4000000000003220',
  /** Stays `processing`, then succeeds once the sandbox's clock passes `paymentSettleMs`. */
  processing: '4000000000000077',
} as const;

/**
 * Where a simulated payment stands, in the card provider's words: `requires_payment_method` (not
 * paid, or declined), `requires_action` (the bank asks the student to confirm), `processing`
 * (succeeds after `paymentSettleMs`) or `succeeded`.
 */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'succeeded';

/** A simulated payment intent: one per checkout session, charged at most once. */
export interface PaymentIntent {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  /** How many times money moved: 0 or 1, never more. */
  charges: number;
  last_error: { code: string; message: string } | null;
  /** When a `processing` payment succeeds, on the sandbox's clock (ms); null when none is. */
  settles_at: number | null;
  /** Where the student confirms with the bank, when the card asks for the bank's own page. */
  next_action: {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string };
  } | null;
}

/** A `processing` payment whose time has come succeeds; any other is left as it is. */
export function settlePaymentIntent(intent: PaymentIntent, now: number): PaymentIntent {
  if (intent.status === 'processing' && intent.settles_at !== null && now >= intent.settles_at) {
    intent.status = 'succeeded';
    intent.charges += 1;
    intent.settles_at = null;
  }
  return intent;
}

export type ConfirmOutcome =
  | { ok: true; intent: PaymentIntent }
  | { ok: false; status: number; code: string; message: string; intent: PaymentIntent };

/** Confirms with a test card as the card provider would; confirming a paid intent changes nothing. */
export function confirmPaymentIntent(
  intent: PaymentIntent,
  cardNumber: string,
  authenticated: boolean,
  clock: { now: number; settleMs: number } = { now: 0, settleMs: 0 },
): ConfirmOutcome {
  // Paid, or being paid: confirming again moves no money, as the card provider's own API.
  if (intent.status === 'succeeded' || intent.status === 'processing') return { ok: true, intent };
  const card = cardNumber.replace(/[\s-]/g, '');
  // A new confirmation replaces any bank page the last one asked for.
  intent.next_action = null;
  const fail = (status: number, code: string, message: string): ConfirmOutcome => {
    intent.status = 'requires_payment_method';
    intent.last_error = { code, message };
    return { ok: false, status, code, message, intent };
  };
  const succeed = (): ConfirmOutcome => {
    intent.status = 'succeeded';
    intent.charges += 1;
    intent.last_error = null;
    return { ok: true, intent };
  };
  switch (card) {
    case TEST_CARDS.succeeds:
      return succeed();
    case TEST_CARDS.declined:
      return fail(402, 'card_declined', 'Your card was declined.');
    case TEST_CARDS.processing:
      intent.status = 'processing';
      intent.settles_at = clock.now + clock.settleMs;
      intent.last_error = null;
      return { ok: true, intent };
    case TEST_CARDS.requiresAuthentication:
      if (authenticated) return succeed();
      intent.status = 'requires_action';
      intent.last_error = null;
      return { ok: true, intent };
    case TEST_CARDS.redirectsToBank:
      // Only the bank's page confirms it (`answerBank`): the caller says where that page is.
      intent.status = 'requires_action';
      intent.last_error = null;
      return { ok: true, intent };
    default:
      return fail(
        400,
        'incorrect_number',
        'Use a sandbox test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 needs authentication, 4000 0000 0000 3220 confirms on the bank’s page, 4000 0000 0000 0077 stays processing a while.',
      );
  }
}

/**
 * The student's answer on the bank's page: confirmed, the payment succeeds (once: a page submitted
 * twice charges nothing more); cancelled, it is unpaid with the card provider's reason. Only a
 * payment waiting for the bank's page moves.
 */
export function answerBank(intent: PaymentIntent, confirmed: boolean): PaymentIntent {
  if (intent.status !== 'requires_action' || !intent.next_action) return intent;
  intent.next_action = null;
  if (confirmed) {
    intent.status = 'succeeded';
    intent.charges += 1;
    intent.last_error = null;
  } else {
    intent.status = 'requires_payment_method';
    intent.last_error = {
      code: 'payment_intent_authentication_failure',
      message: 'The payment was not confirmed with the bank.',
    };
  }
  return intent;
}
