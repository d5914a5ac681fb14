import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './index.js';

/** Cloudflare's script cannot load here: a stand-in with its explicit-render API, where it goes. */
function standInTurnstile() {
  const rendered: { container: HTMLElement; options: Record<string, unknown> }[] = [];
  (window as { turnstile?: unknown }).turnstile = {
    render: vi.fn((container: HTMLElement, options: Record<string, unknown>) => {
      rendered.push({ container, options });
      return 'widget';
    }),
    reset: vi.fn(),
    remove: vi.fn(),
  };
  return rendered;
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as { turnstile?: unknown }).turnstile;
});

describe('<unistay-enquiry-form>', () => {
  it('renders the form in its shadow root, each part named for ::part()', async () => {
    const element = document.createElement('unistay-enquiry-form');
    document.body.append(element);
    // The first element loads its code: React, the client, the form.
    await waitFor(
      () => expect(element.shadowRoot?.querySelector('button[type="submit"]')).toBeTruthy(),
      { timeout: 20_000 },
    );
    const submit = element.shadowRoot?.querySelector('button[type="submit"]');
    await waitFor(() => expect(submit?.getAttribute('part')).toBe('submit'));
    const email = element.shadowRoot?.querySelector('input[type="email"]');
    expect(email?.getAttribute('part')).toBe('input');
    // Nothing of the form is in the page's own DOM.
    expect(element.children).toHaveLength(0);
  });

  it("puts Turnstile's widget in the page's own DOM, shown in its place through a slot", async () => {
    const rendered = standInTurnstile();
    const element = document.createElement('unistay-enquiry-form');
    element.setAttribute('human-check', 'turnstile');
    element.setAttribute('turnstile-site-key', '1x00000000000000000000AA');
    element.setAttribute('turnstile-action', 'unistay-forms');
    element.setAttribute('locale', 'fr');
    document.body.append(element);
    await waitFor(() => expect(rendered).toHaveLength(1));
    const [{ container, options }] = rendered as [(typeof rendered)[number]];
    expect(options).toMatchObject({
      sitekey: '1x00000000000000000000AA',
      action: 'unistay-forms',
      language: 'fr',
    });
    expect(container.getRootNode()).toBe(document);
    const box = [...element.children].find((child) => child.contains(container));
    expect(box?.slot).toBeTruthy();
    const slot = element.shadowRoot?.querySelector(`slot[name="${box?.slot}"]`);
    expect(slot?.closest('fieldset')).not.toBeNull();
  });

  it('says in the console what is missing, rather than show a room it cannot find', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('unistay-room');
    document.body.append(element);
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        '<unistay-room> needs a room-id attribute: nothing is shown without it.',
      ),
    );
    // Once, however often the element renders.
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
