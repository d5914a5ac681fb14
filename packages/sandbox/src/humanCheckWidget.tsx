'use client';
import { useEffect, useId, useState } from 'react';
import { sandboxHumanToken } from './humanCheck.js';
import { sandboxHumanCheckWords } from './humanCheckWords.js';

/** What a form gives a human-verification widget (`HumanCheckProps` of `@unistay/ui`). */
export interface SandboxHumanCheckProps {
  onToken: (token: string | null) => void;
  /** Grows after every answer: the widget starts again, as a provider's does. */
  resetKey: number;
  /** The student's language (BCP 47). */
  locale: string;
  direction?: 'ltr' | 'rtl';
}

/**
 * The sandbox's stand-in for a provider's widget (Turnstile, hCaptcha), for the forms' and the
 * checkout's `humanCheck` in demos and tests: ticked, it gives a token `sandboxHumanVerifier`
 * passes, once; "Fail the check" gives one it refuses. In the student's language. Never for a
 * site on the internet: anyone can tick it.
 */
export function SandboxHumanCheck({ onToken, resetKey, locale }: SandboxHumanCheckProps) {
  const words = sandboxHumanCheckWords(locale);
  const id = useId();
  const [ticked, setTicked] = useState(false);
  // A token is good once: after each answer the widget starts again, unticked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset key is what it follows
  useEffect(() => setTicked(false), [resetKey]);
  return (
    <div className="unistay-sandbox-human-check">
      <input
        type="checkbox"
        id={id}
        checked={ticked}
        aria-describedby={`${id}-note`}
        onChange={(event) => {
          setTicked(event.target.checked);
          onToken(event.target.checked ? sandboxHumanToken('pass') : null);
        }}
      />{' '}
      <label htmlFor={id}>{words.person}</label>
      <p id={`${id}-note`}>{words.note}</p>
      <button
        type="button"
        onClick={() => {
          setTicked(false);
          onToken(sandboxHumanToken('fail'));
        }}
      >
        {words.fail}
      </button>
    </div>
  );
}
