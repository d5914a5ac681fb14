import { type CheckoutSession, PartnerApiError } from '@unistay/api-client';
import { checkoutSessionSchema } from '@unistay/api-client/schemas';
import * as z from 'zod/mini';

/**
 * Why the partner's proxy answered a start of checkout 409 rather than with a new session: it
 * keeps each visitor's checkout (docs/checkout.md), and this visitor already has a payment for the
 * room under way (`payment_under_way`: processing, or waiting for the bank) or taken
 * (`payment_taken`: its booking to complete), each with that `session`, for its own dates; or has
 * booked the room for these dates a moment ago (`checkout_booked`).
 */
export type CheckoutConflict =
  | {
      reason: 'payment_under_way' | 'payment_taken';
      bookingPeriodId: string;
      session: CheckoutSession;
    }
  | { reason: 'checkout_booked'; bookingPeriodId: string; bookingId: string | null };

const identifier = z.string().check(z.minLength(1), z.maxLength(128));
const resumeSchema = z.object({ booking_period_id: identifier, checkout: checkoutSessionSchema });
const bookedSchema = z.object({
  booking_period_id: identifier,
  booking_id: z.nullable(identifier),
});

/**
 * What a failed start of checkout says of this visitor's checkout of the room, when the partner's
 * proxy answered it 409 (`payment_under_way`, `payment_taken`, `checkout_booked`); null for any other failure (or one whose
 * data is not as the proxy writes it).
 */
export function checkoutConflict(error: unknown): CheckoutConflict | null {
  if (!PartnerApiError.is(error) || error.status !== 409) return null;
  const { code, data } = error;
  if (code === 'checkout_booked') {
    const booked = bookedSchema.safeParse(data);
    return booked.success
      ? {
          reason: code,
          bookingPeriodId: booked.data.booking_period_id,
          bookingId: booked.data.booking_id,
        }
      : null;
  }
  if (code !== 'payment_under_way' && code !== 'payment_taken') return null;
  const resume = resumeSchema.safeParse(data);
  return resume.success
    ? {
        reason: code,
        bookingPeriodId: resume.data.booking_period_id,
        session: resume.data.checkout,
      }
    : null;
}
