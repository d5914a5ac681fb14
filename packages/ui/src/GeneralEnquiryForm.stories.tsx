import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GeneralEnquiryForm } from './GeneralEnquiryForm.js';

/** What a student types, by label. */
const STUDENT = {
  'First name': 'Amara',
  'Last name': 'Okafor',
  Email: 'amara@example.com',
  'Phone number': '+44 7700 900123',
  Message: 'Can I pay the deposit from abroad?',
};

/** The same, by field name, as `defaultValues` and a draft hold it. */
const STUDENT_VALUES = {
  first_name: STUDENT['First name'],
  last_name: STUDENT['Last name'],
  email: STUDENT.Email,
  contact_number: STUDENT['Phone number'],
  message: STUDENT.Message,
};

/** Types into each labelled input, as a student would. */
async function fillIn(canvasElement: HTMLElement, values: Partial<Record<string, string>> = {}) {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries({ ...STUDENT, ...values })) {
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

const meta = {
  title: 'UI/GeneralEnquiryForm',
  component: GeneralEnquiryForm,
  args: {
    metadata: { source: 'storybook', campaign: 'autumn-intake' },
    // A draft in sessionStorage would carry what one story typed into the next.
    persistence: 'none',
  },
} satisfies Meta<typeof GeneralEnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of Object.keys(STUDENT)) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Include the country code, for example +44 7700 900123',
    );
    await expect(canvas.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: {
    defaultValues: STUDENT_VALUES,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('First name')).toHaveValue('Amara');
    await submit(canvasElement);
    await expectSent(canvasElement);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);

    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
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
    const firstName = canvas.getByLabelText('First name');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Enter your first name');
    // Each link leads to its field.
    await expect(links[0]).toHaveAttribute('href', `#${firstName.id}`);
  },
};

/** On a host page that opts into dark mode: axe checks the contrast of the errors there too. */
export const DarkMode: Story = {
  decorators: [
    (Story) => (
      <div data-theme="dark" className="story-dark-page">
        <Story />
      </div>
    ),
  ],
  play: ValidationErrors.play,
};

export const Server422: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement, { 'Phone number': '+999 5550 1234' });
    await submit(canvasElement);

    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    const message = 'The contact number field must be a valid phone number.';
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
export const Server503ThenRetry: Story = {
  tags: ['!autodocs'],
  parameters: {
    sandbox: { faults: [{ route: 'enquiries.createGeneral', status: 503, times: 1 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await submit(canvasElement);

    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent(
      'Something went wrong on our side. What you typed is kept: try again.',
    );
    for (const [label, value] of Object.entries(STUDENT)) {
      await expect(canvas.getByLabelText(label)).toHaveValue(value);
    }

    await userEvent.click(within(summary).getByRole('button', { name: 'Try again' }));
    await expectSent(canvasElement);
  },
};

export const Sending: Story = {
  tags: ['!autodocs'],
  parameters: {
    sandbox: { faults: [{ route: 'enquiries.createGeneral', latencyMs: 600_000 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await submit(canvasElement);

    const button = await canvas.findByRole('button', { name: 'Sending your enquiry…' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending your enquiry…');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await submit(canvasElement);

    await expectSent(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Enquiry sent\. Your reference is ENQ-[A-Z0-9]{6}\.$/,
    );
    await expect(canvas.getByRole('button', { name: 'Send another enquiry' })).toBeEnabled();
  },
};

export const CustomMessages: Story = {
  args: {
    messages: {
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      phoneHint: 'Indiquez l’indicatif du pays, par exemple +33 6 12 34 56 78',
      message: 'Message',
      submit: 'Envoyer',
      errorSummaryTitle: 'Il y a un problème',
      'Enter your first name': 'Saisissez votre prénom',
      'Enter your last name': 'Saisissez votre nom',
      'Enter your email address': 'Saisissez votre adresse e-mail',
      'Enter your phone number': 'Saisissez votre numéro de téléphone',
      'Enter your message': 'Saisissez votre message',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Téléphone')).toBeInTheDocument();
    await submit(canvasElement, 'Envoyer');

    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
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

export const ExtraFields: Story = {
  args: {
    extraFields: [
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
    ],
  },
  play: async ({ canvasElement }) => {
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
    await expect(canvas.getByLabelText('Move-in date (optional)')).toHaveValue('2026-09-14');
    await expect(canvas.getByLabelText('Send me news about new rooms')).toBeChecked();
    await submit(canvasElement);

    await expectSent(canvasElement);
  },
};

export const Unstyled: Story = {
  args: { unstyled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of Object.keys(STUDENT)) {
      await expect(canvas.getByLabelText(label)).toBeInTheDocument();
    }
    await expect(canvas.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
    // Only the status line keeps a class of ours: it stays visually hidden.
    await expect(canvasElement.querySelectorAll('[class*="unistay-"]')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveClass('unistay-status');
  },
};

const DRAFT_KEY = 'unistay:storybook:general-draft';

/** The one story that keeps a draft, under a key of its own, cleared before and after. */
export const KeepsADraft: Story = {
  tags: ['!autodocs'],
  args: { persistence: 'session', persistenceKey: DRAFT_KEY },
  beforeEach() {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ ...STUDENT_VALUES, message: 'Half-written question' }),
    );
    return () => sessionStorage.removeItem(DRAFT_KEY);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // What the student typed before a reload is back.
    await expect(canvas.getByLabelText('First name')).toHaveValue('Amara');
    await expect(canvas.getByLabelText('Message')).toHaveValue('Half-written question');

    await userEvent.type(canvas.getByLabelText('Message'), ', and when is it due?');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
        message: 'Half-written question, and when is it due?',
      }),
    );

    await submit(canvasElement);
    await expectSent(canvasElement);
    // Sent: the draft is gone.
    await expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  },
};
