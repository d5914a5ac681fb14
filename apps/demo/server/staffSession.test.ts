import { describe, expect, it } from 'vitest';
import { createStaffSession } from './staffSession.js';

const PASSWORD = 'correct horse battery staple';
const signIn = (session: ReturnType<typeof createStaffSession>, password: string, headers = {}) =>
  session.signIn(
    new Request('http://demo.test/demo/staff/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://demo.test', ...headers },
      body: JSON.stringify({ password }),
    }),
  );
const withCookie = (cookie: string) =>
  new Request('http://demo.test/api/enquiries', { headers: { Cookie: cookie } });
const cookieOf = (response: Response) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('the demo staff session', () => {
  it('signs staff in with the password only, in a cookie scripts cannot read', async () => {
    const session = createStaffSession(PASSWORD);
    expect((await signIn(session, 'guess')).status).toBe(401);

    const signedIn = await signIn(session, PASSWORD);

    expect(signedIn.status).toBe(204);
    expect(signedIn.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Strict$/);
    expect(session.isStaff(withCookie(cookieOf(signedIn)))).toBe(true);
  });

  it('refuses a forged, altered or expired cookie', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const session = createStaffSession(PASSWORD, () => now);
    const cookie = cookieOf(await signIn(session, PASSWORD));
    const [name, value] = cookie.split('=') as [string, string];
    const [expires, signature] = value.split('.') as [string, string];

    expect(session.isStaff(withCookie(`${name}=${Number(expires) + 999999}.${signature}`))).toBe(
      false,
    );
    expect(session.isStaff(withCookie(`${name}=${expires}.forged`))).toBe(false);
    expect(session.isStaff(withCookie(`${name}=${value}`))).toBe(true);
    now += 9 * 60 * 60 * 1000;
    expect(session.isStaff(withCookie(`${name}=${value}`))).toBe(false);
    // Another server's key signs nothing here.
    expect(createStaffSession(PASSWORD).isStaff(withCookie(cookie))).toBe(false);
  });

  it('takes a sign-in from its own host only, https behind a proxy included', async () => {
    const session = createStaffSession(PASSWORD);
    expect((await signIn(session, PASSWORD, { Origin: 'https://attacker.example' })).status).toBe(
      403,
    );
    const behindTls = await signIn(session, PASSWORD, {
      Origin: 'https://demo.test',
      'X-Forwarded-Proto': 'https',
    });
    expect(behindTls.status).toBe(204);
    expect(behindTls.headers.get('set-cookie')).toContain('; Secure');
  });

  it('slows guessing: past ten tries a minute, a 429 that says when to try again', async () => {
    const session = createStaffSession(PASSWORD);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await signIn(session, 'guess')).status);

    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const refused = await signIn(session, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is off without a password, and says how to turn it on', async () => {
    const response = await signIn(createStaffSession(undefined), '');
    expect(response.status).toBe(503);
    expect((await response.json()).message).toContain('DEMO_STAFF_PASSWORD');
  });
});
