import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { expect, userEvent, within } from 'storybook/test';
import { MinimalCheckout } from '../../test/MinimalCheckout.js';
import { bookThroughMinimalCheckout } from '../../test/minimalCheckoutJourney.js';

/**
 * The whole custom checkout from `@unistay/react` alone: `useCheckout` for the logic, the sandbox's
 * card provider for payment, and a partner's own plain markup (no `@unistay/ui`, no form library).
 */
const meta = {
  title: 'React/useCheckout (headless)',
  component: MinimalCheckout,
  args: {
    roomId: 'room_riverside_ensuite',
    operatorId: 'op_northgate',
    propertyCountry: 'gb',
    periods: [{ id: 'bp_riverside_ensuite_51', label: '51 weeks' }],
    cardProvider: sandboxCardProvider(),
  },
} satisfies Meta<typeof MinimalCheckout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};

/** Every step answered with plain inputs, paid with the sandbox's test card, and booked. */
export const BooksARoom: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await bookThroughMinimalCheckout(canvas, userEvent.setup({ delay: null }));
    await expect(await canvas.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      /^Booked: BK-/,
    );
  },
};
