import type { Stripe } from '@stripe/stripe-js';

/**
 * A stand-in for Stripe, for stories and tests: stripe.js is a script from js.stripe.com and never
 * loads here. It has what `<Elements>` checks for (`isStripe`: elements, createToken,
 * createPaymentMethod, confirmCardPayment) and what `stripeCardProvider` calls. Its Payment
 * Element is a plain labelled input where Stripe would put its iframe; `confirmPayment` confirms
 * the session's payment intent in the sandbox with what was typed there, and
 * `retrievePaymentIntent` reads it, as Stripe would with its own servers, so completing checkout
 * finds the payment made. A test gives any method of its own in `overrides`.
 */
export function fakeStripe(
  overrides: Partial<Record<keyof Stripe, unknown>> = {},
  { sandboxUrl = '' }: { sandboxUrl?: string } = {},
) {
  const elementsMade: FakeElements[] = [];
  const intentUrl = (clientSecret: string) =>
    `${sandboxUrl}/__sandbox/payment_intents/${encodeURIComponent(clientSecret.split('_secret_')[0] ?? '')}`;

  async function confirmPayment({ elements }: { elements: FakeElements }) {
    if (!elementsMade.includes(elements)) {
      throw new Error('confirmPayment was given elements the fake did not make.');
    }
    const response = await fetch(`${intentUrl(elements.options.clientSecret)}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_secret: elements.options.clientSecret,
        card_number: elements.cardNumber(),
      }),
    });
    const confirmed = (await response.json()) as {
      status?: string;
      error?: { code: string; message: string };
    };
    if (confirmed.error) return { error: { type: 'card_error', ...confirmed.error } };
    return { paymentIntent: { status: confirmed.status } };
  }

  async function retrievePaymentIntent(clientSecret: string) {
    const response = await fetch(intentUrl(clientSecret));
    if (!response.ok) return { error: { type: 'api_error', message: 'No such payment intent.' } };
    return { paymentIntent: (await response.json()) as { status: string } };
  }

  const fake = {
    /** Every `stripe.elements(options)` made, in order, with what was done with it. */
    elementsMade,
    elements(options: { clientSecret: string }) {
      const elements = fakeElements(options);
      elementsMade.push(elements);
      return elements;
    },
    confirmPayment,
    retrievePaymentIntent,
    createToken: unsupported('createToken'),
    createPaymentMethod: unsupported('createPaymentMethod'),
    confirmCardPayment: unsupported('confirmCardPayment'),
    confirmSetup: unsupported('confirmSetup'),
    retrieveSetupIntent: unsupported('retrieveSetupIntent'),
    ...overrides,
  };
  return Object.assign(fake, { asStripe: () => fake as unknown as Stripe });
}

export type FakeStripe = ReturnType<typeof fakeStripe>;

/** What `<Elements>` and `<PaymentElement>` call on `stripe.elements()`, and what they did. */
function fakeElements(options: { clientSecret: string }) {
  let input: HTMLInputElement | null = null;
  const elements = {
    options,
    /** Each `elements.update(options)`, in order. */
    updates: [] as unknown[],
    /** Each element created: its type and options, where it was mounted, whether destroyed. */
    created: [] as CreatedElement[],
    cardNumber: () => input?.value ?? '',
    create(type: string, options?: unknown) {
      const element: CreatedElement = { type, options, mountedIn: null, destroyed: false };
      elements.created.push(element);
      return {
        mount(node: HTMLElement) {
          element.mountedIn = node;
          input = cardNumberField(node);
        },
        destroy() {
          element.destroyed = true;
          element.mountedIn?.replaceChildren();
          input = null;
        },
        on() {},
        off() {},
        update() {},
      };
    },
    update(update: unknown) {
      elements.updates.push(update);
    },
  };
  return elements;
}

type FakeElements = ReturnType<typeof fakeElements>;

interface CreatedElement {
  type: string;
  options: unknown;
  mountedIn: HTMLElement | null;
  destroyed: boolean;
}

let fieldIds = 0;

/** Where Stripe would put its iframe: a labelled card number input, described by a hint. */
function cardNumberField(node: HTMLElement) {
  const id = `fake-stripe-card-${++fieldIds}`;
  const label = document.createElement('label');
  label.htmlFor = id;
  label.className = 'unistay-label';
  label.textContent = 'Card number';
  const hint = document.createElement('p');
  hint.id = `${id}-hint`;
  hint.className = 'unistay-hint';
  hint.textContent = 'Stand-in for Stripe’s Payment Element: use 4242 4242 4242 4242.';
  const input = document.createElement('input');
  input.id = id;
  input.className = 'unistay-input';
  input.inputMode = 'numeric';
  input.autocomplete = 'cc-number';
  input.setAttribute('aria-describedby', hint.id);
  node.replaceChildren(label, hint, input);
  return input;
}

const unsupported = (name: string) => () => {
  throw new Error(`The fake Stripe has no ${name}; give it in \`overrides\` if you need it.`);
};
