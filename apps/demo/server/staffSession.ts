import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRateLimiter } from '@unistay/api-client/server';

const COOKIE = 'unistay_demo_staff';
const SESSION_SECONDS = 8 * 60 * 60;

/**
 * A minimal staff sign-in for the demo: one shared password (DEMO_STAFF_PASSWORD) exchanged for a
 * signed, HttpOnly, SameSite=Strict cookie. It shows where a partner's own staff login plugs into
 * the proxy's `authorize`; a real deployment uses its identity provider instead.
 */
export function createStaffSession(password: string | undefined, now = () => Date.now()) {
  // Signing key per process: restarting the server signs everyone out, which suits a demo.
  const key = randomBytes(32);
  // One shared password guards real students' data: ten tries a minute in all, so it cannot be
  // guessed quickly. (A real login would limit per account and per address.)
  const attempts = createRateLimiter({ windowMs: 60_000, max: 10, key: () => 'sign-in' });
  const sign = (value: string) => createHmac('sha256', key).update(value).digest('base64url');

  function readCookie(request: Request): string | undefined {
    for (const part of (request.headers.get('cookie') ?? '').split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === COOKIE) return value.join('=');
    }
    return undefined;
  }

  function cookie(request: Request, value: string, maxAge: number) {
    const https =
      new URL(request.url).protocol === 'https:' ||
      request.headers.get('x-forwarded-proto') === 'https';
    const secure = https ? '; Secure' : '';
    return `${COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
  }

  /** Whether the request carries a staff cookie this server signed and that has not expired. */
  function isStaff(request: Request): boolean {
    const [expires, signature] = readCookie(request)?.split('.') ?? [];
    if (!expires || !signature || Number(expires) * 1000 <= now()) return false;
    return sameText(signature, sign(expires));
  }

  async function signIn(request: Request): Promise<Response> {
    if (!password) {
      return Response.json(
        { message: 'Staff sign-in is off: set DEMO_STAFF_PASSWORD on the demo server.' },
        { status: 503 },
      );
    }
    // By host only: behind a proxy that ends TLS, the browser's origin is https while the request
    // this server sees is http.
    const origin = request.headers.get('origin');
    const host = request.headers.get('host') ?? new URL(request.url).host;
    if (origin && (!URL.canParse(origin) || new URL(origin).host !== host)) {
      return Response.json({ message: 'Sign in from the demo itself.' }, { status: 403 });
    }
    const attempt = attempts('sign-in');
    if (!attempt.allowed) {
      return Response.json(
        { message: `Too many tries: wait ${attempt.retryAfterSeconds} seconds, then try again.` },
        { status: 429, headers: { 'Retry-After': String(attempt.retryAfterSeconds) } },
      );
    }
    const body = (await request.json().catch(() => null)) as { password?: unknown } | null;
    const given = typeof body?.password === 'string' ? body.password : '';
    if (!sameText(given, password)) {
      return Response.json({ message: 'That password is not right.' }, { status: 401 });
    }
    const expires = String(Math.floor(now() / 1000) + SESSION_SECONDS);
    return new Response(null, {
      status: 204,
      headers: { 'Set-Cookie': cookie(request, `${expires}.${sign(expires)}`, SESSION_SECONDS) },
    });
  }

  function signOut(request: Request): Response {
    return new Response(null, { status: 204, headers: { 'Set-Cookie': cookie(request, '', 0) } });
  }

  return { isStaff, signIn, signOut, configured: Boolean(password) };
}

/** Equal texts, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}
