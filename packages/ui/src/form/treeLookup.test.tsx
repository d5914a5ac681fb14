import { render, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createUnistayWrapper, setupSandboxServer } from '../../../../test/sandboxSetup.js';
import { GeneralEnquiryForm } from '../enquiry-form/GeneralEnquiryForm.js';

setupSandboxServer();

/** A host element with an open shadow root, as a custom element of `@unistay/elements` has. */
function shadowContainer() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  return { host, shadow, container };
}

describe('a form rendered inside a shadow root', () => {
  it("moves focus from the error summary's links to the field each names, in the same shadow root", async () => {
    const { shadow, container } = shadowContainer();
    const { wrapper } = createUnistayWrapper();
    const user = userEvent.setup({ delay: null });
    render(<GeneralEnquiryForm />, { wrapper, container });
    const form = within(container);
    await user.click(form.getByRole('button', { name: 'Send enquiry' }));
    const summary = await form.findByRole('alert');
    await waitFor(() => expect(shadow.activeElement).toBe(summary.parentElement));
    await user.click(within(summary).getByRole('link', { name: 'Enter your email address' }));
    expect(shadow.activeElement).toBe(form.getByLabelText('Email', { exact: false }));
    // The page's own URL is left alone: the link's fragment names an id the document lacks.
    expect(window.location.hash).toBe('');
  });
});
