import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inArabic, inPseudoLocale } from '../i18n/locale.stories-shared.js';
import ar from '../locales/ar.js';
import pseudo from '../locales/pseudo.js';
import { enquiryFormStories, submitEmptyIn } from './enquiryForm.stories-shared.js';
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

const { submit, expectSent, submitEmptyAndExpectSummary, stories } = enquiryFormStories({
  student: STUDENT,
  createRoute: 'enquiries.createSpecific',
});

const meta = {
  title: 'UI/Enquiry form/SpecificEnquiryForm',
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
  tags: ['state'],
  // Each error said once by the summary's alert; the email's again only as the student follows
  // its link there.
  parameters: {
    saidOnce: [
      'There is a problem',
      'Enter your first name',
      'Enter your last name',
      'Enter your phone number',
      'Enter your message',
    ],
  },
  play: async ({ canvasElement }) => {
    const { canvas, summary } = await submitEmptyAndExpectSummary(canvasElement);
    const message = canvas.getByLabelText('Message');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription('Enter your message');

    // A link takes the student to its field.
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your email address' }));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};

export const Server422: Story = stories.Server422;
export const Server503ThenRetry: Story = stories.Server503ThenRetry;
export const Sending: Story = stories.Sending;
export const Success: Story = { ...stories.Success, tags: ['state'] };
export const CustomMessages: Story = stories.CustomMessages;
export const ExtraFields: Story = stories.ExtraFields;
export const Unstyled: Story = stories.Unstyled;

/** Submitted empty, in Arabic: the error summary and every field right to left. */
export const Arabic: Story = inArabic(submitEmptyIn(ar.messages));

/** Submitted empty in the pseudo-locale at 360 px: every label, hint and error fits. */
export const PseudoLocale: Story = inPseudoLocale(submitEmptyIn(pseudo.messages));
