import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type {
  CardFieldsProps,
  CardProvider,
  CheckoutAnalyticsEvent,
} from '@unistay/react/checkout';
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { recordingAnalytics } from '../../../../test/analyticsRecorder.js';
import { dateBoxes } from '../../../../test/fillDate.js';
import { createUnistayWrapper, setupSandboxServer } from '../../../../test/sandboxSetup.js';
import { seededRoom } from '../../../../test/seededRooms.js';
import { CustomCheckoutWizard, type CustomCheckoutWizardProps } from './CustomCheckoutWizard.js';

const api = setupSandboxServer();
const cardProvider = sandboxCardProvider({ baseUrl: 'https://partner-api.test' });
const RIVERSIDE: CustomCheckoutWizardProps = {
  ...seededRoom('room_riverside_ensuite'),
  cardProvider,
};

function renderWizard(props: Partial<CustomCheckoutWizardProps> = {}) {
  const reported = recordingAnalytics();
  const { wrapper, queryClient } = createUnistayWrapper({ analytics: reported.analytics });
  const user = userEvent.setup({ delay: null });
  const booked: (string | null)[] = [];
  const events: CheckoutAnalyticsEvent[] = [];
  const view = render(
    <CustomCheckoutWizard
      {...RIVERSIDE}
      onBookingCreated={({ booking_id }) => booked.push(booking_id)}
      onEvent={(event) => events.push(event)}
      {...props}
    />,
    { wrapper },
  );
  return { user, booked, events, view, queryClient, reported };
}

type User = ReturnType<typeof userEvent.setup>;
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Continue' }));

/** A `YYYY-MM-DD` date typed into the Day, Month and Year boxes its group holds: "27", "3", "2004". */
async function typeDate(user: User, group: HTMLElement, date: string) {
  for (const [label, text] of dateBoxes(date)) {
    const box = within(group).getByLabelText(label);
    await user.clear(box);
    await user.type(box, text);
  }
}

async function typeInto(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      await typeDate(user, screen.getByRole('group', { name: label }), value);
      continue;
    }
    const field = screen.getByLabelText(label, { exact: false }) as
      | HTMLInputElement
      | HTMLSelectElement;
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
}

const person = {
  'First name': 'Amara',
  'Last name': 'Okafor',
  Email: 'amara@example.com',
  'Phone number': '+44 7700 900123',
  'Date of birth': '2004-03-27',
  'Address line 1': '1 High Street',
  'Town or city': 'Leeds',
  Postcode: 'LS1 1AA',
  Country: 'United Kingdom',
};

/** Answers every step up to "Check your answers": UK, instalments, with a UK guarantor. */
async function answerEverything(user: User) {
  await user.click(screen.getByLabelText(/^51 weeks/));
  await user.click(screen.getByLabelText('Pay in instalments'));
  await user.click(screen.getByLabelText('Yes'));
  await next(user);

  expect(await screen.findByRole('heading', { name: 'About you' })).toHaveFocus();
  await typeInto(user, { ...person, Gender: 'Female', Nationality: 'Nigeria' });
  await next(user);

  expect(await screen.findByRole('heading', { name: 'Guarantor' })).toHaveFocus();
  await typeInto(user, {
    ...person,
    Relationship: 'Mother',
    'First name': 'Ngozi',
    'Date of birth': '1975-11-02',
  });
  await next(user);

  expect(await screen.findByRole('heading', { name: 'Your course' })).toHaveFocus();
  await typeInto(user, {
    University: 'University of Leeds',
    'Year of study': 'Undergraduate - First year',
    'Course title': 'Law',
  });
  await next(user);
  expect(await screen.findByRole('heading', { name: 'Check your answers' })).toHaveFocus();
}

async function payWith(user: User, card: string) {
  const field = await screen.findByLabelText('Card number');
  await user.clear(field);
  await user.type(field, card);
  await user.click(screen.getByRole('button', { name: 'Pay and book' }));
}

/** Card fields whose payments stay processing, as a bank transfer or a slow card can. */
function ProcessingFields({ onReady }: CardFieldsProps) {
  useEffect(() => {
    onReady({
      confirm: async () => ({ status: 'failed', code: 'processing', message: 'Still processing.' }),
    });
    return () => onReady(null);
  }, [onReady]);
  return null;
}

describe('CustomCheckoutWizard on the sandbox', () => {
  it('books a UK room in instalments with a guarantor, once', async () => {
    const { user, booked, reported } = renderWizard();
    await answerEverything(user);
    expect(screen.getByText('Due now: £250.00 holding deposit')).toBeInTheDocument();
    await payWith(user, '4242 4242 4242 4242');

    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    const [bookingId] = booked;
    expect(screen.getByText(`Your booking reference is ${bookingId}.`)).toBeInTheDocument();
    expect(booked).toHaveLength(1);
    expect(api.sandbox.bookings()).toEqual([
      expect.objectContaining({ booking_id: bookingId, channel: 'custom' }),
    ]);
    // Kept: the booking, so a reload shows the confirmation; forgotten: every answer.
    const kept = window.sessionStorage.getItem('unistay:checkout:room_riverside_ensuite') ?? '';
    expect(JSON.parse(kept)).toMatchObject({
      step: 'confirmed',
      answers: {},
      phase: { name: 'booked', booking: { booking_id: bookingId } },
    });
    expect(kept).not.toMatch(/Amara|Okafor|example\.com|secret/);

    // What the partner's analytics heard: each step, once, and one purchase of what was paid.
    expect(reported.events.map((event) => ('step' in event ? event.step : event.name))).toEqual([
      'custom_checkout_started',
      'period_chosen',
      'about',
      'contact',
      'course',
      'review',
      'payment_details_given',
      'purchase',
      'confirmed',
    ]);
    expect(reported.named('purchase')).toEqual([
      expect.objectContaining({
        bookingId,
        value: 250,
        currency: 'GBP',
        plan: 'instalments',
        room: expect.objectContaining({
          roomId: 'room_riverside_ensuite',
          periodId: 'bp_riverside_ensuite_51',
        }),
      }),
    ]);
    expect(reported.leaked(['Amara', 'Okafor', 'amara@example.com'])).toEqual([]);
  });

  it("names the purpose of each of the student's own details, and of none of the contact's", async () => {
    const { user } = renderWizard();
    await user.click(screen.getByLabelText(/^51 weeks/));
    await user.click(screen.getByLabelText('Pay in full'));
    await next(user);
    await screen.findByRole('heading', { name: 'About you' });
    const purposes = {
      'First name': 'given-name',
      'Last name': 'family-name',
      Email: 'email',
      'Phone number': 'tel',
      Day: 'bday-day',
      Month: 'bday-month',
      Year: 'bday-year',
      'Address line 1': 'address-line1',
      'Address line 2 (optional)': 'address-line2',
      'Town or city': 'address-level2',
      'Region (optional)': 'address-level1',
      Postcode: 'postal-code',
      Country: 'country',
    };
    const named = (label: string) => screen.getByLabelText(label).getAttribute('autocomplete');
    expect(Object.fromEntries(Object.keys(purposes).map((label) => [label, named(label)]))).toEqual(
      purposes,
    );
    await typeInto(user, { ...person, Gender: 'Female', Nationality: 'Nigeria' });
    await next(user);
    await screen.findByRole('heading', { name: 'Emergency contact' });
    for (const label of Object.keys(purposes)) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('autocomplete');
    }
  });

  it('takes a second address line, shows it in the review, and books with it', async () => {
    const { user, booked } = renderWizard();
    await user.click(screen.getByLabelText(/^51 weeks/));
    await user.click(screen.getByLabelText('Pay in full'));
    await next(user);
    await screen.findByRole('heading', { name: 'About you' });
    await typeInto(user, {
      ...person,
      'Address line 2': 'Flat 2',
      Gender: 'Female',
      Nationality: 'Nigeria',
    });
    expect(screen.getByLabelText('Address line 2 (optional)')).toHaveAttribute(
      'autocomplete',
      'address-line2',
    );
    expect(screen.getByLabelText('Address line 2 (optional)')).not.toBeRequired();
    await next(user);
    await screen.findByRole('heading', { name: 'Emergency contact' });
    await typeInto(user, { ...person, Relationship: 'Mother', 'First name': 'Ngozi' });
    await next(user);
    await screen.findByRole('heading', { name: 'Your course' });
    await typeInto(user, {
      University: 'University of Leeds',
      'Year of study': 'Undergraduate - First year',
      'Course title': 'Law',
    });
    await next(user);
    await screen.findByRole('heading', { name: 'Check your answers' });

    // Each line of the address in its own direction, joined in the language's way.
    const address = screen.getByText(
      (_, element) =>
        element?.tagName === 'SPAN' &&
        element.textContent === '1 High Street, Flat 2, Leeds, LS1 1AA',
    );
    expect([...address.querySelectorAll('bdi')].map((line) => line.textContent)).toEqual([
      '1 High Street',
      'Flat 2',
      'Leeds',
      'LS1 1AA',
    ]);
    // Typed "+44 7700 900123", held as +447700900123, shown grouped.
    expect(screen.getAllByText('+44 7700 900123')).toHaveLength(2);
    await payWith(user, '4242 4242 4242 4242');
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    expect(booked).toHaveLength(1);
  });

  it('keeps everything through a declined card, and books with another', async () => {
    const { user, booked } = renderWizard();
    await answerEverything(user);
    await payWith(user, '4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Nothing was taken',
    );
    // Answers are kept for a reload; nothing from the card field ever is.
    expect(JSON.stringify({ ...window.sessionStorage })).toContain('Amara');
    expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).not.toMatch(
      /4000|0002/,
    );
    await payWith(user, '4242 4242 4242 4242');
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    expect(booked).toHaveLength(1);
    expect(api.sandbox.bookings()).toHaveLength(1);
  });

  it('makes one booking from a double click on "Pay and book"', async () => {
    const { user } = renderWizard();
    await answerEverything(user);
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.dblClick(screen.getByRole('button', { name: 'Pay and book' }));
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    expect(api.sandbox.bookings()).toHaveLength(1);
    expect(api.count('POST /api/rooms/room_riverside_ensuite/checkout')).toBe(1);
  });

  it('retries a 503 on completing with the same session, making one booking', async () => {
    api.sandbox.faults.add({
      route: 'checkout.complete',
      status: 503,
      retryAfterSeconds: 0,
      times: 1,
    });
    const { user } = renderWizard();
    await answerEverything(user);
    await payWith(user, '4242 4242 4242 4242');
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    expect(api.count('POST /api/rooms/room_riverside_ensuite/checkout')).toBe(2);
    expect(api.sandbox.bookings()).toHaveLength(1);
  });

  it('books once when the answer to completing is lost after the booking was made', async () => {
    // The API made the booking, but its answer never arrived: the retry is a replay.
    api.sandbox.faults.add({
      route: 'checkout.complete',
      status: 503,
      retryAfterSeconds: 0,
      afterHandling: true,
      times: 1,
    });
    const { user, booked } = renderWizard();
    await answerEverything(user);
    await payWith(user, '4242 4242 4242 4242');

    await screen.findByRole('heading', { name: 'Booking confirmed' });
    expect(
      screen.getByText(
        'Your booking is made. The accommodation provider will send you its reference.',
      ),
    ).toBeInTheDocument();
    expect(api.count('POST /api/rooms/room_riverside_ensuite/checkout')).toBe(2);
    expect(api.sandbox.bookings()).toHaveLength(1);
    expect(booked).toEqual([null]);
  });

  it('offers "Try again" and a reference when completing keeps failing, never paying twice', async () => {
    api.sandbox.faults.add({
      route: 'checkout.complete',
      status: 503,
      retryAfterSeconds: 0,
      times: 3,
    });
    const { user, events } = renderWizard();
    await answerEverything(user);
    await payWith(user, '4242 4242 4242 4242');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your payment went through, but your booking is not confirmed yet.',
    );
    expect(alert).toHaveTextContent(/quote pi_sandbox_\w+/);
    expect(events).toContainEqual({
      type: 'payment_without_booking',
      reference: expect.stringMatching(/^pi_sandbox_/),
    });
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    const [intent] = api.requests.filter((line) => line.includes('/confirm'));
    expect(intent).toBeDefined();
    expect(api.requests.filter((line) => line.includes('/confirm'))).toHaveLength(1);
    expect(api.sandbox.bookings()).toHaveLength(1);
  });

  it('takes the student to the field a 422 names, and does not ask to pay again', async () => {
    api.sandbox.faults.add({
      route: 'checkout.complete',
      status: 422,
      fieldErrors: {
        'resident_details.email': ['This email address is already booked for these dates.'],
      },
      times: 1,
    });
    const { user } = renderWizard();
    await answerEverything(user);
    await payWith(user, '4242 4242 4242 4242');

    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument();
    // The student arrives at the problem: the summary, not the heading, has focus.
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toContainElement(summary));
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'This email address is already booked for these dates.',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await typeInto(user, { Email: 'amara.okafor@example.com' });
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Check your answers' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    // Paid already: the button books again, it does not pay.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    expect(api.requests.filter((line) => line.includes('/confirm'))).toHaveLength(1);
    expect(api.sandbox.bookings()).toHaveLength(1);
  });

  it('charges once when the period sells out between paying and booking, whatever the student does next', async () => {
    api.sandbox.faults.add({
      route: 'checkout.complete',
      status: 422,
      fieldErrors: { booking_period_id: ['The selected booking period is no longer available.'] },
      times: 1,
    });
    const { user } = renderWizard();
    await answerEverything(user);
    await payWith(user, '4242 4242 4242 4242');
    await screen.findByText(/Your payment was taken/);

    // Trying another period, as the student was once sent to do: the paid one is all there is.
    await user.click(screen.getByRole('button', { name: 'Change your stay' }));
    expect(
      await screen.findByText('You have paid for these dates, so you cannot change them here.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^44 weeks/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^51 weeks/)).toBeChecked();
    await next(user);
    await screen.findByRole('heading', { name: 'Check your answers' });

    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Your payment was taken/);
    const charges = [...api.sandbox.payments()].reduce((sum, intent) => sum + intent.charges, 0);
    expect(charges).toBe(1);
  });

  it('shows only the questions that apply, and validates only those', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByLabelText('Pay in full'));
    expect(
      screen.queryByText('Do you have a guarantor who lives in the UK?'),
    ).not.toBeInTheDocument();
    await next(user);
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Choose when you will stay']);

    await user.click(screen.getByLabelText('Pay in instalments'));
    await user.click(screen.getByLabelText('No'));
    expect(screen.getByText('Will you use the guarantor scheme instead?')).toBeInTheDocument();
  });

  it('keeps every answer through a reload, the half-typed step included', async () => {
    const first = renderWizard();
    await first.user.click(screen.getByLabelText(/^44 weeks/));
    await first.user.click(screen.getByLabelText('Pay in full'));
    await next(first.user);
    await screen.findByRole('heading', { name: 'About you' });
    await typeInto(first.user, { 'First name': 'Amara', Email: 'amara@exa' });
    first.view.unmount();

    const again = renderWizard();
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Amara');
    expect(screen.getByLabelText('Email')).toHaveValue('amara@exa');
    await again.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^44 weeks/)).toBeChecked();
    expect(screen.getByLabelText('Pay in full')).toBeChecked();
  });

  it('makes one booking in StrictMode, and announces it once', async () => {
    const { wrapper } = createUnistayWrapper();
    const user = userEvent.setup({ delay: null });
    const booked: (string | null)[] = [];
    render(
      <CustomCheckoutWizard
        {...RIVERSIDE}
        onBookingCreated={({ booking_id }) => booked.push(booking_id)}
      />,
      {
        wrapper,
        reactStrictMode: true,
      },
    );
    await answerEverything(user);
    await payWith(user, '4242 4242 4242 4242');
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    expect(booked).toHaveLength(1);
    expect(api.sandbox.bookings()).toHaveLength(1);
    expect(api.count('POST /api/rooms/room_riverside_ensuite/checkout/start')).toBe(1);
  });

  it('restarts an unpaid session before it expires, and pays into the new one', async () => {
    // The session's clock and its check are the test's: time moves only when told to.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { user, events } = renderWizard({ sessionTtlMs: 60_000 });
    await answerEverything(user);
    await screen.findByLabelText('Card number');
    const starts = () => api.count('POST /api/rooms/room_riverside_ensuite/checkout/start');
    expect(starts()).toBe(1);

    // Most of the session's life: still fresh, nothing restarts, and no warning yet.
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByRole('button', { name: 'Get more time' })).toBeNull();
    // 20 seconds before the restart (at nine tenths of its life), the student is warned of it.
    act(() => vi.advanceTimersByTime(20_000));
    const renewsAt = new Date(Date.now() + 4_000).toLocaleTimeString('en-GB', {
      timeStyle: 'short',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Secure payment will be renewed at ${renewsAt}. Card details you have entered will be cleared`,
    );
    expect(starts()).toBe(1);
    // Past nine tenths of it, the next check starts a new session, and says so.
    act(() => vi.advanceTimersByTime(6_000));
    await waitFor(() => expect(events).toContainEqual({ type: 'session_restarted' }));
    expect(starts()).toBe(2);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Secure payment was renewed, so you have more time. Nothing has been paid.',
    );
    expect(screen.queryByRole('button', { name: 'Get more time' })).toBeNull();
    await payWith(user, '4242 4242 4242 4242');
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    const [booking] = api.sandbox.bookings();
    expect(starts()).toBe(2);
    expect(booking?.session_token).toMatch(/^cs_sandbox_/);
  });

  it('offers more time before the session is renewed, and pays into the one it starts', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { user } = renderWizard({ sessionTtlMs: 60_000 });
    await answerEverything(user);
    await screen.findByLabelText('Card number');
    const starts = () => api.count('POST /api/rooms/room_riverside_ensuite/checkout/start');
    act(() => vi.advanceTimersByTime(40_000));
    await user.click(await screen.findByRole('button', { name: 'Get more time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Secure payment was renewed, so you have more time. Nothing has been paid.',
    );
    expect(starts()).toBe(2);
    expect(screen.queryByRole('button', { name: 'Get more time' })).toBeNull();
    // The new session has its whole life: nothing is renewed or warned at the old one's end.
    act(() => vi.advanceTimersByTime(25_000));
    expect(screen.queryByRole('button', { name: 'Get more time' })).toBeNull();
    expect(starts()).toBe(2);
    await payWith(user, '4242 4242 4242 4242');
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    expect(api.sandbox.bookings()).toHaveLength(1);
    expect(starts()).toBe(2);
  });

  it('completes after a redirect-based payment brings the student back', async () => {
    // The student reached the payment step, paid on the bank's page, and came back.
    const first = renderWizard();
    await answerEverything(first.user);
    await screen.findByLabelText('Card number');
    const draft = JSON.parse(
      window.sessionStorage.getItem('unistay:checkout:room_riverside_ensuite') ?? '{}',
    );
    first.view.unmount();
    await api.sandbox.handle(
      new Request(
        `https://partner-api.test/__sandbox/payment_intents/${draft.phase.session.clientSecret.split('_secret_')[0]}/confirm`,
        {
          method: 'POST',
          body: JSON.stringify({
            client_secret: draft.phase.session.clientSecret,
            card_number: '4242424242424242',
          }),
        },
      ),
    );
    window.history.replaceState(null, '', '/book?redirect_status=succeeded');

    const back = renderWizard();
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    expect(back.booked).toHaveLength(1);
    expect(api.sandbox.bookings()).toHaveLength(1);
    window.history.replaceState(null, '', '/');
  });

  it('never invites a second payment while one is still processing', async () => {
    // A provider whose payments stay processing; its other parts are never reached.
    const processing: CardProvider = {
      name: 'processing',
      Fields: ProcessingFields,
      retrieveStatus: () => {
        throw new Error('not used here');
      },
    };
    const { user } = renderWizard({ cardProvider: processing });
    await answerEverything(user);
    await user.click(await screen.findByRole('button', { name: 'Pay and book' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment is still being processed. Do not pay again');
    expect(alert).not.toHaveTextContent('Nothing was taken');
  });

  it('does not offer to pay when a payment cannot be checked after a redirect', async () => {
    const first = renderWizard();
    await answerEverything(first.user);
    await screen.findByLabelText('Card number');
    first.view.unmount();
    window.history.replaceState(null, '', '/book?redirect_status=succeeded');
    const unreachable: CardProvider = {
      ...cardProvider,
      retrieveStatus: async () => {
        throw new Error('The card provider could not be reached.');
      },
    };
    renderWizard({ cardProvider: unreachable });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check your payment right now. Do not pay again',
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pay and book|Try again/ })).toBeDisabled();
    expect(api.sandbox.bookings()).toHaveLength(0);
    window.history.replaceState(null, '', '/');
  });

  it('makes one booking from a storm of "Try again" clicks', async () => {
    api.sandbox.faults.add({
      route: 'checkout.complete',
      status: 503,
      retryAfterSeconds: 0,
      times: 3,
    });
    const { user, booked, queryClient } = renderWizard();
    await answerEverything(user);
    await payWith(user, '4242 4242 4242 4242');
    await screen.findByRole('alert');
    const button = screen.getByRole('button', { name: 'Try again' });
    // Faster than any person: ten clicks before the first answer comes back.
    for (let click = 0; click < 10; click++) fireEvent.click(button);
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    // Every completion the clicks started has been answered and handled (retries included), so a
    // second booking or announcement would be here by now.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(api.sandbox.bookings()).toHaveLength(1);
    expect(booked).toHaveLength(1);
    expect(api.requests.filter((line) => line.includes('/confirm'))).toHaveLength(1);
    // The three the fault refused, then the one that booked: no completion sent for a stray click.
    expect(api.count('POST /api/rooms/room_riverside_ensuite/checkout')).toBe(4);
  });

  it('shows periods dated as the API serves them (DD-MM-YYYY), and leaves an unreadable date as it came', () => {
    renderWizard({
      locale: 'en-GB',
      bookingPeriods: [
        {
          id: 'bp_wire',
          label: '51 weeks',
          start_date: '04-09-2027',
          end_date: '26-08-2028',
          price_per_week: '289.00',
        },
        {
          id: 'bp_odd',
          label: 'Summer',
          start_date: 'TBC',
          end_date: '2028-08-31',
          price_per_week: '199.00',
        },
      ],
    });

    expect(screen.getByLabelText(/^51 weeks/)).toHaveAccessibleName(
      '51 weeks, 4 September 2027 to 26 August 2028, £289.00 a week',
    );
    expect(screen.getByLabelText(/^Summer/)).toHaveAccessibleName(
      'Summer, TBC to 31 August 2028, £199.00 a week',
    );
  });

  it('given only the room, loads it and books it with what the catalogue says', async () => {
    const { user, booked } = renderWizard({
      operatorId: undefined,
      propertyCountry: undefined,
      bookingPeriods: undefined,
      currency: undefined,
      locale: 'en-GB',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the room…');
    expect(
      await screen.findByText('Booking Classic Ensuite at Riverside House'),
    ).toBeInTheDocument();
    // A UK room: paying in instalments asks about a UK guarantor, as the property's country says.
    expect(
      screen.getByLabelText(/^4 September 2027 to 26 August 2028, £289.00 a week/),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^4 September 2027/));
    await user.click(screen.getByLabelText('Pay in instalments'));
    expect(screen.getByText('Do you have a guarantor who lives in the UK?')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Pay in full'));
    await next(user);
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(booked).toEqual([]);
  });

  it('says what is being booked, and asks no period question when the period is fixed', async () => {
    const { user } = renderWizard({
      bookingPeriods: undefined,
      bookingPeriodId: 'bp_riverside_ensuite_44',
      propertyName: 'Riverside House',
      roomName: 'Classic Ensuite',
    });
    expect(screen.getByText('Booking Classic Ensuite at Riverside House')).toBeInTheDocument();
    expect(screen.queryByText('When will you stay?')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Pay in full'));
    await next(user);
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument();
  });

  it('does not hammer a failing start: it waits for "Try again"', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    api.sandbox.faults.add({ route: 'checkout.start', status: 503, times: 2 });
    const { user } = renderWizard();
    await answerEverything(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Secure payment could not be prepared. Nothing has been paid.');
    // An hour of the wizard's session checks, the session long expired: none starts again.
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    // A start would have replaced the refusal with "preparing" at once, inside the same act.
    expect(screen.getByRole('alert')).toHaveTextContent('Secure payment could not be prepared.');
    const starts = () => api.count('POST /api/rooms/room_riverside_ensuite/checkout/start');
    expect(starts()).toBe(1);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(starts()).toBe(2);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(starts()).toBe(3);
  });

  it('puts every heading it renders at headingLevel: steps, the error summary, the review', async () => {
    const { user } = renderWizard({ headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Your stay' })).toBeInTheDocument();
    await next(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { level: 3 })).toHaveTextContent(
      'There is a problem',
    );

    await user.click(screen.getByLabelText(/^51 weeks/));
    await user.click(screen.getByLabelText('Pay in full'));
    await next(user);
    await typeInto(user, { ...person, Gender: 'Female', Nationality: 'Nigeria' });
    await next(user);
    await typeInto(user, { ...person, Relationship: 'Mother', 'First name': 'Ngozi' });
    await next(user);
    await typeInto(user, {
      University: 'University of Leeds',
      'Year of study': 'Undergraduate - First year',
      'Course title': 'Law',
    });
    await next(user);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Check your answers' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
    ).toEqual(['Your stay', 'About you', 'Emergency contact', 'Your course', 'Payment']);
  });
});
