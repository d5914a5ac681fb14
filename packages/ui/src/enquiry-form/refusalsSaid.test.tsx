import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Fault } from '@unistay/sandbox';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUnistayWrapper, setupSandboxServer } from '../../../../test/sandboxSetup.js';
import { GeneralEnquiryForm } from './GeneralEnquiryForm.js';
import { SpecificEnquiryForm } from './SpecificEnquiryForm.js';

const api = setupSandboxServer();

/**
 * Every answer but a success that an enquiry's send can meet, as the API or the partner's proxy
 * gives it: each status the API documents or a proxy answers, with and without field errors,
 * a wait to respect, no answer at all, and an answer that is not JSON.
 */
const refusal: fc.Arbitrary<Omit<Fault, 'route'>> = fc.oneof(
  fc.record({
    status: fc.constantFrom(400, 401, 403, 404, 405, 409, 410, 413, 415, 500, 502, 503, 504),
  }),
  fc.record({
    status: fc.constant(403),
    message: fc.constantFrom(
      'Confirm that you are not a robot (the check just above the button), then send again.',
      'Forbidden.',
    ),
  }),
  fc.record({
    status: fc.constant(422),
    fieldErrors: fc.constantFrom<Record<string, string[]>[]>(
      { email: ['The email is invalid.'] },
      { 'resident_details.unknown': ['A field no form shows is invalid.'] },
      {},
    ),
  }),
  fc.record({ status: fc.constant(429), retryAfterSeconds: fc.constantFrom(0, 30, 3600) }),
  fc.constant({ malformed: true }),
);

const TYPED = {
  'First name': 'Amara',
  'Last name': 'Okafor',
  Email: 'amara@example.com',
  'Phone number': '+44 7700 900123',
  Message: 'Can I pay the deposit from abroad?',
};

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
        refusal,
        async (kind, fault) => {
          const { route, element } = FORMS[kind];
          api.sandbox.faults.clear();
          api.sandbox.faults.add({ route, times: 1, ...fault });
          const { wrapper } = createUnistayWrapper();
          const user = userEvent.setup({ delay: null });
          render(element, { wrapper });
          try {
            for (const [label, value] of Object.entries(TYPED)) {
              await user.type(await screen.findByLabelText(label, { exact: false }), value);
            }
            await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
            const summary = await screen.findByRole('alert', {}, { timeout: 5_000 });
            // Focus on the summary (or the box it is drawn in), where a screen reader begins.
            await waitFor(() => {
              const active = document.activeElement;
              expect(
                Boolean(active && (active.contains(summary) || summary.contains(active))),
              ).toBe(true);
              expect(active).not.toBe(document.body);
            });
            // Said in words a student reads, not left to a red outline; and never the success.
            expect(summary.textContent?.trim().length ?? 0).toBeGreaterThan(20);
            expect(summary.textContent).not.toMatch(/undefined|\[object|^\s*\d{3}\s*$/);
            expect(screen.queryByRole('heading', { name: 'Enquiry sent' })).toBeNull();
            for (const [label, value] of Object.entries(TYPED)) {
              const input = screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
              // The phone number is shown as the student's country writes it.
              if (label === 'Phone number')
                expect(input.value.replace(/\D/g, '')).toBe('447700900123');
              else expect(input.value).toBe(value);
            }
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
