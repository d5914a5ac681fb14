import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inArabic, inPseudoLocale } from '../i18n/locale.stories-shared.js';
import ar from '../locales/ar.js';
import pseudo from '../locales/pseudo.js';
import { RoomLoader } from './RoomLoader.js';
import { RoomSummary } from './RoomSummary.js';

/** A room page's summary, on a room the sandbox's catalogue serves, loaded in the student's words. */
function RoomFromCatalogue({ roomId, locale }: { roomId: string; locale?: string }) {
  return (
    <RoomLoader roomId={roomId} showUnavailable>
      {(room) => <RoomSummary room={room} locale={locale} />}
    </RoomLoader>
  );
}

const meta = {
  title: 'UI/Catalogue/RoomSummary',
  component: RoomFromCatalogue,
  args: { roomId: 'room_riverside_ensuite' },
} satisfies Meta<typeof RoomFromCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Classic Ensuite · Riverside House' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('£289.00 a week')).toBeInTheDocument();
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};

export const InAustralia: Story = {
  tags: ['state'],
  args: { roomId: 'room_harbour_studio', locale: 'en-AU' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$439.00 a week')).toBeInTheDocument();
  },
};

export const FullyBooked: Story = {
  tags: ['state'],
  args: { roomId: 'room_stratford_works_twin_studio' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Fully booked')).toBeInTheDocument();
  },
};

/** What the API may leave out is left out: no photos, price, address or terms to show. */
export const MissingOptionalFields: Story = {
  render: () => <RoomSummary room={{ id: 'room_bare', name: 'Twin Room' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Twin Room' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(
      canvas.getByText('Ask the accommodation team about cancellation.'),
    ).toBeInTheDocument();
  },
};

/** Loaded, in a language: its price said the language's way. */
const roomIn = (words: { price: string }) => async (canvasElement: HTMLElement) => {
  await expect(await within(canvasElement).findByText(words.price)).toBeInTheDocument();
};

/** In Arabic: facts, photos and universities right to left. */
export const Arabic: Story = inArabic(roomIn(ar.messages));

/** In the pseudo-locale at 360 px. */
export const PseudoLocale: Story = inPseudoLocale(roomIn(pseudo.messages));
