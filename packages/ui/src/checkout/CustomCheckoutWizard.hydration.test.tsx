import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createUnistayQueryClient, UnistayProvider } from '@unistay/react';
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { createSandboxClient } from '@unistay/sandbox/testing';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSandboxServer } from '../../../../test/sandboxSetup.js';
import { CustomCheckoutWizard, type CustomCheckoutWizardProps } from './CustomCheckoutWizard.js';

/**
 * A server renders the wizard without the student's draft (it cannot see their browser's
 * storage); the browser has one. The page must hydrate what the server sent, then go on from where
 * the student was, and never write over the draft on the way: it may hold a session paid into.
 */

setupSandboxServer();
const DRAFT_KEY = 'unistay:checkout:room_riverside_ensuite';
const WIZARD: CustomCheckoutWizardProps = {
  roomId: 'room_riverside_ensuite',
  operatorId: 'op_northgate',
  propertyCountry: 'gb',
  currency: 'GBP',
  bookingPeriods: [
    { id: 'bp_riverside_ensuite_51', start_date: '2027-09-04', end_date: '2028-08-26' },
    { id: 'bp_riverside_ensuite_44', start_date: '2027-09-11', end_date: '2028-07-15' },
  ],
  cardProvider: sandboxCardProvider({ baseUrl: 'https://partner-api.test' }),
};

function Page() {
  return (
    <UnistayProvider client={createSandboxClient()} queryClient={createUnistayQueryClient()}>
      <main>
        <CustomCheckoutWizard {...WIZARD} />
      </main>
    </UnistayProvider>
  );
}

const errors = vi.spyOn(console, 'error');
afterEach(() => errors.mockClear());

describe('the custom checkout in a server-rendered page, reloaded part-way through', () => {
  it("hydrates the server's first step as it is, then goes on where the student was, draft intact", async () => {
    // The first visit, in the browser: the stay answered, a name typed on the next step.
    const user = userEvent.setup({ delay: null });
    const first = render(<Page />);
    await user.click(screen.getByLabelText(/^11 September 2027/));
    await user.click(screen.getByLabelText('Pay in full'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'About you' });
    await user.type(screen.getByLabelText('First name'), 'Amara');
    first.unmount();
    const kept = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    expect(kept).toMatchObject({ step: 'about' });

    // The reload: the server has no draft (no storage at all), so it renders the first step.
    vi.stubGlobal('sessionStorage', undefined);
    const html = renderToString(<Page />);
    vi.unstubAllGlobals();
    // What React 18 says of react-hook-form's layout effects on a server is not hydration's.
    errors.mockClear();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('h2')?.textContent).toBe('Your stay');
    expect(container.querySelector('input[type="radio"]:checked')).toBeNull();

    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, the browser's draft takes over: the step, what was typed, and nothing lost.
    expect(container.querySelector('h2')?.textContent).toBe('About you');
    const firstName = container.querySelector<HTMLInputElement>('input[name="first_name"]');
    expect(firstName?.value).toBe('Amara');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')).toEqual(kept);
    // Going on where the student was is not the student moving: focus stays where it was.
    expect(document.activeElement).toBe(document.body);

    await act(async () => within(container).getByRole('button', { name: 'Back' }).click());
    expect(container.querySelector('h2')?.textContent).toBe('Your stay');
    expect(
      container.querySelector<HTMLInputElement>('input[value="bp_riverside_ensuite_44"]')?.checked,
    ).toBe(true);
    act(() => root.unmount());
    container.remove();
  });
});
