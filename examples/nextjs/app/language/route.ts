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
  return `${url.pathname}${url.search}`;
}
