import { useQueryClient } from '@tanstack/react-query';
import { enquiryKeys } from '@unistay/react/queries';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DEMO_ROUTES } from './demoRoutes.js';
import { useDemoWords } from './language.js';
import { DEMO_SERVER_KEY, DemoServerAnswered, useDemoServer } from './useDemoServer.js';

/** Why a sign-in failed: what the demo server answered, said in the page's words. */
type SignInError = { status: number; retryAfter: number } | 'unreachable' | null;

/**
 * Shows its children (students' enquiries) only to whom the demo's server lets read them: anyone
 * on the sandbox, whose data is fictional; signed-in staff against the live API.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { t } = useDemoWords();
  const status = useDemoServer();
  if (status.isPending) return <p className="demo-status">{t('staffChecking')}</p>;
  if (status.isError) {
    const { error } = status;
    return (
      <p className="demo-error" role="alert">
        {t('staffCheckFailed')}
        {t('sentenceSeparator')}
        {error instanceof DemoServerAnswered
          ? t('demoServerAnswered', { status: String(error.status) })
          : t('demoServerUnreachable')}
      </p>
    );
  }
  const { mode, signInRequired, signedIn, signInAvailable } = status.data;
  if (mode === 'sandbox') {
    return (
      <>
        <p className="demo-note">{t('sandboxEnquiriesOpen')}</p>
        {children}
      </>
    );
  }
  if (signInRequired && !signedIn) return <StaffSignIn available={signInAvailable} />;
  return (
    <>
      <StaffSignOut />
      {children}
    </>
  );
}

/** The setting that turns staff sign-in on: a name, written as it is in every language. */
const passwordSetting = <code translate="no">DEMO_STAFF_PASSWORD</code>;

function StaffSignIn({ available }: { available: boolean }) {
  const { t, rich } = useDemoWords();
  const queryClient = useQueryClient();
  const passwordId = useId();
  const errorId = useId();
  const [error, setError] = useState<SignInError>(null);
  const [sending, setSending] = useState(false);

  if (!available) {
    return (
      <p className="demo-note" role="status">
        {t('staffOnly')}
        {t('sentenceSeparator')}
        {rich('staffSignInOff', { setting: passwordSetting })}
      </p>
    );
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    setSending(true);
    const response = await fetch(DEMO_ROUTES.signIn, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password }),
    }).catch(() => null);
    setSending(false);
    if (response?.ok) {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: DEMO_SERVER_KEY });
      return;
    }
    setError(
      response
        ? { status: response.status, retryAfter: Number(response.headers.get('Retry-After')) || 1 }
        : 'unreachable',
    );
    document.getElementById(passwordId)?.focus();
  }

  /** The server's answer, in the page's words. */
  function said(failed: Exclude<SignInError, null>) {
    if (failed === 'unreachable') return t('demoServerUnreachable');
    switch (failed.status) {
      case 401:
        return t('wrongPassword');
      case 429:
        return t('tooManyPasswords', { count: failed.retryAfter });
      case 408:
        return t('signInTooSlow');
      case 503:
        return rich('staffSignInOff', { setting: passwordSetting });
      default:
        return t('signInRefused', { status: String(failed.status) });
    }
  }

  return (
    <form
      className="demo-sign-in"
      onSubmit={signIn}
      noValidate
      aria-labelledby={`${passwordId}-heading`}
    >
      <h2 id={`${passwordId}-heading`}>{t('staffSignIn')}</h2>
      <p>{t('staffOnly')}</p>
      <label htmlFor={passwordId}>{t('staffPassword')}</label>
      <input
        id={passwordId}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="demo-error" role="alert">
          {said(error)}
        </p>
      )}
      <button type="submit" disabled={sending}>
        {t('signIn')}
      </button>
    </form>
  );
}

function StaffSignOut() {
  const { t } = useDemoWords();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  async function signOut() {
    const response = await fetch(DEMO_ROUTES.signOut, { method: 'POST' }).catch(() => null);
    setFailed(!response?.ok);
    if (!response?.ok) return;
    queryClient.removeQueries({ queryKey: enquiryKeys().all });
    await queryClient.invalidateQueries({ queryKey: DEMO_SERVER_KEY });
  }

  return (
    <p className="demo-note">
      {t('signedInAsStaff')}{' '}
      <button type="button" className="demo-button-secondary" onClick={signOut}>
        {t('signOut')}
      </button>
      {failed && <span role="alert"> {t('signOutFailed')}</span>}
    </p>
  );
}
