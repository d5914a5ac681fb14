'use client';
import { useUnistay } from '@unistay/react';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { useHumanCheck } from '../HumanCheck';
import { useWords } from '../Providers';
import { type SignInState, signIn } from './actions';

/**
 * The staff sign-in: works before the page's script has loaded, as a plain form post. Once the
 * server has asked for the human check (too many wrong passwords lately, from anyone), it stays
 * above the button, in the forms' own words, and starts again after every answer.
 */
export function SignInForm() {
  const { t } = useWords();
  const { messages, locale, direction } = useUnistay();
  const Check = useHumanCheck();
  const [state, action, pending] = useActionState(signIn, { error: null } as SignInState);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [token, setToken] = useState<string | null>(null);
  const [checkAsked, setCheckAsked] = useState(false);
  const [answers, setAnswers] = useState(0);
  const message =
    state.error === 'wrong'
      ? t('wrongPassword')
      : state.error === 'wait'
        ? t('tooManyPasswords', { count: state.seconds })
        : state.error === 'held'
          ? t('staffSignInHeld')
          : state.error === 'off'
            ? t('staffSignInOff', { setting: 'DEMO_STAFF_PASSWORD' })
            : state.error === 'person'
              ? messages.humanCheckRequired
              : state.error === 'person failed'
                ? messages.humanCheckFailed
                : null;
  // After every answer: back in the field, which names the error; a token is good once.
  useEffect(() => {
    if (state.error === 'person' || state.error === 'person failed') setCheckAsked(true);
    setToken(null);
    setAnswers((count) => count + 1);
    if (state.error) input.current?.focus();
  }, [state]);
  return (
    <form action={action} className="example-sign-in" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('staffSignIn')}</h2>
      <label htmlFor={id} className="unistay-label">
        {t('staffPassword')}
      </label>
      {message && (
        <p id={`${id}-error`} className="unistay-error" role="alert">
          {message}
        </p>
      )}
      <input
        ref={input}
        id={id}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        className="unistay-input"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      {checkAsked && Check && (
        <fieldset className="unistay-field" data-type="human-check">
          <legend className="unistay-label">{messages.humanCheckLabel}</legend>
          <Check onToken={setToken} resetKey={answers} locale={locale} direction={direction} />
          <input type="hidden" name="human_token" value={token ?? ''} />
        </fieldset>
      )}
      <button type="submit" disabled={pending}>
        {t('signIn')}
      </button>
    </form>
  );
}
