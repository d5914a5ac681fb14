import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createUnistayWrapper } from '../../../../test/sandboxSetup.js';
import { BookingPeriodPicker } from './BookingPeriodPicker.js';

const PERIODS = [
  { id: 'bp_year', start_date: '04-09-2027', end_date: '26-08-2028', price_per_week: '289.00' },
  { id: 'bp_term', start_date: '2027-09-11', end_date: '2028-07-15', price_per_week: 299 },
  { id: 'bp_odd', start_date: 'TBC', end_date: null, price_per_week: null },
];

function Picker({ locale }: { locale?: string }) {
  const [value, setValue] = useState<string>();
  return (
    <>
      <BookingPeriodPicker
        periods={PERIODS}
        value={value}
        onChange={setValue}
        currency="GBP"
        locale={locale}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('BookingPeriodPicker', () => {
  it('shows each period in words, whatever order its dates come in, and picks by keyboard', async () => {
    const { wrapper } = createUnistayWrapper();
    const user = userEvent.setup({ delay: null });
    render(<Picker />, { wrapper });

    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      '4 September 2027 to 26 August 2028, £289.00 a week',
      '11 September 2027 to 15 July 2028, £299.00 a week',
      'bp_odd',
    ]);
    expect(screen.getByRole('group', { name: 'When will you stay?' })).toBeInTheDocument();

    await user.tab();
    await user.keyboard('[Space]');
    expect(screen.getByRole('status')).toHaveTextContent('bp_year');
    await user.keyboard('[ArrowDown]');
    expect(screen.getByRole('status')).toHaveTextContent('bp_term');
  });

  it('writes dates and prices in the locale asked for', () => {
    const { wrapper } = createUnistayWrapper();
    render(<Picker locale="de-DE" />, { wrapper });
    // German puts a non-breaking space before the currency sign.
    expect(screen.getAllByRole('radio')[0]).toHaveAccessibleName(
      /^4\. September 2027 to 26\. August 2028, 289,00\s£ a week$/,
    );
  });

  it('shows what is wrong with the answer, on the question and each radio', () => {
    const { wrapper } = createUnistayWrapper();
    render(
      <BookingPeriodPicker
        periods={PERIODS}
        value={undefined}
        onChange={() => {}}
        currency="GBP"
        id="stay-period"
        error="Choose when you will stay"
      />,
      { wrapper },
    );
    const first = screen.getAllByRole('radio')[0] as HTMLInputElement;
    expect(first.id).toBe('stay-period');
    expect(first).toBeInvalid();
    expect(screen.getByRole('group', { name: 'When will you stay?' })).toHaveAccessibleDescription(
      'Choose when you will stay',
    );
  });
});
