'use client';
import type { BookingConfirmation } from '@unistay/demo/demoRoutes';
import { useBookingConfirmation } from '@unistay/demo/useBookingConfirmation';
import { useWords } from '../../Providers';

/** Asks this app's server whether the webhook has heard of the session's booking. */
async function checkBooking(session: string, signal: AbortSignal): Promise<BookingConfirmation> {
  const response = await fetch(`/booking/status?session=${encodeURIComponent(session)}`, {
    signal,
  });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  return response.json();
}

/** Waits for the booking's event, then says it is confirmed, or, after a minute, what to do. */
export function BookingStatus({ session }: { session: string }) {
  const { t, rich } = useWords();
  const { confirmed, timedOut, checkAgain, heading } = useBookingConfirmation(
    session,
    checkBooking,
  );

  if (!session) {
    return (
      <section aria-labelledby="return-heading">
        <h1 id="return-heading">{t('nothingToConfirm')}</h1>
        <p>{rich('nothingToConfirmText', { findRoom: <a href="/rooms">{t('findRoom')}</a> })}</p>
      </section>
    );
  }
  if (confirmed) {
    const room = confirmed.room ? <span translate="no">{confirmed.room}</span> : null;
    const property = confirmed.property ? <span translate="no">{confirmed.property}</span> : null;
    return (
      <section aria-labelledby="return-heading" className="example-confirmation">
        <h1 id="return-heading" ref={heading} tabIndex={-1}>
          {t('bookingConfirmed')}
        </h1>
        <p>
          {room && property
            ? rich('roomAtPropertyYours', { room, property })
            : room
              ? rich('roomYours', { room })
              : t('roomBooked')}
          {confirmed.booking_id && (
            <>
              {t('sentenceSeparator')}
              {rich('bookingReference', {
                reference: <strong translate="no">{confirmed.booking_id}</strong>,
              })}
            </>
          )}
        </p>
        <p>{t('moveInNote')}</p>
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
        <p>{rich('checkAgainLater', { askUs: <a href="/ask">{t('askUs')}</a> })}</p>
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
