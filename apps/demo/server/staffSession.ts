import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { clientNetwork, readBodyWithin } from '@unistay/api-client/server';

const COOKIE = 'unistay_demo_staff';
const SESSION_MS = 8 * 60 * 60 * 1000;
/**
 * Sessions kept at once. Only someone with the password can add one, so this bounds memory rather
 * than holding off outsiders; past it the oldest session ends.
 */
const MAX_SESSIONS = 1_000;

/** Wrong passwords an address may send before it has to wait: enough for a person who mistypes. */
const FAILURES_BEFORE_WAITING = 5;
const FIRST_WAIT_MS = 10_000;
const LONGEST_WAIT_MS = 15 * 60 * 1000;
/** An address that has sent no wrong password for this long starts afresh. */
const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * Addresses remembered at once. Past it, the one that failed longest ago and is not made to wait
 * is forgotten; never one still waiting, or a guesser could free itself by sending from ten
 * thousand others. When every one remembered is waiting, newcomers share one count.
 */
const MAX_ADDRESSES = 10_000;
const OVERFLOW = 'every address past the bound';

/** A password in JSON needs far less; anything bigger is refused before it is read. */
const SIGN_IN_BODY_LIMIT = 4 * 1024;
/** Time for the sign-in's body to arrive, so a slow sender cannot hold the request open. */
const SIGN_IN_READ_MS = 5_000;

export interface StaffSessionOptions {
  /** The clock, in milliseconds: a test moves it instead of waiting. */
  now?: () => number;
  /**
   * How many proxies of the operator's own stand in front of the demo (DEMO_TRUSTED_PROXIES):
   * with 0, the default, the connection's address is the client's and `X-Forwarded-For` is ignored,
   * since anyone can send one.
   */
  trustedProxies?: number;
  /** How long the sign-in's body may take to arrive. */
  readDeadlineMs?: number;
}

interface Failures {
  count: number;
  lastAt: number;
  waitUntil: number;
}

/**
 * A minimal staff sign-in for the demo: one shared password (DEMO_STAFF_PASSWORD) exchanged for a
 * random session id in an HttpOnly, SameSite=Strict cookie, which the server remembers until it
 * expires or staff sign out. It shows where a partner's own staff login plugs into the proxy's
 * `authorize`; a real deployment uses its identity provider instead.
 */
export function createStaffSession(
  password: string | undefined,
  {
    now = () => Date.now(),
    trustedProxies = 0,
    readDeadlineMs = SIGN_IN_READ_MS,
  }: StaffSessionOptions = {},
) {
  // In this process's memory: restarting the server signs everyone out, which suits a demo.
  // Keyed by the id's SHA-256 rather than the id: a lookup's timing then depends on a hash the
  // sender cannot steer toward a stored key, so comparing in constant time would add nothing (and
  // guessing a 256-bit id is hopeless anyway); nor does a memory dump hold a usable cookie.
  // Every session lives as long, so insertion order is expiry order: the oldest come first.
  const sessions = new Map<string, number>();
  // Wrong passwords per address, the address that failed longest ago first.
  const failuresByAddress = new Map<string, Failures>();

  function readCookie(request: Request): string | undefined {
    for (const part of (request.headers.get('cookie') ?? '').split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === COOKIE) return value.join('=');
    }
    return undefined;
  }

  function cookie(request: Request, value: string, maxAgeSeconds: number) {
    const https =
      new URL(request.url).protocol === 'https:' ||
      request.headers.get('x-forwarded-proto') === 'https';
    const secure = https ? '; Secure' : '';
    return `${COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
  }

  function startSession(): string {
    const id = randomBytes(32).toString('base64url');
    const time = now();
    for (const [key, expiresAt] of sessions) {
      if (expiresAt > time && sessions.size < MAX_SESSIONS) break;
      sessions.delete(key);
    }
    sessions.set(sessionKey(id), time + SESSION_MS);
    return id;
  }

  /** Whether the request carries the cookie of a session this server started and still keeps. */
  function isStaff(request: Request): boolean {
    const id = readCookie(request);
    if (!id) return false;
    const key = sessionKey(id);
    const expiresAt = sessions.get(key);
    if (expiresAt === undefined) return false;
    if (expiresAt > now()) return true;
    sessions.delete(key);
    return false;
  }

  /** How long, in milliseconds, the address must wait before it may try again; 0 if it need not. */
  function waitFor(address: string): number {
    return Math.max(0, (failuresByAddress.get(address)?.waitUntil ?? 0) - now());
  }

  /** Where an address's failures are counted: its own entry, or the shared one once full. */
  function countedAs(address: string): string {
    if (failuresByAddress.has(address) || failuresByAddress.size < MAX_ADDRESSES) return address;
    const time = now();
    for (const [oldest, failures] of failuresByAddress) {
      if (failuresByAddress.size < MAX_ADDRESSES) break;
      const forgotten = time - failures.lastAt >= FORGET_FAILURES_AFTER_MS;
      if (forgotten || failures.waitUntil <= time) failuresByAddress.delete(oldest);
    }
    return failuresByAddress.size < MAX_ADDRESSES ? address : OVERFLOW;
  }

  function countFailure(address: string) {
    const time = now();
    const before = failuresByAddress.get(address);
    const remembered = before && time - before.lastAt < FORGET_FAILURES_AFTER_MS;
    const count = (remembered ? before.count : 0) + 1;
    const wait =
      count < FAILURES_BEFORE_WAITING
        ? 0
        : Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (count - FAILURES_BEFORE_WAITING));
    // Deleted and set again, so the Map stays in order of the last failure.
    failuresByAddress.delete(address);
    failuresByAddress.set(address, { count, lastAt: time, waitUntil: time + wait });
  }

  async function signIn(request: Request): Promise<Response> {
    if (!password) {
      return Response.json(
        { message: 'Staff sign-in is off. Set DEMO_STAFF_PASSWORD on the demo server.' },
        { status: 503 },
      );
    }
    if (!fromOwnPage(request)) {
      return Response.json({ message: 'Sign in from the demo itself.' }, { status: 403 });
    }
    // Per address, and only wrong passwords count: what others send never keeps staff out.
    // An IPv6 client by its /64: it could otherwise take a fresh address for every few guesses.
    const address = countedAs(clientNetwork(request, { trustedProxies }) ?? 'unknown');
    const wait = waitFor(address);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      return Response.json(
        {
          message: `Too many wrong passwords from your address. Wait ${seconds} seconds, then try again.`,
        },
        { status: 429, headers: { 'Retry-After': String(seconds) } },
      );
    }
    // Counted as a failure before the body is read, and forgiven only when the password is right:
    // many tries sent at once, or one never finished, cannot slip past the count.
    countFailure(address);

    let body: Uint8Array | 'too_large';
    try {
      body = await readBodyWithin(
        request,
        SIGN_IN_BODY_LIMIT,
        AbortSignal.any([request.signal, AbortSignal.timeout(readDeadlineMs)]),
      );
    } catch {
      return Response.json(
        { message: 'The sign-in took too long to arrive. Try again.' },
        { status: 408 },
      );
    }
    if (body === 'too_large') {
      return Response.json(
        {
          message: `A sign-in is at most ${SIGN_IN_BODY_LIMIT / 1024} KiB: send the password only.`,
        },
        { status: 413 },
      );
    }
    if (!sameText(passwordIn(body), password)) {
      return Response.json({ message: 'That password is not right.' }, { status: 401 });
    }
    failuresByAddress.delete(address);
    return new Response(null, {
      status: 204,
      headers: { 'Set-Cookie': cookie(request, startSession(), SESSION_MS / 1000) },
    });
  }

  function signOut(request: Request): Response {
    if (!fromOwnPage(request)) {
      return Response.json({ message: 'Sign out from the demo itself.' }, { status: 403 });
    }
    // Forgotten here, so the old cookie signs no one in even if a copy of it survives.
    const id = readCookie(request);
    if (id) sessions.delete(sessionKey(id));
    return new Response(null, { status: 204, headers: { 'Set-Cookie': cookie(request, '', 0) } });
  }

  return { isStaff, signIn, signOut, configured: Boolean(password) };
}

/**
 * Whether the request says it comes from a page of this server. Browsers send `Origin` on every
 * POST, so one without it came from something else, which is refused as another origin's is.
 * Compared by host only: behind a proxy that ends TLS, the browser's origin is https while the
 * request this server sees is http.
 */
function fromOwnPage(request: Request): boolean {
  const origin = request.headers.get('origin');
  const host = request.headers.get('host') ?? new URL(request.url).host;
  return origin !== null && URL.canParse(origin) && new URL(origin).host === host;
}

/** The password a sign-in's JSON body holds, or '' for anything else. */
function passwordIn(body: Uint8Array): string {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    const given = (parsed as { password?: unknown } | null)?.password;
    return typeof given === 'string' ? given : '';
  } catch {
    return '';
  }
}

const sessionKey = (id: string) => createHash('sha256').update(id).digest('base64url');

/** Equal texts, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}
