import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod/mini';
import { ErrorSummary } from './ErrorSummary.js';
import { Field, FormScope } from './Field.js';
import { useSchemaForm } from './useSchemaForm.js';

const schema = z.object({
  budget: z.string().check(z.regex(/^\d+$/, 'Enter your weekly budget in whole pounds')),
  roomType: z.string().check(z.minLength(1, 'Choose a room type')),
});
const t = (key: string) => (key === 'errorSummaryTitle' ? 'There is a problem' : key);

/**
 * A partner's own fields, composed from `Field.Label`, `Field.Hint`, `Field.Control` and
 * `Field.Error` in their own markup and order: ids, `aria-describedby` and errors come from the
 * field's context, and Unistay's error summary links to them.
 */
function PartnerFields() {
  const formId = `partner${useId().replaceAll(':', '')}`;
  const [saved, setSaved] = useState('');
  const engine = useSchemaForm({
    schema,
    defaultValues: { budget: '', roomType: '' },
    onValid: (values) => setSaved(`${values.roomType}, £${values.budget} a week`),
  });
  return (
    <FormScope form={engine.form} formId={formId} t={t}>
      <form noValidate onSubmit={engine.onSubmit}>
        <ErrorSummary fieldNames={['budget', 'roomType']} failedSubmits={engine.failedSubmits} />
        <Field name="budget">
          <Field.Label>Weekly budget</Field.Label>
          <Field.Hint>Whole pounds, bills included</Field.Hint>
          <Field.Error />
          <Field.Control type="text" inputMode="numeric" />
        </Field>
        <Field name="roomType">
          <Field.Label>Room type</Field.Label>
          <Field.Error />
          <Field.Control
            type="select"
            placeholder="Choose…"
            options={[
              { value: 'En-suite', label: 'En-suite' },
              { value: 'Studio', label: 'Studio' },
            ]}
          />
        </Field>
        <div className="unistay-actions">
          <button type="submit" className="unistay-submit">
            Save
          </button>
        </div>
        <p role="status">{saved}</p>
      </form>
    </FormScope>
  );
}

const meta = {
  title: 'UI/Form/Field',
  component: PartnerFields,
} satisfies Meta<typeof PartnerFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Composed: Story = {};

/** Saved empty: the summary takes focus, and each control is described by its own error. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(canvas.getByLabelText('Weekly budget')).toHaveAccessibleDescription(
      'Whole pounds, bills included Enter your weekly budget in whole pounds',
    );
    await expect(canvas.getByLabelText('Room type')).toHaveAccessibleDescription(
      'Choose a room type',
    );
  },
};

/** Put right, it saves. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Weekly budget'), '180');
    await userEvent.selectOptions(canvas.getByLabelText('Room type'), 'Studio');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Studio, £180 a week');
  },
};
