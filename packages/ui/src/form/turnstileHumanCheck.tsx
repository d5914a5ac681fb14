'use client';
import { useEffect, useRef } from 'react';
import type { HumanCheck, HumanCheckProps } from './HumanCheckField.js';

/** What `turnstileHumanCheck` takes: your site key, and the action your server accepts. */
export interface TurnstileOptions {
  /** Turnstile's site key (public; its secret stays on your server, in `turnstileVerifier`). */
  siteKey: string;
  /** The `action` your server's `turnstileVerifier` expects the token to name. */
  action?: string;
}

interface Turnstile {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  reset(widget: string): void;
  remove(widget: string): void;
}

/** Cloudflare's script, rendering only where asked (`render=explicit`). */
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let turnstileLoading: Promise<Turnstile> | null = null;

const loadedTurnstile = () => (window as { turnstile?: Turnstile }).turnstile;

/** Cloudflare's script, loaded once, when the first widget is shown (the page's policy allows it). */
function loadTurnstile(): Promise<Turnstile> {
  turnstileLoading ??= new Promise<Turnstile>((resolve, reject) => {
    const ready = loadedTurnstile();
    if (ready) {
      resolve(ready);
      return;
    }
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => {
      const turnstile = loadedTurnstile();
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
 * The languages Turnstile's widget speaks, as its `language` takes them
 * (https://developers.cloudflare.com/turnstile/reference/supported-languages): each by its
 * language alone (`pt` is Brazil's, `zh` simplified Chinese), but Chinese written in Taiwan.
 */
const TURNSTILE_LANGUAGES = new Set(
  'ar bg cs da de el en es fa fi fr he hi hr hu id it ja ko lt ms nb nl pl pt ro ru sk sl sr sv th tl tr uk vi zh zh-tw'.split(
    ' ',
  ),
);

/**
 * The widget's language for a BCP 47 tag, as Turnstile names it: `zh-TW` as it is, else the tag's
 * language (`pt-BR` → `pt`), else `auto` (the browser's); never a value Turnstile refuses.
 */
export function turnstileLanguage(locale: string): string {
  const tag = locale.toLowerCase();
  if (TURNSTILE_LANGUAGES.has(tag)) return tag;
  const language = tag.split('-')[0] as string;
  return TURNSTILE_LANGUAGES.has(language) ? language : 'auto';
}

const checks = new Map<string, HumanCheck>();

/**
 * Cloudflare Turnstile as the forms' and the checkout's `humanCheck`: rendered explicitly in the
 * student's language, its token handed to the form, null when it expires or fails, and started
 * again after every answer (a token is good once). The same options give the same component, so
 * it may be asked for in a render. The page's policy must allow `https://challenges.cloudflare.com`
 * in `script-src` and `frame-src`.
 *
 * @example
 * const humanCheck = turnstileHumanCheck({ siteKey: '0x4AAAAAAA...', action: 'unistay-forms' });
 * <GeneralEnquiryForm humanCheck={humanCheck} />
 */
export function turnstileHumanCheck({ siteKey, action }: TurnstileOptions): HumanCheck {
  const key = `${siteKey}\n${action ?? ''}`;
  const known = checks.get(key);
  if (known) return known;
  // Made once per options, not per render: its identity is as stable as its options'.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function TurnstileCheck({ onToken, resetKey, locale }: HumanCheckProps) {
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
            ...(action ? { action } : {}),
            language: turnstileLanguage(locale),
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
    }, [locale]);
    // biome-ignore lint/correctness/useExhaustiveDependencies: the reset key is what it follows
    useEffect(() => {
      if (widget.current) widget.current.turnstile.reset(widget.current.id);
    }, [resetKey]);
    return <div ref={container} />;
  }
  checks.set(key, TurnstileCheck);
  return TurnstileCheck;
}
