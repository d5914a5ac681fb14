import type { CheckoutSession, Room } from '@unistay/api-client';
import { HostedCheckoutButton, type HumanCheck } from '@unistay/ui';
// Relative imports name their .ts files: the Next.js example compiles this from source too.
import { DEMO_ROUTES } from './demoRoutes.ts';
import { formatDate } from './roomText.ts';
import type { DemoTranslate } from './words/translate.ts';

/**
 * The API's hosted checkout, a button a booking period, each naming its dates. The student comes
 * back to a page that waits for the booking event of this session. (The sandbox's hosted page
 * links back to `return_url`; a real one returns where the partner set it up in the dashboard.)
 * The Vite demo's and the Next.js example's.
 */
export function HostedCheckoutList({
  room,
  words: { t, locale },
  className,
  humanCheck,
  onLeave,
}: {
  room: Room;
  words: DemoTranslate;
  className: string;
  /** The widget of the proxy's human check, shown once the proxy asks for it. */
  humanCheck?: HumanCheck | undefined;
  /** Told of the session the student leaves for the hosted page with, as they leave. */
  onLeave?: ((session: CheckoutSession) => void) | undefined;
}) {
  return (
    <ul className={className}>
      {(room.booking_periods ?? []).map((period) => (
        <li key={period.id}>
          <HostedCheckoutButton
            roomId={room.id}
            operatorId={room.operator_id ?? ''}
            bookingPeriodId={period.id}
            humanCheck={humanCheck}
            messages={{
              continueToCheckout: t('secureCheckoutFor', {
                dates: t('dateRange', {
                  start: formatDate(period.start_date, locale),
                  end: formatDate(period.end_date, locale),
                }),
              }),
            }}
            onCheckoutUrl={(url, session) => {
              onLeave?.(session);
              const back = `${window.location.origin}${DEMO_ROUTES.bookingReturn}?session=${encodeURIComponent(session.session_token)}`;
              window.location.assign(`${url}?return_url=${encodeURIComponent(back)}`);
            }}
          />
        </li>
      ))}
    </ul>
  );
}
