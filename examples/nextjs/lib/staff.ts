import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const STAFF_COOKIE = 'unistay_staff';
const SESSION_MS = 8 * 60 * 60 * 1000;

/** Wrong passwords a network may send before it has to wait: enough for a person who mistypes. */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 10_000;
const LONGEST_WAIT_MS = 15 * 60 * 1000;
/** Networks remembered at once; past it the oldest is forgotten, so memory stays bounded. */
const MAX_ADDRESSES = 10_000;
/**
 * Wrong passwords from everyone together in a minute before every sign-in is slowed: past it, a
 * sign-in needs the human check (staff pass it once; a guesser, for every guess), or, where the app
 * has none, the account is held and the sign-in link is the way in. An address is only as honest as
 * the proxy in front (Next.js keeps an `X-Forwarded-For` the client sent), so this cap holds
 * whatever addresses a guesser names.
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
/**
 * What the sign-in remembers of wrong passwords, on `globalThis` as the sessions are: by client
 * network (the oldest forgotten past `MAX_ADDRESSES`), the account's own (where no network is
 * known: never forgotten to make room), and when each of the last minute's came, from anyone.
 */
const FAILURES_KEY = Symbol.for('unistay.example.staffFailures');
const counted = globalThis as {
  [FAILURES_KEY]?: { byNetwork: Map<string, Failures>; account: Failures; recent: number[] };
};
counted[FAILURES_KEY] ??= {
  byNetwork: new Map(),
  account: { count: 0, waitUntil: 0 },
  recent: [],
};
const failures = counted[FAILURES_KEY];

/** One more wrong password on `before`: past five, a wait of 10 s, doubling to 15 minutes. */
function failedOnce(before: Failures | undefined, now: number): Failures {
  const count = (before?.count ?? 0) + 1;
  const over = count - FREE_FAILURES;
  const waitUntil = over > 0 ? now + Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (over - 1)) : 0;
  return { count, waitUntil };
}

export type SignInResult =
  | { ok: true }
  | { ok: false; reason: 'wrong' | 'off' | 'person' | 'held' }
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
 * Checks a password, in constant time. Wrong ones are counted by the client's network where a
 * trusted proxy names it (null where none does): past five, that network waits, longer each time
 * (10 s doubling to 15 min), and no other. Past thirty wrong from everyone in a minute, a sign-in
 * needs the human check. Where the app has none, nothing a guesser sends makes staff wait without
 * a way in: with no network known the account itself waits after five, the same way; past the
 * thirty, it is held. While it is, the password is not tried, and the server writes a one-time
 * sign-in link to its log (`writeSignInLink`) that lets staff in. In one process's memory: a
 * partner's own staff login, with its identity provider (and email for the link), replaces this.
 */
export function checkStaffPassword(
  password: string,
  network: string | null,
  person: PersonCheck,
  now = Date.now(),
): SignInResult {
  if (!staffSignInConfigured()) return { ok: false, reason: 'off' };
  const key = network?.slice(0, 64) ?? null;
  const record = key === null ? undefined : failures.byNetwork.get(key);
  failures.recent = failures.recent.filter((at) => at > now - MINUTE_MS);
  if (record && record.waitUntil > now) {
    return { ok: false, reason: 'wait', seconds: Math.ceil((record.waitUntil - now) / 1000) };
  }
  const everyone = failures.recent.length >= EVERYONE_PER_MINUTE;
  const noCheck = person === 'unavailable';
  if (noCheck && (everyone || failures.account.waitUntil > now)) {
    // Everyone's hold, so it says where the way in is, and keeps a link in the log to it.
    writeSignInLink(now);
    return { ok: false, reason: 'held' };
  }
  // Staff show they are people and go on; a guesser pays the check for every guess.
  if (everyone && person === 'not passed') return { ok: false, reason: 'person' };
  const byAccount = key === null && noCheck;
  if (timingSafeEqual(digest(password), digest(staffPassword()))) {
    if (key !== null) failures.byNetwork.delete(key);
    if (byAccount) failures.account = { count: 0, waitUntil: 0 };
    return { ok: true };
  }
  failures.recent.push(now);
  if (byAccount) {
    failures.account = failedOnce(failures.account, now);
    if (failures.account.waitUntil > now) writeSignInLink(now);
  } else if (key !== null) {
    const next = failedOnce(record, now);
    failures.byNetwork.delete(key);
    failures.byNetwork.set(key, next);
    for (const oldest of failures.byNetwork.keys()) {
      if (failures.byNetwork.size <= MAX_ADDRESSES) break;
      failures.byNetwork.delete(oldest);
    }
  }
  return { ok: false, reason: 'wrong' };
}

/** How long a sign-in link opens the door, once. */
const LINK_MS = 15 * 60 * 1000;
const LINK_KEY = Symbol.for('unistay.example.staffSignInLink');
const link = globalThis as { [LINK_KEY]?: { digest: Buffer; until: number } | null };

/**
 * While the account waits, a one-time sign-in link (good for 15 minutes) written to the server's
 * log, where the people who run the app read it: one at a time, so a guesser cannot fill the log.
 * A partner's own login sends it to the staff member's email instead.
 */
function writeSignInLink(now: number) {
  const kept = link[LINK_KEY];
  if (kept && kept.until > now) return;
  const token = randomBytes(24).toString('base64url');
  link[LINK_KEY] = { digest: digest(token), until: now + LINK_MS };
  console.warn(
    `Staff sign-in is held after wrong passwords. To sign in meanwhile, open /enquiries/link?token=${token} on this app (once, within 15 minutes).`,
  );
}

/**
 * Whether `token` is the sign-in link's, unused and in time: it is then spent, and staff are in,
 * whoever was guessing. The guesser's count stands (the password, right, clears it). Spent only by
 * the page's POST, never by opening the link, so a link preview cannot spend it.
 */
export function spendSignInLink(token: string, now = Date.now()): boolean {
  const kept = link[LINK_KEY];
  if (!kept || kept.until <= now || token.length > 64) return false;
  if (!timingSafeEqual(digest(token), kept.digest)) return false;
  link[LINK_KEY] = null;
  return true;
}
