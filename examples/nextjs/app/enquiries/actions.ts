'use server';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import {
  checkStaffPassword,
  endStaffSession,
  newStaffSession,
  STAFF_COOKIE,
} from '../../lib/staff';

/** What the sign-in form shows after a try: nothing, or why it failed. */
export type SignInState =
  | { error: null }
  | { error: 'wrong' | 'off' }
  | { error: 'wait'; seconds: number };

/**
 * Staff sign in with DEMO_STAFF_PASSWORD: a signed session in an HttpOnly, SameSite=Strict cookie.
 * Server actions are POSTs Next.js checks come from this site's own pages.
 */
export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const password = form.get('password');
  const request = await headers();
  // Next.js's server sets X-Forwarded-For to the connection's address unless the request brought
  // one, which anyone can: behind a proxy of yours that sets it, this is the client's address.
  // Either way, a cap on everyone's wrong passwords together holds (lib/staff.ts).
  const address = request.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown';
  const result = checkStaffPassword(typeof password === 'string' ? password : '', address);
  if (!result.ok) {
    return result.reason === 'wait'
      ? { error: 'wait', seconds: result.seconds }
      : { error: result.reason };
  }
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
