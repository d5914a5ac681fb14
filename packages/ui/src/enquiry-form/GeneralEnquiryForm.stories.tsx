import type { Meta, StoryObj } from '@storybook/react-vite';
import { SandboxHumanCheck } from '@unistay/sandbox/human-check';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { proxyWithHumanCheck } from '../form/humanCheck.stories-shared.js';
import { inArabic, inPseudoLocale } from '../i18n/locale.stories-shared.js';
import ar from '../locales/ar.js';
import pseudo from '../locales/pseudo.js';
import { enquiryFormStories, submitEmptyIn } from './enquiryForm.stories-shared.js';
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

const { submit, expectSent, submitEmptyAndExpectSummary, stories } = enquiryFormStories({
  student: STUDENT,
  createRoute: 'enquiries.createGeneral',
});

const meta = {
  title: 'UI/Enquiry form/GeneralEnquiryForm',
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
  tags: ['state'],
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
  tags: ['state'],
  // The summary's alert says each error, once; the focus arriving on the summary says none again.
  parameters: {
    saidOnce: [
      'There is a problem',
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Enter your phone number',
      'Enter your message',
    ],
  },
  play: async ({ canvasElement }) => {
    const { canvas, links } = await submitEmptyAndExpectSummary(canvasElement);
    const firstName = canvas.getByLabelText('First name');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Enter your first name');
    // Each link leads to its field.
    await expect(links[0]).toHaveAttribute('href', `#${firstName.id}`);
  },
};

/**
 * With a human check before the button (the sandbox's stand-in for Turnstile or hCaptcha, behind a
 * proxy's `humanCheck.verify`): asked for in the error summary (last, in its place); a token the check
 * refuses, said on the widget; one that expires; then one that passes, sent in
 * `X-Unistay-Human-Token`.
 */
export const WithHumanCheck: Story = {
  tags: ['state'],
  args: { defaultValues: STUDENT_VALUES, humanCheck: SandboxHumanCheck },
  beforeEach({ msw }) {
    msw.use(proxyWithHumanCheck('*/api/enquiries/general'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    const summary = await canvas.findByRole('alert');
    // It shows with the server's refusal and takes focus a render later, as a student reads it.
    await waitFor(() => expect(document.activeElement).toContainElement(summary));
    const link = within(summary).getByRole('link', {
      name: 'Complete the check that you are a person',
    });
    await userEvent.click(link);
    const group = canvas.getByRole('group', { name: 'Check that you are a person' });
    await expect(group).toHaveFocus();

    await userEvent.click(within(group).getByRole('button', { name: 'Fail the check' }));
    await submit(canvasElement);
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        'The check that you are a person failed or expired. Complete it again.',
      ),
    );
    const person = within(group).getByRole('checkbox', { name: 'I am a person' });
    await userEvent.click(person);
    await userEvent.click(person);
    await submit(canvasElement);
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription('Complete the check that you are a person'),
    );
    await userEvent.click(person);
    await waitFor(() => expect(group).not.toHaveAccessibleDescription());
    await submit(canvasElement);
    await expectSent(canvasElement);
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

export const Server422: Story = { ...stories.Server422, tags: ['state'] };
export const Server503ThenRetry: Story = stories.Server503ThenRetry;
export const Sending: Story = { ...stories.Sending, tags: ['!autodocs', 'state'] };
export const Success: Story = { ...stories.Success, tags: ['state'] };
export const CustomMessages: Story = stories.CustomMessages;
export const ExtraFields: Story = stories.ExtraFields;
export const Unstyled: Story = stories.Unstyled;

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

/** Submitted empty, in Arabic: the error summary and every field right to left. */
export const Arabic: Story = inArabic(submitEmptyIn(ar.messages));

/** Submitted empty in the pseudo-locale at 360 px: every label, hint and error fits. */
export const PseudoLocale: Story = inPseudoLocale(submitEmptyIn(pseudo.messages));
