import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inArabic, inPseudoLocale } from '../i18n/locale.stories-shared.js';
import ar from '../locales/ar.js';
import pseudo from '../locales/pseudo.js';
import { CustomCheckoutWizard } from './CustomCheckoutWizard.js';
import {
  answerAbout,
  answerContact,
  answerEverything,
  answerStay,
  choose,
  expectStep,
  fillIn,
  HARBOUR,
  MAPLE,
  next,
  wizardArgs,
} from './checkoutWizard.stories-shared.js';

/**
 * The custom checkout, step by step: what each step asks, its errors, and the review. Paying, and
 * everything that can go wrong after, is in `CustomCheckoutWizard.paying.stories.tsx`.
 */
const meta = {
  title: 'UI/Checkout/CustomCheckoutWizard',
  component: CustomCheckoutWizard,
  args: wizardArgs,
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
      'Postgraduate – Master’s',
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
