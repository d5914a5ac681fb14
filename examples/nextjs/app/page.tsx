import { redirect } from 'next/navigation';

/** The app starts at the rooms. */
export default function Home() {
  redirect('/rooms');
}
