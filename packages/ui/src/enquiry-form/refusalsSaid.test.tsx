import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  enquiryRefusal,
  expectRefusalSaidAndKept,
  TYPED_ENQUIRY,
} from '../../../../test/refusals.js';
import { createUnistayWrapper, setupSandboxServer } from '../../../../test/sandboxSetup.js';
import { GeneralEnquiryForm } from './GeneralEnquiryForm.js';
import { SpecificEnquiryForm } from './SpecificEnquiryForm.js';

const api = setupSandboxServer();

const FORMS = {
  general: { route: 'enquiries.createGeneral' as const, element: <GeneralEnquiryForm /> },
  room: {
    route: 'enquiries.createSpecific' as const,
    element: (
      <SpecificEnquiryForm
        roomId="room_harbour_studio"
        propertyId="prop_harbour_view"
        operatorId="op_harbour"
      />
    ),
  },
};

describe('a refusal of an enquiry is always said', () => {
  it('says it in the error summary, focused, and keeps every word typed (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(FORMS) as (keyof typeof FORMS)[])),
        enquiryRefusal,
        async (kind, fault) => {
          const { route, element } = FORMS[kind];
          api.sandbox.faults.clear();
          api.sandbox.faults.add({ route, times: 1, ...fault });
          const { wrapper } = createUnistayWrapper();
          const user = userEvent.setup({ delay: null });
          render(element, { wrapper });
          try {
            for (const [label, value] of Object.entries(TYPED_ENQUIRY)) {
              await user.type(await screen.findByLabelText(label, { exact: false }), value);
            }
            await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
            const summary = await screen.findByRole('alert', {}, { timeout: 5_000 });
            // Focus on the summary (or the box it is drawn in), where a screen reader begins.
            await waitFor(() =>
              expectRefusalSaidAndKept({
                summary,
                active: document.activeElement,
                fieldByLabel: (label) => screen.getByLabelText(label, { exact: false }),
                successShown: screen.queryByRole('heading', { name: 'Enquiry sent' }) !== null,
              }),
            );
            // The send reached the API and met the fault: not the form's own validation.
            expect(api.sandbox.faults.list()).toHaveLength(0);
          } finally {
            cleanup();
            // What was typed is kept for a reload: the next generated student starts afresh.
            sessionStorage.clear();
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
