import type { Meta, StoryObj } from '@storybook/react-vite';
import { SandboxHumanCheck } from '@unistay/sandbox/human-check';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { proxyWithHumanCheck } from '../form/humanCheck.stories-shared.js';
import { inArabic, inPseudoLocale } from '../i18n/locale.stories-shared.js';
import ar from '../locales/ar.js';
import pseudo from '../locales/pseudo.js';
import { HostedCheckoutButton } from './HostedCheckoutButton.js';

const meta = {
  title: 'UI/Checkout/HostedCheckoutButton',
  component: HostedCheckoutButton,
  args: {
    roomId: 'room_riverside_ensuite',
    operatorId: 'op_northgate',
    bookingPeriodId: 'bp_riverside_ensuite_51',
    // In a partner's page the default goes to the hosted page; here the address is only reported.
    onCheckoutUrl: fn(),
  },
} satisfies Meta<typeof HostedCheckoutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['state'] };

export const Redirecting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to secure checkout' }));
    await waitFor(() => expect(args.onCheckoutUrl).toHaveBeenCalledTimes(1));
    await expect(args.onCheckoutUrl).toHaveBeenCalledWith(
      expect.stringMatching(/\/__sandbox\/checkout\/cs_sandbox_/),
      expect.objectContaining({ session_token: expect.stringMatching(/^cs_sandbox_/) }),
    );
  },
};

export const Unavailable: Story = {
  tags: ['state'],
  args: { roomId: 'room_castle_flat', bookingPeriodId: 'bp_castle_flat_51' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to secure checkout' }));
    await expect(await canvas.findByText(/Online checkout is not available/)).toBeInTheDocument();
    await expect(args.onCheckoutUrl).not.toHaveBeenCalled();
  },
};

export const FailedThenRetry: Story = {
  tags: ['!autodocs'],
  parameters: { sandbox: { faults: [{ route: 'checkout.start', status: 503, times: 1 }] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to secure checkout' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Checkout could not be started. Nothing has been paid.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onCheckoutUrl).toHaveBeenCalledTimes(1));
  },
};

/**
 * With a human check (the sandbox's stand-in for Turnstile or hCaptcha, behind a proxy's
 * `humanCheck.verify`): drawn before the button when it is pressed without the check, a refused token
 * said on the widget, then a start with a token that passes.
 */
export const WithHumanCheck: Story = {
  tags: ['state'],
  args: { humanCheck: SandboxHumanCheck },
  beforeEach({ msw }) {
    msw.use(proxyWithHumanCheck('*/api/rooms/:roomId/checkout/start'));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const go = () => canvas.getByRole('button', { name: 'Continue to secure checkout' });
    await userEvent.click(go());
    const check = await canvas.findByRole('group', { name: 'Check that you are a person' });
    await waitFor(() => expect(check).toHaveFocus());
    await expect(check).toHaveAccessibleDescription('Complete the check that you are a person');

    await userEvent.click(within(check).getByRole('button', { name: 'Fail the check' }));
    await userEvent.click(go());
    await waitFor(() =>
      expect(check).toHaveAccessibleDescription(
        'The check that you are a person failed or expired. Complete it again.',
      ),
    );
    await userEvent.click(within(check).getByRole('checkbox', { name: 'I am a person' }));
    await userEvent.click(go());
    await waitFor(() => expect(args.onCheckoutUrl).toHaveBeenCalledTimes(1));
  },
};

/** Given only the room: it loads it, and asks which period when it has several. */
export const RoomIdOnly: Story = {
  args: { operatorId: undefined, bookingPeriodId: undefined, locale: 'en-GB' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText(/^11 September 2027/));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to secure checkout' }));
    await waitFor(() => expect(args.onCheckoutUrl).toHaveBeenCalledTimes(1));
  },
};

export const RoomWithOnePeriod: Story = {
  args: { roomId: 'room_riverside_studio', operatorId: undefined, bookingPeriodId: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Continue to secure checkout' }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const RoomLoading: Story = {
  tags: ['!autodocs', 'state'],
  args: { operatorId: undefined, bookingPeriodId: undefined },
  parameters: { sandbox: { faults: [{ route: 'rooms.get', latencyMs: 600_000 }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the room…');
  },
};

export const RoomFailedThenRetry: Story = {
  tags: ['!autodocs'],
  args: { operatorId: undefined, bookingPeriodId: undefined },
  parameters: {
    sandbox: { faults: [{ route: 'rooms.get', status: 503, retryAfterSeconds: 0, times: 4 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The room could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findAllByRole('radio')).toHaveLength(2);
  },
};

export const RoomFullyBooked: Story = {
  tags: ['state'],
  args: {
    roomId: 'room_stratford_works_twin_studio',
    operatorId: undefined,
    bookingPeriodId: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This room is fully booked right now.'),
    ).toBeInTheDocument();
  },
};

const buttonIn = (words: { continueToCheckout: string }) => async (canvasElement: HTMLElement) => {
  await expect(
    await within(canvasElement).findByRole('button', { name: words.continueToCheckout }),
  ).toBeEnabled();
};

/** In Arabic. */
export const Arabic: Story = inArabic(buttonIn(ar.messages));

/** In the pseudo-locale at 360 px. */
export const PseudoLocale: Story = inPseudoLocale(buttonIn(pseudo.messages));
