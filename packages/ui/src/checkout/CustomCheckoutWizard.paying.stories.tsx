import type { Meta, StoryObj } from '@storybook/react-vite';
import { START_ANEW_HEADER } from '@unistay/api-client';
import { holdForHostedCheckout } from '@unistay/react/internal';
import { SandboxHumanCheck } from '@unistay/sandbox/human-check';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { proxyWithHumanCheck } from '../form/humanCheck.stories-shared.js';
import { CustomCheckoutWizard } from './CustomCheckoutWizard.js';
import {
  answerAbout,
  answerContact,
  answerCourse,
  answerEverything,
  answerStay,
  expectBooked,
  expectStep,
  payWith,
  RIVERSIDE,
  wizardArgs,
} from './checkoutWizard.stories-shared.js';
import { fakeStripe } from './fakeStripe.test-shared.js';
import { stripeCardProvider } from './stripeCardProvider.js';

/** The stand-in for Stripe, confirming in the sandbox: stripe.js must never load in a story. */
const fakeStripeProvider = stripeCardProvider({ loadStripe: async () => fakeStripe().asStripe() });

/** What the page asked of Stripe's host, in the story that blocks it. */
const stripeRequests: string[] = [];

/**
 * The custom checkout from "Pay and book" on: a booking made, a card declined, a bank's check, the
 * API failing at each call, a payment still processing, the session renewed, and the card
 * providers. The steps before are in `CustomCheckoutWizard.stories.tsx`.
 */
const meta = {
  title: 'UI/Checkout/CustomCheckoutWizard paying',
  component: CustomCheckoutWizard,
  args: wizardArgs,
} satisfies Meta<typeof CustomCheckoutWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  tags: ['!autodocs', 'state'],
  parameters: {
    saidOnce: [
      'Paying…',
      'Confirming your booking…',
      'Booking confirmed',
      'Your booking reference is BK-',
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    await payWith(canvas, '4242 4242 4242 4242');
    await expectBooked(canvas, args.onBookingCreated);
    await expect(canvas.queryByText('Step 5 of 5')).not.toBeInTheDocument();
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'payment_succeeded' });
  },
};

export const DeclinedCard: Story = {
  tags: ['!autodocs', 'state'],
  parameters: { saidOnce: ['Paying…', 'Your card was declined'] },
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    await payWith(canvas, '4000 0000 0000 0002');

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Your card was declined. Nothing was taken. Check the card details or try another card.',
    );
    await expect(args.onEvent).toHaveBeenCalledWith({
      type: 'payment_failed',
      code: 'card_declined',
    });
    // The card field and every answer are still there, to try another card.
    await expect(canvas.getByLabelText('Card number')).toBeInTheDocument();
    await expect(canvas.getByText('Amara Okafor')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay and book' })).toBeEnabled();
    await expect(args.onBookingCreated).not.toHaveBeenCalled();
  },
};

export const BankAuthentication: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    await payWith(canvas, '4000 0025 0000 3155');

    const bank = await canvas.findByRole('dialog', {
      name: 'Your bank asks you to confirm this payment.',
    });
    // "Paying…" shows above the button, which keeps its name and waits.
    await expect(canvas.getByRole('status')).toHaveTextContent('Paying…');
    await expect(canvas.getByRole('button', { name: 'Pay and book' })).toBeDisabled();
    await userEvent.click(within(bank).getByRole('button', { name: 'Confirm payment' }));
    await expectBooked(canvas, args.onBookingCreated);
  },
};

export const CompleteRetriedAfter503: Story = {
  tags: ['!autodocs'],
  parameters: {
    sandbox: {
      faults: [{ route: 'checkout.complete', status: 503, retryAfterSeconds: 0, times: 1 }],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    await payWith(canvas, '4242 4242 4242 4242');
    // The hooks retry completing on their own; the student sees no error.
    await expectBooked(canvas, args.onBookingCreated);
    await expect(args.onEvent).not.toHaveBeenCalledWith(
      expect.objectContaining({ type: 'complete_failed' }),
    );
  },
};

export const CompleteFailsThenTryAgain: Story = {
  tags: ['!autodocs'],
  parameters: {
    sandbox: {
      faults: [{ route: 'checkout.complete', status: 503, retryAfterSeconds: 0, times: 3 }],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    await payWith(canvas, '4242 4242 4242 4242');

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      /^Your payment went through, but your booking is not confirmed yet\. You will not be charged twice for this payment\. Try again\. If this keeps happening, quote pi_sandbox_\w+ to the accommodation team\.$/,
    );
    await expect(args.onEvent).toHaveBeenCalledWith({
      type: 'payment_without_booking',
      reference: expect.stringMatching(/^pi_sandbox_/),
    });
    // Paid already: no card field, and the button only completes.
    await expect(canvas.queryByLabelText('Card number')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expectBooked(canvas, args.onBookingCreated);
  },
};

/** Completing keeps failing: paid, the reference to quote, and no card asked for again. */
export const CompleteFails: Story = {
  tags: ['!autodocs', 'state'],
  parameters: {
    sandbox: {
      faults: [{ route: 'checkout.complete', status: 503, retryAfterSeconds: 0, times: 3 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await answerEverything(canvasElement);
    await payWith(canvas, '4242 4242 4242 4242');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/quote pi_sandbox_\w+/);
    await expect(canvas.queryByLabelText('Card number')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The period sold out between paying and booking: the payment was taken once, and stays so. */
export const BookingRefused: Story = {
  tags: ['!autodocs', 'state'],
  parameters: {
    sandbox: {
      faults: [
        {
          route: 'checkout.complete',
          status: 422,
          fieldErrors: {
            booking_period_id: ['The selected booking period is no longer available.'],
          },
        },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    await payWith(canvas, '4242 4242 4242 4242');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      /^Your payment was taken, but the booking could not be made\. You will not be charged twice for this payment\. Quote pi_sandbox_\w+ to the accommodation team to get a refund or book other dates\.$/,
    );
    await expect(canvas.queryByLabelText('Card number')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay and book' })).toBeDisabled();
    await expect(args.onEvent).toHaveBeenCalledWith({
      type: 'payment_without_booking',
      reference: expect.stringMatching(/^pi_sandbox_/),
    });
  },
};

/** A payment still processing: never an invitation to pay again, and a way to check again. */
export const PaymentProcessing: Story = {
  tags: ['!autodocs', 'state'],
  play: async ({ canvasElement }) => {
    const canvas = await answerEverything(canvasElement);
    await payWith(canvas, '4000 0000 0000 0077');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Your payment is still being processed. Do not pay again. We will confirm your booking once it clears.',
    );
    await expect(canvas.queryByLabelText('Card number')).not.toBeInTheDocument();
    await expect(within(alert).getByRole('button', { name: 'Check again' })).toBeEnabled();
  },
};

/**
 * The student went to the room's hosted checkout page (in this tab or another) and came back: they
 * may have paid there, so no card is offered until they say they did not.
 */
export const HostedCheckoutOpened: Story = {
  tags: ['!autodocs', 'state'],
  beforeEach: () => holdForHostedCheckout(RIVERSIDE.roomId),
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'You went to secure checkout for this room. If you paid there, do not pay again. If you did not, you can pay here instead.',
    );
    await expect(canvas.queryByLabelText('Card number')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay and book' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Pay here instead' }));
    await payWith(canvas, '4242 4242 4242 4242');
    await expectBooked(canvas, args.onBookingCreated);
  },
};

/** The payment's status cannot be read: unknown is not unpaid, so nothing is offered but a re-check. */
export const PaymentCheckFailed: Story = {
  tags: ['!autodocs', 'state'],
  parameters: {
    sandbox: { faults: [{ route: 'payment_intents.retrieve', status: 503 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await answerEverything(canvasElement);
    await payWith(canvas, '4000 0000 0000 0077');
    const processing = await canvas.findByRole('alert');
    await userEvent.click(within(processing).getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'We could not check your payment right now. Do not pay again. Check again in a moment.',
      ),
    );
    await expect(canvas.queryByLabelText('Card number')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay and book' })).toBeDisabled();
  },
};

export const ServerFieldError: Story = {
  tags: ['!autodocs', 'state'],
  parameters: {
    saidOnce: ['There is a problem', 'This email address is already booked for these dates.'],
    sandbox: {
      faults: [
        {
          route: 'checkout.complete',
          status: 422,
          fieldErrors: {
            'resident_details.email': ['This email address is already booked for these dates.'],
          },
          times: 1,
        },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    await payWith(canvas, '4242 4242 4242 4242');

    await canvas.findByRole('heading', { name: 'About you' });
    // The student arrives at the problem: the summary, not the heading, has focus.
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toContainElement(summary));
    const message = 'This email address is already booked for these dates.';
    await expect(within(summary).getByRole('link')).toHaveTextContent(message);
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(message);
    await expect(email).toHaveValue('amara@example.com');
    await expect(args.onBookingCreated).not.toHaveBeenCalled();
  },
};

/**
 * Secure payment is about to be renewed: the student is told when, and that the card details they
 * typed will be cleared, and may ask for more time (WCAG 2.2.1). A 25-second session (the API's
 * is 30 minutes) is warned of at once and renewed 22 seconds in, after this story's checks.
 */
export const SessionEndingSoon: Story = {
  tags: ['!autodocs', 'state'],
  args: { sessionTtlMs: 25_000 },
  parameters: { saidOnce: ['Card details you have entered will be cleared'] },
  play: async ({ canvasElement }) => {
    const canvas = await answerEverything(canvasElement);
    const moreTime = await canvas.findByRole(
      'button',
      { name: 'Get more time' },
      { timeout: 5000 },
    );
    const alert = canvas.getByRole('alert');
    await expect(alert).toContainElement(moreTime);
    await expect(alert).toHaveTextContent(
      /^Secure payment will be renewed at \d{2}:\d{2}\. Card details you have entered will be cleared, and nothing will be paid\./,
    );
    // Nothing is taken away while the student reads: the card field is there to pay now.
    await expect(canvas.getByLabelText('Card number')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay and book' })).toBeEnabled();
  },
};

/** Secure payment cannot be prepared: nothing paid, and "Try again" the one way on. */
export const StartFailed: Story = {
  tags: ['!autodocs', 'state'],
  parameters: { sandbox: { faults: [{ route: 'checkout.start', status: 503 }] } },
  play: async ({ canvasElement }) => {
    const canvas = await answerEverything(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Secure payment could not be prepared. Nothing has been paid.',
    );
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Secure payment cannot be prepared: the alert stays until the student asks again. */
export const StartFails: Story = {
  tags: ['!autodocs'],
  parameters: {
    // Starting checkout is never retried by the hooks: one failure should show, and stay.
    sandbox: { faults: [{ route: 'checkout.start', status: 503, times: 1 }] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Secure payment could not be prepared. Nothing has been paid.',
    );
    await expect(canvas.queryByLabelText('Card number')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay and book' })).toBeDisabled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByLabelText('Card number')).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay and book' })).toBeEnabled();
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'checkout_started' });
  },
};

/**
 * The partner's proxy remembers that this browser booked the room for these dates a moment ago
 * (here its answer, as the proxy gives it, in front of the sandbox): the booking is said with its
 * reference and no card is offered, until the student books again for someone else.
 */
export const BookedBefore: Story = {
  tags: ['!autodocs', 'state'],
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/rooms/:roomId/checkout/start', ({ request }) => {
        if (request.headers.get(START_ANEW_HEADER) === 'true') return undefined;
        return HttpResponse.json(
          {
            success: false,
            code: 'checkout_booked',
            locale: 'en',
            message: 'You booked this room for these dates a moment ago.',
            data: {
              reason: 'checkout_booked',
              booking_id: 'BK-7Q2M4X9C',
              booking_period_id: RIVERSIDE.bookingPeriods[0]?.id,
            },
          },
          { status: 409 },
        );
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'This room was booked for these dates on this device a short time ago, and nothing more has been paid.',
    );
    await expect(alert).toHaveTextContent('Your booking reference is BK-7Q2M4X9C.');
    await expect(canvas.queryByLabelText('Card number')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay and book' })).toBeDisabled();

    await userEvent.click(
      within(alert).getByRole('button', { name: 'Book again for someone else' }),
    );
    await expect(await canvas.findByLabelText('Card number')).toBeInTheDocument();
    await payWith(canvas, '4242 4242 4242 4242');
    await expectBooked(canvas, args.onBookingCreated);
  },
};

/**
 * With a human check (the sandbox's stand-in for Turnstile or hCaptcha, behind a proxy's
 * `humanCheck.verify`): on the review, before the payment's session starts. A token the check refuses
 * is said on the widget, which takes focus; a ticked one starts the session, and the card fields
 * take the widget's place.
 */
export const WithHumanCheck: Story = {
  tags: ['state'],
  args: { humanCheck: SandboxHumanCheck },
  beforeEach({ msw }) {
    msw.use(proxyWithHumanCheck('*/api/rooms/:roomId/checkout/start'));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    const check = await canvas.findByRole('group', { name: 'Check that you are a person' });
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Pay and book' })).toBeDisabled();

    await userEvent.click(within(check).getByRole('button', { name: 'Fail the check' }));
    const refused = await canvas.findByRole('group', { name: 'Check that you are a person' });
    await waitFor(() =>
      expect(refused).toHaveAccessibleDescription(
        'The check that you are a person failed or expired. Complete it again.',
      ),
    );
    await expect(refused).toHaveFocus();

    await userEvent.click(within(refused).getByRole('checkbox', { name: 'I am a person' }));
    await expect(await canvas.findByLabelText('Card number')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Payment' })).toHaveFocus();
    await payWith(canvas, '4242 4242 4242 4242');
    await expectBooked(canvas, args.onBookingCreated);
  },
};

export const StripeProvider: Story = {
  tags: ['!autodocs'],
  args: { cardProvider: fakeStripeProvider },
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    const card = await canvas.findByLabelText('Card number');
    await expect(card.closest('[data-provider]')).toHaveAttribute('data-provider', 'stripe');
    await payWith(canvas, '4242 4242 4242 4242');
    await expectBooked(canvas, args.onBookingCreated);
    // The fake stood in for Stripe throughout: stripe.js was never loaded.
    await expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
  },
};

/**
 * The real `stripeCardProvider`, with Stripe's host blocked: stripe.js is not requested while the
 * student answers the first four steps, only when the payment step mounts; and when it cannot
 * load, the student is told so instead of facing an empty box.
 */
export const StripeLoadsOnlyAtPayment: Story = {
  tags: ['!autodocs'],
  args: { cardProvider: stripeCardProvider() },
  beforeEach({ msw }) {
    stripeRequests.length = 0;
    msw.use(
      http.all('https://js.stripe.com/*', ({ request }) => {
        stripeRequests.push(request.url);
        return HttpResponse.error();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stripeScript = () => document.querySelector('script[src*="js.stripe.com"]');
    await answerStay(canvas, /^51 weeks/, 'Pay in instalments', 'Yes');
    await answerAbout(canvas);
    await answerContact(canvas, 'Guarantor');
    await expectStep(canvas, 'Your course');
    await expect(stripeScript()).toBeNull();
    await expect(stripeRequests).toEqual([]);

    await answerCourse(canvas);
    await expectStep(canvas, 'Check your answers');
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(
      'Secure card payment could not be loaded. Check your connection, then try again.',
    );
    await expect(stripeScript()).not.toBeNull();
    await expect(stripeRequests.length).toBeGreaterThan(0);
    await expect(stripeRequests.every((url) => url.startsWith('https://js.stripe.com/'))).toBe(
      true,
    );
  },
};
