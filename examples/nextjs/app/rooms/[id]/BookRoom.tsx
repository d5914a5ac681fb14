'use client';
import type { Room } from '@unistay/api-client';
import { formatDate } from '@unistay/demo/roomText';
import { type CardProvider, cardProviderByKey } from '@unistay/react/checkout';
import { isSandboxPublicKey, sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { CustomCheckoutWizard, HostedCheckoutButton } from '@unistay/ui';
import { stripeCardProvider } from '@unistay/ui/stripe';
import { useWords } from '../../Providers';

const stripe = stripeCardProvider();
const providers = new Map<string, CardProvider>();

/**
 * The card provider for a checkout session, by the key it gives: Stripe's Payment Element for a
 * Stripe key (the live API's), the sandbox's card simulation at the API's own origin for the
 * sandbox's. Made once an origin, as a card provider must be.
 */
function cardProviderFor(apiOrigin: string): CardProvider {
  let provider = providers.get(apiOrigin);
  if (!provider) {
    const sandbox = sandboxCardProvider({ baseUrl: apiOrigin });
    provider = cardProviderByKey((key) => (isSandboxPublicKey(key) ? sandbox : stripe));
    providers.set(apiOrigin, provider);
  }
  return provider;
}

/**
 * Both ways to book: the API's hosted checkout, a button a period, coming back to a page that
 * waits for the booking's event; or the custom checkout here, whose first step the server renders.
 */
export function BookRoom({ room, apiOrigin }: { room: Room; apiOrigin: string | null }) {
  const { t, locale } = useWords();
  if (room.is_available === false) {
    return <p className="example-note">{t('fullyBooked', { room: room.name ?? room.id })}</p>;
  }
  return (
    <>
      <h3>{t('secureCheckout')}</h3>
      <p className="example-muted">{t('secureCheckoutLead')}</p>
      <ul className="example-hosted">
        {(room.booking_periods ?? []).map((period) => (
          <li key={period.id}>
            <HostedCheckoutButton
              roomId={room.id}
              operatorId={room.operator_id ?? ''}
              bookingPeriodId={period.id}
              messages={{
                continueToCheckout: t('secureCheckoutFor', {
                  dates: t('dateRange', {
                    start: formatDate(period.start_date, locale),
                    end: formatDate(period.end_date, locale),
                  }),
                }),
              }}
              // The student comes back to a page that waits for this session's booking event.
              // (The sandbox's hosted page returns to `return_url`; a real one returns where the
              // partner set it up in the dashboard.)
              onCheckoutUrl={(url, session) => {
                const back = `${window.location.origin}/booking/return?session=${encodeURIComponent(session.session_token)}`;
                window.location.assign(`${url}?return_url=${encodeURIComponent(back)}`);
              }}
            />
          </li>
        ))}
      </ul>
      <h3>{t('bookHere')}</h3>
      <CustomCheckoutWizard
        roomId={room.id}
        cardProvider={cardProviderFor(apiOrigin ?? '')}
        headingLevel={4}
      />
    </>
  );
}
