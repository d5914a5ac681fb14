import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { inArabic, inPseudoLocale } from '../i18n/locale.stories-shared.js';
import ar from '../locales/ar.js';
import pseudo from '../locales/pseudo.js';
import { BookingPeriodPicker, type BookingPeriodPickerProps } from './BookingPeriodPicker.js';

// As the API serves them: dates DD-MM-YYYY, prices as strings, no labels.
const PERIODS = [
  { id: 'bp_51', start_date: '04-09-2027', end_date: '26-08-2028', price_per_week: '289.00' },
  { id: 'bp_44', start_date: '11-09-2027', end_date: '15-07-2028', price_per_week: '299.00' },
  { id: 'bp_s1', start_date: '20-02-2027', end_date: '26-06-2027', price_per_week: '319.00' },
];

function Controlled(props: Omit<BookingPeriodPickerProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<string>();
  return <BookingPeriodPicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/Catalogue/BookingPeriodPicker',
  component: Controlled,
  args: { periods: PERIODS, currency: 'GBP' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPeriods: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByLabelText('11 September 2027 to 15 July 2028, £299.00 a week');
    await userEvent.click(second);
    await expect(second).toBeChecked();
  },
};

export const OnePeriod: Story = { args: { periods: PERIODS.slice(0, 1) } };

export const NoPeriods: Story = {
  tags: ['state'],
  args: { periods: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No booking periods are open for this room yet.'),
    ).toBeInTheDocument();
  },
};

export const InGerman: Story = {
  args: { locale: 'de-DE', legend: 'Wann wohnen Sie hier?' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^4\. September 2027/)).toBeInTheDocument();
  },
};

const periodsIn = (words: { periodQuestion: string }) => async (canvasElement: HTMLElement) => {
  await expect(
    within(canvasElement).getByRole('group', { name: words.periodQuestion }),
  ).toBeVisible();
};

/** In Arabic: dates and prices in Arabic, the list of a period's facts with the Arabic comma. */
export const Arabic: Story = inArabic(periodsIn(ar.messages));

/** In the pseudo-locale at 360 px. */
export const PseudoLocale: Story = inPseudoLocale(periodsIn(pseudo.messages));
