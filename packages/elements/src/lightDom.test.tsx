import type { Stripe } from '@stripe/stripe-js';
import { render, waitFor } from '@testing-library/react';
import { createPartnerClient } from '@unistay/api-client';
import { UnistayProvider } from '@unistay/react';
import { stripeCardProvider } from '@unistay/ui/stripe';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HostContext, inLightDom } from './lightDom.js';

/**
 * Stripe cannot load here. This stand-in has what `<Elements>` checks for and what the Payment
 * Element calls, and refuses a mount inside a shadow root as Stripe.js does ("Elements cannot be
 * mounted in a ShadowRoot. Please mount in the Light DOM."), its frames having to reach the page.
 */
function standInStripe() {
  const mounts: HTMLElement[] = [];
  const refused: string[] = [];
  const element = {
    mount(node: HTMLElement) {
      if (node.getRootNode() instanceof ShadowRoot) {
        refused.push('Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.');
        return;
      }
      mounts.push(node);
    },
    destroy() {},
    on() {},
    off() {},
    update() {},
  };
  const stripe = {
    elements: () => ({ create: () => element, getElement: () => null, update() {} }),
    createToken() {},
    createPaymentMethod() {},
    confirmCardPayment() {},
  };
  return { stripe: stripe as unknown as Stripe, mounts, refused };
}

/** A custom element's host and shadow root, with a box inside to render into. */
function shadowHost() {
  const host = document.createElement('div');
  document.body.append(host);
  const container = document.createElement('div');
  host.attachShadow({ mode: 'open' }).append(container);
  return { host, container };
}

/** The provider the fields read their language from, as an element's view has it. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <UnistayProvider client={createPartnerClient({ baseUrl: 'https://partner.example' })}>
    {children}
  </UnistayProvider>
);

const session = { publicKey: 'pk_test_standin', clientSecret: 'pi_1_secret_2', onReady() {} };

afterEach(() => document.body.replaceChildren());

describe("Stripe's card fields in a custom element", () => {
  it("are mounted in the element's light DOM and shown in their place through a slot", async () => {
    const { stripe, mounts, refused } = standInStripe();
    const { Fields } = inLightDom(stripeCardProvider({ loadStripe: async () => stripe }));
    const { host, container } = shadowHost();
    render(
      <HostContext.Provider value={host}>
        <Fields {...session} />
      </HostContext.Provider>,
      { container, wrapper },
    );
    await waitFor(() => expect(mounts).toHaveLength(1));
    expect(refused).toEqual([]);
    const [mountedIn] = mounts as [HTMLElement];
    expect(mountedIn.getRootNode()).toBe(document);
    const box = [...host.children].find((child) => child.contains(mountedIn));
    expect(box?.slot).toMatch(/^unistay-light-/);
    expect(container.querySelector(`slot[name="${box?.slot}"]`)).not.toBeNull();
  });

  it('would be refused by Stripe where they are rendered, inside the shadow root', async () => {
    const { stripe, mounts, refused } = standInStripe();
    const { Fields } = stripeCardProvider({ loadStripe: async () => stripe });
    const { container } = shadowHost();
    render(<Fields {...session} />, { container, wrapper });
    await waitFor(() => expect(refused).toHaveLength(1));
    expect(mounts).toEqual([]);
  });
});
