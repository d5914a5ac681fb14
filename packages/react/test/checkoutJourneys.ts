/**
 * Generated journeys through the custom checkout: random sequences of what students, card
 * providers and the API do, run against the real machine and the sandbox, with the promises
 * checked after every step from the sandbox's own record of money moved (never from what the
 * checkout believes). The node test drives the controller; the dom test drives `useCheckout`.
 */
import type { Fault as SandboxFault, SandboxPayment } from '@unistay/sandbox';
import { SANDBOX_TEST_URL } from '@unistay/sandbox/testing';
import fc from 'fast-check';
import { seededRoom } from '../../../test/seededRooms.js';
import type { CheckoutAnswers, FormStepId } from '../src/checkout/checkoutAnswers.js';
import { type CheckoutState, canPayInto } from '../src/checkout/checkoutMachine.js';
import { minimalCheckoutAnswers } from './minimalCheckoutJourney.js';

export const ROOM = seededRoom('room_riverside_ensuite');
export const PERIODS = ['bp_riverside_ensuite_51', 'bp_riverside_ensuite_44'] as const;
export const SESSION_TTL_MS = 30 * 60 * 1000;
export const SETTLE_MS = 3_000;

/** The sandbox's test cards, by what they do. */
export const CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002500003155',
  processing: '4000000000000077',
  notATestCard: '4111111111111111',
} as const;
export type Card = keyof typeof CARDS;

/**
 * The sandbox card provider's confirmation with the card that asks the bank, as the bank's own
 * page sends it: first as the student arrives (`authenticated` false), then once they approve.
 */
export async function confirmWithBank(
  fetch: typeof globalThis.fetch,
  clientSecret: string,
  authenticated: boolean,
): Promise<{ status?: string }> {
  const intent = clientSecret.split('_secret_')[0];
  const response = await fetch(`${SANDBOX_TEST_URL}/__sandbox/payment_intents/${intent}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_secret: clientSecret,
      card_number: CARDS.authentication,
      authenticated,
    }),
  });
  return response.json();
}

/** The card provider's words, for the journeys' cards: what they say is not what is tested. */
export const CARD_WORDS = {
  cardNumber: 'Card number',
  testCards: '',
  declined: 'Declined.',
  useTestCard: 'Use a test card.',
  notCompleted: 'Not completed.',
  notConfirmed: 'Not confirmed.',
  bankAsks: '',
  confirmPayment: '',
  cancel: '',
};

/** What the bank's page does with an authentication: the student approves, refuses or leaves. */
export type BankOutcome = 'approve' | 'refuse' | 'abandon';

/** An API or card-provider failure, for the next call of its route. */
export type Fault =
  | { on: 'start'; as: 'server' }
  /** `answer_lost`: the booking is made, and the answer never arrives (a timeout, a cut line). */
  | { on: 'complete'; as: 'server' | 'answer_lost' }
  | { on: 'complete'; as: 'refused'; field: string }
  | { on: 'status'; as: 'server' };

export type Step =
  | { kind: 'answer'; period: 0 | 1; plan: 'full' | 'instalments'; email: 0 | 1 }
  /** Every step answered, one after another, up to the review: how most students go. */
  | { kind: 'answer_all'; period: 0 | 1; plan: 'full' | 'instalments'; email: 0 | 1 }
  | { kind: 'back' }
  | { kind: 'change'; step: FormStepId }
  | { kind: 'pay'; card: Card; bank: BankOutcome; redirects: boolean; clicks: 1 | 2 }
  | { kind: 'return_from_bank'; outcome: BankOutcome }
  | { kind: 'reload' }
  | { kind: 'wait'; ms: number }
  | { kind: 'fault'; fault: Fault }
  | { kind: 'network_down' }
  | { kind: 'recheck' }
  | { kind: 'replay' };

const REFUSED_FIELDS = [
  'booking_period_id',
  'session_token',
  'resident_details.email',
  'has_uk_based_guarantor',
  'course_details.university',
];

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  // Answering is what moves a journey forward, so it comes up most.
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      period: fc.constantFrom(0 as const, 1 as const),
      plan: fc.constantFrom('full' as const, 'instalments' as const),
      email: fc.constantFrom(0 as const, 1 as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('answer_all' as const),
      period: fc.constantFrom(0 as const, 1 as const),
      plan: fc.constantFrom('full' as const, 'instalments' as const),
      email: fc.constantFrom(0 as const, 1 as const),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'back' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('change' as const),
      step: fc.constantFrom<FormStepId>('stay', 'about', 'contact', 'course'),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      card: fc.constantFrom<Card>(
        'succeeds',
        'succeeds',
        'declined',
        'authentication',
        'processing',
        'notATestCard',
      ),
      bank: fc.constantFrom<BankOutcome>('approve', 'refuse', 'abandon'),
      redirects: fc.boolean(),
      clicks: fc.constantFrom(1 as const, 2 as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('return_from_bank' as const),
      outcome: fc.constantFrom<BankOutcome>('approve', 'refuse', 'abandon'),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'reload' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.constantFrom(1_000, SETTLE_MS, 10 * 60 * 1000, 28 * 60 * 1000, 31 * 60 * 1000),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('fault' as const),
      fault: fc.oneof(
        fc.record({ on: fc.constant('start' as const), as: fc.constant('server' as const) }),
        fc.record({
          on: fc.constant('complete' as const),
          as: fc.constantFrom('server' as const, 'answer_lost' as const),
        }),
        fc.record({
          on: fc.constant('complete' as const),
          as: fc.constant('refused' as const),
          field: fc.constantFrom(...REFUSED_FIELDS),
        }),
        fc.record({ on: fc.constant('status' as const), as: fc.constant('server' as const) }),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'network_down' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'recheck' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'replay' as const }) },
);

/**
 * Whether the API could answer as a journey's faults say: it answers a completion it has booked
 * "already completed", so a refusal queued behind an answer lost (the booking made with it) is a
 * world that cannot happen.
 */
function possibleWorld({ steps }: { steps: readonly Step[] }) {
  let booked = false;
  for (const step of steps) {
    if (step.kind !== 'fault' || step.fault.on !== 'complete') continue;
    if (step.fault.as === 'answer_lost') booked = true;
    else if (step.fault.as === 'refused' && booked) return false;
  }
  return true;
}

/** A journey: up to 30 steps, on a checkout that keeps its answers (`session`) or not (`none`). */
export const journeyArbitrary = fc
  .record({
    persistence: fc.constantFrom('session' as const, 'none' as const),
    steps: fc.oneof(
      fc.array(stepArbitrary, { maxLength: 30 }),
      // Most students reach the review and pay: four in five journeys start that way.
      {
        weight: 4,
        arbitrary: fc
          .tuple(
            stepArbitrary.filter(({ kind }) => kind === 'answer_all'),
            // Half of them meet a failure on the way: the API's, the card provider's, the network's.
            fc.option(
              stepArbitrary.filter(({ kind }) => kind === 'fault' || kind === 'network_down'),
              { freq: 2 },
            ),
            stepArbitrary.filter(({ kind }) => kind === 'pay'),
            fc.array(stepArbitrary, { maxLength: 27 }),
          )
          .map(([answer, failure, pay, rest]) => [
            answer,
            ...(failure ? [failure] : []),
            pay,
            ...rest,
          ]),
      },
    ),
  })
  .filter(possibleWorld);

/** A field of what was paid for: its refusal does not go away. */
export const isLockedField = (field: string) =>
  field === 'booking_period_id' || field === 'session_token';

/** The sandbox fault for `fault`, for the next call of its route. */
export function sandboxFault(fault: Fault): SandboxFault {
  switch (fault.on) {
    case 'start':
      return { route: 'checkout.start', status: 500, times: 1 };
    case 'status':
      return { route: 'payment_intents.retrieve', status: 503, times: 1 };
    case 'complete':
      if (fault.as === 'refused') {
        return {
          route: 'checkout.complete',
          status: 422,
          fieldErrors: { [fault.field]: ['Refused by the API.'] },
          // What was paid for (the period sold out, the session expired) stays refused; an
          // answer, once corrected, passes.
          ...(isLockedField(fault.field) ? {} : { times: 1 }),
        };
      }
      return fault.as === 'answer_lost'
        ? { route: 'checkout.complete', status: 504, afterHandling: true, times: 1 }
        : { route: 'checkout.complete', status: 503, times: 1 };
  }
}

/** The values a student gives the step shown, by the step's generated choices. */
export function answersFor(
  step: FormStepId,
  choice: Extract<Step, { kind: 'answer' | 'answer_all' }>,
): NonNullable<CheckoutAnswers[FormStepId]> {
  switch (step) {
    case 'stay':
      return {
        booking_period_id: PERIODS[choice.period],
        plan: choice.plan,
        // Instalments in the UK: with a UK guarantor, so a guarantor is asked.
        uk_guarantor: choice.plan === 'instalments' ? 'yes' : null,
        use_scheme: null,
      };
    case 'about':
      return {
        ...minimalCheckoutAnswers.about,
        contact_number: '+447700900123',
        email: choice.email ? 'amara.okafor@example.com' : 'amara@example.com',
      };
    case 'contact':
      return { ...minimalCheckoutAnswers.contact, contact_number: '+447700900124' };
    case 'course':
      return minimalCheckoutAnswers.course;
  }
}

/** A value as JSON with its keys in order: the same answers, however they were stored. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** Money moved, or moving (a processing payment will succeed): what "charged" means here. */
export const moneyTaken = (payments: readonly SandboxPayment[]) =>
  payments.filter((payment) => payment.charges > 0 || payment.status === 'processing');

/**
 * The promises, checked after every step against the sandbox's record of payments:
 * - at most one payment per checkout;
 * - never a payment into a session of another room, or of a period other than the one chosen;
 * - once paid, never a card asked for again;
 * - every answer the student gave is still there (`expected`, where the store keeps answers).
 */
export function checkPromises(
  state: CheckoutState,
  payments: readonly SandboxPayment[],
  bookings: number,
  expected: CheckoutAnswers | null,
): string[] {
  const problems: string[] = [];
  const taken = moneyTaken(payments);
  if (bookings > 1) problems.push(`${bookings} bookings made`);
  if (taken.length > 1) {
    problems.push(`charged ${taken.length} times: ${taken.map((p) => p.intent_id).join(', ')}`);
  }
  const chosen = state.answers.stay?.booking_period_id;
  for (const payment of taken) {
    if (payment.room_id !== ROOM.roomId) problems.push(`paid for room ${payment.room_id}`);
    if (chosen && payment.booking_period_id !== chosen) {
      problems.push(`paid for ${payment.booking_period_id} while ${chosen} is chosen`);
    }
  }
  if (taken.length > 0 && canPayInto(state, chosen)) {
    problems.push(`paid, and the card fields are offered again (${state.phase.name})`);
  }
  // Once booked, the answers are forgotten on purpose: the booking is what is kept.
  if (expected && state.phase.name !== 'booked') {
    for (const [step, values] of Object.entries(expected)) {
      const kept = state.answers[step as FormStepId];
      if (canonical(kept) !== canonical(values)) {
        problems.push(`the ${step} answers were lost: ${JSON.stringify(kept)}`);
      }
    }
  }
  return problems;
}

/**
 * Once everything outside works again (faults gone, the bank settled, the student patient): a
 * paid checkout must end booked, or show a reference to quote. Never a card.
 */
export function checkEnding(
  state: CheckoutState,
  payments: readonly SandboxPayment[],
  bookedSessions: ReadonlySet<string>,
): string[] {
  const unbooked = moneyTaken(payments).filter(
    ({ session_token }) => !bookedSessions.has(session_token),
  );
  if (unbooked.length === 0) return [];
  if (state.phase.name === 'paid' && state.phase.completion.state === 'refused') return [];
  return [`paid, and it ends ${state.phase.name}, neither booked nor with a reference`];
}
