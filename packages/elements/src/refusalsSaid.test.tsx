import { waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createPartnerProxy } from '@unistay/api-client/server';
import { createSandbox } from '@unistay/sandbox';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryRefusal, expectRefusalSaidAndKept, TYPED_ENQUIRY } from '../../../test/refusals.js';
import { pageCallsTo } from '../test/pageCallsTo.js';
import './index.js';

/**
 * The drop-in says every refusal too: `<unistay-enquiry-form>` on a page, its calls through a
 * partner's proxy to the sandbox, meets each answer but a success an enquiry's send can meet
 * (generated), and shows it in words, focused, with everything typed kept.
 */

const sandbox = createSandbox();
const [partner] = sandbox.partners;
const proxy = createPartnerProxy({
  upstream: 'https://partner-api.test',
  partnerId: partner?.partnerId ?? '',
  accessToken: partner?.accessToken ?? '',
  fetch: async (input, init) => sandbox.handle(new Request(input, init)),
  log: () => {},
});
let stopCalls = () => {};

// The page's own origin, where the element sends its calls, is the partner's proxy.
beforeAll(() => {
  stopCalls = pageCallsTo(proxy);
});
afterAll(() => stopCalls());

const ELEMENTS = {
  general: { route: 'enquiries.createGeneral' as const, roomId: null },
  room: { route: 'enquiries.createSpecific' as const, roomId: 'room_harbour_studio' },
};

describe('<unistay-enquiry-form>, refused', () => {
  it('says it in the error summary, focused, and keeps every word typed (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(ELEMENTS) as (keyof typeof ELEMENTS)[])),
        enquiryRefusal,
        async (kind, fault) => {
          const { route, roomId } = ELEMENTS[kind];
          sandbox.faults.clear();
          sandbox.faults.add({ route, times: 1, ...fault });
          const element = document.createElement('unistay-enquiry-form');
          if (roomId) element.setAttribute('room-id', roomId);
          element.setAttribute('locale', 'en-GB');
          document.body.append(element);
          try {
            await waitFor(
              () =>
                expect(
                  element.shadowRoot?.querySelector('button[type="submit"]:not([disabled])'),
                ).toBeTruthy(),
              { timeout: 20_000 },
            );
            const form = within(element.shadowRoot as unknown as HTMLElement);
            const user = userEvent.setup({ delay: null });
            for (const [label, value] of Object.entries(TYPED_ENQUIRY)) {
              await user.type(form.getByLabelText(label, { exact: false }), value);
            }
            await user.click(form.getByRole('button', { name: 'Send enquiry' }));
            const summary = await form.findByRole('alert', {}, { timeout: 5_000 });
            // Focus is on the summary (or the box it is drawn in), inside the element.
            await waitFor(() =>
              expectRefusalSaidAndKept({
                summary,
                active: element.shadowRoot?.activeElement,
                fieldByLabel: (label) => form.getByLabelText(label, { exact: false }),
                successShown: form.queryByRole('heading', { name: 'Enquiry sent' }) !== null,
              }),
            );
            // The send reached the API and met the fault: not the form's own validation.
            expect(sandbox.faults.list()).toHaveLength(0);
          } finally {
            element.remove();
            // What was typed is kept for a reload: the next generated student starts afresh.
            sessionStorage.clear();
          }
        },
      ),
      // A silent refusal waits out its 5 s before failing: report the first, unshrunk.
      { numRuns: 20, endOnFailure: true },
    );
  });
});

describe('<unistay-hosted-checkout-button>, refused', () => {
  it('says why the checkout did not open, next to the button, and lets the student try again (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(enquiryRefusal, async (fault) => {
        sandbox.faults.clear();
        sandbox.faults.add({ route: 'checkout.start', times: 1, ...fault });
        const element = document.createElement('unistay-hosted-checkout-button');
        element.setAttribute('room-id', 'room_riverside_ensuite');
        element.setAttribute('booking-period-id', 'bp_riverside_ensuite_51');
        element.setAttribute('locale', 'en-GB');
        document.body.append(element);
        try {
          await waitFor(() => expect(element.shadowRoot?.querySelector('button')).toBeTruthy(), {
            timeout: 20_000,
          });
          const root = within(element.shadowRoot as unknown as HTMLElement);
          const button = root.getByRole('button');
          await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
          await userEvent.setup({ delay: null }).click(button);
          const said = await root.findByRole('alert', {}, { timeout: 5_000 });
          expect(said.textContent?.trim().length ?? 0).toBeGreaterThan(20);
          expect(said.textContent).not.toMatch(/undefined|\[object|^\s*\d{3}\s*$/);
          expect(sandbox.faults.list()).toHaveLength(0);
          // A way on: the button again, or a Try again beside the sentence.
          await waitFor(() =>
            expect(root.getAllByRole('button').some((each) => !each.hasAttribute('disabled'))).toBe(
              true,
            ),
          );
        } finally {
          element.remove();
        }
      }),
      // A silent refusal waits out its 5 s before failing: report the first, unshrunk.
      { numRuns: 20, endOnFailure: true },
    );
  });
});
