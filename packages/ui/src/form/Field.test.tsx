import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createDraft } from '@unistay/react/internal';
import { useMemo } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ErrorSummary } from './ErrorSummary.js';
import { Field, FormScope } from './Field.js';
import { FormField } from './FormField.js';
import { useSchemaForm } from './useSchemaForm.js';

const schema = z.object({
  budget: z.string().check(z.minLength(1, 'enterBudget')),
  moveIn: z.string(),
});
const words: Record<string, string> = {
  enterBudget: 'Enter your weekly budget',
  errorSummaryTitle: 'There is a problem',
};
const t = (key: string) => words[key] ?? key;

/** A partner's own field, composed from the parts, on the one form engine. */
function BudgetForm({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const draft = useMemo(
    () => createDraft<{ budget?: string; moveIn?: string }>('session', 'budget-form'),
    [],
  );
  const engine = useSchemaForm({
    schema,
    defaultValues: { budget: '', moveIn: '' },
    draft,
    onValid,
  });
  return (
    <FormScope form={engine.form} formId="budget" t={t} headingLevel={3}>
      <form noValidate onSubmit={engine.onSubmit}>
        <ErrorSummary fieldNames={['budget']} failedSubmits={engine.failedSubmits} />
        <Field name="budget" className="partner-field">
          <Field.Label>Weekly budget</Field.Label>
          <Field.Hint>In pounds, bills included</Field.Hint>
          <Field.Control type="text" inputMode="numeric" className="partner-input" />
          <Field.Error />
        </Field>
        <button type="submit">Save</button>
      </form>
    </FormScope>
  );
}

/** A field with a hint, rendered as a server renders it. */
function HintedField() {
  const engine = useSchemaForm({
    schema,
    defaultValues: { budget: '', moveIn: '' },
    onValid() {},
  });
  return (
    <FormScope form={engine.form} formId="ssr" t={t}>
      <FormField name="budget" label="Weekly budget" hint="In pounds" />
    </FormScope>
  );
}

describe('Field parts', () => {
  it('label, describe and flag a partner-composed control, and the summary takes the heading level', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    render(<BudgetForm onValid={(values) => sent.push(values)} />);
    const input = screen.getByLabelText('Weekly budget');
    expect(input).toHaveAccessibleDescription('In pounds, bills included');
    expect(input.closest('.partner-field')).toHaveClass('unistay-field');
    expect(input).toHaveClass('unistay-input', 'partner-input');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('In pounds, bills included Enter your weekly budget');
    expect(screen.getByRole('heading', { level: 3, name: 'There is a problem' })).toBeVisible();
    await waitFor(() => expect(document.activeElement).toContainElement(screen.getByRole('alert')));
    expect(screen.getByRole('link', { name: 'Enter your weekly budget' })).toHaveAttribute(
      'href',
      '#budget-budget',
    );

    await user.type(input, '180');
    // Checked again as the student types (the schema's check is asynchronous).
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ budget: '180', moveIn: '' }]);
  });

  it('keep what was typed through a remount, from the draft', async () => {
    const user = userEvent.setup({ delay: null });
    const first = render(<BudgetForm onValid={() => {}} />);
    await user.type(screen.getByLabelText('Weekly budget'), '210');
    first.unmount();
    render(<BudgetForm onValid={() => {}} />);
    expect(screen.getByLabelText('Weekly budget')).toHaveValue('210');
    sessionStorage.clear();
  });

  it('describe a control by its hint from the first render, as a server renders it', () => {
    const html = renderToString(<HintedField />);
    expect(html).toContain('aria-describedby="ssr-budget-hint"');
  });

  it('say where they belong when rendered outside a form', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() =>
        render(
          <Field name="x">
            <span />
          </Field>,
        ),
      ).toThrow('inside <FormScope>');
    } finally {
      console.error = quiet;
    }
  });
});
