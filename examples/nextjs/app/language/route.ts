import { cookies } from 'next/headers';
import { isLanguageTag, LANGUAGE_COOKIE } from '../../lib/languages';
import { backToPage, overHttps, seeOther } from '../../lib/pageRequests';

const A_YEAR = 365 * 24 * 60 * 60;

/** Keeps the language chosen in the menu and goes back to the page it was chosen on. */
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
  return seeOther(backToPage(request, '/language'));
}
