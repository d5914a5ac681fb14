import { Data } from './Data.js';
import { type BookingConfirmation, DEMO_ROUTES } from './demoRoutes.js';
import { useDemoWords } from './language.js';
import { linkClick, useLocation } from './navigation.js';
import { useBookingConfirmation } from './useBookingConfirmation.js';

/** Asks the demo's server whether the booking of `session` is confirmed. */
async function checkBooking(session: string, signal: AbortSignal): Promise<BookingConfirmation> {
  const response = await fetch(`${DEMO_ROUTES.bookings}${encodeURIComponent(session)}`, { signal });
  if (!response.ok) throw new Error(`The demo's server answered ${response.status}.`);
  return response.json();
}

/**
 * Where a student lands back from hosted checkout. The booking is not known from the return
 * itself (anyone can open this address): the page asks the demo's server, which learns it from
 * the API's booking event, until the booking of this checkout session is confirmed.
 */
export function BookingReturnPage() {
  const { t, rich } = useDemoWords();
  const session = new URLSearchParams(useLocation().search).get('session') ?? '';
  const { confirmed, timedOut, checkAgain, heading } = useBookingConfirmation(
    session,
    checkBooking,
  );

  if (!session) {
    return (
      <section aria-labelledby="return-heading">
        <h1 id="return-heading">{t('nothingToConfirm')}</h1>
        <p>
          {rich('nothingToConfirmText', {
            findRoom: (
              <a href="/rooms" onClick={linkClick('/rooms')}>
                {t('findRoom')}
              </a>
            ),
          })}
        </p>
      </section>
    );
  }

  if (confirmed) {
    return (
      <section aria-labelledby="return-heading" className="demo-confirmation">
        <h1 id="return-heading" ref={heading} tabIndex={-1}>
          {t('bookingConfirmed')}
        </h1>
        <p>
          {confirmed.room && confirmed.property
            ? rich('roomAtPropertyYours', {
                room: <Data>{confirmed.room}</Data>,
                property: <Data>{confirmed.property}</Data>,
              })
            : confirmed.room
              ? rich('roomYours', { room: <Data>{confirmed.room}</Data> })
              : t('roomBooked')}
          {t('sentenceSeparator')}
          {rich('bookingReference', {
            reference: (
              <strong className="demo-reference" translate="no">
                {confirmed.booking_id}
              </strong>
            ),
          })}
        </p>
        <p className="demo-muted">{t('moveInNote')}</p>
      </section>
    );
  }

  if (timedOut) {
    return (
      <section aria-labelledby="return-heading">
        <h1 id="return-heading" ref={heading} tabIndex={-1}>
          {t('notConfirmedYet')}
        </h1>
        <p>{t('notHeardYet')}</p>
        <p>
          {rich('checkAgainLater', {
            askUs: (
              <a href="/ask" onClick={linkClick('/ask')}>
                {t('askUs')}
              </a>
            ),
          })}
        </p>
        <button type="button" onClick={checkAgain}>
          {t('checkAgain')}
        </button>
      </section>
    );
  }

  return (
    <section aria-labelledby="return-heading" aria-busy="true">
      <h1 id="return-heading">{t('confirmingBooking')}</h1>
      <p role="status">{t('waitingForProvider')}</p>
    </section>
  );
}
