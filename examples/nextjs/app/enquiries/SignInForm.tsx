'use client';
import { useActionState, useEffect, useId, useRef } from 'react';
import { useWords } from '../Providers';
import { type SignInState, signIn } from './actions';

/** The staff sign-in: works before the page's script has loaded, as a plain form post. */
export function SignInForm() {
  const { t } = useWords();
  const [state, action, pending] = useActionState(signIn, { error: null } as SignInState);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const message =
    state.error === 'wrong'
      ? t('wrongPassword')
      : state.error === 'wait'
        ? t('tooManyPasswords', { count: state.seconds })
        : state.error === 'off'
          ? t('staffSignInOff', { setting: 'DEMO_STAFF_PASSWORD' })
          : null;
  // A failed sign-in puts the student back in the field, which names the error.
  useEffect(() => {
    if (message) input.current?.focus();
  }, [message]);
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
      <button type="submit" disabled={pending}>
        {t('signIn')}
      </button>
    </form>
  );
}
