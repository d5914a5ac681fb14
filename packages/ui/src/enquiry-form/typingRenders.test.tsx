import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { countRenders, type RenderCounts } from '../../../../scripts/renderCounts.js';
import { createUnistayWrapper } from '../../../../test/sandboxSetup.js';
import { GeneralEnquiryForm } from './GeneralEnquiryForm.js';
import { SpecificEnquiryForm } from './SpecificEnquiryForm.js';

const TWENTY = 'Twenty characters!!!';
const FORMS = {
  GeneralEnquiryForm: () => <GeneralEnquiryForm />,
  SpecificEnquiryForm: () => (
    <SpecificEnquiryForm operatorId="op_northgate" propertyId="prop_riverside" roomId="room_1" />
  ),
};

let renders: RenderCounts | undefined;
afterEach(() => renders?.stop());

// A partner's page pays for every render: typing must re-render the field typed in, not the form
// around it, and not the other fields.
describe.each(Object.entries(FORMS))('typing twenty characters into %s', (formName, Form) => {
  it('renders the form 0 times, the Message field at most once per character, other fields not at all', async () => {
    const { wrapper } = createUnistayWrapper();
    const user = userEvent.setup({ delay: null });
    const counts = countRenders();
    renders = counts;
    render(<Form />, { wrapper });
    const message = screen.getByLabelText('Message');
    // The counter sees the first render, so the zeros below are zeros, not blindness.
    const names = [formName, 'EnquiryFormView', 'FormField[message]', 'FormField[first_name]'];
    const atMount = new Map(names.map((name) => [name, counts.of(name)]));
    for (const count of atMount.values()) expect(count).toBeGreaterThanOrEqual(1);

    await user.type(message, TWENTY);

    expect(message).toHaveValue(TWENTY);
    const since = (name: string) => counts.of(name) - (atMount.get(name) ?? 0);
    expect(since(formName)).toBe(0);
    expect(since('EnquiryFormView')).toBe(0);
    expect(since('FormField[message]')).toBeLessThanOrEqual(21);
    expect(since('FormField[first_name]')).toBe(0);
  });
});
