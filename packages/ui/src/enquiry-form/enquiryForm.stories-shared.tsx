// Story helpers and play functions both enquiry forms share: they behave the same, so one set of
// stories proves both. Each form's own stories file adds what is its own.
import type { PartnerRouteName } from '@unistay/api-client/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EnquiryFormMessages } from './enquiryFormMessages.js';
import type { ExtraField } from './extraFields.js';

type Student = Record<'First name' | 'Last name' | 'Email' | 'Phone number' | 'Message', string>;
interface Play {
  parameters?: { saidOnce?: string[] };
  play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

const FRENCH: EnquiryFormMessages = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  phoneHint: 'Indiquez l’indicatif du pays, par exemple +33 6 12 34 56 78',
  message: 'Message',
  submit: 'Envoyer',
  errorSummaryTitle: 'Il y a un problème',
  enterFirstName: 'Saisissez votre prénom',
  enterLastName: 'Saisissez votre nom',
  enterEmail: 'Saisissez votre adresse e-mail',
  enterPhone: 'Saisissez votre numéro de téléphone',
  enterMessage: 'Saisissez votre message',
};

const EXTRA_FIELDS: ExtraField[] = [
  { name: 'budget', label: 'Weekly budget', type: 'number', required: true, hint: 'In GBP' },
  { name: 'move_in', label: 'Move-in date', type: 'date' },
  {
    name: 'city',
    label: 'City',
    type: 'select',
    required: true,
    options: [
      { value: 'leeds', label: 'Leeds' },
      { value: 'manchester', label: 'Manchester' },
      { value: 'york', label: 'York' },
    ],
  },
  { name: 'newsletter', label: 'Send me news about new rooms', type: 'checkbox' },
];

export function enquiryFormStories({
  student,
  createRoute,
}: {
  student: Student;
  createRoute: PartnerRouteName;
}) {
  /** Types into each labelled input, as a student would. */
  async function fillIn(canvasElement: HTMLElement, values: Partial<Student> = {}) {
    const canvas = within(canvasElement);
    for (const [label, value] of Object.entries({ ...student, ...values })) {
      const input = canvas.getByLabelText(label);
      await userEvent.clear(input);
      if (value) await userEvent.type(input, value);
    }
  }

  const submit = (canvasElement: HTMLElement, name = 'Send enquiry') =>
    userEvent.click(within(canvasElement).getByRole('button', { name }));

  /** The success panel: its heading takes focus, and the reference is shown. */
  async function expectSent(canvasElement: HTMLElement) {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Enquiry sent' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/^Your reference is ENQ-[A-Z0-9]{6}\.$/)).toBeVisible();
  }

  /**
   * Sends the form empty: the focused error summary, under its heading, links every required
   * field in the order of the form.
   */
  async function submitEmptyAndExpectSummary(canvasElement: HTMLElement) {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toContainElement(summary));
    await expect(
      within(summary).getByRole('heading', { name: 'There is a problem' }),
    ).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Enter your phone number',
      'Enter your message',
    ]);
    return { canvas, summary, links };
  }

  const Server422: Play = {
    parameters: { saidOnce: ['There is a problem', 'The phone number is invalid.'] },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await fillIn(canvasElement, { 'Phone number': '+999 5550 1234' });
      await submit(canvasElement);
      const summary = await canvas.findByRole('alert');
      await waitFor(() => expect(document.activeElement).toContainElement(summary));
      const message = 'The phone number is invalid.';
      await expect(within(summary).getByRole('link')).toHaveTextContent(message);
      const phone = canvas.getByLabelText('Phone number');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription(expect.stringContaining(message));
      await expect(phone).toHaveValue('+999 5550 1234');
      await expect(
        within(summary).queryByRole('button', { name: 'Try again' }),
      ).not.toBeInTheDocument();
    },
  };

  // Stories with faults stay off the docs page: it renders every story at once against the one
  // sandbox, so one story's fault would reach the others.
  const Server503ThenRetry = {
    tags: ['!autodocs'],
    parameters: { sandbox: { faults: [{ route: createRoute, status: 503, times: 1 }] } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await fillIn(canvasElement);
      await submit(canvasElement);
      const summary = await canvas.findByRole('alert');
      await expect(summary).toHaveTextContent(
        'Something went wrong on our side. What you typed is still here, so you can try again.',
      );
      for (const [label, value] of Object.entries(student)) {
        await expect(canvas.getByLabelText(label)).toHaveValue(value);
      }
      await userEvent.click(within(summary).getByRole('button', { name: 'Try again' }));
      await expectSent(canvasElement);
    },
  };

  const Sending = {
    tags: ['!autodocs'],
    parameters: { sandbox: { faults: [{ route: createRoute, latencyMs: 600_000 }] } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await fillIn(canvasElement);
      await submit(canvasElement);
      // The button keeps its name while it waits; the line under it says what is happening.
      const progress = await canvas.findByText('Sending your enquiry…');
      await expect(progress).toHaveRole('status');
      await expect(progress).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Send enquiry' })).toBeDisabled();
      await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    },
  };

  const Success: Play = {
    // The heading taking focus says it was sent, and the reference with it.
    parameters: { saidOnce: ['Sending your enquiry…', 'Enquiry sent', 'Your reference is ENQ-'] },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await fillIn(canvasElement);
      await submit(canvasElement);
      await expectSent(canvasElement);
      // Said with the heading as it takes focus, once: no live region says it again.
      await expect(
        canvas.getByRole('heading', { name: 'Enquiry sent' }),
      ).toHaveAccessibleDescription(/^Your reference is ENQ-[A-Z0-9]{6}\.$/);
      await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
      await expect(canvas.getByRole('button', { name: 'Send another enquiry' })).toBeEnabled();
    },
  };

  const CustomMessages = {
    args: { messages: FRENCH },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByLabelText('Téléphone')).toBeInTheDocument();
      await submit(canvasElement, 'Envoyer');
      const summary = await canvas.findByRole('alert');
      await waitFor(() => expect(document.activeElement).toContainElement(summary));
      await expect(
        within(summary).getByRole('heading', { name: 'Il y a un problème' }),
      ).toBeInTheDocument();
      await expect(
        within(summary).getByRole('link', { name: 'Saisissez votre prénom' }),
      ).toBeInTheDocument();
      await expect(canvas.getByLabelText('Prénom')).toHaveAccessibleDescription(
        'Saisissez votre prénom',
      );
      await expect(canvasElement).not.toHaveTextContent('Enter your');
    },
  };

  const ExtraFields = {
    args: { extraFields: EXTRA_FIELDS },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await fillIn(canvasElement);
      await submit(canvasElement);
      // The required extra fields are checked like the student's own.
      const summary = await canvas.findByRole('alert');
      await expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Enter weekly budget', 'Select city']);
      await expect(canvas.getByLabelText('Weekly budget')).toHaveAttribute('aria-invalid', 'true');
      await userEvent.type(canvas.getByLabelText('Weekly budget'), '250');
      await userEvent.type(canvas.getByLabelText('Move-in date (optional)'), '2026-09-14');
      await userEvent.selectOptions(canvas.getByLabelText('City'), 'manchester');
      await userEvent.click(canvas.getByLabelText('Send me news about new rooms'));
      await expect(canvas.getByLabelText('Send me news about new rooms')).toBeChecked();
      await submit(canvasElement);
      await expectSent(canvasElement);
    },
  };

  const Unstyled = {
    args: { unstyled: true },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      for (const label of Object.keys(student)) {
        await expect(canvas.getByLabelText(label)).toBeInTheDocument();
      }
      await expect(canvas.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
      // Only the status line and the honeypot keep a class of ours: they stay out of sight.
      await expect(canvasElement.querySelectorAll('[class*="unistay-"]')).toHaveLength(2);
      await expect(canvas.getAllByRole('status')[0]).toHaveClass('unistay-status');
      await expect(canvasElement.querySelector('.unistay-honeypot')).not.toBeNull();
    },
  };

  return {
    fillIn,
    submit,
    expectSent,
    submitEmptyAndExpectSummary,
    stories: {
      Server422,
      Server503ThenRetry,
      Sending,
      Success,
      CustomMessages,
      ExtraFields,
      Unstyled,
    },
  };
}

/** Sends the form empty in a language, and waits for its error summary. */
export function submitEmptyIn(words: { submit: string; errorSummaryTitle: string }) {
  return async (canvasElement: HTMLElement) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.submit }));
    await expect(
      await canvas.findByRole('alert', { name: words.errorSummaryTitle }),
    ).toBeInTheDocument();
  };
}
