import { render, screen } from '@testing-library/react';
import { createPartnerClient } from '@unistay/api-client';
import { createUnistayQueryClient, UnistayProvider } from '@unistay/react';
import { describe, expect, it } from 'vitest';
import { EnquiryDetails } from './EnquiryDetails.js';

/** An enquiry as the public API's model has it: no metadata, no additional_fields, no phone. */
const PUBLIC_MODEL_ENQUIRY = {
  id: 'ENQ-9ZZ1',
  operator_id: 'op_maple',
  property_id: 'prop_maple_court',
  room_id: 'room_maple_twin',
  property_name: 'Maple Court',
  room_name: 'Twin Room',
  first_name: 'Minh',
  last_name: 'Nguyen',
  email: 'minh@example.com',
  contact_number: null,
  message: 'Can two friends share?',
  status: 'pending',
};

describe('EnquiryDetails', () => {
  it('shows an enquiry read back without metadata, additional fields or a phone number', async () => {
    // The real API's answer, at the network boundary: the sandbox always keeps additional_fields.
    const client = createPartnerClient({
      baseUrl: 'https://partner-api.test',
      fetch: async () =>
        Response.json({
          success: true,
          code: 0,
          locale: 'en',
          message: 'OK',
          data: { item: PUBLIC_MODEL_ENQUIRY },
        }),
    });
    render(
      <UnistayProvider client={client} queryClient={createUnistayQueryClient()}>
        <EnquiryDetails id="ENQ-9ZZ1" />
      </UnistayProvider>,
    );

    expect(await screen.findByText('Can two friends share?')).toBeInTheDocument();
    expect(screen.getByText('Not given')).toBeInTheDocument();
    expect(screen.queryByText('Metadata')).not.toBeInTheDocument();
    expect(screen.queryByText('Additional fields')).not.toBeInTheDocument();
  });
});
