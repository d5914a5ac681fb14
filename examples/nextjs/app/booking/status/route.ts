import { bookings } from '../../../lib/bookings';

/**
 * Whether the booking of a checkout session is confirmed, as the webhook learned it. The session
 * token is the student's own, from the checkout they started: it says nothing about anyone else's.
 */
export function GET(request: Request) {
  const session = new URL(request.url).searchParams.get('session') ?? '';
  const answer =
    session.length > 0 && session.length <= 200 ? bookings.confirmation(session) : null;
  return Response.json(answer ?? { error: 'Give the checkout session as ?session=.' }, {
    status: answer ? 200 : 400,
    headers: { 'Cache-Control': 'no-store' },
  });
}
