import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { residentDetailsSchema } from '@unistay/api-client/schemas';
import { createUnistayQueryClient, UnistayProvider } from '@unistay/react';
import { createDraft } from '@unistay/react/internal';
import { createSandboxClient } from '@unistay/sandbox/testing';
import fc from 'fast-check';
import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkoutMessages } from '../checkout/checkoutMessages.js';
import { translator } from '../i18n/messages.js';
import {
  DayMonthYearField,
  datePartOrder,
  joinDateParts,
  splitDateParts,
} from './DayMonthYearField.js';
import { ErrorSummary } from './ErrorSummary.js';
import { FormScope } from './Field.js';
import { useSchemaForm } from './useSchemaForm.js';

// The student's own date of birth, as the checkout's About you step checks it.
const schema = z.object({ date_of_birth: residentDetailsSchema.shape.date_of_birth });
const t = translator('en-GB', checkoutMessages);

function BirthdayForm({
  onValid = () => {},
}: {
  onValid?: (values: z.output<typeof schema>) => void;
}) {
  const draft = useMemo(() => createDraft<{ date_of_birth?: string }>('session', 'birthday'), []);
  const engine = useSchemaForm({ schema, defaultValues: { date_of_birth: '' }, draft, onValid });
  return (
    <FormScope form={engine.form} formId="about" t={t}>
      <form noValidate onSubmit={engine.onSubmit}>
        <ErrorSummary fieldNames={['date_of_birth']} failedSubmits={engine.failedSubmits} />
        <DayMonthYearField name="date_of_birth" legend="Date of birth" autoComplete="bday" />
        <button type="submit">Continue</button>
      </form>
    </FormScope>
  );
}

function renderForm(props: Parameters<typeof BirthdayForm>[0] & { locale?: string } = {}) {
  const client = createSandboxClient();
  const queryClient = createUnistayQueryClient();
  return render(
    <UnistayProvider client={client} queryClient={queryClient} locale={props.locale ?? 'en-GB'}>
      <BirthdayForm onValid={props.onValid} />
    </UnistayProvider>,
  );
}

const boxes = () => {
  const group = within(screen.getByRole('group', { name: 'Date of birth' }));
  return {
    day: group.getByLabelText('Day'),
    month: group.getByLabelText('Month'),
    year: group.getByLabelText('Year'),
  };
};

describe('DayMonthYearField', () => {
  it('orders the boxes as each language writes a date', () => {
    expect(datePartOrder('en-GB')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en-US')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('ja')).toEqual(['year', 'month', 'day']);
    expect(datePartOrder('zh-CN')).toEqual(['year', 'month', 'day']);
    expect(datePartOrder('ko')).toEqual(['year', 'month', 'day']);
    expect(datePartOrder('de')).toEqual(['day', 'month', 'year']);
  });

  it('keeps what any boxes hold through the form value and back', () => {
    const box = fc.stringMatching(/^[^-]{0,6}$/);
    fc.assert(
      fc.property(box, box, box, (day, month, year) => {
        const value = joinDateParts({ day, month, year });
        // A second trip changes nothing, and the boxes come back as they were typed (a complete
        // date with its month and day written in two digits: 03 for 3).
        const again = splitDateParts(value);
        expect(joinDateParts(again)).toBe(value);
        const complete = [day, month, year].every((text) => /^\d+$/.test(text));
        if (!complete) expect(again).toEqual({ day, month, year });
      }),
    );
    expect(joinDateParts({ day: '7', month: '3', year: '2004' })).toBe('2004-03-07');
  });

  it('sends the date typed as day, month and year, Arabic-Indic digits too, named for autofill', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    renderForm({ onValid: (values) => sent.push(values) });
    const { day, month, year } = boxes();
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'For example, 27 3 2004',
    );
    expect([day, month, year].map((box) => box.getAttribute('autocomplete'))).toEqual([
      'bday-day',
      'bday-month',
      'bday-year',
    ]);
    expect(day).toHaveAttribute('inputmode', 'numeric');
    await user.type(day, '٢٧');
    await user.type(month, '3');
    await user.type(year, '2004');
    expect(day).toHaveValue('27');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent).toEqual([{ date_of_birth: '2004-03-27' }]));
  });

  it('says what is wrong, leads the summary to the first box, and keeps every box typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderForm({ locale: 'en-US' });
    const { day, month, year } = boxes();
    // Month first in American English: the first box is the one the summary leads to.
    expect(screen.getAllByRole('textbox')).toEqual([month, day, year]);
    await user.type(month, '2');
    await user.type(day, '30');
    await user.type(year, '2004');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const link = await screen.findByRole('link', { name: 'Date of birth must be a real date' });
    await user.click(link);
    expect(month).toHaveFocus();
    for (const box of [day, month, year]) expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'For example, 3 27 2004 Date of birth must be a real date',
    );

    // A reload: the boxes come back as they were typed.
    unmount();
    renderForm({ locale: 'en-US' });
    expect(boxes().month).toHaveValue('02');
    expect(boxes().day).toHaveValue('30');
    expect(boxes().year).toHaveValue('2004');
  });
});
