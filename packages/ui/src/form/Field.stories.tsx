import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnistay } from '@unistay/react';
import { useId, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod/mini';
import { inArabic, inPseudoLocale } from '../i18n/locale.stories-shared.js';
import ar from '../locales/ar.js';
import { pseudoLocalise } from '../locales/pseudo.js';
import { ErrorSummary } from './ErrorSummary.js';
import { Field, FormScope } from './Field.js';
import { useSchemaForm } from './useSchemaForm.js';

const schema = z.object({
  budget: z.string().check(z.regex(/^\d+$/, 'budgetFormat')),
  roomType: z.string().check(z.minLength(1, 'chooseRoomType')),
});

/** The partner's own words, in the languages of its site; its error codes among them. */
const ENGLISH = {
  budget: 'Weekly budget',
  budgetHint: 'Whole pounds, bills included',
  budgetFormat: 'Enter your weekly budget in whole pounds',
  roomType: 'Room type',
  chooseRoomType: 'Choose a room type',
  choose: 'Choose…',
  enSuite: 'En-suite',
  studio: 'Studio',
  save: 'Save',
};
const PARTNER_WORDS: Record<string, typeof ENGLISH> = {
  ar: {
    budget: 'الميزانية الأسبوعية',
    budgetHint: 'بالجنيه الإسترليني دون كسور، شاملةً الفواتير',
    budgetFormat: 'أدخل ميزانيتك الأسبوعية بالجنيه الإسترليني دون كسور',
    roomType: 'نوع الغرفة',
    chooseRoomType: 'اختر نوع الغرفة',
    choose: 'اختر…',
    enSuite: 'غرفة بحمّام خاص',
    studio: 'استوديو',
    save: 'حفظ',
  },
  'en-XA': Object.fromEntries(
    Object.entries(ENGLISH).map(([key, text]) => [key, pseudoLocalise(text)]),
  ) as typeof ENGLISH,
};

/**
 * A partner's own fields, composed from `Field.Label`, `Field.Hint`, `Field.Control` and
 * `Field.Error` in their own markup and order: ids, `aria-describedby` and errors come from the
 * field's context, and Unistay's error summary links to them. Its words are the partner's, in the
 * provider's language (the summary's title is Unistay's), and its root carries `lang` and `dir`.
 */
function PartnerFields() {
  const formId = `partner${useId().replaceAll(':', '')}`;
  const { locale, direction, messages } = useUnistay();
  const words = PARTNER_WORDS[locale] ?? ENGLISH;
  const t = (key: string) =>
    words[key as keyof typeof ENGLISH] ??
    messages[key] ??
    (key === 'errorSummaryTitle' ? 'There is a problem' : key);
  const [saved, setSaved] = useState('');
  const engine = useSchemaForm({
    schema,
    defaultValues: { budget: '', roomType: '' },
    onValid: (values) => setSaved(`${values.roomType}, £${values.budget} a week`),
  });
  return (
    <div lang={locale} dir={direction}>
      <FormScope form={engine.form} formId={formId} t={t}>
        <form noValidate onSubmit={engine.onSubmit}>
          <ErrorSummary fieldNames={['budget', 'roomType']} failedSubmits={engine.failedSubmits} />
          <Field name="budget">
            <Field.Label>{words.budget}</Field.Label>
            <Field.Hint>{words.budgetHint}</Field.Hint>
            <Field.Error />
            <Field.Control type="text" inputMode="numeric" />
          </Field>
          <Field name="roomType">
            <Field.Label>{words.roomType}</Field.Label>
            <Field.Error />
            <Field.Control
              type="select"
              placeholder={words.choose}
              options={[
                { value: 'En-suite', label: words.enSuite },
                { value: 'Studio', label: words.studio },
              ]}
            />
          </Field>
          <div className="unistay-actions">
            <button type="submit" className="unistay-submit">
              {words.save}
            </button>
          </div>
          <p role="status">{saved}</p>
        </form>
      </FormScope>
    </div>
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
  tags: ['state'],
  parameters: {
    saidOnce: [
      'There is a problem',
      'Enter your weekly budget in whole pounds',
      'Choose a room type',
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toContainElement(canvas.getByRole('alert')));
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

/** Saved empty, in a language: the summary's title is Unistay's, the rest the partner's. */
const errorsIn =
  (summaryTitle: string, budgetError: string) => async (canvasElement: HTMLElement) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent(summaryTitle);
    await expect(summary).toHaveTextContent(budgetError);
  };

/** In Arabic, right to left, with its errors shown. */
export const Arabic: Story = inArabic(
  errorsIn(ar.messages.errorSummaryTitle, PARTNER_WORDS.ar?.budgetFormat ?? ''),
);

/** In the pseudo-locale at 360 px, with its errors shown: nothing cut off. */
export const PseudoLocale: Story = inPseudoLocale(
  errorsIn(pseudoLocalise('There is a problem'), PARTNER_WORDS['en-XA']?.budgetFormat ?? ''),
);
