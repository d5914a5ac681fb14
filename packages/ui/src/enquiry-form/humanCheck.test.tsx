import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createUnistayQueryClient, UnistayProvider } from '@unistay/react';
import { sandboxHumanToken } from '@unistay/sandbox';
import { describe, expect, it } from 'vitest';
import { humanCheckedClient } from '../../../../test/humanCheckedSandbox.js';
import type { HumanCheckProps } from '../form/HumanCheckField.js';
import ar from '../locales/ar.js';
import { GeneralEnquiryForm } from './GeneralEnquiryForm.js';

/**
 * The enquiry form with a human check, against a real proxy whose `humanCheck.verify` is the sandbox's,
 * in front of the sandbox: the browser's side (the form, its client, a cookie jar as a browser
 * keeps) and the server's, with nothing mocked but the widget, which is the provider's to draw.
 */
function setup(locale?: typeof ar) {
  const { sandbox, client, requests } = humanCheckedClient();
  const queryClient = createUnistayQueryClient();
  const user = userEvent.setup({ delay: null });
  render(
    <UnistayProvider client={client} queryClient={queryClient} {...(locale ? { locale } : {})}>
      <GeneralEnquiryForm humanCheck={TestWidget} />
    </UnistayProvider>,
  );
  return { user, sent: requests, sandbox };
}

/** A stand-in for a provider's widget: it says how often it was reset, and gives a token on a click. */
function TestWidget({ onToken, resetKey, locale, direction }: HumanCheckProps) {
  return (
    <div data-locale={locale} data-direction={direction}>
      <p>Widget drawn {resetKey + 1} times</p>
      <button type="button" onClick={() => onToken(sandboxHumanToken('pass'))}>
        I am a person
      </button>
      <button type="button" onClick={() => onToken(sandboxHumanToken('fail'))}>
        A bot
      </button>
      <button type="button" onClick={() => onToken(null)}>
        Let it expire
      </button>
    </div>
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const typed = {
    'First name': 'Amara',
    'Last name': 'Okafor',
    Email: 'amara@example.com',
    'Phone number': '+44 7700 900123',
    Message: 'Is there a room from September?',
  };
  for (const [label, value] of Object.entries(typed)) {
    await user.type(screen.getByLabelText(label, { exact: false }), value);
  }
}

const send = () => screen.getByRole('button', { name: 'Send enquiry' });

describe('an enquiry form with a human check', () => {
  it('asks for the check in the error summary, last, and focuses it from there; sends nothing', async () => {
    const { user, sent } = setup();
    await user.click(send());
    const summary = await screen.findByRole('alert');
    const items = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items.at(-1)).toBe('Complete the check that you are a person');

    await fillIn(user);
    await user.click(send());
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert'))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Complete the check that you are a person']),
    );
    // The summary takes focus after each failed submit, as a student sees it before following it.
    await waitFor(() => expect(document.activeElement).toContainElement(screen.getByRole('alert')));
    await user.click(within(screen.getByRole('alert')).getByRole('link'));
    const group = screen.getByRole('group', { name: 'Check that you are a person' });
    expect(group).toHaveFocus();
    expect(group).toHaveAccessibleDescription('Complete the check that you are a person');
    expect(sent).toEqual([]);
  });

  it('sends the token in its header, then resets the widget; a pass lets Try again after a 503 through without a new one', async () => {
    const { user, sent, sandbox } = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'I am a person' }));
    sandbox.faults.add({ route: 'enquiries.createGeneral', status: 503, times: 1 });
    await user.click(send());
    await screen.findByRole('button', { name: 'Try again' });
    expect(sent[0]?.headers.get('x-unistay-human-token')).toMatch(/^sandbox-human-pass:/);
    // A token is good once: the widget starts again after the answer.
    expect(screen.getByText('Widget drawn 2 times')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Enquiry sent' });
    expect(sent[1]?.headers.get('x-unistay-human-token')).toBeNull();
    expect(sent[1]?.headers.get('cookie')).toMatch(/^unistay_human=/);
  });

  it('says when the check failed or expired, on the widget, and sends once it passes', async () => {
    const { user } = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'A bot' }));
    await user.click(send());
    const group = await screen.findByRole('group', { name: 'Check that you are a person' });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        'The check that you are a person failed or expired. Complete it again.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'I am a person' }));
    await user.click(screen.getByRole('button', { name: 'Let it expire' }));
    await user.click(send());
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription('Complete the check that you are a person'),
    );
    await user.click(screen.getByRole('button', { name: 'I am a person' }));
    expect(group).not.toHaveAccessibleDescription();
    await user.click(send());
    await screen.findByRole('heading', { name: 'Enquiry sent' });
  });

  it("words the check in the student's language, right to left, and tells the widget so", async () => {
    const { user } = setup(ar);
    await user.click(screen.getByRole('button', { name: ar.messages.submit }));
    const group = await screen.findByRole('group', { name: ar.messages.humanCheckLabel });
    expect(group).toHaveAccessibleDescription(ar.messages.humanCheckRequired);
    const widget = within(group).getByText(/Widget drawn/).parentElement;
    expect(widget).toHaveAttribute('data-locale', 'ar');
    expect(widget).toHaveAttribute('data-direction', 'rtl');
  });
});

describe('an enquiry form without a human check, behind a proxy that asks for one', () => {
  it('says the enquiry was not sent, keeps what was typed, focuses the summary, and names what is missing to the partner', async () => {
    const { client, requests } = humanCheckedClient();
    const user = userEvent.setup({ delay: null });
    const told: unknown[] = [];
    const { console: realConsole } = globalThis;
    const error = realConsole.error;
    realConsole.error = (...args: unknown[]) => told.push(args.join(' '));
    try {
      render(
        <UnistayProvider client={client} queryClient={createUnistayQueryClient()}>
          <GeneralEnquiryForm />
        </UnistayProvider>,
      );
      await fillIn(user);
      await user.click(send());
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent(
        'Your enquiry could not be sent. What you typed is still here, so you can try again.',
      );
      await waitFor(() => expect(document.activeElement).toContainElement(summary));
      expect(screen.getByLabelText('Email', { exact: false })).toHaveValue('amara@example.com');
      expect(requests.length).toBeGreaterThan(0);
      expect(told.join('\n')).toContain('403 human_check_required');
      expect(told.join('\n')).toContain('`humanCheck`');
    } finally {
      realConsole.error = error;
    }
  });
});
