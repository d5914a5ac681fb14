'use server';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientNetworkOf, humanVerifier } from '../../lib/protections';
import {
  checkStaffPassword,
  endStaffSession,
  newStaffSession,
  type PersonCheck,
  STAFF_COOKIE,
  spendSignInLink,
} from '../../lib/staff';

/** What the sign-in form shows after a try: nothing, or why it failed. */
export type SignInState =
  | { error: null }
  | { error: 'wrong' | 'off' | 'person' | 'person failed' | 'held' }
  | { error: 'wait'; seconds: number };

/**
 * Staff sign in with DEMO_STAFF_PASSWORD: a signed session in an HttpOnly, SameSite=Strict cookie.
 * Server actions are POSTs Next.js checks come from this site's own pages. Wrong passwords count
 * by the network a trusted proxy names (TRUSTED_PROXIES), never one the client wrote; past the
 * cap on everyone's, the form asks for the human check the app's forms use, or, with none, says
 * the sign-in is on hold and the server logs a sign-in link (lib/staff.ts).
 */
export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const password = form.get('password');
  const token = form.get('human_token');
  const request = await headers();
  const asked = new Request('http://localhost/enquiries', { headers: request });
  const verify = humanVerifier();
  const person: PersonCheck = !verify
    ? 'unavailable'
    : typeof token === 'string' &&
        token !== '' &&
        (await Promise.resolve()
          // A verifier may answer at once or later, and may throw either way: a failure is no pass.
          .then(() => verify(token, asked))
          .catch(() => false))
      ? 'passed'
      : 'not passed';
  const result = checkStaffPassword(
    typeof password === 'string' ? password : '',
    clientNetworkOf(asked),
    person,
  );
  if (!result.ok) {
    if (result.reason === 'wait') return { error: 'wait', seconds: result.seconds };
    // A token sent and refused is said so; none sent, the check is asked for.
    if (result.reason === 'person') return { error: token ? 'person failed' : 'person' };
    return { error: result.reason };
  }
  return openStaffSession();
}

/**
 * The sign-in link's button (app/enquiries/link): its token, once and in time, signs staff in as
 * the password does; otherwise the page says the link is spent. A POST from this site's own page,
 * so the SameSite=Strict cookie it sets is sent on the way to the enquiries.
 */
export async function signInWithLink(form: FormData) {
  const token = form.get('token');
  if (typeof token !== 'string' || !spendSignInLink(token)) redirect('/enquiries/link?spent=1');
  return openStaffSession();
}

/** A new staff session in its HttpOnly, SameSite=Strict cookie, then the enquiries. */
async function openStaffSession(): Promise<never> {
  const request = await headers();
  const session = newStaffSession();
  (await cookies()).set(STAFF_COOKIE, session.value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.get('x-forwarded-proto') === 'https',
    path: '/',
    expires: session.expires,
  });
  redirect('/enquiries');
}

/** Ends the session on the server too: a copy of its cookie opens nothing after. */
export async function signOut() {
  const jar = await cookies();
  endStaffSession(jar.get(STAFF_COOKIE)?.value);
  jar.delete(STAFF_COOKIE);
  redirect('/enquiries');
}
