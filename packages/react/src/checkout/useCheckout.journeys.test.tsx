import { act, renderHook, waitFor } from '@testing-library/react';
import { sandboxCardPayment, sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { createSandboxClient, SANDBOX_TEST_URL } from '@unistay/sandbox/testing';
import fc from 'fast-check';
import { type ReactNode, StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { recordingAnalytics } from '../../../../test/analyticsRecorder.js';
import { setupSandboxServer } from '../../../../test/sandboxSetup.js';
import {
  answersFor,
  CARD_WORDS,
  CARDS,
  checkEnding,
  checkPromises,
  confirmWithBank,
  journeyArbitrary,
  moneyTaken,
  ROOM,
  SESSION_TTL_MS,
  SETTLE_MS,
  type Step,
  sandboxFault,
} from '../../test/checkoutJourneys.js';
import { createUnistayQueryClient } from '../queries/queryClient.js';
import { UnistayProvider } from '../UnistayProvider.js';
import type { CheckoutAnswers, FormStepId } from './checkoutAnswers.js';
import { lockedBookingPeriodId } from './checkoutMachine.js';
import { useCheckout } from './useCheckout.js';

/**
 * What a student types in the checkout's text fields, generated: none of it may reach an analytics
 * event, in any destination's words.
 */
/** Text as a student's field keeps it: trimmed (the step's schema trims what was typed). */
const typedText = (maxLength: number) =>
  fc
    .string({ minLength: 3, maxLength })
    .map((text) => text.trim())
    .filter((text) => text.length >= 3);
const studentArbitrary = fc.record({
  first_name: typedText(30),
  last_name: typedText(30),
  emailName: fc.stringMatching(/^[a-z0-9]{3,12}$/),
  first_line: typedText(40),
  city: typedText(30),
  contactName: typedText(30),
  relationship: typedText(20),
  university: typedText(40),
  course_title: typedText(40),
});
type Student = typeof studentArbitrary extends fc.Arbitrary<infer Typed> ? Typed : never;

/** A step's answers with the student's own words in every text field. */
function typedBy(
  student: Student,
  step: FormStepId,
  answers: NonNullable<CheckoutAnswers[FormStepId]>,
): NonNullable<CheckoutAnswers[FormStepId]> {
  switch (step) {
    case 'about':
      return {
        ...answers,
        first_name: student.first_name,
        last_name: student.last_name,
        email: `${student.emailName}@example.com`,
        first_line: student.first_line,
        city: student.city,
      } as CheckoutAnswers['about'] & object;
    case 'contact':
      return {
        ...answers,
        first_name: student.contactName,
        relationship: student.relationship,
        email: `${student.emailName}.contact@example.com`,
      } as CheckoutAnswers['contact'] & object;
    case 'course':
      return {
        ...answers,
        university: student.university,
        course_title: student.course_title,
      } as CheckoutAnswers['course'] & object;
    default:
      return answers;
  }
}

/**
 * The generated journeys of `checkoutJourneys.test.ts`, through `useCheckout` itself: its effects
 * (the session started as the review opens, the draft written, a restored payment read first), its
 * mutations and StrictMode's double effects, on the sandbox behind MSW. A reload is a new render
 * on the same tab's storage.
 */
const clock = { now: Date.parse('2026-11-25T10:00:00Z') };
const api = setupSandboxServer({
  now: () => clock.now,
  paymentSettleMs: SETTLE_MS,
  sessionTtlMs: SESSION_TTL_MS,
});
const cardProvider = sandboxCardProvider({ baseUrl: SANDBOX_TEST_URL });
function renderCheckout(
  persistence: 'session' | 'none',
  analytics: ReturnType<typeof recordingAnalytics>['analytics'],
) {
  const client = createSandboxClient();
  const queryClient = createUnistayQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <UnistayProvider client={client} queryClient={queryClient} analytics={analytics}>
        {children}
      </UnistayProvider>
    </StrictMode>
  );
  return renderHook(
    () =>
      useCheckout({
        ...ROOM,
        cardProvider,
        persistence,
        sessionTtlMs: SESSION_TTL_MS,
        now: () => clock.now,
      }),
    { wrapper },
  );
}

/** Waits until nothing is on its way: no start, payment, status read or completion. */
const settled = (view: ReturnType<typeof renderCheckout>) =>
  waitFor(() => expect(view.result.current.busy).toBe(false));

async function runJourney(
  {
    persistence,
    steps,
  }: {
    persistence: 'session' | 'none';
    steps: Step[];
  },
  student: Student,
) {
  // What the partner's analytics received, across every reload of the page.
  const reported = recordingAnalytics();
  const typed: string[] = [];
  const answerAs = (shown: FormStepId, values: NonNullable<CheckoutAnswers[FormStepId]>) => {
    const answers = typedBy(student, shown, values);
    // Everything the student gave about themselves, typed or picked (a gender, a date of birth);
    // the stay's period and plan are the catalogue's, which the events name.
    if (shown !== 'stay') {
      typed.push(...Object.values(answers).filter((value) => typeof value === 'string'));
    }
    return answers;
  };
  let view = renderCheckout(persistence, reported.analytics);
  let atBank: string | null = null;
  let expected: CheckoutAnswers = {};
  // Checkouts that ended booked and were forgotten by a reload (no persistence): their payments
  // are theirs, not the new checkout's.
  const closed = new Set<string>();
  const payments = () =>
    api.sandbox.payments().filter(({ session_token }) => !closed.has(session_token));
  const problemsNow = () =>
    checkPromises(
      view.result.current,
      payments(),
      api.sandbox.bookings().filter(({ session_token }) => !closed.has(session_token)).length,
      persistence === 'session' ? expected : null,
    );
  const reload = async (search = '') => {
    const booked = view.result.current.phase.name === 'booked';
    view.unmount();
    window.history.replaceState(null, '', `/book${search}`);
    view = renderCheckout(persistence, reported.analytics);
    await settled(view);
    window.history.replaceState(null, '', '/');
    if (booked && view.result.current.phase.name !== 'booked') {
      for (const { session_token } of api.sandbox.payments()) closed.add(session_token);
    }
  };

  for (const [index, step] of steps.entries()) {
    const checkout = () => view.result.current;
    if (
      atBank &&
      step.kind !== 'return_from_bank' &&
      step.kind !== 'wait' &&
      step.kind !== 'fault'
    ) {
      continue;
    }
    switch (step.kind) {
      case 'answer':
      case 'answer_all':
        for (let turn = 0; turn < (step.kind === 'answer' ? 1 : 5); turn++) {
          const shown = checkout().step;
          if (shown === 'review' || shown === 'confirmed') break;
          const values = answerAs(shown, answersFor(shown, step));
          const locked = lockedBookingPeriodId(checkout());
          act(() => checkout().answer(shown, values));
          expected = {
            ...expected,
            [shown]: shown === 'stay' && locked ? { ...values, booking_period_id: locked } : values,
          };
        }
        break;
      case 'back':
        act(() => void checkout().back());
        break;
      case 'change':
        if (checkout().step === 'review') act(() => void checkout().change(step.step));
        break;
      case 'pay': {
        if (checkout().step !== 'review') break;
        await settled(view);
        const { phase } = checkout();
        const card =
          phase.name === 'ready' && checkout().payable
            ? step.redirects && step.card === 'authentication'
              ? {
                  async confirm() {
                    atBank = phase.session.clientSecret;
                    return { status: 'redirected' as const };
                  },
                }
              : sandboxCardPayment({
                  baseUrl: SANDBOX_TEST_URL,
                  clientSecret: phase.session.clientSecret,
                  cardNumber: () => CARDS[step.card],
                  authenticate: async () => step.bank === 'approve',
                  words: () => CARD_WORDS,
                })
            : null;
        await act(async () => {
          await Promise.all(Array.from({ length: step.clicks }, () => checkout().pay(card)));
        });
        break;
      }
      case 'return_from_bank': {
        if (!atBank) break;
        const clientSecret: string = atBank;
        atBank = null;
        if (step.outcome === 'approve') await confirmWithBank(fetch, clientSecret, true);
        await reload(step.outcome === 'abandon' ? '' : '?redirect_status=succeeded');
        break;
      }
      case 'reload':
        await reload();
        if (persistence === 'none' && checkout().phase.name === 'idle') expected = {};
        break;
      case 'wait':
        clock.now += step.ms;
        break;
      case 'fault':
        api.sandbox.faults.add({ ...sandboxFault(step.fault), retryAfterSeconds: 0 });
        break;
      case 'recheck':
        await act(() => checkout().recheckPayment());
        break;
      // The network's failures are the node journeys' to show: MSW answers every request here.
      case 'network_down':
      case 'replay':
        break;
    }
    // On the bank's page, this page is gone: nothing settles here until the student is back.
    if (!atBank) await settled(view);
    const problems = problemsNow();
    if (problems.length > 0) {
      throw new Error(`after step ${index + 1} (${JSON.stringify(step)}): ${problems.join('; ')}`);
    }
  }

  // The world settles and the student keeps going, as in the node journeys.
  api.sandbox.faults.clear();
  clock.now += SETTLE_MS;
  if (atBank) await reload();
  for (let turn = 0; turn < 12; turn++) {
    const checkout = view.result.current;
    if (checkout.phase.name === 'booked') break;
    if (checkout.phase.name === 'unsure') await act(() => checkout.recheckPayment());
    else if (checkout.step !== 'review' && checkout.step !== 'confirmed') {
      const shown = checkout.step;
      act(() =>
        checkout.answer(
          shown,
          answerAs(shown, answersFor(shown, { kind: 'answer', period: 0, plan: 'full', email: 0 })),
        ),
      );
    } else if (checkout.phase.name === 'paid') await act(() => checkout.pay(null));
    else break;
    await settled(view);
  }
  const bookedSessions = new Set(api.sandbox.bookings().map(({ session_token }) => session_token));
  const ending = checkEnding(view.result.current, payments(), bookedSessions);
  const ended = view.result.current.phase.name;
  view.unmount();
  if (ending.length > 0) throw new Error(`at the end: ${ending.join('; ')}`);
  // Analytics: one purchase for each booking made, whatever the reloads, the bank, the retries;
  // what was paid (the period's holding deposit); and not one typed word in any destination.
  // A booking whose answer was lost is completed again, and the API does not name it twice: its
  // purchase is keyed by its payment's reference then.
  const purchases = reported.named('purchase');
  const bookings = api.sandbox.bookings();
  expect(purchases).toHaveLength(bookings.length);
  for (const { booking_id, session_token } of bookings) {
    const intents = api.sandbox
      .payments()
      .filter((payment) => payment.session_token === session_token)
      .map(({ intent_id }) => intent_id);
    const keys = new Set([booking_id, ...intents]);
    expect(purchases.filter(({ bookingId }) => keys.has(bookingId))).toHaveLength(1);
  }
  for (const purchase of purchases) {
    const period = ROOM.bookingPeriods.find(({ id }) => id === purchase.room.periodId);
    expect(purchase).toMatchObject({ value: Number(period?.holding_deposit), currency: 'GBP' });
  }
  expect(reported.leaked(typed)).toEqual([]);
  return { ended, paid: moneyTaken(payments()).length > 0 };
}

describe('every journey through useCheckout', () => {
  it('keeps every promise through the hooks, in StrictMode (50 journeys)', async () => {
    const endings = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(journeyArbitrary, studentArbitrary, async (journey, student) => {
        api.reset();
        // A new student: nothing of the last journey's tab, nor of the browser's other tabs.
        window.sessionStorage.clear();
        window.localStorage.clear();
        const { ended, paid } = await runJourney(journey, student);
        endings.set(ended, (endings.get(ended) ?? 0) + 1);
        if (paid) endings.set('money taken', (endings.get('money taken') ?? 0) + 1);
      }),
      { numRuns: 50 },
    );
    // Journeys that paid and booked, so the promises were tested where they matter.
    expect(endings.get('money taken') ?? 0).toBeGreaterThan(10);
    expect(endings.get('booked') ?? 0).toBeGreaterThan(5);
  }, 300_000);
});
