import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en-GB.js';
import { turnstileHumanCheck, turnstileLanguage } from './turnstileHumanCheck.js';

/**
 * Cloudflare's script cannot load here: a stand-in with its documented explicit-render API
 * (`render`, `reset`, `remove`) is put where the script puts it, as the page would have it.
 */
function standInTurnstile() {
  const widgets: { container: HTMLElement; options: Record<string, unknown> }[] = [];
  const turnstile = {
    render: vi.fn((container: HTMLElement, options: Record<string, unknown>) => {
      widgets.push({ container, options });
      return `widget-${widgets.length}`;
    }),
    reset: vi.fn(),
    remove: vi.fn(),
  };
  (window as { turnstile?: unknown }).turnstile = turnstile;
  return { turnstile, widgets };
}

describe('turnstileHumanCheck', () => {
  let standIn: ReturnType<typeof standInTurnstile>;
  beforeEach(() => {
    standIn = standInTurnstile();
  });
  afterEach(() => {
    delete (window as { turnstile?: unknown }).turnstile;
  });

  it('renders the widget with the site key, the action and the student language, hands its tokens over, resets after each answer and goes with the form', async () => {
    const Check = turnstileHumanCheck({
      siteKey: '1x00000000000000000000AA',
      action: 'unistay-forms',
    });
    const tokens: (string | null)[] = [];
    const onToken = (token: string | null) => tokens.push(token);
    const view = render(<Check onToken={onToken} resetKey={0} locale="fr" direction="ltr" />);
    await waitFor(() => expect(standIn.widgets).toHaveLength(1));
    const [widget] = standIn.widgets;
    if (!widget) throw new Error('Turnstile rendered no widget.');
    expect(widget.container.isConnected).toBe(true);
    expect(widget.options).toMatchObject({
      sitekey: '1x00000000000000000000AA',
      action: 'unistay-forms',
      language: 'fr',
    });

    (widget.options.callback as (token: string) => void)('token-1');
    (widget.options['expired-callback'] as () => void)();
    (widget.options['error-callback'] as () => void)();
    expect(tokens).toEqual(['token-1', null, null]);

    view.rerender(<Check onToken={onToken} resetKey={1} locale="fr" direction="ltr" />);
    expect(standIn.turnstile.reset).toHaveBeenCalledWith('widget-1');
    view.unmount();
    expect(standIn.turnstile.remove).toHaveBeenCalledWith('widget-1');
  });

  it('gives the same component for the same options, so a render may ask for it', () => {
    const options = { siteKey: '1x00000000000000000000AA', action: 'unistay-forms' };
    expect(turnstileHumanCheck({ ...options })).toBe(turnstileHumanCheck({ ...options }));
    expect(turnstileHumanCheck({ ...options, action: 'other' })).not.toBe(
      turnstileHumanCheck(options),
    );
  });

  it.each([
    ['fr', 'fr'],
    ['pt-BR', 'pt'],
    ['zh-CN', 'zh'],
    ['zh-TW', 'zh-tw'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['hi', 'hi'],
    ['vi', 'vi'],
    ['sw', 'auto'],
  ])('asks Turnstile for %s as %s', (locale, turnstile) => {
    expect(turnstileLanguage(locale)).toBe(turnstile);
  });

  it("speaks every language of Unistay's packs in its own", () => {
    // Every pack: the locales folder's files but its tests and the pseudo-locale.
    const packs = Object.keys(import.meta.glob(['../locales/*.ts', '!**/*.test.ts']))
      .map((path) => path.match(/([\w-]+)\.ts$/)?.[1] ?? '')
      .filter((tag) => tag !== 'pseudo');
    expect(packs).toContain(en.locale);
    for (const tag of packs) {
      expect(turnstileLanguage(tag).split('-')[0], tag).toBe(tag.split('-')[0]);
    }
  });
});
