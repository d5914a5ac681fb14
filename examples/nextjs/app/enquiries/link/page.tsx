import type { Metadata } from 'next';
import { loadLanguage } from '../../../lib/language';
import { signInWithLink } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  // The token is in this page's address: sent to no other site as a referrer, never indexed.
  return {
    title: (await loadLanguage()).t('staffSignIn'),
    robots: { index: false },
    referrer: 'same-origin',
  };
}

/**
 * Where the sign-in link the server logs while staff sign-in is held leads (lib/staff.ts): a
 * button that spends it, so opening the link (a chat's preview, a log viewer's prefetch) spends
 * nothing, and the cookie is set by this site's own POST.
 */
export default async function SignInLinkPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; spent?: string }>;
}) {
  const { t } = await loadLanguage();
  const { token, spent } = await searchParams;
  return (
    <section aria-labelledby="sign-in-link-heading" className="example-sign-in">
      <h1 id="sign-in-link-heading">{t('staffSignIn')}</h1>
      {spent !== undefined || typeof token !== 'string' ? (
        <p role="alert" className="unistay-error">
          {t('signInLinkSpent')}
        </p>
      ) : (
        <form action={signInWithLink}>
          <input type="hidden" name="token" value={token} />
          <button type="submit">{t('signIn')}</button>
        </form>
      )}
    </section>
  );
}
