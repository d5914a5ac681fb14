import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../../../test/refusals.js';
import { createUnistayWrapper, setupSandboxServer } from '../../../../test/sandboxSetup.js';
import { seededRoom } from '../../../../test/seededRooms.js';
import {
  keepAnswersUpToTheReview,
  type minimalCheckoutAnswers,
} from '../../../react/test/minimalCheckoutJourney.js';
import { CustomCheckoutWizard } from './CustomCheckoutWizard.js';

const api = setupSandboxServer();
const ROOM = 'room_riverside_ensuite';

/** What a checkout's start or completion can be refused with: a field a step shows, and one none does. */
const refusal = refusalOf({
  forbidden: ['Forbidden.', 'The server is not set up.'],
  fieldErrors: [
    { booking_period_id: ['The booking period is no longer available.'] },
    { 'resident_details.unknown': ['A field no step shows is invalid.'] },
  ],
});

describe('a refusal of a checkout is always said', () => {
  it('says a refused start or completion in words, offers no second payment, and keeps every answer (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('checkout.start' as const, 'checkout.complete' as const),
        refusal,
        async (route, fault) => {
          api.sandbox.faults.clear();
          api.sandbox.faults.add({ route, times: 1, ...fault });
          keepAnswersUpToTheReview(ROOM);
          const { wrapper } = createUnistayWrapper();
          const user = userEvent.setup({ delay: null });
          render(
            <CustomCheckoutWizard
              {...seededRoom(ROOM)}
              cardProvider={sandboxCardProvider({ baseUrl: 'https://partner-api.test' })}
            />,
            { wrapper },
          );
          try {
            if (route === 'checkout.complete') {
              await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
              await user.click(screen.getByRole('button', { name: 'Pay and book' }));
            }
            // Said; or, for a refusal the checkout retries by itself once its wait is over (a
            // 429 to wait at most a minute, a 503), booked, or said to be confirming meanwhile.
            // Silence is the one thing not allowed.
            const outcome = await waitFor(
              () => {
                const booked = screen.queryByRole('heading', { name: 'Booking confirmed' });
                const alert = screen.queryByRole('alert');
                const confirming = screen.queryByText('Confirming your booking…');
                if (booked || (confirming && !alert)) return 'working' as const;
                if (!alert) throw new Error('nothing said');
                return alert;
              },
              { timeout: 5_000 },
            );
            if (outcome === 'working') return;
            const said = outcome;
            // In words a student reads, never a bare code.
            expect(said.textContent?.trim().length ?? 0).toBeGreaterThan(20);
            expect(said.textContent).not.toMatch(/undefined|\[object|^\s*\d{3}\s*$/);
            if (route === 'checkout.complete') {
              // Paid: the reference to quote, and no card asked for again.
              await waitFor(() => expect(said.textContent).toMatch(/pi_sandbox_\w+/));
              expect(screen.queryByLabelText('Card number')).toBeNull();
            }
            // Every answer is still there, wherever the refusal took the student.
            const kept = JSON.parse(
              window.sessionStorage.getItem(`unistay:checkout:${ROOM}`) ?? '{}',
            ) as { answers?: typeof minimalCheckoutAnswers };
            expect(kept.answers?.about?.email).toBe('amara@example.com');
            expect(kept.answers?.course?.course_title).toBe('Law');
          } finally {
            cleanup();
            // The next generated student starts afresh: a new browser, a new sandbox.
            sessionStorage.clear();
            localStorage.clear();
            api.reset();
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
