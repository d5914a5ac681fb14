'use client';
import { SandboxHumanCheck } from '@unistay/sandbox/human-check';
import type { HumanCheck, HumanCheckProps } from '@unistay/ui';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { type HumanCheckSetting, TURNSTILE_ACTION } from '../lib/humanCheckSetting';

const SettingContext = createContext<HumanCheckSetting>(null);

/** The human check the server verifies, for every form and checkout below. */
export function HumanCheckProvider({
  setting,
  children,
}: {
  setting: HumanCheckSetting;
  children: ReactNode;
}) {
  return <SettingContext.Provider value={setting}>{children}</SettingContext.Provider>;
}

/** The widget for the forms' and the checkout's `humanCheck`; undefined where none is asked. */
export function useHumanCheck(): HumanCheck | undefined {
  const setting = useContext(SettingContext);
  if (!setting) return undefined;
  return setting.kind === 'sandbox' ? SandboxHumanCheck : TurnstileCheck;
}

interface Turnstile {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  reset(widget: string): void;
  remove(widget: string): void;
}

const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let turnstileLoading: Promise<Turnstile> | null = null;

/** Cloudflare's script, loaded once, when the first widget is shown (the page's policy allows it). */
function loadTurnstile(): Promise<Turnstile> {
  turnstileLoading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => {
      const { turnstile } = window as { turnstile?: Turnstile };
      if (turnstile) resolve(turnstile);
      else reject(new Error('Turnstile did not load.'));
    };
    script.onerror = () => {
      // Tried again by the next widget: a network that failed once may answer now.
      turnstileLoading = null;
      reject(new Error('Turnstile did not load.'));
    };
    document.head.append(script);
  });
  return turnstileLoading;
}

/**
 * Cloudflare Turnstile as a `HumanCheck`: rendered explicitly in the student's language, its token
 * handed to the form, null when it expires or fails, and started again after every answer (a
 * token is good once).
 */
function TurnstileCheck({ onToken, resetKey, locale }: HumanCheckProps) {
  const setting = useContext(SettingContext);
  const siteKey = setting?.kind === 'turnstile' ? setting.siteKey : '';
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ turnstile: Turnstile; id: string } | null>(null);
  const latestOnToken = useRef(onToken);
  latestOnToken.current = onToken;
  useEffect(() => {
    let gone = false;
    const give = (token: string | null) => latestOnToken.current(token);
    loadTurnstile().then(
      (turnstile) => {
        if (gone || !container.current) return;
        const id = turnstile.render(container.current, {
          sitekey: siteKey,
          action: TURNSTILE_ACTION,
          language: locale,
          callback: (token: string) => give(token),
          'expired-callback': () => give(null),
          'error-callback': () => give(null),
        });
        widget.current = { turnstile, id };
      },
      () => give(null),
    );
    return () => {
      gone = true;
      if (widget.current) widget.current.turnstile.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey, locale]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset key is what it follows
  useEffect(() => {
    if (widget.current) widget.current.turnstile.reset(widget.current.id);
  }, [resetKey]);
  return <div ref={container} />;
}
