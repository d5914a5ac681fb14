import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const STAFF_COOKIE = 'unistay_staff';
const SESSION_MS = 8 * 60 * 60 * 1000;

/** Wrong passwords an address may send before it has to wait: enough for a person who mistypes. */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 10_000;
const LONGEST_WAIT_MS = 15 * 60 * 1000;
/** Addresses remembered at once; past it the oldest is forgotten, so memory stays bounded. */
const MAX_ADDRESSES = 10_000;
/**
 * Wrong passwords from everyone together in a minute before every sign-in is slowed: past it, a
 * sign-in needs the human check (staff pass it once; a guesser, for every guess), or, where the app
 * has none, waits out the minute. An address is only as honest as the proxy in front (Next.js keeps
 * an `X-Forwarded-For` the client sent), so this cap holds whatever addresses a guesser names.
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
const signatureOf = (signed: string) =>
  createHmac('sha256', signingKey()).update(signed).digest('base64url');

/** Sessions open at once, at most: past it the oldest ends, so memory stays bounded. */
const MAX_SESSIONS = 1000;
/**
 * The sessions open now, by id, with when each ends: held on the server, so signing out ends a
 * session wherever its cookie was copied to. On `globalThis`, because Next.js bundles route
 * handlers and pages apart, each with its own copy of this module; in one process's memory, as
 * the rest of this sign-in (a partner's own login, with its identity provider, replaces it).
 */
const SESSIONS_KEY = Symbol.for('unistay.example.staffSessions');
const held = globalThis as { [SESSIONS_KEY]?: Map<string, number> };
held[SESSIONS_KEY] ??= new Map();
const openSessions: Map<string, number> = held[SESSIONS_KEY];

/** A session, signed and held on the server, that ends in eight hours: the HttpOnly cookie's value. */
export function newStaffSession(now = Date.now()): { value: string; expires: Date } {
  const expires = String(now + SESSION_MS);
  const id = randomBytes(16).toString('base64url');
  for (const [open, ends] of openSessions) if (ends <= now) openSessions.delete(open);
  openSessions.set(id, Number(expires));
  for (const oldest of openSessions.keys()) {
    if (openSessions.size <= MAX_SESSIONS) break;
    openSessions.delete(oldest);
  }
  const signed = `${expires}.${id}`;
  return { value: `${signed}.${signatureOf(signed)}`, expires: new Date(Number(expires)) };
}

/** The id of a staff cookie's session, when this app signed it; null for anything else. */
function sessionId(value: string | undefined): { id: string; expires: number } | null {
  if (!value || !staffSignInConfigured() || value.length > 120) return null;
  const [expires = '', id = '', signature = ''] = value.split('.');
  if (!/^\d{1,15}$/.test(expires) || !/^[\w-]{22}$/.test(id)) return null;
  const expected = Buffer.from(signatureOf(`${expires}.${id}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { id, expires: Number(expires) };
}

/** Whether a staff cookie's value is a session this app signed, still open and not yet ended. */
export function isStaffSession(value: string | undefined, now = Date.now()): boolean {
  const session = sessionId(value);
  return (
    session !== null && session.expires > now && openSessions.get(session.id) === session.expires
  );
}

/** Ends a session: its cookie, wherever it was copied to, opens nothing from now on. */
export function endStaffSession(value: string | undefined) {
  const session = sessionId(value);
  if (session) openSessions.delete(session.id);
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
  | { ok: false; reason: 'wrong' | 'off' | 'person' }
  | {
      ok: false;
      reason: 'wait';
      seconds: number;
    };

/**
 * What is known of whether a person is signing in: the human check passed with this try, not
 * passed (none sent, or refused), or not offered by this app.
 */
export type PersonCheck = 'passed' | 'not passed' | 'unavailable';

/**
 * Checks a password, in constant time. Wrong ones are counted by the client's address where a
 * trusted proxy names it (null where none does): past five, that address waits, longer each time
 * (10 s doubling to 15 min). Past thirty wrong from everyone in a minute, a sign-in needs the human
 * check, or, where the app has none, waits out the minute. In one process's memory: a partner's own
 * staff login, with its identity provider, replaces all of this.
 */
export function checkStaffPassword(
  password: string,
  address: string | null,
  person: PersonCheck,
  now = Date.now(),
): SignInResult {
  if (!staffSignInConfigured()) return { ok: false, reason: 'off' };
  const key = address?.slice(0, 64) ?? null;
  const record = key === null ? undefined : failures.get(key);
  recentFailures = recentFailures.filter((at) => at > now - MINUTE_MS);
  if (record && record.waitUntil > now) {
    return { ok: false, reason: 'wait', seconds: Math.ceil((record.waitUntil - now) / 1000) };
  }
  const everyone = recentFailures.length >= EVERYONE_PER_MINUTE;
  if (everyone && person === 'unavailable') {
    const waitUntil = (recentFailures[0] ?? now) + MINUTE_MS;
    return { ok: false, reason: 'wait', seconds: Math.ceil((waitUntil - now) / 1000) };
  }
  // Staff show they are people and go on; a guesser pays the check for every guess.
  if (everyone && person !== 'passed') return { ok: false, reason: 'person' };
  if (timingSafeEqual(digest(password), digest(staffPassword()))) {
    if (key !== null) failures.delete(key);
    return { ok: true };
  }
  recentFailures.push(now);
  if (key === null) return { ok: false, reason: 'wrong' };
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
