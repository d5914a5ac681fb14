import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HostedCheckoutButton } from './HostedCheckoutButton.js';

const meta = {
  title: 'UI/HostedCheckoutButton',
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

export const Default: Story = {};

export const Redirecting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to secure checkout' }));
    await waitFor(() => expect(args.onCheckoutUrl).toHaveBeenCalledTimes(1));
    await expect(args.onCheckoutUrl).toHaveBeenCalledWith(
      expect.stringMatching(/\/__sandbox\/checkout\/cs_sandbox_/),
    );
  },
};

export const Unavailable: Story = {
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
