import { createPartnerClient } from '@unistay/api-client';
import { createPartnerProxy } from '@unistay/api-client/server';
import { createSandbox } from '@unistay/sandbox';
import { sandboxCardPayment } from '@unistay/sandbox/card-provider';
import { createSandboxClient, SANDBOX_TEST_URL } from '@unistay/sandbox/testing';
import { expect } from 'vitest';
import { withCookies } from '../../../test/cookieJar.js';
import {
  type CheckoutAnalyticsEvent,
  type CheckoutController,
  createCheckoutController,
  createCheckoutStore,
} from '../src/checkout/checkoutController.js';
import {
  type CheckoutState,
  canPayInto,
  initialCheckoutState,
} from '../src/checkout/checkoutMachine.js';
import type { CheckoutTabs } from '../src/checkout/checkoutTabs.js';
import { answersFor, CARD_WORDS, CARDS, ROOM } from './checkoutJourneys.js';
import { memoryCheckoutTabs } from './memoryCheckoutTabs.js';

const TTL = 30 * 60 * 1000;
/** The journeys' cards are paid through `sandboxCardPayment`: no fields are drawn. */
const noFields = () => null;

/**
 * One browser's tabs on one room, against a sandbox in this process: each tab a controller of its
 * own, sharing the browser's record and lock (`memoryCheckoutTabs`) as localStorage and Web Locks
 * share them between real tabs. `throughProxy`: the tabs reach the sandbox through the partner's
 * proxy, which keeps this browser's checkout by the cookie it sets (`cookies`, the browser's jar).
 */
export function browser({ throughProxy = false }: { throughProxy?: boolean } = {}) {
  const clock = { now: Date.parse('2026-11-25T10:00:00Z') };
  const sandbox = createSandbox({ now: () => clock.now, sessionTtlMs: TTL });
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    sandbox.handle(new Request(input, init))) as typeof globalThis.fetch;
  const cookies = new Map<string, string>();
  /** Requests on their way through the proxy: its work (signing, digests) is not a microtask. */
  let inFlight = 0;
  const proxy = partnerProxyOf(sandbox, fetch);
  const client = throughProxy
    ? createPartnerClient({
        baseUrl: 'https://partner.example',
        fetch: withCookies(async (request) => {
          inFlight += 1;
          try {
            return await proxy(request);
          } finally {
            inFlight -= 1;
          }
        }, cookies),
      })
    : createSandboxClient({ fetch, partners: sandbox.partners });
  /** Lets what tabs do (reads, starts, completions) run to its end, the proxy's work included. */
  async function settle() {
    for (let round = 0; round < 200; round++) {
      for (let turn = 0; turn < 30; turn++) await new Promise((resolve) => setImmediate(resolve));
      if (inFlight === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }
  const shared = memoryCheckoutTabs({ now: () => clock.now });
  const cardProvider = {
    name: 'sandbox',
    Fields: noFields,
    async retrieveStatus({ clientSecret }: { clientSecret: string }) {
      const id = clientSecret.split('_secret_')[0];
      const response = await fetch(`${SANDBOX_TEST_URL}/__sandbox/payment_intents/${id}`);
      return ((await response.json()) as { status: 'succeeded' }).status;
    },
  };

  /**
   * A tab of this browser. `completionAnswered`, when given, holds the API's answer to the tab's
   * completion on its way back (the booking is made; the tab does not know yet) until it resolves.
   */
  function openTab(
    from: CheckoutState = initialCheckoutState,
    /** Null: a browser whose storage holds nothing for the other tabs (full, or cleared). */
    tabs: (CheckoutTabs & { close?(): void }) | null = shared.tab(),
    { completionAnswered }: { completionAnswered?: () => Promise<void> } = {},
  ) {
    const store = createCheckoutStore(from);
    /** What the tab reported (`onEvent`), in order. */
    const events: CheckoutAnalyticsEvent[] = [];
    const options = {
      ...ROOM,
      cardProvider,
      sessionTtlMs: TTL,
      now: () => clock.now,
      tabs: tabs ?? undefined,
      onEvent: (event: CheckoutAnalyticsEvent) => void events.push(event),
    };
    const controller = createCheckoutController(
      store,
      {
        start: (variables) => client.checkout.start(variables),
        async complete(variables) {
          const booking = await client.checkout.complete(variables);
          await completionAnswered?.();
          return booking;
        },
      },
      () => options,
    );
    const disconnect = controller.connectTabs();
    /** The card fields as the review offers them: only for an unpaid session of the period. */
    const card = (number: string = CARDS.succeeds) => {
      const state = store.read();
      if (state.phase.name !== 'ready' || !canPayInto(state, controller.chosenPeriod())) {
        return null;
      }
      return sandboxCardPayment({
        baseUrl: SANDBOX_TEST_URL,
        fetch,
        clientSecret: state.phase.session.clientSecret,
        cardNumber: () => number,
        authenticate: async () => true,
        words: () => CARD_WORDS,
      });
    };
    /** The page closed (or reloaded): it hears nothing more, and the other tabs learn it is gone. */
    const close = () => {
      disconnect();
      tabs?.close?.();
    };
    return { store, controller, card, disconnect, close, events, state: () => store.read() };
  }

  /** A tab that answered every step for `period` and reached the review, its session started. */
  async function tabAtReview(period: 0 | 1 = 0) {
    const tab = openTab();
    await answerAll(tab.controller, period);
    await tab.controller.ensureSession();
    expect(tab.state().phase.name).toBe('ready');
    return tab;
  }

  const charges = () =>
    sandbox.payments().filter((payment) => payment.charges > 0 || payment.status === 'processing')
      .length;

  return { sandbox, clock, shared, cookies, openTab, tabAtReview, charges, settle };
}

/** The partner's proxy in front of `sandbox`, as a partner's server runs it (its own clock). */
function partnerProxyOf(sandbox: ReturnType<typeof createSandbox>, fetch: typeof globalThis.fetch) {
  const [partner] = sandbox.partners;
  return createPartnerProxy({
    upstream: SANDBOX_TEST_URL,
    partnerId: partner?.partnerId ?? '',
    accessToken: partner?.accessToken ?? '',
    fetch,
    log: () => {},
  });
}

export async function answerAll(controller: CheckoutController, period: 0 | 1) {
  const choice = { kind: 'answer', period, plan: 'full', email: 0 } as const;
  controller.answer('stay', answersFor('stay', choice) as never);
  controller.answer('about', answersFor('about', choice) as never);
  // A stay in the UK paid in full asks for an emergency contact.
  controller.answer('contact', answersFor('contact', choice) as never);
  controller.answer('course', answersFor('course', choice) as never);
}
