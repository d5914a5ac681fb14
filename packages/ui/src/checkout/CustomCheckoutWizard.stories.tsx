import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Stripe } from '@stripe/stripe-js';
import { holdForHostedCheckout } from '@unistay/react/internal';
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { SandboxHumanCheck } from '@unistay/sandbox/human-check';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dateBoxes } from '../../../../test/fillDate.js';
import { proxyWithHumanCheck } from '../form/humanCheck.stories-shared.js';
import { inArabic, inPseudoLocale } from '../i18n/locale.stories-shared.js';
import ar from '../locales/ar.js';
import pseudo from '../locales/pseudo.js';
import { CustomCheckoutWizard } from './CustomCheckoutWizard.js';
import { stripeCardProvider } from './stripeCardProvider.js';

// MSW answers `/__sandbox/*` on this origin, so the sandbox's card field confirms against it.
const cardProvider = sandboxCardProvider();

const RIVERSIDE = {
  roomId: 'room_riverside_ensuite',
  operatorId: 'op_northgate',
  propertyCountry: 'gb',
  currency: 'GBP',
  bookingPeriods: [
    {
      id: 'bp_riverside_ensuite_51',
      label: '51 weeks',
      start_date: '04-09-2027',
      end_date: '26-08-2028',
      price_per_week: '289.00',
      holding_deposit: '250.00',
    },
    {
      id: 'bp_riverside_ensuite_44',
      label: '44 weeks',
      start_date: '11-09-2027',
      end_date: '15-07-2028',
      price_per_week: '299.00',
      holding_deposit: '250.00',
    },
  ],
};

const HARBOUR = {
  roomId: 'room_harbour_studio',
  operatorId: 'op_harbour',
  propertyCountry: 'au',
  currency: 'AUD',
  bookingPeriods: [
    {
      id: 'bp_harbour_studio_s1',
      label: 'Semester 1',
      start_date: '20-02-2027',
      end_date: '26-06-2027',
      price_per_week: '459.00',
      holding_deposit: '500.00',
    },
    {
      id: 'bp_harbour_studio_year',
      label: 'Academic year',
      start_date: '20-02-2027',
      end_date: '27-11-2027',
      price_per_week: '439.00',
      holding_deposit: '500.00',
    },
  ],
};

const MAPLE = {
  roomId: 'room_maple_ensuite',
  operatorId: 'op_maple',
  propertyCountry: 'ca',
  currency: 'CAD',
  bookingPeriods: [
    {
      id: 'bp_maple_ensuite_8m',
      label: '8 months',
      start_date: '01-09-2027',
      end_date: '30-04-2028',
      price_per_week: '412.00',
      holding_deposit: '500.00',
    },
    {
      id: 'bp_maple_ensuite_12m',
      label: '12 months',
      start_date: '01-09-2027',
      end_date: '31-08-2028',
      price_per_week: '389.00',
      holding_deposit: '500.00',
    },
  ],
};

/* ---------------------------------------------------------------------------------------------
 * A stand-in for Stripe, for the StripeProvider story: stripe.js must never load in a story.
 * It has what `<Elements>` checks for and what `stripeCardProvider` calls. Its Payment Element is
 * a plain labelled input (where Stripe would put its iframe), and `confirmPayment` confirms the
 * session's payment intent in the sandbox with what was typed there, as Stripe would with its own
 * servers, so completing checkout finds the payment made.
 * ------------------------------------------------------------------------------------------- */

interface FakeElements {
  clientSecret: string;
  cardNumber: () => string;
}

const intentUrl = (clientSecret: string) =>
  `/__sandbox/payment_intents/${encodeURIComponent(clientSecret.split('_secret_')[0] ?? '')}`;

const unsupported = (name: string) => () => {
  throw new Error(`The stories' fake Stripe has no ${name}.`);
};

let fakeFieldIds = 0;

/** What the page asked of Stripe's host, in the story that blocks it. */
const stripeRequests: string[] = [];

function fakeStripe(): Stripe {
  const made = new WeakMap<object, FakeElements>();

  function elements(options: { clientSecret: string }) {
    let input: HTMLInputElement | null = null;
    const handle = {
      create(_type: string, _options?: unknown) {
        let host: HTMLElement | null = null;
        return {
          mount(node: HTMLElement) {
            host = node;
            const id = `fake-stripe-card-${++fakeFieldIds}`;
            const label = document.createElement('label');
            label.htmlFor = id;
            label.className = 'unistay-label';
            label.textContent = 'Card number';
            const hint = document.createElement('p');
            hint.id = `${id}-hint`;
            hint.className = 'unistay-hint';
            hint.textContent = 'Stand-in for Stripe’s Payment Element: use 4242 4242 4242 4242.';
            input = document.createElement('input');
            input.id = id;
            input.className = 'unistay-input';
            input.inputMode = 'numeric';
            input.autocomplete = 'cc-number';
            input.setAttribute('aria-describedby', hint.id);
            node.replaceChildren(label, hint, input);
          },
          destroy() {
            host?.replaceChildren();
            input = null;
          },
          on() {},
          off() {},
          update() {},
        };
      },
      update() {},
    };
    made.set(handle, { clientSecret: options.clientSecret, cardNumber: () => input?.value ?? '' });
    return handle;
  }

  async function confirmPayment({ elements: given }: { elements: object }) {
    const fake = made.get(given);
    if (!fake) throw new Error('confirmPayment was given elements the fake did not make.');
    const response = await fetch(`${intentUrl(fake.clientSecret)}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_secret: fake.clientSecret, card_number: fake.cardNumber() }),
    });
    const answer = (await response.json()) as {
      status?: string;
      error?: { code: string; message: string };
    };
    if (answer.error) return { error: { type: 'card_error', ...answer.error } };
    return { paymentIntent: { status: answer.status } };
  }

  async function retrievePaymentIntent(clientSecret: string) {
    const response = await fetch(intentUrl(clientSecret));
    if (!response.ok) return { error: { type: 'api_error', message: 'No such payment intent.' } };
    return { paymentIntent: (await response.json()) as { status: string } };
  }

  return {
    elements,
    confirmPayment,
    retrievePaymentIntent,
    createToken: unsupported('createToken'),
    createPaymentMethod: unsupported('createPaymentMethod'),
    confirmCardPayment: unsupported('confirmCardPayment'),
    confirmSetup: unsupported('confirmSetup'),
    retrieveSetupIntent: unsupported('retrieveSetupIntent'),
  } as unknown as Stripe;
}

const fakeStripeProvider = stripeCardProvider({ loadStripe: async () => fakeStripe() });

/* ------------------------------------------------------------------------------------------- */

type Canvas = ReturnType<typeof within>;

const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

/** Arrives at a step: its heading is there and has focus. */
async function expectStep(canvas: Canvas, name: string) {
  const heading = await canvas.findByRole('heading', { name, level: 2 });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/**
 * A student typing without the pauses between keys (a real one's are no part of what is shown):
 * every event of each key still fires, and the wizard's stories answer four steps in each.
 */
const typist = userEvent.setup({ delay: null });

/** Types into text fields and picks from selects, by exact label. */
async function fillIn(canvas: Canvas, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    // A date the student knows is three boxes, in a group its label names: "27", "3", "2004".
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const group = within(canvas.getByRole('group', { name: label }));
      for (const [box, text] of dateBoxes(value)) {
        await typist.clear(group.getByLabelText(box));
        await typist.type(group.getByLabelText(box), text);
      }
      continue;
    }
    const field = canvas.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await typist.selectOptions(field, value);
    else {
      await typist.clear(field);
      await typist.type(field, value);
    }
  }
}

/** Picks an answer to one question of the stay step. */
const choose = (canvas: Canvas, question: string, answer: string | RegExp) =>
  userEvent.click(within(canvas.getByRole('group', { name: question })).getByLabelText(answer));

const person = {
  'First name': 'Amara',
  'Last name': 'Okafor',
  Email: 'amara@example.com',
  'Phone number': '+44 7700 900123',
  'Date of birth': '2004-03-27',
  'Address line 1': '1 High St',
  'Town or city': 'Leeds',
  Postcode: 'LS1 1AA',
  Country: 'United Kingdom',
};

async function answerStay(
  canvas: Canvas,
  period: RegExp,
  plan: 'Pay in full' | 'Pay in instalments',
  ukGuarantor?: 'Yes' | 'No',
) {
  await choose(canvas, 'When will you stay?', period);
  await choose(canvas, 'How will you pay?', plan);
  if (ukGuarantor)
    await choose(canvas, 'Do you have a guarantor who lives in the UK?', ukGuarantor);
  await next(canvas);
}

async function answerAbout(canvas: Canvas) {
  await expectStep(canvas, 'About you');
  await fillIn(canvas, { ...person, Gender: 'Female', Nationality: 'Nigeria' });
  await next(canvas);
}

async function answerContact(canvas: Canvas, kind: 'Guarantor' | 'Emergency contact') {
  await expectStep(canvas, kind);
  await fillIn(canvas, {
    ...person,
    Relationship: 'Mother',
    'First name': 'Ngozi',
    Email: 'ngozi@example.com',
    'Date of birth': '1975-11-02',
  });
  await next(canvas);
}

async function answerCourse(canvas: Canvas) {
  await expectStep(canvas, 'Your course');
  await fillIn(canvas, {
    University: 'University of Leeds',
    'Year of study': 'Undergraduate - First year',
    'Course title': 'Law',
  });
  await next(canvas);
}

/** Every step up to "Check your answers": UK, 51 weeks, instalments, with a UK guarantor. */
async function answerEverything(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await answerStay(canvas, /^51 weeks/, 'Pay in instalments', 'Yes');
  await answerAbout(canvas);
  await answerContact(canvas, 'Guarantor');
  await answerCourse(canvas);
  await expectStep(canvas, 'Check your answers');
  return canvas;
}

async function payWith(canvas: Canvas, card: string) {
  const field = await canvas.findByLabelText('Card number');
  await userEvent.clear(field);
  await userEvent.type(field, card);
  await userEvent.click(canvas.getByRole('button', { name: 'Pay and book' }));
}

/** "Booking confirmed", its reference shown; the partner heard of the booking once. */
async function expectBooked(canvas: Canvas, onBookingCreated: unknown) {
  // Paying and completing take a few round trips to the sandbox.
  const heading = await canvas.findByRole(
    'heading',
    { name: 'Booking confirmed' },
    { timeout: 5000 },
  );
  await waitFor(() => expect(heading).toHaveFocus());
  const reference = canvas.getByText(/^Your booking reference is BK-\w+\.$/);
  await expect(reference).toBeVisible();
  await expect(
    canvas.getByText('The accommodation team will email you the next steps.'),
  ).toBeVisible();
  await expect(onBookingCreated).toHaveBeenCalledTimes(1);
  const id = reference.textContent?.match(/(BK-\w+)/)?.[1];
  await expect(onBookingCreated).toHaveBeenCalledWith({ booking_id: id });
}

const meta = {
  title: 'UI/Checkout/CustomCheckoutWizard',
  component: CustomCheckoutWizard,
  args: {
    ...RIVERSIDE,
    cardProvider,
    locale: 'en-GB',
    // A draft in sessionStorage would carry one story's answers into the next.
    persistence: 'none',
    onBookingCreated: fn(),
    onEvent: fn(),
  },
} satisfies Meta<typeof CustomCheckoutWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StayStep: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your stay', level: 2 })).toBeVisible();
    const periods = within(canvas.getByRole('group', { name: 'When will you stay?' }));
    await expect(
      periods.getByLabelText('51 weeks, 4 September 2027 to 26 August 2028, £289.00 a week'),
    ).not.toBeChecked();
    await expect(
      periods.getByLabelText('44 weeks, 11 September 2027 to 15 July 2028, £299.00 a week'),
    ).not.toBeChecked();
    await expect(canvas.getByRole('group', { name: 'How will you pay?' })).toBeVisible();
    // The guarantor question waits for a UK instalment plan.
    await expect(
      canvas.queryByRole('group', { name: 'Do you have a guarantor who lives in the UK?' }),
    ).not.toBeInTheDocument();
    // The first step has nothing to go back to.
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const StayValidation: Story = {
  tags: ['state'],
  // Each error said once by the summary; the plan's again only as the student follows its link.
  parameters: { saidOnce: ['There is a problem', 'Choose when you will stay'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await next(canvas);

    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toContainElement(summary));
    await expect(
      within(summary).getByRole('heading', { name: 'There is a problem' }),
    ).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Choose when you will stay',
      'Choose how you will pay',
    ]);
    const periods = canvas.getByRole('group', { name: 'When will you stay?' });
    await expect(periods).toHaveAccessibleDescription('Choose when you will stay');
    const firstPeriod = within(periods).getByLabelText(/^51 weeks/);
    await expect(firstPeriod).toHaveAttribute('aria-invalid', 'true');
    await expect(links[0]).toHaveAttribute('href', `#${firstPeriod.id}`);
    // A link takes the student to the question.
    await userEvent.click(links[1] as HTMLElement);
    await expect(
      within(canvas.getByRole('group', { name: 'How will you pay?' })).getByLabelText(
        'Pay in full',
      ),
    ).toHaveFocus();
  },
};

export const UkInstalmentsWithScheme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, 'When will you stay?', /^44 weeks/);
    await choose(canvas, 'How will you pay?', 'Pay in instalments');
    await expect(
      canvas.queryByRole('group', { name: 'Will you use the guarantor scheme instead?' }),
    ).not.toBeInTheDocument();
    await choose(canvas, 'Do you have a guarantor who lives in the UK?', 'No');

    const scheme = await canvas.findByRole('group', {
      name: 'Will you use the guarantor scheme instead?',
    });
    await expect(scheme).toHaveAccessibleDescription(
      'A third-party guarantor scheme stands as your guarantor for a fee.',
    );
    // Without a UK guarantor, instalments need the scheme.
    await choose(canvas, 'Will you use the guarantor scheme instead?', 'No');
    await next(canvas);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toContainElement(summary));
    await expect(within(summary).getByRole('link')).toHaveTextContent(
      'To pay in instalments without a UK-based guarantor, use the guarantor scheme, or pay in full',
    );
    await choose(canvas, 'Will you use the guarantor scheme instead?', 'Yes');
    // Fixed: the error goes as the answer changes.
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(within(scheme).getByLabelText('Yes', { selector: 'input' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const AboutYou: Story = {
  tags: ['state'],
  parameters: { saidOnce: ['About you'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerStay(canvas, /^51 weeks/, 'Pay in full');
    await expectStep(canvas, 'About you');
    await expect(canvas.getByText('Step 2 of 5')).toBeVisible();
    for (const label of [
      'First name',
      'Last name',
      'Email',
      'Phone number',
      'Day',
      'Month',
      'Year',
      'Address line 1',
      'Town or city',
      'Region (optional)',
      'Postcode',
    ]) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'For example, 27 3 2004',
    );
    await expect(canvas.getByLabelText('Gender')).toHaveDisplayValue('Select an option');
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Include the country code, for example +44 7700 900123',
    );
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

export const Guarantor: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerStay(canvas, /^51 weeks/, 'Pay in instalments', 'Yes');
    await answerAbout(canvas);
    await expectStep(canvas, 'Guarantor');
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
    await expect(canvas.getByLabelText('Relationship')).toHaveAccessibleDescription(
      'For example parent, sibling or friend',
    );
    await expect(canvas.getByLabelText('Address line 2 (optional)')).toBeInTheDocument();
  },
};

export const EmergencyContactAustralia: Story = {
  tags: ['state'],
  args: { ...HARBOUR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByLabelText('Semester 1, 20 February 2027 to 26 June 2027, A$459.00 a week'),
    ).toBeInTheDocument();
    // Outside the UK, an instalment plan asks nothing about a guarantor.
    await choose(canvas, 'How will you pay?', 'Pay in instalments');
    await expect(
      canvas.queryByRole('group', { name: 'Do you have a guarantor who lives in the UK?' }),
    ).not.toBeInTheDocument();
    await answerStay(canvas, /^Academic year/, 'Pay in instalments');
    await answerAbout(canvas);
    await expectStep(canvas, 'Emergency contact');
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
  },
};

export const EmergencyContactCanada: Story = {
  args: { ...MAPLE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByLabelText('8 months, 1 September 2027 to 30 April 2028, CA$412.00 a week'),
    ).toBeInTheDocument();
    await answerStay(canvas, /^12 months/, 'Pay in full');
    await answerAbout(canvas);
    await expectStep(canvas, 'Emergency contact');
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
  },
};

export const YourCourse: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerStay(canvas, /^51 weeks/, 'Pay in full');
    await answerAbout(canvas);
    await answerContact(canvas, 'Emergency contact');
    await expectStep(canvas, 'Your course');
    await expect(canvas.getByText('Step 4 of 5')).toBeVisible();
    const year = canvas.getByLabelText('Year of study');
    await expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select an option',
      'Foundation',
      'Undergraduate – First year',
      'Undergraduate – Second year',
      'Undergraduate – Third year',
      'Undergraduate – Placement year',
      'Postgraduate – Masters',
      'Postgraduate – PhD',
      'Other',
    ]);
    await expect(canvas.getByLabelText('Special requests (optional)')).toHaveValue('');
  },
};

export const CheckYourAnswers: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = await answerEverything(canvasElement);
    await expect(canvas.getByText('Step 5 of 5')).toBeVisible();
    for (const [section, change] of [
      ['Your stay', 'Change your stay'],
      ['About you', 'Change your details'],
      ['Guarantor', 'Change the guarantor'],
      ['Your course', 'Change your course details'],
    ] as const) {
      await expect(canvas.getByRole('heading', { name: section, level: 3 })).toBeVisible();
      await expect(canvas.getByRole('button', { name: change })).toBeEnabled();
    }
    for (const answer of [
      '51 weeks, 4 September 2027 to 26 August 2028, £289.00 a week',
      'Pay in instalments',
      'Amara Okafor',
      'amara@example.com',
      '1 High St, Leeds, LS1 1AA',
      'Nigeria',
      'Mother',
      'Ngozi Okafor',
      'University of Leeds',
      'Undergraduate – First year',
      'Law',
    ]) {
      // An answer is its whole <dd>, however its parts are marked (the partner's label is).
      const shown = canvas.getByText(
        (_, element) => element?.tagName === 'DD' && element.textContent === answer,
      );
      await expect(shown).toBeVisible();
    }
    await expect(canvas.getByText('Due now: £250.00 holding deposit')).toBeVisible();
    await expect(await canvas.findByLabelText('Card number')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Pay and book' })).toBeEnabled();
  },
};

export const ChangeFromReview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await answerEverything(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change your details' }));
    await expectStep(canvas, 'About you');
    await expect(canvas.getByLabelText('First name')).toHaveValue('Amara');
    await fillIn(canvas, { 'First name': 'Ada' });
    await next(canvas);

    // Continue goes straight back to the review, not on to the next step.
    await expectStep(canvas, 'Check your answers');
    await expect(canvas.getByText('Ada Okafor')).toBeVisible();
    await expect(canvas.queryByText('Amara Okafor')).not.toBeInTheDocument();
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'step', step: 'review' });
    await expect(await canvas.findByLabelText('Card number')).toBeInTheDocument();
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
      /^Your payment went through, but your booking is not confirmed yet\. You will not be charged again\. Try again\. If this keeps happening, quote pi_sandbox_\w+ to the accommodation team\.$/,
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
      /^Your payment was taken, but the booking could not be made\. You will not be charged again\. Quote pi_sandbox_\w+ to the accommodation team to get a refund or book other dates\.$/,
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
        'The check that you are a person failed or expired. Complete it again',
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

/** Given only the room: the operator, country, currency, names and periods come from the catalogue. */
export const RoomIdOnly: Story = {
  args: {
    operatorId: undefined,
    propertyCountry: undefined,
    currency: undefined,
    bookingPeriods: undefined,
    propertyName: undefined,
    roomName: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Booking Classic Ensuite at Riverside House'),
    ).toBeVisible();
    await expect(
      canvas.getByLabelText('4 September 2027 to 26 August 2028, £289.00 a week'),
    ).not.toBeChecked();
  },
};

export const RoomNotFound: Story = {
  tags: ['!autodocs', 'state'],
  args: {
    roomId: 'room_withdrawn',
    operatorId: undefined,
    propertyCountry: undefined,
    bookingPeriods: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This room is no longer listed.',
    );
  },
};

/** Continued with nothing chosen, in a language: the first step's error summary. */
const stayErrorsIn =
  (words: { continue: string; errorSummaryTitle: string }) =>
  async (canvasElement: HTMLElement) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: words.continue }));
    await expect(
      await canvas.findByRole('alert', { name: words.errorSummaryTitle }),
    ).toBeInTheDocument();
  };

/** In Arabic, dates and prices too (no `locale` of its own): right to left, arrows mirrored. */
export const Arabic: Story = {
  args: { locale: undefined },
  ...inArabic(stayErrorsIn(ar.messages)),
};

/** In the pseudo-locale at 360 px: the stay step with its errors, every word fitting. */
export const PseudoLocale: Story = inPseudoLocale(stayErrorsIn(pseudo.messages));
