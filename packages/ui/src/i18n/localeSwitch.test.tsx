import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  createUnistayQueryClient,
  type LocalePack,
  mergeLocales,
  UnistayProvider,
} from '@unistay/react';
import { sandboxCardProvider } from '@unistay/sandbox/card-provider';
import { createSandboxClient } from '@unistay/sandbox/testing';
import { describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../../../../test/sandboxSetup.js';
import { CustomCheckoutWizard } from '../checkout/CustomCheckoutWizard.js';
import { GeneralEnquiryForm } from '../enquiry-form/GeneralEnquiryForm.js';
import { EnquiryTable } from '../enquiry-table/EnquiryTable.js';
import ar from '../locales/ar.js';
import de, { enquiryForm as germanForm, enquiryTable as germanTable } from '../locales/de.js';
import enGB from '../locales/en-GB.js';

const api = setupSandboxServer();

const WIZARD = {
  roomId: 'room_riverside_ensuite',
  operatorId: 'op_northgate',
  propertyCountry: 'gb',
  currency: 'GBP',
  bookingPeriods: [
    {
      id: 'bp_riverside_ensuite_51',
      label: '51',
      start_date: '2027-09-04',
      end_date: '2028-08-26',
      price_per_week: '1289.50',
      holding_deposit: '250.00',
    },
  ],
  cardProvider: sandboxCardProvider({ baseUrl: 'https://partner-api.test' }),
  persistence: 'none' as const,
};

/**
 * What a partner's page does: one provider whose `locale` follows the student's choice. The same
 * client and cache throughout, so a change is a re-render, never a remount.
 */
function renderSwitchable(children: React.ReactNode) {
  const client = createSandboxClient();
  const queryClient = createUnistayQueryClient();
  const page = (locale: LocalePack) => (
    <UnistayProvider client={client} queryClient={queryClient} locale={locale}>
      {children}
    </UnistayProvider>
  );
  const view = render(page(enGB));
  return { ...view, switchTo: (locale: LocalePack) => view.rerender(page(locale)) };
}

const words = (pack: LocalePack, key: string) => pack.messages[key] as string;
/** The words a template leaves when its placeholders are cut out: what a test can look for. */
const fixedPart = (pack: LocalePack, key: string) =>
  (
    words(pack, key)
      .split(/\{\w+\}/)
      .sort((a, b) => b.length - a.length)[0] as string
  ).trim();

describe('changing the language at runtime', () => {
  it('keeps every answer, the step and the focus mid-wizard, from en-GB to de to ar', async () => {
    const user = userEvent.setup({ delay: null });
    const { switchTo, container } = renderSwitchable(<CustomCheckoutWizard {...WIZARD} />);
    await user.click(screen.getByLabelText(/^51/));
    await user.click(screen.getByLabelText('Pay in full'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'About you' });
    await user.type(screen.getByLabelText('First name'), 'Amara');
    await user.type(screen.getByLabelText('Phone number'), '+44 7700 900123');
    // Continue with the rest empty: the error summary takes focus, each field says what is wrong.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toContainElement(summary));
    expect(within(summary).getByText('Enter your last name')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Email'));

    switchTo(de);
    const email = screen.getByLabelText(words(de, 'email'));
    expect(email).toHaveFocus();
    expect(screen.getByRole('heading', { name: words(de, 'stepAbout') })).toBeInTheDocument();
    expect(screen.getByLabelText(words(de, 'firstName'))).toHaveValue('Amara');
    expect(screen.getByLabelText(words(de, 'phone'))).toHaveValue('+44 7700 900123');
    // The error summary and the fields' messages re-word themselves, in place.
    expect(within(summary).getByText(words(de, 'errorSummaryTitle'))).toBeInTheDocument();
    expect(within(summary).getByText(words(de, 'enterLastName'))).toBeInTheDocument();
    expect(screen.getAllByText(words(de, 'enterLastName'))).toHaveLength(2);
    expect(summary).toBeInTheDocument();

    switchTo(ar);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(words(ar, 'email'))).toBe(email);
    expect(screen.getByLabelText(words(ar, 'firstName'))).toHaveValue('Amara');
    expect(screen.getByRole('heading', { name: words(ar, 'stepAbout') })).toBeInTheDocument();
    expect(within(summary).getByText(words(ar, 'enterLastName'))).toBeInTheDocument();
    const root = container.querySelector('.unistay-root');
    expect(root).toHaveAttribute('lang', 'ar');
    expect(root).toHaveAttribute('dir', 'rtl');
    // A phone number and an email address run left to right inside the right-to-left form.
    expect(screen.getByLabelText(words(ar, 'phone'))).toHaveAttribute('dir', 'ltr');
    expect(email).toHaveAttribute('dir', 'ltr');

    // Still the same step: back goes to the stay, with its answer kept.
    await user.click(screen.getByRole('button', { name: words(ar, 'back') }));
    expect(await screen.findByRole('heading', { name: words(ar, 'stepStay') })).toBeInTheDocument();
    expect(screen.getByLabelText(words(ar, 'payInFull'))).toBeChecked();
  });

  it('writes prices and dates as the language does', async () => {
    const { switchTo } = renderSwitchable(<CustomCheckoutWizard {...WIZARD} />);
    const period = () =>
      (screen.getAllByRole('radio')[0] as HTMLInputElement).labels?.[0]?.textContent ?? '';
    expect(period()).toBe('51, 4 September 2027 to 26 August 2028, £1,289.50 a week');

    switchTo(de);
    expect(period()).toContain('4. September 2027');
    expect(period()).toMatch(/1\.289,50\s£/);
    expect(period()).toContain(fixedPart(de, 'perWeek'));

    switchTo(ar);
    const date = new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' });
    expect(period()).toContain(date.format(Date.UTC(2027, 8, 4)));
    expect(period()).toContain(words(ar, 'listSeparator').trim());
    expect(period()).not.toContain('September');
  });

  it("says the server's failure in the language of the moment", async () => {
    const user = userEvent.setup({ delay: null });
    const { switchTo } = renderSwitchable(<GeneralEnquiryForm persistence="none" />);
    await user.type(screen.getByLabelText('First name'), 'Amara');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.type(screen.getByLabelText('Email'), 'amara@example.com');
    await user.type(screen.getByLabelText('Phone number'), '+44 7700 900123');
    await user.type(screen.getByLabelText('Message'), 'Is there a gym?');
    switchTo(de);
    api.sandbox.faults.add({ route: 'enquiries.createGeneral', status: 503, times: 1 });
    await user.click(screen.getByRole('button', { name: words(de, 'submit') }));
    expect(await screen.findByText(words(de, 'errorServer'))).toBeInTheDocument();

    switchTo(ar);
    expect(screen.getByText(words(ar, 'errorServer'))).toBeInTheDocument();
    expect(screen.getByLabelText(words(ar, 'message'))).toHaveValue('Is there a gym?');
  });

  it("re-words the message of a partner's own field when the language changes", async () => {
    const user = userEvent.setup({ delay: null });
    const extraFields = [
      { name: 'budget', label: 'Budget', type: 'number' as const, required: true },
    ];
    const { switchTo } = renderSwitchable(
      <GeneralEnquiryForm persistence="none" extraFields={extraFields} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Enter budget')).toBeInTheDocument();

    switchTo(de);
    const german = words(de, 'extraRequired').replace('{label}', 'Budget');
    await waitFor(() => expect(within(summary).getByText(german)).toBeInTheDocument());
    expect(within(summary).queryByText('Enter budget')).not.toBeInTheDocument();
  });

  it('the table says its counts in the language', async () => {
    const { switchTo } = renderSwitchable(<EnquiryTable />);
    const english = await screen.findByText(/^Showing 1–10 of \d+$/);
    const total = Number(english.textContent?.split(' of ')[1]);
    switchTo(de);
    const showing = words(de, 'showing')
      .replace('{from}', '1')
      .replace('{to}', '10')
      .replace('{total}', new Intl.NumberFormat('de').format(total));
    expect(screen.getByText(showing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words(de, 'nextPage') })).toBeInTheDocument();
  });

  it("keeps the table's phone numbers left to right once it reads right to left", async () => {
    const { switchTo } = renderSwitchable(<EnquiryTable />);
    const phone = () => screen.getAllByText(/^\+\d[\d ]+$/)[0] as HTMLElement;
    await screen.findByText(/^Showing 1–10 of \d+$/);
    expect(phone()).not.toHaveAttribute('dir');
    switchTo(ar);
    expect(screen.getByRole('table').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(phone()).toHaveAttribute('dir', 'ltr');
  });

  it("shows a page in the words of the families it imported: the form's and the table's", async () => {
    const user = userEvent.setup({ delay: null });
    const germanPage = mergeLocales(germanForm, germanTable);
    const { switchTo } = renderSwitchable(
      <>
        <GeneralEnquiryForm persistence="none" />
        <EnquiryTable />
      </>,
    );
    switchTo(germanPage);
    expect(screen.getByLabelText(words(de, 'firstName'))).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: words(de, 'caption') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words(de, 'submit') }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(words(de, 'enterFirstName'))).toBeInTheDocument();
  });
});
