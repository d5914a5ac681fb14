import type { Stripe } from '@stripe/stripe-js';
import { render, screen, waitFor } from '@testing-library/react';
import { createPartnerClient } from '@unistay/api-client';
import { UnistayProvider } from '@unistay/react';
import type { CardFieldsHandle, CardFieldsProps } from '@unistay/react/checkout';
import type { ReactNode } from 'react';
import { describe, expect, it, type Mock, vi } from 'vitest';
import hi from '../locales/hi.js';
import { type FakeStripe, fakeStripe } from './fakeStripe.test-shared.js';
import {
  type StripeCardProviderOptions,
  stripeCardProvider,
  stripeLocale,
} from './stripeCardProvider.js';

// stripe.js is a script from js.stripe.com and cannot load here: this is the one module mocked,
// and only to prove the default loader imports it no earlier than the card fields mount.
const stripeJs = vi.hoisted(() => ({ imports: 0, loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => {
  stripeJs.imports += 1;
  return { loadStripe: stripeJs.loadStripe };
});

const PUBLIC_KEY = 'pk_test_unistay';
const PAYMENT_SECRET = 'pi_3Pay_secret_first';
const RETURN_URL = 'https://partner.test/book/return';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function providerWith(
  fake: FakeStripe,
  options: Omit<StripeCardProviderOptions, 'loadStripe'> = {},
) {
  const loadStripe = vi.fn(async (_publicKey: string) => fake.asStripe());
  return { provider: stripeCardProvider({ ...options, loadStripe }), loadStripe };
}

const client = createPartnerClient({ baseUrl: 'https://partner.test' });
/** The card fields' words come from the provider's pack, as they do in the wizard. */
const Unistay = ({ children }: { children: ReactNode }) => (
  <UnistayProvider client={client}>{children}</UnistayProvider>
);
const Hindi = ({ children }: { children: ReactNode }) => (
  <UnistayProvider client={client} locale={hi}>
    {children}
  </UnistayProvider>
);

function renderFields(
  provider: ReturnType<typeof stripeCardProvider>,
  props: Partial<Omit<CardFieldsProps, 'onReady'>> = {},
  wrapper = Unistay,
) {
  const onReady = vi.fn<CardFieldsProps['onReady']>();
  const session = {
    publicKey: PUBLIC_KEY,
    clientSecret: PAYMENT_SECRET,
    returnUrl: RETURN_URL,
    ...props,
  };
  const view = render(<provider.Fields {...session} onReady={onReady} />, { wrapper });
  return {
    ...view,
    onReady,
    rerenderWith: (next: Partial<Omit<CardFieldsProps, 'onReady'>>) =>
      view.rerender(<provider.Fields {...session} {...next} onReady={onReady} />),
  };
}

/** The handle the fields gave the wizard most recently, once they have given one. */
async function latestHandle(onReady: Mock<CardFieldsProps['onReady']>) {
  let handle: CardFieldsHandle | null | undefined;
  await waitFor(() => {
    handle = onReady.mock.lastCall?.[0];
    expect(handle).toEqual({ confirm: expect.any(Function) });
  });
  return handle as CardFieldsHandle;
}

async function confirmWith(parts: Partial<Record<keyof Stripe, Mock>>, secret = PAYMENT_SECRET) {
  const fake = fakeStripe(parts);
  const { provider } = providerWith(fake);
  const { onReady } = renderFields(provider, { clientSecret: secret });
  const result = await (await latestHandle(onReady)).confirm();
  return { fake, result };
}

describe('stripeCardProvider', () => {
  it('loads stripe.js only when the fields mount, and once per publishable key', async () => {
    vi.resetModules();
    const fresh = await import('./stripeCardProvider.js');
    const provider = fresh.stripeCardProvider();
    // The fresh modules' provider, as their context is not the one imported above.
    const { UnistayProvider: FreshProvider } = await import('@unistay/react');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FreshProvider client={client}>{children}</FreshProvider>
    );
    expect(stripeJs.imports).toBe(0);
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();

    stripeJs.loadStripe.mockResolvedValue(fakeStripe().asStripe());
    const first = renderFields(provider, {}, wrapper);
    await latestHandle(first.onReady);
    expect(stripeJs.imports).toBe(1);
    expect(stripeJs.loadStripe).toHaveBeenCalledExactlyOnceWith(PUBLIC_KEY);

    first.unmount();
    const again = renderFields(provider, { clientSecret: 'pi_3Pay_secret_second' }, wrapper);
    await latestHandle(again.onReady);
    expect(stripeJs.loadStripe).toHaveBeenCalledTimes(1);

    again.rerenderWith({ publicKey: 'pk_test_other_operator' });
    await waitFor(() => expect(stripeJs.loadStripe).toHaveBeenCalledTimes(2));
    expect(stripeJs.loadStripe).toHaveBeenLastCalledWith('pk_test_other_operator');
  });

  it('gives no handle until Stripe has loaded', async () => {
    const fake = fakeStripe();
    const stripe = deferred<Stripe | null>();
    const { onReady } = renderFields(stripeCardProvider({ loadStripe: () => stripe.promise }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onReady).not.toHaveBeenCalled();
    expect(fake.elementsMade).toEqual([]);

    stripe.resolve(fake.asStripe());
    await latestHandle(onReady);
  });

  it('mounts the Payment Element for the client secret, and remounts for a new one', async () => {
    const fake = fakeStripe();
    const appearance = { theme: 'flat' } as const;
    const { provider } = providerWith(fake, { appearance });
    const { container, onReady, rerenderWith } = renderFields(provider);
    await latestHandle(onReady);
    expect(fake.elementsMade.map((made) => made.options)).toEqual([
      { clientSecret: PAYMENT_SECRET, locale: 'auto', appearance },
    ]);
    const [first] = fake.elementsMade;
    expect(first?.created.map(({ type, options }) => [type, options])).toEqual([['payment', {}]]);
    const firstElement = first?.created[0];
    expect(container).toContainElement(firstElement?.mountedIn ?? null);

    rerenderWith({ clientSecret: 'pi_3Pay_secret_second' });
    await waitFor(() => expect(fake.elementsMade).toHaveLength(2));
    expect(fake.elementsMade[1]?.options).toEqual({
      clientSecret: 'pi_3Pay_secret_second',
      locale: 'auto',
      appearance,
    });
    expect(firstElement?.destroyed).toBe(true);
    expect(fake.elementsMade[1]?.created[0]?.mountedIn).not.toBeNull();
  });

  it("speaks the student's language, and follows a change in place, keeping what was typed", async () => {
    const fake = fakeStripe();
    const { provider } = providerWith(fake);
    const { onReady, rerenderWith } = renderFields(provider, { locale: 'de' });
    await latestHandle(onReady);
    expect(fake.elementsMade.map((made) => made.options)).toEqual([
      { clientSecret: PAYMENT_SECRET, locale: 'de' },
    ]);

    rerenderWith({ locale: 'ar' });
    const [elements] = fake.elementsMade;
    await waitFor(() => expect(elements?.updates).toContainEqual({ locale: 'ar' }));
    // Updated, not remade: the card details in Stripe's fields stay.
    expect(fake.elementsMade).toHaveLength(1);
    expect(elements?.created[0]?.destroyed).toBe(false);
  });

  it.each([
    ['fr', 'fr'],
    ['pt-BR', 'pt-BR'],
    ['zh-CN', 'zh'],
    ['en-US', 'en'],
    ['de-AT', 'de'],
    ['hi', 'en'],
    ['sw', 'auto'],
    [undefined, 'auto'],
  ])('asks Stripe for %s as %s', (locale, stripe) => {
    expect(stripeLocale(locale)).toBe(stripe);
  });

  it("says once, in the student's language, that the card form is in the closest language Stripe has, and keeps Stripe's English sentences out of a Hindi page", async () => {
    const confirmPayment = vi.fn(async () => ({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    }));
    const fake = fakeStripe({ confirmPayment });
    const { provider } = providerWith(fake);
    const { onReady } = renderFields(provider, { locale: 'hi' }, Hindi);
    const result = await (await latestHandle(onReady)).confirm();
    expect(fake.elementsMade.map((made) => made.options)).toEqual([
      { clientSecret: PAYMENT_SECRET, locale: 'en' },
    ]);
    expect(screen.getAllByText('कार्ड फ़ॉर्म अंग्रेज़ी में दिखाया गया है।')).toHaveLength(1);
    // Declined: the code stays; the sentence, in English, gives way to the checkout's own.
    expect(result).toEqual({ status: 'failed', code: 'card_declined' });
  });

  it("says nothing of the language where Stripe speaks the page's own", async () => {
    const { provider } = providerWith(fakeStripe());
    const { onReady, container } = renderFields(provider, { locale: 'de' });
    await latestHandle(onReady);
    expect(container.textContent).not.toContain('The card form is shown in');
    expect(container.textContent).not.toContain('Englisch');
  });

  it('confirms the payment through the Payment Element and reports success', async () => {
    const confirmPayment = vi.fn(async () => ({ paymentIntent: { status: 'succeeded' } }));
    const { fake, result } = await confirmWith({ confirmPayment });
    expect(result).toEqual({ status: 'succeeded' });
    expect(confirmPayment).toHaveBeenCalledExactlyOnceWith({
      elements: fake.elementsMade[0],
      confirmParams: { return_url: RETURN_URL },
      redirect: 'if_required',
    });
  });

  it("reports a declined card with Stripe's message and code", async () => {
    const confirmPayment = vi.fn(async () => ({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    }));
    const { result } = await confirmWith({ confirmPayment });
    expect(result).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
      code: 'card_declined',
    });
  });

  it('reports a redirect when Stripe answers with neither an error nor a payment', async () => {
    const { result } = await confirmWith({ confirmPayment: vi.fn(async () => ({})) });
    expect(result).toEqual({ status: 'redirected' });
  });

  it('does not report a payment still processing as paid, nor as nothing taken', async () => {
    const confirmPayment = vi.fn(async () => ({ paymentIntent: { status: 'processing' } }));
    const { result } = await confirmWith({ confirmPayment });
    // The checkout words `processing` as "do not pay again", never as a declined card.
    expect(result).toEqual({ status: 'failed', code: 'processing' });
  });

  it('confirms a setup intent with confirmSetup, returning to this page by default', async () => {
    const confirmSetup = vi.fn(async () => ({ setupIntent: { status: 'succeeded' } }));
    const fake = fakeStripe({ confirmSetup });
    const { provider } = providerWith(fake);
    const { onReady } = renderFields(provider, {
      clientSecret: 'seti_1Save_secret_card',
      returnUrl: undefined,
    });
    expect(await (await latestHandle(onReady)).confirm()).toEqual({ status: 'succeeded' });
    expect(confirmSetup).toHaveBeenCalledExactlyOnceWith({
      elements: fake.elementsMade[0],
      confirmParams: { return_url: window.location.href },
      redirect: 'if_required',
    });
  });

  it('withdraws the handle when the fields unmount', async () => {
    const { provider } = providerWith(fakeStripe());
    const { onReady, unmount } = renderFields(provider);
    await latestHandle(onReady);
    unmount();
    expect(onReady).toHaveBeenLastCalledWith(null);
  });

  it('reads the status of a payment or a setup after a redirect', async () => {
    const retrievePaymentIntent = vi.fn(async () => ({
      paymentIntent: { status: 'requires_action' },
    }));
    const retrieveSetupIntent = vi.fn(async () => ({ setupIntent: { status: 'succeeded' } }));
    const { provider, loadStripe } = providerWith(
      fakeStripe({ retrievePaymentIntent, retrieveSetupIntent }),
    );
    expect(
      await provider.retrieveStatus({ publicKey: PUBLIC_KEY, clientSecret: PAYMENT_SECRET }),
    ).toBe('requires_action');
    expect(retrievePaymentIntent).toHaveBeenCalledExactlyOnceWith(PAYMENT_SECRET);
    expect(
      await provider.retrieveStatus({
        publicKey: PUBLIC_KEY,
        clientSecret: 'seti_1Save_secret_card',
      }),
    ).toBe('succeeded');
    expect(retrieveSetupIntent).toHaveBeenCalledExactlyOnceWith('seti_1Save_secret_card');
    expect(loadStripe).toHaveBeenCalledTimes(1);
  });

  it('reads a status it does not know as needing a payment method', async () => {
    const retrievePaymentIntent = vi.fn(async () => ({
      paymentIntent: { status: 'requires_confirmation' },
    }));
    const { provider } = providerWith(fakeStripe({ retrievePaymentIntent }));
    expect(
      await provider.retrieveStatus({ publicKey: PUBLIC_KEY, clientSecret: PAYMENT_SECRET }),
    ).toBe('requires_payment_method');
  });

  it('throws, rather than answering "not paid", when the status cannot be read', async () => {
    const retrievePaymentIntent = vi.fn(async () => ({
      error: { type: 'api_connection_error', message: 'Network error.' },
    }));
    const { provider } = providerWith(fakeStripe({ retrievePaymentIntent }));
    await expect(
      provider.retrieveStatus({ publicKey: PUBLIC_KEY, clientSecret: PAYMENT_SECRET }),
    ).rejects.toThrow('Network error.');
  });

  it('says so when stripe.js cannot load, and tries again when the fields remount', async () => {
    const fake = fakeStripe();
    const loadStripe = vi
      .fn<(publicKey: string) => Promise<Stripe | null>>()
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValueOnce(fake.asStripe());
    const provider = stripeCardProvider({ loadStripe });
    const first = renderFields(provider);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Secure card payment could not be loaded.',
    );
    expect(first.onReady).not.toHaveBeenCalled();
    first.unmount();

    const again = renderFields(provider);
    await latestHandle(again.onReady);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });
});
