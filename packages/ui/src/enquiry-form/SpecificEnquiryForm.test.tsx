import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createUnistayWrapper, setupSandboxServer } from '../../../../test/sandboxSetup.js';
import { SpecificEnquiryForm } from './SpecificEnquiryForm.js';

const api = setupSandboxServer();
const ROOM = {
  operatorId: 'op_harbour',
  propertyId: 'prop_harbour_view',
  roomId: 'room_harbour_studio',
};

describe('SpecificEnquiryForm', () => {
  it('says which room it is about, and sends the enquiry for that room', async () => {
    const { wrapper } = createUnistayWrapper();
    const user = userEvent.setup({ delay: null });
    const sent: string[] = [];
    render(
      <SpecificEnquiryForm
        {...ROOM}
        propertyName="Harbour View"
        roomName="Harbour Studio"
        extraFields={[
          {
            name: 'semester',
            label: 'Semester',
            type: 'select',
            required: true,
            options: [
              { value: 's1', label: 'Semester 1' },
              { value: 's2', label: 'Semester 2' },
            ],
          },
          { name: 'viewing', label: 'I would like a video viewing', type: 'checkbox' },
        ]}
        onSuccess={({ enquiry_id }) => sent.push(enquiry_id)}
      />,
      { wrapper },
    );
    expect(screen.getByText('Enquiring about Harbour Studio at Harbour View')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'Mei');
    await user.type(screen.getByLabelText('Last name'), 'Chen');
    await user.type(screen.getByLabelText('Email'), 'mei@example.com');
    await user.type(screen.getByLabelText('Phone number'), '+61 2 9374 4000');
    await user.type(screen.getByLabelText('Message'), 'Is the studio free in February?');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('link', { name: 'Select semester' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Semester'), 's2');
    await user.click(screen.getByLabelText('I would like a video viewing'));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByRole('heading', { name: 'Enquiry sent' });

    const response = await api.sandbox.handle(
      new Request(`https://partner-api.test/api/enquiries/${sent[0]}`, {
        headers: { 'X-API-PARTNER-ID': 'sandbox-partner', Authorization: 'Bearer sandbox-token' },
      }),
    );
    expect((await response.json()).data.item).toMatchObject({
      room_id: ROOM.roomId,
      property_name: 'Harbour View',
      room_name: 'Harbour Studio',
      additional_fields: JSON.stringify({ semester: 's2', viewing: true }),
    });
  });

  it('keeps a separate draft per room', async () => {
    const { wrapper } = createUnistayWrapper();
    const user = userEvent.setup({ delay: null });
    const first = render(<SpecificEnquiryForm {...ROOM} />, { wrapper });
    await user.type(screen.getByLabelText('Message'), 'About the studio');
    first.unmount();
    render(<SpecificEnquiryForm {...ROOM} roomId="room_harbour_shared" />, { wrapper });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});
