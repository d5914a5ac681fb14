import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const STAFF_COOKIE = 'unistay_staff';
const SESSION_MS = 8 * 60 * 60 * 1000;

/** Wrong passwords an address may send before it has to wait: enough for a person who mistypes. */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 10_000;
const LONGEST_WAIT_MS = 15 * 60 * 1000;
/** Addresses remembered at once; past it the oldest is forgotten, so memory stays bounded. */
const MAX_ADDRESSES = 10_000;
/**
 * Wrong passwords from everyone together in a minute before every sign-in waits out the minute.
 * The address a request gives is only as honest as the proxy in front: Next.js keeps an
 * `X-Forwarded-For` the client sent, so a guesser can name a new address for each try. This cap
 * holds whatever it names (it can hold staff up for a minute, never let a guesser through).
 */
const EVERYONE_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

const staffPassword = () => process.env.DEMO_STAFF_PASSWORD ?? '';
export const staffSignInConfigured = () => staffPassword().length > 0;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The key sessions are signed with, from the password: every instance of the app accepts the
 * same sessions with no store shared, and a new password ends every session.
 */
const signingKey = () => createHmac('sha256', staffPassword()).update('staff sessions').digest();
const signatureOf = (expires: string) =>
  createHmac('sha256', signingKey()).update(expires).digest('base64url');

/** A signed session that ends in eight hours: the value of the HttpOnly staff cookie. */
export function newStaffSession(now = Date.now()): { value: string; expires: Date } {
  const expires = String(now + SESSION_MS);
  return { value: `${expires}.${signatureOf(expires)}`, expires: new Date(Number(expires)) };
}

/** Whether a staff cookie's value is a session this app signed, not yet ended. */
export function isStaffSession(value: string | undefined, now = Date.now()): boolean {
  if (!value || !staffSignInConfigured() || value.length > 100) return false;
  const [expires = '', signature = ''] = value.split('.');
  if (!/^\d{1,15}$/.test(expires) || Number(expires) <= now) return false;
  const expected = Buffer.from(signatureOf(expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a request (to the proxy, say) carries a staff session. */
export function isStaffRequest(request: Request): boolean {
  const cookie = request.headers.get('cookie') ?? '';
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === STAFF_COOKIE)?.[1];
  return isStaffSession(value);
}

interface Failures {
  count: number;
  waitUntil: number;
}
const failures = new Map<string, Failures>();
/** When each of the last wrong passwords, from anyone, came. */
let recentFailures: number[] = [];

export type SignInResult =
  | { ok: true }
  | { ok: false; reason: 'wrong' | 'off' }
  | {
      ok: false;
      reason: 'wait';
      seconds: number;
    };

/**
 * Checks a password, in constant time, counting wrong ones by the client's address: past five, it
 * has to wait, longer each time (10 s doubling to 15 min); and past thirty from everyone in a
 * minute, every sign-in waits. In one process's memory: a partner's own staff login, with its
 * identity provider, replaces all of this.
 */
export function checkStaffPassword(
  password: string,
  address: string,
  now = Date.now(),
): SignInResult {
  if (!staffSignInConfigured()) return { ok: false, reason: 'off' };
  const key = address.slice(0, 64);
  const record = failures.get(key);
  recentFailures = recentFailures.filter((at) => at > now - MINUTE_MS);
  const everyoneWaitsUntil =
    recentFailures.length >= EVERYONE_PER_MINUTE ? (recentFailures[0] ?? now) + MINUTE_MS : 0;
  const waiting = Math.max(record?.waitUntil ?? 0, everyoneWaitsUntil);
  if (waiting > now) {
    return { ok: false, reason: 'wait', seconds: Math.ceil((waiting - now) / 1000) };
  }
  if (timingSafeEqual(digest(password), digest(staffPassword()))) {
    failures.delete(key);
    return { ok: true };
  }
  recentFailures.push(now);
  const count = (record?.count ?? 0) + 1;
  const over = count - FREE_FAILURES;
  const waitUntil = over > 0 ? now + Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (over - 1)) : 0;
  failures.delete(key);
  failures.set(key, { count, waitUntil });
  for (const oldest of failures.keys()) {
    if (failures.size <= MAX_ADDRESSES) break;
    failures.delete(oldest);
  }
  return { ok: false, reason: 'wrong' };
}
