import type { Metadata } from 'next';
import { loadLanguage } from '../../lib/language';
import { AskQuestion } from './AskQuestion';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadLanguage()).t('pageAsk') };
}

/** A general question to the accommodation team: the form renders on the server, whole. */
export default async function AskPage() {
  const { t } = await loadLanguage();
  return (
    <section aria-labelledby="ask-heading">
      <h1 id="ask-heading">{t('pageAsk')}</h1>
      <p>{t('askLead')}</p>
      <AskQuestion />
    </section>
  );
}
