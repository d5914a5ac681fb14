import { useQueryClient } from '@tanstack/react-query';
import { enquiryKeys } from '@unistay/react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DEMO_ROUTES } from './demoRoutes.js';
import { DEMO_SERVER_KEY, useDemoServer } from './useDemoServer.js';

/**
 * Shows its children (students' enquiries) only to whom the demo's server lets read them: anyone
 * on the sandbox, whose data is fictional; signed-in staff against the live API.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const status = useDemoServer();
  if (status.isPending) return <p className="demo-status">Checking who may see enquiries…</p>;
  if (status.isError) {
    return (
      <p className="demo-error" role="alert">
        The demo server could not be asked who may see enquiries. {status.error.message}
      </p>
    );
  }
  const { mode, signInRequired, signedIn, signInAvailable } = status.data;
  if (mode === 'sandbox') {
    return (
      <>
        <p className="demo-note">
          These enquiries come from the sandbox and are fictional, so this page is open to everyone
          here. Against the live API it asks for a staff sign-in first: the proxy forwards enquiry
          reads only to signed-in staff.
        </p>
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

function StaffSignIn({ available }: { available: boolean }) {
  const queryClient = useQueryClient();
  const passwordId = useId();
  const errorId = useId();
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  if (!available) {
    return (
      <p className="demo-note" role="status">
        Enquiries hold students' personal data, so only signed-in staff see them. Staff sign-in is
        off: set DEMO_STAFF_PASSWORD on the demo server and restart it.
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
      setError('');
      await queryClient.invalidateQueries({ queryKey: DEMO_SERVER_KEY });
      return;
    }
    const body = await response?.json().catch(() => null);
    setError(body?.message ?? 'The demo server could not be reached. Try again.');
    document.getElementById(passwordId)?.focus();
  }

  return (
    <form
      className="demo-sign-in"
      onSubmit={signIn}
      noValidate
      aria-labelledby={`${passwordId}-heading`}
    >
      <h2 id={`${passwordId}-heading`}>Staff sign-in</h2>
      <p>Enquiries hold students' personal data, so only signed-in staff see them.</p>
      <label htmlFor={passwordId}>Staff password</label>
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
          {error}
        </p>
      )}
      <button type="submit" disabled={sending}>
        Sign in
      </button>
    </form>
  );
}

function StaffSignOut() {
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
      Signed in as staff.{' '}
      <button type="button" className="demo-button-secondary" onClick={signOut}>
        Sign out
      </button>
      {failed && <span role="alert"> Signing out failed: try again.</span>}
    </p>
  );
}
