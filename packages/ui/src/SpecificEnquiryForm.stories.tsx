import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SpecificEnquiryForm } from './SpecificEnquiryForm.js';

/** What a student types, by label. */
const STUDENT = {
  'First name': 'Mei',
  'Last name': 'Chen',
  Email: 'mei@example.com',
  'Phone number': '+61 2 9374 4000',
  Message: 'Is the ensuite free from September?',
};

/** The same, by field name, as `defaultValues` holds it. */
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
  title: 'UI/SpecificEnquiryForm',
  component: SpecificEnquiryForm,
  args: {
    // A room the sandbox has.
    operatorId: 'op_northgate',
    propertyId: 'prop_riverside',
    roomId: 'room_riverside_ensuite',
    propertyName: 'Riverside House',
    roomName: 'Classic Ensuite',
    // A draft in sessionStorage would carry what one story typed into the next.
    persistence: 'none',
  },
} satisfies Meta<typeof SpecificEnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Enquiring about Classic Ensuite at Riverside House'),
    ).toBeVisible();
    for (const label of Object.keys(STUDENT)) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { defaultValues: STUDENT_VALUES },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('First name')).toHaveValue('Mei');
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
    const message = canvas.getByLabelText('Message');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription('Enter your message');

    // A link takes the student to its field.
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your email address' }));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
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
    sandbox: { faults: [{ route: 'enquiries.createSpecific', status: 503, times: 1 }] },
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
    sandbox: { faults: [{ route: 'enquiries.createSpecific', latencyMs: 600_000 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await submit(canvasElement);

    const button = await canvas.findByRole('button', { name: 'Sending your enquiry…' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending your enquiry…');
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

    // Another enquiry keeps the contact details and clears the message.
    await userEvent.click(canvas.getByRole('button', { name: 'Send another enquiry' }));
    await expect(canvas.getByLabelText('Email')).toHaveValue(STUDENT.Email);
    await expect(canvas.getByLabelText('Message')).toHaveValue('');
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
      enquiringAbout: 'Demande concernant {room} à {property}',
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
    await expect(
      canvas.getByText('Demande concernant Classic Ensuite à Riverside House'),
    ).toBeVisible();
    await submit(canvasElement, 'Envoyer');

    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
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
      { name: 'budget', label: 'Weekly budget', type: 'number', required: true },
      { name: 'move_in', label: 'Move-in date', type: 'date' },
      {
        name: 'semester',
        label: 'Semester',
        type: 'select',
        required: true,
        options: [
          { value: 's1', label: 'Semester 1' },
          { value: 's2', label: 'Semester 2' },
          { value: 'full_year', label: 'Full year' },
        ],
      },
      { name: 'viewing', label: 'I would like a video viewing', type: 'checkbox' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await submit(canvasElement);

    const summary = await canvas.findByRole('alert');
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter weekly budget', 'Select semester']);
    await expect(canvas.getByLabelText('Semester')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(canvas.getByLabelText('Weekly budget'), '180');
    await userEvent.type(canvas.getByLabelText('Move-in date (optional)'), '2026-09-14');
    await userEvent.selectOptions(canvas.getByLabelText('Semester'), 'full_year');
    await userEvent.click(canvas.getByLabelText('I would like a video viewing'));
    await expect(canvas.getByLabelText('I would like a video viewing')).toBeChecked();
    await submit(canvasElement);

    await expectSent(canvasElement);
  },
};

export const Unstyled: Story = {
  args: { unstyled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Enquiring about Classic Ensuite at Riverside House'),
    ).toBeInTheDocument();
    for (const label of Object.keys(STUDENT)) {
      await expect(canvas.getByLabelText(label)).toBeInTheDocument();
    }
    await expect(canvas.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
    // Only the status line keeps a class of ours: it stays visually hidden.
    await expect(canvasElement.querySelectorAll('[class*="unistay-"]')).toHaveLength(1);
  },
};
