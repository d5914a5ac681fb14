import { cookies } from 'next/headers';
import { MEASUREMENT_COOKIE } from '../../lib/measurement';
import { backToPage, fromThisSite, overHttps, seeOther } from '../../lib/pageRequests';

/** Asked again after about a year, within the 13 months regulators allow an answer to stand. */
const A_YEAR = 365 * 24 * 60 * 60;

/**
 * Keeps the student's answer to the measurement question (a plain form: no script needed) and
 * goes back to the page, loaded again, so its policy lets Google in only once allowed.
 * Only from this site's own pages: another site's form must not answer for the student.
 */
export async function POST(request: Request) {
  if (!fromThisSite(request)) {
    return new Response('Answer the measurement question on this site.', { status: 403 });
  }
  const form = await request.formData().catch(() => null);
  const answer = form?.get('measurement');
  if (answer === 'granted' || answer === 'denied') {
    (await cookies()).set(MEASUREMENT_COOKIE, answer, {
      path: '/',
      maxAge: A_YEAR,
      sameSite: 'lax',
      httpOnly: true,
      secure: overHttps(request),
    });
  }
  return seeOther(backToPage(request, '/measurement'));
}
