import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { loadLanguage } from '../../lib/language';
import { isStaffSession, STAFF_COOKIE, staffSignInConfigured } from '../../lib/staff';
import { signOut } from './actions';
import { SignInForm } from './SignInForm';
import { StaffEnquiries } from './StaffEnquiries';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadLanguage()).t('pageEnquiries'), robots: { index: false } };
}

/**
 * Partner staff's list of enquiries. Enquiries hold students' personal data: only signed-in staff
 * see this page's table, and the proxy forwards enquiry reads only for them.
 */
export default async function EnquiriesPage() {
  const { t, rich } = await loadLanguage();
  const staff = isStaffSession((await cookies()).get(STAFF_COOKIE)?.value);
  return (
    <section aria-labelledby="enquiries-heading">
      <h1 id="enquiries-heading">{t('pageEnquiries')}</h1>
      {staff ? (
        <>
          <form action={signOut} className="example-signed-in">
            <p>{t('signedInAsStaff')}</p>
            <button type="submit" className="unistay-secondary-button">
              {t('signOut')}
            </button>
          </form>
          <StaffEnquiries />
        </>
      ) : (
        <>
          <p>{t('staffOnly')}</p>
          {staffSignInConfigured() ? (
            <SignInForm />
          ) : (
            <p role="alert">
              {rich('staffSignInOff', { setting: <code translate="no">DEMO_STAFF_PASSWORD</code> })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
