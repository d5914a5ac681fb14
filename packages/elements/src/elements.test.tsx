import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { humanCheckedSandbox } from '../../../test/humanCheckedSandbox.js';
import { pageCallsTo } from '../test/pageCallsTo.js';
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

describe('room-id', () => {
  it('names the attribute once in the console when the API has no such room; the student is told it is no longer listed', async () => {
    // The page's calls go to a partner's proxy in front of the sandbox, as on a partner's site.
    const stopCalls = pageCallsTo(humanCheckedSandbox().proxy);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const name of [
        'unistay-room',
        'unistay-enquiry-form',
        'unistay-hosted-checkout-button',
      ]) {
        const element = document.createElement(name);
        element.setAttribute('room-id', 'room_that_never_was');
        document.body.append(element);
        await waitFor(
          () =>
            expect(errors).toHaveBeenCalledWith(
              `<${name}> room-id="room_that_never_was" names no room the API has: the student is told it is no longer listed. Check the attribute.`,
            ),
          { timeout: 20_000 },
        );
        await waitFor(() =>
          expect(element.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(
            'This room is no longer listed.',
          ),
        );
      }
      expect(errors).toHaveBeenCalledTimes(3);
    } finally {
      stopCalls();
      errors.mockRestore();
    }
  });
});

describe('api-base', () => {
  /** Where a room element's first read goes, for an `api-base` (and `allowed-origins`). */
  async function firstReadFor(base: string, allowed?: string) {
    const sent: string[] = [];
    const fetching = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      sent.push(input instanceof Request ? input.url : String(input));
      return new Response('{}', { status: 503 });
    });
    try {
      const element = document.createElement('unistay-room');
      element.setAttribute('room-id', 'room_riverside_ensuite');
      element.setAttribute('api-base', base);
      if (allowed) element.setAttribute('allowed-origins', allowed);
      document.body.append(element);
      await waitFor(() => expect(sent.length).toBeGreaterThan(0), { timeout: 20_000 });
      return sent[0] ?? '';
    } finally {
      fetching.mockRestore();
      document.body.replaceChildren();
    }
  }

  it("sends the student's calls to this site, or to an origin the page lists; anything else is said once, naming the attribute, and this site is used", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const here = window.location.origin;
    for (const refused of [
      'https://evil.invalid',
      '//evil.invalid',
      'javascript:alert(1)',
      `http://${window.location.host}@evil.invalid`,
      'http://api.partner.example',
    ]) {
      errors.mockClear();
      const sent = await firstReadFor(refused, 'http://api.partner.example');
      // This site's own origin: the client's calls are then relative to the page.
      expect([refused, new URL(sent, window.location.href).origin]).toEqual([refused, here]);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining(`api-base="${refused}"`));
    }
    // This site, by path or in full, and a listed https origin: used as given, and nothing said.
    errors.mockClear();
    expect(await firstReadFor('/booking')).toMatch(new RegExp(`^${here}/booking/api/`));
    expect(await firstReadFor(`${here}/booking/`)).toMatch(new RegExp(`^${here}/booking/api/`));
    expect(
      await firstReadFor('https://api.partner.example/booking', 'https://api.partner.example'),
    ).toMatch(/^https:\/\/api\.partner\.example\/booking\/api\//);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('attributes with values that cannot be used', () => {
  it('names each once in the console with what is used instead, however often the element renders', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('unistay-enquiry-form');
    element.setAttribute('locale', 'xx');
    element.setAttribute('heading-level', '9');
    document.body.append(element);
    await waitFor(
      () => expect(element.shadowRoot?.querySelector('button[type="submit"]')).toBeTruthy(),
      { timeout: 20_000 },
    );
    // Rendered again: nothing said again.
    element.setAttribute('persistence', 'none');
    element.setAttribute('persistence', 'session');
    await waitFor(() => expect(warnings).toHaveBeenCalledTimes(2));
    expect(warnings.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(
        /^<unistay-enquiry-form> locale="xx" names no language .*: using en-GB\.$/,
      ),
      '<unistay-enquiry-form> heading-level="9" is not one of 2, 3, 4: using 2.',
    ]);
    // A regional tag shown in its language is what was asked for: nothing said.
    warnings.mockClear();
    element.setAttribute('locale', 'fr-CA');
    await waitFor(() => expect(element.shadowRoot?.querySelector('[lang="fr"]')).toBeTruthy());
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
  });
});
