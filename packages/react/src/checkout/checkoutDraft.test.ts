import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimalCheckoutAnswers } from '../../test/minimalCheckoutJourney.js';
import type { CheckoutAnswers } from './checkoutAnswers.js';
import { checkoutDraft, restoreCheckoutState } from './checkoutDraft.js';
import {
  type CheckoutPhase,
  type CheckoutState,
  canPayInto,
  initialCheckoutState,
} from './checkoutMachine.js';

const session = {
  token: 'cs_1',
  publicKey: 'pk_1',
  clientSecret: 'pi_1_secret_2',
  bookingPeriodId: 'bp_1',
  startedAt: 1,
};
const paidSession = { token: 'cs_1', bookingPeriodId: 'bp_1', startedAt: 1, reference: 'pi_1' };
const answers: CheckoutAnswers = {
  stay: { booking_period_id: 'bp_1', plan: 'full', uk_guarantor: null, use_scheme: null },
  about: { ...minimalCheckoutAnswers.about, contact_number: '+447700900123' },
  contact: { ...minimalCheckoutAnswers.contact, contact_number: '+447700900124' },
  course: minimalCheckoutAnswers.course,
};
const restore = (stored: unknown) =>
  restoreCheckoutState(JSON.parse(JSON.stringify(stored ?? null)), 'gb', () => 'emergency_contact');
const at = (phase: CheckoutPhase): CheckoutState => ({
  ...initialCheckoutState,
  step: 'review',
  answers,
  contactKind: 'emergency_contact',
  phase,
});

describe('a checkout through a reload', () => {
  it.each([
    ['ready', { name: 'ready', session, problem: null }],
    ['paying', { name: 'paying', session }],
    ['checking', { name: 'checking', session, afterPayment: true }],
    ['unsure', { name: 'unsure', session, reason: 'processing' }],
  ] as [string, CheckoutPhase][])(
    'keeps a %s session, and reads its payment before offering anything',
    (_, phase) => {
      const restored = restore(checkoutDraft(at(phase)));
      expect(restored.phase).toEqual({ name: 'unsure', session, reason: 'restored' });
      expect(restored.answers).toEqual(answers);
      expect(canPayInto(restored, 'bp_1')).toBe(false);
    },
  );

  it('keeps a paid session without its secret, to complete again', () => {
    const draft = checkoutDraft(
      at({ name: 'paid', session: paidSession, completion: { state: 'completing' } }),
    );
    expect(JSON.stringify(draft)).not.toContain('secret');
    expect(restore(draft).phase).toEqual({
      name: 'paid',
      session: paidSession,
      completion: { state: 'failed' },
    });
  });

  it('keeps a booking, and none of the answers that made it', () => {
    const booking = { booking_id: 'BK-1', already_completed: false };
    const draft = checkoutDraft(at({ name: 'booked', booking, reference: 'pi_1' }));
    expect(draft.answers).toEqual({});
    expect(restore(draft)).toMatchObject({ step: 'confirmed', phase: { name: 'booked', booking } });
  });

  it('reads the version before phases: a paid session stays paid, a maybe-paid one is read first', () => {
    const earlier = { step: 'review', answers, contactKind: 'none', returnToReview: false };
    expect(restore({ ...earlier, session, paid: true }).phase).toEqual({
      name: 'paid',
      session: paidSession,
      completion: { state: 'failed' },
    });
    expect(restore({ ...earlier, session, paid: false }).phase).toEqual({
      name: 'unsure',
      session,
      reason: 'restored',
    });
    expect(restore({ ...earlier, session: null, paid: false })).toMatchObject({
      phase: { name: 'idle' },
      answers,
    });
  });

  it('drops an unpaid draft that does not read back whole, and keeps a session whatever the answers', () => {
    const unpaid = checkoutDraft(at({ name: 'idle' }));
    const tampered = { ...unpaid, answers: { ...answers, about: { email: 'not an email' } } };
    expect(restore(tampered)).toMatchObject({ step: 'stay', answers: {}, phase: { name: 'idle' } });

    const held = checkoutDraft(at({ name: 'paying', session }));
    const restored = restore({ ...held, answers: { ...answers, about: { email: 'x' } } });
    expect(restored.phase).toMatchObject({ name: 'unsure', session });
    expect(restored.step).toBe('about');
    expect(restored.answers.about).toBeUndefined();
  });

  it('never offers the card fields, nor throws, whatever a tab storage holds (generated)', () => {
    const draftLike = fc.record(
      {
        version: fc.oneof(fc.constant(2), fc.constant(undefined), fc.integer()),
        step: fc.oneof(fc.constantFrom('stay', 'review', 'confirmed'), fc.string()),
        answers: fc.oneof(fc.constant(answers), fc.jsonValue()),
        phase: fc.oneof(
          fc.constant({ name: 'unsure', session }),
          fc.constant({ name: 'paid', session: paidSession }),
          fc.record({ name: fc.string(), session: fc.jsonValue() }),
          fc.jsonValue(),
        ),
        session: fc.oneof(fc.constant(session), fc.jsonValue()),
        paid: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(draftLike, fc.jsonValue()), (stored) => {
        const restored = restore(stored);
        expect(canPayInto(restored, restored.answers.stay?.booking_period_id)).toBe(false);
        expect(canPayInto(restored, 'bp_1')).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });
});
