import { cookies } from 'next/headers';
import { isLanguageTag, LANGUAGE_COOKIE } from '../../lib/languages';

const A_YEAR = 365 * 24 * 60 * 60;

/**
 * Keeps the language chosen in the menu and goes back to the page it was chosen on (the
 * `Referer`, when it is a page of this site; else the rooms).
 */
export async function GET(request: Request) {
  const to = new URL(request.url).searchParams.get('to');
  if (isLanguageTag(to)) {
    (await cookies()).set(LANGUAGE_COOKIE, to, {
      path: '/',
      maxAge: A_YEAR,
      sameSite: 'lax',
      httpOnly: true,
      secure: overHttps(request),
    });
  }
  // A path, not an address: the browser stays on the host it asked.
  return new Response(null, {
    status: 303,
    headers: { Location: backTo(request), 'Cache-Control': 'no-store' },
  });
}

/** Only ever a page of this site: never somewhere another site named in a forged `Referer`. */
function backTo(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return '/rooms';
  const url = new URL(referer);
  const sameSite = url.host === request.headers.get('host');
  if (!sameSite || url.pathname.startsWith('/language')) return '/rooms';
  // `//evil.example/x` is a path here, and another site's address in a Location header.
  if (/^\/[\\/]/.test(url.pathname)) return '/rooms';
  return `${url.pathname}${url.search}`;
}

/** Behind https: the request's own address, or the proxy in front saying so. */
const overHttps = (request: Request) =>
  new URL(request.url).protocol === 'https:' ||
  request.headers.get('x-forwarded-proto') === 'https';
