import type { Metadata } from 'next';
import { loadLanguage } from '../../../lib/language';
import { BookingStatus } from './BookingStatus';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadLanguage()).t('pageBooking'), robots: { index: false } };
}

/**
 * Where a student lands back from hosted checkout (`?session=`). The return itself proves nothing
 * (anyone can open this address): the page waits until the API's booking event for this session
 * has reached the webhook.
 */
export default async function BookingReturnPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { session } = await searchParams;
  return <BookingStatus session={typeof session === 'string' ? session : ''} />;
}
