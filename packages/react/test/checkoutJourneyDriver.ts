import { createSandbox } from '@unistay/sandbox';
import { sandboxCardPayment } from '@unistay/sandbox/card-provider';
import { createSandboxClient, SANDBOX_TEST_URL } from '@unistay/sandbox/testing';
import type { CardFieldsHandle, CardPaymentResult } from '../src/checkout/cardProvider.js';
import type { CheckoutAnswers } from '../src/checkout/checkoutAnswers.js';
import {
  type CheckoutController,
  type CheckoutStore,
  contactKindFor,
  createCheckoutController,
  createCheckoutStore,
} from '../src/checkout/checkoutController.js';
import {
  type DraftStore,
  persistCheckout,
  restoreCheckoutState,
  storedCheckout,
} from '../src/checkout/checkoutDraft.js';
import { canPayInto, lockedBookingPeriodId } from '../src/checkout/checkoutMachine.js';
import {
  answersFor,
  CARD_WORDS,
  CARDS,
  checkEnding,
  checkPromises,
  confirmWithBank,
  ROOM,
  SESSION_TTL_MS,
  SETTLE_MS,
  type Step,
  sandboxFault,
} from './checkoutJourneys.js';

const noFields = () => null;

/** A draft store over a Map, as a tab's storage is: it outlives the page, not the journey. */
function mapStore(storage: Map<string, string>, key: string): DraftStore {
  return {
    read: () => {
      const saved = storage.get(key);
      return saved === undefined ? undefined : JSON.parse(saved);
    },
    write: (draft) => storage.set(key, JSON.stringify(draft)),
    clear: () => storage.delete(key),
  };
}

/**
 * One student's journey, run on the real machine and controller against a sandbox in this
 * process: each page (a reload makes a new one) restores from the tab's storage, as `useCheckout`
 * does, and writes back after every step.
 */
export function createJourneyDriver(persistence: 'session' | 'none') {
  const clock = { now: Date.parse('2026-11-25T10:00:00Z') };
  const sandbox = createSandbox({
    now: () => clock.now,
    paymentSettleMs: SETTLE_MS,
    sessionTtlMs: SESSION_TTL_MS,
  });
  let networkDown = false;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (networkDown) {
      networkDown = false;
      throw new TypeError('Failed to fetch');
    }
    return sandbox.handle(new Request(input, init));
  }) as typeof globalThis.fetch;
  const client = createSandboxClient({ fetch, partners: sandbox.partners });
  // The card provider's status read, on this sandbox; its fields are the journeys' own cards.
  const cardProvider = {
    name: 'sandbox',
    Fields: noFields,
    retrieveStatus: async ({ clientSecret }: { clientSecret: string }) => {
      const response = await fetch(
        `${SANDBOX_TEST_URL}/__sandbox/payment_intents/${clientSecret.split('_secret_')[0]}`,
      );
      const intent = (await response.json().catch(() => ({}))) as { status?: string };
      if (!response.ok || !intent.status) throw new Error(`status unreadable (${response.status})`);
      return intent.status as 'succeeded';
    },
  };
  const services = {
    start: (variables: Parameters<typeof client.checkout.start>[0]) =>
      client.checkout.start(variables),
    complete: (variables: Parameters<typeof client.checkout.complete>[0]) =>
      client.checkout.complete(variables),
  };
  const options = {
    ...ROOM,
    cardProvider,
    sessionTtlMs: SESSION_TTL_MS,
    now: () => clock.now,
  };

  // The tab's storage: the partner's persistence, and the payment kept in flight.
  const storage = new Map<string, string>();
  const key = `unistay:checkout:${ROOM.roomId}`;
  const saved: DraftStore =
    persistence === 'none'
      ? { read: () => undefined, write() {}, clear() {} }
      : mapStore(storage, key);
  const inFlight = persistence === 'none' ? mapStore(storage, key) : null;

  let store: CheckoutStore;
  let controller: CheckoutController;
  /** The student is on the bank's page: this page is gone until they come back. */
  let atBank: string | null = null;
  /** What the student answered, as the checkout must keep it; null once a reload may lose it. */
  let expected: CheckoutAnswers = {};
  let lastSession: string | null = null;
  /**
   * Sessions of checkouts that ended booked and were then forgotten (without persistence, a reload
   * after the booking opens a new checkout): their payments belong to that checkout, not this one.
   */
  const closed = new Set<string>();
  const payments = () =>
    sandbox.payments().filter(({ session_token }) => !closed.has(session_token));
  const bookedSessions = () =>
    new Set(sandbox.bookings().map(({ session_token }) => session_token));

  function openPage() {
    store = createCheckoutStore(
      restoreCheckoutState(storedCheckout(saved, inFlight), ROOM.propertyCountry, (answers) =>
        contactKindFor(answers.stay, options),
      ),
    );
    controller = createCheckoutController(store, services, () => options);
  }
  openPage();

  /** What the hook's effects do after each change: keep the draft, and keep the session fresh. */
  async function afterStep() {
    persistCheckout(store.read(), saved, inFlight);
    if (!atBank && store.read().step === 'review') await controller.ensureSession();
    persistCheckout(store.read(), saved, inFlight);
    const { phase } = store.read();
    if ('session' in phase) lastSession = phase.session.token;
  }

  /** The card fields, as the review shows them for an unpaid session of the period chosen. */
  function cardFor(step: Extract<Step, { kind: 'pay' }>): CardFieldsHandle | null {
    const state = store.read();
    if (state.phase.name !== 'ready' || !canPayInto(state, controller.chosenPeriod())) return null;
    const { clientSecret } = state.phase.session;
    if (step.redirects && step.card === 'authentication') {
      // A provider that sends the student to the bank's page rather than asking in place.
      return {
        async confirm(): Promise<CardPaymentResult> {
          const intent = await confirmWithBank(fetch, clientSecret, false);
          if (intent.status !== 'requires_action') throw new Error('no answer');
          atBank = clientSecret;
          return { status: 'redirected' };
        },
      };
    }
    return sandboxCardPayment({
      baseUrl: SANDBOX_TEST_URL,
      fetch,
      clientSecret,
      cardNumber: () => CARDS[step.card],
      authenticate: async () => step.bank === 'approve',
      words: () => CARD_WORDS,
    });
  }

  /** A reload: the page's state gone, the tab's storage kept; nothing offered before it is read. */
  async function reload(cameBackFromPayment: boolean): Promise<string[]> {
    persistCheckout(store.read(), saved, inFlight);
    const booked = store.read().phase.name === 'booked';
    openPage();
    if (booked && store.read().phase.name !== 'booked') {
      for (const { session_token } of sandbox.payments()) closed.add(session_token);
    }
    const restored = store.read();
    const problems =
      restored.phase.name !== 'idle' && canPayInto(restored, controller.chosenPeriod())
        ? ['a reloaded page offered the card fields before reading the payment']
        : [];
    // Without persistence, answers live only as long as a payment may be held.
    if (persistence === 'none' && !inFlight?.read()) expected = {};
    await controller.resume({ cameBackFromPayment });
    return problems;
  }

  /** Answers the step shown, as the student would; false when none is shown or it did not move. */
  function answerShownStep(choice: Extract<Step, { kind: 'answer' | 'answer_all' }>): boolean {
    const before = store.read();
    const { step: shown } = before;
    if (shown === 'review' || shown === 'confirmed') return false;
    const values = answersFor(shown, choice);
    const locked = lockedBookingPeriodId(before);
    controller.answer(shown, values);
    expected = {
      ...expected,
      [shown]: shown === 'stay' && locked ? { ...values, booking_period_id: locked } : values,
    };
    return store.read().step !== shown;
  }

  async function run(step: Step): Promise<string[]> {
    const problems: string[] = [];
    if (
      atBank &&
      step.kind !== 'return_from_bank' &&
      step.kind !== 'wait' &&
      step.kind !== 'fault'
    ) {
      return problems;
    }
    switch (step.kind) {
      case 'answer':
        answerShownStep(step);
        break;
      case 'answer_all':
        // Bounded: a step that does not move on (busy) ends it.
        for (let turn = 0; turn < 5 && answerShownStep(step); turn++);
        break;
      case 'back':
        controller.back();
        break;
      case 'change':
        if (store.read().step === 'review') controller.change(step.step);
        break;
      case 'pay': {
        if (store.read().step !== 'review') break;
        const card = cardFor(step);
        const paying = Array.from({ length: step.clicks }, () => controller.pay(card));
        await Promise.all(paying);
        break;
      }
      case 'return_from_bank': {
        if (!atBank) break;
        const clientSecret = atBank;
        atBank = null;
        if (step.outcome === 'approve') await confirmWithBank(fetch, clientSecret, true);
        problems.push(...(await reload(step.outcome !== 'abandon')));
        break;
      }
      case 'reload':
        problems.push(...(await reload(false)));
        break;
      case 'wait':
        clock.now += step.ms;
        break;
      case 'fault':
        sandbox.faults.add(sandboxFault(step.fault));
        break;
      case 'network_down':
        networkDown = true;
        break;
      case 'recheck':
        await controller.recheckPayment();
        break;
      case 'replay':
        // The last completion sent again, as a duplicated request would arrive.
        if (lastSession) {
          const { answers, contactKind } = store.read();
          if (answers.stay && answers.about && answers.course) {
            await services
              .complete({
                roomId: ROOM.roomId,
                session_token: lastSession,
                paying_in_instalments: answers.stay.plan === 'instalments',
                has_uk_based_guarantor: answers.stay.uk_guarantor === 'yes',
                is_using_scheme: false,
                resident_details: answers.about,
                supporting_contact_details: contactKind === 'none' ? undefined : answers.contact,
                course_details: answers.course,
              })
              .catch(() => null);
          }
        }
        break;
    }
    await afterStep();
    problems.push(
      ...checkPromises(
        store.read(),
        payments(),
        sandbox.bookings().filter(({ session_token }) => !closed.has(session_token)).length,
        persistence === 'session' || inFlight?.read() ? expected : null,
      ),
    );
    return problems;
  }

  /**
   * The world settles (faults gone, the network back, payments cleared at the bank) and the
   * student keeps going: every step answered again, "Check again", "Try again", a few times.
   */
  async function settle(): Promise<string[]> {
    // Failures go away; a period sold out or a session expired does not.
    const lasting = sandbox.faults.list().filter(({ times }) => times === undefined);
    sandbox.faults.clear();
    for (const { id: _id, ...fault } of lasting) sandbox.faults.add(fault);
    networkDown = false;
    clock.now += SETTLE_MS;
    if (atBank) await run({ kind: 'return_from_bank', outcome: 'abandon' });
    for (let turn = 0; turn < 12; turn++) {
      const state = store.read();
      if (state.phase.name === 'booked') break;
      if (state.phase.name === 'unsure') await controller.recheckPayment();
      else if (state.step !== 'review') {
        await run({ kind: 'answer', period: 0, plan: 'full', email: 0 });
        continue;
      } else if (state.phase.name === 'paid') await controller.pay(null);
      else break;
      await afterStep();
    }
    return checkEnding(store.read(), payments(), bookedSessions());
  }

  return { run, settle, state: () => store.read(), sandbox };
}
