import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createUnistayQueryClient, UnistayProvider } from '@unistay/react';
import { createSandboxClient } from '@unistay/sandbox/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordingAnalytics } from '../../../../test/analyticsRecorder.js';
// The react package's harness: the sandbox behind MSW, and a provider on it.
import { createUnistayWrapper, setupSandboxServer } from '../../../../test/sandboxSetup.js';
import de from '../locales/de.js';
import { GeneralEnquiryForm, type GeneralEnquiryFormProps } from './GeneralEnquiryForm.js';
import type { EnquiryFormEvent } from './useEnquiryForm.js';

const api = setupSandboxServer();
const CREATE = 'POST /api/enquiries/general';

function renderForm(
  props: GeneralEnquiryFormProps = {},
  analytics?: ReturnType<typeof recordingAnalytics>['analytics'],
) {
  const { wrapper } = createUnistayWrapper({ analytics });
  const user = userEvent.setup({ delay: null });
  const view = render(<GeneralEnquiryForm {...props} />, { wrapper });
  return { user, view };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<string, string>> = {},
) {
  const typed = {
    'First name': 'Amara',
    'Last name': 'Okafor',
    Email: 'amara@example.com',
    'Phone number': '+44 (7700) 900-123',
    Message: 'Can I pay the deposit from abroad?',
    ...values,
  };
  for (const [label, value] of Object.entries(typed)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

/** The enquiry as the sandbox stored it, read back through the API. */
async function storedEnquiry(id: string) {
  const response = await api.sandbox.handle(
    new Request(`https://partner-api.test/api/enquiries/${id}`, {
      headers: { 'X-API-PARTNER-ID': 'sandbox-partner', Authorization: 'Bearer sandbox-token' },
    }),
  );
  return (await response.json()).data.item;
}

describe('GeneralEnquiryForm', () => {
  it('labels every input, and sends a valid enquiry with its metadata and additional fields', async () => {
    const onSuccess = (result: { enquiry_id: string }) => results.push(result.enquiry_id);
    const results: string[] = [];
    const { user } = renderForm({
      metadata: { source: 'help-centre', campaign: 'autumn' },
      additionalFields: { partner_ref: 'P-17' },
      extraFields: [
        { name: 'budget', label: 'Weekly budget', type: 'number', required: true },
        { name: 'move_in', label: 'Move-in date', type: 'date' },
      ],
      onSuccess,
    });
    await fillIn(user);
    await user.type(field('Weekly budget'), '250');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    const heading = await screen.findByRole('heading', { name: 'Enquiry sent' });
    expect(heading).toHaveFocus();
    const [id] = results;
    expect(screen.getByText(`Your reference is ${id}.`)).toBeInTheDocument();
    // Said with the heading as it takes focus: once, and no live region to say it again.
    expect(heading).toHaveAccessibleDescription(`Your reference is ${id}.`);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    const stored = await storedEnquiry(id ?? '');
    expect(stored).toMatchObject({
      first_name: 'Amara',
      contact_number: '+447700900123',
      status: 'pending',
      metadata: JSON.stringify({ source: 'help-centre', campaign: 'autumn' }),
      additional_fields: JSON.stringify({ partner_ref: 'P-17', budget: 250 }),
    });
  });

  it('gives each invalid field its message, and a focused summary linking to each', async () => {
    const { user } = renderForm();
    await fillIn(user, {
      'First name': '',
      Email: 'amara@',
      'Phone number': '07700 900123',
      Message: '   ',
    });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    // The summary shows with the errors and takes focus a render later, as in the tests beside it.
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toContainElement(summary));
    expect(
      within(summary).getByRole('heading', { name: 'There is a problem' }),
    ).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter your first name',
      'Enter an email address in the correct format, like name@example.com',
      'Enter the phone number with + and the country code, like +44 7700 900123',
      'Enter your message',
    ]);
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).toHaveAccessibleDescription('Enter your first name');
    expect(field('Phone number')).toHaveAccessibleDescription(
      'Include the country code, for example +44 7700 900123 Enter the phone number with + and the country code, like +44 7700 900123',
    );
    expect(field('Last name')).not.toHaveAttribute('aria-invalid');

    await user.click(links[1] as HTMLElement);
    expect(field('Email')).toHaveFocus();
    expect(api.count(CREATE)).toBe(0);
  });

  it("shows the API's 422 on the field it names", async () => {
    const { user } = renderForm();
    await fillIn(user, { 'Phone number': '+999 5550 1234' });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toContainElement(summary));
    expect(within(summary).getByRole('link')).toHaveTextContent('The phone number is invalid.');
    expect(field('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(within(summary).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('keeps everything typed through a 503, and "Try again" sends it', async () => {
    api.sandbox.faults.add({ route: 'enquiries.createGeneral', status: 503, times: 1 });
    const { user } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(
      'Something went wrong on our side. What you typed is still here, so you can try again.',
    );
    expect(field('First name')).toHaveValue('Amara');
    expect(field('Phone number')).toHaveValue('+44 (7700) 900-123');
    expect(field('Message')).toHaveValue('Can I pay the deposit from abroad?');

    await user.click(within(summary).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Enquiry sent' })).toBeInTheDocument();
    expect(api.count(CREATE)).toBe(2);
  });

  it('sends nothing when the field only bots fill is filled, and shows the success a person would see', async () => {
    const { user, view } = renderForm();
    await fillIn(user);
    const trap = view.container.querySelector<HTMLInputElement>('input[name="website_address"]');
    // Out of the tab order and the accessibility tree: no person reaches it.
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull();
    // What a bot does: fill every input it finds.
    fireEvent.change(trap as HTMLInputElement, { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('heading', { name: 'Enquiry sent' })).toBeInTheDocument();
    expect(screen.getByText(/^Your reference is ENQ-\w{6}\.$/)).toBeInTheDocument();
    expect(api.count(CREATE)).toBe(0);
  });

  it('disables the button while sending, and a double click sends one enquiry', async () => {
    api.sandbox.faults.add({ route: 'enquiries.createGeneral', latencyMs: 500 });
    const { user } = renderForm();
    await fillIn(user);
    const send = screen.getByRole('button', { name: 'Send enquiry' });
    await user.dblClick(send);
    // It keeps its name: the line under it says what is happening, once.
    expect(await screen.findByText('Sending your enquiry…')).toHaveRole('status');
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleName('Send enquiry');
    await screen.findByRole('heading', { name: 'Enquiry sent' });
    expect(api.count(CREATE)).toBe(1);
  });

  it('completes a national phone number with the default calling code', async () => {
    const results: string[] = [];
    const { user } = renderForm({
      defaultCountryCallingCode: '+44',
      onSuccess: (r) => results.push(r.enquiry_id),
    });
    await fillIn(user, { 'Phone number': '07700 900123' });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByRole('heading', { name: 'Enquiry sent' });
    expect((await storedEnquiry(results[0] ?? '')).contact_number).toBe('+447700900123');
  });

  it('keeps a draft through a reload, and forgets it once sent', async () => {
    const first = renderForm();
    await fillIn(first.user, { Message: 'Half-written question' });
    first.view.unmount();

    const second = renderForm();
    expect(field('First name')).toHaveValue('Amara');
    expect(field('Message')).toHaveValue('Half-written question');
    await second.user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByRole('heading', { name: 'Enquiry sent' });
    second.view.unmount();

    renderForm();
    expect(field('First name')).toHaveValue('');
  });

  it("restores a draft saved before an extra field was added, keeping the new field's default", async () => {
    const budget = { name: 'budget', label: 'Weekly budget', type: 'text' } as const;
    const city = { name: 'city', label: 'City', type: 'text' } as const;
    const first = renderForm({ extraFields: [budget] });
    await first.user.type(field('Weekly budget'), '180');
    first.view.unmount();

    renderForm({ extraFields: [budget, city], defaultValues: { extra: { city: 'Leeds' } } });
    expect(field('Weekly budget')).toHaveValue('180');
    expect(field('City')).toHaveValue('Leeds');
  });

  it("moves the focus to the partner's own success panel, at its heading, as to its own", async () => {
    const { user } = renderForm({
      renderSuccess: ({ enquiry_id }) => (
        <div>
          <h2>Thank you</h2>
          <p>We have your question ({enquiry_id}).</p>
        </div>
      ),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toHaveFocus();
  });

  it('moves the focus to a success panel without a heading, the panel itself', async () => {
    const { user } = renderForm({
      renderSuccess: () => <p>Sent, thank you.</p>,
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const said = await screen.findByText('Sent, thank you.');
    await waitFor(() => expect(said.parentElement).toHaveFocus());
  });

  it('offers another enquiry, keeping the contact details and clearing the message', async () => {
    const { user } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await user.click(await screen.findByRole('button', { name: 'Send another enquiry' }));
    expect(field('Email')).toHaveValue('amara@example.com');
    expect(field('Message')).toHaveValue('');
  });

  it('replaces any text through messages, validation messages by their codes', async () => {
    const { user } = renderForm({
      messages: {
        firstName: 'Prénom',
        submit: 'Envoyer',
        enterFirstName: 'Saisissez votre prénom',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('link', { name: 'Saisissez votre prénom' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Saisissez votre prénom');
  });

  it('reports events without anything the student typed', async () => {
    const events: EnquiryFormEvent[] = [];
    const { user } = renderForm({ onEvent: (event) => events.push(event) });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByRole('heading', { name: 'Enquiry sent' });
    expect(events.map((event) => event.type)).toEqual(['invalid', 'submit', 'success']);
    expect(events[0]).toEqual({
      type: 'invalid',
      fields: ['first_name', 'last_name', 'email', 'contact_number', 'message'],
    });
    expect(JSON.stringify(events)).not.toContain('Amara');
  });

  it("reports its steps to the provider's analytics, and never a word a generated student typed", async () => {
    const text = (maxLength: number) =>
      fc
        .string({ minLength: 3, maxLength })
        .map((typed) => typed.trim())
        .filter((typed) => typed.length >= 3);
    const studentArbitrary = fc.record({
      'First name': text(30),
      'Last name': text(30),
      Email: fc.stringMatching(/^[a-z0-9]{3,12}$/).map((name) => `${name}@example.com`),
      'Phone number': fc.stringMatching(/^[0-9]{6}$/).map((digits) => `+44 7700 ${digits}`),
      Message: text(80),
    });
    await fc.assert(
      fc.asyncProperty(studentArbitrary, fc.boolean(), async (typed, serverFails) => {
        window.sessionStorage.clear();
        const reported = recordingAnalytics();
        if (serverFails) {
          api.sandbox.faults.add({ route: 'enquiries.createGeneral', status: 503, times: 1 });
        }
        const user = userEvent.setup({ delay: null });
        const view = render(<GeneralEnquiryForm />, {
          wrapper: createUnistayWrapper({ analytics: reported.analytics }).wrapper,
        });
        // Pasted, as a student may: every character arrives as it is.
        for (const [label, value] of Object.entries(typed)) {
          await user.click(field(label));
          await user.paste(value);
        }
        await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
        if (serverFails) {
          const summary = await screen.findByRole('alert');
          await user.click(within(summary).getByRole('button', { name: 'Try again' }));
        }
        await screen.findByRole('heading', { name: 'Enquiry sent' });
        view.unmount();
        expect(reported.events.map(({ name }) => name)).toEqual([
          'enquiry_started',
          ...(serverFails ? ['enquiry_failed'] : []),
          'enquiry_sent',
        ]);
        if (serverFails) expect(reported.named('enquiry_failed')[0]?.reason).toBe('server');
        expect(reported.leaked(Object.values(typed))).toEqual([]);
      }),
      { numRuns: 10 },
    );
  }, 90_000);

  it('renders without its own class names when unstyled, keeping the status line and the honeypot hidden', () => {
    const { view } = renderForm({ unstyled: true, classNames: { submit: 'btn btn-primary' } });
    expect(view.container.querySelectorAll('[class*="unistay-"]')).toHaveLength(2);
    // The status line read to screen readers stays hidden; the progress line is the partner's.
    const [announcer, progress] = screen.getAllByRole('status');
    expect(announcer).toHaveClass('unistay-status');
    expect(progress).not.toHaveAttribute('class');
    expect(view.container.querySelector('.unistay-honeypot input')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toHaveClass('btn', 'btn-primary');
  });

  it('renders user text as text', async () => {
    const { user } = renderForm({
      extraFields: [{ name: 'note', label: '<img src=x onerror=alert(1)>', type: 'text' }],
    });
    expect(screen.getByText('<img src=x onerror=alert(1)> (optional)')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
  });

  it("words an extra field's error with its label as the field shows it, a key of the provider's messages included", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <UnistayProvider
        client={createSandboxClient()}
        queryClient={createUnistayQueryClient()}
        locale={de}
        messages={{ budgetLabel: 'Wochenbudget' }}
      >
        <GeneralEnquiryForm
          extraFields={[{ name: 'budget', label: 'budgetLabel', type: 'number', required: true }]}
        />
      </UnistayProvider>,
    );
    expect(screen.getByLabelText('Wochenbudget', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect((await screen.findAllByText('Geben Sie Wochenbudget ein')).length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent('budgetLabel');
  });
});
