import '@unistay/ui/styles.css';
import './example.css';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { loadLanguage } from '../lib/language';
import { MEASUREMENT_COOKIE, measurementSetting } from '../lib/measurement';
import { humanCheckSetting } from '../lib/protections';
import { LanguageMenu } from './LanguageMenu';
import { Providers } from './Providers';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await loadLanguage();
  return { title: { template: t('documentTitle', { page: '%s' }), default: t('brand') } };
}

/**
 * Every page: in the student's language (its `lang` and `dir` in the server's HTML, so an Arabic
 * page is right to left before any script runs), with the menu and the providers; with GA4 set up
 * (GA4_MEASUREMENT_ID), the question whether it may measure, until the student answers it.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const { tag, pack, words, t } = await loadLanguage();
  const measurement = measurementSetting(
    process.env,
    (await cookies()).get(MEASUREMENT_COOKIE)?.value,
  );
  return (
    <html lang={tag} dir={pack.direction}>
      <body>
        <a className="example-skip" href="#main">
          {t('skipToContent')}
        </a>
        <header className="example-header">
          <a className="example-brand" href="/rooms">
            {t('brand')}
          </a>
          <nav aria-label={t('mainNavigation')}>
            <ul className="example-nav-list">
              <li>
                <a href="/rooms">{t('pageRooms')}</a>
              </li>
              <li>
                <a href="/ask">{t('pageAsk')}</a>
              </li>
              <li>
                <a href="/enquiries">{t('pageEnquiries')}</a>
              </li>
            </ul>
          </nav>
          <LanguageMenu current={tag} label={t('language')} />
        </header>
        <Providers
          pack={pack}
          words={words}
          humanCheck={humanCheckSetting()}
          measurement={measurement}
        >
          <main id="main">{children}</main>
        </Providers>
      </body>
    </html>
  );
}
